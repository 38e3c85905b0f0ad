/**
 * The embedded tax authority: answers from this portal's database tables (schema/sat.ts), which
 * the demo seed fills and `npm run sat:import-69b` replaces with the official 69-B list. It answers
 * the way the real services do, so the checks judge both alike.
 */
import { and, eq } from 'drizzle-orm';
import type {
  BlacklistAnswer,
  ReceptionAnswer,
  StatusAnswer,
} from '../../../../../src/domain/cfdi/checks/sat';
import { equals, parseDecimal } from '../../../../../src/domain/cfdi/decimal';
import type { Db } from '../../../db/client';
import { registeredInvoiceIds, sat69b, satCfdiRegistry, satReception } from '../../../db/schema';
import { stampUuidOffThread } from '../../../workers/cfdi';
import type { SatAdapter, StatusQuery } from '../adapter';

/** The 69-B situations that make the blacklist check fail; Desvirtuado and Sentencia Favorable clear it. */
const BLOCKING = new Set(['Presunto', 'Definitivo']);

/** The real service's answer for an expression it does not know (RFCs, total or UUID differ). */
export const NOT_FOUND: StatusAnswer = {
  Message: null,
  CodigoEstatus: 'N - 602: Comprobante no encontrado.',
  Estado: 'No Encontrado',
  EsCancelable: null,
  EstatusCancelacion: null,
  ValidacionEFOS: null,
};

const norm = (s: string): string => s.trim().toUpperCase();
export const padLifnr = (lifnr: string): string => lifnr.trim().padStart(10, '0');

export async function blacklist(db: Db, rfc: string): Promise<BlacklistAnswer> {
  const [row] = await db
    .select()
    .from(sat69b)
    .where(eq(sat69b.rfc, norm(rfc)))
    .limit(1);
  if (!row || !BLOCKING.has(row.situacion)) return { Message: null, consultaOk: 'true', codigo: 0 };
  return { Message: null, consultaOk: 'false', codigo: 1, rfc: row.rfc, situacion: row.situacion };
}

export async function isDuplicate(db: Db, bukrs: string, lifnr: string, uuid: string) {
  const [row] = await db
    .select({ uuid: registeredInvoiceIds.uuid })
    .from(registeredInvoiceIds)
    .where(
      and(
        eq(registeredInvoiceIds.bukrs, bukrs.trim()),
        eq(registeredInvoiceIds.lifnr, padLifnr(lifnr)),
        eq(registeredInvoiceIds.uuid, norm(uuid)),
      ),
    )
    .limit(1);
  return { Message: null, EXISTE_ID: row !== undefined };
}

/** Records an invoice id as registered, so a second submission of the same CFDI is refused. */
export async function recordInvoiceId(
  db: Db,
  bukrs: string,
  lifnr: string,
  uuid: string,
): Promise<void> {
  await db
    .insert(registeredInvoiceIds)
    .values({ bukrs: bukrs.trim(), lifnr: padLifnr(lifnr), uuid: norm(uuid) })
    .onConflictDoNothing();
}

export async function status(db: Db, q: StatusQuery): Promise<StatusAnswer> {
  const [row] = await db
    .select()
    .from(satCfdiRegistry)
    .where(eq(satCfdiRegistry.uuid, norm(q.uuid)))
    .limit(1);
  const asked = parseDecimal(q.total.trim());
  const known = row ? parseDecimal(row.total) : null;
  const matches =
    row !== undefined &&
    norm(row.issuerRfc) === norm(q.issuerRfc) &&
    norm(row.receiverRfc) === norm(q.receiverRfc) &&
    asked !== null &&
    known !== null &&
    equals(asked, known);
  if (!row || !matches) return NOT_FOUND;
  return {
    Message: null,
    CodigoEstatus: 'S - Comprobante obtenido satisfactoriamente.',
    Estado: row.estado,
    EsCancelable: row.esCancelable,
    EstatusCancelacion: row.estatusCancelacion,
    ValidacionEFOS: row.validacionEfos,
  };
}

/**
 * A stored result by the CFDI's stamp UUID. Without one, a CFDI the registry knows was received
 * and is valid; an unknown one was received but not validated (a warning for the user to review),
 * and XML that cannot be read was not received at all.
 */
export async function reception(db: Db, xml: string | Uint8Array): Promise<ReceptionAnswer> {
  // Read in a worker thread: a large XML is never parsed on the event loop.
  const uuid = await stampUuidOffThread(xml);
  if (uuid === null)
    return {
      Message: null,
      Error: 'XML sin timbre fiscal digital legible',
      recepcionOk: false,
      recibidos: 0,
      validos: 0,
      mensaje: null,
    };
  const key = norm(uuid);
  const [row] = await db.select().from(satReception).where(eq(satReception.uuid, key)).limit(1);
  if (row)
    return {
      Message: null,
      Error: row.error,
      recepcionOk: row.recepcionOk,
      recibidos: row.recibidos,
      validos: row.validos,
      mensaje: row.mensaje,
    };
  const [known] = await db
    .select({ uuid: satCfdiRegistry.uuid })
    .from(satCfdiRegistry)
    .where(eq(satCfdiRegistry.uuid, key))
    .limit(1);
  return known
    ? { Message: null, Error: null, recepcionOk: true, recibidos: 1, validos: 1, mensaje: null }
    : {
        Message: null,
        Error: null,
        recepcionOk: false,
        recibidos: 1,
        validos: 0,
        mensaje: 'CFDI no localizado en el registro del SAT',
      };
}

export function createEmbeddedSat(db: Db): SatAdapter {
  return {
    blacklist: (rfc) => blacklist(db, rfc),
    isDuplicate: (bukrs, lifnr, uuid) => isDuplicate(db, bukrs, lifnr, uuid),
    status: (q) => status(db, q),
    reception: (xml) => reception(db, xml),
  };
}
