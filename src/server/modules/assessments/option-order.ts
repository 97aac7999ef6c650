/**
 * Each attempt's option order (decisions.md "Assessments"): shuffled on the server when the attempt
 * starts, kept with it, and used to map the submitted choices back to the stored option indexes.
 */
import { randomInt } from "node:crypto";

export type OptionOrder = { questionId: number; order: number[] }[];

/** A uniformly shuffled 0..n-1 (Fisher–Yates). */
export function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The options as the attempt shows them. */
export function inAttemptOrder<T>(options: readonly T[], order: readonly number[]): T[] {
  return order.map((i) => options[i]!);
}

/** A shown choice back to the stored option index; -1 (unanswered) stays -1. */
export function mapBack(orders: OptionOrder, answers: readonly number[]): number[] {
  return answers.map((shown, i) => (shown < 0 ? -1 : (orders[i]?.order[shown] ?? -1)));
}

/** The order still fits the questions: same questions, same option counts (an admin may edit them). */
export function orderFits(orders: OptionOrder, questions: readonly { id: number; options: unknown[] }[]) {
  return (
    orders.length === questions.length &&
    orders.every(
      (o, i) => o.questionId === questions[i]!.id && o.order.length === questions[i]!.options.length,
    )
  );
}
