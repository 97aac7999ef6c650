import type { AdminTrainer } from "../../../src/shared/contracts/admin";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { lastSaved, PROFILE_SECTIONS, profileValue } from "./profile-sections";

/** The trainer's own profile, read-only, in sections (profile-sections.ts says what and how). */
export function ProfileCard({ trainer }: { trainer: AdminTrainer }) {
  const saved = lastSaved(trainer.profile);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <p className="text-sm text-slate-600">
          As the trainer last saved it (read-only){saved ? `, on ${saved}` : ""}.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        {PROFILE_SECTIONS.map((section) => (
          <section key={section.title} aria-label={section.title} className="min-w-0">
            <h3 className="mb-2 font-semibold text-slate-900">{section.title}</h3>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(9rem,auto)_1fr]">
              {section.fields.map((field) => (
                <div key={field.key} className="contents">
                  <dt className="text-sm font-medium text-slate-800">{field.label}</dt>
                  <dd className="min-w-0 text-sm break-words whitespace-pre-line text-slate-700">
                    {profileValue(trainer.profile[field.key], field.kind)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
