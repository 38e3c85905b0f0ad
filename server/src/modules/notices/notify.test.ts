/**
 * Telling people (spec 2): the notice preferences a user reads and saves (validated, audited),
 * a kind turned off sending nothing, each user's language, and the complement notices the
 * payments work calls (notifyComplementDue, notifyComplementRefused), each exactly once.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '../../../../src/protocol/sat-watch';
import { auditEvents, mailOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifyComplementDue, notifyComplementRefused, recipientsOf } from './notify';

let t: TestApp;
let token: string;
/** The demo lessor `arrendador` acts for. */
const LIFNR = '0000100001';
/** The portal's public address the mails link to. */
const ORIGIN = 'https://portal.example.mx';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('arrendador');
});
afterAll(() => t.close());

const prefs = (body: Record<string, unknown>, lang = 'es') =>
  t.call('NotificationPreferences', { Language: lang, ...body }, token);
async function userId(name: string) {
  const [u] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, name));
  return u!.id;
}

const DUE = {
  bukrs: 'MX10',
  lifnr: LIFNR,
  payment: '1500001234',
  paymentYear: '2026',
  paidOn: '2026-11-03',
  deadline: '2026-12-10',
  invoices: [{ xblnr: 'A-100', uuid: '11111111-2222-3333-4444-555555555555' }],
};

describe('api/NotificationPreferences', () => {
  it('21: every kind is on until the user turns it off', async () => {
    const res = await prefs({ ActionId: 21 });
    expect(res.status).toBe(200);
    expect(res.body.List).toEqual(NOTICE_KINDS.map((Kind) => ({ Kind, Enabled: true })));
  });

  it('31: saves the kinds turned off and the language, audited; 21 reads them back', async () => {
    const res = await prefs(
      {
        ActionId: 31,
        List: [
          { Kind: 'complementDue', Enabled: false },
          { Kind: 'invoicePaid', Enabled: true },
        ],
      },
      'en',
    );
    expect(res.body).toMatchObject({ Result: true, Message: 'Notification preferences saved' });
    const read = await prefs({ ActionId: 21 });
    expect(read.body.List).toContainEqual({ Kind: 'complementDue', Enabled: false });
    expect(read.body.List).toContainEqual({ Kind: 'satChange', Enabled: true });
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'NotificationPreferences'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toMatchObject({
      userId: await userId('arrendador'),
      detail: { disabled: ['complementDue'], language: 'en' },
    });
  });

  it.each([
    ['an unknown kind', [{ Kind: 'spam', Enabled: false }]],
    [
      'a kind twice',
      [
        { Kind: 'invoicePaid', Enabled: false },
        { Kind: 'invoicePaid', Enabled: true },
      ],
    ],
    ['a switch that is not true or false', [{ Kind: 'invoicePaid', Enabled: 'no' }]],
  ])('31 refuses %s with 400 and a message naming the field', async (_name, List) => {
    const res = await prefs({ ActionId: 31, List });
    expect(res.status).toBe(400);
    expect(res.body.Result).toBe(false);
    expect(String(res.body.Message)).toMatch(/List/);
  });

  it('needs a full session', async () => {
    const res = await t.call('NotificationPreferences', { ActionId: 21 });
    expect(res.status).toBe(401);
  });
});

describe('the complement notices for the payments work', () => {
  it('a kind turned off sends that user nothing; the others get it in their language', async () => {
    const me = await userId('arrendador');
    const to = await recipientsOf(t.handle.db, LIFNR, 'complementDue');
    expect(to.map((r) => r.userId)).not.toContain(me);
    const all = await recipientsOf(t.handle.db, LIFNR, 'complementRefused');
    expect(all.find((r) => r.userId === me)?.lang).toBe('en');
  });

  it('notifyComplementDue: once per payment, whoever asks again', async () => {
    const first = await t.handle.db.transaction((tx) => notifyComplementDue(tx, DUE, ORIGIN));
    const again = await t.handle.db.transaction((tx) => notifyComplementDue(tx, DUE, ORIGIN));
    const expected = (await recipientsOf(t.handle.db, LIFNR, 'complementDue')).length;
    expect([first, again]).toEqual([expected, 0]);
    const sent = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'complementDue'));
    expect(sent).toHaveLength(expected);
    for (const m of sent) {
      expect(m.subject).toBe('PortalPRO: el complemento de pago vence el 10-12-2026');
      expect(m.body).toContain('- A-100 (UUID 11111111-2222-3333-4444-555555555555)');
      expect(m.body).toContain(`${ORIGIN}/PortalPRO/`);
      expect(m.html).toContain('A-100 (UUID 11111111-2222-3333-4444-555555555555)');
      expect(m.html).toContain(`href="${ORIGIN}/PortalPRO/"`);
    }
  });

  it('notifyComplementRefused: the reasons in each user’s language, once per attempt', async () => {
    const me = await userId('arrendador');
    const refused = {
      bukrs: 'MX10',
      lifnr: LIFNR,
      uuid: 'AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE',
      attempt: 'request-1',
      reasons: (lang: 'es' | 'en') =>
        lang === 'es' ? ['El UUID no corresponde a un pago'] : ['The UUID matches no payment'],
    };
    const n = await t.handle.db.transaction((tx) => notifyComplementRefused(tx, refused, ORIGIN));
    expect(n).toBeGreaterThan(0);
    expect(
      await t.handle.db.transaction((tx) => notifyComplementRefused(tx, refused, ORIGIN)),
    ).toBe(0);
    const sent = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'complementRefused'));
    const mine = sent.find((m) => m.userId === me);
    expect(mine?.subject).toBe('PortalPRO: payment complement refused');
    expect(mine?.body).toContain('- The UUID matches no payment');
    expect(mine?.html).toContain('<html lang="en"');
    expect(mine?.html).toContain('The UUID matches no payment</li>');
    const others = sent.filter((m) => m.userId !== me);
    for (const m of others) {
      expect(m.body).toContain('- El UUID no corresponde a un pago');
      expect(m.html).toContain('<html lang="es"');
    }
    // A new attempt is a new notice.
    const next = await t.handle.db.transaction((tx) =>
      notifyComplementRefused(tx, { ...refused, attempt: 'request-2' }, ORIGIN),
    );
    expect(next).toBe(n);
    const ids = sent.map((m) => m.id);
    expect(
      await t.handle.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)),
    ).toHaveLength(ids.length);
  });
});
