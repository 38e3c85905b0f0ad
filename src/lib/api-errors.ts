/**
 * The one error type of an API call, so callers can tell "no network" from "refused": a refusal
 * (200 with Result false) and every failed status or unreadable answer are an ApiError of a kind.
 */

export type ApiErrorKind =
  /** The server answered Result: false; the message is its Message, in the user's language. */
  | 'refused'
  | 'network'
  | 'malformed'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'too-large'
  | 'throttled'
  | 'server'
  | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /**
     * The answer's JSON body, when there was one: a refusal's whole answer (e.g. `Logout` of a
     * refused code send), a 409's current server state.
     */
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /** The server's own Message (already in the user's language), when its answer carried one. */
  get serverMessage(): string | null {
    const body = this.body;
    if (body && typeof body === 'object' && 'Message' in body) {
      const message = (body as { Message: unknown }).Message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
    return null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the server refused the call (Result: false), as opposed to failing to answer it. */
export function isRefusal(error: unknown): error is ApiError & { kind: 'refused' } {
  return isApiError(error) && error.kind === 'refused';
}

/** True when the call never reached the server (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/**
 * What to tell the user about a failed call: the server's Message when it sent one, the error's
 * own message for a failure without an answer (spec 1 §8), else `fallback` (a refusal without a
 * message, or anything that is not an API error).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return error instanceof Error && error.message ? error.message : fallback;
  if (error.kind === 'refused') return error.serverMessage ?? fallback;
  return error.message || fallback;
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 400) return 'malformed';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too-large';
  if (status === 429) return 'throttled';
  return 'server';
}
