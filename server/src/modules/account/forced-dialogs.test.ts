/**
 * The after-login dialogs are the server's to enforce (spec 1 §2.7, §4): a session whose user
 * still owes the agreement, the data update or the password change may call only what those
 * dialogs need; and a mailed temporary password opens the account for TEMPORARY_PASSWORD_HOURS.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../../../src/protocol/messages';
import { mailOutbox, users } from '../../db/schema';
import { seedBusinessPartners } from '../../db/seed/business-partners';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { TEMPORARY_PASSWORD_HOURS: '72' } });
  await seedBusinessPartners(t.handle.db);
});
afterAll(() => t.close());

/** A fresh supplier account through the access request, with the ERP's e-mail: its password. */
async function newPartnerAccount(): Promise<string> {
  const res = await t.call('RequestAccess', {
    ActionId: 11,
    Request: {
      Type: 'SUPPLIER',
      TIN: 'CTP100512AB3',
      PartnerId: '200002',
      Email: 'altas@torrespacifico.mx',
    },
  });
  expect(res.body.Outcome).toBe('activated');
  const [user] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, 'CTP100512AB3'));
  const [mail] = await t.handle.db
    .select({ body: mailOutbox.body })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, user!.id), eq(mailOutbox.template, 'activation')));
  expect(mail!.body).toContain('sirve durante 72 horas');
  return /Contraseña temporal: (\S+)/.exec(mail!.body)![1]!;
}

let password = '';
describe('a session that owes the after-login dialogs', () => {
  it('calls only what the dialogs need until they are done', async () => {
    password = await newPartnerAccount();
    const login = await t.login('CTP100512AB3', password);
    const token = (login.body.Session as { Token: string }).Token;
    // The supplier's own data, through the API, before the agreement and the new password: no.
    for (const [name, body] of [
      ['ReceiptSupplier', { ActionId: 21, BUKRS: 'MX10', LIFNR: '0000200002' }],
      ['company', { ActionId: 10 }],
      ['PendingPayments', { ActionId: 21 }],
    ] as const) {
      const res = await t.call(name, { Language: 'es', ...body }, token);
      expect(res.status, name).toBe(403);
      expect(res.body.Message).toBe(message('forcedDialogsPending', 'es'));
    }
    // What the dialogs need answers.
    expect((await t.call('session', { ActionId: 21 }, token)).status).toBe(200);
    expect((await t.call('profile', { ActionId: 21 }, token)).status).toBe(200);
    expect((await t.call('account', { ActionId: 21 }, token)).status).toBe(200);
    // Once the flags are cleared (the dialogs done), the same session reads its data.
    await t.handle.db
      .update(users)
      .set({ forceAgreementAccept: false, forceUserDataUpdate: false, forcePasswordChange: false })
      .where(eq(users.userName, 'CTP100512AB3'));
    expect((await t.call('company', { ActionId: 10 }, token)).status).toBe(200);
    await t.handle.db
      .update(users)
      .set({ forcePasswordChange: true })
      .where(eq(users.userName, 'CTP100512AB3'));
    expect((await t.call('company', { ActionId: 10 }, token)).status).toBe(403);
  });

  it('no longer opens the account with the temporary password after 72 hours', async () => {
    clock = new Date(Date.now() + 71 * 3_600_000);
    expect((await t.login('CTP100512AB3', password)).body.Result).toBe(true);
    clock = new Date(Date.now() + 72 * 3_600_000 + 60_000);
    try {
      const late = await t.login('CTP100512AB3', password);
      expect(late.body).toMatchObject({
        Result: false,
        Message: message('temporaryPasswordExpired', 'es'),
        Session: null,
      });
      // A wrong password is told as wrong, not as expired.
      const wrong = await t.login('CTP100512AB3', 'Otra#Clave2026');
      expect(wrong.body.Message).not.toBe(message('temporaryPasswordExpired', 'es'));
    } finally {
      clock = new Date();
    }
  });
});
