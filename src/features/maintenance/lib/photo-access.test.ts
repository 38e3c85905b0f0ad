import { describe, expect, it } from 'vitest';
import type { PageMode, Side } from '../../../domain/maintenance';
import { makeDetails } from '../testing/order-fixtures';
import { orderReviewModel } from '../review/order-review';
import { mayAddPhotos, ownerRow } from './photo-access';

const details = makeDetails('400000100001', []);
const model = orderReviewModel(details, [], 'Pr');
const group = ownerRow(model, { kind: 'group', id: 'g1' });
const lockedModel = orderReviewModel(
  { ...details, orderStatus: 'VAPV', groups: [{ ...details.groups[0]!, groupStatusTl: 'VATL' }] },
  [],
  'Pr',
);
const locked = ownerRow(lockedModel, { kind: 'group', id: 'g1' });

describe('who may add a photo', () => {
  it.each<[string, Side | null, boolean, PageMode, boolean]>([
    ['the lessor on the review page', 'Pr', true, 'review', true],
    ['operator staff on the operator page', 'Tl', false, 'operator', true],
    ['anyone on the consult page', null, true, 'consult', false],
    ['anyone on the revert page', null, false, 'revert', false],
  ])('%s', (_, side, isLessor, mode, expected) => {
    expect(mayAddPhotos(side, { isLessor, mode, orderStatus: 'VAPR' }, group)).toBe(expected);
  });

  it('nobody on a locked row or a part that is not in the order', () => {
    expect(
      mayAddPhotos('Pr', { isLessor: true, mode: 'review', orderStatus: 'VAPV' }, locked),
    ).toBe(false);
    expect(ownerRow(model, { kind: 'group', id: 'other' })).toBeNull();
    expect(mayAddPhotos('Pr', { isLessor: true, mode: 'review', orderStatus: 'VAPR' }, null)).toBe(
      false,
    );
  });
});
