import { describe, expect, it } from 'vitest';
import { makeDetails } from '../testing/order-fixtures';
import { locatePhotoPart } from './use-photo-order';

describe('where a shown part sits in its order', () => {
  const details = makeDetails('400000100001', []);
  const characteristic = details.groups[0]!.characteristics[0]!;

  it('finds a group characteristic by the very object shown', () => {
    expect(locatePhotoPart(details, characteristic)).toEqual({
      target: { kind: 'characteristic', ownerUuid: 'g1', charSequence: 4 },
      owner: { kind: 'group', id: 'g1' },
    });
  });

  it('does not take an equal object of another order for it', () => {
    expect(locatePhotoPart(details, { ...characteristic })).toBeNull();
  });
});
