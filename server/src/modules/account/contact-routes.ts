/**
 * api/user 35 (accept the agreement), 36 (submit the data update: applied at once when the cell
 * phone is unchanged, otherwise held until a 4-digit SMS code confirms it) and 23 (verify the
 * code). Code generation, expiry, attempt and send limits are all decided here.
 */
import { eq, sql } from 'drizzle-orm';
import {
  contactDataProblems,
  contactFormForRole,
  type ContactData,
  type ContactForm,
} from '../../../../src/domain/account/contact-data';
import { dataUpdateDates } from '../../../../src/domain/account/after-login';
import {
  OTP_LENGTH,
  OTP_MAX_SENDS,
  OTP_RESEND_COUNTDOWN_SECONDS,
} from '../../../../src/domain/account/one-time-code';
import { internationalPhone, samePhone } from '../../../../src/domain/account/phone';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import {
  AcceptAgreementRequest,
  AcceptAgreementResponse,
  SendOtpRequest,
  SendOtpResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '../../../../src/protocol/account';
import { message } from '../../../../src/protocol/messages';
import {
  authOf,
  defineRoute,
  ok,
  refuse,
  type ApiRefusal,
  type RouteReply,
  type AuthSession,
  type ApiRoute,
} from '../../api/types';
import type { Db } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/record';
import { revokeSession } from '../session/store';
import { otherAccountRefusal } from './account-queries';
import { queueCodeSms } from './outbox';
import { hashOneTimeCode, newCodeSalt, newOneTimeCode, oneTimeCodeMatches } from './secrets';

/** How long a code is valid (the spec gives no figure). */
export const OTP_VALID_MINUTES = 5;
/** Wrong answers a code takes before it is void and a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * The window the send limit counts in. Closing the code dialog resets the dialog's counter, but
 * not this one: otherwise closing and submitting again would send codes without end.
 */
export const OTP_SEND_WINDOW_MINUTES = 15;

/** The fields each form may change; the rest of the account is untouched. */
const FORM_FIELDS: Record<ContactForm, readonly (keyof ContactData)[]> = {
  lessor: [
    'Email',
    'PhoneNumber',
    'PhoneNumberHome',
    'PhoneNumberAdditional',
    'ZipCode',
    'ContactName',
    'ContactEmail',
  ],
  supplier: ['SalesRepresentative', 'Email', 'PhoneNumber', 'PhoneNumberHome'],
};

const COLUMN = {
  Email: 'email',
  PhoneNumber: 'phoneNumber',
  PhoneNumberHome: 'phoneNumberHome',
  PhoneNumberAdditional: 'phoneNumberAdditional',
  ZipCode: 'zipCode',
  ContactName: 'contactName',
  ContactEmail: 'contactEmail',
  SalesRepresentative: 'salesRepresentative',
} as const satisfies Record<keyof ContactData, keyof typeof users.$inferSelect>;

type PendingData = Partial<Record<keyof ContactData, string | null>>;

function trimmed(v: string | null | undefined): string | null {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
}

/** Applies the form's fields, stamps today's and next year's update dates, clears the flag. */
async function applyContactData(db: Db, auth: AuthSession, data: PendingData, now: Date) {
  const { current, next } = dataUpdateDates(now);
  const set: Partial<typeof users.$inferInsert> = {
    currentUserDataUpdateDate: current,
    nextUserDataUpdateDate: next,
    forceUserDataUpdate: false,
    modifiedDate: now,
    modifiedBy: auth.userName,
  };
  for (const [field, value] of Object.entries(data) as [keyof ContactData, string | null][]) {
    set[COLUMN[field]] = value;
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set(set).where(eq(users.id, auth.userId));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, auth.userId));
  });
}

function auditOf(auth: AuthSession, actionId: number, now: Date) {
  return {
    actionId,
    resource: 'user',
    target: auth.userName,
    referenceId: auth.userId,
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    date: now,
  };
}

/** The first broken field rule as a translated message, or null. */
function contactRefusal(form: ContactForm, data: ContactData, lang: Language): ApiRefusal | null {
  const [first] = contactDataProblems(form, data);
  if (!first) return null;
  if (first.problem === 'validateEqualPhoneAndPhoneHome') {
    return refuse('validateEqualPhoneAndPhoneHome', lang);
  }
  return {
    status: 200,
    body: {
      Result: false,
      Message: message('dataUpdateInvalid', lang, {
        field: first.field,
        problem: message(first.problem, lang),
      }),
    },
  };
}

async function sendCode(
  db: Db,
  log: Logger,
  auth: AuthSession,
  a: { phone: string; data: PendingData; lang: Language; now: Date },
): Promise<RouteReply<typeof SendOtpResponse>> {
  const { now } = a;
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, auth.userId));
  const windowOpen =
    row && row.windowStart.getTime() > now.getTime() - OTP_SEND_WINDOW_MINUTES * 60_000;
  if (
    row &&
    windowOpen &&
    row.lastSentAt.getTime() > now.getTime() - OTP_RESEND_COUNTDOWN_SECONDS * 1000
  ) {
    const seconds = Math.ceil(
      (row.lastSentAt.getTime() + OTP_RESEND_COUNTDOWN_SECONDS * 1000 - now.getTime()) / 1000,
    );
    return {
      status: 200,
      body: {
        Result: false,
        Message: message('otpResendWait', a.lang, { seconds: String(seconds) }),
      },
    };
  }
  if (row && windowOpen && row.sends >= OTP_MAX_SENDS) {
    // The fourth send signs the user out, as the dialog does when its counter reaches 4.
    await db.transaction(async (tx) => {
      await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, auth.userId));
      await revokeSession(tx, auth.sessionId, now);
    });
    await recordAudit(db, log, {
      ...auditOf(auth, ActionId.SendOtp, now),
      detail: { outcome: 'logout', reason: 'sends' },
    });
    return refuse('otpTooManySends', a.lang, 200, { Logout: true });
  }
  const sends = row && windowOpen ? row.sends + 1 : 1;
  const to = internationalPhone(a.phone);
  if (!to) return refuse('otpSendError', a.lang);
  const code = newOneTimeCode();
  const codeSalt = newCodeSalt();
  const values = {
    codeSalt,
    codeHash: hashOneTimeCode(code, codeSalt),
    phone: a.phone,
    pendingData: a.data,
    sends,
    attempts: 0,
    windowStart: row && windowOpen ? row.windowStart : now,
    lastSentAt: now,
    expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(oneTimeCodes)
      .values({ userId: auth.userId, ...values })
      .onConflictDoUpdate({ target: oneTimeCodes.userId, set: values });
    await queueCodeSms(tx, log, {
      userId: auth.userId,
      to,
      code,
      minutes: OTP_VALID_MINUTES,
      lang: a.lang,
      now,
    });
  });
  await recordAudit(db, log, {
    ...auditOf(auth, ActionId.SendOtp, now),
    detail: { outcome: 'sent', sends },
  });
  return ok({ Message: message('otpSendSuccess', a.lang), OtpRequired: true, Sends: sends });
}

export const contactRoutes: ApiRoute[] = [
  defineRoute({
    name: 'user',
    actionId: ActionId.AcceptAgreement,
    access: 'user',
    request: AcceptAgreementRequest,
    response: AcceptAgreementResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const other = otherAccountRefusal(auth, ctx.input.User?.Id, ctx.lang);
      if (other) return other;
      const now = ctx.deps.now();
      await db
        .update(users)
        .set({ forceAgreementAccept: false, modifiedDate: now, modifiedBy: auth.userName })
        .where(eq(users.id, auth.userId));
      await recordAudit(db, log, {
        ...auditOf(auth, ActionId.AcceptAgreement, now),
        detail: { outcome: 'accepted' },
      });
      return ok({ Message: message('agreementAccepted', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.SendOtp,
    access: 'user',
    request: SendOtpRequest,
    response: SendOtpResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const other = otherAccountRefusal(auth, ctx.input.User.Id, ctx.lang);
      if (other) return other;
      const form = contactFormForRole(auth.roleName);
      if (!form) return refuse('dataUpdateNotAllowed', ctx.lang, 403);
      const u = ctx.input.User;
      const data: ContactData = {
        Email: trimmed(u.Email),
        PhoneNumber: (u.PhoneNumber ?? '').trim(),
        PhoneNumberHome: (u.PhoneNumberHome ?? '').trim(),
        PhoneNumberAdditional: trimmed(u.PhoneNumberAdditional),
        ZipCode: trimmed(u.ZipCode),
        ContactName: trimmed(u.ContactName),
        ContactEmail: trimmed(u.ContactEmail),
        SalesRepresentative: trimmed(u.SalesRepresentative),
      };
      const invalid = contactRefusal(form, data, ctx.lang);
      if (invalid) return invalid;
      const pending: PendingData = Object.fromEntries(
        FORM_FIELDS[form].map((f) => [f, data[f] === '' ? null : data[f]]),
      );
      const now = ctx.deps.now();
      const [stored] = await db
        .select({ phone: users.phoneNumber })
        .from(users)
        .where(eq(users.id, auth.userId));
      if (samePhone(stored?.phone, data.PhoneNumber)) {
        await applyContactData(db, auth, pending, now);
        await recordAudit(db, log, {
          ...auditOf(auth, ActionId.Update, now),
          detail: { outcome: 'updated', fields: Object.keys(pending), verifiedBy: 'samePhone' },
        });
        return ok({ Message: message('dataUpdated', ctx.lang), OtpRequired: false });
      }
      return sendCode(db, log, auth, {
        phone: data.PhoneNumber,
        data: pending,
        lang: ctx.lang,
        now,
      });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.VerifyCode,
    access: 'user',
    request: VerifyOtpRequest,
    response: VerifyOtpResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const other = otherAccountRefusal(auth, ctx.input.UserId, ctx.lang);
      if (other) return other;
      const now = ctx.deps.now();
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.userId, auth.userId));
      if (!row) return refuse('otpNoPending', ctx.lang);
      if (row.expiresAt.getTime() <= now.getTime()) return refuse('otpExpired', ctx.lang);
      if (row.attempts >= OTP_MAX_ATTEMPTS) return refuse('otpTooManyAttempts', ctx.lang);
      const code = ctx.input.Otp.trim();
      const right =
        new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) &&
        oneTimeCodeMatches(code, row.codeSalt, row.codeHash);
      if (!right) {
        // Counted in the database so parallel guesses cannot share one attempt.
        const [counted] = await db
          .update(oneTimeCodes)
          .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
          .where(eq(oneTimeCodes.userId, auth.userId))
          .returning({ attempts: oneTimeCodes.attempts });
        const attempts = counted?.attempts ?? OTP_MAX_ATTEMPTS;
        await recordAudit(db, log, {
          ...auditOf(auth, ActionId.VerifyCode, now),
          detail: { outcome: 'failure', attempts },
        });
        return refuse(
          attempts >= OTP_MAX_ATTEMPTS ? 'otpTooManyAttempts' : 'otpValidationError',
          ctx.lang,
        );
      }
      await applyContactData(db, auth, row.pendingData as PendingData, now);
      await recordAudit(db, log, {
        ...auditOf(auth, ActionId.Update, now),
        detail: { outcome: 'updated', fields: Object.keys(row.pendingData), verifiedBy: 'otp' },
      });
      return ok({ Message: message('otpValidationSuccess', ctx.lang) });
    },
  }),
];
