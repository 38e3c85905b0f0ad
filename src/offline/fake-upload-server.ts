/**
 * Test double of the API for the offline core's tests: api/Upload as the protocol describes it
 * (start, parts appended at Received, replays answered, other offsets 409) and any other write
 * acknowledged, with hooks to drop or change a call. Never used by the app itself.
 */
import type { TransportAnswer } from './transport';
import type { ApiCall } from './upload-transport';

export interface FakeUpload {
  size: number;
  sha256?: string;
  bytes: Uint8Array;
  used: boolean;
}

export interface RecordedCall {
  name: string;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * What a hook does with one call: answer it without the server, let the server apply it and drop
 * the answer ('dropAnswer'), drop it before the server ('drop'), or let it pass (undefined).
 */
export type FakeHook = (call: RecordedCall) => TransportAnswer | 'drop' | 'dropAnswer' | undefined;

const ok = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { Result: true, Message: null, ...extra },
});

function decode(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function append(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

export function fakeUploadServer() {
  const uploads = new Map<string, FakeUpload>();
  const calls: RecordedCall[] = [];
  const hooks: (FakeHook | undefined)[] = [];
  /** Writes the server applied (not upload calls), by idempotency key. */
  const writes = new Map<string, Record<string, unknown>>();

  const stateOf = (id: string, u: FakeUpload) => ({
    Upload: { UploadId: id, Size: u.size, Received: u.bytes.length, Used: u.used },
  });

  function apply(call: RecordedCall): TransportAnswer {
    if (call.name !== 'Upload') {
      const key = call.headers?.['Idempotency-Key'] ?? '';
      writes.set(key, call.body);
      for (const id of Object.values(call.body).flatMap((v) =>
        typeof v === 'object' && v !== null ? Object.values(v) : [v],
      )) {
        const upload = typeof id === 'string' ? uploads.get(id) : undefined;
        if (upload) upload.used = true;
      }
      return ok();
    }
    const u = call.body.Upload as Record<string, unknown>;
    const id = String(u.UploadId);
    if (call.body.ActionId === 11) {
      const existing = uploads.get(id);
      if (existing && (existing.size !== u.Size || existing.sha256 !== u.Sha256)) {
        return {
          status: 409,
          body: { Result: false, Message: 'otro archivo', ...stateOf(id, existing) },
        };
      }
      const upload = existing ?? {
        size: Number(u.Size),
        ...(typeof u.Sha256 === 'string' ? { sha256: u.Sha256 } : {}),
        bytes: new Uint8Array(0),
        used: false,
      };
      uploads.set(id, upload);
      return ok(stateOf(id, upload));
    }
    const upload = uploads.get(id);
    if (!upload) return { status: 404, body: { Result: false, Message: 'Carga desconocida' } };
    const offset = Number(u.Offset);
    const part = decode(String(u.PartBase64));
    if (offset + part.length <= upload.bytes.length) return ok(stateOf(id, upload));
    if (offset !== upload.bytes.length) {
      return { status: 409, body: { Result: false, Message: 'desfase', ...stateOf(id, upload) } };
    }
    upload.bytes = append(upload.bytes, part);
    return ok(stateOf(id, upload));
  }

  const call: ApiCall = async (name, body, headers) => {
    const recorded: RecordedCall = { name, body, ...(headers ? { headers } : {}) };
    calls.push(recorded);
    const hook = hooks.shift();
    const verdict = hook?.(recorded);
    if (verdict === 'drop') return { status: null, body: null };
    if (verdict === 'dropAnswer') {
      apply(recorded);
      return { status: null, body: null };
    }
    return verdict ?? apply(recorded);
  };

  return {
    call,
    calls,
    uploads,
    writes,
    /** Hooks for the next calls, in order (undefined lets a call pass). */
    hooks,
    /** Offsets of the parts sent for one upload, in order. */
    partOffsets: (id: string) =>
      calls
        .filter((c) => c.name === 'Upload' && c.body.ActionId === 31)
        .map((c) => c.body.Upload as { UploadId: string; Offset: number })
        .filter((u) => u.UploadId === id)
        .map((u) => u.Offset),
  };
}
