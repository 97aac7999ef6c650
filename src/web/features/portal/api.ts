/** The portal's own calls; the session itself (GET /api/me) is lib/session.ts. */
import type { z } from "zod";
import type { setPassword } from "../../../shared/contracts/auth";
import { api } from "../../lib/api";

/** POST /api/logout. Not retried. */
export function logout() {
  return api<void>("/api/logout", { method: "POST" });
}

/** POST /api/me/password: sets the sign-in password, or changes it with the current one. Not retried. */
export function savePassword(body: z.input<typeof setPassword>) {
  return api<void>("/api/me/password", { body });
}
