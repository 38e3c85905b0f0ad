/** api/ImageFile 11: photos of a characteristic or an antenna, from an upload. */
import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImageFile, PhotoRef } from '../../../../src/protocol/maintenance';
import { MAX_PHOTO_BYTES } from '../../../../src/protocol/maintenance-files';
import { auditEvents, maintenancePhotos } from '../../db/schema';
import { details } from '../../testing/maintenance-kit';
import {
  t,
  tokens,
  jpeg,
  PNG,
  orderOfLessor,
  foreignOrder,
  start,
  part,
  uploaded,
  useFileWritesApp,
} from '../../testing/file-writes-kit';

useFileWritesApp();

describe('api/ImageFile 11', () => {
  async function photoTargets(aufnr: string) {
    const d = await details(t, tokens['mantto.fijo']!, aufnr);
    const group = d.groups.find((g) => g.characteristics.length > 0);
    const characteristic = group?.characteristics[0];
    const antenna = d.inventory?.antennas[0];
    if (!group || !characteristic || !antenna) throw new Error(`order ${aufnr} lacks targets`);
    return { d, group, characteristic, antenna };
  }

  function addPhoto(user: string, fields: Record<string, unknown>) {
    return t.call(
      'ImageFile',
      {
        ActionId: 11,
        Photo: {
          lat: 19.4326,
          longitud: -99.1332,
          date: '21-11-2026',
          time: '10:15:00',
          ...fields,
        },
      },
      tokens[user],
    );
  }

  it('stores a photo of a characteristic as its next one; it shows in the details and 22', async () => {
    const order = await orderOfLessor(4);
    const { d, group, characteristic } = await photoTargets(order);
    const clientId = randomUUID();
    const res = await addPhoto('mantto.fijo', {
      ClientId: clientId,
      OrderCode: order,
      OwnerUuid: group.uuidObj,
      CharSequence: characteristic.sequence,
      UploadId: await uploaded('mantto.fijo', jpeg),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const nextSequence = Math.max(0, ...characteristic.charPhotos.map((p) => p.idPhoto)) + 1;
    const photo: PhotoRef = {
      Id: clientId,
      idPhoto: nextSequence,
      lat: 19.4326,
      longitud: -99.1332,
      date: '21-11-2026',
      time: '10:15:00',
    };
    expect(res.body.Photo).toEqual(photo);

    const after = await details(t, tokens.mantenimiento!, order);
    const shown = after.groups
      .find((g) => g.uuidObj === group.uuidObj)
      ?.characteristics.find((c) => c.sequence === characteristic.sequence)?.charPhotos;
    expect(shown).toContainEqual(photo);
    expect(after.version).toBe(d.version);
    const images = await t.call(
      'ImageFile',
      { ActionId: 22, Filter: { Images: [clientId] } },
      tokens['mantto.fijo'],
    );
    const [image] = images.body.List as ImageFile[];
    expect(Buffer.from(image!.ImageBase64, 'base64')).toEqual(jpeg);
    const audits = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, order), eq(auditEvents.resource, 'ImageFile')));
    expect(audits).toHaveLength(1);
  });

  it('stores a photo of an antenna, without position when the device had none', async () => {
    const order = await orderOfLessor(4);
    const { antenna } = await photoTargets(order);
    const clientId = randomUUID();
    const res = await addPhoto('mantto.fijo', {
      ClientId: clientId,
      OrderCode: order,
      Antenna: antenna.antenna,
      UploadId: await uploaded('mantto.fijo', jpeg),
      lat: null,
      longitud: null,
      date: '',
      time: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await details(t, tokens['mantto.fijo']!, order);
    const shown = after.inventory?.antennas.find((a) => a.antenna === antenna.antenna);
    expect(shown?.antennaPhotos).toContainEqual(
      expect.objectContaining({ Id: clientId, lat: null, date: '', time: '' }),
    );
  });

  it('answers the same ClientId sent again with the stored photo; another user gets 409', async () => {
    const order = await orderOfLessor(4);
    const { antenna } = await photoTargets(order);
    const clientId = randomUUID();
    const body = { ClientId: clientId, OrderCode: order, Antenna: antenna.antenna };
    const first = await addPhoto('mantto.fijo', {
      ...body,
      UploadId: await uploaded('mantto.fijo', jpeg),
    });
    const second = await addPhoto('mantto.fijo', {
      ...body,
      UploadId: await uploaded('mantto.fijo', jpeg),
    });
    expect(second.body).toEqual(first.body);
    const [rows] = await t.handle.db
      .select({ n: count() })
      .from(maintenancePhotos)
      .where(eq(maintenancePhotos.id, clientId));
    expect(rows?.n).toBe(1);
    const other = await addPhoto('mantenimiento', {
      ...body,
      UploadId: await uploaded('mantenimiento', jpeg),
    });
    expect(other.status).toBe(409);
  });

  it('refuses a missing target or order (404), an incomplete upload (409), not a JPEG (415), too large (413)', async () => {
    const order = await orderOfLessor(4);
    const { group } = await photoTargets(order);
    const ready = await uploaded('mantto.fijo', jpeg);
    const noChar = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      OwnerUuid: group.uuidObj,
      CharSequence: 999,
      UploadId: ready,
    });
    expect(noChar.status).toBe(404);
    expect(noChar.body.Message).toBe(
      `La orden no tiene la característica o antena ${group.uuidObj} / 999`,
    );
    const noAntenna = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 999,
      UploadId: ready,
    });
    expect(noAntenna.status).toBe(404);
    const foreign = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: await foreignOrder(),
      Antenna: 1,
      UploadId: ready,
    });
    expect(foreign.status).toBe(404);

    const partial = randomUUID();
    await start('mantto.fijo', partial, jpeg);
    await part('mantto.fijo', partial, 0, jpeg.subarray(0, 100));
    const incomplete = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: partial,
    });
    expect(incomplete.status).toBe(409);

    const png = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: await uploaded('mantto.fijo', PNG),
    });
    expect(png.status).toBe(415);
    expect(png.body.Message).toBe('La foto debe ser una imagen JPEG');

    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES + 1 - jpeg.byteLength)]);
    const tooLarge = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: await uploaded('mantto.fijo', huge),
    });
    expect(tooLarge.status).toBe(413);
    const viewer = await addPhoto('visor', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: ready,
    });
    expect(viewer.status).toBe(403);
    const badDate = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: ready,
      date: '31-02-2026',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.Message).toContain('Photo.date');
    const both = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      OwnerUuid: group.uuidObj,
      CharSequence: 1,
      UploadId: ready,
    });
    expect(both.status).toBe(400);
  });
});
