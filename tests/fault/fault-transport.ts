/**
 * A Transport for the sync engine that sends to the real Hono app (Bearer token, Idempotency-Key,
 * JSON body) and, per call, by a seeded PRNG, injects a fault: the request dropped before the
 * server saw it, the response dropped after the server committed, a retryable status answered
 * without the server, a 401 (the driver then resumes as a re-sign-in would), a page reload (the
 * answer never arrives and the driver throws the engine away) and, in refusal runs only, a 409 or
 * 413 (only to an entry the server has not seen yet) that the engine must park.
 */
import type { OutboxEntry } from '../../src/offline/db';
import type { TransportAnswer } from '../../src/offline/sync-engine';
import type { TestApp } from '../../server/src/testing/test-app';
import { pick, type Random } from './random';

export type Fault =
  'pass' | 'dropRequest' | 'dropResponse' | 'transient' | 'unauthorized' | 'reload' | 'refusal';

/** Cumulative probabilities of each fault; refusals only when the run asks for them. */
function chooseFault(random: Random, refusals: boolean): Fault {
  const r = random();
  if (r < 0.1) return 'dropRequest';
  if (r < 0.22) return 'dropResponse';
  if (r < 0.34) return 'transient';
  if (r < 0.38) return 'unauthorized';
  if (r < 0.43) return 'reload';
  if (refusals && r < 0.5) return 'refusal';
  return 'pass';
}

/** The marker of an injected refusal, to tell it from a refusal the server really made. */
export const INJECTED = 'injected refusal';

export interface FaultStats {
  calls: number;
  faults: number;
  serverCalls: number;
  replays: number;
  /** Idempotency keys the server has seen: a refusal is injected only before the first send. */
  seen: Set<string>;
  /** Keys the server answered 2xx: a later send of one must be an idempotent replay. */
  committed: Set<string>;
  /** Sends of a committed key the server applied again instead of replaying (must stay 0). */
  unreplayed: number;
  byKind: Record<Fault, number>;
}

export function newStats(): FaultStats {
  return {
    calls: 0,
    faults: 0,
    serverCalls: 0,
    replays: 0,
    seen: new Set(),
    committed: new Set(),
    unreplayed: 0,
    byKind: {
      pass: 0,
      dropRequest: 0,
      dropResponse: 0,
      transient: 0,
      unauthorized: 0,
      reload: 0,
      refusal: 0,
    },
  };
}

export interface FaultTransportOptions {
  t: TestApp;
  token: string;
  random: Random;
  refusals: boolean;
  stats: FaultStats;
  /** Forces the fault of the next calls (the focused tests); the PRNG decides after them. */
  script?: Fault[];
}

/** Sends `entry` to the server as the app's HTTP transport would. */
async function toServer(o: FaultTransportOptions, entry: OutboxEntry): Promise<TransportAnswer> {
  o.stats.serverCalls++;
  o.stats.seen.add(entry.idempotencyKey);
  const res = await o.t.call(entry.name, entry.body, o.token, {
    'Idempotency-Key': entry.idempotencyKey,
  });
  const replayed = res.headers.get('Idempotency-Replayed') === 'true';
  if (replayed) o.stats.replays++;
  else if (o.stats.committed.has(entry.idempotencyKey)) o.stats.unreplayed++;
  if (res.status >= 200 && res.status < 300) o.stats.committed.add(entry.idempotencyKey);
  return { status: res.status, body: res.body };
}

const never = () => new Promise<TransportAnswer>(() => undefined);

/**
 * A transport for one engine instance; `onReload` is called when the page "reloads" mid-send.
 * The engine sends several orders side by side, so after a reload every later send and every
 * answer of this instance never arrives, as nothing runs in a reloaded page.
 */
export function faultTransport(o: FaultTransportOptions, onReload: () => void) {
  let gone = false;
  const send = async (entry: OutboxEntry): Promise<TransportAnswer> => {
    const answer = await toServer(o, entry);
    return gone ? never() : answer;
  };
  return async (entry: OutboxEntry): Promise<TransportAnswer> => {
    if (gone) return never();
    o.stats.calls++;
    let fault = o.script?.shift() ?? chooseFault(o.random, o.refusals);
    // Once the server has the entry, a retry is answered from its idempotency store, never 409.
    if (fault === 'refusal' && o.stats.seen.has(entry.idempotencyKey)) fault = 'pass';
    o.stats.byKind[fault]++;
    if (fault !== 'pass') o.stats.faults++;
    switch (fault) {
      case 'pass':
        return send(entry);
      case 'dropRequest':
        return { status: null, body: null };
      case 'dropResponse':
        await toServer(o, entry);
        return gone ? never() : { status: null, body: null };
      case 'transient':
        return { status: pick(o.random, [500, 503, 429, 408]), body: null };
      case 'unauthorized':
        return { status: 401, body: { Result: false, Message: 'session expired' } };
      case 'refusal':
        return { status: pick(o.random, [409, 413]), body: { Result: false, Message: INJECTED } };
      case 'reload':
        // The request may or may not have reached the server; the page is gone before the answer.
        if (o.random() < 0.5) await toServer(o, entry);
        gone = true;
        onReload();
        return never();
    }
  };
}
