/**
 * The communiqué rules of spec 3 §4.8 and §5.5: who a communiqué is for (lessors, suppliers,
 * every region or listed ones), its files (an image or a PDF, checked by content, at most
 * 3,000,000 bytes) and its days (start not before today, end not before start). The form and the
 * server both apply them; pure, so they are tested from the spec's tables.
 */

/** Spec 3 §9: the most a communiqué's image or PDF may weigh. */
export const STATEMENT_FILE_MAX_BYTES = 3_000_000;
/** Spec 3 §3.8 / §9: the longest communiqué name. */
export const STATEMENT_NAME_MAX = 256;

export type StatementFileKind = 'png' | 'gif' | 'jpeg' | 'pdf';

export const STATEMENT_FILE_MIME: Readonly<Record<StatementFileKind, string>> = {
  png: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** What the bytes are, by their signature (never by the name or the declared type). */
export function sniffStatementFile(bytes: Uint8Array): StatementFileKind | null {
  const starts = (sig: readonly number[]) =>
    bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) return 'gif';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}

/** The bytes of a base64 data URL, or null when it is not one. */
export function dataUrlBytes(dataUrl: string): Uint8Array | null {
  const m = /^data:[\w.+/-]*(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!m) return null;
  try {
    const bin = atob(m[1]!);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** The decoded size of a base64 data URL without decoding it (for the form's quick check). */
export function dataUrlSize(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const b64 = comma < 0 ? '' : dataUrl.slice(comma + 1);
  const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((b64.length * 3) / 4) - pad);
}

export type StatementFileSlot = 'image' | 'pdf';
export type StatementFileProblem = 'alertLess3MB' | 'alertLabelImg' | 'alertLabelPdf';

/**
 * Spec 3 §5.5: an image must be png, gif or jpeg and the link file a PDF (alertLabelImg /
 * alertLabelPdf otherwise); either at most 3,000,000 bytes (alertLess3MB).
 */
export function statementFileProblem(
  slot: StatementFileSlot,
  kind: StatementFileKind | null,
  size: number,
): StatementFileProblem | null {
  if (slot === 'image' && (kind === null || kind === 'pdf')) return 'alertLabelImg';
  if (slot === 'pdf' && kind !== 'pdf') return 'alertLabelPdf';
  if (size > STATEMENT_FILE_MAX_BYTES) return 'alertLess3MB';
  return null;
}

export interface StatementAudience {
  ForLessor: boolean;
  ForSupplier: boolean;
  AllRegion: boolean;
  Regions: readonly string[];
}

/** How the form's region controls behave for an audience (spec 3 §4.8). */
export interface AudienceControls {
  /** The all-regions switch can be changed. */
  allRegionEnabled: boolean;
  /** The region list is shown and can be changed. */
  regionsEnabled: boolean;
  /** At least one region must be picked. */
  regionsRequired: boolean;
}

/**
 * Spec 3 §4.8: supplier only, no all-regions and no region list; all-regions with lessor, the
 * list is disabled; lessor (with or without supplier) without all-regions, regions are required.
 * Neither flag is a communiqué for everyone, without regions.
 */
export function audienceControls(a: Omit<StatementAudience, 'Regions'>): AudienceControls {
  if (!a.ForLessor)
    return { allRegionEnabled: false, regionsEnabled: false, regionsRequired: false };
  return {
    allRegionEnabled: true,
    regionsEnabled: !a.AllRegion,
    regionsRequired: !a.AllRegion,
  };
}

/** The audience as it is stored: what the controls do not allow is cleared. */
export function normalizeAudience(a: StatementAudience): StatementAudience {
  const c = audienceControls(a);
  const allRegion = a.ForLessor ? a.AllRegion : !a.ForSupplier;
  return {
    ForLessor: a.ForLessor,
    ForSupplier: a.ForSupplier,
    AllRegion: allRegion,
    Regions: c.regionsEnabled ? [...new Set(a.Regions)] : [],
  };
}

export type StatementProblem =
  | 'statementNameRequired'
  | 'statementNameTooLong'
  | 'statementStartRequired'
  | 'statementStartBeforeToday'
  | 'statementEndRequired'
  | 'statementEndBeforeStart'
  | 'statementRegionsRequired'
  | 'statementFileRequired';

export interface StatementFields extends StatementAudience {
  Name: string;
  StartDate: string;
  EndDate: string;
  HasImage: boolean;
  HasPdf: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first problem of a communiqué's fields (spec 3 §5.5), or null. `today` is the calendar day
 * (YYYY-MM-DD); `storedStart` is the start already saved: keeping it is allowed even once past.
 */
export function statementProblem(
  f: StatementFields,
  today: string,
  storedStart: string | null = null,
): StatementProblem | null {
  const name = f.Name.trim();
  if (name === '') return 'statementNameRequired';
  if (name.length > STATEMENT_NAME_MAX) return 'statementNameTooLong';
  if (!ISO_DAY.test(f.StartDate)) return 'statementStartRequired';
  if (f.StartDate < today && f.StartDate !== storedStart) return 'statementStartBeforeToday';
  if (!ISO_DAY.test(f.EndDate)) return 'statementEndRequired';
  if (f.EndDate < f.StartDate) return 'statementEndBeforeStart';
  if (audienceControls(f).regionsRequired && f.Regions.length === 0)
    return 'statementRegionsRequired';
  if (!f.HasImage && !f.HasPdf) return 'statementFileRequired';
  return null;
}

/** Whether a communiqué is shown on a day: active and the day within start and end (inclusive). */
export function isStatementShown(
  s: { Active: boolean; StartDate: string; EndDate: string },
  today: string,
): boolean {
  return s.Active && s.StartDate <= today && today <= s.EndDate;
}
