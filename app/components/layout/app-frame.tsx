import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { Logo } from "./logo";

export type SkipLink = { href: string; label: string };

const SKIP_LINK =
  "sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-3";

/**
 * The frame of the public and the portal pages: the skip link, a top bar with the logo (a link home)
 * and the bar's own items, the main region (#main, the skip link's target) and an optional footer.
 */
export function AppFrame({
  home,
  logoClassName,
  barClassName,
  bar,
  mainClassName,
  footer,
  skipTo,
  children,
}: {
  /** A page's second skip link (the directory's "Skip to results"), after "Skip to content". */
  skipTo?: SkipLink;
  /** Where the logo leads. */
  home: string;
  logoClassName?: string;
  /** Spacing of the top bar's row. */
  barClassName?: string;
  /** The top bar's items after the logo. */
  bar: ReactNode;
  mainClassName?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className={SKIP_LINK}>
        Skip to content
      </a>
      {skipTo && (
        <a href={skipTo.href} className={SKIP_LINK}>
          {skipTo.label}
        </a>
      )}
      <header className="relative border-b border-slate-200 bg-white">
        <div className={cn("mx-auto flex max-w-6xl items-center justify-between px-4", barClassName)}>
          <Link to={home} className="inline-flex min-h-tap items-center rounded-md">
            <Logo className={logoClassName} />
          </Link>
          {bar}
        </div>
      </header>
      <main id="main" className={mainClassName}>
        {children}
      </main>
      {footer}
    </div>
  );
}
