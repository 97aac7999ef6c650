import type { ReactNode } from "react";
import { PORTAL_FOOTER, PublicLayout } from "../../components/layout/public-layout";

/** The footer of the sign-in pages: the portal's legal and support links (no link to itself). */
const FOOTER = PORTAL_FOOTER.filter((link) => link.to !== "/trainer-portal/login");

/** The frame of the login and magic-link pages: one narrow column, centred, phone first. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <PublicLayout footer={FOOTER}>
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">{children}</div>
    </PublicLayout>
  );
}
