/**
 * How the e-mail a requester typed compares with the one the ERP holds for the partner: what the
 * reviewer decides on. The same address (case and surrounding spaces aside), another mailbox of
 * the same domain, another domain, or no e-mail in the ERP at all.
 */
export type EmailComparison = 'same' | 'sameDomain' | 'otherDomain' | 'noErpEmail';

const normal = (email: string) => email.trim().toLowerCase();
const domainOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1);
};

export function compareEmails(typed: string, erp: string | null): EmailComparison {
  if (erp === null || erp.trim() === '') return 'noErpEmail';
  const a = normal(typed);
  const b = normal(erp);
  if (a === b) return 'same';
  const domain = domainOf(a);
  return domain !== '' && domain === domainOf(b) ? 'sameDomain' : 'otherDomain';
}
