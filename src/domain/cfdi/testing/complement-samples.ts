/**
 * CFDI documents that carry each complement the SAT's cadena-original stylesheets include, for
 * comparing the engine's cadena with the stylesheets' own output (cadena-xslt.test.ts).
 *
 * One synthetic document per complement stylesheet, grown from the complement's table: every
 * path it selects holds two elements (nested ones too), every attribute it reads is filled on the
 * first of each pair, the second leaves its first optional attribute out, values carry white
 * space to normalize, references, `|`, `&`, non-ASCII and NBSP, and elements and attributes stand
 * in an order the stylesheet does not follow. A complement of the 4.0 stylesheet rides on a CFDI
 * 4.0 (and on a 3.3 too when that one includes it), one only the 3.3 stylesheet includes on a CFDI
 * 3.3; concept-level complements sit in a ComplementoConcepto. Every document also carries a stamp
 * and an addenda, which add nothing.
 *
 * Beside them, hand-written documents (INE 1.1, nómina 1.2, leyendas fiscales, Carta Porte 3.1)
 * with the complement's part of the cadena worked out by reading the stylesheet.
 */
import { COMPLEMENT_TABLES, type CadenaNode, type PathStep } from '../seal/cadena';
import { NS } from '../xml-node';

export interface ComplementSample {
  /** The stylesheet file it exercises, or what the hand-written case is. */
  readonly name: string;
  readonly version: '4.0' | '3.3';
  readonly xml: string;
  /** The complement's part of the cadena (from its first `|`), worked out by hand. */
  readonly complementCadena?: string;
  /** Set when the engine must refuse it: the complement it names. */
  readonly unsupported?: string;
}

/** Complements the SAT places in a concept's ComplementoConcepto, not in the Complemento. */
const CONCEPT_LEVEL = new Set([
  'http://www.sat.gob.mx/iedu instEducativas',
  'http://www.sat.gob.mx/ventavehiculos VentaVehiculos',
  'http://www.sat.gob.mx/terceros PorCuentadeTerceros',
]);

interface Elem {
  readonly ns: string;
  readonly name: string;
  readonly attrs: Map<string, string>;
  readonly children: Elem[];
  text?: string;
}

const elem = (ns: string, name: string): Elem => ({ ns, name, attrs: new Map(), children: [] });

/** Attribute values (as written in XML) that exercise normalize-space and the XML decoding. */
function valueFor(n: number): string {
  switch (n % 8) {
    case 0:
      return `V${n}`;
    case 1:
      return `  V${n}  con   espacios `;
    case 2:
      return `V${n}&#9;tab&#10;línea&#13;&#10;fin`;
    case 3:
      return `ÑANDÚ &amp; HIJOS | V${n}`;
    case 4:
      return `&lt;V${n}&gt; &quot;q&quot; &apos;a&apos;`;
    case 5:
      return `V${n}&#160;nbsp `;
    case 6:
      return `&#x1D11E; V${n}`;
    default:
      return `&#32;V${n}&#32;&#32;`;
  }
}

/** Element text: white space inside and around, and a reference. */
const textFor = (n: number): string => `\n   T${n}   &amp;\t texto  \n`;

interface Grow {
  counter: number;
  readonly withText: boolean;
}

const hasText = (table: CadenaNode, seen = new Set<CadenaNode>()): boolean => {
  if (seen.has(table)) return false;
  seen.add(table);
  return table.steps.some(
    (s) =>
      s.kind === 'text' ||
      ((s.kind === 'node' || s.kind === 'if' || s.kind === 'ifAttr') && hasText(s.node, seen)),
  );
};

/** The element at the end of a path of single steps under `from`, created where missing. */
function reach(from: Elem, path: readonly PathStep[]): Elem {
  let at = from;
  for (const s of path) {
    const ns = s.ns ?? at.ns;
    const name = s.name ?? 'Cualquiera';
    let next = at.children.find((c) => c.ns === ns && c.name === name);
    if (next === undefined) {
      next = elem(ns, name);
      at.children.push(next);
    }
    at = next;
  }
  return at;
}

/** Two new elements at the end of a path: the steps before the last are shared. */
function twoAt(from: Elem, path: readonly PathStep[]): Elem[] {
  const last = path.at(-1);
  if (last === undefined) return [];
  const parent = reach(from, path.slice(0, -1));
  const ns = last.ns ?? parent.ns;
  const made = [elem(ns, last.name ?? 'Cualquiera'), elem(ns, last.name ?? 'Cualquiera')];
  parent.children.push(...made);
  return made;
}

/** What a table reads of the element it writes: its attributes, and the fixed ones its tests need. */
interface Reads {
  readonly attrs: { readonly name: string; readonly optional: boolean }[];
  readonly fixed: Map<string, string>;
}

/**
 * Fills an element as the table reads it. `sparse`: its first optional attribute is left out (the
 * second of each pair of elements is sparse, so every attribute is still filled somewhere).
 */
function grow(
  el: Elem,
  table: CadenaNode,
  g: Grow,
  stack: readonly CadenaNode[],
  sparse: boolean,
): void {
  const reads: Reads = { attrs: [], fixed: new Map() };
  collect(el, table, g, [...stack, table], reads);
  let leftOut = !sparse;
  for (const a of reads.attrs) {
    if (el.attrs.has(a.name)) continue;
    const fixed = reads.fixed.get(a.name);
    if (fixed !== undefined) el.attrs.set(a.name, fixed);
    else if (a.optional && !leftOut) leftOut = true;
    else el.attrs.set(a.name, valueFor(g.counter++));
  }
  for (const [name, value] of reads.fixed) if (!el.attrs.has(name)) el.attrs.set(name, value);
}

function collect(
  el: Elem,
  table: CadenaNode,
  g: Grow,
  stack: readonly CadenaNode[],
  reads: Reads,
): void {
  for (const s of table.steps) {
    switch (s.kind) {
      case 'attr':
        reads.attrs.push({ name: s.attr, optional: s.optional });
        break;
      case 'ifAttr':
        reads.fixed.set(s.attr, s.equals);
        collect(el, s.node, g, stack, reads);
        break;
      case 'if':
        if (!g.withText && hasText(s.node)) break;
        reach(el, s.path);
        collect(el, s.node, g, stack, reads);
        break;
      case 'text':
        if (!g.withText) break;
        if (s.path.length === 0) el.text = textFor(g.counter++);
        else reach(el, s.path).text = textFor(g.counter++);
        break;
      case 'node':
        if (!g.withText && hasText(s.node)) break;
        // A template reached again below itself gets its elements, not another level.
        twoAt(el, s.path).forEach((made, i) => {
          if (!stack.includes(s.node)) grow(made, s.node, g, stack, i === 1);
        });
        break;
      case 'complements':
        break;
    }
  }
}

// Serializing, with the children and attributes in reverse order of the stylesheet's.

function prefixFor(ns: string): string {
  if (ns === NS.cfdi40 || ns === NS.cfdi33) return 'cfdi';
  if (ns === NS.tfd) return 'tfd';
  const tail = (ns.split('/').pop() ?? 'c').replace(/[^A-Za-z0-9]/g, '');
  return /^[A-Za-z]/.test(tail) ? tail : `c${tail}`;
}

function namespacesOf(e: Elem, into: Set<string>): Set<string> {
  into.add(e.ns);
  for (const c of e.children) namespacesOf(c, into);
  return into;
}

function serialize(e: Elem, declare: readonly string[] = []): string {
  const tag = `${prefixFor(e.ns)}:${e.name}`;
  const decls = declare.map((ns) => ` xmlns:${prefixFor(ns)}="${ns}"`).join('');
  const attrs = [...e.attrs]
    .reverse()
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
  const body =
    [...e.children]
      .reverse()
      .map((c) => serialize(c))
      .join('') + (e.text ?? '');
  return body === '' ? `<${tag}${decls}${attrs}/>` : `<${tag}${decls}${attrs}>${body}</${tag}>`;
}

// The voucher around a complement.

const STAMP =
  '<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" ' +
  'UUID="6F4E3B6A-0D8C-4A59-9B0E-2F1C3D4E5F60" FechaTimbrado="2026-03-10T10:02:00" ' +
  'RfcProvCertif="SAT970701NN3" SelloCFD="c2VsbG8=" NoCertificadoSAT="30001000000500003456" ' +
  'SelloSAT="c2VsbG9TQVQ="/>';

/**
 * A CFDI of the version with `complement` (XML of one element, its namespaces declared on it) in
 * the Complemento or, `conceptLevel`, in the concept's ComplementoConcepto.
 */
export function voucherWith(
  version: '4.0' | '3.3',
  complement: string,
  conceptLevel = false,
): string {
  const v4 = version === '4.0';
  const head = v4
    ? '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="A" ' +
      'Folio="1001" Fecha="2026-03-10T10:00:00" FormaPago="03" NoCertificado="30001000000500003416" ' +
      'SubTotal="100.00" Moneda="MXN" Total="116.00" TipoDeComprobante="I" Exportacion="01" ' +
      'MetodoPago="PUE" LugarExpedicion="06600" Sello="c2VsbG8=" Certificado="Y2VydA==">' +
      '<cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>' +
      '<cfdi:Receptor Rfc="XAXX010101000" Nombre="PUBLICO EN GENERAL" DomicilioFiscalReceptor="06600" ' +
      'RegimenFiscalReceptor="616" UsoCFDI="S01"/>'
    : '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/3" Version="3.3" Serie="A" ' +
      'Folio="1001" Fecha="2020-03-10T10:00:00" FormaPago="03" NoCertificado="30001000000400002434" ' +
      'SubTotal="100.00" Moneda="MXN" Total="116.00" TipoDeComprobante="I" MetodoPago="PUE" ' +
      'LugarExpedicion="06600" Sello="c2VsbG8=" Certificado="Y2VydA==">' +
      '<cfdi:Emisor Rfc="POT9207213D6" Nombre="POTENCIA" RegimenFiscal="601"/>' +
      '<cfdi:Receptor Rfc="XAXX010101000" Nombre="PUBLICO EN GENERAL" UsoCFDI="G03"/>';
  const concept =
    '<cfdi:Concepto ClaveProdServ="80131500" Cantidad="1" ClaveUnidad="E48" Unidad="Servicio" ' +
    `Descripcion="Renta del sitio" ValorUnitario="100.00" Importe="100.00"${v4 ? ' ObjetoImp="02"' : ''}>` +
    '<cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="100.00" Impuesto="002" TipoFactor="Tasa" ' +
    'TasaOCuota="0.160000" Importe="16.00"/></cfdi:Traslados></cfdi:Impuestos>' +
    (conceptLevel ? `<cfdi:ComplementoConcepto>${complement}</cfdi:ComplementoConcepto>` : '') +
    '</cfdi:Concepto>';
  const summary =
    '<cfdi:Impuestos TotalImpuestosTrasladados="16.00"><cfdi:Traslados><cfdi:Traslado ' +
    `${v4 ? 'Base="100.00" ' : ''}Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" ` +
    'Importe="16.00"/></cfdi:Traslados></cfdi:Impuestos>';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${head}<cfdi:Conceptos>${concept}</cfdi:Conceptos>` +
    `${summary}<cfdi:Complemento>${conceptLevel ? '' : complement}${STAMP}</cfdi:Complemento>` +
    '<cfdi:Addenda><cfdi:Emisor Rfc="NO" Nombre="NO" RegimenFiscal="NO"/></cfdi:Addenda>' +
    '</cfdi:Comprobante>'
  );
}

/** The complement grown from its table, as XML with its namespaces declared on it. */
function grown(table: CadenaNode, withText: boolean): string {
  const root = elem(table.ns, table.name);
  grow(root, table, { counter: 1, withText }, [], false);
  return serialize(root, [...namespacesOf(root, new Set())]);
}

/**
 * One synthetic document per complement stylesheet (two for one that reads element text), and the
 * same on a CFDI 3.3 for those both stylesheets include.
 */
export function complementSamples(): ComplementSample[] {
  const samples: ComplementSample[] = [];
  for (const c of COMPLEMENT_TABLES) {
    const version = c.versions.includes('4.0') ? '4.0' : '3.3';
    const conceptLevel = CONCEPT_LEVEL.has(`${c.node.ns} ${c.node.name}`);
    if (hasText(c.node)) {
      samples.push({
        name: `${c.file} (with the element text it reads)`,
        version,
        xml: voucherWith(version, grown(c.node, true), conceptLevel),
        unsupported: `{${c.node.ns}}${c.node.name}`,
      });
      samples.push({
        name: `${c.file} (attributes only)`,
        version,
        xml: voucherWith(version, grown(c.node, false), conceptLevel),
      });
    } else
      samples.push({
        name: c.file,
        version,
        xml: voucherWith(version, grown(c.node, false), conceptLevel),
      });
    // Included by both stylesheets: on a CFDI 3.3 as well.
    if (version === '4.0' && c.versions.includes('3.3') && !hasText(c.node))
      samples.push({
        name: `${c.file} (on a CFDI 3.3)`,
        version: '3.3',
        xml: voucherWith('3.3', grown(c.node, false), conceptLevel),
      });
  }
  return samples;
}

// Hand-written documents, each with its part of the cadena read off the stylesheet.

const INE =
  '<ine:INE xmlns:ine="http://www.sat.gob.mx/ine" Version="1.1" TipoProceso="Ordinario" ' +
  'TipoComite="Ejecutivo Nacional"><ine:Entidad ClaveEntidad="CMX" Ambito="Local">' +
  '<ine:Contabilidad IdContabilidad="12345"/><ine:Contabilidad IdContabilidad=" 67890 "/>' +
  '</ine:Entidad><ine:Entidad ClaveEntidad="JAL"><ine:Contabilidad IdContabilidad="555"/>' +
  '</ine:Entidad></ine:INE>';

const LEYENDAS =
  '<leyendasFisc:LeyendasFiscales xmlns:leyendasFisc="http://www.sat.gob.mx/leyendasFiscales" ' +
  'version="1.0"><leyendasFisc:Leyenda disposicionFiscal="RESDERAUTH" norma="Artículo 2-A" ' +
  'textoLeyenda="Tasa 0%  de IVA&#10;por exportación"/><leyendasFisc:Leyenda ' +
  'textoLeyenda="Segunda leyenda"/></leyendasFisc:LeyendasFiscales>';

const NOMINA =
  '<nomina12:Nomina xmlns:nomina12="http://www.sat.gob.mx/nomina12" Version="1.2" ' +
  'TipoNomina="O" FechaPago="2026-03-15" FechaInicialPago="2026-03-01" FechaFinalPago="2026-03-15" ' +
  'NumDiasPagados="15.000" TotalPercepciones="15000.00" TotalDeducciones="2500.00" ' +
  'TotalOtrosPagos="0.00">' +
  '<nomina12:Emisor RegistroPatronal="Y5412345109"/>' +
  '<nomina12:Receptor Curp="XEXX010101HNEXXXA4" NumSeguridadSocial="12345678901" ' +
  'FechaInicioRelLaboral="2020-01-06" Antigüedad="P323W" TipoContrato="01" Sindicalizado="No" ' +
  'TipoJornada="01" TipoRegimen="02" NumEmpleado="0042" Departamento="Torres" ' +
  'Puesto="Técnico  de  sitio" RiesgoPuesto="2" PeriodicidadPago="04" ' +
  'SalarioBaseCotApor="1000.00" SalarioDiarioIntegrado="1050.00" ClaveEntFed="CMX"/>' +
  '<nomina12:Percepciones TotalSueldos="15000.00" TotalGravado="14000.00" TotalExento="1000.00">' +
  '<nomina12:Percepcion TipoPercepcion="001" Clave="P001" Concepto="Sueldo" ' +
  'ImporteGravado="14000.00" ImporteExento="0.00"/>' +
  '<nomina12:Percepcion TipoPercepcion="019" Clave="P019" Concepto="Horas extra" ' +
  'ImporteGravado="0.00" ImporteExento="1000.00"><nomina12:HorasExtra Dias="2" TipoHoras="Dobles" ' +
  'HorasExtra="4" ImportePagado="1000.00"/></nomina12:Percepcion>' +
  '</nomina12:Percepciones>' +
  '<nomina12:Deducciones TotalOtrasDeducciones="500.00" TotalImpuestosRetenidos="2000.00">' +
  '<nomina12:Deduccion TipoDeduccion="002" Clave="D002" Concepto="ISR" Importe="2000.00"/>' +
  '<nomina12:Deduccion TipoDeduccion="001" Clave="D001" Concepto="IMSS" Importe="500.00"/>' +
  '</nomina12:Deducciones>' +
  '<nomina12:OtrosPagos><nomina12:OtroPago TipoOtroPago="002" Clave="O002" ' +
  'Concepto="Subsidio" Importe="0.00"><nomina12:SubsidioAlEmpleo SubsidioCausado="0.00"/>' +
  '</nomina12:OtroPago></nomina12:OtrosPagos>' +
  '</nomina12:Nomina>';

const CARTA_PORTE =
  '<cartaporte31:CartaPorte xmlns:cartaporte31="http://www.sat.gob.mx/CartaPorte31" ' +
  'Version="3.1" IdCCP="CCC5b1f4a-7c3d-4e2a-9f10-1a2b3c4d5e6f" TranspInternac="No" ' +
  'TotalDistRec="120">' +
  '<cartaporte31:Ubicaciones>' +
  '<cartaporte31:Ubicacion TipoUbicacion="Origen" IDUbicacion="OR000001" ' +
  'RFCRemitenteDestinatario="EKU9003173C9" FechaHoraSalidaLlegada="2026-03-10T08:00:00">' +
  '<cartaporte31:Domicilio Calle="Av. Reforma" NumeroExterior="10" Estado="CMX" Pais="MEX" ' +
  'CodigoPostal="06600"/></cartaporte31:Ubicacion>' +
  '<cartaporte31:Ubicacion TipoUbicacion="Destino" IDUbicacion="DE000002" ' +
  'RFCRemitenteDestinatario="XAXX010101000" FechaHoraSalidaLlegada="2026-03-10T12:00:00" ' +
  'DistanciaRecorrida="120"><cartaporte31:Domicilio Municipio="Toluca" Estado="MEX" Pais="MEX" ' +
  'CodigoPostal="50000"/></cartaporte31:Ubicacion>' +
  '</cartaporte31:Ubicaciones>' +
  '<cartaporte31:Mercancias PesoBrutoTotal="850.5" UnidadPeso="KGM" NumTotalMercancias="1">' +
  '<cartaporte31:Mercancia BienesTransp="43222600" Descripcion="Antena  sectorial" ' +
  'Cantidad="2" ClaveUnidad="H87" PesoEnKg="850.5"><cartaporte31:CantidadTransporta ' +
  'Cantidad="2" IDOrigen="OR000001" IDDestino="DE000002"/></cartaporte31:Mercancia>' +
  '<cartaporte31:Autotransporte PermSCT="TPAF01" NumPermisoSCT="0X2XTXZ0X5X0X3X2X1X0">' +
  '<cartaporte31:IdentificacionVehicular ConfigVehicular="C2" PesoBrutoVehicular="10.5" ' +
  'PlacaVM="501AAA" AnioModeloVM="2022"/><cartaporte31:Seguros AseguraRespCivil="SEGUROS SA" ' +
  'PolizaRespCivil="123456"/></cartaporte31:Autotransporte>' +
  '</cartaporte31:Mercancias>' +
  '<cartaporte31:FiguraTransporte><cartaporte31:TiposFigura TipoFigura="01" ' +
  'RFCFigura="VAAM130719H60" NumLicencia="a234567890" NombreFigura="Juan Pérez"/>' +
  '</cartaporte31:FiguraTransporte>' +
  '</cartaporte31:CartaPorte>';

export const HAND_SAMPLES: readonly ComplementSample[] = [
  {
    name: 'INE 1.1: entities in document order, each with its accounts',
    version: '4.0',
    xml: voucherWith('4.0', INE),
    complementCadena: '|1.1|Ordinario|Ejecutivo Nacional|CMX|Local|12345|67890|JAL|555',
  },
  {
    name: 'leyendas fiscales 1.0: the optional provision and rule before the text',
    version: '4.0',
    xml: voucherWith('4.0', LEYENDAS),
    complementCadena: '|1.0|RESDERAUTH|Artículo 2-A|Tasa 0% de IVA por exportación|Segunda leyenda',
  },
  {
    name: 'nómina 1.2: issuer, employee, perceptions, deductions, other payments',
    version: '4.0',
    xml: voucherWith('4.0', NOMINA),
    complementCadena:
      '|1.2|O|2026-03-15|2026-03-01|2026-03-15|15.000|15000.00|2500.00|0.00' +
      '|Y5412345109' +
      '|XEXX010101HNEXXXA4|12345678901|2020-01-06|P323W|01|No|01|02|0042|Torres|Técnico de sitio' +
      '|2|04|1000.00|1050.00|CMX' +
      '|15000.00|14000.00|1000.00' +
      '|001|P001|Sueldo|14000.00|0.00' +
      '|019|P019|Horas extra|0.00|1000.00|2|Dobles|4|1000.00' +
      '|500.00|2000.00|002|D002|ISR|2000.00|001|D001|IMSS|500.00' +
      '|002|O002|Subsidio|0.00|0.00',
  },
  {
    name: 'Carta Porte 3.1: locations with their address, goods, road transport, figures',
    version: '4.0',
    xml: voucherWith('4.0', CARTA_PORTE),
    complementCadena:
      '|3.1|CCC5b1f4a-7c3d-4e2a-9f10-1a2b3c4d5e6f|No|120' +
      '|Origen|OR000001|EKU9003173C9|2026-03-10T08:00:00|Av. Reforma|10|CMX|MEX|06600' +
      '|Destino|DE000002|XAXX010101000|2026-03-10T12:00:00|120|Toluca|MEX|MEX|50000' +
      '|850.5|KGM|1|43222600|Antena sectorial|2|H87|850.5|2|OR000001|DE000002' +
      '|TPAF01|0X2XTXZ0X5X0X3X2X1X0|C2|10.5|501AAA|2022|SEGUROS SA|123456' +
      '|01|VAAM130719H60|a234567890|Juan Pérez',
  },
];
