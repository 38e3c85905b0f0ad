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
  ValidateInvoiceXmlResponse,
} from '../../../protocol/invoicing-checks';

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
