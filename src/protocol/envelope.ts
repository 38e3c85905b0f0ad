/**
 * The wire envelope every call shares: POST <base>/api/<name>, a JSON body with ActionId and
 * Language, and a `{ Result, Message, ... }` answer. Kept from the existing portal's protocol.
 */
import * as v from 'valibot';

/** The ActionIds of the protocol; 21 (view) is the default when a body omits it. */
export const ActionId = {
  ListAll: 10,
  Insert: 11,
  ListFiltered: 20,
  View: 21,
  SpecialView: 22,
  VerifyCode: 23,
  Update: 31,
  ChangePassword: 32,
  SendRecovery: 33,
  SendActivation: 34,
  AcceptAgreement: 35,
  SendOtp: 36,
  ChangePasswordWithoutCurrent: 37,
  Delete: 41,
} as const;

export const DEFAULT_ACTION_ID = ActionId.View;
/** ActionIds are three-digit at most; anything larger names no action. */
export const MAX_ACTION_ID = 999;

export const LANGUAGES = ['es', 'en'] as const;
/** A UI language; Spanish is the default and the fallback. */
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Reads any value as a supported language, falling back to Spanish. */
export function toLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const short = value.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : DEFAULT_LANGUAGE;
}

/** Reads any value as an ActionId number, defaulting to 21 (view) when it is absent. */
export function toActionId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return DEFAULT_ACTION_ID;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_ACTION_ID ? n : null;
}

/** The fields every request body carries, besides its payload. */
export const RequestBase = v.object({
  ActionId: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ACTION_ID)),
    DEFAULT_ACTION_ID,
  ),
  Language: v.optional(v.picklist(LANGUAGES), DEFAULT_LANGUAGE),
});

/** The fields every response carries: the outcome and a message already in the caller's language. */
export const ResponseBase = v.object({
  Result: v.boolean(),
  Message: v.nullable(v.string()),
});
export type ResponseBase = v.InferOutput<typeof ResponseBase>;

/** Builds a request schema: the envelope plus the action's own payload fields. */
export function request<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...RequestBase.entries, ...entries });
}

/** Builds a response schema: Result and Message plus the action's named objects. */
export function response<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...ResponseBase.entries, ...entries });
}

/** Base path the portal is served under, with a trailing slash. */
export const BASE_PATH = '/PortalPRO/';
/** Header that makes an outbox mutation idempotent on the server. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
