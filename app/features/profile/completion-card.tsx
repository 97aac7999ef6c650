import { CircleCheck } from "lucide-react";
import {
  type CompletionProfile,
  PROFILE_SECTIONS,
  profileCompletion,
} from "../../../src/shared/profile-completion";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";

/**
 * The completion card (portal §2, §5): the overall percentage by the one rule
 * (src/shared/profile-completion.ts), the bar and the six sections; at 100% "Profile Complete!".
 * It follows the form as the trainer types.
 */
export function CompletionCard({ profile }: { profile: CompletionProfile }) {
  const { overall, sections, complete } = profileCompletion(profile);
  if (complete)
    return (
      <Card className="flex items-center gap-3 border-success-700 bg-success-50 p-5" aria-live="polite">
        <CircleCheck aria-hidden className="size-8 shrink-0 text-success-700" />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Profile Complete!</h2>
          <p className="text-slate-700">Your profile is ready for the trainer directory.</p>
        </div>
      </Card>
    );
  return (
    <Card className="p-5">
      <section aria-labelledby="completion-heading">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="completion-heading" className="text-lg font-semibold text-slate-900">
            Profile Completion
          </h2>
          <p className="text-2xl font-semibold text-brand-700" data-testid="completion-overall">
            {overall}%
          </p>
        </div>
        <Progress value={overall} label="Profile completion" className="mt-3" />
        <ul className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
          {PROFILE_SECTIONS.map(({ id, label }) => (
            <li key={id} className="rounded-md bg-slate-100 px-3 py-2">
              <span className="block text-slate-700">{label}</span>
              <span className="text-base font-semibold text-slate-900" data-testid={`completion-${id}`}>
                {sections[id]}%
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
