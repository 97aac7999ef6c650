import {
  type CallInput,
  type Endpoint,
  endpointUrl,
  type ResponseOf,
} from "../../src/shared/contracts/endpoint";
import type { ErrorBody, FieldIssue } from "../../src/shared/contracts/errors";

/**
 * The one API client. Sends cookies; a payload goes as JSON. A non-OK answer becomes an Error whose
 * message is the status, a colon, and the response text, or the status text (spec portal §8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's error body (src/shared/contracts/errors.ts), when the answer is one. */
  get errorBody(): ErrorBody | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === "object" ? (parsed as ErrorBody) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's plain message from a JSON error body, when it has one. */
  get serverMessage(): string | undefined {
    const message = this.errorBody?.message;
    return typeof message === "string" ? message : undefined;
  }

  /** Each refused field of a 400 for invalid input (empty for any other answer). */
  get issues(): FieldIssue[] {
    const issues = this.status === 400 ? this.errorBody?.issues : undefined;
    if (!Array.isArray(issues)) return [];
    return issues.filter(
      (i): i is FieldIssue => typeof i?.field === "string" && typeof i?.message === "string",
    );
  }
}

/** The request never got an answer: the network is down or the server is unreachable. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("The server could not be reached.", { cause });
  }
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const hasBody = init.body !== undefined && !(init.body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "include",
      headers: hasBody ? { "content-type": "application/json" } : undefined,
      body: init.body instanceof FormData ? init.body : hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch (err) {
    // A cancelled read stays a cancellation; anything else is the network's failure.
    if (init.signal?.aborted) throw err;
    throw new NetworkError(err);
  }
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? response.json() : response.text()) as Promise<T>;
}

/**
 * Calls an endpoint from its definition (src/shared/contracts/endpoint.ts): the URL is built from its path,
 * parameters and query, and the answer is typed by its success schema. The one way the web calls the API.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const given = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  return api<ResponseOf<E>>(endpointUrl(endpoint, given), {
    method: endpoint.method,
    // A write without a body of its own still sends JSON when its definition takes one.
    body: given.body ?? (endpoint.body && endpoint.method !== "GET" ? {} : undefined),
    signal: given.signal,
  });
}

/** The input is optional only when the endpoint has nothing a caller must give. */
type CallArgs<E extends Endpoint> = [Extract<keyof E, "params" | "query" | "body" | "multipart">] extends [
  never,
]
  ? [input?: CallInput<E>]
  : [input: CallInput<E>];

const GENERIC_ERROR = "Something went wrong. Please check your connection and try again.";

/** What to tell the user about a failed call: the server's plain message, or a generic sentence. */
export function errorMessage(err: unknown): string {
  return (err instanceof ApiError && err.serverMessage) || GENERIC_ERROR;
}
