import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnAccountResponse } from '../../../../src/protocol/account';
import { suppliers, users, userSupplier } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-10T16:00:00Z') });
});
afterAll(() => t.close());

const userRow = async (userName: string) =>
  (await t.handle.db.select().from(users).where(eq(users.userName, userName)))[0]!;
const readOwn = async (token: string | undefined, body: Record<string, unknown> = {}) =>
  t.call('account', { ActionId: 21, ...body }, token);

describe('api/account 21 the caller reads their own account', () => {
  it('answers the lessor its stored contact data and update dates', async () => {
    await t.handle.db
      .update(users)
      .set({
        phoneNumber: '525511112222',
        phoneNumberHome: '15533334444',
        phoneNumberAdditional: '5577778888',
        zipCode: '64000',
        contactName: 'Laura Arcos',
        contactEmail: 'laura@arcos.mx',
        currentUserDataUpdateDate: new Date('2026-01-05T00:00:00Z'),
        nextUserDataUpdateDate: new Date('2027-01-05T00:00:00Z'),
      })
      .where(eq(users.userName, 'arrendador.hijo'));
    const me = await userRow('arrendador.hijo');
    const res = await readOwn(await t.tokenFor('arrendador.hijo'));
    expect(res.status).toBe(200);
    const body = v.parse(OwnAccountResponse, res.body);
    expect(body.Result).toBe(true);
    expect(body.Account).toMatchObject({
      Id: me.id,
      UserName: 'arrendador.hijo',
      Email: me.email,
      PhoneNumber: '525511112222',
      PhoneNumberHome: '15533334444',
      PhoneNumberAdditional: '5577778888',
      ZipCode: '64000',
      ContactName: 'Laura Arcos',
      ContactEmail: 'laura@arcos.mx',
      CurrentUserDataUpdateDate: '2026-01-05T00:00:00.000Z',
      NextUserDataUpdateDate: '2027-01-05T00:00:00.000Z',
    });
  });

  it('answers the supplier its sales representative and its supplier tax id', async () => {
    await t.handle.db
      .update(users)
      .set({ salesRepresentative: 'Mario Ventas', phoneNumber: '5522223333' })
      .where(eq(users.userName, 'proveedor'));
    const me = await userRow('proveedor');
    const [link] = await t.handle.db
      .select({ tin: suppliers.tin })
      .from(userSupplier)
      .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
      .where(eq(userSupplier.userId, me.id));
    const body = v.parse(OwnAccountResponse, (await readOwn(await t.tokenFor('proveedor'))).body);
    expect(body.Account).toMatchObject({
      UserName: 'proveedor',
      SalesRepresentative: 'Mario Ventas',
      PhoneNumber: '5522223333',
      TIN: link!.tin,
    });
  });

  it('refuses another user id and never answers that account', async () => {
    const other = await userRow('proveedor');
    const res = await readOwn(await t.tokenFor('arrendador.hijo'), { User: { Id: other.id } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ Result: false });
    expect(JSON.stringify(res.body)).not.toContain('proveedor');
  });

  it('accepts the caller naming its own id', async () => {
    const me = await userRow('arrendador.hijo');
    const res = await readOwn(await t.tokenFor('arrendador.hijo'), { User: { Id: me.id } });
    expect(res.status).toBe(200);
    expect(v.parse(OwnAccountResponse, res.body).Account?.Id).toBe(me.id);
  });

  it('refuses an anonymous caller', async () => {
    const res = await readOwn(undefined);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ Result: false });
  });
});
