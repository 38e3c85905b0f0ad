import { describe, expect, it } from 'vitest';
import {
  initialValidation,
  overallValid,
  readyToSend,
  reduceValidation,
  type ItemStatus,
  type ValidationEvent,
  type ValidationItem,
  type ValidationState,
} from './validation-items';

const items = (...s: [ItemStatus, boolean?][]): ValidationItem[] =>
  s.map(([status, optional], i) => ({ id: `i${i}`, status, optional: optional ?? false }));

// Spec 2 §4: valid when every item is success or warning (exclude items do not count).
describe('overallValid', () => {
  it.each<[string, ValidationItem[], boolean]>([
    ['all success', items(['success'], ['success']), true],
    ['success and warning', items(['success'], ['warning']), true],
    ['exclude does not count', items(['success'], ['exclude']), true],
    ['an error', items(['success'], ['error']), false],
    ['a pending item', items(['success'], ['pending']), false],
    ['a loading item', items(['success'], ['loading']), false],
    ['a canceled item', items(['success'], ['canceled']), false],
  ])('%s -> %s', (_name, list, expected) => expect(overallValid(list)).toBe(expected));
});

describe('readyToSend', () => {
  it.each<[string, ValidationItem[], boolean]>([
    ['all valid', items(['success'], ['warning']), true],
    ['an optional error does not hold it back', items(['success'], ['error', true]), true],
    ['a non-optional error holds it back', items(['error'], ['success', true]), false],
    ['an optional item still loading holds it back', items(['success'], ['loading', true]), false],
    ['a canceled non-optional item holds it back', items(['canceled'], ['success']), false],
    ['only excluded items: nothing to send', items(['exclude']), false],
  ])('%s -> %s', (_name, list, expected) => expect(readyToSend(list)).toBe(expected));
});

function run(
  state: ValidationState,
  events: ValidationEvent[],
): { state: ValidationState; sends: number } {
  let sends = 0;
  for (const e of events) {
    const t = reduceValidation(state, e);
    state = t.state;
    if (t.send) sends++;
  }
  return { state, sends };
}

describe('reduceValidation', () => {
  const start = initialValidation([
    { id: 'a' },
    { id: 'b' },
    { id: 'c', optional: true },
    { id: 'x', exclude: true },
  ]);
  const allGood: ValidationEvent[] = [
    { type: 'start' },
    { type: 'loading', id: 'a' },
    { type: 'result', id: 'a', status: 'success' },
    { type: 'result', id: 'b', status: 'warning' },
    { type: 'result', id: 'c', status: 'error' },
  ];

  it('sends automatically once every item settled and the non-optional ones are valid', () => {
    const { state, sends } = run(start, allGood);
    expect(sends).toBe(1);
    expect(state.sent).toBe(true);
    expect(state.buttonEnabled).toBe(false);
  });

  it('sends only once, whatever arrives afterwards', () => {
    const { sends } = run(start, [
      ...allGood,
      { type: 'result', id: 'c', status: 'success' },
      { type: 'result', id: 'a', status: 'success' },
    ]);
    expect(sends).toBe(1);
  });

  it('does not send while an item is loading, nor when a required one failed', () => {
    expect(run(start, allGood.slice(0, 4)).sends).toBe(0);
    const failed = run(start, [
      { type: 'start' },
      { type: 'result', id: 'a', status: 'error' },
      { type: 'result', id: 'b', status: 'success' },
      { type: 'result', id: 'c', status: 'success' },
    ]);
    expect(failed.sends).toBe(0);
    expect(failed.state.buttonEnabled).toBe(true);
  });

  it('a file change resets every item but exclude to pending and re-enables the button', () => {
    const { state } = run(start, [...allGood, { type: 'fileChanged' }]);
    expect(state.items.map((i) => i.status)).toEqual(['pending', 'pending', 'pending', 'exclude']);
    expect(state.buttonEnabled).toBe(true);
    expect(state.sent).toBe(false);
    // The new file may be sent once more, once.
    expect(run(state, allGood).sends).toBe(1);
  });

  it('cancel marks unfinished items canceled and does not send', () => {
    const { state, sends } = run(start, [
      { type: 'start' },
      { type: 'loading', id: 'a' },
      { type: 'result', id: 'b', status: 'success' },
      { type: 'cancel' },
    ]);
    expect(state.items.map((i) => i.status)).toEqual([
      'canceled',
      'success',
      'canceled',
      'exclude',
    ]);
    expect(sends).toBe(0);
    expect(state.buttonEnabled).toBe(true);
  });
});
