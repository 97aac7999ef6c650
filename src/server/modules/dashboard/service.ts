/**
 * The dashboard's reads (docs/product.md "Small texts", "Portal details"): the signed-in trainer's
 * Welcome card, from their record beside the onboarding checklist (the module reads both trainers and
 * onboarding: .dependency-cruiser.cjs), and a trainer record by e-mail (the caller's own, or any for
 * the admin). No table of its own; throws domain errors.
 */
import { NOT_ALLOWED } from "../../../shared/contracts/auth";
import { DASHBOARD_TEXT, type Dashboard } from "../../../shared/contracts/dashboard";
import type { TrainerByEmail } from "../../../shared/contracts/trainers";
import { addYears, CERTIFICATION_YEARS } from "../../../shared/days";
import { pictureUrl } from "../../../shared/picture-url";
import { Forbidden, NotFound } from "../../platform/domain-errors";
import type { OnboardingProgress } from "../onboarding/progress";
import type { Account } from "../trainers/account";
import type { ProfileRow } from "../trainers/repository";
import type { TrainerService } from "../trainers/service";

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export class DashboardService {
  constructor(
    private readonly trainers: Pick<TrainerService, "profileOf" | "accountByEmail">,
    /** The trainer's onboarding checklist (modules/onboarding/progress.ts). */
    private readonly progressOf: (me: Account, profile: ProfileRow) => Promise<OnboardingProgress>,
    /** The "today" block: the next class and the class to study next (services.ts composes it). */
    private readonly todayOf: (me: Account) => Promise<Pick<Dashboard, "nextClass" | "nextWeek">>,
  ) {}

  /** The caller's Welcome card; NotFound without a trainer record. The dashboard page reads it too. */
  async of(me: Account): Promise<Dashboard> {
    const profile = await this.trainers.profileOf(me.id);
    if (!profile) throw new NotFound(DASHBOARD_TEXT.notFound(me.email));
    const city = profile.city?.trim() ?? "";
    const state = profile.state?.trim() ?? "";
    const certificationDate = blankToNull(profile.certificationDate);
    const [{ progress, steps }, today] = await Promise.all([this.progressOf(me, profile), this.todayOf(me)]);
    return {
      id: me.id,
      name: me.name,
      email: me.email,
      status: me.status,
      city,
      state,
      location: [city, state].filter(Boolean).join(", ") || null,
      profilePicture: pictureUrl(profile.profilePicture),
      certificationDate,
      renewalDate:
        blankToNull(profile.renewalDate) ??
        (certificationDate ? addYears(certificationDate, CERTIFICATION_YEARS) : null),
      affiliateCode: blankToNull(me.affiliateCode),
      onboardingProgress: progress,
      onboardingSteps: steps,
      ...today,
    };
  }

  /** The caller's own record, or any for the admin (`email` arrives lower-cased by its schema). */
  async trainerByEmail(me: Account, email: string): Promise<TrainerByEmail> {
    const isAdmin = me.roles.includes("admin");
    if (!isAdmin && me.email.toLowerCase() !== email) throw new Forbidden(NOT_ALLOWED);
    const trainer = await this.trainers.accountByEmail(email);
    if (!trainer) throw new NotFound("No trainer has this e-mail.");
    return { id: trainer.id, email: trainer.email, name: trainer.name, status: trainer.status };
  }
}
