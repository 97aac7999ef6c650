/**
 * The onboarding checklist of a trainer account (docs/product.md "Small texts" and "Portal details",
 * Onboarding progress), counting only what the trainer can do:
 *   payment            the account's paymentStatus is completed, or a linked applicant's payment was verified
 *   document:{id}      each required document signed at its current version, by the trainer or by an
 *                      applicant linked to the trainer (signatures are carried from the applicant)
 *   welcome:{id}       each of the six welcome links (shared/welcome-links.ts) visited, as stored on the
 *                      linked applicants
 *   profile            the profile 100% by the one completion rule (shared/profile-completion.ts), the
 *                      owner-only fields counting as filled: a trainer cannot be held below 100% by a
 *                      field only the admin sets
 * Progress = round(100 × done / total): 11 steps with the three shipped documents. Reads only
 * (progress-repository.ts).
 */
import { profileCompletion } from "../../../shared/profile-completion";
import { WELCOME_LINKS } from "../../../shared/welcome-links";
import type { ProfileRow, TrainerRow } from "../trainers/repository";
import { OWNER_ONLY_FIELDS } from "../trainers/rules";
import type { ProgressRepository } from "./progress-repository";

export type OnboardingStep = { id: string; label: string; done: boolean };
export type OnboardingProgress = { progress: number; steps: OnboardingStep[] };

export class ProgressService {
  constructor(private readonly repository: ProgressRepository) {}

  /** How many required documents the trainer has not signed at their current version. */
  unsignedDocumentCount(trainerId: number): Promise<number> {
    return this.repository.unsignedCount(trainerId);
  }

  async of(
    trainer: Pick<TrainerRow, "id" | "name" | "email" | "paymentStatus">,
    profile: ProfileRow,
  ): Promise<OnboardingProgress> {
    const linked = await this.repository.linkedApplicants(trainer.id);
    const docs = await this.repository.requiredDocuments(trainer.id);
    const visited = new Set(linked.flatMap((a) => a.welcomeLinksVisited));
    const completion = profileCompletion(
      { ...profile, name: trainer.name, email: trainer.email },
      { treatAsFilled: OWNER_ONLY_FIELDS },
    );
    const steps: OnboardingStep[] = [
      {
        id: "payment",
        label: "Payment verified",
        done: trainer.paymentStatus === "completed" || linked.some((a) => a.paymentVerifiedAt !== null),
      },
      ...docs.map((d) => ({ id: `document:${d.id}`, label: d.title, done: d.signed })),
      ...WELCOME_LINKS.map((link) => ({
        id: `welcome:${link.id}`,
        label: link.label,
        done: visited.has(link.id),
      })),
      { id: "profile", label: "Profile complete", done: completion.complete },
    ];
    const done = steps.filter((s) => s.done).length;
    return { progress: Math.round((100 * done) / steps.length), steps };
  }
}
