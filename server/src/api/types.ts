/**
 * The shape of one API route: resource name, ActionId, access rule, request and response schemas
 * and handler.
 * The registry lists them all; the dispatcher enforces access and validation before a handler runs.
 */
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { Language } from '../../../src/protocol/envelope';
import { formatWait, message, type MessageKey } from '../../../src/protocol/messages';
import type { RoleNameValue } from '../../../src/domain/roles';
import type { auditEvents } from '../db/schema';
import type { AppDeps } from '../deps';

/**
 * Who may call a route: `public` anyone; `session` any valid token, including one signed in
 * "without password"; `user` a full session; a list of role names: a full session with one of them.
 */
export type Access = 'public' | 'session' | 'user' | readonly RoleNameValue[];

/** The signed-in caller, as read from a valid bearer token. */
export interface AuthSession {
  sessionId: number;
  tokenHash: string;
  userId: number;
  userName: string;
  userDisplayName: string;
  roleId: number;
  roleName: string;
  kind: 'browser' | 'api';
  passwordPending: boolean;
  /**
   * The after-login dialogs the user still owes (spec 1 §2.7): until they are done, the session
   * may call only what those dialogs need (api/forced-dialogs.ts).
   */
  forceAgreementAccept: boolean;
  forcePasswordChange: boolean;
  forceUserDataUpdate: boolean;
  /** Signed in "without password": api/user 37 needs the e-mailed code (first-password.ts). */
  passwordCodeRequired?: boolean;
  /** The user's active modules (spec 1 §6): a route of a module needs one of its modules here. */
  modules: readonly string[];
  expiresAt: Date;
  /** The session's last noted call (the sessions page), when it was read with the session. */
  lastSeenAt?: Date | null;
  /**
   * The user's company, region, crew and lessor/supplier links, when they were read with the
   * session (every call but the session refresh): what the caller's order scope is made of.
   */
  links?: UserLinks;
}

/** A user's links that decide which orders they see (modules/maintenance/scope.ts). */
export interface UserLinks {
  /** The role's CompanyAll flag: every company. */
  companyAll: boolean;
  companies: string[];
  regions: string[];
  crews: string[];
  /** The codes of the user's active lessors and suppliers. */
  lifnrs: string[];
}

export interface ApiContext<TInput> {
  input: TInput;
  lang: Language;
  actionId: number;
  /** Present for every route but public ones. */
  auth: AuthSession | null;
  /** The raw bearer token (handlers that answer a Session echo it back). */
  token: string | null;
  ip: string;
  requestId: string;
  deps: AppDeps;
}

export type ReplyStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** What a handler answers: 200 with Result true/false for business outcomes, else an honest status. */
export interface ApiReply<TBody extends object = Record<string, unknown>> {
  status: ReplyStatus;
  body: TBody;
  /** Extra response headers (e.g. Retry-After on a 429). */
  headers?: Record<string, string>;
  /**
   * Audit events of what the call did (spec 1 §9), written by the dispatcher once the handler has
   * answered: under an Idempotency-Key in the same statement as the stored answer, so an answer
   * kept for the retries always has its events; a failure to write them is logged, never turned
   * into a failed request (what they record is done).
   */
  audit?: AuditRecord[];
}

/** One audit_events row to write. */
export type AuditRecord = typeof auditEvents.$inferInsert;

/**
 * The body of every refusal: Result false, a message in the caller's language, and optionally some
 * named objects of the route's answer (a login refused answers `Session: null`).
 */
export interface RefusalBody {
  Result: false;
  Message: string;
  [name: string]: unknown;
}
export type ApiRefusal = ApiReply<RefusalBody>;

/** A response schema: the `{ Result, Message }` envelope plus the action's named objects. */
export type ResponseSchema = v.GenericSchema<{ Result: boolean; Message: string | null }>;

/**
 * A value of an answer already written as JSON (by the database): the answer's text carries it as
 * it is, never parsed and written again. `T` is what the text holds, for the route's type check.
 */
export class JsonText<T> {
  declare readonly holds: T;
  constructor(readonly text: string) {}
}

/** An answer's body whose top-level values may each come as JsonText of what they hold. */
export type WireBody<TBody> = { [K in keyof TBody]: TBody[K] | JsonText<TBody[K]> };

/** What a handler of a route with this response schema answers: a success of its shape, or a refusal. */
export type RouteReply<TResponse extends ResponseSchema> =
  ApiReply<WireBody<v.InferInput<TResponse>>> | ApiRefusal;

/**
 * An answer's body as JSON text: JsonText values are written as they are (each stands in as a
 * placeholder string, replaced in the written text).
 */
export function bodyText(body: object): string {
  const raw: string[] = [];
  // A placeholder no value of the body can spell: a NUL and a fresh random tag.
  const tag = `\u0000json:${randomUUID()}:`;
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof JsonText)) return value;
    raw.push(value.text);
    return `${tag}${raw.length - 1}`;
  });
  if (raw.length === 0) return text;
  const written = JSON.stringify(tag).slice(0, -1);
  return raw.reduce((out, json, n) => out.replace(`${written}${n}"`, () => json), text);
}

/** The named objects some refusals add to the envelope (e.g. UploadQuota on a 413). */
export type RefusalExtras = v.ObjectSchema<v.ObjectEntries, undefined>;

export interface ApiRoute {
  /** Resource name as in api/<name>; matched case-insensitively. */
  name: string;
  actionId: number;
  access: Access;
  /** Extra opt-in for a `user` route a password-pending session may call (set-password). */
  allowPasswordPending: boolean;
  request: v.GenericSchema;
  /** What a successful answer matches; the API tests check every answer against it. */
  response: ResponseSchema;
  /** Named objects a refusal may carry besides those of `response` (each optional). */
  refusal?: RefusalExtras;
  handler(ctx: ApiContext<unknown>): Promise<ApiReply>;
}

/**
 * Declares a route: who may call it, its request and response schemas from src/protocol, and a
 * handler whose input is the request schema's output and whose successful answers must type-check
 * against the response schema (refusals keep the common `{ Result: false, Message }` envelope).
 */
export function defineRoute<
  TRequest extends v.GenericSchema,
  TResponse extends ResponseSchema,
>(route: {
  name: string;
  actionId: number;
  access: Access;
  allowPasswordPending?: boolean;
  request: TRequest;
  response: TResponse;
  refusal?: RefusalExtras;
  handler(ctx: ApiContext<v.InferOutput<TRequest>>): Promise<RouteReply<TResponse>>;
}): ApiRoute {
  return {
    name: route.name,
    actionId: route.actionId,
    access: route.access,
    allowPasswordPending: route.allowPasswordPending ?? false,
    request: route.request,
    response: route.response,
    refusal: route.refusal,
    // The dispatcher only calls this with input already parsed by `request`.
    handler: (ctx) =>
      route.handler(ctx as ApiContext<v.InferOutput<TRequest>>) as Promise<ApiReply>,
  };
}

/** The session of a route that is not public; a missing one is a registry mistake. */
export function authOf(ctx: ApiContext<unknown>): AuthSession {
  if (!ctx.auth) throw new Error('route needs a session but is declared public');
  return ctx.auth;
}

/**
 * A successful answer: Result true, Message null unless the body names one, and the body's named
 * objects. Its type is checked against the route's response schema in `defineRoute`.
 */
export function ok<TBody extends object>(
  body: TBody,
): ApiReply<{ Result: true; Message: string | null } & TBody> {
  return { status: 200, body: { Result: true, Message: null, ...body } };
}

/**
 * "Wait and try again": 429 (503 when the server is busy rather than the caller too quick) with
 * Retry-After, and the wait in words in the message's {wait}.
 */
export function refuseForNow(
  key: MessageKey,
  lang: Language,
  retryAfterSeconds: number,
  extra: Record<string, unknown> = {},
  status: 429 | 503 = 429,
): ApiRefusal {
  const wait = formatWait(retryAfterSeconds, lang);
  return {
    status,
    body: { Result: false, Message: message(key, lang, { wait }), ...extra },
    headers: { 'Retry-After': String(Math.ceil(retryAfterSeconds)) },
  };
}

/** A refusal with a translated message: 200 for business refusals, or the given status. */
export function refuse(
  key: MessageKey,
  lang: Language,
  status: ReplyStatus = 200,
  extra: Record<string, unknown> = {},
): ApiRefusal {
  return { status, body: { Result: false, Message: message(key, lang), ...extra } };
}
