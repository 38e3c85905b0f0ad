/**
 * The crew and region administration rules (spec 3 §3.9, §3.10, §5.6, §9): the crew form needs a
 * name (at most 256), a code (at most 10), a supplier and a company; the search dialog needs a
 * name (at most 512) or a code (at most 256), else alertSearchCrew. Regions take a code (at most
 * 10) and a name (at most 256). The client shows these problems inline; the server answers the
 * same ones as a translated Message.
 */

/** Spec 3 §9 and §5.6. */
export const CREW_LIMITS = { name: 256, code: 10, searchName: 512, searchCode: 256 } as const;
/** Regions keep the crew limits (the spec gives none of their own). */
export const REGION_LIMITS = { name: 256, code: 10, searchName: 512, searchCode: 256 } as const;

export type CrewProblemKey =
  'alertSearchCrew' | 'alertSearchRegion' | 'crewFieldRequired' | 'crewFieldTooLong';
export interface CrewProblem {
  key: CrewProblemKey;
  params: Record<string, string>;
}

const required = (field: string): CrewProblem => ({ key: 'crewFieldRequired', params: { field } });
const tooLong = (field: string, max: number): CrewProblem => ({
  key: 'crewFieldTooLong',
  params: { field, max: String(max) },
});

/** The crew form's values as the wire carries them (blank texts count as missing). */
export interface CrewFormInput {
  Name: string;
  Code: string;
  SupplierId: number | null;
  CompanyCode: string;
}

/** The first problem of a crew save, in the form's order, or null when it may be saved. */
export function crewFormProblem(f: CrewFormInput): CrewProblem | null {
  const name = f.Name.trim();
  const code = f.Code.trim();
  if (name === '') return required('Name');
  if (name.length > CREW_LIMITS.name) return tooLong('Name', CREW_LIMITS.name);
  if (code === '') return required('Code');
  if (code.length > CREW_LIMITS.code) return tooLong('Code', CREW_LIMITS.code);
  if (f.CompanyCode.trim() === '') return required('Company');
  if (f.SupplierId === null) return required('Supplier');
  return null;
}

/** The search dialog's problem: neither name nor code, or one of them too long. */
export function crewSearchProblem(f: { Name: string; Code: string }): CrewProblem | null {
  return searchProblem(f, CREW_LIMITS, 'alertSearchCrew');
}

/** The region search dialog's problem, as the crew one (alertSearchRegion). */
export function regionSearchProblem(f: { Name: string; Code: string }): CrewProblem | null {
  return searchProblem(f, REGION_LIMITS, 'alertSearchRegion');
}

function searchProblem(
  f: { Name: string; Code: string },
  limits: { searchName: number; searchCode: number },
  empty: 'alertSearchCrew' | 'alertSearchRegion',
): CrewProblem | null {
  const name = f.Name.trim();
  const code = f.Code.trim();
  if (name === '' && code === '') return { key: empty, params: {} };
  if (name.length > limits.searchName) return tooLong('Name', limits.searchName);
  if (code.length > limits.searchCode) return tooLong('Code', limits.searchCode);
  return null;
}

/** The region form: a code and a name within their limits. */
export function regionFormProblem(f: { Code: string; Name: string }): CrewProblem | null {
  const code = f.Code.trim();
  const name = f.Name.trim();
  if (code === '') return required('Code');
  if (code.length > REGION_LIMITS.code) return tooLong('Code', REGION_LIMITS.code);
  if (name === '') return required('Name');
  if (name.length > REGION_LIMITS.name) return tooLong('Name', REGION_LIMITS.name);
  return null;
}

/** Crew codes are kept as typed but compared without surrounding spaces and in capitals. */
export const normalCrewCode = (code: string): string => code.trim().toUpperCase();
