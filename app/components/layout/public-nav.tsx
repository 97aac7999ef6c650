import { Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn";

/** The public side's ways in (issue 16): the directory, the classes and the trainer login, on every public page. */
export const PUBLIC_NAV = [
  { to: "/find-trainer", label: "Find a Trainer" },
  { to: "/public/classes", label: "Find a Class" },
  { to: "/trainer-portal/login", label: "Trainer Login" },
] as const;

const linkClass =
  "inline-flex min-h-tap items-center rounded-md px-3 font-medium text-brand-700 hover:bg-brand-50";

/**
 * The header's links: in a row from 768 px, behind a Menu button below (a disclosure, closed again by
 * Escape, by choosing a link, or by going to another page).
 */
export function PublicNav() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const current = (to: string) => (pathname === to ? "page" : undefined);
  return (
    <nav aria-label="Main">
      <ul className="hidden items-center gap-1 md:flex">
        {PUBLIC_NAV.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass} aria-current={current(link.to)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={cn(linkClass, "gap-2 md:hidden")}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
        Menu
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white shadow-raised md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {PUBLIC_NAV.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={cn(linkClass, "w-full")}
                aria-current={current(link.to)}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
