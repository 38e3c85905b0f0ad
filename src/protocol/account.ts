/**
 * api/user self-service calls (spec 1 §4, §7 User): password change (32 with the current password,
 * 37 "without password"), recovery (33 send, 22 use the token), agreement (35), and the data update
 * confirmed by a one-time code (36 send, 23 verify). Password fields travel RSA-OAEP encrypted with
 * the init PublicKey, as at sign-in.
 */
import * as v from 'valibot';
import { idSchema, plainText } from './bounds';
import { request, response } from './envelope';
import { Session } from './session';

const text = plainText;
/** An RSA-OAEP-256 ciphertext of a password, base64url. */
const EncryptedPassword = text(2048);

/** The caller's own user id; the server refuses any other. */
export const SelfRef = v.object({ Id: idSchema });

/** 32: change the password, proving the current one. */
export const ChangePasswordRequest = request({
  User: v.optional(SelfRef),
  Hash: v.object({ Current: EncryptedPassword, New: EncryptedPassword }),
});
/** 37: set a password from a "without password" or recovery session; only the new one is sent. */
export const SetPasswordRequest = request({
  User: v.optional(SelfRef),
  Hash: v.object({ New: EncryptedPassword }),
  /** The code e-mailed at a "without password" sign-in (its first password needs it). */
  Code: v.optional(text(12)),
});
/** 32 / 37 answer: Message is "Contraseña actualizada exitosamente" or the rule broken. */
export const ChangePasswordResponse = response({});

/** 33: send a recovery link to the account's e-mail (public). */
export const SendRecoveryRequest = request({
  User: v.object({ UserName: text(256), Email: text(256) }),
});
/** 33 answer: "Contraseña enviada correctamente" or "Usuario y/o correo electrónico incorrectos". */
export const SendRecoveryResponse = response({});

/** 22: use the one-time recovery token of the /recovery link (public). */
export const UseRecoveryTokenRequest = request({
  User: v.object({ Id: idSchema, Token: text(256) }),
});
/**
 * 22 answer: a session that may only set a password (User.PasswordPending true), or Result false
 * with "Token expirado" for an unknown, used or expired token.
 */
export const UseRecoveryTokenResponse = response({ Session: v.nullable(Session) });

/** 35: accept the agreement. */
export const AcceptAgreementRequest = request({ User: v.optional(SelfRef) });
export const AcceptAgreementResponse = response({});

/**
 * The contact data of the data-update forms (spec 1 §5). Phones in the stored form: prefix +
 * 10 digits ("525512345678", "15512345678"); null or '' for an optional field left empty.
 */
export const ContactDataWire = v.object({
  Email: v.nullish(text(256), null),
  PhoneNumber: text(32),
  PhoneNumberHome: text(32),
  PhoneNumberAdditional: v.nullish(text(32), null),
  ZipCode: v.nullish(text(16), null),
  ContactName: v.nullish(text(512), null),
  ContactEmail: v.nullish(text(256), null),
  SalesRepresentative: v.nullish(text(512), null),
});
export type ContactDataWire = v.InferOutput<typeof ContactDataWire>;

/**
 * 36: submit the data update. When the cell phone is unchanged it is applied at once
 * (OtpRequired false); otherwise a 4-digit code goes to the new phone by SMS and the data waits for
 * 23. Sending it again while a code is pending is the resend; the fourth send signs the user out.
 */
export const SendOtpRequest = request({
  User: v.object({ ...v.partial(SelfRef).entries, ...ContactDataWire.entries }),
});
export const SendOtpResponse = response({
  /** True when a code was sent and 23 must confirm it. */
  OtpRequired: v.optional(v.boolean()),
  /** How many codes were sent for this change (1 for the first). */
  Sends: v.optional(v.number()),
  /** True when the server ended the session (fourth send): the client signs out. */
  Logout: v.optional(v.boolean()),
});

/** 23: confirm the code; on success the pending data is saved. */
export const VerifyOtpRequest = request({
  Otp: text(16),
  UserId: v.optional(idSchema),
});
/** 23 answer: "Validación exitosa", or the code is wrong, expired or used up. */
export const VerifyOtpResponse = response({});

/** api/account 21: read the caller's own account; an Id of another user is refused. */
export const OwnAccountRequest = request({ User: v.optional(SelfRef) });
/**
 * The caller's own account as the data-update forms show it: the contact data in its stored form
 * (phones as prefix + 10 digits), the tax id of the first supplier or lessor the account belongs to
 * (null when none) and the current and next data-update dates (ISO, null before the first update).
 */
export const OwnAccount = v.object({
  Id: v.number(),
  UserName: v.string(),
  Name: v.string(),
  TIN: v.nullable(v.string()),
  ...ContactDataWire.entries,
  PhoneNumber: v.nullable(v.string()),
  PhoneNumberHome: v.nullable(v.string()),
  CurrentUserDataUpdateDate: v.nullable(v.string()),
  NextUserDataUpdateDate: v.nullable(v.string()),
});
export type OwnAccount = v.InferOutput<typeof OwnAccount>;
export const OwnAccountResponse = response({ Account: v.nullable(OwnAccount) });
