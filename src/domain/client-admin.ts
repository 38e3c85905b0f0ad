/**
 * The client administration's form and search rules (spec 3 §3.16, §9 "client id padded to 10
 * digits"): a principal client needs a code of 1 to 10 digits and a company; its associated
 * clients are codes of 1 to 10 digits, none the principal itself, none twice, at most 50. The
 * search dialog needs a name or a code (alertSearchClient). The page shows these problems inline;
 * the server answers the same ones as a translated Message, then checks the ERP and the portal.
 */
import { padClientId } from './customers/customers';

export const CLIENT_LIMITS = { children: 50, searchName: 512, searchCode: 256 } as const;

export type ClientProblemKey =
  | 'alertSearchClient'
  | 'clientCodeRequired'
  | 'clientCompanyRequired'
  | 'clientSearchNameTooLong'
  | 'clientSearchCodeTooLong'
  | 'clientCodeInvalid'
  | 'clientChildSelf'
  | 'clientChildRepeated'
  | 'clientTooManyChildren';

/** A problem and the form field it belongs to (Code, Company, Children, Name). */
export interface ClientProblem {
  key: ClientProblemKey;
  params: Record<string, string>;
}

export interface ClientFormInput {
  Code: string;
  CompanyId: string;
  Children: readonly { Code: string }[];
}

const problem = (key: ClientProblemKey, params: Record<string, string>): ClientProblem => ({
  key,
  params,
});

/** The first problem of a client save, in the form's order, or null when it may be saved. */
export function clientFormProblem(f: ClientFormInput): ClientProblem | null {
  const code = f.Code.trim();
  if (code === '') return problem('clientCodeRequired', { field: 'Code' });
  const parent = padClientId(code);
  if (parent === null) return problem('clientCodeInvalid', { field: 'Code', code });
  if (f.CompanyId.trim() === '') return problem('clientCompanyRequired', { field: 'Company' });
  return childrenProblem(parent, f.Children);
}

/**
 * The first problem of a principal's associated clients (null parent: not typed yet), or null:
 * at most 50, each 1 to 10 digits, none the principal, none twice.
 */
export function childrenProblem(
  parent: string | null,
  children: readonly { Code: string }[],
): ClientProblem | null {
  if (children.length > CLIENT_LIMITS.children)
    return problem('clientTooManyChildren', {
      field: 'Children',
      max: String(CLIENT_LIMITS.children),
    });
  const seen = new Set<string>();
  for (const child of children) {
    const typed = child.Code.trim();
    const padded = padClientId(typed);
    if (padded === null) return problem('clientCodeInvalid', { field: 'Children', code: typed });
    if (padded === parent) return problem('clientChildSelf', { field: 'Children', code: padded });
    if (seen.has(padded))
      return problem('clientChildRepeated', { field: 'Children', code: padded });
    seen.add(padded);
  }
  return null;
}

/** The search dialog's problem: neither name nor code, or one of them too long. */
export function clientSearchProblem(f: { Name: string; Code: string }): ClientProblem | null {
  const name = f.Name.trim();
  const code = f.Code.trim();
  if (name === '' && code === '') return problem('alertSearchClient', {});
  if (name.length > CLIENT_LIMITS.searchName)
    return problem('clientSearchNameTooLong', {
      field: 'Name',
      max: String(CLIENT_LIMITS.searchName),
    });
  if (code.length > CLIENT_LIMITS.searchCode)
    return problem('clientSearchCodeTooLong', {
      field: 'Code',
      max: String(CLIENT_LIMITS.searchCode),
    });
  return null;
}
