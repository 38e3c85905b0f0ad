import { describe, expect, it } from 'vitest';
import type { Antenna, Group, OrderDetails } from '../../../protocol/maintenance';
import { makeDetails } from '../testing/order-fixtures';
import { partPosition, reviewParts, SITE_PART } from './review-parts';

const base = makeDetails('4000001', []);
const group = (uuidObj: string, sequence: number): Group => ({
  ...base.groups[0]!,
  uuidObj,
  sequence,
  groupText: `Grupo ${sequence}`,
});
const antenna = (n: number): Antenna => ({
  antenna: n,
  technologyCode: '',
  sizeCode: '',
  ncra: 30,
  um: 'M',
  orientation: 90,
  sectorCode: '',
  concessionaireCode: '',
  observations: '',
  comments: '',
  antennaStatusPr: '',
  antennaCommentsPr: '',
  antennaStatusTl: '',
  antennaCommentsTl: '',
  antennaPhotos: [],
  locked: false,
  edited: false,
  error: null,
});
const withInventory = (antennas: Antenna[]): OrderDetails => ({
  ...base,
  groups: [group('b', 2), group('a', 1)],
  inventory: {
    uuidObj: 'inv',
    buildingHeight: 0,
    towerType: '',
    towerHeight: 30,
    generalComments: '',
    characteristics: [],
    groupStatusPr: '',
    groupCommentsPr: '',
    groupStatusTl: '',
    groupCommentsTl: '',
    locked: false,
    antennas,
    technologyOptions: [],
    sizeOptions: [],
    sectorOptions: [],
    concessionaireOptions: [],
  },
});

describe('the parts of an order, in the order a reviewer walks them', () => {
  it('groups by sequence, then the site, then antennas by number', () => {
    const keys = reviewParts(withInventory([antenna(3), antenna(1)])).map((p) => p.key);
    expect(keys).toEqual(['group:a', 'group:b', SITE_PART, 'antenna:1', 'antenna:3']);
  });

  it('an order without inventory is its groups only', () => {
    expect(reviewParts({ ...base, groups: [group('a', 1)] }).map((p) => p.kind)).toEqual(['group']);
  });

  const parts = reviewParts(withInventory([antenna(1), antenna(2)]));
  it.each([
    // key, number, of, previous, next
    ['group:a', 1, 2, null, 'group:b'],
    ['group:b', 2, 2, 'group:a', SITE_PART],
    [SITE_PART, 1, 1, 'group:b', 'antenna:1'],
    ['antenna:1', 1, 2, SITE_PART, 'antenna:2'],
    ['antenna:2', 2, 2, 'antenna:1', null],
    ['gone', 1, 2, null, 'group:b'],
  ])('%s is number %d of %d between %s and %s', (key, number, of, previous, next) => {
    const at = partPosition(parts, key);
    expect(at).toMatchObject({ number, of });
    expect(at?.previous?.key ?? null).toBe(previous);
    expect(at?.next?.key ?? null).toBe(next);
  });

  it('no parts, no position', () => {
    expect(partPosition([], 'group:a')).toBeNull();
  });
});
