import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrdersSearch } from './orders-search';

describe('the orders page search params', () => {
  it.each([
    ['a link the app wrote', { order: '400000100099' }, '400000100099'],
    ['a typed link, read as a number', { order: 400000100099 }, '400000100099'],
    ['letters', { order: 'abc' }, undefined],
    ['too long', { order: '1234567890123' }, undefined],
  ])('order from %s', (_, input, expected) => {
    expect(v.parse(OrdersSearch, input).order).toBe(expected);
  });
});
