/**
 * Adding a photo to a characteristic or an antenna: compress the chosen file while the device
 * position is read, then store photo, file and outbox entry in one transaction and wake the sync.
 * The status the user sees goes compressing → saved on this device → sent (or a clear failure).
 */
import { useCallback, useState } from 'react';
import { offlineDatabase } from '../../../offline/db';
import { isQuotaError } from '../../../offline/storage';
import { requestSync } from '../../../offline/sync-scheduler';
import { compressPhoto, PhotoFileError, type PhotoFileProblem } from '../lib/compress-photo';
import { readDevicePosition } from '../lib/device-position';
import type { DevicePhoto } from '../local/photo-store';
import { savePhoto } from '../local/photo-store';
import type { PhotoOrder } from './use-photo-order';

/** 'storageFull': the device has no room left (what was stored before stays). */
export type PhotoCaptureProblem = PhotoFileProblem | 'storage' | 'storageFull';

export type PhotoCaptureStatus =
  | { kind: 'idle' }
  | { kind: 'compressing' }
  | { kind: 'saving' }
  /** Durable on the device; `seen` once the strip shows it (so its leaving means "sent"). */
  | { kind: 'saved'; clientId: string; seen: boolean }
  | { kind: 'sent' }
  | { kind: 'failed'; problem: PhotoCaptureProblem };

export interface PhotoCapture {
  status: PhotoCaptureStatus;
  busy: boolean;
  add: (file: File) => Promise<void>;
  /** The user removed the photo the status speaks of: the status no longer applies. */
  forget: (clientId: string) => void;
}

export function usePhotoCapture(
  order: PhotoOrder | null,
  pending: readonly DevicePhoto[],
): PhotoCapture {
  const [status, setStatus] = useState<PhotoCaptureStatus>({ kind: 'idle' });

  const savedId = status.kind === 'saved' ? status.clientId : null;
  const present = savedId !== null && pending.some((p) => p.clientId === savedId);
  // Adjusted while rendering (not in an effect): the strip's list is the source of truth.
  if (status.kind === 'saved') {
    if (present && !status.seen) setStatus({ ...status, seen: true });
    // Acknowledged by the server: the device no longer holds it as pending.
    else if (!present && status.seen) setStatus({ kind: 'sent' });
  }

  const add = useCallback(
    async (file: File) => {
      if (!order) return;
      setStatus({ kind: 'compressing' });
      const takenAt = new Date();
      const position = readDevicePosition();
      let compressed: Blob;
      try {
        compressed = await compressPhoto(file);
      } catch (error) {
        setStatus({
          kind: 'failed',
          problem: error instanceof PhotoFileError ? error.problem : 'unreadable',
        });
        return;
      }
      setStatus({ kind: 'saving' });
      try {
        const saved = await savePhoto(offlineDatabase(), {
          userId: order.userId,
          orderCode: order.orderCode,
          baseVersion: order.version,
          target: order.target,
          file: compressed,
          position: await position,
          takenAt,
        });
        setStatus({ kind: 'saved', clientId: saved.clientId, seen: false });
        requestSync();
      } catch (error) {
        setStatus({ kind: 'failed', problem: isQuotaError(error) ? 'storageFull' : 'storage' });
      }
    },
    [order],
  );

  const forget = useCallback(
    (clientId: string) =>
      setStatus((s) => (s.kind === 'saved' && s.clientId === clientId ? { kind: 'idle' } : s)),
    [],
  );

  const busy = status.kind === 'compressing' || status.kind === 'saving';
  return { status, busy, add, forget };
}
