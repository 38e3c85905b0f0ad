import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientListResponse } from '../../../../src/protocol/client';
import { ProfileResponse } from '../../../../src/protocol/profile';
import { SiteResponse } from '../../../../src/protocol/site';
import { auditEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

describe('api/site', () => {
  it('shows the site record to administrators', async () => {
    const res = await t.call('site', { ActionId: 21 }, admin);
    const body = v.parse(SiteResponse, res.body);
    expect(body.Site).toMatchObject({ Active: true, CompanyId: 'MX10', GoogleRecaptcha: false });
  });

  it('updates the fields sent, audits it, and the site flips out of service for init', async () => {
    const res = await t.call(
      'site',
      { ActionId: 31, Site: { Active: false, MsgOutBody: '<p>Mantenimiento</p>' } },
      admin,
    );
    expect(v.parse(SiteResponse, res.body).Site).toMatchObject({
      Active: false,
      MsgOutBody: '<p>Mantenimiento</p>',
      ColorPrimary: '#00205B',
    });
    const init = await t.call('session', { ActionId: 11 });
    expect((init.body.Site as { Active: boolean }).Active).toBe(false);
    const [event] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'site'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      actionId: 31,
      target: 'site',
      userDisplayName: 'Administrador del Portal',
    });
    expect(event!.detail).toEqual({ Active: false, MsgOutBody: '<p>Mantenimiento</p>' });
    await t.call('site', { ActionId: 31, Site: { Active: true } }, admin);
  });

  it('refuses an invalid colour with 400 naming the field', async () => {
    const res = await t.call('site', { ActionId: 31, Site: { ColorPrimary: 'red' } }, admin);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('La solicitud no es válida: Site.ColorPrimary');
  });
});

describe('api/client 10', () => {
  it('lists every client for administrators', async () => {
    const body = v.parse(
      ClientListResponse,
      (await t.call('client', { ActionId: 10 }, admin)).body,
    );
    expect(body.List).toHaveLength(3);
  });

  it('lists the children of a principal client', async () => {
    const token = await t.tokenFor('cliente');
    const body = v.parse(
      ClientListResponse,
      (await t.call('client', { ActionId: 10 }, token)).body,
    );
    expect(body.List.map((c) => c.ChildCode)).toEqual(['0000300002', '0000300003']);
  });

  it('refuses anybody else with 403', async () => {
    const token = await t.tokenFor('proveedor');
    const res = await t.call('client', { ActionId: 10 }, token);
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe('No tiene permiso para realizar esta acción');
  });
});

describe('api/profile 21', () => {
  it('answers the password policy', async () => {
    const token = await t.tokenFor('visor');
    const body = v.parse(ProfileResponse, (await t.call('profile', {}, token)).body);
    expect(body.Profile).toEqual({ UserPasswordComplexity: 1, UserPasswordLenght: 10 });
  });
});
