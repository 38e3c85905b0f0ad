import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PhotoAddRequest } from '../../../protocol/maintenance-files';
import {
  isPendingPhoto,
  photoAddBody,
  photoTargetKey,
  photoWireDate,
  photoWireTime,
  type PendingPhotoRef,
  type PhotoTarget,
} from './photo-wire';

describe('photo date and time on the wire', () => {
  it.each([
    [new Date(2026, 2, 1, 9, 5, 7), '01-03-2026', '09:05:07'],
    [new Date(2026, 11, 31, 23, 59, 59), '31-12-2026', '23:59:59'],
    [new Date(2027, 0, 9, 0, 0, 0), '09-01-2027', '00:00:00'],
    [new Date(2026, 9, 15, 12, 30, 0), '15-10-2026', '12:30:00'],
  ])('%s is %s %s (device time)', (at, date, time) => {
    expect(photoWireDate(at)).toBe(date);
    expect(photoWireTime(at)).toBe(time);
  });
});

describe('the api/ImageFile 11 body of a device photo', () => {
  const at = new Date(2026, 2, 1, 10, 15, 0);
  const targets: [string, PhotoTarget, Record<string, unknown>][] = [
    [
      'a characteristic',
      { kind: 'characteristic', ownerUuid: 'g-1', charSequence: 4 },
      { OwnerUuid: 'g-1', CharSequence: 4 },
    ],
    ['an antenna', { kind: 'antenna', antenna: 3 }, { Antenna: 3 }],
  ];

  it.each(targets)('names %s and carries the upload placeholder', (_, target, fields) => {
    const body = photoAddBody({
      clientId: 'photo-0001',
      orderCode: '400000100001',
      target,
      blobId: 'blob-0001',
      position: { lat: 19.4326, longitud: -99.1332 },
      takenAt: at,
    });
    expect(body).toEqual({
      ActionId: 11,
      Photo: {
        ClientId: 'photo-0001',
        OrderCode: '400000100001',
        ...fields,
        UploadId: { $upload: 'blob-0001' },
        lat: 19.4326,
        longitud: -99.1332,
        date: '01-03-2026',
        time: '10:15:00',
      },
    });
    // Once the transport put the uploaded blob's id in place, the server's schema accepts it.
    const photo = body.Photo as Record<string, unknown>;
    const sent = { ...body, Language: 'es', Photo: { ...photo, UploadId: 'blob-0001' } };
    expect(v.safeParse(PhotoAddRequest, sent).success).toBe(true);
  });

  it('sends no position as null coordinates, which the server accepts', () => {
    const body = photoAddBody({
      clientId: 'photo-0002',
      orderCode: '400000100001',
      target: { kind: 'antenna', antenna: 1 },
      blobId: 'blob-0002',
      position: { lat: null, longitud: null },
      takenAt: at,
    });
    const photo = body.Photo as Record<string, unknown>;
    expect(photo).toMatchObject({ lat: null, longitud: null });
    const sent = { ...body, Photo: { ...photo, UploadId: 'blob-0002' } };
    expect(v.safeParse(PhotoAddRequest, sent).success).toBe(true);
  });
});

describe('photo targets and pending photos', () => {
  it('keys a characteristic by owner and sequence and an antenna by number', () => {
    expect(photoTargetKey({ kind: 'characteristic', ownerUuid: 'g-1', charSequence: 4 })).toBe(
      'char:g-1:4',
    );
    expect(photoTargetKey({ kind: 'antenna', antenna: 4 })).toBe('antenna:4');
  });

  it('tells a device photo from a server photo', () => {
    const server = { idPhoto: 1, Id: 'p', lat: null, longitud: null, date: '', time: '' };
    expect(isPendingPhoto(server)).toBe(false);
    const device: PendingPhotoRef = { ...server, pending: true, needsAttention: false };
    expect(isPendingPhoto(device)).toBe(true);
  });
});
