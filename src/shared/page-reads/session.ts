import type { Me } from "../contracts/auth";

/** The visitor's session, as GET /api/me answers it (null without a valid trainer session). */
export type SessionReads = {
  me(): Promise<Me | null>;
};
