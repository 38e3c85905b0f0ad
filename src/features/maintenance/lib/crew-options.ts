/** The crews the assign dialog offers: the active crews of the order's company (spec 3 §4.6). */
import type { Session } from '../../../protocol/session';
import type { CodeLabel } from './maintenance-context';

type CrewSource = Pick<Session, 'CompanyList' | 'Crews'>;

/**
 * The active crews listed under the order's company; when the session does not list that company,
 * the session's own active crews. Sorted by name, each code once.
 */
export function crewOptions(session: CrewSource | null, companyCode: string): CodeLabel[] {
  if (!session) return [];
  const company = session.CompanyList.find((c) => c.Code === companyCode);
  const crews = company ? company.Crew : session.Crews;
  const seen = new Set<string>();
  const options: CodeLabel[] = [];
  for (const crew of crews) {
    if (!crew.Active || seen.has(crew.Code)) continue;
    seen.add(crew.Code);
    options.push({ code: crew.Code, label: `${crew.Code} · ${crew.Name}` });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label));
}
