import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { listenForInsightClicks } from "../../lib/insights";
import { AppFrame, type SkipLink } from "./app-frame";
import { PUBLIC_NAV, PublicNav } from "./public-nav";

export type FooterLink = { to: string; label: string };

/** Footer links of the public screens (spec public-site 2.2 to 2.4). */
export const PORTAL_FOOTER: FooterLink[] = [
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/support", label: "Support" },
  { to: "/trainer-portal/login", label: "Trainer Login" },
];

export const DIRECTORY_FOOTER: FooterLink[] = [
  { to: "/terms-of-service-public", label: "Terms of Service" },
  { to: "/privacy-policy-public", label: "Privacy Policy" },
  { to: "/support-public", label: "Support" },
  { to: "/trainer-portal/login", label: "Trainer Login" },
];

export function PublicLayout({
  children,
  footer = DIRECTORY_FOOTER,
  skipTo,
}: {
  children: ReactNode;
  footer?: FooterLink[];
  /** A second skip link, to the page's own results. */
  skipTo?: SkipLink;
}) {
  // Register, Contact and calendar clicks count for the trainer's insights (lib/insights.ts).
  useEffect(listenForInsightClicks, []);
  return (
    <AppFrame
      skipTo={skipTo}
      home="/home"
      barClassName="py-3"
      bar={<PublicNav />}
      mainClassName="flex-1"
      footer={
        <footer className="border-t border-slate-200 bg-white">
          <nav
            aria-label="Explore"
            className="mx-auto flex max-w-6xl flex-wrap gap-x-2 gap-y-1 px-4 pt-6 font-medium"
          >
            {PUBLIC_NAV.slice(0, 2).map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="inline-flex min-h-tap items-center rounded-md px-2 text-brand-700 underline-offset-4 hover:underline"
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <nav
            aria-label="Footer"
            className="mx-auto flex max-w-6xl flex-wrap gap-x-2 gap-y-1 px-4 pt-2 pb-6 text-sm"
          >
            {footer.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="inline-flex min-h-tap items-center rounded-md px-2 text-slate-700 underline-offset-4 hover:underline"
              >
                {link.label}
              </Link>
            ))}
          </nav>
        </footer>
      }
    >
      {children}
    </AppFrame>
  );
}
