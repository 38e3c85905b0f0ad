/**
 * Sends one outbox entry to the API with its Idempotency-Key, through the app's one API client
 * (so a 401 also runs the session-expiry flow). Blob references in the body ({ $blob: id }) are
 * replaced by the file's base64 at send time, so files are never copied into the outbox.
 */
import { IDEMPOTENCY_HEADER } from '../protocol/envelope';
import { callApi } from '../lib/api-client';
import { isApiError } from '../lib/api-errors';
import type { OutboxEntry } from './db';
import type { Transport, TransportAnswer } from './sync-engine';

/** A placeholder for a stored blob inside an outbox body. */
export interface BlobRef {
  $blob: string;
}

function isBlobRef(value: unknown): value is BlobRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { $blob?: unknown }).$blob === 'string'
  );
}

export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** The body with every blob reference replaced by the blob's base64 text. */
export async function resolveBlobs(value: unknown, blobs: Map<string, Blob>): Promise<unknown> {
  if (isBlobRef(value)) {
    const blob = blobs.get(value.$blob);
    if (!blob) throw new Error(`missing blob ${value.$blob}`);
    return blobToBase64(blob);
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolveBlobs(v, blobs)));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await resolveBlobs(v, blobs);
    return out;
  }
  return value;
}

export const httpTransport: Transport = async (
  entry: OutboxEntry,
  blobs: Map<string, Blob>,
): Promise<TransportAnswer> => {
  const { ActionId, ...payload } = (await resolveBlobs(entry.body, blobs)) as Record<
    string,
    unknown
  >;
  try {
    const body = await callApi(entry.name, typeof ActionId === 'number' ? ActionId : 21, payload, {
      headers: { [IDEMPOTENCY_HEADER]: entry.idempotencyKey },
    });
    return { status: 200, body };
  } catch (error) {
    if (isApiError(error)) {
      return {
        status: error.kind === 'network' ? null : error.status,
        body: error.body ?? { Result: false, Message: error.message },
      };
    }
    return { status: null, body: null };
  }
};
