/**
 * Object URLs for photos by Id: the device's copies first, then api/ImageFile for the rest while
 * online. URLs are revoked when the component goes away.
 */
import { useEffect, useState } from 'react';
import { offlineDatabase } from '../../../offline/db';
import { fetchImageFiles } from '../api/fetch-image-files';
import { readPhotoBlobs } from '../local/offline-orders';

export interface PhotoUrls {
  urls: ReadonlyMap<string, string>;
  loading: boolean;
}

export function usePhotoUrls(userId: number, photoIds: readonly string[]): PhotoUrls {
  const idsKey = [...new Set(photoIds)].sort().join('|');
  const [state, setState] = useState<{ key: string; urls: Map<string, string> }>({
    key: '',
    urls: new Map(),
  });

  useEffect(() => {
    const ids = idsKey === '' ? [] : idsKey.split('|');
    const controller = new AbortController();
    const created: string[] = [];
    const urls = new Map<string, string>();
    const add = (id: string, blob: Blob) => {
      if (controller.signal.aborted) return;
      const url = URL.createObjectURL(blob);
      created.push(url);
      urls.set(id, url);
    };
    const load = async () => {
      const stored = await readPhotoBlobs(offlineDatabase(), userId, ids);
      stored.forEach((blob, id) => add(id, blob));
      const missing = ids.filter((id) => !stored.has(id));
      if (missing.length > 0 && navigator.onLine) {
        try {
          const files = await fetchImageFiles(missing, controller.signal);
          for (const f of files) add(f.Id, f.blob);
        } catch {
          // A photo that cannot load shows as unavailable; the order stays readable.
        }
      }
    };
    void load().finally(() => {
      if (controller.signal.aborted) return;
      // No photo to show, as already shown (a test without photos): nothing to draw again.
      setState((shown) =>
        urls.size === 0 && shown.key === idsKey && shown.urls.size === 0
          ? shown
          : { key: idsKey, urls: new Map(urls) },
      );
    });
    return () => {
      controller.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [userId, idsKey]);

  return { urls: state.urls, loading: state.key !== idsKey };
}
