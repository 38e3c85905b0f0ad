/**
 * The self-service account calls of api/user (spec 1 §7 User) and the password policy of
 * api/profile 21, through the one API client. Password fields are encrypted with the init key.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { encryptPassword } from '../../../lib/password-crypto';
import { callApi } from '../../../lib/api-client';
import { isRefusal } from '../../../lib/api-errors';
import {
  AcceptAgreementResponse,
  ChangePasswordResponse,
  OwnAccountResponse,
  SendOtpResponse,
  SendRecoveryResponse,
  UseRecoveryTokenResponse,
  VerifyOtpResponse,
  type ContactDataWire,
} from '../../../protocol/account';
import { ActionId } from '../../../protocol/envelope';
import { ProfileResponse } from '../../../protocol/profile';

/** A bearer token given explicitly: the recovery landing's one-time session, not the stored one. */
const bearer = (token: string | undefined) =>
  token ? { headers: { Authorization: `Bearer ${token}` } } : {};

/** 33: mails a recovery link for the user name + e-mail; Message says whether it was sent. */
export function sendRecovery(userName: string, email: string) {
  return callApi(
    'user',
    ActionId.SendRecovery,
    { User: { UserName: userName.trim(), Email: email.trim() } },
    { schema: SendRecoveryResponse },
  );
}

/** 22: spends the /recovery link's token; answers a session that may only set a password. */
export function spendRecoveryToken(id: number, token: string) {
  return callApi(
    'user',
    ActionId.SpecialView,
    { User: { Id: id, Token: token } },
    { schema: UseRecoveryTokenResponse },
  );
}

/** 37: sets a new password from a "without password" or recovery session. */
export async function setPassword(
  next: string,
  publicKey: JsonWebKey,
  token?: string,
  /** The code e-mailed at a "without password" sign-in. */
  code?: string,
) {
  return callApi(
    'user',
    ActionId.ChangePasswordWithoutCurrent,
    { Hash: { New: await encryptPassword(next, publicKey) }, ...(code ? { Code: code } : {}) },
    { schema: ChangePasswordResponse, ...bearer(token) },
  );
}

/** 32: changes the password, proving the current one. */
export async function changePassword(current: string, next: string, publicKey: JsonWebKey) {
  const [Current, New] = await Promise.all([
    encryptPassword(current, publicKey),
    encryptPassword(next, publicKey),
  ]);
  return callApi(
    'user',
    ActionId.ChangePassword,
    { Hash: { Current, New } },
    { schema: ChangePasswordResponse },
  );
}

/** 35: accepts the agreement. */
export function acceptAgreement() {
  return callApi('user', ActionId.AcceptAgreement, {}, { schema: AcceptAgreementResponse });
}

/** 21: the password policy (complexity 1-4 and minimum length) of every password form. */
export async function fetchPasswordPolicy(token?: string, signal?: AbortSignal) {
  const answer = await callApi(
    'profile',
    ActionId.View,
    {},
    {
      schema: ProfileResponse,
      ...(signal ? { signal } : {}),
      ...bearer(token),
    },
  );
  return answer.Profile;
}

export function passwordPolicyQueryOptions() {
  return queryOptions({
    queryKey: ['profile', 'password-policy'],
    queryFn: ({ signal }) => fetchPasswordPolicy(undefined, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * 36: submits the data-update form. Applied at once when the cell phone is unchanged
 * (OtpRequired false); otherwise a code is texted (again, for a resend) and 23 confirms it.
 */
export function sendContactData(data: ContactDataWire) {
  return callApi('user', ActionId.SendOtp, { User: data }, { schema: SendOtpResponse });
}

/** True when a refused 36 ended the session (the fourth code send answers `Logout: true`). */
export function endedSession(error: unknown): boolean {
  return isRefusal(error) && v.is(v.object({ Logout: v.literal(true) }), error.body);
}

/** 23: confirms the texted code; on success the pending data is saved. */
export function verifyCode(code: string) {
  return callApi('user', ActionId.VerifyCode, { Otp: code }, { schema: VerifyOtpResponse });
}

/** api/account 21: the caller's own contact data, supplier tax id and data-update dates. */
export async function fetchOwnAccount(signal?: AbortSignal) {
  const answer = await callApi(
    'account',
    ActionId.View,
    {},
    { schema: OwnAccountResponse, ...(signal ? { signal } : {}) },
  );
  return answer.Account;
}

export function ownAccountQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'own'],
    queryFn: ({ signal }) => fetchOwnAccount(signal),
    // Read fresh each time the form opens and dropped when it closes: contact data should not
    // linger in the persisted read cache, and the form must show what the server holds now.
    staleTime: 0,
    gcTime: 0,
  });
}
