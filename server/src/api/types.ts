/**
 * The shape of one API route: resource name, ActionId, access rule, request schema and handler.
 * The registry lists them all; the dispatcher enforces access and validation before a handler runs.
 */
import type * as v from 'valibot';
import type { Language } from '../../../src/protocol/envelope';
import { formatWait, message, type MessageKey } from '../../../src/protocol/messages';
import type { RoleNameValue } from '../../../src/domain/roles';
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
  expiresAt: Date;
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

/** What a handler answers: 200 with Result true/false for business outcomes, else an honest status. */
export interface ApiReply {
  status: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
  body: Record<string, unknown>;
  /** Extra response headers (e.g. Retry-After on a 429). */
  headers?: Record<string, string>;
}

export interface ApiRoute {
  /** Resource name as in api/<name>; matched case-insensitively. */
  name: string;
  actionId: number;
  access: Access;
  /** Extra opt-in for a `user` route a password-pending session may call (set-password). */
  allowPasswordPending?: boolean;
  schema: v.GenericSchema;
  handler(ctx: ApiContext<unknown>): Promise<ApiReply>;
}

/** Declares a route with its handler typed by its schema's output. */
export function defineRoute<TSchema extends v.GenericSchema>(route: {
  name: string;
  actionId: number;
  access?: Access;
  allowPasswordPending?: boolean;
  schema: TSchema;
  handler(ctx: ApiContext<v.InferOutput<TSchema>>): Promise<ApiReply>;
}): ApiRoute {
  return {
    name: route.name,
    actionId: route.actionId,
    access: route.access ?? 'user',
    allowPasswordPending: route.allowPasswordPending ?? false,
    schema: route.schema,
    // The dispatcher only calls this with input already parsed by `schema`.
    handler: (ctx) => route.handler(ctx as ApiContext<v.InferOutput<TSchema>>),
  };
}

/** The session of a route that is not public; a missing one is a registry mistake. */
export function authOf(ctx: ApiContext<unknown>): AuthSession {
  if (!ctx.auth) throw new Error('route needs a session but is declared public');
  return ctx.auth;
}

export function ok(body: Record<string, unknown>): ApiReply {
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
): ApiReply {
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
  status: ApiReply['status'] = 200,
  extra: Record<string, unknown> = {},
): ApiReply {
  return { status, body: { Result: false, Message: message(key, lang), ...extra } };
}
