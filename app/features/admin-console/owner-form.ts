/**
 * The owner-only fields' form: every field is text (a date or a coordinate may be left empty), and only
 * the fields that changed are sent, in the contract's shape (an emptied field is null).
 */
import { z } from "zod";
import { ADMIN_TEXT, type AdminTrainer, type TrainerChange } from "../../../src/shared/contracts/admin";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayText = z
  .string()
  .trim()
  .refine((v) => v === "" || DATE.test(v), ADMIN_TEXT.invalidDate);
const coordinate = (max: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max),
      `Between -${max} and ${max}`,
    );

export const ownerForm = z
  .object({
    displayName: z.string().trim().max(120),
    city: z.string().trim().max(120),
    state: z.string().trim().max(60),
    displayLocation: z.string().trim().max(200),
    trainingDate: dayText,
    certificationDate: dayText,
    renewalDate: dayText,
    email: z.string().trim().toLowerCase().pipe(z.email(ADMIN_TEXT.invalidEmail)),
    slug: z.string().trim().toLowerCase().min(2, ADMIN_TEXT.slugInvalid).max(80),
    latitude: coordinate(90),
    longitude: coordinate(180),
    affiliateCode: z.string().trim().max(40),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === "") !== (v.longitude === "")) {
      const field = v.latitude === "" ? "latitude" : "longitude";
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: "Give both latitude and longitude, or neither.",
      });
    }
  });
export type OwnerForm = z.infer<typeof ownerForm>;

const text = (v: string | number | null) => (v === null ? "" : String(v));

export function valuesOf(t: AdminTrainer): OwnerForm {
  return {
    displayName: text(t.displayName),
    city: text(t.city),
    state: text(t.state),
    displayLocation: text(t.displayLocation),
    trainingDate: text(t.trainingDate),
    certificationDate: text(t.certificationDate),
    renewalDate: text(t.renewalDate),
    email: t.email,
    slug: t.slug,
    latitude: text(t.latitude),
    longitude: text(t.longitude),
    affiliateCode: text(t.affiliateCode),
  };
}

/** Only the fields that changed, in the contract's shape (an emptied field is null). */
export function changes(before: OwnerForm, after: OwnerForm): TrainerChange {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof OwnerForm)[]) {
    if (before[key] === after[key]) continue;
    const v = after[key];
    if (key === "latitude" || key === "longitude") out[key] = v === "" ? null : Number(v);
    else if (key === "email" || key === "slug") out[key] = v;
    else out[key] = v === "" ? null : v;
  }
  // The map point goes as a pair.
  if ("latitude" in out || "longitude" in out) {
    out.latitude = after.latitude === "" ? null : Number(after.latitude);
    out.longitude = after.longitude === "" ? null : Number(after.longitude);
  }
  return out as TrainerChange;
}
