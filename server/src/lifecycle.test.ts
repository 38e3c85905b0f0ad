/**
 * The orderly stop on a real HTTP server: not ready at once, still serving through the grace,
 * requests in flight answered, jobs given the same deadline, the database closed last; a request
 * still running at the deadline is cut.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { createReadiness, stopGracefully } from './lifecycle';
import { createLogger } from './logger';

/** A server whose /slow answers when the test says so; answers its base URL and the release. */
async function slowServer() {
  const waiting: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/slow') waiting.push(res);
    else res.end('fast');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const release = () => {
    for (const res of waiting.splice(0)) res.end('slow done');
  };
  return { server, base: `http://127.0.0.1:${port}`, release, waiting };
}

const log = createLogger('silent');
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('drops readiness first, serves through the grace, answers the request in flight, closes the database last', async () => {
  const { server, base, release, waiting } = await slowServer();
  const readiness = createReadiness();
  const events: string[] = [];
  const inFlight = fetch(`${base}/slow`).then((r) => r.text());
  while (waiting.length === 0) await tick(10);

  const stopped = stopGracefully({
    server,
    readiness,
    log,
    graceMs: 300,
    timeoutMs: 5_000,
    stopJobs: async (ms) => {
      events.push(`jobs ${ms}`);
      await tick(50);
      return { interrupted: 0 };
    },
    closeDatabase: () => {
      events.push('database closed');
      return Promise.resolve();
    },
  });
  expect(readiness.notReady()).toBe('stopping');
  // Within the grace a new request is still served.
  expect(await fetch(`${base}/fast`).then((r) => r.text())).toBe('fast');
  await tick(400);
  expect(events).toEqual(['jobs 5000']);
  release();
  expect(await inFlight).toBe('slow done');
  expect(await stopped).toEqual({ cut: false, interruptedJobs: 0 });
  expect(events).toEqual(['jobs 5000', 'database closed']);
  // Everything ended well before the deadline: nothing was asked to drain.
  expect(readiness.drain.aborted).toBe(false);
});

it('cuts what is still open at the deadline, then closes the database', async () => {
  const { server, base, waiting } = await slowServer();
  const events: string[] = [];
  const inFlight = fetch(`${base}/slow`).then(
    () => 'answered',
    () => 'cut',
  );
  while (waiting.length === 0) await tick(10);
  const readiness = createReadiness();
  let drainedBeforeCut = false;
  readiness.drain.addEventListener('abort', () => (drainedBeforeCut = waiting.length > 0));
  const report = await stopGracefully({
    server,
    readiness,
    log,
    graceMs: 0,
    timeoutMs: 300,
    stopJobs: () => Promise.resolve({ interrupted: 1 }),
    closeDatabase: () => {
      events.push('database closed');
      return Promise.resolve();
    },
  });
  expect(report).toEqual({ cut: true, interruptedJobs: 1 });
  // Long work in the request was asked to stop before its connection was cut.
  expect(drainedBeforeCut).toBe(true);
  expect(await inFlight).toBe('cut');
  expect(events).toEqual(['database closed']);
});
