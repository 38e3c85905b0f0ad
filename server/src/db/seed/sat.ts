/**
 * Seeds the embedded tax authority: the generator's demo CFDIs in the status registry (Vigente,
 * one Cancelado), a few 69-B rows, one already registered invoice id and two reception results.
 * Deterministic and idempotent: existing rows stay, and an imported 69-B list is never touched.
 */
import { sql } from 'drizzle-orm';
import type { CfdiData } from '../../../../src/domain/cfdi/extract';
import { generateCfdi, type GenerateOptions } from '../../../../src/domain/cfdi/testing/generate';
import { evaluateCfdi } from '../../../../src/domain/cfdi/validate';
import type { Db } from '../client';
import { registeredInvoiceIds, sat69b, satCfdiRegistry, satReception } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DemoSatCfdi {
  /** The generator's options: the same options always give the same UUID, RFCs and total. */
  options: GenerateOptions & { seed: number };
  estado: 'Vigente' | 'Cancelado';
  estatusCancelacion?: string;
}

/** The demo CFDIs the SAT "knows": build their XML with generateCfdi(options). */
export const DEMO_SAT_CFDIS: readonly DemoSatCfdi[] = [
  { options: { seed: 401 }, estado: 'Vigente' },
  { options: { seed: 402, withholdings: true }, estado: 'Vigente' },
  { options: { seed: 403, discount: true }, estado: 'Vigente' },
  { options: { seed: 404, concepts: 1 }, estado: 'Vigente' },
  { options: { seed: 405, localTaxes: true }, estado: 'Vigente' },
  { options: { seed: 406, version: '3.3' }, estado: 'Vigente' },
  { options: { seed: 407, type: 'P' }, estado: 'Vigente' },
  { options: { seed: 408, type: 'P', payments: 2 }, estado: 'Vigente' },
  {
    options: { seed: 409 },
    estado: 'Cancelado',
    estatusCancelacion: 'Cancelado sin aceptación',
  },
];

/** Demo 69-B rows: Presunto and Definitivo fail the blacklist check, the others clear it. */
export const DEMO_69B = [
  {
    rfc: 'EFO150305AB1',
    name: 'EMPRESA FACTURADORA DEL CENTRO, S.A. DE C.V.',
    situacion: 'Presunto',
  },
  {
    rfc: 'DES120918KL2',
    name: 'DISTRIBUIDORA DEL SURESTE, S.A. DE C.V.',
    situacion: 'Desvirtuado',
  },
  { rfc: 'DEF100512MN3', name: 'DESPACHO FISCAL DEL NORTE, S.C.', situacion: 'Definitivo' },
  {
    rfc: 'SFA090101PQ4',
    name: 'SERVICIOS FINANCIEROS DEL ALTIPLANO, S.A.',
    situacion: 'Sentencia Favorable',
  },
] as const;

/**
 * The data of a demo CFDI as the engine extracts it (UUID, RFCs, total). Read from an unsealed
 * copy (the same data): the server seeds at start and must not need the test CSD on disk.
 */
export function demoSatCfdiData(d: DemoSatCfdi): CfdiData {
  const data = evaluateCfdi(generateCfdi({ ...d.options, seal: false }), {
    today: '2026-03-15',
  }).data;
  if (!data?.idFactura || !data.nifEmisor || !data.nifReceptor || data.total === null)
    throw new Error(`seed: demo CFDI ${d.options.seed} lacks its UUID, RFCs or total`);
  return data;
}

export async function seedSat(tx: Tx): Promise<void> {
  const cfdis = DEMO_SAT_CFDIS.map((d) => ({ d, data: demoSatCfdiData(d) }));
  await tx
    .insert(satCfdiRegistry)
    .values(
      cfdis.map(({ d, data }) => ({
        uuid: (data.idFactura ?? '').toUpperCase(),
        issuerRfc: data.nifEmisor ?? '',
        receiverRfc: data.nifReceptor ?? '',
        total: data.total ?? '0',
        estado: d.estado,
        esCancelable: d.estado === 'Vigente' ? 'Cancelable con aceptación' : null,
        estatusCancelacion: d.estatusCancelacion ?? null,
        validacionEfos: '200',
      })),
    )
    .onConflictDoNothing();

  const [list] = await tx.select({ n: sql<number>`count(*)::int` }).from(sat69b);
  if ((list?.n ?? 0) === 0) await tx.insert(sat69b).values([...DEMO_69B]);

  const uuidOf = (i: number): string => (cfdis[i]?.data.idFactura ?? '').toUpperCase();
  // The supplier of the demo accounts has already registered the fourth demo CFDI with MX10.
  await tx
    .insert(registeredInvoiceIds)
    .values({ bukrs: 'MX10', lifnr: '0000200001', uuid: uuidOf(3) })
    .onConflictDoNothing();
  // Reception results for two demo CFDIs; they apply when reception runs for their certifier
  // (SAT_KNOWN_CERTIFIER_RFC set to another RFC), the others are received and valid.
  await tx
    .insert(satReception)
    .values([
      {
        uuid: uuidOf(1),
        recepcionOk: true,
        recibidos: 1,
        validos: 0,
        error: null,
        mensaje: 'El RFC del receptor no coincide con el registrado',
      },
      {
        uuid: uuidOf(2),
        recepcionOk: true,
        recibidos: 1,
        validos: 0,
        error: null,
        mensaje: 'El sello del comprobante no es válido',
      },
    ])
    .onConflictDoNothing();
}
