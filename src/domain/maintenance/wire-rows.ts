/**
 * Between the wire's review fields (groupStatusPr/…Tl, antennaStatusPr/…Tl, where '' means "no
 * status" as SAP sends it) and the RowValues the rules take (null for no status). Structural
 * shapes, so src/protocol's Group, Inventory and Antenna fit without this folder importing them.
 */
import type { RowValues } from './types';

/** The review fields of a group and of the inventory site group. */
export interface GroupReviewFields {
  groupStatusPr: '' | 'VAPV' | 'REPV';
  groupCommentsPr: string;
  groupStatusTl: '' | 'VATL' | 'RETL';
  groupCommentsTl: string;
}

/** The review fields of an antenna. */
export interface AntennaReviewFields {
  antennaStatusPr: '' | 'VAPV' | 'REPV';
  antennaCommentsPr: string;
  antennaStatusTl: '' | 'VATL' | 'RETL';
  antennaCommentsTl: string;
}

const orNull = <T extends string>(status: '' | T): T | null => (status === '' ? null : status);

export function groupRowValues(fields: GroupReviewFields): RowValues {
  return {
    Pr: { status: orNull(fields.groupStatusPr), comment: fields.groupCommentsPr },
    Tl: { status: orNull(fields.groupStatusTl), comment: fields.groupCommentsTl },
  };
}

export function antennaRowValues(fields: AntennaReviewFields): RowValues {
  return {
    Pr: { status: orNull(fields.antennaStatusPr), comment: fields.antennaCommentsPr },
    Tl: { status: orNull(fields.antennaStatusTl), comment: fields.antennaCommentsTl },
  };
}

export function groupReviewFields(values: RowValues): GroupReviewFields {
  return {
    groupStatusPr: values.Pr.status ?? '',
    groupCommentsPr: values.Pr.comment,
    groupStatusTl: values.Tl.status ?? '',
    groupCommentsTl: values.Tl.comment,
  };
}

export function antennaReviewFields(values: RowValues): AntennaReviewFields {
  return {
    antennaStatusPr: values.Pr.status ?? '',
    antennaCommentsPr: values.Pr.comment,
    antennaStatusTl: values.Tl.status ?? '',
    antennaCommentsTl: values.Tl.comment,
  };
}
