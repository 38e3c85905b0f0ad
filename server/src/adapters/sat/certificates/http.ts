/**
 * One HTTP exchange with a tax-authority certificate service, as bytes: within a time limit that
 * covers the whole answer, and at most a size no genuine answer reaches. A call that gets no
 * answer is a SatServiceError (timeout or network), never a raw fetch error.
 */
import { SatServiceError } from '../service-error';

export interface Exchange {
  url: string;
  init: RequestInit;
  timeoutMs: number;
  /** The most bytes the answer may have; a larger one is not the service's answer. */
  maxBytes: number;
  fetchImpl: typeof fetch;
  /** Statuses whose body is not read (answered with an empty body), e.g. 404 for a lookup. */
  skipBodyOn?: readonly number[];
}

export interface Answer {
  status: number;
  ok: boolean;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

async function readAtMost(res: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new SatServiceError('malformed', `answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

export async function exchange(x: Exchange): Promise<Answer> {
  try {
    const res = await x.fetchImpl(x.url, { ...x.init, signal: AbortSignal.timeout(x.timeoutMs) });
    const skip = x.skipBodyOn?.includes(res.status) ?? false;
    if (skip) await res.body?.cancel();
    const body = skip ? new Uint8Array(0) : await readAtMost(res, x.maxBytes);
    return {
      status: res.status,
      ok: res.ok,
      contentType: res.headers.get('content-type') ?? '',
      body,
    };
  } catch (err) {
    if (err instanceof SatServiceError) throw err;
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new SatServiceError('timeout', `no answer within ${x.timeoutMs} ms`);
    const cause = err instanceof Error ? err.message : String(err);
    throw new SatServiceError('network', `service unreachable (${cause})`);
  }
}
