/**
 * Demo communiqués for the home carousel: an SVG banner each and a small PDF for two of them,
 * addressed to lessors (all regions and Norte only), suppliers and everyone, running 2025-2030.
 * Inserted only when the table is empty, so administrators' edits survive a restart; each keeps
 * its shipped banner so /admin_banner can restore it.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { statements } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function banner(title: string, subtitle: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 0 1600 800">` +
    `<rect width="1600" height="800" fill="${color}"/>` +
    `<rect x="0" y="620" width="1600" height="180" fill="#EB0045"/>` +
    `<text x="100" y="330" font-family="Arial, sans-serif" font-size="88" fill="#FFFFFF">${title}</text>` +
    `<text x="100" y="450" font-family="Arial, sans-serif" font-size="48" fill="#FFFFFF">${subtitle}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A one-page PDF with a title and a line of text (valid cross-reference table). */
export function tinyPdf(title: string, line: string): string {
  const stream = `BT /F1 24 Tf 72 720 Td (${title}) Tj 0 -40 Td /F1 14 Tf (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${Buffer.from(body, 'latin1').toString('base64')}`;
}

/** The demo communiqués run from 2025 to the end of 2030, so they show whatever day it is. */
const DEMO_DAYS = { startDate: '2025-01-01', endDate: '2030-12-31' } as const;

export const DEMO_STATEMENTS: (typeof statements.$inferInsert)[] = [
  {
    name: 'Nuevo calendario de pagos de arrendamiento 2026',
    imageFile: banner(
      'Calendario de pagos 2026',
      'Arrendadores: consulte las fechas de corte',
      '#00205B',
    ),
    pdfFile: tinyPdf('Calendario de pagos 2026', 'Fechas de corte y pago para arrendadores.'),
    forLessor: true,
    allRegion: true,
    sortOrder: 1,
    ...DEMO_DAYS,
  },
  {
    name: 'Mantenimiento de accesos en sitios de la región Norte',
    imageFile: banner('Región Norte', 'Programa de mantenimiento de accesos', '#0B5394'),
    forLessor: true,
    allRegion: false,
    regions: ['NOR'],
    sortOrder: 2,
    ...DEMO_DAYS,
  },
  {
    name: 'Facturación electrónica CFDI 4.0 para proveedores',
    imageFile: banner('CFDI 4.0', 'Proveedores: requisitos de facturación', '#274E13'),
    pdfFile: tinyPdf('CFDI 4.0', 'Requisitos de facturacion para proveedores.'),
    forSupplier: true,
    sortOrder: 3,
    ...DEMO_DAYS,
  },
  {
    name: 'Bienvenido a PortalPRO',
    imageFile: banner(
      'Bienvenido a PortalPRO',
      'Arrendadores y proveedores en un solo lugar',
      '#00205B',
    ),
    sortOrder: 0,
    ...DEMO_DAYS,
  },
];

export async function seedStatements(tx: Tx | Db): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(statements);
  if ((existing?.n ?? 0) === 0)
    await tx
      .insert(statements)
      .values(DEMO_STATEMENTS.map((s) => ({ ...s, defaultImageFile: s.imageFile })));
  // The shipped banners, for /admin_banner's "restore", also on a database seeded before them.
  for (const s of DEMO_STATEMENTS)
    await tx
      .update(statements)
      .set({ defaultImageFile: s.imageFile })
      .where(and(eq(statements.name, s.name), isNull(statements.defaultImageFile)));
}
