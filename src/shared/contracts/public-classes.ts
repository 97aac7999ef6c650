/** GET /api/public-classes/{id}: one class with its trainer, for /public/class/:id (docs/product.md
 * "Routes"). */
import { z } from "zod";
import { publicClass, publicTrainer } from "./public-trainers";

export const publicClassDetail = z.object({
  class: publicClass,
  trainer: publicTrainer,
  /** The class's date is before today in its time zone (the page stays reachable from old links). */
  past: z.boolean(),
});
export type PublicClassDetail = z.infer<typeof publicClassDetail>;

/** GET /api/public-classes/{id} */
export const publicClassParams = z.object({ id: z.string().min(1).max(100) });
export const CLASS_NOT_FOUND = "Class not found";
