import { describe, expect, it } from 'vitest';
import {
  ORDER_TYPE_LABELS,
  canRevert,
  orderStatusLabel,
  planRevert,
  revertReviewStatus,
  showsRegionSelector,
  statusFilterOptions,
} from './order-status';
import {
  ORDER_STATUS_CODES,
  isOrderStatusCode,
  type OrderStatusCode,
  type PageMode,
} from './types';

// Spec 3 §4.4.
describe('order status codes', () => {
  it.each<[OrderStatusCode, string, string]>([
    ['01', 'Confirmado', 'Confirmed'],
    ['02', 'Asignado', 'Assigned'],
    ['03', 'Ejecutado', 'Executed'],
    ['04', 'Rechazado por proveedor', 'Rejected by supplier'],
    ['05', 'Validado por proveedor', 'Validated by supplier'],
    ['06', 'Rechazado por operador', 'Rejected by the operator'],
    ['07', 'Validado por operador', 'Validated by the operator'],
  ])('%s is %s / %s', (code, es, en) => {
    expect(orderStatusLabel(code)).toBe(es);
    expect(orderStatusLabel(code, 'en')).toBe(en);
    expect(isOrderStatusCode(code)).toBe(true);
  });

  it.each(['00', '08', '1', 'VAPV', ''])('%j is not an order status', (code) => {
    expect(isOrderStatusCode(code)).toBe(false);
  });

  it('order types TS01-TS03', () => {
    expect(ORDER_TYPE_LABELS.TS01.en).toBe('Preventive maintenance');
    expect(ORDER_TYPE_LABELS.TS02.en).toBe('Corrective maintenance');
    expect(ORDER_TYPE_LABELS.TS03.en).toBe('Major maintenance');
  });
});

describe('statusFilterOptions', () => {
  it.each<[PageMode, OrderStatusCode[]]>([
    ['review', [...ORDER_STATUS_CODES]],
    ['operator', [...ORDER_STATUS_CODES]],
    ['consult', ['02', '03', '04', '05', '06', '07']],
    ['revert', ['06', '07']],
  ])('%s offers %j', (mode, expected) => {
    expect(statusFilterOptions(mode)).toEqual(expected);
  });
});

describe('showsRegionSelector: consult, revert and operator pages only', () => {
  it.each<[PageMode, boolean]>([
    ['review', false],
    ['operator', true],
    ['consult', true],
    ['revert', true],
  ])('%s: %s', (mode, expected) => expect(showsRegionSelector(mode)).toBe(expected));
});

describe('revert', () => {
  it.each<[OrderStatusCode, 'RETL' | 'VATL']>([
    ['06', 'RETL'],
    ['07', 'VATL'],
    ['05', 'VATL'],
  ])('status %s reverts with %s', (status, expected) => {
    expect(revertReviewStatus(status)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['', false],
    ['   ', false],
    ['x', true],
    [' motivo ', true],
  ])('comment %j enables the button: %s', (comment, expected) => {
    expect(canRevert(comment)).toBe(expected);
  });

  it.each<[OrderStatusCode, string, ReturnType<typeof planRevert>]>([
    [
      '06',
      ' foto equivocada ',
      { ok: true, reviewStatus: 'RETL', nextOrderStatus: 'VAPR', comment: 'foto equivocada' },
    ],
    [
      '07',
      'revisar',
      { ok: true, reviewStatus: 'VATL', nextOrderStatus: 'VAPR', comment: 'revisar' },
    ],
    ['06', '', { ok: false, error: 'fieldRequired' }],
    ['07', ' ', { ok: false, error: 'fieldRequired' }],
    ['05', 'x', { ok: false, error: 'notRevertible' }],
    ['01', 'x', { ok: false, error: 'notRevertible' }],
  ])('status %s, comment %j', (status, comment, expected) => {
    expect(planRevert(status, comment)).toEqual(expected);
  });
});
