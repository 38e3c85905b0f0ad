/**
 * The photos of one target (a characteristic or an antenna) still on this device, live across
 * tabs, each with an object URL of its stored file. A URL is made once per photo and revoked when
 * the photo leaves (sent or removed) or the component goes away.
 */
import { useEffect, useState } from 'react';
import { offlineDatabase } from '../../../offline/db';
import { watchDevicePhotos, type DevicePhoto } from '../local/photo-store';

export interface PendingPhotos {
  photos: readonly DevicePhoto[];
  urls: ReadonlyMap<string, string>;
}

const NONE: PendingPhotos = { photos: [], urls: new Map() };

export function usePendingPhotos(
  userId: number | null,
  orderCode: string | null,
  targetKey: string | null,
): PendingPhotos {
  const key = `${userId}|${orderCode}|${targetKey}`;
  const [state, setState] = useState<PendingPhotos & { key: string }>(() => ({ ...NONE, key }));

  useEffect(() => {
    if (userId === null || orderCode === null || targetKey === null) return;
    const urls = new Map<string, string>();
    const stop = watchDevicePhotos(offlineDatabase(), userId, orderCode, (all) => {
      const mine = all.filter((p) => p.targetKey === targetKey);
      const present = new Set(mine.map((p) => p.clientId));
      for (const [id, url] of urls) {
        if (!present.has(id)) {
          URL.revokeObjectURL(url);
          urls.delete(id);
        }
      }
      for (const p of mine) {
        if (p.blob && !urls.has(p.clientId)) urls.set(p.clientId, URL.createObjectURL(p.blob));
      }
      // Most targets have no photo on the device: a read that finds none again draws nothing.
      setState((shown) =>
        mine.length === 0 && shown.key === key && shown.photos.length === 0
          ? shown
          : { photos: mine, urls: new Map(urls), key },
      );
    });
    return () => {
      stop();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, [userId, orderCode, targetKey, key]);

  return state.key === key ? state : NONE;
}
