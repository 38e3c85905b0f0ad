import { describe, expect, it } from 'vitest';
import { checkOrderQuantity, fromMilli, padClientId, shipToStatus, toMilli } from './customers';

describe('shipToStatus (spec 3 §4.9)', () => {
  it.each([
    ['Autorizado en SAP', 'Ejecutado', 'green'],
    ['Rechazado', 'Rechazado', 'orange'],
    ['En revisión', 'Pendiente', 'blue'],
    ['Pendiente', 'Pendiente', 'blue'],
    ['', 'Pendiente', 'blue'],
    ['autorizado en sap', 'Pendiente', 'blue'],
    ['Rechazado por crédito', 'Pendiente', 'blue'],
  ] as const)('%j → %s (%s)', (sap, status, colour) => {
    expect(shipToStatus(sap)).toEqual({ status, colour });
  });
});

describe('padClientId (spec 3 §5.7)', () => {
  it.each([
    ['300001', '0000300001'],
    ['0000300001', '0000300001'],
    [' 300002 ', '0000300002'],
    ['1', '0000000001'],
    ['12345678901', null],
    ['30000A', null],
    ['', null],
  ] as const)('%j → %j', (id, padded) => {
    expect(padClientId(id)).toBe(padded);
  });
});

describe('checkOrderQuantity', () => {
  it.each([
    [10, '25.000', 'ok'],
    [25, '25.000', 'ok'],
    [25.001, '25.000', 'aboveRemaining'],
    [0.5, '0.500', 'ok'],
    [1, '0.000', 'aboveRemaining'],
    [0, '10.000', 'notPositive'],
    [-1, '10.000', 'notPositive'],
    [1.2345, '10.000', 'tooPrecise'],
  ] as const)('%d of %s → %s', (quantity, remaining, verdict) => {
    expect(checkOrderQuantity(quantity, remaining)).toBe(verdict);
  });

  it('counts in thousandths both ways', () => {
    expect(toMilli('12.5')).toBe(12_500);
    expect(fromMilli(12_500)).toBe('12.500');
    expect(fromMilli(7)).toBe('0.007');
  });
});
