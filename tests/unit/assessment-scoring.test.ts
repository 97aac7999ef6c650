/**
 * Scoring an attempt (src/server/modules/assessments/scoring.ts), the pass mark rule (spec portal §5)
 * and an attempt's option order (option-order.ts).
 */
import { describe, expect, it } from "vitest";
import {
  inAttemptOrder,
  mapBack,
  orderFits,
  shuffled,
} from "../../src/server/modules/assessments/option-order";
import { scoreAttempt } from "../../src/server/modules/assessments/scoring";
import { passingCount, scorePercent } from "../../src/shared/contracts/assessments";

const question = (id: number, correctAnswer: number) => ({
  id,
  question: `Q${id}`,
  options: ["a", "b", "c", "d"],
  correctAnswer,
  explanation: `Because ${id}`,
});
const ten = Array.from({ length: 10 }, (_, i) => question(i + 1, i % 4));
const key = ten.map((q) => q.correctAnswer);

describe("passingCount = ceil(questions × threshold / 100)", () => {
  it.each([
    [10, 80, 8],
    [9, 80, 8],
    [12, 80, 10],
    [7, 75, 6],
    [5, 100, 5],
    [3, 0, 0],
  ])("%i questions at %i%% need %i", (n, threshold, needed) =>
    expect(passingCount(n, threshold)).toBe(needed),
  );
  it("defaults to 80%", () => expect(passingCount(10)).toBe(8));
});

describe("scoreAttempt", () => {
  it("passes at exactly the passing count and fails one below", () => {
    const eight = key.map((k, i) => (i < 8 ? k : -1));
    expect(scoreAttempt(ten, eight, 80)).toMatchObject({
      score: 8,
      percent: 80,
      passed: true,
      passingCount: 8,
    });
    const seven = key.map((k, i) => (i < 7 ? k : (k + 1) % 4));
    expect(scoreAttempt(ten, seven, 80)).toMatchObject({
      score: 7,
      percent: 70,
      passed: false,
      wrongQuestions: [8, 9, 10],
    });
  });

  it("reviews each question: the answer given, the right one, the explanation", () => {
    const answers = key.map((k, i) => (i === 0 ? (k + 1) % 4 : k));
    const { review } = scoreAttempt(ten, answers, 80);
    expect(review[0]).toEqual({
      id: 1,
      question: "Q1",
      options: ["a", "b", "c", "d"],
      yourAnswer: 1,
      correctAnswer: 0,
      correct: false,
      explanation: "Because 1",
    });
    expect(review[1]!.correct).toBe(true);
  });

  it("counts unanswered and missing answers as wrong", () => {
    expect(scoreAttempt(ten, [], 80)).toMatchObject({ score: 0, passed: false });
    expect(scoreAttempt(ten, key.slice(0, 5), 80).review[9]).toMatchObject({
      yourAnswer: -1,
      correct: false,
    });
  });

  it("never passes an assessment without questions", () => {
    expect(scoreAttempt([], [], 80)).toMatchObject({
      score: 0,
      totalQuestions: 0,
      percent: 0,
      passed: false,
    });
    expect(scorePercent(0, 0)).toBe(0);
  });
});

describe("an attempt's option order", () => {
  it("shuffles every index once", () => {
    for (let n = 0; n < 8; n++)
      expect([...shuffled(n)].sort()).toEqual(Array.from({ length: n }, (_, i) => i));
  });

  it("shows the options in the attempt's order and maps a shown choice back", () => {
    const orders = [
      { questionId: 1, order: [2, 0, 3, 1] },
      { questionId: 2, order: [1, 0] },
    ];
    expect(inAttemptOrder(["a", "b", "c", "d"], orders[0]!.order)).toEqual(["c", "a", "d", "b"]);
    expect(mapBack(orders, [0, -1])).toEqual([2, -1]);
    expect(mapBack(orders, [3, 0])).toEqual([1, 1]);
  });

  it("no longer fits once a question or its option count changed", () => {
    const orders = [{ questionId: 1, order: [1, 0] }];
    expect(orderFits(orders, [{ id: 1, options: ["x", "y"] }])).toBe(true);
    expect(orderFits(orders, [{ id: 1, options: ["x", "y", "z"] }])).toBe(false);
    expect(orderFits(orders, [{ id: 2, options: ["x", "y"] }])).toBe(false);
    expect(orderFits(orders, [])).toBe(false);
  });
});
