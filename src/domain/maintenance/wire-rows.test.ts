import { describe, expect, it } from 'vitest';
import {
  antennaReviewFields,
  antennaRowValues,
  groupReviewFields,
  groupRowValues,
  type AntennaReviewFields,
  type GroupReviewFields,
} from './wire-rows';

describe('wire review fields <-> RowValues', () => {
  it.each<[GroupReviewFields]>([
    [{ groupStatusPr: '', groupCommentsPr: '', groupStatusTl: '', groupCommentsTl: '' }],
    [{ groupStatusPr: 'REPV', groupCommentsPr: 'mal', groupStatusTl: 'VATL', groupCommentsTl: '' }],
  ])('group %j round-trips', (fields) => {
    expect(groupReviewFields(groupRowValues(fields))).toEqual(fields);
  });

  it.each<[AntennaReviewFields]>([
    [
      {
        antennaStatusPr: '',
        antennaCommentsPr: 'x',
        antennaStatusTl: 'RETL',
        antennaCommentsTl: 'y',
      },
    ],
    [
      {
        antennaStatusPr: 'VAPV',
        antennaCommentsPr: '',
        antennaStatusTl: '',
        antennaCommentsTl: '',
      },
    ],
  ])('antenna %j round-trips', (fields) => {
    expect(antennaReviewFields(antennaRowValues(fields))).toEqual(fields);
  });

  it("reads '' as no status", () => {
    expect(
      groupRowValues({
        groupStatusPr: '',
        groupCommentsPr: 'c',
        groupStatusTl: 'RETL',
        groupCommentsTl: 'd',
      }),
    ).toEqual({ Pr: { status: null, comment: 'c' }, Tl: { status: 'RETL', comment: 'd' } });
  });
});
