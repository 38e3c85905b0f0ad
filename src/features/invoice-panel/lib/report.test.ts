import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildValidationReport, reportFileName, reportTime, type ReportTexts } from './report';

const texts: ReportTexts = {
  title: 'Reporte',
  sheet: 'Validación',
  file: 'Archivo XML',
  sha256: 'SHA-256',
  time: 'Fecha',
  uuid: 'UUID',
  check: 'Verificación',
  status: 'Estatus',
  message: 'Mensaje',
  sat: 'Respuestas del SAT',
  call: 'Consulta',
  answer: 'Respuesta',
  result: 'Resultado',
};

describe('validation report', () => {
  it('writes the file, its hash, the time, every check and the SAT answers', async () => {
    const time = new Date(2026, 4, 7, 9, 5, 3);
    const workbook = buildValidationReport(
      ExcelJS,
      {
        fileName: 'factura.xml',
        sha256: 'ab'.repeat(32),
        time,
        uuid: '7D3F1B2C-0000-4000-8000-000000000001',
        checks: [
          { name: 'Sello digital', status: 'Correcto', message: '3 verificaciones correctas' },
          {
            name: 'ID de factura',
            status: 'Error',
            message: 'ID de factura ya ha sido registrado',
          },
        ],
        sat: [{ call: 'InvoiceValidateID', answer: { Message: null, EXISTE_ID: true } }],
        result: 'No enviada',
      },
      texts,
    );
    const buffer = await workbook.xlsx.writeBuffer();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(buffer);
    const sheet = read.getWorksheet('Validación')!;
    const rows: string[][] = [];
    sheet.eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    expect(rows).toContainEqual(['Archivo XML', 'factura.xml']);
    expect(rows).toContainEqual(['SHA-256', 'ab'.repeat(32)]);
    expect(rows).toContainEqual(['Fecha', '07-05-2026 09:05:03']);
    expect(rows).toContainEqual(['ID de factura', 'Error', 'ID de factura ya ha sido registrado']);
    expect(rows).toContainEqual(['InvoiceValidateID', '{"Message":null,"EXISTE_ID":true}']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('names the file after the UUID, else the XML', () => {
    expect(reportFileName({ uuid: 'ABC-1', fileName: 'x.xml' })).toBe(
      'reporte-validacion-ABC-1.xlsx',
    );
    expect(reportFileName({ uuid: '', fileName: 'mi factura.xml' })).toBe(
      'reporte-validacion-mi_factura.xlsx',
    );
    expect(reportTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('02-01-2026 03:04:05');
  });
});
