/**
 * Masking of outbox recipients for the notifications page: enough to tell messages apart, not
 * enough to read an address or a number off the screen.
 */

/** "admin@ejemplo.com" → "ad***@ej***.com"; "5512345678" → "******5678". */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) {
    const local = to.slice(0, at);
    const domain = to.slice(at + 1);
    const dot = domain.lastIndexOf('.');
    const host = dot > 0 ? domain.slice(0, dot) : domain;
    const tld = dot > 0 ? domain.slice(dot) : '';
    return `${local.slice(0, 2)}***@${host.slice(0, 2)}***${tld}`;
  }
  const digits = to.replace(/\D/g, '');
  if (digits.length >= 4) return `${'*'.repeat(Math.max(digits.length - 4, 2))}${digits.slice(-4)}`;
  return '***';
}
