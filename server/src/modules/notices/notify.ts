/**
 * Telling people (issue 19): the mails the portal sends about a partner's invoices — registered,
 * paid, a SAT change, a payment complement due in 3 days, a complement refused with its reasons.
 * Each goes through the mail outbox in the caller's transaction, to the active users of the
 * invoice's lessor or supplier code who have an e-mail, in each user's language, and not to a user
 * who turned that kind off on the profile. Every notice is logged by kind and subject first
 * (notice_log), so asking for the same notice again sends nothing: exactly once.
 */
import { and, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { addCalendarDays as addDays } from '../../../../src/domain/invoicing/statement';
import { complementDue } from '../../../../src/domain/payments';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../../../../src/protocol/envelope';
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

interface Mail {
  subject: string;
  body: string;
}

/** Queues one mail per recipient, written in the recipient's language. */
async function queue(
  tx: NoticeTx,
  kind: NoticeKind,
  recipients: readonly Recipient[],
  write: (r: Recipient) => Mail,
): Promise<number> {
  if (recipients.length === 0) return 0;
  await tx.insert(mailOutbox).values(
    recipients.map((r) => {
      const m = write(r);
      return { to: r.email, subject: m.subject, body: m.body, template: kind, userId: r.userId };
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

const greeting = (lang: Language, name: string) =>
  lang === 'es' ? `Estimado(a) ${name}:\n\n` : `Dear ${name}:\n\n`;
const signature = (lang: Language) =>
  lang === 'es'
    ? '\n\nPuede consultarlo en el estado de cuenta de PortalPRO. Puede dejar de recibir estos avisos en su perfil.'
    : '\n\nYou can see it in the PortalPRO account statement. You can stop these notices on your profile.';

function invoiceLines(lang: Language, i: InvoiceFacts): string {
  const ref = i.xblnr || i.belnr;
  return lang === 'es'
    ? `Factura: ${ref}\nSociedad: ${i.bukrs}\nDocumento: ${i.belnr}/${i.gjahr}\nUUID: ${i.uuid}\nTotal: ${i.total} ${i.currency}`
    : `Invoice: ${ref}\nCompany: ${i.bukrs}\nDocument: ${i.belnr}/${i.gjahr}\nUUID: ${i.uuid}\nTotal: ${i.total} ${i.currency}`;
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
 * saved preferences (the registering request's). Returns the mails queued.
 */
export async function notifyInvoiceRegistered(
  tx: NoticeTx,
  invoice: { bukrs: string; uuid: string },
  lang: Language = DEFAULT_LANGUAGE,
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
  return queue(tx, 'invoiceRegistered', to, (r) => ({
    subject:
      r.lang === 'es'
        ? `PortalPRO: factura ${row.xblnr || row.belnr} registrada`
        : `PortalPRO: invoice ${row.xblnr || row.belnr} registered`,
    body:
      greeting(r.lang, r.name) +
      (r.lang === 'es'
        ? 'Su factura quedó registrada.\n\n'
        : 'Your invoice has been registered.\n\n') +
      invoiceLines(r.lang, row) +
      signature(r.lang),
  }));
}

/** An invoice's item was cleared (AUGDT): once per invoice, whoever notices it. */
export async function notifyInvoicePaid(tx: NoticeTx, invoiceId: number): Promise<number> {
  const row = await invoiceById(tx, invoiceId);
  if (!row?.augdt || !(await firstTime(tx, 'invoicePaid', String(row.id)))) return 0;
  const paidOn = dmy(row.augdt);
  const to = await recipientsOf(tx, row.lifnr, 'invoicePaid');
  return queue(tx, 'invoicePaid', to, (r) => ({
    subject:
      r.lang === 'es'
        ? `PortalPRO: factura ${row.xblnr || row.belnr} pagada`
        : `PortalPRO: invoice ${row.xblnr || row.belnr} paid`,
    body:
      greeting(r.lang, r.name) +
      (r.lang === 'es'
        ? `Su factura fue pagada el ${paidOn} (documento de pago ${row.augbl ?? ''}).\n\n`
        : `Your invoice was paid on ${paidOn} (payment document ${row.augbl ?? ''}).\n\n`) +
      invoiceLines(r.lang, row) +
      signature(r.lang),
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
export async function notifySatChange(tx: NoticeTx, change: SatChange): Promise<number> {
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
  return queue(tx, 'satChange', to, (r) => ({
    subject:
      r.lang === 'es'
        ? `PortalPRO: cambio ante el SAT de la factura ${row.xblnr || row.belnr}`
        : `PortalPRO: SAT change of invoice ${row.xblnr || row.belnr}`,
    body: `${greeting(r.lang, r.name)}${what(r.lang)}\n\n${invoiceLines(r.lang, row)}${signature(r.lang)}`,
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
export async function notifyComplementDue(tx: NoticeTx, due: ComplementDue): Promise<number> {
  const subject = [due.bukrs, padLifnr(due.lifnr), due.payment, due.paymentYear].join('|');
  if (!(await firstTime(tx, 'complementDue', subject))) return 0;
  const to = await recipientsOf(tx, due.lifnr, 'complementDue');
  const list = due.invoices.map((i) => `- ${i.xblnr} (UUID ${i.uuid})`).join('\n');
  return queue(tx, 'complementDue', to, (r) => ({
    subject:
      r.lang === 'es'
        ? `PortalPRO: el complemento de pago vence el ${dmy(due.deadline)}`
        : `PortalPRO: payment complement due on ${dmy(due.deadline)}`,
    body:
      greeting(r.lang, r.name) +
      (r.lang === 'es'
        ? `El pago ${due.payment} del ${dmy(due.paidOn)} (sociedad ${due.bukrs}) aún no tiene su complemento de pago. ` +
          `Debe enviarlo a más tardar el ${dmy(due.deadline)}. Facturas que cubre:\n\n${list}`
        : `Payment ${due.payment} of ${dmy(due.paidOn)} (company ${due.bukrs}) still has no payment complement. ` +
          `Send it by ${dmy(due.deadline)}. Invoices it covers:\n\n${list}`) +
      signature(r.lang),
  }));
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
): Promise<number> {
  const subject = [refused.bukrs, padLifnr(refused.lifnr), refused.attempt].join('|');
  if (!(await firstTime(tx, 'complementRefused', subject))) return 0;
  const to = await recipientsOf(tx, refused.lifnr, 'complementRefused');
  return queue(tx, 'complementRefused', to, (r) => {
    const reasons = refused
      .reasons(r.lang)
      .map((x) => `- ${x}`)
      .join('\n');
    const id = refused.uuid ? ` ${refused.uuid}` : '';
    return {
      subject:
        r.lang === 'es'
          ? 'PortalPRO: complemento de pago rechazado'
          : 'PortalPRO: payment complement refused',
      body:
        greeting(r.lang, r.name) +
        (r.lang === 'es'
          ? `El complemento de pago${id} (sociedad ${refused.bukrs}) fue rechazado por lo siguiente:\n\n${reasons}\n\nCorrija y envíelo de nuevo.`
          : `The payment complement${id} (company ${refused.bukrs}) was refused for the following reasons:\n\n${reasons}\n\nCorrect it and send it again.`) +
        signature(r.lang),
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
      await notifyInvoicePaid(tx, id);
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
export async function noticeComplementsDue(db: Db, today: string): Promise<number> {
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
      if ((await notifyComplementDue(tx, due)) > 0) sent += 1;
    });
  }
  return sent;
}
