/**
 * What the tax-authority adapter answers (spec 2 §5, §7), apart from how: the embedded and SOAP
 * clients implement it and the adapter's index picks one, so neither imports the index.
 */
import type {
  BlacklistAnswer,
  DuplicateAnswer,
  ReceptionAnswer,
  StatusAnswer,
} from '../../../../src/domain/cfdi/checks/sat';

/** What ValidateInvoiceXml sends: the CFDI's RFCs, its Total as written, and its UUID. */
export interface StatusQuery {
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  uuid: string;
}

export interface SatAdapter {
  /** ConsultarEFO: is the RFC on the article 69-B list as Presunto or Definitivo. */
  blacklist(rfc: string): Promise<BlacklistAnswer>;
  /** InvoiceValidateID: has this supplier already registered the invoice id with the company. */
  isDuplicate(bukrs: string, lifnr: string, uuid: string): Promise<DuplicateAnswer>;
  /** ValidateInvoiceXml: the SAT's status of the CFDI (ConsultaCFDIService). */
  status(query: StatusQuery): Promise<StatusAnswer>;
  /** RecepcionCfdi: the reception result of the CFDI's XML. */
  reception(xml: string | Uint8Array): Promise<ReceptionAnswer>;
}
