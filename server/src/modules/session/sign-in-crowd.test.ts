/**
 * A crowd of wrong sign-ins does not keep a person out (README, "Sign-in protection"): password
 * hashes wait in the lane of their address class, lanes served in turn, so a correct sign-in from
 * a network the crowd does not use is answered after at most a turn of each busy lane, never
 * refused as busy; and a burst of correct sign-ins queues instead of being refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashLoad } from '../../auth/password';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type CallResult, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The decoy hash is computed once, on the first unknown name: not during the floods below.
  await t.login('calentando.decoy', 'x', {}, '10.255.0.1');
});
afterAll(() => t.close());

const waitFor = async (ready: () => boolean) => {
  for (let i = 0; i < 2_000 && !ready(); i++) await new Promise((r) => setTimeout(r, 5));
};

/**
 * `size` wrong sign-ins from as many addresses of one /24 at once, then the administrator's right
 * one from elsewhere once hashes queue: its answer and how many of the crowd were still waiting.
 */
async function crowdThenOwner(size: number, network: string, owner: string) {
  let answered = 0;
  const crowd = Array.from({ length: size }, (_, i) =>
    t.login(`persona.${i % 7}`, `Mal#${i}clave`, {}, `${network}.${i + 1}`).then((res) => {
      answered++;
      return res;
    }),
  );
  await waitFor(() => passwordHashLoad().waiting >= Math.min(10, size / 4));
  const started = performance.now();
  const res = await t.login('admin', DEMO_PASSWORD, {}, owner);
  const ms = performance.now() - started;
  const stillWaiting = size - answered;
  const answers = await Promise.all(crowd);
  return { res, ms, stillWaiting, answers };
}

const statuses = (answers: CallResult[]) =>
  [...new Set(answers.map((r) => r.status))].sort((a, b) => a - b);

describe('a correct sign-in during a crowd of wrong ones', () => {
  it('signs the owner in during 40 wrong sign-ins from 40 addresses', async () => {
    const { res, stillWaiting, answers } = await crowdThenOwner(40, '192.0.2', '198.51.100.10');
    expect(res.status).toBe(200);
    expect(res.body.Result).toBe(true);
    // Served ahead of the crowd's queue, not behind it.
    expect(stillWaiting).toBeGreaterThan(10);
    for (const r of answers) expect(r.body.Message).toBe('Usuario y/o contraseña incorrecta');
  });

  it('signs the owner in during 200 wrong sign-ins from 200 addresses, never 503', async () => {
    const { res, stillWaiting, answers } = await crowdThenOwner(200, '203.0.113', '198.51.100.11');
    expect(res.status).toBe(200);
    expect(res.body.Result).toBe(true);
    expect(stillWaiting).toBeGreaterThan(20);
    // The network's budget (100 failures at once) refuses the rest of the crowd before any hash;
    // on a busy machine the crowd's last may wait past 20 s in its own lane and be told 503.
    expect(statuses(answers).filter((s) => s !== 503)).toEqual([200, 429]);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(99);
  });

  it('serves the owner first from an address it signed in from before, whatever networks the crowd uses', async () => {
    const home = '198.51.100.13';
    expect((await t.login('proveedor', DEMO_PASSWORD, {}, home)).body.Result).toBe(true);
    // 60 wrong sign-ins, each from another /24: 60 lanes the owner's own lane would wait a turn of.
    let answered = 0;
    const crowd = Array.from({ length: 60 }, (_, i) =>
      t.login(`persona.${i % 7}`, `Mal#${i}`, {}, `10.2.${i}.1`).then(() => answered++),
    );
    await waitFor(() => passwordHashLoad().waiting >= 15);
    const res = await t.login('proveedor', DEMO_PASSWORD, {}, home);
    expect(res.body.Result).toBe(true);
    expect(60 - answered).toBeGreaterThan(15);
    await Promise.all(crowd);
  });

  // 50 hashes take 4 to 8 s on one hashing thread of a 2-core machine: well inside the 20 s wait.
  it('queues 50 correct sign-ins at once from 50 addresses instead of refusing them as busy', async () => {
    const users = ['admin', 'proveedor', 'arrendador', 'mantenimiento', 'cuadrilla', 'visor'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.login(users[i % users.length]!, DEMO_PASSWORD, {}, `10.1.${i % 4}.${i + 1}`),
      ),
    );
    expect(statuses(answers)).toEqual([200]);
    expect(answers.every((r) => r.body.Result === true)).toBe(true);
  });
});
