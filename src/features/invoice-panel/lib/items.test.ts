import { describe, expect, it } from 'vitest';
import { initialValidation, reduceValidation } from '../../../domain/cfdi/validation-items';
import { groupResult, validationItemsOf, type TranslatedCheck } from './items';

const check = (id: string, status: TranslatedCheck['status'], message = id): TranslatedCheck => ({
  id,
  group: id.split('.')[0]!,
  status,
  message,
});

describe('validation items', () => {
  it('lists one item per group and per SAT answer; the variable flow has no duplicate check', () => {
    const lessor = initialValidation(validationItemsOf('periods'));
    expect(lessor.items.map((i) => i.id)).toContain('seal');
    expect(lessor.items.find((i) => i.id === 'sat.duplicateId')?.status).toBe('pending');
    const mt = initialValidation(validationItemsOf('mt'));
    expect(mt.items.find((i) => i.id === 'sat.duplicateId')?.status).toBe('exclude');
  });

  it('a payment complement asks the tax authority only its status and reception', () => {
    const payment = initialValidation(validationItemsOf('payment'));
    const excluded = payment.items.filter((i) => i.status === 'exclude').map((i) => i.id);
    expect(excluded).toEqual(['sat.duplicateId', 'sat.blacklist']);
    expect(payment.items.find((i) => i.id === 'portal')?.status).toBe('pending');
  });

  it('judges a group: error over warning over success, excluded when nothing ran', () => {
    const checks = [
      check('sums.a', 'success'),
      check('sums.b', 'warning', 'ojo'),
      check('sums.c', 'error', 'mal'),
      check('pagos.a', 'exclude'),
      check('rfc.a', 'success'),
      check('rfc.b', 'warning', 'aviso'),
    ];
    expect(groupResult(checks, 'sums')).toEqual({ status: 'error', message: 'mal\nojo', ran: 3 });
    expect(groupResult(checks, 'rfc')).toEqual({ status: 'warning', message: 'aviso', ran: 2 });
    expect(groupResult(checks, 'pagos')).toEqual({ status: 'exclude', message: '', ran: 0 });
  });

  it('sends once when every item settled valid, and again only after a file change', () => {
    let state = reduceValidation(initialValidation(validationItemsOf('mt')), {
      type: 'start',
    }).state;
    let sends = 0;
    for (const item of state.items) {
      if (item.status === 'exclude') continue;
      const t = reduceValidation(state, { type: 'result', id: item.id, status: 'success' });
      state = t.state;
      if (t.send) sends++;
    }
    expect(sends).toBe(1);
    expect(reduceValidation(state, { type: 'result', id: 'seal', status: 'success' }).send).toBe(
      false,
    );
    state = reduceValidation(state, { type: 'fileChanged' }).state;
    expect(state.sent).toBe(false);
  });
});
