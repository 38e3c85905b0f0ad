import { describe, expect, it } from 'vitest';
import { makeRow } from '../testing/order-fixtures';
import type { OrderRowTexts } from './list-texts';
import { sameOrderItem, type OrderItemProps } from './order-item';

type Item = OrderItemProps<{ row: string }>;
const texts = {} as OrderRowTexts;
const classes = { row: 'r' };
const chip = {} as Item['chip'];
const buttons = {} as Item['buttons'];
const check = {} as Item['check'];
const ROW = makeRow('400000100001');
const COPY = { version: 3, fetchedAt: 0 };

const item = (over: Partial<Item> = {}): Item => ({
  row: ROW,
  selected: false,
  supplier: 'Inmobiliaria Los Arcos',
  actions: [{ action: 'consult', blockedBy: null }],
  statusText: 'Confirmado',
  offline: undefined,
  now: 1000,
  onToggle: () => undefined,
  onAction: () => undefined,
  texts,
  c: classes,
  chip,
  buttons,
  check,
  ...over,
});
describe('an order of the list is drawn again', () => {
  it('not for new callbacks, a new action list with the same actions, or the clock alone', () => {
    const a = item();
    expect(sameOrderItem(a, item({ onToggle: () => undefined }))).toBe(true);
    expect(sameOrderItem(a, item({ actions: [{ action: 'consult', blockedBy: null }] }))).toBe(
      true,
    );
    expect(sameOrderItem(a, item({ now: 2000 }))).toBe(true);
  });

  it('for its data, its selection, its words or an action that became blocked', () => {
    const a = item();
    expect(sameOrderItem(a, item({ row: makeRow('400000100001') }))).toBe(false);
    expect(sameOrderItem(a, item({ selected: true }))).toBe(false);
    expect(sameOrderItem(a, item({ statusText: 'Confirmed' }))).toBe(false);
    expect(
      sameOrderItem(a, item({ actions: [{ action: 'consult', blockedBy: 'notOnDevice' }] })),
    ).toBe(false);
    expect(sameOrderItem(a, item({ c: { row: 'r2' } }))).toBe(false);
  });

  it('for the clock when it shows the age of an offline copy', () => {
    const kept = item({ offline: COPY });
    expect(sameOrderItem(kept, item({ offline: COPY, now: 2000 }))).toBe(false);
    expect(sameOrderItem(kept, item({ offline: COPY, removingOffline: ROW.AUFNR }))).toBe(false);
  });
});
