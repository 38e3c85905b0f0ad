/** A task module for the pool's own tests: answers where it ran, or keeps its thread busy. */
import { threadId } from 'node:worker_threads';

export type ProbeTask = { kind: 'where' } | { kind: 'spin'; ms: number };

enum Answer {
  Done = 'done',
}

export default function runProbe(task: ProbeTask): { threadId: number; answer: Answer } {
  if (task.kind === 'spin') {
    const until = Date.now() + task.ms;
    while (Date.now() < until) {
      // Busy on purpose: a CPU-bound task, like a hostile CFDI.
    }
  }
  return { threadId, answer: Answer.Done };
}
