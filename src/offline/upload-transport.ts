/**
 * Sends one outbox entry with its files: each { $upload: id } in the body is first uploaded in
 * parts through api/Upload, resuming from the server's Received, then named by its id in the
 * write; each { $blob: id } is inlined as base64. Works over any "call" (the app's API client,
 * or the real app in the fault tests), so every path is the one the app takes.
 */
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER } from '../protocol/envelope';
import { UPLOAD_PART_BYTES, UploadQuotaRefusal, UploadState } from '../protocol/maintenance-files';
import type { OutboxEntry } from './db';
import type { SendContext, TransportAnswer } from './transport';

/** One API call: POST api/<name> with the body (ActionId included); never throws. */
export type ApiCall = (
  name: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<TransportAnswer>;

/** The API the upload goes through (spec: api/Upload 11 start, 31 part). */
export const UPLOAD_API = 'Upload';

/** A placeholder for a stored blob sent inline (base64) inside an outbox body. */
export interface BlobRef {
  $blob: string;
}

/** A placeholder for a stored blob sent through api/Upload; the write names its UploadId. */
export interface UploadRef {
  $upload: string;
}

/**
 * How many 409s in a row the upload follows before it gives up: a server that keeps moving its
 * Received without taking a part is not progressing, and the entry is parked rather than spin.
 */
const MAX_REALIGNS = 8;

function refOf(value: unknown, field: '$blob' | '$upload'): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const ref = (value as Record<string, unknown>)[field];
  return typeof ref === 'string' ? ref : null;
}

/** Every blob id the body names, inline or by upload, each once, in the order they appear. */
export function blobRefs(value: unknown): { inline: string[]; uploads: string[] } {
  const inline = new Set<string>();
  const uploads = new Set<string>();
  const walk = (node: unknown): void => {
    const blob = refOf(node, '$blob');
    const upload = refOf(node, '$upload');
    if (blob !== null) inline.add(blob);
    else if (upload !== null) uploads.add(upload);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(walk);
  };
  walk(value);
  return { inline: [...inline], uploads: [...uploads] };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Every 12-bit value as its two base64 characters: a file part is encoded two lookups per 3 bytes. */
const PAIRS = Array.from({ length: 4096 }, (_, i) => ALPHABET[i >> 6]! + ALPHABET[i & 63]!);

/** Standard padded base64 of the bytes (native where the browser has Uint8Array.toBase64). */
export function bytesToBase64(bytes: Uint8Array): string {
  const native = (bytes as Uint8Array & { toBase64?: () => string }).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  const parts: string[] = [];
  const full = bytes.length - (bytes.length % 3);
  let chunk = '';
  for (let i = 0; i < full; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    chunk += PAIRS[n >> 12]! + PAIRS[n & 4095]!;
    if (chunk.length >= 0x4000) {
      parts.push(chunk);
      chunk = '';
    }
  }
  if (bytes.length - full === 1) {
    chunk += `${PAIRS[bytes[full]! << 4]!}==`;
  } else if (bytes.length - full === 2) {
    const n = (bytes[full]! << 8) | bytes[full + 1]!;
    chunk += `${PAIRS[n >> 4]!}${ALPHABET[(n << 2) & 63]!}=`;
  }
  parts.push(chunk);
  return parts.join('');
}

export async function blobToBase64(blob: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}

/**
 * The body with every { $blob } replaced by the blob's base64 text and every { $upload } by its
 * upload id (the file is already on the server by then).
 */
export async function resolveBlobs(value: unknown, blobs: Map<string, Blob>): Promise<unknown> {
  const inline = refOf(value, '$blob');
  if (inline !== null) {
    const blob = blobs.get(inline);
    if (!blob) throw new Error(`missing blob ${inline}`);
    return blobToBase64(blob);
  }
  const upload = refOf(value, '$upload');
  if (upload !== null) return upload;
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolveBlobs(v, blobs)));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await resolveBlobs(v, blobs);
    return out;
  }
  return value;
}

const accepted = (answer: TransportAnswer): boolean =>
  answer.status !== null &&
  answer.status >= 200 &&
  answer.status < 300 &&
  (answer.body as { Result?: unknown } | null)?.Result !== false;

function stateOf(body: unknown): UploadState | null {
  const parsed = v.safeParse(v.object({ Upload: UploadState }), body);
  return parsed.success ? parsed.output.Upload : null;
}

/** The answer of an upload call that stops the entry, marked so it is parked as a file refusal. */
const stopped = (answer: TransportAnswer): TransportAnswer => ({ ...answer, stage: 'upload' });

/**
 * A refused start: over the user's quota of unfinished uploads (413 with UploadQuota) it passes
 * once other uploads finish or expire, so it is marked to be tried again later; any other
 * refusal is the file's.
 */
const refusedStart = (answer: TransportAnswer): TransportAnswer =>
  answer.status === 413 && v.is(UploadQuotaRefusal, answer.body)
    ? { ...answer, stage: 'uploadQuota' }
    : stopped(answer);

/** A 2xx without an upload state is the server's fault: retried later like a 502. */
const malformed: TransportAnswer = { status: 502, body: null, stage: 'upload' };

interface UploadInput {
  id: string;
  blob: Blob;
  mime: string;
  sha256: string | undefined;
  /** Called with the bytes of this file the server holds. */
  onReceived: (received: number) => void;
}

/**
 * Uploads one file from where the server is: starts (or finds) the upload, then sends parts from
 * its Received, following its Received on a replayed part or a 409. An upload the server no longer
 * knows (it expired unfinished) is started again from 0, once. Answers null once the server holds
 * the whole file, or the answer that stopped it.
 */
async function uploadFile(call: ApiCall, input: UploadInput): Promise<TransportAnswer | null> {
  const { id, blob } = input;
  const size = blob.size;
  /** Starts or finds the upload: the server's state of it, or the answer that stops the file. */
  const begin = async (): Promise<UploadState | TransportAnswer> => {
    const start = await call(UPLOAD_API, {
      ActionId: 11,
      Upload: {
        UploadId: id,
        Size: size,
        Mime: input.mime,
        ...(input.sha256 ? { Sha256: input.sha256 } : {}),
      },
    });
    if (!accepted(start)) return refusedStart(start);
    return stateOf(start.body) ?? malformed;
  };
  const state = await begin();
  if ('status' in state) return state;
  // Used: a write took the file already (its answer was lost); the write's replay answers it.
  if (state.Used) {
    input.onReceived(size);
    return null;
  }
  let offset = state.Received;
  let realigns = 0;
  let restarted = false;
  while (offset < size) {
    input.onReceived(offset);
    const part = blob.slice(offset, Math.min(size, offset + UPLOAD_PART_BYTES));
    const answer = await call(UPLOAD_API, {
      ActionId: 31,
      Upload: { UploadId: id, Offset: offset, PartBase64: await blobToBase64(part) },
    });
    if (answer.status === 404 && !restarted) {
      // The server deleted the upload (unfinished for a day) with what it had received: the
      // file goes again from the start. Once: a second 404 is not an expiry and is parked.
      restarted = true;
      const again = await begin();
      if ('status' in again) return again;
      realigns = 0;
      offset = again.Received;
      continue;
    }
    if (answer.status === 409) {
      const server = stateOf(answer.body);
      if (!server || server.Received === offset || ++realigns > MAX_REALIGNS) {
        return stopped(answer);
      }
      offset = server.Received;
      continue;
    }
    if (!accepted(answer)) return stopped(answer);
    const next = stateOf(answer.body);
    if (!next) return malformed;
    if (next.Received > offset) realigns = 0;
    offset = next.Received;
  }
  input.onReceived(size);
  return null;
}

/** A Transport that sends entries with their files over `call`. */
export function uploadingTransport(call: ApiCall) {
  return async (
    entry: OutboxEntry,
    blobs: Map<string, Blob>,
    context?: SendContext,
  ): Promise<TransportAnswer> => {
    const refs = blobRefs(entry.body);
    const sizeOf = (id: string) => blobs.get(id)?.size ?? 0;
    const total = [...refs.uploads, ...refs.inline].reduce((sum, id) => sum + sizeOf(id), 0);
    let done = 0;
    const report = (current: number) => context?.onProgress?.(done + current, total);
    if (total > 0) report(0);
    for (const id of refs.uploads) {
      const blob = blobs.get(id);
      // The engine checks every file the body names before calling; this is a bug, not a refusal.
      if (!blob) throw new Error(`missing blob ${id}`);
      const file = context?.files?.get(id);
      const refused = await uploadFile(call, {
        id,
        blob,
        mime: file?.type || blob.type || 'application/octet-stream',
        sha256: file?.sha256,
        onReceived: report,
      });
      if (refused) return refused;
      done += blob.size;
    }
    const body = (await resolveBlobs(entry.body, blobs)) as Record<string, unknown>;
    const answer = await call(entry.name, body, { [IDEMPOTENCY_HEADER]: entry.idempotencyKey });
    if (total > 0 && answer.status !== null) context?.onProgress?.(total, total);
    return answer;
  };
}
