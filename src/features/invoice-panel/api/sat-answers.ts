/**
 * The tax authority's four answers about a CFDI, asked of the server (spec 2 §7): InvoiceValidateID
 * (duplicate), ConsultarEFO (69-B blacklist), ValidateInvoiceXml (status) and RecepcionCfdi
 * (reception). Each answer is read with the `sat` checks' own schema so the browser judges it as
 * the server does; a call that could not be answered (SAT down, network) is `{ unavailable }`,
 * which the check reports as a general error.
 */
import * as v from 'valibot';
import {
  BlacklistAnswerSchema,
  DuplicateAnswerSchema,
  ReceptionAnswerSchema,
  StatusAnswerSchema,
  type SatAnswers,
} from '../../../domain/cfdi/checks/sat';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import {
  ConsultarEFOResponse,
  InvoiceValidateIDResponse,
  RecepcionCfdiResponse,
  ValidateInvoiceSealResponse,
  ValidateInvoiceXmlResponse,
} from '../../../protocol/invoicing-checks';
import type { TranslatedCheck } from '../lib/items';

type Unavailable = { unavailable: string };

/** A refusal or failure as the check's "could not be answered". */
function unavailable(error: unknown): Unavailable {
  const text = error instanceof Error ? error.message : String(error);
  return { unavailable: text.trim() === '' ? 'error' : text };
}

async function answer<T>(ask: () => Promise<T>): Promise<T | Unavailable> {
  try {
    return await ask();
  } catch (error) {
    // A refusal of the caller (403, 401) is not the SAT's silence, but it too leaves the check
    // unanswered: the message says which.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return unavailable(error);
  }
}

/** InvoiceValidateID, or InvoiceValidateIDReceipt for an invoice of receipts. */
export const askDuplicate = (
  bukrs: string,
  lifnr: string,
  uuid: string,
  call: 'InvoiceValidateID' | 'InvoiceValidateIDReceipt' = 'InvoiceValidateID',
) =>
  answer(async () => {
    const res = await callApi(
      call,
      ActionId.View,
      { BUKRS: bukrs, LIFNR: lifnr, ID: uuid },
      { schema: InvoiceValidateIDResponse },
    );
    return v.parse(DuplicateAnswerSchema, { Message: res.Message, ...res.List });
  });

export const askBlacklist = (rfc: string) =>
  answer(async () => {
    const res = await callApi(
      'ConsultarEFO',
      ActionId.View,
      { rfc },
      { schema: ConsultarEFOResponse },
    );
    return v.parse(BlacklistAnswerSchema, {
      Message: res.Message,
      ...res.List.ResultConsultaEFO,
    });
  });

export const askStatus = (q: { issuer: string; receiver: string; total: string; uuid: string }) =>
  answer(async () => {
    const res = await callApi(
      'ValidateInvoiceXml',
      ActionId.View,
      { IssuerRFC: q.issuer, ReceiverRFC: q.receiver, Total: q.total, UUID: q.uuid },
      { schema: ValidateInvoiceXmlResponse },
    );
    return v.parse(StatusAnswerSchema, { Message: res.Message, ...res.List });
  });

export const askReception = (xmlBase64: string) =>
  answer(async () => {
    const res = await callApi(
      'RecepcionCfdi',
      ActionId.View,
      { cfdiXml: xmlBase64 },
      { schema: RecepcionCfdiResponse },
    );
    return v.parse(ReceptionAnswerSchema, { Message: res.Message, ...res.List });
  });

export type SatAnswerKey = keyof Omit<SatAnswers, 'knownCertifierRfc'>;

/** The server's checks of a CFDI (ValidateInvoiceSeal), or why it could not judge them. */
export type ServerChecks =
  { checks: TranslatedCheck[]; stampCertifierRfc: string | null } | { unavailable: string };

/**
 * ValidateInvoiceSeal: the `seal` group judged with the SAT's certification authorities, the
 * stamp's certifier certificate and the revocation service, and the product-key and postal-code
 * catalogue checks — what only the server holds.
 */
export const askServerChecks = (xmlBase64: string): Promise<ServerChecks> =>
  answer(async () => {
    const res = await callApi(
      'ValidateInvoiceSeal',
      ActionId.View,
      { cfdiXml: xmlBase64 },
      { schema: ValidateInvoiceSealResponse },
    );
    return { checks: res.List.Checks, stampCertifierRfc: res.List.StampCertifierRfc };
  });

/**
 * The engine's checks with the server's in place of its own of the same ids (the page's seal
 * checks without a trust store are not run). When the server could not answer, the seal group
 * carries that as an error: the invoice is not sent on a seal nobody verified.
 */
export function withServerChecks(
  local: readonly TranslatedCheck[],
  server: ServerChecks,
): TranslatedCheck[] {
  if ('unavailable' in server)
    return [
      ...local,
      { id: 'seal.server', group: 'seal', status: 'error', message: server.unavailable },
    ];
  const judged = new Map(server.checks.map((c) => [c.id, c]));
  const out = local.map((c) => judged.get(c.id) ?? c);
  const known = new Set(local.map((c) => c.id));
  return [...out, ...server.checks.filter((c) => !known.has(c.id))];
}
