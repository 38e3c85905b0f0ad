/**
 * The `sat` check group (spec 2 §5 "Electronic validations", §7 calls): the tax authority's four
 * answers about one CFDI (69-B blacklist, duplicate invoice id, CFDI status, reception) judged into
 * check outcomes. The answers come from the server's SAT adapter or, in the CLI, from a recorded
 * context; one valibot schema per answer types both and checks the recorded JSON.
 */
import * as v from 'valibot';
import type { CfdiData } from '../extract';
import type { MessageRef } from '../messages';
import { excluded, failure, pass, type CheckOutcome } from './check';

const G = 'sat';
const Message = v.optional(v.nullable(v.string()), null);

/** The call could not be answered (service down, timeout, fault): the check reports a general error. */
export const SatUnavailableSchema = v.strictObject({
  unavailable: v.pipe(v.string(), v.minLength(1)),
});
export type SatUnavailable = v.InferOutput<typeof SatUnavailableSchema>;

/**
 * ConsultarEFO: Message and List.ResultConsultaEFO (consultaOk, codigo). `rfc` and `situacion` are
 * given by the embedded 69-B registry when the RFC is listed, so the message can name them.
 */
export const BlacklistAnswerSchema = v.strictObject({
  Message,
  consultaOk: v.string(),
  codigo: v.union([v.number(), v.string()]),
  rfc: v.optional(v.string()),
  situacion: v.optional(v.string()),
});
export type BlacklistAnswer = v.InferOutput<typeof BlacklistAnswerSchema>;

/** InvoiceValidateID(Receipt): Message and List.EXISTE_ID (true when the id was registered). */
export const DuplicateAnswerSchema = v.strictObject({ Message, EXISTE_ID: v.boolean() });
export type DuplicateAnswer = v.InferOutput<typeof DuplicateAnswerSchema>;

/** ValidateInvoiceXml, the SAT's ConsultaCFDIService answer (CodigoEstatus, Estado, ...). */
export const StatusAnswerSchema = v.strictObject({
  Message,
  CodigoEstatus: v.string(),
  Estado: v.string(),
  ValidacionEFOS: v.optional(v.nullable(v.string()), null),
  EstatusCancelacion: v.optional(v.nullable(v.string()), null),
  EsCancelable: v.optional(v.nullable(v.string()), null),
});
export type StatusAnswer = v.InferOutput<typeof StatusAnswerSchema>;

/** RecepcionCfdi: Message and List (Error, recepcionOk, recibidos, validos, mensaje). */
export const ReceptionAnswerSchema = v.strictObject({
  Message,
  Error: v.optional(v.nullable(v.union([v.boolean(), v.string()])), null),
  recepcionOk: v.boolean(),
  recibidos: v.pipe(v.number(), v.integer(), v.minValue(0)),
  validos: v.pipe(v.number(), v.integer(), v.minValue(0)),
  mensaje: v.optional(v.nullable(v.string()), null),
});
export type ReceptionAnswer = v.InferOutput<typeof ReceptionAnswerSchema>;

const or = <T extends v.GenericSchema>(schema: T) => v.union([schema, SatUnavailableSchema]);

/** The four answers about one CFDI; an answer not given leaves its check not evaluated. */
export const SatAnswersSchema = v.strictObject({
  blacklist: v.optional(or(BlacklistAnswerSchema)),
  duplicate: v.optional(or(DuplicateAnswerSchema)),
  status: v.optional(or(StatusAnswerSchema)),
  reception: v.optional(or(ReceptionAnswerSchema)),
  /** Overrides the certifier whose CFDIs skip the reception check (KNOWN_CERTIFIER_RFC). */
  knownCertifierRfc: v.optional(v.pipe(v.string(), v.minLength(12), v.maxLength(13))),
  /**
   * The certifier whose stamp seal the seal checks verified, as its certificate names it (null or
   * absent: not verified). Only a verified stamp of the known certifier skips reception: anyone
   * can write RfcProvCertif="SAT970701NN3".
   */
  stampCertifierRfc: v.optional(v.nullable(v.string())),
});
export type SatAnswers = v.InferOutput<typeof SatAnswersSchema>;

export type SatAnswer<T> = T | SatUnavailable;

const ANSWER_SCHEMAS = {
  blacklist: BlacklistAnswerSchema,
  duplicate: DuplicateAnswerSchema,
  status: StatusAnswerSchema,
  reception: ReceptionAnswerSchema,
} as const;

function issuePath(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], prefix = ''): string {
  const issue = issues[0];
  const path = v.getDotPath(issue);
  return `${prefix}${path ?? '(root)'}: ${issue.message}`;
}

/**
 * Reads recorded answers from untrusted JSON: the answers, or a message naming the field. Each
 * answer is checked against its own schema (or the unavailable form) so the message names the
 * offending field rather than the union.
 */
export function parseSatAnswers(json: unknown): SatAnswers | string {
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    for (const [key, schema] of Object.entries(ANSWER_SCHEMAS)) {
      const answer: unknown = (json as Record<string, unknown>)[key];
      if (answer === undefined) continue;
      const unavailable = typeof answer === 'object' && answer !== null && 'unavailable' in answer;
      const r = v.safeParse(unavailable ? SatUnavailableSchema : schema, answer);
      if (!r.success) return issuePath(r.issues, `${key}.`);
    }
  }
  const r = v.safeParse(SatAnswersSchema, json);
  return r.success ? r.output : issuePath(r.issues);
}

/**
 * The spec says only that reception is skipped for "a known fixed" certifier RFC. We take the
 * SAT's own free stamping service: such a CFDI never passed through a certifier's reception.
 */
export const KNOWN_CERTIFIER_RFC = 'SAT970701NN3';

/** Which flow asks: the variable flow and payment complements run fewer, stricter checks. */
export interface SatFlow {
  readonly document: 'invoice' | 'paymentComplement';
  readonly variableFlow: boolean;
}

export const SAT_IDS = ['sat.blacklist', 'sat.duplicateId', 'sat.status', 'sat.reception'] as const;
type SatId = (typeof SAT_IDS)[number];

/**
 * Variable maintenance runs blacklist, status and reception (no duplicate id); a payment
 * complement runs status and reception only (spec 2 §5).
 */
function runs(id: SatId, flow: SatFlow): boolean {
  if (flow.document === 'paymentComplement') return id === 'sat.status' || id === 'sat.reception';
  return !(flow.variableFlow && id === 'sat.duplicateId');
}

const isUnavailable = (a: object): a is SatUnavailable => 'unavailable' in a;
const blank = (s: string | null | undefined): boolean =>
  s === null || s === undefined || s.trim() === '';

function unavailable(id: SatId, a: SatUnavailable): CheckOutcome {
  return failure(id, G, [], {
    key: 'siteMessageValidationGenError',
    then: [{ key: 'sat.unavailable', detail: a.unavailable }],
  });
}

const serviceMessage = (id: SatId, text: string): CheckOutcome =>
  failure(id, G, [], { key: 'sat.serviceMessage', detail: text.trim() });

/** No message, consultaOk the string "true", code 0; otherwise the service's message or the fallback. */
export function blacklistCheck(a: SatAnswer<BlacklistAnswer>): CheckOutcome {
  const id = 'sat.blacklist';
  if (isUnavailable(a)) return unavailable(id, a);
  const ok = blank(a.Message) && a.consultaOk === 'true' && String(a.codigo).trim() === '0';
  if (ok) return pass(id, G);
  if (!blank(a.Message)) return serviceMessage(id, a.Message ?? '');
  if (a.rfc !== undefined && a.situacion !== undefined)
    return failure(id, G, [], { key: 'sat.blacklist.listed', detail: `${a.rfc} (${a.situacion})` });
  return failure(id, G, [], { key: 'sat.blacklist.error' });
}

/** EXISTE_ID must be false: an id already registered is refused (siteMessageValidationIDerror). */
export function duplicateCheck(a: SatAnswer<DuplicateAnswer>): CheckOutcome {
  const id = 'sat.duplicateId';
  if (isUnavailable(a)) return unavailable(id, a);
  return a.EXISTE_ID ? failure(id, G, [], { key: 'siteMessageValidationIDerror' }) : pass(id, G);
}

/**
 * CodigoEstatus starts with S, Estado is Vigente and ValidacionEFOS is 200 or 201 (200 only in the
 * variable flow and for payment complements). A Cancelado CFDI reports its cancellation status.
 */
export function statusCheck(a: SatAnswer<StatusAnswer>, flow: SatFlow): CheckOutcome {
  const id = 'sat.status';
  if (isUnavailable(a)) return unavailable(id, a);
  const code = a.CodigoEstatus.trim();
  const estado = a.Estado.trim();
  if (code.startsWith('S') && estado === 'Cancelado') {
    const status = blank(a.EstatusCancelacion) ? '-' : (a.EstatusCancelacion ?? '').trim();
    return failure(id, G, [], { key: 'sat.status.cancelled', detail: status });
  }
  const efos = (a.ValidacionEFOS ?? '').trim();
  const strict = flow.variableFlow || flow.document === 'paymentComplement';
  const allowed = strict ? ['200'] : ['200', '201'];
  const problems: string[] = [];
  if (!code.startsWith('S')) problems.push(`CodigoEstatus="${code}"`);
  if (estado !== 'Vigente') problems.push(`Estado="${estado}"`);
  if (!allowed.includes(efos)) problems.push(`ValidacionEFOS="${efos}"`);
  return problems.length === 0 ? pass(id, G) : failure(id, G, problems);
}

/** The service's own "internal error" answers count as success (spec 2 §5). */
const INTERNAL_ERROR = /error interno|internal error/i;
const SEAL_ERROR = /sello|seal/i;

/**
 * Success: no message, no error, recepcionOk, one received and one valid. One received and none
 * valid is a warning, except a seal error, which is an error (a payment complement keeps it a
 * warning). An internal-error message counts as success.
 */
export function receptionCheck(a: SatAnswer<ReceptionAnswer>, flow: SatFlow): CheckOutcome {
  const id = 'sat.reception';
  if (isUnavailable(a)) return unavailable(id, a);
  const errorText = typeof a.Error === 'string' ? a.Error : '';
  const texts = [a.Message ?? '', a.mensaje ?? '', errorText].filter((t) => t.trim() !== '');
  if (texts.some((t) => INTERNAL_ERROR.test(t))) return pass(id, G);
  const noError =
    a.Error === null || a.Error === false || (typeof a.Error === 'string' && blank(a.Error));
  if (blank(a.Message) && noError && a.recepcionOk && a.recibidos === 1 && a.validos === 1)
    return pass(id, G);
  const detail = texts.join(' ').trim() || `recibidos=${a.recibidos}, validos=${a.validos}`;
  if (a.recibidos === 1 && a.validos === 0) {
    const seal = texts.some((t) => SEAL_ERROR.test(t));
    const message: MessageRef = {
      key: seal ? 'sat.reception.sealError' : 'sat.reception.warning',
      detail,
    };
    if (seal && flow.document === 'invoice') return failure(id, G, [], message);
    return { id, group: G, status: 'warning', message };
  }
  return failure(id, G, [], { key: 'sat.reception.error', detail });
}

/** Runs the `sat` group in SAT_IDS order; a check the flow does not run, or without an answer, is `exclude`. */
export function satChecks(data: CfdiData, answers: SatAnswers, flow: SatFlow): CheckOutcome[] {
  const known = (answers.knownCertifierRfc ?? KNOWN_CERTIFIER_RFC).trim().toUpperCase();
  const certifier = (data.xmlRfcProvCertif ?? '').trim().toUpperCase();
  const run: Record<SatId, () => CheckOutcome> = {
    'sat.blacklist': () =>
      answers.blacklist
        ? blacklistCheck(answers.blacklist)
        : excluded('sat.blacklist', G, 'needsSat'),
    'sat.duplicateId': () =>
      answers.duplicate
        ? duplicateCheck(answers.duplicate)
        : excluded('sat.duplicateId', G, 'needsSat'),
    'sat.status': () =>
      answers.status ? statusCheck(answers.status, flow) : excluded('sat.status', G, 'needsSat'),
    'sat.reception': () => {
      const verified = (answers.stampCertifierRfc ?? '').trim().toUpperCase();
      if (certifier !== '' && certifier === known && verified === certifier)
        return {
          id: 'sat.reception',
          group: G,
          status: 'exclude',
          message: { key: 'sat.reception.skipped', detail: certifier },
        };
      return answers.reception
        ? receptionCheck(answers.reception, flow)
        : excluded('sat.reception', G, 'needsSat');
    },
  };
  return SAT_IDS.map((id) => (runs(id, flow) ? run[id]() : excluded(id, G)));
}
