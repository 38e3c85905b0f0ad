/**
 * The words of the demo maintenance orders: inspection groups with their tests (Spanish, as crews
 * write them), cities per region, inventory option lists and review comments.
 */
import type { StoredOption } from '../../schema';

const opts = (...values: string[]): StoredOption[] =>
  values.map((value, i) => ({ opt: String(i + 1), value }));

export const CONDITION = opts('Bueno', 'Regular', 'Malo');
export const YES_NO = opts('Sí', 'No');
export const PRESENT = opts('Completo', 'Incompleto', 'No existe');

/** A test of a group: its text and options; no options means a measured or photo value. */
export interface TestTemplate {
  text: string;
  options: StoredOption[];
  /** A measured result, e.g. '4.2 Ω'; given as [min, max, unit]. */
  measure?: [number, number, string];
}

export interface GroupTemplate {
  code: string;
  text: string;
  /** Ten tests; sequences 4-8 are the photo evidence of the group (spec 3 §5.9). */
  tests: TestTemplate[];
}

const check = (text: string, options = CONDITION): TestTemplate => ({ text, options });
const photo = (text: string): TestTemplate => ({ text: `Fotografía ${text}`, options: [] });
const measure = (text: string, min: number, max: number, unit: string): TestTemplate => ({
  text,
  options: [],
  measure: [min, max, unit],
});

export const GROUP_TEMPLATES: readonly GroupTemplate[] = [
  {
    code: 'ESTR',
    text: 'Estructura de la torre',
    tests: [
      check('Estado de la pintura y protección anticorrosiva'),
      check('Tornillería completa y apretada', PRESENT),
      check('Verticalidad de la estructura'),
      photo('de la base de la torre'),
      photo('de la estructura completa'),
      photo('de uniones y tornillería'),
      photo('de la escalera de ascenso'),
      photo('de la plataforma de trabajo'),
      check('Corrosión en perfiles y soldaduras'),
      check('Señalización de balizamiento', PRESENT),
    ],
  },
  {
    code: 'TIER',
    text: 'Sistema de tierras',
    tests: [
      measure('Resistencia del sistema de tierras', 1.2, 9.5, 'Ω'),
      check('Conexión de la barra de tierra principal'),
      check('Cable de bajada a tierra sin daños'),
      photo('de la barra de tierras'),
      photo('del registro de tierras'),
      photo('de las conexiones exotérmicas'),
      photo('del pararrayos'),
      photo('de la medición con telurómetro'),
      check('Aterrizaje de gabinetes y escalerilla', YES_NO),
      check('Estado del pararrayos'),
    ],
  },
  {
    code: 'ILUM',
    text: 'Iluminación y balizamiento',
    tests: [
      check('Funcionamiento de la luz de obstrucción', YES_NO),
      check('Fotocelda operando', YES_NO),
      check('Estado del cableado de balizamiento'),
      photo('de la lámpara de obstrucción'),
      photo('del tablero de iluminación'),
      photo('de la fotocelda'),
      photo('del reflector perimetral'),
      photo('de la prueba nocturna'),
      check('Luminarias perimetrales operando', YES_NO),
      check('Hermeticidad de cajas de conexión'),
    ],
  },
  {
    code: 'CERC',
    text: 'Cerca perimetral y acceso',
    tests: [
      check('Estado de la malla ciclónica'),
      check('Concertina completa', PRESENT),
      check('Puerta de acceso y candado'),
      photo('de la puerta de acceso'),
      photo('del perímetro norte'),
      photo('del perímetro sur'),
      photo('de la concertina'),
      photo('del letrero de identificación'),
      check('Señalética de seguridad', PRESENT),
      check('Camino de acceso transitable', YES_NO),
    ],
  },
  {
    code: 'FUER',
    text: 'Gabinete de fuerza',
    tests: [
      measure('Voltaje de entrada fase-neutro', 118, 131, 'V'),
      check('Interruptores termomagnéticos en buen estado'),
      check('Limpieza interior del gabinete'),
      photo('del gabinete cerrado'),
      photo('del interior del gabinete'),
      photo('del medidor de CFE'),
      photo('de los interruptores'),
      photo('de la placa de datos'),
      check('Sellado contra polvo y humedad'),
      check('Diagrama unifilar disponible', YES_NO),
    ],
  },
  {
    code: 'RECT',
    text: 'Rectificadores y baterías',
    tests: [
      measure('Voltaje del banco de baterías', 48.1, 54.6, 'V DC'),
      check('Módulos rectificadores sin alarmas', YES_NO),
      check('Estado físico de las baterías'),
      photo('del banco de baterías'),
      photo('de los módulos rectificadores'),
      photo('de la pantalla de alarmas'),
      photo('de las terminales de baterías'),
      photo('de la etiqueta de fecha de instalación'),
      check('Temperatura de operación adecuada', YES_NO),
      check('Ventilación del gabinete'),
    ],
  },
  {
    code: 'AIRE',
    text: 'Aire acondicionado',
    tests: [
      measure('Temperatura interior del shelter', 18, 29, '°C'),
      check('Filtros limpios'),
      check('Drenaje de condensados'),
      photo('de la unidad condensadora'),
      photo('de la unidad evaporadora'),
      photo('del termostato'),
      photo('de los filtros'),
      photo('del drenaje'),
      check('Ruido y vibración normales', YES_NO),
      check('Alternancia de equipos funcionando', YES_NO),
    ],
  },
  {
    code: 'PLAN',
    text: 'Planta de emergencia',
    tests: [
      check('Nivel de combustible suficiente', YES_NO),
      measure('Horas de operación del motor', 120, 4200, 'h'),
      check('Prueba de arranque automático', YES_NO),
      photo('de la planta de emergencia'),
      photo('del tablero de transferencia'),
      photo('del indicador de combustible'),
      photo('del escape y silenciador'),
      photo('de la batería de arranque'),
      check('Fugas de aceite o combustible'),
      check('Estado de mangueras y bandas'),
    ],
  },
  {
    code: 'CIVI',
    text: 'Obra civil',
    tests: [
      check('Estado de la cimentación'),
      check('Impermeabilización del shelter'),
      check('Grietas en muros y losas'),
      photo('de la cimentación'),
      photo('del shelter'),
      photo('de la losa de equipos'),
      photo('del drenaje pluvial'),
      photo('de la azotea'),
      check('Limpieza y deshierbe del sitio'),
      check('Registros eléctricos tapados', YES_NO),
    ],
  },
  {
    code: 'LINE',
    text: 'Líneas de transmisión y escalerilla',
    tests: [
      check('Sujeción de cables coaxiales'),
      check('Escalerilla horizontal sin daños'),
      check('Kits de aterrizaje en líneas', PRESENT),
      photo('de la escalerilla horizontal'),
      photo('de la entrada de cables al shelter'),
      photo('de los kits de aterrizaje'),
      photo('de los conectores'),
      photo('del recorrido vertical'),
      check('Radios de curvatura adecuados', YES_NO),
      check('Etiquetado de líneas', PRESENT),
    ],
  },
  {
    code: 'SEGU',
    text: 'Seguridad y protección civil',
    tests: [
      check('Extintor vigente', YES_NO),
      check('Botiquín de primeros auxilios', PRESENT),
      check('Línea de vida de la torre'),
      photo('del extintor'),
      photo('de la línea de vida'),
      photo('de la bitácora de visitas'),
      photo('de la señalización de riesgo'),
      photo('del equipo de protección'),
      check('Rutas de evacuación señalizadas', YES_NO),
      check('Cámaras de videovigilancia operando', YES_NO),
    ],
  },
  {
    code: 'ANTE',
    text: 'Antenas y soportería',
    tests: [
      check('Alineación de antenas'),
      check('Soportes y abrazaderas firmes'),
      check('Radomos sin daños'),
      photo('de las antenas del sector A'),
      photo('de las antenas del sector B'),
      photo('de las antenas del sector C'),
      photo('de los equipos RRU'),
      photo('de los soportes'),
      check('Inclinación mecánica conforme a proyecto', YES_NO),
      check('Retiro de equipos en desuso', YES_NO),
    ],
  },
];

/** The photo characteristics of every site inventory. */
export const INVENTORY_TESTS = [
  'Fotografía general del sitio',
  'Fotografía de la torre completa',
  'Fotografía de antenas por sector',
  'Fotografía de gabinetes y equipos',
  'Fotografía del acceso al sitio',
];

export const TECHNOLOGY_OPTIONS: StoredOption[] = [
  { opt: '2G', value: 'GSM 2G' },
  { opt: '3G', value: 'UMTS 3G' },
  { opt: '4G', value: 'LTE 4G' },
  { opt: '5G', value: 'NR 5G' },
  { opt: 'MW', value: 'Microondas' },
];
export const SIZE_OPTIONS: StoredOption[] = [
  { opt: '06', value: '0.6 m' },
  { opt: '12', value: '1.2 m' },
  { opt: '18', value: '1.8 m' },
  { opt: '24', value: '2.4 m' },
  { opt: '26', value: '2.6 m' },
];
export const SECTOR_OPTIONS: StoredOption[] = [
  { opt: 'A', value: 'Sector A (Alfa)' },
  { opt: 'B', value: 'Sector B (Beta)' },
  { opt: 'C', value: 'Sector C (Gamma)' },
  { opt: 'D', value: 'Sector D (Delta)' },
];
export const CONCESSIONAIRE_OPTIONS: StoredOption[] = [
  { opt: 'TEL', value: 'Radiomóvil Dipsa (Telcel)' },
  { opt: 'ATT', value: 'AT&T Comunicaciones Digitales' },
  { opt: 'MOV', value: 'Pegaso PCS (Movistar)' },
  { opt: 'ALT', value: 'Altán Redes' },
  { opt: 'TPL', value: 'Totalplay Telecomunicaciones' },
];
export const TOWER_TYPES = ['Autosoportada', 'Arriostrada', 'Monopolo', 'Mástil en azotea'];

export interface City {
  code: string;
  name: string;
  lat: number;
  lon: number;
}

export const CITIES: Record<string, readonly City[]> = {
  NOR: [
    { code: 'MTY', name: 'Monterrey', lat: 25.6866, lon: -100.3161 },
    { code: 'SLW', name: 'Saltillo', lat: 25.4232, lon: -100.9925 },
    { code: 'CUU', name: 'Chihuahua', lat: 28.6353, lon: -106.0889 },
    { code: 'TRC', name: 'Torreón', lat: 25.5428, lon: -103.4068 },
  ],
  CEN: [
    { code: 'CMX', name: 'Ciudad de México', lat: 19.4326, lon: -99.1332 },
    { code: 'TLC', name: 'Toluca', lat: 19.2826, lon: -99.6557 },
    { code: 'PBC', name: 'Puebla', lat: 19.0414, lon: -98.2063 },
    { code: 'QRO', name: 'Querétaro', lat: 20.5888, lon: -100.3899 },
  ],
  SUR: [
    { code: 'OAX', name: 'Oaxaca', lat: 17.0732, lon: -96.7266 },
    { code: 'MID', name: 'Mérida', lat: 20.9674, lon: -89.5926 },
    { code: 'VSA', name: 'Villahermosa', lat: 17.9892, lon: -92.9475 },
  ],
  OCC: [
    { code: 'GDL', name: 'Guadalajara', lat: 20.6597, lon: -103.3496 },
    { code: 'MLM', name: 'Morelia', lat: 19.706, lon: -101.195 },
    { code: 'BJX', name: 'León', lat: 21.1221, lon: -101.6823 },
    { code: 'AGU', name: 'Aguascalientes', lat: 21.8853, lon: -102.2916 },
  ],
};

export const SITE_NAMES = [
  'Centro',
  'Norte',
  'Sur',
  'Oriente',
  'Poniente',
  'Industrial',
  'Aeropuerto',
  'Universidad',
  'Las Lomas',
  'El Mirador',
  'San Miguel',
  'La Estación',
];
export const STREETS = [
  'Av. Juárez',
  'Calle Hidalgo',
  'Av. Revolución',
  'Calle Morelos',
  'Blvd. Independencia',
  'Calle Allende',
  'Av. Constitución',
  'Calle Zaragoza',
];
export const NEIGHBOURHOODS = [
  'Col. Centro',
  'Col. Industrial',
  'Col. Del Valle',
  'Col. Las Flores',
  'Fracc. Jardines',
  'Col. Obrera',
  'Col. San José',
];

export const ORDER_TEXTS: Record<string, readonly string[]> = {
  TS01: [
    'Mantenimiento preventivo trimestral',
    'Mantenimiento preventivo semestral',
    'Revisión preventiva de sistema eléctrico',
  ],
  TS02: [
    'Correctivo: falla en luz de obstrucción',
    'Correctivo: alarma de baterías',
    'Correctivo: daño en cerca perimetral',
    'Correctivo: falla de aire acondicionado',
  ],
  TS03: [
    'Mantenimiento mayor: pintura de estructura',
    'Mantenimiento mayor: reforzamiento de torre',
    'Mantenimiento mayor: sustitución de sistema de tierras',
  ],
};

export const CREW_COMMENTS = [
  'Se realizó limpieza general del sitio.',
  'Se reapretó tornillería en tramo 3.',
  'Se detectó corrosión leve, se programa pintura.',
  'Sin novedades.',
  'Se sustituyó fusible dañado.',
  'Acceso complicado por lluvia.',
];
export const REJECTION_COMMENTS = [
  'Faltan fotografías de evidencia.',
  'La fotografía no corresponde al sitio.',
  'Medición fuera de rango, repetir prueba.',
  'No se observa la corrección reportada.',
  'Evidencia borrosa, favor de reenviar.',
];
export const ANTENNA_OBSERVATIONS = [
  '',
  '',
  'Radomo con decoloración',
  'Abrazadera floja',
  'Etiqueta ilegible',
  'Conector con cinta vulcanizada',
];

export const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
