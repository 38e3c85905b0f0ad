import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, smsOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.handle.db.insert(mailOutbox).values([
    { to: 'uno@demo.portalpro.mx', subject: 'Primero', body: 'cuerpo 1' },
    { to: 'dos@demo.portalpro.mx', subject: 'Segundo', body: 'cuerpo 2' },
    { to: 'Uno@Demo.PortalPRO.mx', subject: 'Tercero', body: 'cuerpo 3' },
  ]);
  await t.handle.db.insert(smsOutbox).values([
    { to: '525511112222', body: 'código 1234' },
    { to: '525533334444', body: 'código 5678' },
  ]);
});
afterAll(() => t.close());

const list = (token: string | null, Filter?: Record<string, unknown>) =>
  t.call('Outbox', { ActionId: 20, ...(Filter ? { Filter } : {}) }, token);

describe('api/Outbox 20', () => {
  it('answers the newest mails and text messages first to an administrator', async () => {
    const res = await list(await t.tokenFor('admin'));
    expect(res.status).toBe(200);
    expect(res.body.Result).toBe(true);
    const mail = res.body.Mail as { Subject: string; To: string; Body: string; Created: string }[];
    const sms = res.body.Sms as { To: string; Body: string }[];
    expect(mail.slice(0, 3).map((m) => m.Subject)).toEqual(['Tercero', 'Segundo', 'Primero']);
    expect(mail[0]).toMatchObject({ To: 'Uno@Demo.PortalPRO.mx', Body: 'cuerpo 3' });
    expect(Number.isNaN(Date.parse(mail[0]!.Created))).toBe(false);
    expect(sms.slice(0, 2).map((s) => s.Body)).toEqual(['código 5678', 'código 1234']);
  });

  it('filters by recipient ignoring case, for mails and text messages', async () => {
    const token = await t.tokenFor('dev');
    const byMail = await list(token, { To: 'UNO@demo.portalpro.mx' });
    expect((byMail.body.Mail as { Subject: string }[]).map((m) => m.Subject)).toEqual([
      'Tercero',
      'Primero',
    ]);
    expect(byMail.body.Sms).toEqual([]);
    const byPhone = await list(token, { To: '525511112222' });
    expect(byPhone.body.Mail).toEqual([]);
    expect((byPhone.body.Sms as { Body: string }[]).map((s) => s.Body)).toEqual(['código 1234']);
  });

  it('answers at most Limit rows of each outbox', async () => {
    const res = await list(await t.tokenFor('admin'), { Limit: 1 });
    expect(res.body.Mail).toHaveLength(1);
    expect(res.body.Sms).toHaveLength(1);
  });

  it('refuses a malformed limit with 400', async () => {
    const res = await list(await t.tokenFor('admin'), { Limit: 0 });
    expect(res.status).toBe(400);
    expect(res.body.Result).toBe(false);
  });

  it.each(['visor', 'arrendador', 'proveedor', 'mantenimiento'])(
    'refuses %s with 403',
    async (userName) => {
      const res = await list(await t.tokenFor(userName));
      expect(res.status).toBe(403);
      expect(res.body).not.toHaveProperty('Mail');
    },
  );

  it('refuses a caller without a session with 401', async () => {
    expect((await list(null)).status).toBe(401);
  });
});
