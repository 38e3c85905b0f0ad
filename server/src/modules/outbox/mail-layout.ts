/**
 * The one layout of every mail the portal writes (recovery link, activation, the administrator's
 * invitation, the invoice notices): a mail is described once, as structured content, and written
 * from that as its plain-text part and its HTML part, so both always say the same.
 *
 * The HTML is meant for the mail clients people read it in (Gmail, Outlook, Apple Mail, phones):
 * a complete document, a table layout at most 600 px wide, inline styles only, system fonts, and
 * no images at all — the brand is the name "PortalPRO" in the header bar. Every value is escaped
 * (names, invoice references and refusal reasons come from users and outside systems) and only an
 * http(s) address is ever made a link.
 */
import type { Language } from '../../../../src/protocol/envelope';

/** One "Label: value" line of a mail (a user name, an invoice's UUID, a total). */
export type MailFact = readonly [label: string, value: string];

/** The mail's one call to action: a button in HTML, "Label:\n<url>" in the text part. */
export interface MailAction {
  label: string;
  url: string;
}

export interface MailContent {
  /** The recipient's language: the document's `lang` and the layout's own few words. */
  lang: Language;
  subject: string;
  /** The summary clients show beside the subject (hidden in the body); default the first paragraph. */
  preheader?: string;
  /** "Estimado(a) …:", its own line before the paragraphs. */
  greeting?: string;
  paragraphs: readonly string[];
  facts?: readonly MailFact[];
  /** The line that introduces the list ("Facturas que cubre:"). */
  listTitle?: string;
  list?: readonly string[];
  action?: MailAction;
  /** Small print after the action ("if you did not ask for this, ignore it"). */
  notes?: readonly string[];
  /** The last line, apart from the rest (how to stop these notices). */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part: a complete document. */
  html: string;
}

/** The portal's colours: primary (header bar, button) and accent (a thin line only). */
export const MAIL_PRIMARY = '#0B3D91';
export const MAIL_ACCENT = '#EB0045';
const TEXT = '#1a1a1a';
const MUTED = '#4a4a4a';
const PAGE = '#f2f4f7';
const RULE = '#d9dde3';
const FONT = 'Arial, Helvetica, sans-serif';

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

/** The address when it is an absolute http(s) URL fit for an href, else null (never linked). */
export function linkableUrl(url: string): string | null {
  if (!/^https?:\/\/[^\s"'<>`\\]+$/i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const BUTTON_FALLBACK: Record<Language, string> = {
  es: 'Si el botón no funciona, copie esta dirección en su navegador:',
  en: 'If the button does not work, copy this address into your browser:',
};

/** The plain-text part: blocks separated by a blank line. */
function textOf(c: MailContent): string {
  const blocks: string[] = [];
  if (c.greeting) blocks.push(c.greeting);
  blocks.push(...c.paragraphs);
  if (c.facts?.length)
    blocks.push(c.facts.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (c.list?.length) {
    const items = c.list.map((item) => `- ${item}`).join('\n');
    blocks.push(c.listTitle ? `${c.listTitle}\n${items}` : items);
  }
  if (c.action) blocks.push(`${c.action.label}:\n${c.action.url}`);
  blocks.push(...(c.notes ?? []));
  if (c.footer) blocks.push(c.footer);
  return `${blocks.join('\n\n')}\n`;
}

/** Escaped text with its line breaks kept. */
const lines = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The body text's style, on every element: some clients do not pass it down from the cell. */
const BODY_TEXT = `font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT};`;
const SMALL_TEXT = `font-family:${FONT};font-size:14px;line-height:1.5;color:${MUTED};`;

const paragraph = (text: string, style = BODY_TEXT, margin = '0 0 16px 0'): string =>
  `<p style="margin:${margin};${style}">${lines(text)}</p>`;

/**
 * Each fact as its label over its value: a value (a user name, a temporary password, a UUID) is
 * read and copied whole, never squeezed beside its label on a phone.
 */
function factsHtml(facts: readonly MailFact[]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:0 0 2px 0;${SMALL_TEXT}">${lines(label)}</td></tr>` +
        `<tr><td style="padding:0 0 12px 0;${BODY_TEXT}font-size:17px;font-weight:bold;overflow-wrap:anywhere;word-break:break-word;">${lines(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px 0;border-collapse:collapse;">${rows}</table>`;
}

function listHtml(title: string | undefined, items: readonly string[]): string {
  const head = title ? paragraph(title, BODY_TEXT, '0 0 8px 0') : '';
  const lis = items
    .map((item) => `<li style="margin:0 0 4px 0;${BODY_TEXT}">${lines(item)}</li>`)
    .join('');
  return `${head}<ul style="margin:0 0 16px 0;padding:0 0 0 24px;${BODY_TEXT}">${lis}</ul>`;
}

function actionHtml(lang: Language, action: MailAction): string {
  const url = linkableUrl(action.url);
  if (url === null) {
    // Not a web address: written out, never linked.
    return paragraph(`${action.label}:\n${action.url}`);
  }
  const href = escapeHtml(url);
  const button =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;border-collapse:separate;">` +
    `<tr><td align="center" bgcolor="${MAIL_PRIMARY}" style="background-color:${MAIL_PRIMARY};border-radius:4px;">` +
    `<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:1.25;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(action.label)}</a>` +
    `</td></tr></table>`;
  const fallback =
    `<p style="margin:0 0 16px 0;${SMALL_TEXT}">${escapeHtml(BUTTON_FALLBACK[lang])}<br>` +
    `<a href="${href}" target="_blank" style="color:${MAIL_PRIMARY};text-decoration:underline;word-break:break-all;">${href}</a></p>`;
  return button + fallback;
}

/** The HTML part: a complete document in the table layout. */
function htmlOf(c: MailContent): string {
  const preheader = c.preheader ?? c.paragraphs[0] ?? '';
  const body: string[] = [];
  if (c.greeting) body.push(paragraph(c.greeting));
  for (const p of c.paragraphs) body.push(paragraph(p));
  if (c.facts?.length) body.push(factsHtml(c.facts));
  if (c.list?.length) body.push(listHtml(c.listTitle, c.list));
  if (c.action) body.push(actionHtml(c.lang, c.action));
  for (const n of c.notes ?? []) body.push(paragraph(n, SMALL_TEXT, '0 0 12px 0'));
  const footer = c.footer
    ? `<tr><td style="padding:16px 32px 24px 32px;border-top:1px solid ${RULE};${SMALL_TEXT}">${lines(c.footer)}</td></tr>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${c.lang}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(c.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${PAGE};">`,
    `<div style="display:none;max-height:0;max-width:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${PAGE};opacity:0;">${escapeHtml(preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE}" style="width:100%;background-color:${PAGE};border-collapse:collapse;">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:100%;max-width:600px;background-color:#ffffff;border-collapse:collapse;">`,
    `<tr><td bgcolor="${MAIL_PRIMARY}" style="background-color:${MAIL_PRIMARY};padding:20px 32px;font-family:${FONT};font-size:24px;line-height:1.25;font-weight:bold;color:#ffffff;">PortalPRO</td></tr>`,
    `<tr><td bgcolor="${MAIL_ACCENT}" style="background-color:${MAIL_ACCENT};height:4px;line-height:4px;font-size:4px;">&nbsp;</td></tr>`,
    `<tr><td style="padding:32px 32px 16px 32px;${BODY_TEXT}background-color:#ffffff;">`,
    ...body,
    '</td></tr>',
    footer,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}

/** The mail written from its content: the subject as given, the text part and the HTML part. */
export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: textOf(content), html: htmlOf(content) };
}
