/**
 * Run by pool.test.ts as `node --import tsx` (how npm start, npm run serve and Playwright's server
 * run): one task in a pool, its answer printed as JSON, then the pool closed and the process left
 * to end by itself.
 */
import { threadId } from 'node:worker_threads';
import { createTaskPool } from '../pool';
import type { ProbeTask } from './probe-task';

const pool = createTaskPool<ProbeTask, { threadId: number; answer: string }>({
  name: 'probe',
  task: new URL('./probe-task.ts', import.meta.url),
  threads: 1,
  timeoutMs: 20_000,
  maxQueue: 4,
});
const answer = await pool.run({ kind: 'where' });
console.log(JSON.stringify({ main: threadId, ...answer }));
await pool.close();
