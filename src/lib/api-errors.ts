/** The typed failures of an API call, so callers can tell "no network" from "refused". */

export type ApiErrorKind =
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
    /** The answer's JSON body, when there was one (a 409 carries the server's current state). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the call never reached the server (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
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
