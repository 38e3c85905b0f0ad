/**
 * Telling people (spec 2): the mails the portal sends about a partner's invoices — registered,
 * paid, a SAT change, a payment complement due in 3 days, a complement refused with its reasons.
 * Each goes through the mail outbox in the caller's transaction, to the active users of the
 * invoice's lessor or supplier code who have an e-mail, in each user's language, and not to a user
 * who turned that kind off on the profile. Every notice is logged by kind and subject first
 * (notice_log), so asking for the same notice again sends nothing: exactly once.
 *
 * Each mail is written in the one mail layout (outbox/mail-layout.ts): the invoice's facts, a
 * button that opens the portal at its public address (`origin`, the configuration's PUBLIC_URL;
 * each caller passes portalOrigin of its configuration) and how to stop these notices.
 */
import { and, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { addCalendarDays as addDays } from '../../../../src/domain/invoicing/statement';
import { complementDue } from '../../../../src/domain/payments';
import {
  BASE_PATH,
  DEFAULT_LANGUAGE,
  toLanguage,
  type Language,
} from '../../../../src/protocol/envelope';
import type { NoticeKind } from '../../../../src/protocol/sat-watch';
import type { WatchState } from '../../../../src/domain/sat-watch';
import type { Db } from '../../db/client';
import {
  erpInvoices,
  erpPaymentItems,
  erpPayments,
  mailOutbox,
  noticeLog,
  notificationPreferences,
  suppliers,
  users,
  userSupplier,
} from '../../db/schema';
import { renderMail, type MailContent, type MailFact } from '../outbox/mail-layout';

/** The transaction a notice is queued in (a registration's, a job step's): any Db handle. */
export type NoticeTx = Db;

export interface Recipient {
  userId: number;
  email: string;
  name: string;
  lang: Language;
}

const padLifnr = (lifnr: string): string => lifnr.trim().padStart(10, '0');

/**
 * The users told about a partner's invoices: active users linked to the lessor / supplier code
 * with an e-mail and without `kind` turned off, each with their language (the one stored with
 * their preferences, else `fallback`).
 */
export async function recipientsOf(
  tx: NoticeTx,
  lifnr: string,
  kind: NoticeKind,
  fallback: Language = DEFAULT_LANGUAGE,
): Promise<Recipient[]> {
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      language: notificationPreferences.language,
      disabled: notificationPreferences.disabled,
    })
    .from(users)
    .innerJoin(userSupplier, eq(userSupplier.userId, users.id))
    .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(suppliers.code, padLifnr(lifnr)),
        eq(users.active, true),
        isNotNull(users.email),
        ne(users.email, ''),
      ),
    )
    .orderBy(users.id);
  const seen = new Set<number>();
  const out: Recipient[] = [];
  for (const r of rows) {
    if (seen.has(r.userId) || (r.disabled ?? []).includes(kind)) continue;
    seen.add(r.userId);
    out.push({
      userId: r.userId,
      email: r.email ?? '',
      name: r.name,
      lang: r.language ? toLanguage(r.language) : fallback,
    });
  }
  return out;
}

/** Logs the notice; false when it was given before (nothing more is sent). */
async function firstTime(tx: NoticeTx, kind: NoticeKind, subject: string): Promise<boolean> {
  const inserted = await tx
    .insert(noticeLog)
    .values({ kind, subject })
    .onConflictDoNothing()
    .returning({ kind: noticeLog.kind });
  return inserted.length > 0;
}

/** What a notice says, in one recipient's language: the layout adds greeting, button and footer. */
interface Notice {
  subject: string;
  paragraphs: readonly string[];
  facts?: readonly MailFact[];
  listTitle?: string;
  list?: readonly string[];
}

/**
 * The notice as a whole mail to `r`: greeting, the notice, the button that opens the portal (its
 * home: each role reaches its own account statement from there; none when `origin` is empty) and
 * the footer.
 */
function noticeMail(r: Recipient, origin: string, notice: Notice): MailContent {
  const es = r.lang === 'es';
  return {
    lang: r.lang,
    ...notice,
    greeting: es ? `Estimado(a) ${r.name}:` : `Dear ${r.name}:`,
    ...(origin
      ? {
          action: {
            label: es ? 'Abrir PortalPRO' : 'Open PortalPRO',
            url: `${origin}${BASE_PATH}`,
          },
        }
      : {}),
    footer: es
      ? 'Puede consultarlo en el estado de cuenta de PortalPRO. Puede dejar de recibir estos avisos en su perfil.'
      : 'You can see it in the PortalPRO account statement. You can stop these notices on your profile.',
  };
}

/** Queues one mail per recipient, written in the recipient's language. */
async function queue(
  tx: NoticeTx,
  kind: NoticeKind,
  recipients: readonly Recipient[],
  origin: string,
  write: (r: Recipient) => Notice,
): Promise<number> {
  if (recipients.length === 0) return 0;
  await tx.insert(mailOutbox).values(
    recipients.map((r) => {
      const m = renderMail(noticeMail(r, origin, write(r)));
      return {
        to: r.email,
        subject: m.subject,
        body: m.text,
        html: m.html,
        template: kind,
        userId: r.userId,
      };
    }),
  );
  return recipients.length;
}

/** The invoice facts the mails quote. */
interface InvoiceFacts {
  id: number;
  bukrs: string;
  lifnr: string;
  belnr: string;
  gjahr: string;
  xblnr: string;
  uuid: string;
  total: string;
  currency: string;
  augdt: string | null;
  augbl: string | null;
}

const FACT_COLUMNS = {
  id: erpInvoices.id,
  bukrs: erpInvoices.bukrs,
  lifnr: erpInvoices.lifnr,
  belnr: erpInvoices.belnr,
  gjahr: erpInvoices.gjahr,
  xblnr: erpInvoices.xblnr,
  uuid: erpInvoices.uuid,
  total: erpInvoices.total,
  currency: erpInvoices.currency,
  augdt: erpInvoices.augdt,
  augbl: erpInvoices.augbl,
};

async function invoiceById(tx: NoticeTx, id: number): Promise<InvoiceFacts | null> {
  const [row] = await tx.select(FACT_COLUMNS).from(erpInvoices).where(eq(erpInvoices.id, id));
  return row ?? null;
}

/** dd-mm-yyyy of an ISO date. */
const dmy = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('-');

/** The invoice's facts every invoice notice quotes. */
function invoiceFacts(lang: Language, i: InvoiceFacts): MailFact[] {
  const es = lang === 'es';
  return [
    [es ? 'Factura' : 'Invoice', i.xblnr || i.belnr],
    [es ? 'Sociedad' : 'Company', i.bukrs],
    [es ? 'Documento' : 'Document', `${i.belnr}/${i.gjahr}`],
    ['UUID', i.uuid],
    ['Total', `${i.total} ${i.currency}`],
  ];
}

/** A watched state's name in a mail. */
export const STATE_NAMES: Record<WatchState, Record<Language, string>> = {
  vigente: { es: 'Vigente', en: 'Valid' },
  cancelling: { es: 'Cancelación en proceso', en: 'Cancellation in process' },
  cancelled: { es: 'Cancelado', en: 'Cancelled' },
  notFound: { es: 'No encontrado', en: 'Not found' },
};

/**
 * An invoice was registered: call it inside the registration's transaction, once the invoice row
 * is inserted (the `alongside` of a registration). `lang` is the language of users who never
 * saved preferences (the registering request's); `origin` the portal's public address the mail
 * links to. Returns the mails queued.
 */
export async function notifyInvoiceRegistered(
  tx: NoticeTx,
  invoice: { bukrs: string; uuid: string },
  lang: Language,
  origin: string,
): Promise<number> {
  const [row] = await tx
    .select(FACT_COLUMNS)
    .from(erpInvoices)
    .where(
      and(
        eq(erpInvoices.bukrs, invoice.bukrs.trim()),
        eq(erpInvoices.uuid, invoice.uuid.trim().toUpperCase()),
      ),
    );
  if (!row || !(await firstTime(tx, 'invoiceRegistered', String(row.id)))) return 0;
  const to = await recipientsOf(tx, row.lifnr, 'invoiceRegistered', lang);
  return queue(tx, 'invoiceRegistered', to, origin, (r) => ({
    subject:
      r.lang === 'es'
        ? `PortalPRO: factura ${row.xblnr || row.belnr} registrada`
        : `PortalPRO: invoice ${row.xblnr || row.belnr} registered`,
    paragraphs: [
      r.lang === 'es' ? 'Su factura quedó registrada.' : 'Your invoice has been registered.',
    ],
    facts: invoiceFacts(r.lang, row),
  }));
}

/** An invoice's item was cleared (AUGDT): once per invoice, whoever notices it. */
export async function notifyInvoicePaid(
  tx: NoticeTx,
  invoiceId: number,
  origin: string,
): Promise<number> {
  const row = await invoiceById(tx, invoiceId);
  if (!row?.augdt || !(await firstTime(tx, 'invoicePaid', String(row.id)))) return 0;
  const paidOn = dmy(row.augdt);
  const to = await recipientsOf(tx, row.lifnr, 'invoicePaid');
  return queue(tx, 'invoicePaid', to, origin, (r) => ({
    subject:
      r.lang === 'es'
        ? `PortalPRO: factura ${row.xblnr || row.belnr} pagada`
        : `PortalPRO: invoice ${row.xblnr || row.belnr} paid`,
    paragraphs: [
      r.lang === 'es'
        ? `Su factura fue pagada el ${paidOn} (documento de pago ${row.augbl ?? ''}).`
        : `Your invoice was paid on ${paidOn} (payment document ${row.augbl ?? ''}).`,
    ],
    facts: [
      ...invoiceFacts(r.lang, row),
      [r.lang === 'es' ? 'Fecha de pago' : 'Paid on', paidOn],
      [r.lang === 'es' ? 'Documento de pago' : 'Payment document', row.augbl ?? ''],
    ],
  }));
}

/** A change the re-check found: the state, or the issuer's 69-B listing. */
export interface SatChange {
  alertId: number;
  invoiceId: number;
  kind: 'state' | 'listed69b';
  oldValue: string;
  newValue: string;
}

/** A SAT change of an invoice, to its owner: once per alert. */
export async function notifySatChange(
  tx: NoticeTx,
  change: SatChange,
  origin: string,
): Promise<number> {
  const row = await invoiceById(tx, change.invoiceId);
  if (!row || !(await firstTime(tx, 'satChange', String(change.alertId)))) return 0;
  const to = await recipientsOf(tx, row.lifnr, 'satChange');
  const what = (lang: Language): string => {
    if (change.kind === 'listed69b')
      return change.newValue === 'yes'
        ? lang === 'es'
          ? 'El emisor de la factura aparece ahora en la lista del artículo 69-B del SAT (operaciones presuntamente inexistentes).'
          : "The invoice's issuer is now on the SAT's article 69-B list (presumed non-existent operations)."
        : lang === 'es'
          ? 'El emisor de la factura ya no aparece en la lista del artículo 69-B del SAT.'
          : "The invoice's issuer is no longer on the SAT's article 69-B list.";
    const name = (s: string) => STATE_NAMES[s as WatchState]?.[lang] ?? s;
    return lang === 'es'
      ? `El SAT reporta ahora la factura como: ${name(change.newValue)} (antes: ${name(change.oldValue)}).`
      : `The SAT now reports the invoice as: ${name(change.newValue)} (before: ${name(change.oldValue)}).`;
  };
  return queue(tx, 'satChange', to, origin, (r) => ({
    subject:
      r.lang === 'es'
        ? `PortalPRO: cambio ante el SAT de la factura ${row.xblnr || row.belnr}`
        : `PortalPRO: SAT change of invoice ${row.xblnr || row.belnr}`,
    paragraphs: [what(r.lang)],
    facts: invoiceFacts(r.lang, row),
  }));
}

/** A payment whose complement (CFDI type P) is due: what notifyComplementDue needs. */
export interface ComplementDue {
  bukrs: string;
  /** The lessor or supplier code. */
  lifnr: string;
  /** The payment (clearing document AUGBL) and its fiscal year: the notice's identity. */
  payment: string;
  paymentYear: string;
  /** The date the payment was made (YYYY-MM-DD) and the complement's deadline (the 10th of the next month). */
  paidOn: string;
  deadline: string;
  /** The invoices the payment covers: reference and UUID. */
  invoices: readonly { xblnr: string; uuid: string }[];
}

/**
 * A payment complement is due in 3 days (for the payments work's reminder step). Once per payment
 * (company, partner, AUGBL, year): a second call for the same payment sends nothing. Returns the
 * mails queued.
 */
export async function notifyComplementDue(
  tx: NoticeTx,
  due: ComplementDue,
  origin: string,
): Promise<number> {
  const subject = [due.bukrs, padLifnr(due.lifnr), due.payment, due.paymentYear].join('|');
  if (!(await firstTime(tx, 'complementDue', subject))) return 0;
  const to = await recipientsOf(tx, due.lifnr, 'complementDue');
  const list = due.invoices.map((i) => `${i.xblnr} (UUID ${i.uuid})`);
  return queue(tx, 'complementDue', to, origin, (r) => {
    const es = r.lang === 'es';
    return {
      subject: es
        ? `PortalPRO: el complemento de pago vence el ${dmy(due.deadline)}`
        : `PortalPRO: payment complement due on ${dmy(due.deadline)}`,
      paragraphs: [
        es
          ? `El pago ${due.payment} del ${dmy(due.paidOn)} (sociedad ${due.bukrs}) aún no tiene su complemento de pago. ` +
            `Debe enviarlo a más tardar el ${dmy(due.deadline)}.`
          : `Payment ${due.payment} of ${dmy(due.paidOn)} (company ${due.bukrs}) still has no payment complement. ` +
            `Send it by ${dmy(due.deadline)}.`,
      ],
      facts: [
        [es ? 'Pago' : 'Payment', due.payment],
        [es ? 'Sociedad' : 'Company', due.bukrs],
        [es ? 'Fecha de pago' : 'Paid on', dmy(due.paidOn)],
        [es ? 'Fecha límite' : 'Deadline', dmy(due.deadline)],
      ],
      listTitle: es ? 'Facturas que cubre:' : 'Invoices it covers:',
      list,
    };
  });
}

/** A refused payment complement: what notifyComplementRefused needs. */
export interface ComplementRefused {
  bukrs: string;
  lifnr: string;
  /** The complement's UUID ('' when it could not be read). */
  uuid: string;
  /**
   * What identifies this refusal (e.g. the request id or idempotency key of the attempt): the
   * same attempt reported twice sends one mail; a new attempt is a new notice.
   */
  attempt: string;
  /** The refusal's reasons in the recipient's language (e.g. `(lang) => lines.map(l => message(l.key, lang))`). */
  reasons: (lang: Language) => readonly string[];
}

/** A payment complement was refused, with its reasons, once per attempt. Returns the mails queued. */
export async function notifyComplementRefused(
  tx: NoticeTx,
  refused: ComplementRefused,
  origin: string,
): Promise<number> {
  const subject = [refused.bukrs, padLifnr(refused.lifnr), refused.attempt].join('|');
  if (!(await firstTime(tx, 'complementRefused', subject))) return 0;
  const to = await recipientsOf(tx, refused.lifnr, 'complementRefused');
  return queue(tx, 'complementRefused', to, origin, (r) => {
    const es = r.lang === 'es';
    const id = refused.uuid ? ` ${refused.uuid}` : '';
    const facts: MailFact[] = [[es ? 'Sociedad' : 'Company', refused.bukrs]];
    if (refused.uuid) facts.push(['UUID', refused.uuid]);
    return {
      subject: es
        ? 'PortalPRO: complemento de pago rechazado'
        : 'PortalPRO: payment complement refused',
      paragraphs: [
        es
          ? `El complemento de pago${id} (sociedad ${refused.bukrs}) fue rechazado. Corrija lo que se indica y envíelo de nuevo.`
          : `The payment complement${id} (company ${refused.bukrs}) was refused. Correct what is listed and send it again.`,
      ],
      facts,
      listTitle: es ? 'Motivos:' : 'Reasons:',
      list: refused.reasons(r.lang),
    };
  });
}

/**
 * The job step that tells owners their invoices were paid: registered invoices (within the watch's
 * 12 months) whose item was cleared on or after `clearedSince` and not yet told. Returns the
 * invoices noticed.
 */
export async function noticePaidInvoices(
  db: Db,
  registeredSince: Date,
  clearedSince: string,
  origin: string,
): Promise<number> {
  const due = await db
    .select({ id: erpInvoices.id })
    .from(erpInvoices)
    .where(
      and(
        isNotNull(erpInvoices.augdt),
        sql`${erpInvoices.augdt} >= ${clearedSince}`,
        sql`${erpInvoices.registeredAt} >= ${registeredSince.toISOString()}`,
        sql`not exists (select 1 from ${noticeLog} where ${noticeLog.kind} = 'invoicePaid' and ${noticeLog.subject} = ${erpInvoices.id}::text)`,
      ),
    )
    .orderBy(erpInvoices.id);
  let noticed = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const before = await tx
        .select({ kind: noticeLog.kind })
        .from(noticeLog)
        .where(and(eq(noticeLog.kind, 'invoicePaid'), eq(noticeLog.subject, String(id))));
      if (before.length > 0) return;
      await notifyInvoicePaid(tx, id, origin);
      noticed += 1;
    });
  }
  return noticed;
}

/** A reminder goes when this many days or fewer are left to a complement's deadline. */
export const COMPLEMENT_REMINDER_DAYS = 3;

/**
 * The reminders of the job's pass: each payment with items still waiting for their complement
 * (PPD, none registered) whose deadline is today or within COMPLEMENT_REMINDER_DAYS, told once
 * (notifyComplementDue logs it). Payments older than two months are past any reminder.
 */
export async function noticeComplementsDue(db: Db, today: string, origin: string): Promise<number> {
  const since = addDays(today, -62);
  const rows = await db
    .select({
      bukrs: erpPayments.bukrs,
      lifnr: erpPayments.lifnr,
      augbl: erpPayments.augbl,
      gjahr: erpPayments.gjahr,
      augdt: erpPayments.augdt,
      xblnr: erpInvoices.xblnr,
      uuid: erpInvoices.uuid,
    })
    .from(erpPaymentItems)
    .innerJoin(erpPayments, eq(erpPayments.id, erpPaymentItems.paymentId))
    .innerJoin(erpInvoices, eq(erpInvoices.id, erpPaymentItems.invoiceId))
    .where(
      and(
        eq(erpPaymentItems.paymentMethod, 'PPD'),
        isNull(erpPaymentItems.complementId),
        gte(erpPayments.augdt, since),
      ),
    )
    .orderBy(erpPayments.augdt, erpPayments.augbl);
  const payments = new Map<string, ComplementDue>();
  for (const r of rows) {
    const { deadline, daysLeft } = complementDue(r.augdt, today);
    if (daysLeft < 0 || daysLeft > COMPLEMENT_REMINDER_DAYS) continue;
    const key = [r.bukrs, r.lifnr, r.augbl, r.gjahr].join('|');
    const due = payments.get(key) ?? {
      bukrs: r.bukrs,
      lifnr: r.lifnr,
      payment: r.augbl,
      paymentYear: r.gjahr,
      paidOn: r.augdt,
      deadline,
      invoices: [],
    };
    payments.set(key, { ...due, invoices: [...due.invoices, { xblnr: r.xblnr, uuid: r.uuid }] });
  }
  let sent = 0;
  for (const due of payments.values()) {
    await db.transaction(async (tx) => {
      if ((await notifyComplementDue(tx, due, origin)) > 0) sent += 1;
    });
  }
  return sent;
}
