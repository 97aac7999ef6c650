/**
 * Taking an assessment through the API as a trainer: start an attempt on the server, then submit
 * choices given as the stored option indexes (the shipped key's numbering), translated into the
 * attempt's shuffled order by option text.
 */
import type { FastifyInstance } from "fastify";
import { ASSESSMENTS } from "../../src/server/db/content/assessments";
import { type StartedAttempt, startedAttempt } from "../../src/shared/contracts/assessments";

export const contentOf = (slug: string) => ASSESSMENTS.find((a) => a.slug === slug)!;
/** The shipped answer key of an assessment (by slug), as stored option indexes. */
export const keyOf = (slug: string) => contentOf(slug).questions.map((q) => q.correctAnswer);

export function attemptCalls(app: FastifyInstance, cookieOf: (who: string) => string | undefined) {
  const headers = (who: string | undefined) => {
    const cookie = who ? cookieOf(who) : undefined;
    return cookie ? { cookie } : {};
  };
  const startRaw = (who: string | undefined, assessmentId: number) =>
    app.inject({ method: "POST", url: `/api/assessments/${assessmentId}/attempts`, headers: headers(who) });
  const submitRaw = (who: string | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/assessments/submit", payload, headers: headers(who) });
  async function start(who: string, assessmentId: number): Promise<StartedAttempt> {
    const res = await startRaw(who, assessmentId);
    if (res.statusCode !== 200) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
    return startedAttempt.parse(res.json());
  }
  /** The shown positions of the given stored choices (-1 stays -1). */
  function shownChoices(attempt: StartedAttempt, slug: string, stored: number[]): number[] {
    const content = contentOf(slug);
    return stored.map((s, i) =>
      s < 0 ? -1 : attempt.questions[i]!.options.indexOf(content.questions[i]!.options[s]!),
    );
  }
  return { startRaw, submitRaw, start, shownChoices };
}
