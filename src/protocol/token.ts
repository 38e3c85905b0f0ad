/**
 * <base>Token: the OAuth2 password grant for API clients (spec 1 §7 Token). The form is
 * application/x-www-form-urlencoded; the access token is a bearer token for api/*.
 */
import * as v from 'valibot';
import { plainString } from './bounds';

/** The form fields of a password grant; the password travels in plain text over TLS. */
export const TokenRequest = v.object({
  grant_type: v.literal('password'),
  username: v.pipe(plainString, v.trim(), v.minLength(1), v.maxLength(256)),
  password: v.pipe(plainString, v.minLength(1), v.maxLength(1024)),
});
export type TokenRequest = v.InferOutput<typeof TokenRequest>;

/** A granted token: send it as `Authorization: Bearer <access_token>`. */
export const TokenResponse = v.object({
  access_token: v.string(),
  token_type: v.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: v.number(),
});
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

/** The OAuth2 error codes this endpoint answers with (RFC 6749 §5.2). */
export const TokenErrorCode = v.picklist([
  'invalid_request',
  'invalid_grant',
  'unsupported_grant_type',
]);
/** A refused grant, with a human-readable description in the caller's language. */
export const TokenError = v.object({
  error: TokenErrorCode,
  error_description: v.optional(v.string()),
});
export type TokenError = v.InferOutput<typeof TokenError>;
