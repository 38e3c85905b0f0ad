import { describe, expect, it } from 'vitest';
import { parseXml } from '../secure-parse';
import type { XNode } from '../xml-node';
import {
  CFDI_33,
  CFDI_40,
  IMPUESTOS_LOCALES,
  PAGOS_10,
  PAGOS_20,
  cadenaOfNode,
  cadenaOriginal,
  normalizeSpace,
  tfdCadena,
  type CadenaNode,
} from './cadena';
import { stampCadena } from '../issue/seal';

const C4 = 'xmlns:cfdi="http://www.sat.gob.mx/cfd/4"';
const C3 = 'xmlns:cfdi="http://www.sat.gob.mx/cfd/3"';
const P2 = 'xmlns:pago20="http://www.sat.gob.mx/Pagos20"';
const P1 = 'xmlns:pago10="http://www.sat.gob.mx/Pagos"';
const LOCAL = 'xmlns:implocal="http://www.sat.gob.mx/implocal"';
const TFD = 'xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital"';

function parse(xml: string): XNode {
  const parsed = parseXml(xml);
  if (!parsed.ok) throw new Error(`${parsed.reason}: ${parsed.detail}`);
  return parsed.root;
}

const cadena = (table: CadenaNode, xml: string): string => {
  const r = cadenaOfNode(parse(xml), table);
  if (!r.ok) throw new Error(`unsupported ${r.unsupported}`);
  return r.cadena;
};

/** A voucher's required attributes, in an order the stylesheet does not follow. */
const VOUCHER_40 =
  'LugarExpedicion="06600" Total="116.00" Version="4.0" Fecha="2026-03-10T10:00:00" SubTotal="100.00" ' +
  'Moneda="MXN" TipoDeComprobante="I" Exportacion="01" NoCertificado="30001000000500003416" ' +
  'Sello="c2VsbG8=" Certificado="Y2VydA=="';
const VOUCHER_33 =
  'LugarExpedicion="06600" Total="116.00" Version="3.3" Fecha="2020-03-10T10:00:00" SubTotal="100.00" ' +
  'Moneda="MXN" TipoDeComprobante="I" NoCertificado="30001000000400002434" Sello="c2VsbG8=" Certificado="Y2VydA=="';

// One row per node kind the portal receives: [what, table, XML of the node, its cadena alone].
describe('the cadena of each node kind follows its stylesheet', () => {
  it.each<[string, CadenaNode, string, string]>([
    [
      '4.0 Comprobante: the stylesheet order, whatever the document order; no Sello, no Certificado',
      CFDI_40.Comprobante,
      `<cfdi:Comprobante ${C4} ${VOUCHER_40}/>`,
      '||4.0|2026-03-10T10:00:00|30001000000500003416|100.00|MXN|116.00|I|01|06600||',
    ],
    [
      '4.0 Comprobante with every optional attribute',
      CFDI_40.Comprobante,
      `<cfdi:Comprobante ${C4} ${VOUCHER_40} Confirmacion="ECVH1" MetodoPago="PUE" TipoCambio="1" ` +
        'Descuento="0.00" CondicionesDePago="Contado" FormaPago="03" Folio="1001" Serie="A"/>',
      '||4.0|A|1001|2026-03-10T10:00:00|03|30001000000500003416|Contado|100.00|0.00|MXN|1|116.00|I|01|PUE|06600|ECVH1||',
    ],
    [
      '4.0 Comprobante: a missing required attribute still takes its place, empty',
      CFDI_40.Comprobante,
      `<cfdi:Comprobante ${C4} ${VOUCHER_40.replace('Exportacion="01" ', '')}/>`,
      '||4.0|2026-03-10T10:00:00|30001000000500003416|100.00|MXN|116.00|I||06600||',
    ],
    [
      '4.0 Comprobante: an optional attribute present but empty is written, empty',
      CFDI_40.Comprobante,
      `<cfdi:Comprobante ${C4} ${VOUCHER_40} Serie=""/>`,
      '||4.0||2026-03-10T10:00:00|30001000000500003416|100.00|MXN|116.00|I|01|06600||',
    ],
    [
      '4.0 InformacionGlobal',
      CFDI_40.InformacionGlobal,
      `<cfdi:InformacionGlobal ${C4} Año="2026" Meses="03" Periodicidad="04"/>`,
      '||04|03|2026||',
    ],
    [
      '4.0 CfdiRelacionados: the relation, then each UUID',
      CFDI_40.CfdiRelacionados,
      `<cfdi:CfdiRelacionados ${C4} TipoRelacion="04"><cfdi:CfdiRelacionado UUID="A"/>` +
        '<cfdi:CfdiRelacionado UUID="B"/></cfdi:CfdiRelacionados>',
      '||04|A|B||',
    ],
    [
      '4.0 Emisor, with FacAtrAdquirente',
      CFDI_40.Emisor,
      `<cfdi:Emisor ${C4} FacAtrAdquirente="0123456789" RegimenFiscal="601" Nombre="ESCUELA KEMPER URGATE" Rfc="EKU9003173C9"/>`,
      '||EKU9003173C9|ESCUELA KEMPER URGATE|601|0123456789||',
    ],
    [
      '4.0 Receptor, foreign: entities decoded, `|` and Ñ written as they are',
      CFDI_40.Receptor,
      `<cfdi:Receptor ${C4} UsoCFDI="S01" RegimenFiscalReceptor="616" NumRegIdTrib="121585958" ` +
        'ResidenciaFiscal="USA" DomicilioFiscalReceptor="06600" Nombre="ÑANDÚ &amp; HIJOS | EU" Rfc="XEXX010101000"/>',
      '||XEXX010101000|ÑANDÚ & HIJOS | EU|06600|USA|121585958|616|S01||',
    ],
    [
      '4.0 Concepto: transfers before withholdings, then third party, customs, predial, parts',
      CFDI_40.Concepto,
      `<cfdi:Concepto ${C4} ObjetoImp="02" Importe="200.00" ValorUnitario="100.00" Descripcion="Renta" ` +
        'Unidad="Servicio" ClaveUnidad="E48" Cantidad="2" NoIdentificacion="S-1" ClaveProdServ="80131500" Descuento="10.00">' +
        '<cfdi:Impuestos><cfdi:Retenciones>' +
        '<cfdi:Retencion Base="190.00" Impuesto="001" TipoFactor="Tasa" TasaOCuota="0.100000" Importe="19.00"/>' +
        '</cfdi:Retenciones><cfdi:Traslados>' +
        '<cfdi:Traslado Base="190.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="30.40"/>' +
        '<cfdi:Traslado Base="190.00" Impuesto="003" TipoFactor="Exento"/>' +
        '</cfdi:Traslados></cfdi:Impuestos>' +
        '<cfdi:CuentaPredial Numero="111"/><cfdi:CuentaPredial Numero="222"/>' +
        '<cfdi:InformacionAduanera NumeroPedimento="21  47  3807  8003832"/>' +
        '<cfdi:ACuentaTerceros RfcACuentaTerceros="H&amp;E951128469" NombreACuentaTerceros="HERRERIA" ' +
        'RegimenFiscalACuentaTerceros="601" DomicilioFiscalACuentaTerceros="06600"/>' +
        '<cfdi:Parte ClaveProdServ="80131500" Cantidad="1" Descripcion="Parte">' +
        '<cfdi:InformacionAduanera NumeroPedimento="21 47 3807 8003833"/></cfdi:Parte>' +
        '</cfdi:Concepto>',
      '||80131500|S-1|2|E48|Servicio|Renta|100.00|200.00|10.00|02' +
        '|190.00|002|Tasa|0.160000|30.40|190.00|003|Exento' +
        '|190.00|001|Tasa|0.100000|19.00' +
        '|H&E951128469|HERRERIA|601|06600' +
        '|21 47 3807 8003832|111|222' +
        '|80131500|1|Parte|21 47 3807 8003833||',
    ],
    [
      '4.0 Parte: its optional unit, value and amount',
      CFDI_40.Parte,
      `<cfdi:Parte ${C4} Importe="5.00" ValorUnitario="5.00" Descripcion="Tornillo" Unidad="Pieza" Cantidad="1" NoIdentificacion="T1" ClaveProdServ="31161500"/>`,
      '||31161500|T1|1|Pieza|Tornillo|5.00|5.00||',
    ],
    [
      '4.0 Impuestos: withholdings, their total, transfers, their total',
      CFDI_40.Impuestos,
      `<cfdi:Impuestos ${C4} TotalImpuestosTrasladados="30.40" TotalImpuestosRetenidos="19.00">` +
        '<cfdi:Traslados><cfdi:Traslado Base="190.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="30.40"/>' +
        '<cfdi:Traslado Base="190.00" Impuesto="003" TipoFactor="Exento"/></cfdi:Traslados>' +
        '<cfdi:Retenciones><cfdi:Retencion Impuesto="001" Importe="19.00"/></cfdi:Retenciones>' +
        '</cfdi:Impuestos>',
      '||001|19.00|19.00|190.00|002|Tasa|0.160000|30.40|190.00|003|Exento|30.40||',
    ],
    [
      '3.3 Comprobante: no Exportacion',
      CFDI_33.Comprobante,
      `<cfdi:Comprobante ${C3} ${VOUCHER_33} FormaPago="03" MetodoPago="PUE"/>`,
      '||3.3|2020-03-10T10:00:00|03|30001000000400002434|100.00|MXN|116.00|I|PUE|06600||',
    ],
    [
      '3.3 CfdiRelacionados',
      CFDI_33.CfdiRelacionados,
      `<cfdi:CfdiRelacionados ${C3} TipoRelacion="01"><cfdi:CfdiRelacionado UUID="A"/></cfdi:CfdiRelacionados>`,
      '||01|A||',
    ],
    [
      '3.3 Emisor: the name is optional',
      CFDI_33.Emisor,
      `<cfdi:Emisor ${C3} RegimenFiscal="601" Rfc="POT9207213D6"/>`,
      '||POT9207213D6|601||',
    ],
    [
      '3.3 Receptor: no tax address, no regime',
      CFDI_33.Receptor,
      `<cfdi:Receptor ${C3} UsoCFDI="G03" Nombre="PUBLICO" Rfc="XAXX010101000"/>`,
      '||XAXX010101000|PUBLICO|G03||',
    ],
    [
      '3.3 Concepto: no ObjetoImp; one predial account',
      CFDI_33.Concepto,
      `<cfdi:Concepto ${C3} ClaveProdServ="90111500" Cantidad="2.00" ClaveUnidad="DAY" Descripcion="Hospedaje" ` +
        'ValorUnitario="677.83" Importe="1355.66"><cfdi:Impuestos><cfdi:Traslados>' +
        '<cfdi:Traslado Base="1355.66" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="216.91"/>' +
        '</cfdi:Traslados></cfdi:Impuestos><cfdi:CuentaPredial Numero="9"/></cfdi:Concepto>',
      '||90111500|2.00|DAY|Hospedaje|677.83|1355.66|1355.66|002|Tasa|0.160000|216.91|9||',
    ],
    [
      '3.3 Parte',
      CFDI_33.Parte,
      `<cfdi:Parte ${C3} ClaveProdServ="31161500" Cantidad="1" Descripcion="Tornillo"/>`,
      '||31161500|1|Tornillo||',
    ],
    [
      '3.3 Impuestos: transfers without Base',
      CFDI_33.Impuestos,
      `<cfdi:Impuestos ${C3} TotalImpuestosTrasladados="273.46"><cfdi:Traslados>` +
        '<cfdi:Traslado Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="273.46"/>' +
        '</cfdi:Traslados></cfdi:Impuestos>',
      '||002|Tasa|0.160000|273.46|273.46||',
    ],
    [
      'Pagos 2.0: version, totals, then each payment',
      PAGOS_20.Pagos,
      `<pago20:Pagos ${P2} Version="2.0"><pago20:Pago FechaPago="2026-03-10T10:00:00" FormaDePagoP="03" ` +
        'MonedaP="MXN" TipoCambioP="1" Monto="116.00"/>' +
        '<pago20:Totales MontoTotalPagos="116.00" TotalTrasladosImpuestoIVA16="16.00" TotalTrasladosBaseIVA16="100.00"/>' +
        '</pago20:Pagos>',
      '||2.0|100.00|16.00|116.00|2026-03-10T10:00:00|03|MXN|1|116.00||',
    ],
    [
      'Pagos 2.0 Totales: every optional total in its place',
      PAGOS_20.Totales,
      `<pago20:Totales ${P2} MontoTotalPagos="9" TotalTrasladosBaseIVAExento="8" TotalTrasladosImpuestoIVA0="7" ` +
        'TotalTrasladosBaseIVA0="6" TotalTrasladosImpuestoIVA8="5" TotalTrasladosBaseIVA8="4" ' +
        'TotalRetencionesIEPS="3" TotalRetencionesISR="2" TotalRetencionesIVA="1"/>',
      '||1|2|3|4|5|6|7|8|9||',
    ],
    [
      'Pagos 2.0 Pago: accounts, related documents, then the payment taxes',
      PAGOS_20.Pago,
      `<pago20:Pago ${P2} CtaBeneficiario="0198005000" CtaOrdenante="0001970000" Monto="116.00" ` +
        'TipoCambioP="1" MonedaP="MXN" FormaDePagoP="03" FechaPago="2026-03-10T10:00:00" NumOperacion="7">' +
        '<pago20:ImpuestosP><pago20:TrasladosP><pago20:TrasladoP BaseP="100.000000" ImpuestoP="002" ' +
        'TipoFactorP="Tasa" TasaOCuotaP="0.160000" ImporteP="16.000000"/></pago20:TrasladosP>' +
        '<pago20:RetencionesP><pago20:RetencionP ImpuestoP="001" ImporteP="10.000000"/></pago20:RetencionesP>' +
        '</pago20:ImpuestosP>' +
        '<pago20:DoctoRelacionado IdDocumento="D1" MonedaDR="MXN" EquivalenciaDR="1" NumParcialidad="1" ' +
        'ImpSaldoAnt="116.00" ImpPagado="116.00" ImpSaldoInsoluto="0.00" ObjetoImpDR="01"/>' +
        '</pago20:Pago>',
      '||2026-03-10T10:00:00|03|MXN|1|116.00|7|0001970000|0198005000' +
        '|D1|MXN|1|1|116.00|116.00|0.00|01' +
        '|001|10.000000|100.000000|002|Tasa|0.160000|16.000000||',
    ],
    [
      'Pagos 2.0 DoctoRelacionado: withholdings before transfers; an exempt transfer',
      PAGOS_20.DoctoRelacionado,
      `<pago20:DoctoRelacionado ${P2} IdDocumento="D1" Serie="F" Folio="9" MonedaDR="USD" ` +
        'EquivalenciaDR="0.057601" NumParcialidad="2" ImpSaldoAnt="50" ImpPagado="40" ImpSaldoInsoluto="10" ObjetoImpDR="02">' +
        '<pago20:ImpuestosDR><pago20:TrasladosDR><pago20:TrasladoDR BaseDR="34.48" ImpuestoDR="002" ' +
        'TipoFactorDR="Exento"/></pago20:TrasladosDR><pago20:RetencionesDR><pago20:RetencionDR BaseDR="34.48" ' +
        'ImpuestoDR="001" TipoFactorDR="Tasa" TasaOCuotaDR="0.100000" ImporteDR="3.45"/></pago20:RetencionesDR>' +
        '</pago20:ImpuestosDR></pago20:DoctoRelacionado>',
      '||D1|F|9|USD|0.057601|2|50|40|10|02|34.48|001|Tasa|0.100000|3.45|34.48|002|Exento||',
    ],
    [
      'Pagos 2.0 ImpuestosP',
      PAGOS_20.ImpuestosP,
      `<pago20:ImpuestosP ${P2}><pago20:TrasladosP><pago20:TrasladoP BaseP="1" ImpuestoP="002" ` +
        'TipoFactorP="Exento"/></pago20:TrasladosP></pago20:ImpuestosP>',
      '||1|002|Exento||',
    ],
    [
      'Pagos 1.0: version, then each payment with its documents',
      PAGOS_10.Pagos,
      `<pago10:Pagos ${P1} Version="1.0"><pago10:Pago FechaPago="2020-03-10T10:00:00" FormaDePagoP="03" ` +
        'MonedaP="USD" TipoCambioP="17.3608" Monto="40"><pago10:DoctoRelacionado IdDocumento="D1" ' +
        'MonedaDR="USD" MetodoDePagoDR="PPD" NumParcialidad="1" ImpSaldoAnt="50" ImpPagado="40" ' +
        'ImpSaldoInsoluto="10"/></pago10:Pago></pago10:Pagos>',
      '||1.0|2020-03-10T10:00:00|03|USD|17.3608|40|D1|USD|PPD|1|50|40|10||',
    ],
    [
      'Pagos 1.0 DoctoRelacionado: balances optional',
      PAGOS_10.DoctoRelacionado,
      `<pago10:DoctoRelacionado ${P1} IdDocumento="D1" MonedaDR="EUR" TipoCambioDR="0.8" MetodoDePagoDR="PUE" Folio="3"/>`,
      '||D1|3|EUR|0.8|PUE||',
    ],
    [
      'Pagos 1.0 Impuestos: the totals first',
      PAGOS_10.Impuestos,
      `<pago10:Impuestos ${P1} TotalImpuestosTrasladados="16" TotalImpuestosRetenidos="10">` +
        '<pago10:Traslados><pago10:Traslado Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="16"/></pago10:Traslados>' +
        '<pago10:Retenciones><pago10:Retencion Impuesto="001" Importe="10"/></pago10:Retenciones>' +
        '</pago10:Impuestos>',
      '||10|16|001|10|002|Tasa|0.160000|16||',
    ],
    [
      'implocal: every withholding, then every transfer, whatever the document order',
      IMPUESTOS_LOCALES,
      `<implocal:ImpuestosLocales ${LOCAL} version="1.0" TotaldeRetenciones="90.81" TotaldeTraslados="27.43">` +
        '<implocal:TrasladosLocales ImpLocTrasladado="IH" TasadeTraslado="2.50" Importe="27.43"/>' +
        '<implocal:RetencionesLocales ImpLocRetenido="Impuesto Cedular" TasadeRetencion="3.00" Importe="90.81"/>' +
        '</implocal:ImpuestosLocales>',
      '||1.0|90.81|27.43|Impuesto Cedular|3.00|90.81|IH|2.50|27.43||',
    ],
  ])('%s', (_what, table, xml, expected) => expect(cadena(table, xml)).toBe(expected));
});

describe('values are normalized as XPath normalize-space does', () => {
  it.each<[string, string]>([
    ['Renta', 'Renta'],
    ['  Renta  del\tsitio\n1 ', 'Renta del sitio 1'],
    ['\r\n', ''],
    ['a\u00a0 b', 'a\u00a0 b'], // NBSP is not XML white space
    ['a\u2003b ', 'a\u2003b'],
  ])('%j -> %j', (value, expected) => expect(normalizeSpace(value)).toBe(expected));

  it('inside a document, character references included', () => {
    expect(
      cadena(
        CFDI_40.Emisor,
        `<cfdi:Emisor ${C4} Rfc=" EKU9003173C9" Nombre="  ESCUELA&#9;KEMPER&#10;&#10;URGATE " RegimenFiscal="601&#160;"/>`,
      ),
    ).toBe('||EKU9003173C9|ESCUELA KEMPER URGATE|601\u00a0||');
  });
});

describe('a whole voucher', () => {
  const voucher = (body: string, ns = C4, prefix = 'cfdi') =>
    `<${prefix}:Comprobante ${ns.replace('cfdi', prefix)} ${VOUCHER_40}>` +
    `<${prefix}:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>` +
    `<${prefix}:Receptor Rfc="XAXX010101000" Nombre="PUBLICO" DomicilioFiscalReceptor="06600" ` +
    `RegimenFiscalReceptor="616" UsoCFDI="S01"/>` +
    `<${prefix}:Conceptos><${prefix}:Concepto ClaveProdServ="01010101" Cantidad="1" ClaveUnidad="ACT" ` +
    `Descripcion="Pago" ValorUnitario="100.00" Importe="100.00" ObjetoImp="01"/></${prefix}:Conceptos>` +
    `${body}</${prefix}:Comprobante>`;
  const HEAD =
    '||4.0|2026-03-10T10:00:00|30001000000500003416|100.00|MXN|116.00|I|01|06600' +
    '|EKU9003173C9|ESCUELA KEMPER URGATE|601|XAXX010101000|PUBLICO|06600|616|S01' +
    '|01010101|1|ACT|Pago|100.00|100.00|01';

  it('visits the parts in the stylesheet order and ignores the addenda and unknown elements', () => {
    const r = cadenaOriginal(
      parse(
        voucher(
          `<cfdi:Addenda><cfdi:Emisor Rfc="NO"/></cfdi:Addenda><cfdi:Complemento>` +
            `<implocal:ImpuestosLocales ${LOCAL} version="1.0" TotaldeRetenciones="0" TotaldeTraslados="1">` +
            '<implocal:TrasladosLocales ImpLocTrasladado="IH" TasadeTraslado="1.00" Importe="1"/>' +
            `</implocal:ImpuestosLocales><tfd:TimbreFiscalDigital ${TFD} Version="1.1" UUID="U" ` +
            'SelloCFD="c2VsbG8=" NoCertificadoSAT="1" RfcProvCertif="SAT970701NN3" FechaTimbrado="2026-03-10T10:02:00"/>' +
            `</cfdi:Complemento><x:Extra xmlns:x="urn:x" Rfc="NO"/>`,
        ),
      ),
    );
    expect(r).toEqual({ ok: true, cadena: `${HEAD}|1.0|0|1|IH|1.00|1||` });
  });

  it('matches the namespace, not the prefix', () => {
    const r = cadenaOriginal(parse(voucher('', C4, 'c')));
    expect(r).toEqual({ ok: true, cadena: `${HEAD}||` });
  });

  it.each<[string, string, string]>([
    [
      'INE 1.1',
      '<ine:INE xmlns:ine="http://www.sat.gob.mx/ine" Version="1.1" TipoProceso="Ordinario">' +
        '<ine:Entidad ClaveEntidad="CMX"><ine:Contabilidad IdContabilidad="12345"/></ine:Entidad>' +
        '</ine:INE>',
      '|1.1|Ordinario|CMX|12345',
    ],
    [
      'leyendas fiscales 1.0',
      '<leyendasFisc:LeyendasFiscales xmlns:leyendasFisc="http://www.sat.gob.mx/leyendasFiscales" ' +
        'version="1.0"><leyendasFisc:Leyenda norma="Art. 2" textoLeyenda=" Exento "/>' +
        '</leyendasFisc:LeyendasFiscales>',
      '|1.0|Art. 2|Exento',
    ],
  ])('writes a complement the 4.0 stylesheet includes: %s', (_what, complement, part) => {
    const r = cadenaOriginal(parse(voucher(`<cfdi:Complemento>${complement}</cfdi:Complemento>`)));
    expect(r).toEqual({ ok: true, cadena: `${HEAD}${part}||` });
  });

  it('writes a complement in ComplementoConcepto after the concept and its taxes', () => {
    const xml = voucher('').replace(
      'ObjetoImp="01"/>',
      'ObjetoImp="01"><cfdi:ComplementoConcepto><iedu:instEducativas ' +
        'xmlns:iedu="http://www.sat.gob.mx/iedu" version="1.0" nombreAlumno="ANA" CURP="X" ' +
        'nivelEducativo="Primaria" autRVOE="123"/></cfdi:ComplementoConcepto></cfdi:Concepto>',
    );
    expect(cadenaOriginal(parse(xml))).toEqual({
      ok: true,
      cadena: `${HEAD}|1.0|ANA|X|Primaria|123||`,
    });
  });

  const UNKNOWN = '<x:Otro xmlns:x="urn:example:otro" version="1.0"/>';
  it.each<[string, string, string]>([
    ['in Complemento', `<cfdi:Complemento>${UNKNOWN}</cfdi:Complemento>`, '{urn:example:otro}Otro'],
    ['in ComplementoConcepto', '', '{urn:example:otro}Otro'],
    [
      'Pagos 1.0 on a 4.0 voucher: the 4.0 stylesheet does not include it',
      `<cfdi:Complemento><pago10:Pagos ${P1} Version="1.0"/></cfdi:Complemento>`,
      '{http://www.sat.gob.mx/Pagos}Pagos',
    ],
    [
      'detallista with the element text its stylesheet reads (the parsed tree keeps attributes only)',
      '<cfdi:Complemento><detallista:detallista xmlns:detallista="http://www.sat.gob.mx/detallista" ' +
        'documentStructureVersion="AMC8.1"><detallista:buyer><detallista:gln>0123456789012' +
        '</detallista:gln></detallista:buyer></detallista:detallista></cfdi:Complemento>',
      '{http://www.sat.gob.mx/detallista}detallista',
    ],
  ])('refuses a complement it cannot reproduce (%s)', (_where, body, which) => {
    const xml =
      body !== ''
        ? voucher(body)
        : voucher('').replace(
            'ObjetoImp="01"/>',
            `ObjetoImp="01"><cfdi:ComplementoConcepto>${UNKNOWN}</cfdi:ComplementoConcepto></cfdi:Concepto>`,
          );
    expect(cadenaOriginal(parse(xml))).toEqual({ ok: false, unsupported: which });
  });

  it('writes detallista when none of the elements whose text it reads is there', () => {
    const r = cadenaOriginal(
      parse(
        voucher(
          '<cfdi:Complemento><detallista:detallista xmlns:detallista="http://www.sat.gob.mx/detallista" ' +
            'documentStructureVersion="AMC8.1"/></cfdi:Complemento>',
        ),
      ),
    );
    // Its four required values (buyer's gln, seller's gln and other id, total) stay, empty.
    expect(r).toEqual({ ok: true, cadena: `${HEAD}|AMC8.1||||` + '||' });
  });

  it('writes only the text around the root for a root that is not a Comprobante', () => {
    expect(cadenaOriginal(parse(`<cfdi:Emisor ${C4} Rfc="X"/>`))).toEqual({
      ok: true,
      cadena: '|||',
    });
  });
});

describe("the stamp's cadena (cadenaoriginal_TFD_1_1.xslt)", () => {
  const STAMP = {
    Version: '1.1',
    UUID: 'U',
    FechaTimbrado: '2026-03-10T10:02:00',
    RfcProvCertif: 'SAT970701NN3',
    SelloCFD: 'c2VsbG8=',
    NoCertificadoSAT: '30001000000500003456',
    SelloSAT: 'c2VsbG9TQVQ=',
  };

  it('writes the stamp without its SelloSAT, a Leyenda only when present', () => {
    const attrs = Object.entries(STAMP)
      .map(([k, v]) => `${k}="${v}"`)
      .join(' ');
    expect(tfdCadena(parse(`<tfd:TimbreFiscalDigital ${TFD} ${attrs}/>`))).toBe(
      '||1.1|U|2026-03-10T10:02:00|SAT970701NN3|c2VsbG8=|30001000000500003456||',
    );
    expect(
      tfdCadena(parse(`<tfd:TimbreFiscalDigital ${TFD} ${attrs} Leyenda=" Nota  del PAC"/>`)),
    ).toBe('||1.1|U|2026-03-10T10:02:00|SAT970701NN3|Nota del PAC|c2VsbG8=|30001000000500003456||');
  });

  it('stampCadena builds the same cadena from the attributes', () => {
    expect(stampCadena(STAMP)).toBe(
      '||1.1|U|2026-03-10T10:02:00|SAT970701NN3|c2VsbG8=|30001000000500003456||',
    );
  });
});
