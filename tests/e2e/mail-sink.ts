/**
 * The SMTP server the end-to-end portal sends its mail to (`npm run mail:sink`, started by
 * playwright.config.ts beside the portal): where it listens, and the folder it writes each mail
 * to, read here with mailparser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

const PORT = Number(process.env.E2E_PORT ?? 8091);
export const MAIL_SINK_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
export const MAIL_SINK_DIR = `.tmp/e2e-mail-${PORT}`;

/** Every mail the sink received so far, parsed, oldest first. */
export async function receivedMails(): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(MAIL_SINK_DIR).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  files.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(MAIL_SINK_DIR, f)))));
}

/** The mails to `address` the sink received so far. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const all = await receivedMails();
  return all.filter((m) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((to) =>
      to.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()),
    ),
  );
}
