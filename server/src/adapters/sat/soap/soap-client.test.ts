import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satChecks } from '../../../../../src/domain/cfdi/checks/sat';
import { cfdiMessage } from '../../../../../src/domain/cfdi/messages';
import { answerOf, SatServiceError, type StatusQuery } from '../index';
import {
  consultaEnvelope,
  createSoapStatusClient,
  formatTotal,
  SOAP_ACTION,
  statusExpression,
} from './index';

/** Answers as the service sends them (SOAP 1.1, DataContract namespace, i:nil for empty fields). */
const result = (fields: string) =>
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
  '<ConsultaResponse xmlns="http://tempuri.org/"><ConsultaResult ' +
  'xmlns:a="http://schemas.datacontract.org/2004/07/Sat.Cfdi.Negocio.ConsultaCfdi.Servicio" ' +
  `xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${fields}</ConsultaResult>` +
  '</ConsultaResponse></s:Body></s:Envelope>';
const RECORDED: Record<string, { status: number; body: string; delayMs?: number }> = {
  vigente: {
    status: 200,
    body: result(
      '<a:CodigoEstatus>S - Comprobante obtenido satisfactoriamente.</a:CodigoEstatus>' +
        '<a:EsCancelable>Cancelable con aceptación</a:EsCancelable><a:Estado>Vigente</a:Estado>' +
        '<a:EstatusCancelacion/><a:ValidacionEFOS>200</a:ValidacionEFOS>',
    ),
  },
  cancelado: {
    status: 200,
    body: result(
      '<a:CodigoEstatus>S - Comprobante obtenido satisfactoriamente.</a:CodigoEstatus>' +
        '<a:EsCancelable>Cancelable sin aceptación</a:EsCancelable><a:Estado>Cancelado</a:Estado>' +
        '<a:EstatusCancelacion>Cancelado sin aceptación</a:EstatusCancelacion>' +
        '<a:ValidacionEFOS>200</a:ValidacionEFOS>',
    ),
  },
  'no-encontrado': {
    status: 200,
    body: result(
      '<a:CodigoEstatus>N - 602: Comprobante no encontrado.</a:CodigoEstatus>' +
        '<a:EsCancelable i:nil="true"/><a:Estado>No Encontrado</a:Estado>' +
        '<a:EstatusCancelacion i:nil="true"/><a:ValidacionEFOS i:nil="true"/>',
    ),
  },
  fault: {
    status: 500,
    body:
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault>' +
      '<faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:InternalServiceFault</faultcode>' +
      '<faultstring xml:lang="es-MX">The server was unable to process the request due to an internal error.</faultstring>' +
      '</s:Fault></s:Body></s:Envelope>',
  },
  unavailable: { status: 503, body: '<html><body>Service Unavailable</body></html>' },
  doctype: {
    status: 200,
    body: '<!DOCTYPE x [<!ENTITY e "boom">]><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"/>',
  },
  slow: { status: 200, body: '', delayMs: 1500 },
};

interface Received {
  soapAction: string | undefined;
  contentType: string | undefined;
  body: string;
}
const received: Received[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        soapAction: req.headers['soapaction'] as string | undefined,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = RECORDED[(req.url ?? '').slice(1)] ?? { status: 404, body: '' };
      const send = () => {
        res.writeHead(answer.status, { 'Content-Type': 'text/xml; charset=utf-8' });
        res.end(answer.body || RECORDED['vigente']!.body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const QUERY: StatusQuery = {
  issuerRfc: 'EKU9003173C9',
  receiverRfc: 'H&E951128469',
  total: '1160.5',
  uuid: 'ad662d33-6934-459c-a128-bdf0393e0f44',
};
const client = (path: string, timeoutMs = 1000) =>
  createSoapStatusClient({ url: `${base}/${path}`, timeoutMs });

describe('ConsultaCFDIService request', () => {
  it.each([
    ['1160.5', '0000001160.500000'],
    ['0', '0000000000.000000'],
    ['9999999999.999999', '9999999999.999999'],
    ['12.123456', '0000000012.123456'],
  ])('writes the total %s as %s', (total, expected) => {
    expect(formatTotal(total)).toBe(expected);
    expect(formatTotal(total)).toHaveLength(17);
  });

  it.each(['10000000000.00', '-5', '1,160.00', '1.1234567'])('refuses the total %s', (total) => {
    expect(() => formatTotal(total)).toThrow(SatServiceError);
  });

  it('builds the expression and escapes it in the XML', () => {
    expect(statusExpression(QUERY)).toBe(
      '?re=EKU9003173C9&rr=H&amp;E951128469&tt=0000001160.500000&id=AD662D33-6934-459C-A128-BDF0393E0F44',
    );
    expect(consultaEnvelope(QUERY)).toContain(
      '<tem:expresionImpresa>?re=EKU9003173C9&amp;rr=H&amp;amp;E951128469&amp;tt=0000001160.500000&amp;id=AD662D33-6934-459C-A128-BDF0393E0F44</tem:expresionImpresa>',
    );
  });

  it('posts SOAP 1.1 with the Consulta action', async () => {
    received.length = 0;
    await client('vigente').status(QUERY);
    expect(received[0]).toMatchObject({
      soapAction: `"${SOAP_ACTION}"`,
      contentType: 'text/xml; charset=utf-8',
      body: consultaEnvelope(QUERY),
    });
  });
});

describe('ConsultaCFDIService answers', () => {
  it('reads a Vigente CFDI', async () => {
    expect(await client('vigente').status(QUERY)).toEqual({
      Message: null,
      CodigoEstatus: 'S - Comprobante obtenido satisfactoriamente.',
      Estado: 'Vigente',
      EsCancelable: 'Cancelable con aceptación',
      EstatusCancelacion: null,
      ValidacionEFOS: '200',
    });
  });

  it('reads a Cancelado CFDI with its cancellation status', async () => {
    expect(await client('cancelado').status(QUERY)).toMatchObject({
      Estado: 'Cancelado',
      EstatusCancelacion: 'Cancelado sin aceptación',
    });
  });

  it('reads No Encontrado with its nil fields as empty', async () => {
    expect(await client('no-encontrado').status(QUERY)).toMatchObject({
      CodigoEstatus: 'N - 602: Comprobante no encontrado.',
      Estado: 'No Encontrado',
      ValidacionEFOS: null,
    });
  });

  it.each<[string, string, string, number]>([
    [
      'a SOAP fault',
      'fault',
      'SOAP fault: The server was unable to process the request due to an internal error.',
      1000,
    ],
    ['a service that is down', 'unavailable', 'HTTP 503', 1000],
    [
      'an answer with a DOCTYPE',
      'doctype',
      'answer contains a DOCTYPE or ENTITY declaration',
      1000,
    ],
    ['an answer past the timeout', 'slow', 'no answer within 200 ms', 200],
  ])('turns %s into a clear error', async (_n, path, message, timeoutMs) => {
    await expect(client(path, timeoutMs).status(QUERY)).rejects.toThrow(message);
  });

  it('reports a closed port as unreachable', async () => {
    const closed = createSoapStatusClient({ url: 'http://127.0.0.1:1/', timeoutMs: 1000 });
    await expect(closed.status(QUERY)).rejects.toThrow(/service unreachable/);
  });

  it('shows an outage to the user as a failed status check, in their language', async () => {
    const answer = await answerOf(() => client('slow', 200).status(QUERY));
    expect(answer).toEqual({ unavailable: 'no answer within 200 ms' });
    const data = { xmlRfcProvCertif: 'CVD110412TF6' } as Parameters<typeof satChecks>[0];
    const [, , statusCheck] = satChecks(
      data,
      { status: answer },
      { document: 'invoice', variableFlow: false },
    );
    expect(statusCheck?.status).toBe('error');
    expect(cfdiMessage(statusCheck!.message, 'es')).toBe(
      'Error al generar validación (el servicio del SAT no respondió: no answer within 200 ms)',
    );
  });
});
