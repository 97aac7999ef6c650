import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../../app/lib/api";
import { isTransient, retryOnce } from "../../app/lib/retry";

const answer = (status: number) => new ApiError(status, '{"error":"x","message":"y"}', "");

describe("the web app's one retry rule", () => {
  it("retries a network failure once", () => {
    const err = new NetworkError(new TypeError("Failed to fetch"));
    expect(retryOnce(0, err)).toBe(true);
    expect(retryOnce(1, err)).toBe(false);
  });

  it.each([500, 502, 503, 504])("retries a %i once", (status) => {
    expect(retryOnce(0, answer(status))).toBe(true);
    expect(retryOnce(1, answer(status))).toBe(false);
  });

  it.each([400, 401, 403, 404, 409, 410, 429])("never retries a %i", (status) => {
    expect(isTransient(answer(status))).toBe(false);
    expect(retryOnce(0, answer(status))).toBe(false);
  });

  it("never retries the app's own errors", () => {
    expect(retryOnce(0, new Error("moved to jane-doe"))).toBe(false);
    expect(retryOnce(0, new TypeError("x is undefined"))).toBe(false);
  });
});

describe("ApiError", () => {
  it("reads the server's message and a 400's field issues", () => {
    const err = new ApiError(
      400,
      JSON.stringify({
        error: "Bad Request",
        message: "email: Please enter a valid email address",
        issues: [{ field: "email", message: "Please enter a valid email address" }, { field: 3 }],
      }),
      "Bad Request",
    );
    expect(err.serverMessage).toBe("email: Please enter a valid email address");
    expect(err.issues).toEqual([{ field: "email", message: "Please enter a valid email address" }]);
  });

  it("has no issues on other answers or on a body that is not JSON", () => {
    expect(new ApiError(409, JSON.stringify({ message: "taken", issues: [] }), "").issues).toEqual([]);
    const plain = new ApiError(502, "Bad Gateway", "Bad Gateway");
    expect(plain.serverMessage).toBeUndefined();
    expect(plain.issues).toEqual([]);
    expect(plain.message).toBe("502: Bad Gateway");
  });
});
