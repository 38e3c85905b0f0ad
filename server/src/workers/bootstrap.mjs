/**
 * The entry of every pool thread (pool.ts): loads the TypeScript task module named in workerData
 * with tsx's scoped loader, which works whether or not the process itself runs under tsx (npm
 * start, Vitest, Playwright's server, plain node), and answers each task with its default export.
 * Plain JavaScript without top-level await, so piscina may load it by require() or by import().
 */
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const handler = tsImport(workerData.task, import.meta.url).then((module) => {
  if (typeof module.default !== 'function')
    throw new Error(`${workerData.task}: no default export to run`);
  return module.default;
});
// Started at once, so the thread is ready by its first task; a failure is answered to that task.
handler.catch(() => undefined);

export default async function runTask(input) {
  return (await handler)(input);
}
