/** The signed-in trainer's calls about trainer records (the portal). */
import { z } from "zod";
import { emailField, trainerStatus } from "./auth";

/** GET /api/trainers/by-email/{email} (spec portal §7): the caller's own record, or any for the admin. */
export const trainerByEmailParams = z.object({ email: emailField });
export const trainerByEmail = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  status: trainerStatus,
});
export type TrainerByEmail = z.infer<typeof trainerByEmail>;
