import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { Logo } from "../../components/layout/logo";
import { Button } from "../../components/ui/button";
import { ApiError, api } from "../../lib/api";
import { cn } from "../../lib/cn";
import { DASHBOARD_PATH, LOGIN_PATH, useMe } from "../../lib/session";
import { notify } from "../../lib/toast";

type NavItem = { to: string; label: string; end?: boolean };

/** The portal navigation on every portal page (decisions.md "Small texts"). */
const NAV: NavItem[] = [
  { to: DASHBOARD_PATH, label: "Dashboard", end: true },
  { to: "/trainer-portal/profile", label: "Profile" },
  { to: "/trainer-portal/edit-profile", label: "Edit Profile" },
  { to: "/trainer-portal/calendar", label: "Classes" },
  { to: "/trainer-portal/next-ttt", label: "Assessments" },
  { to: "/support", label: "Help" },
];
const ADMIN: NavItem = { to: "/trainer-portal/admin", label: "Admin" };

const linkClass =
  "flex min-h-tap items-center rounded-md px-3 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

/** Logs out on the server, forgets every cached read, and returns to the login page. */
function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await api("/api/logout", { method: "POST" });
    } catch (err) {
      setBusy(false);
      notify.error({
        title: "Error",
        description:
          (err instanceof ApiError && err.serverMessage) || "We couldn't log you out. Please try again.",
      });
      return;
    }
    // Navigate first, then clear in the same tick: the login page is rendered with an empty cache.
    navigate(LOGIN_PATH, { replace: true });
    queryClient.clear();
    notify.info({ title: "Logging out", description: "You've been successfully logged out." });
  };
  return { logout, busy };
}

/** The frame of every portal page: a top bar with the logo and the navigation (a menu on phones). */
export function PortalLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  const [open, setOpen] = useState(false);
  const { logout, busy } = useLogout();
  const items = me.data?.isAdmin ? [...NAV, ADMIN] : NAV;

  const close = () => setOpen(false);

  // Escape closes the phone menu and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById("portal-menu-button")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
          <Link to={DASHBOARD_PATH} className="rounded-md">
            <Logo className="h-8" />
          </Link>
          <Button
            id="portal-menu-button"
            variant="secondary"
            className="md:hidden"
            aria-expanded={open}
            aria-controls="portal-nav"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
            Menu
          </Button>
          <nav
            id="portal-nav"
            aria-label="Trainer Portal"
            className={cn("w-full pb-2 md:block md:w-auto md:pb-0", open ? "block" : "hidden")}
          >
            <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-center">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li className="mt-1 md:mt-0 md:ml-2">
                <Button variant="secondary" className="w-full" onClick={logout} disabled={busy}>
                  <LogOut aria-hidden className="size-4" />
                  {busy ? "Logging out..." : "Logout"}
                </Button>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
