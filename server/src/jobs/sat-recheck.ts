/**
 * The SAT re-check's options from the configuration (modules/sat-watch/recheck.ts runs a pass):
 * paced only against the real service, the owners' mails linked to the portal's public address
 * (PUBLIC_URL). The server runs it as a job (handlers.ts, queues.ts); `npm run sat:recheck` and
 * "Revisar ahora" run one pass directly.
 */
import { createSatAdapter, satConfigFrom, type SatAdapter } from '../adapters/sat';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { portalOrigin } from '../modules/account/outbox';
import type { RecheckOptions } from '../modules/sat-watch/recheck';

export function recheckOptionsFrom(
  db: Db,
  env: Env,
  now: () => Date,
  sat: SatAdapter = createSatAdapter(db, satConfigFrom(env)),
): RecheckOptions {
  return {
    db,
    sat,
    now,
    ratePerSecond: env.SAT_RECHECK_RATE,
    paced: satConfigFrom(env).mode === 'soap',
    origin: portalOrigin(env),
  };
}
