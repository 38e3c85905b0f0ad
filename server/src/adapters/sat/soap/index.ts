/**
 * The client of the SAT's public CFDI status service (ConsultaCFDIService, SOAP 1.1): builds the
 * printed expression, posts it with a timeout, and reads the answer with a guarded XML parser.
 * Every failure (timeout, network, HTTP, SOAP fault, unreadable answer) is a SatServiceError.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { StatusAnswer } from '../../../../../src/domain/cfdi/checks/sat';
import { formatDecimal, parseDecimal } from '../../../../../src/domain/cfdi/decimal';
import type { StatusQuery } from '../adapter';
import { SatServiceError } from '../service-error';

export const SAT_STATUS_URL =
  'https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc';
export const SOAP_ACTION = 'http://tempuri.org/IConsultaCFDIService/Consulta';
/** The service answers a few hundred bytes; anything far larger is not its answer. */
const MAX_ANSWER_BYTES = 64 * 1024;

const xmlEscape = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The total as the service expects it: 17 characters, 10 integer digits zero-padded, a point and
 * 6 decimals ("0000001160.000000"). A total that does not fit is refused before any call.
 */
export function formatTotal(total: string): string {
  const d = parseDecimal(total.trim(), 6);
  const text = d === null ? null : formatDecimal(d, 6);
  if (text === null || text.length > 17)
    throw new SatServiceError(
      'request',
      `total "${total}" cannot be written as 10 digits and 6 decimals`,
    );
  return text.padStart(17, '0');
}

/**
 * The printed expression `?re=<issuer>&rr=<receiver>&tt=<total>&id=<UUID>`. An `&` inside an RFC
 * is written `&amp;`, as Anexo 20 prescribes for the expression, so it cannot split a parameter.
 */
export function statusExpression(q: StatusQuery): string {
  const rfc = (s: string) => s.trim().toUpperCase().replace(/&/g, '&amp;');
  return `?re=${rfc(q.issuerRfc)}&rr=${rfc(q.receiverRfc)}&tt=${formatTotal(q.total)}&id=${q.uuid.trim().toUpperCase()}`;
}

/** The SOAP 1.1 request body; the expression is XML-escaped (its `&` become `&amp;`). */
export function consultaEnvelope(q: StatusQuery): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">' +
    '<soapenv:Header/><soapenv:Body><tem:Consulta>' +
    `<tem:expresionImpresa>${xmlEscape(statusExpression(q))}</tem:expresionImpresa>` +
    '</tem:Consulta></soapenv:Body></soapenv:Envelope>'
  );
}

/**
 * Element text only: attributes are ignored (i:nil reads as an empty element), values are kept as
 * text, and prefixes are dropped — the answer comes from the one service this client calls.
 */
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  htmlEntities: false,
});

type Tree = { [name: string]: unknown };
const isTree = (x: unknown): x is Tree => typeof x === 'object' && x !== null && !Array.isArray(x);
const at = (x: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, name) => (isTree(node) ? node[name] : undefined), x);
const text = (x: unknown): string | null => (typeof x === 'string' ? x : null);

/** Reads the service's answer: the four fields of ConsultaResult, or the SOAP fault it carries. */
export function parseConsultaAnswer(body: string): StatusAnswer {
  if (body.length > MAX_ANSWER_BYTES)
    throw new SatServiceError('malformed', `answer larger than ${MAX_ANSWER_BYTES} bytes`);
  if (/<!DOCTYPE|<!ENTITY/i.test(body))
    throw new SatServiceError('malformed', 'answer contains a DOCTYPE or ENTITY declaration');
  if (XMLValidator.validate(body) !== true)
    throw new SatServiceError('malformed', 'answer is not well-formed XML');
  const tree: unknown = parser.parse(body);
  const soapBody = at(tree, 'Envelope', 'Body');
  const fault = at(soapBody, 'Fault');
  if (fault !== undefined) {
    const reason = text(at(fault, 'faultstring')) ?? text(at(fault, 'Reason', 'Text')) ?? '';
    throw new SatServiceError('fault', `SOAP fault: ${reason || 'no reason given'}`);
  }
  const result = at(soapBody, 'ConsultaResponse', 'ConsultaResult');
  const codigo = text(at(result, 'CodigoEstatus'));
  const estado = text(at(result, 'Estado'));
  if (codigo === null || estado === null)
    throw new SatServiceError('malformed', 'answer has no CodigoEstatus or Estado');
  const optional = (name: string): string | null => {
    const value = text(at(result, name));
    return value === null || value === '' ? null : value;
  };
  return {
    Message: null,
    CodigoEstatus: codigo,
    Estado: estado,
    EsCancelable: optional('EsCancelable'),
    EstatusCancelacion: optional('EstatusCancelacion'),
    ValidacionEFOS: optional('ValidacionEFOS'),
  };
}

export interface SoapStatusOptions {
  url: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function createSoapStatusClient(opts: SoapStatusOptions) {
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    async status(q: StatusQuery): Promise<StatusAnswer> {
      const body = consultaEnvelope(q);
      let res: Response;
      let answer: string;
      try {
        res = await fetchImpl(opts.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'text/xml; charset=utf-8',
            SOAPAction: `"${SOAP_ACTION}"`,
          },
          body,
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        answer = await res.text();
      } catch (err) {
        const name = err instanceof Error ? err.name : '';
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new SatServiceError('timeout', `no answer within ${opts.timeoutMs} ms`);
        const cause = err instanceof Error ? err.message : String(err);
        throw new SatServiceError('network', `service unreachable (${cause})`);
      }
      // A SOAP fault comes with HTTP 500 and its own reason, which says more than the status code.
      if (!res.ok && !/<(\w+:)?Fault[\s>]/.test(answer))
        throw new SatServiceError('http', `HTTP ${res.status}`);
      return parseConsultaAnswer(answer);
    },
  };
}
