import { describe, expect, it } from 'vitest';
import { csvRecords, parseList69b } from './list-69b';

/** The start of the SAT's Listado_Completo_69-B.csv: title lines, the header, quoted names. */
const OFFICIAL = [
  'Información actualizada al 15 de octubre de 2026,,,,,,',
  'Listado completo de contribuyentes (Artículo 69-B del Código Fiscal de la Federación),,,,,,',
  ',,,,,,',
  'No,RFC,Nombre del Contribuyente,Situación del contribuyente,"Número y fecha de oficio global de presunción SAT",Publicación página SAT presuntos,Publicación DOF presuntos',
  '1,AAA080808HL8,"ASESORES EN AVALUOS Y ACTIVOS, S.A. DE C.V.",Definitivo,"500-05-2017-16906 de fecha 25 de mayo de 2017",25/05/2017,21/06/2017',
  '2,AAA090918PZ4,"ABASTECEDORA ""EL ÑANDÚ"", S.A. DE C.V.",Presunto,500-39-00-03-2026,01/02/2026,15/02/2026',
  '3,AAA100303L51,"ACABADOS Y CONSTRUCCIONES DEL NORTE, S. DE R.L.",Desvirtuado,500-05-2019,10/01/2019,',
  '4,ABC110512AB3,"MANTENIMIENTO INTEGRAL, S.C.",Sentencia Favorable,500-05-2020,10/01/2020,',
  '5,ZZZ120101AA1,"SIN SITUACIÓN CONOCIDA",En revisión,,,',
  '6,,"FILA SIN RFC",Presunto,,,',
  '7,aaa090918pz4,"ABASTECEDORA EL ÑANDÚ, S.A. DE C.V.",Definitivo,,,',
  '',
].join('\r\n');

const latin1 = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('csvRecords', () => {
  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(csvRecords('a,"b, c","d ""e""",\n"f\ng",h\r\n')).toEqual([
      ['a', 'b, c', 'd "e"', ''],
      ['f\ng', 'h'],
    ]);
  });
});

describe('parseList69b (the official CSV)', () => {
  it.each([
    ['Latin-1', latin1(OFFICIAL)],
    ['UTF-8', utf8(OFFICIAL)],
    ['UTF-8 with a byte-order mark', utf8(`\uFEFF${OFFICIAL}`)],
  ])('reads the list in %s after its title lines', (_n, bytes) => {
    const list = parseList69b(bytes);
    if (typeof list === 'string') throw new Error(list);
    expect(list.rows).toEqual([
      {
        rfc: 'AAA080808HL8',
        name: 'ASESORES EN AVALUOS Y ACTIVOS, S.A. DE C.V.',
        situacion: 'Definitivo',
      },
      {
        rfc: 'AAA100303L51',
        name: 'ACABADOS Y CONSTRUCCIONES DEL NORTE, S. DE R.L.',
        situacion: 'Desvirtuado',
      },
      {
        rfc: 'ABC110512AB3',
        name: 'MANTENIMIENTO INTEGRAL, S.C.',
        situacion: 'Sentencia Favorable',
      },
      // The repeated RFC keeps its last line.
      { rfc: 'AAA090918PZ4', name: 'ABASTECEDORA EL ÑANDÚ, S.A. DE C.V.', situacion: 'Definitivo' },
    ]);
    expect(list.counts).toEqual({
      Presunto: 0,
      Desvirtuado: 1,
      Definitivo: 2,
      'Sentencia Favorable': 1,
    });
    expect(list.skipped).toBe(2);
  });

  it('reads quoted names with quotes inside', () => {
    const list = parseList69b(utf8(OFFICIAL.split('\r\n').slice(0, 6).join('\n')));
    if (typeof list === 'string') throw new Error(list);
    expect(list.rows[1]).toEqual({
      rfc: 'AAA090918PZ4',
      name: 'ABASTECEDORA "EL ÑANDÚ", S.A. DE C.V.',
      situacion: 'Presunto',
    });
  });

  it.each([
    ['no Situación column', 'No,RFC,Nombre del Contribuyente\n1,AAA080808HL8,X\n'],
    ['no RFC column', 'No,Contribuyente,Situación del contribuyente\n1,X,Presunto\n'],
    ['an empty file', ''],
  ])('refuses a file with %s', (_n, text) => {
    expect(parseList69b(utf8(text))).toBe(
      'the file has no header with the columns "RFC" and "Situación del contribuyente"',
    );
  });
});
