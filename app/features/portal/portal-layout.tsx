import { LogOut, Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { NavLink, Outlet, useNavigate, useOutletContext } from "react-router";
import type { Me } from "../../../src/shared/contracts/auth";
import { AppFrame } from "../../components/layout/app-frame";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import {
  DASHBOARD_PATH,
  LOGIN_PATH,
  PortalSession,
  useSessionCache,
  useSignedOutReads,
} from "../../lib/session";
import { notify } from "../../lib/toast";
import { logout as logoutCall } from "./api";
import { DocumentsBanner } from "./documents-banner";
import { SessionGuard } from "./session-guard";

type NavItem = { to: string; label: string; end?: boolean };

/** The portal navigation on every portal page (docs/product.md "Small texts"). */
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
export function useLogout() {
  const session = useSessionCache();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await logoutCall();
    } catch (err) {
      setBusy(false);
      notify.error({
        title: "Error",
        description:
          (err instanceof ApiError && err.serverMessage) || "We couldn't log you out. Please try again.",
      });
      return;
    }
    // Navigate first (the router runs the login page's loader meanwhile), then clear: cleared while this
    // page is still shown, its session guard would send to the login page with this page as `next`.
    await navigate(LOGIN_PATH, { replace: true });
    session.clearAll();
    notify.info({ title: "Logging out", description: "You've been successfully logged out." });
  };
  return { logout, busy };
}

/** The portal navigation: links in the top bar, a menu on phones, and Logout. */
function PortalNav({ me }: { me: Me }) {
  const [open, setOpen] = useState(false);
  const { logout, busy } = useLogout();
  const items = me.isAdmin ? [...NAV, ADMIN] : NAV;
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
    <>
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
    </>
  );
}

/**
 * The frame of every portal page: a top bar with the logo and the navigation (a menu on phones), then
 * the page. `banner` is the slot above every portal page for a notice the trainer must act on (the
 * unsigned-documents banner); nothing is drawn while it is empty.
 */
export function PortalLayout({ me, banner, children }: { me: Me; banner?: ReactNode; children: ReactNode }) {
  return (
    <AppFrame
      home={DASHBOARD_PATH}
      logoClassName="h-8"
      barClassName="flex-wrap gap-x-4 gap-y-2 py-2"
      bar={<PortalNav me={me} />}
      mainClassName="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8"
    >
      {banner && (
        <section aria-label="Action needed" className="mb-6">
          {banner}
        </section>
      )}
      {children}
    </AppFrame>
  );
}

/** The signed-in account, in any screen rendered under the portal layout route. */
export function usePortalMe(): Me {
  return useOutletContext<Me>();
}

/**
 * The layout route of the route table's "portal" group (app/routes/portal-layout.tsx): the session guard, then the
 * portal frame around the matched screen, which reads the account with usePortalMe().
 */
export default function PortalRoute() {
  useSignedOutReads();
  return (
    <SessionGuard>
      {(me) => (
        <PortalLayout
          me={me}
          banner={me.unsignedDocuments > 0 && <DocumentsBanner count={me.unsignedDocuments} />}
        >
          {/* No Suspense boundary: React would send a large screen after its fallback, hidden until a
              script shows it (nothing without JavaScript); route modules are loaded before they render. */}
          <PortalSession.Provider value={me.id}>
            <Outlet context={me} />
          </PortalSession.Provider>
        </PortalLayout>
      )}
    </SessionGuard>
  );
}
