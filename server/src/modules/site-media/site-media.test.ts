/**
 * api/Banner 20/31/41 and api/HelpVideo 20/31/41 (/admin_banner, /admin_help): the home banners
 * replaced and restored, help videos replaced (checked by content and size), served in place of
 * the shipped file and restored; administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerItem, HelpVideoItem } from '../../../../src/protocol/site-media';
import type { StatementListResponse } from '../../../../src/protocol/notification';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['admin', 'dev', 'visor', 'arrendador', 'proveedor'];
beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const WEBM = `data:video/webm;base64,${Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]).toString('base64')}`;
const MP4 = `data:video/mp4;base64,${Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).toString('base64')}`;
const PAGE = '/arrendador_estado_cuenta';

const banners = async () =>
  (await t.call('Banner', { ActionId: 20 }, tokens.admin)).body.List as BannerItem[];

describe('api/Banner', () => {
  it('lists the home banners with their shipped state, replaces one and restores it', async () => {
    const list = await banners();
    const north = list.find((b) => b.Name.includes('región Norte'))!;
    expect(north).toMatchObject({ HasDefault: true, IsDefault: true, Regions: ['NOR'] });

    const res = await t.call(
      'Banner',
      { ActionId: 31, Banner: { Id: north.Id, ImageFile: PNG } },
      tokens.admin,
    );
    expect(res.body).toMatchObject({ Result: true, Message: 'Banner reemplazado' });
    const after = (await banners()).find((b) => b.Id === north.Id)!;
    expect(after).toMatchObject({ ImageFile: PNG, IsDefault: false });
    // The lessor's home shows the new image.
    const home = await t.call('Notification', { ActionId: 22, Filter: {} }, tokens.arrendador);
    const shown = (home.body as StatementListResponse).List.find((s) => s.Id === north.Id)!;
    expect(shown.ImageFile).toBe(PNG);
    // And the communiqué's log has the change.
    const log = await t.call(
      'event',
      { ActionId: 20, Filter: { ReferenceId: String(north.Id), Entity: 'Statement' } },
      tokens.admin,
    );
    expect((log.body.List as { ActionId: number }[])[0]!.ActionId).toBe(31);

    const restore = await t.call(
      'Banner',
      { ActionId: 41, Banner: { Id: north.Id } },
      tokens.admin,
    );
    expect(restore.body).toMatchObject({ Result: true, Message: 'Banner original restaurado' });
    expect((await banners()).find((b) => b.Id === north.Id)!.IsDefault).toBe(true);
  });

  it.each([
    [
      'a PDF',
      `data:image/png;base64,${Buffer.from('%PDF-1.4').toString('base64')}`,
      200,
      'El comunicado debe ser una imagen PNG, GIF o JPEG.',
    ],
    ['not a data URL', 'hello', 200, 'El comunicado debe ser una imagen PNG, GIF o JPEG.'],
    [
      'an image over 3,000,000 bytes',
      `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1]!, 'base64'), Buffer.alloc(3_000_000)]).toString('base64')}`,
      413,
      'El archivo excede el tamaño máximo de 3 Mega Bytes.',
    ],
  ])('refuses %s', async (_, file, status, text) => {
    const [first] = await banners();
    const res = await t.call(
      'Banner',
      { ActionId: 31, Banner: { Id: first!.Id, ImageFile: file } },
      tokens.admin,
    );
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ Result: false, Message: text });
  });

  it('answers a communiqué that is not on the home page as missing', async () => {
    const res = await t.call(
      'Banner',
      { ActionId: 31, Banner: { Id: 999_999, ImageFile: PNG } },
      tokens.admin,
    );
    expect(res.status).toBe(404);
  });
});

describe('api/HelpVideo', () => {
  it('lists the eight pages, replaces one video that is then served, and restores it', async () => {
    const list = (await t.call('HelpVideo', { ActionId: 20 }, tokens.admin)).body
      .List as HelpVideoItem[];
    expect(list).toHaveLength(8);
    expect(list.every((v) => !v.Custom)).toBe(true);

    const res = await t.call(
      'HelpVideo',
      { ActionId: 31, HelpVideo: { Path: PAGE, VideoFile: MP4 } },
      tokens.admin,
    );
    expect(res.body).toMatchObject({ Result: true, Message: 'Video de ayuda reemplazado' });
    const item = (
      (await t.call('HelpVideo', { ActionId: 20 }, tokens.dev)).body.List as HelpVideoItem[]
    ).find((v) => v.Path === PAGE)!;
    expect(item).toMatchObject({
      Custom: true,
      Size: 12,
      File: 'help/arrendador_estado_cuenta.webm',
    });

    const served = await t.app.request('/PortalPRO/help/arrendador_estado_cuenta.webm');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('cache-control')).toBe('no-cache');
    expect(new Uint8Array(await served.arrayBuffer()).length).toBe(12);
    const again = await t.app.request('/PortalPRO/help/arrendador_estado_cuenta.webm', {
      headers: { 'If-None-Match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    await t.call(
      'HelpVideo',
      { ActionId: 31, HelpVideo: { Path: PAGE, VideoFile: WEBM } },
      tokens.admin,
    );
    const webm = await t.app.request('/PortalPRO/help/arrendador_estado_cuenta.webm');
    expect(webm.headers.get('content-type')).toBe('video/webm');

    const restore = await t.call(
      'HelpVideo',
      { ActionId: 41, HelpVideo: { Path: PAGE } },
      tokens.admin,
    );
    expect(restore.body).toMatchObject({
      Result: true,
      Message: 'Video de ayuda original restaurado',
    });
    const after = (
      (await t.call('HelpVideo', { ActionId: 20 }, tokens.admin)).body.List as HelpVideoItem[]
    ).find((v) => v.Path === PAGE)!;
    expect(after.Custom).toBe(false);
  });

  it.each([
    ['an image', PNG, 200, 'El video de ayuda debe ser WebM o MP4.'],
    [
      'a video over 10,000,000 bytes',
      `data:video/webm;base64,${Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(10_000_000)]).toString('base64')}`,
      413,
      'El video excede el tamaño máximo de 10 Mega Bytes.',
    ],
  ])('refuses %s', async (_, file, status, text) => {
    const res = await t.call(
      'HelpVideo',
      { ActionId: 31, HelpVideo: { Path: PAGE, VideoFile: file } },
      tokens.admin,
    );
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ Result: false, Message: text });
  });

  it('refuses a page without help (400)', async () => {
    const res = await t.call(
      'HelpVideo',
      { ActionId: 31, HelpVideo: { Path: '/admin_user', VideoFile: WEBM } },
      tokens.admin,
    );
    expect(res.status).toBe(400);
  });
});

describe('access', () => {
  it.each(['visor', 'arrendador', 'proveedor'])(
    '%s may not list, replace or restore',
    async (user) => {
      for (const [name, body] of [
        ['Banner', { ActionId: 20 }],
        ['Banner', { ActionId: 31, Banner: { Id: 1, ImageFile: PNG } }],
        ['Banner', { ActionId: 41, Banner: { Id: 1 } }],
        ['HelpVideo', { ActionId: 20 }],
        ['HelpVideo', { ActionId: 31, HelpVideo: { Path: PAGE, VideoFile: WEBM } }],
        ['HelpVideo', { ActionId: 41, HelpVideo: { Path: PAGE } }],
      ] as const)
        expect(
          (await t.call(name, body, tokens[user])).status,
          `${user} ${name} ${body.ActionId}`,
        ).toBe(403);
    },
  );
});
