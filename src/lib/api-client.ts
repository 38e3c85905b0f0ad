/**
 * The one way the client calls the API: POST <base>api/<name> with ActionId, Language and the
 * bearer token added; a refusal (Result false) and every failed status become an ApiError of its
 * kind, so no caller can mistake a refusal for an empty answer; answers are validated by their
 * protocol schema.
 */
import i18next from 'i18next';
import * as v from 'valibot';
import { BASE_PATH } from '../protocol/envelope';
import { ApiError, kindForStatus, type ApiErrorKind } from './api-errors';
import { getLanguage } from './language';

/** What every answer carries; the named objects depend on the call. */
export type ApiAnswer = { Result: boolean; Message: string | null } & Record<string, unknown>;

/** An answer the server accepted: callApi throws a refusal, so what it resolves with is never one. */
export type Accepted<T> = T & { Result: true };

export interface CallOptions<TSchema> {
  /** The protocol's response schema; the answer is validated and typed by it. */
  schema?: TSchema;
  signal?: AbortSignal;
  /** Extra headers, e.g. the outbox's Idempotency-Key. */
  headers?: Record<string, string>;
}

interface ApiClientConfig {
  /** The current session token, or null when signed out. */
  getToken: () => string | null;
  /** Runs once when an authenticated call is answered 401 (session expired or revoked). */
  onUnauthorized: () => void;
}

let config: ApiClientConfig = { getToken: () => null, onUnauthorized: () => undefined };
let unauthorizedReported = false;

export function configureApiClient(next: ApiClientConfig): void {
  config = next;
  unauthorizedReported = false;
}

/** Re-arms the 401 handler; called when a new session starts. */
export function resetUnauthorized(): void {
  unauthorizedReported = false;
}

/**
 * What a failure says when the answer carries no message: the server's own text where it has one
 * (the messages namespace), else the client's.
 */
const FALLBACK_TEXT = {
  refused: 'errors:http.refused',
  network: 'errors:http.network',
  malformed: 'errors:http.malformed',
  unauthorized: 'messages:mainLoginErrorSessionExpired',
  forbidden: 'messages:forbidden',
  conflict: 'errors:http.conflict',
  'too-large': 'messages:bodyTooLarge',
  throttled: 'errors:http.throttled',
  server: 'errors:http.server',
  'invalid-response': 'errors:http.invalid-response',
} as const satisfies Record<ApiErrorKind, string>;

function fallbackMessage(kind: ApiErrorKind, status: number): string {
  const key = FALLBACK_TEXT[kind];
  return i18next.isInitialized ? i18next.t(key) : `HTTP ${status}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'Message' in body) {
    const message = (body as { Message: unknown }).Message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The ApiError of a failed status; a 401 of a signed-in call starts the expiry flow, once. */
function statusFailure(response: Response, json: unknown, token: string | null): ApiError {
  const kind = kindForStatus(response.status);
  if (kind === 'unauthorized' && token && !unauthorizedReported) {
    // Several calls may fail together when a session expires: the expiry flow runs once.
    unauthorizedReported = true;
    config.onUnauthorized();
  }
  return new ApiError(
    kind,
    messageOf(json) ?? fallbackMessage(kind, response.status),
    response.status,
    json,
  );
}

export function callApi<TSchema extends v.GenericSchema>(
  name: string,
  actionId: number,
  payload: Record<string, unknown> | undefined,
  options: CallOptions<TSchema> & { schema: TSchema },
): Promise<Accepted<v.InferOutput<TSchema>>>;
export function callApi(
  name: string,
  actionId: number,
  payload?: Record<string, unknown>,
  options?: CallOptions<never>,
): Promise<Accepted<ApiAnswer>>;
export async function callApi(
  name: string,
  actionId: number,
  payload: Record<string, unknown> = {},
  options: CallOptions<v.GenericSchema> = {},
): Promise<unknown> {
  const token = config.getToken();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = JSON.stringify({ ...payload, ActionId: actionId, Language: getLanguage() });

  let response: Response;
  try {
    response = await fetch(`${BASE_PATH}api/${name}`, {
      method: 'POST',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Spec 1 §8: a network failure shows the error's own message.
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError('network', message);
  }

  const json = await readJson(response);
  if (!response.ok) throw statusFailure(response, json, token);
  if (json === null || typeof json !== 'object') {
    throw new ApiError('invalid-response', fallbackMessage('invalid-response', response.status));
  }
  // Spec 1 §8 "a false Result shows the service Message": thrown, never returned, and not held
  // to the schema (a refusal may leave out the objects an accepted answer carries).
  if ((json as { Result?: unknown }).Result === false) {
    throw new ApiError(
      'refused',
      messageOf(json) ?? fallbackMessage('refused', response.status),
      response.status,
      json,
    );
  }
  if (!options.schema) return json;
  const parsed = v.safeParse(options.schema, json);
  if (!parsed.success) {
    const path = v.getDotPath(parsed.issues[0]) ?? '';
    throw new ApiError(
      'invalid-response',
      `${fallbackMessage('invalid-response', response.status)} ${path}`.trim(),
      response.status,
    );
  }
  return parsed.output;
}

/** A file the API answered as bytes, with the name its Content-Disposition offers (if any). */
export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition: its UTF-8 `filename*` (RFC 6266), else `filename`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed encoding: the plain name below, when there is one.
    }
  }
  const plain =
    /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] || null;
}

/**
 * GET <base>api/<path> of an answer in bytes (an order's attachment or photo), with the bearer
 * token and the user's language as callApi sends them: the bytes as a Blob of the answer's type,
 * never read into a string. A failed status or no network is an ApiError of its kind, with the
 * server's translated Message when its answer has one.
 */
export async function fetchFile(
  path: string,
  options: { signal?: AbortSignal } = {},
): Promise<FetchedFile> {
  const token = config.getToken();
  const headers: Record<string, string> = { 'Accept-Language': getLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${BASE_PATH}api/${path}`, {
      method: 'GET',
      headers,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError('network', message);
  }
  if (!response.ok) throw statusFailure(response, await readJson(response), token);
  const type = response.headers.get('content-type') ?? '';
  const blob = await response.blob();
  return {
    // A Blob of a Blob shares its bytes: only the type is set where the body left it out.
    blob: blob.type || !type ? blob : new Blob([blob], { type }),
    fileName: dispositionFileName(response.headers.get('content-disposition')),
  };
}
