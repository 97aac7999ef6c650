import type { AdminTrainer } from "../../../src/shared/contracts/admin";
import { dateTime } from "./format";
import { PROFILE_SECTIONS, profileValue } from "./profile-sections";
import { DetailList, TrainerSection } from "./trainer-section";

/**
 * "Public profile": the trainer's own profile, read-only, in labelled groups (profile-sections.ts says
 * which fields and how each reads).
 */
export function ProfileCard({ trainer }: { trainer: AdminTrainer }) {
  const saved = typeof trainer.profile.updatedAt === "string" ? dateTime(trainer.profile.updatedAt) : null;
  return (
    <TrainerSection
      id="trainer-profile"
      description={`As the trainer last saved it (read-only)${saved ? `, on ${saved}` : ""}.`}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {PROFILE_SECTIONS.map((section) => {
          const id = `profile-${section.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
          return (
            <section key={section.title} aria-labelledby={id} className="min-w-0">
              <h4 id={id} className="mb-2 font-semibold text-slate-900">
                {section.title}
              </h4>
              <DetailList
                items={section.fields.map((field) => ({
                  label: field.label,
                  value: profileValue(trainer.profile[field.key], field.kind),
                }))}
              />
            </section>
          );
        })}
      </div>
    </TrainerSection>
  );
}
