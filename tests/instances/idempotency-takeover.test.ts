/**
 * An Idempotency-Key claim of an instance that crashed is taken over at once by another instance
 * on the same PostgreSQL: each instance holds the advisory lock of its boot id for its lifetime
 * (server/src/db/boot-liveness.ts), which PostgreSQL frees as soon as the process is gone.
 */
import { describe, expect, it } from 'vitest';
import { LOCK_SPACE } from '../../server/src/db/advisory-locks';
import { requestFingerprint } from '../../server/src/api/idempotency';
import { DEMO_PASSWORD } from '../../server/src/db/seed';
import { ADMIN_URL, signIn, tokenOf, useFleet, type Instance } from './instance-kit';

/** The boot id an instance printed at start. */
function bootIdOf(instance: Instance): string {
  const found = /"bootId":"([0-9a-f-]{36})"/.exec(instance.output());
  if (!found) throw new Error(`no boot id in the output:\n${instance.output()}`);
  return found[1]!;
}

describe.runIf(ADMIN_URL)('idempotency claims across instances', () => {
  const fleet = useFleet('portalpro_boot', 2, (url) => ({
    DATABASE_URL: url,
    PORTAL_ENV: 'STAGING',
    SEED_DEMO: '1',
    SAT_RECHECK_EVERY_MINUTES: '0',
  }));

  /** Whether the boot lock of `bootId` is free: no live process holds it. */
  const lockIsFree = async (bootId: string) => {
    const res = await fleet.sql.query<{ free: boolean }>(
      'select pg_try_advisory_xact_lock($1, hashtext($2)) as free',
      [LOCK_SPACE.boot, bootId],
    );
    return res.rows[0]!.free;
  };

  it('a claim left by a killed instance is run at once by the other one', async () => {
    const [a, b] = fleet.instances as [Instance, Instance];
    const [bootA, bootB] = [bootIdOf(a), bootIdOf(b)];
    expect(bootA).not.toBe(bootB);
    expect(await lockIsFree(bootB)).toBe(false);

    const token = tokenOf(await signIn(a, 'admin', DEMO_PASSWORD));
    expect(token).not.toBe('');
    const body = JSON.stringify({ ActionId: 31, Site: { MsgStart: 'Tras la caída de B' } });
    // Instance B took the key and was killed before it answered.
    await fleet.sql.query(
      `insert into idempotency_keys (key, user_id, request_hash, boot_id)
       select 'k-killed', id, $1, $2 from users where user_name = 'admin'`,
      [requestFingerprint('site', 31, body), bootB],
    );
    b.signal('SIGKILL');
    await b.exited;
    await expect.poll(() => lockIsFree(bootB), { timeout: 10_000 }).toBe(true);

    const started = Date.now();
    const res = await fetch(`${a.base}api/site`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': 'k-killed',
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotency-replayed')).toBeNull();
    // Well within the 15 s an attempt waits for a live claimer.
    expect(Date.now() - started).toBeLessThan(10_000);
    const row = await fleet.sql.query<{ boot_id: string; response_status: number }>(
      "select boot_id, response_status from idempotency_keys where key = 'k-killed'",
    );
    expect(row.rows[0]).toEqual({ boot_id: bootA, response_status: 200 });
  }, 60_000);
});
