import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "./logo";

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
}: {
  children: ReactNode;
  footer?: FooterLink[];
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to="/home" className="rounded-md">
            <Logo />
          </Link>
          <Link
            to="/find-trainer"
            className="inline-flex min-h-tap items-center rounded-md px-3 font-medium text-brand-700 hover:bg-brand-50"
          >
            Find a Trainer
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <nav
          aria-label="Footer"
          className="mx-auto flex max-w-6xl flex-wrap gap-x-2 gap-y-1 px-4 py-6 text-sm"
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
    </div>
  );
}
