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

  /** The server's plain message from a JSON error body, when it has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const hasBody = init.body !== undefined && !(init.body instanceof FormData);
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    credentials: "include",
    headers: hasBody ? { "content-type": "application/json" } : undefined,
    body: init.body instanceof FormData ? init.body : hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? response.json() : response.text()) as Promise<T>;
}

const GENERIC_ERROR = "Something went wrong. Please check your connection and try again.";

/** What to tell the user about a failed call: the server's plain message, or a generic sentence. */
export function errorMessage(err: unknown): string {
  return (err instanceof ApiError && err.serverMessage) || GENERIC_ERROR;
}
