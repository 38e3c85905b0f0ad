/**
 * The demo organisations (companies, lessors and suppliers, regions, crews and customer accounts)
 * and the shared catalogues: module names, countries, attachment types and leasing types.
 */
import { Module, type ModuleCode } from '../../../../src/domain/navigation';

export const COMPANIES = [
  {
    code: 'MX10',
    name: 'Torres de Telecomunicación de México, S.A. de C.V.',
    tin: 'TTM070315KJ1',
    // Lessors and suppliers invoice every day of the month, and MX20 only on days 1-10: the demo
    // shows both outcomes of the date window (spec 2 §5) whatever the day.
    lessorBeginDay: 1,
    lessorEndDay: 31,
    supplierBeginDay: 1,
    supplierEndDay: 31,
    // As the SAT registers it (constancia de situación fiscal): the name a CFDI's receiver repeats
    // and the fiscal address's postal code (Colonia Juárez, Mexico City).
    fiscalName: 'TORRES DE TELECOMUNICACION DE MEXICO SA DE CV',
    fiscalPostalCode: '06600',
  },
  {
    code: 'MX20',
    name: 'Infraestructura de Sitios del Norte, S.A. de C.V.',
    tin: 'ISN110822QW3',
    lessorBeginDay: 1,
    lessorEndDay: 10,
    supplierBeginDay: 1,
    supplierEndDay: 10,
    // Monterrey, Nuevo León (centre).
    fiscalName: 'INFRAESTRUCTURA DE SITIOS DEL NORTE SA DE CV',
    fiscalPostalCode: '64000',
  },
] as const;

const LESSOR_INVOICE = [{ code: '2', name: 'Factura de arrendamiento' }];
const ORDER_INVOICE = [{ code: '1', name: 'Factura con orden de compra' }];
const ORDER_TYPES = [
  { code: '01', name: 'Materiales' },
  { code: '02', name: 'Servicios' },
];

/** Default invoice settings (spec 1 §9): electronic, status 5 Accounted, order invoice, no withholding. */
const DEFAULT_INVOICE = {
  invoiceOptionId: 1,
  invoiceStatusId: 5,
  invoiceTypeId: 1,
  withHoldingTaxOptionId: 0,
};

export const SUPPLIERS = [
  {
    code: '0000100001',
    name: 'Inmobiliaria Los Arcos, S.A. de C.V.',
    tin: 'ILA980412T56',
    isLessor: true,
    isSupplier: false,
    companies: ['MX10'],
    invoiceTypes: LESSOR_INVOICE,
    orderTypes: [],
  },
  {
    code: '0000100002',
    name: 'Mendoza García Alejandro',
    tin: 'MEGA800101AB1',
    isLessor: true,
    isSupplier: false,
    companies: ['MX10'],
    invoiceTypes: LESSOR_INVOICE,
    orderTypes: [],
  },
  {
    code: '0000200001',
    name: 'Servicios Electromecánicos del Bajío, S.A. de C.V.',
    tin: 'SEB050607HJ8',
    isLessor: false,
    isSupplier: true,
    companies: ['MX10'],
    invoiceTypes: ORDER_INVOICE,
    orderTypes: ORDER_TYPES,
  },
].map((s) => ({ ...s, ...DEFAULT_INVOICE }));

export const REGIONS = [
  { code: 'NOR', name: 'Norte' },
  { code: 'CEN', name: 'Centro' },
  { code: 'SUR', name: 'Sur' },
  { code: 'OCC', name: 'Occidente' },
] as const;

/**
 * One crew per region of supplier 0000200001, and two crews of lessor 0000100001 (fixed
 * maintenance done by the lessor itself), all working for MX10.
 */
export const CREWS = [
  ...REGIONS.map((r) => ({
    code: `CUA-${r.code}-01`,
    name: `Cuadrilla ${r.name} 1`,
    regionCode: r.code as string,
    companyCode: 'MX10',
    supplierCode: '0000200001',
  })),
  {
    code: 'ARC-CEN-01',
    name: 'Cuadrilla Los Arcos Centro',
    regionCode: 'CEN',
    companyCode: 'MX10',
    supplierCode: '0000100001',
  },
  {
    code: 'ARC-NOR-01',
    name: 'Cuadrilla Los Arcos Norte',
    regionCode: 'NOR',
    companyCode: 'MX10',
    supplierCode: '0000100001',
  },
];

/**
 * Each company's configuration (spec 3 §3.11). The total tolerance 5 and the IVA 16 % are what
 * invoicing compares with (spec 2 §5, §9: lessor 5, supplier 5 MXN; USD keeps 0.09).
 */
const CONFIG_BASE = {
  paymentTermDebit: 'Z030',
  paymentTermAdvance: 'Z000',
  agreementPendingDays: 30,
  maxAmountDocument1: '500000.00',
  maxAmountDocument2: '2000000.00',
  totalTolerance: '5',
  ivaPercentage: '16',
  webOfferDocType: 'ZOFW',
  quoteDocType: 'ZCOT',
  createOrderFromOffer: true,
  creditNotesOrderType: 'ZNCR',
  showXml: 'S',
  portfolioSort: 1,
  distributionChannel: '10',
  division: '00',
  enlistDays: 2,
  timeLimit: '14:00',
  alstMaterial: 'ALST-0001',
  totalsLayout: [
    { position: 1, visualize: true, description: 'Subtotal' },
    { position: 2, visualize: true, description: 'IVA' },
    { position: 3, visualize: true, description: 'Retenciones' },
    { position: 4, visualize: true, description: 'Total' },
  ],
};
export const COMPANY_CONFIG = [
  {
    ...CONFIG_BASE,
    companyCode: 'MX10',
    salesOrganization: 'MX10',
    salesAreaName: 'Ventas Torres México',
    alstCompanyCode: 'MX10',
  },
  {
    ...CONFIG_BASE,
    companyCode: 'MX20',
    salesOrganization: 'MX20',
    salesAreaName: 'Ventas Sitios del Norte',
    alstCompanyCode: 'MX20',
    showXml: 'N',
  },
];

/** The payment methods of each company (spec 3 §3.11). */
export const PAYMENT_METHODS = ['MX10', 'MX20'].flatMap((companyCode) => [
  {
    companyCode,
    name: 'Transferencia',
    orderTypeName: 'Pedido estándar',
    paymentTermName: 'Pago a 30 días',
  },
  {
    companyCode,
    name: 'Pago anticipado',
    orderTypeName: 'Venta anticipada',
    paymentTermName: 'Pago inmediato',
  },
]);

export const CLIENTS = [
  { code: '0000300001', childCode: null, companyCode: 'MX10', type: 1 },
  { code: '0000300001', childCode: '0000300002', companyCode: 'MX10', type: 2 },
  { code: '0000300001', childCode: '0000300003', companyCode: 'MX10', type: 2 },
] as const;

export const CLIENT_AGREEMENTS = [
  {
    clientCode: '0000300001',
    agreement: 'CTO-2025-0001',
    validFrom: '2025-01-01',
    validTo: '2035-12-31',
  },
] as const;

export const MODULE_NAMES: Record<ModuleCode, string> = {
  [Module.AdminUsers]: 'Administración de usuarios',
  [Module.AdminSuppliers]: 'Administración de proveedores y arrendadores',
  [Module.AdminCrews]: 'Administración de cuadrillas',
  [Module.AdminStatements]: 'Comunicados',
  [Module.AdminSystem]: 'Administración del sistema',
  [Module.AdminClients]: 'Administración de clientes',
  [Module.LessorLeasing]: 'Arrendamiento',
  [Module.LessorAdjustments]: 'Ajustes de arrendamiento',
  [Module.LessorConsolidated]: 'Arrendamiento consolidado',
  [Module.LessorAdvance]: 'Pago anticipado',
  [Module.LessorFixedMaintenance]: 'Mantenimiento fijo',
  [Module.LessorVariableMaintenance]: 'Mantenimiento variable',
  [Module.LessorInvoicing]: 'Facturación arrendador',
  [Module.LessorPayments]: 'Pagos arrendador',
  [Module.SupplierInvoicing]: 'Facturación proveedor',
  [Module.SupplierPayments]: 'Pagos proveedor',
  [Module.MaintenanceLessorReview]: 'Revisión de órdenes de mantenimiento',
  [Module.MaintenanceOperatorReview]: 'Revisión de operador',
  [Module.MaintenanceConsult]: 'Consulta de órdenes de mantenimiento',
  [Module.MaintenanceRevert]: 'Reversión de órdenes de mantenimiento',
  [Module.CustomerArea]: 'Área de clientes',
};

/** Countries the user forms offer, with the telephone prefix (+52, +1) as digits. */
export const COUNTRIES = [
  { code: 'MX', name: 'México', phonePrefix: '52' },
  { code: 'US', name: 'Estados Unidos', phonePrefix: '1' },
] as const;

/** Types of maintenance-order attachments (spec 3 §7.2 api/AttachmentType). */
export const ATTACHMENT_TYPES = [
  { id: 1, name: 'Reporte de mantenimiento' },
  { id: 2, name: 'Checklist de inspección' },
  { id: 3, name: 'Evidencia fotográfica' },
  { id: 4, name: 'Acta de entrega' },
  { id: 5, name: 'Otro' },
] as const;

/**
 * Leasing (SAP contract) types of spec 2 with their condition types. Z001 for A001 follows the
 * spec ("Type A001 defaults condition type to Z001"); the other condition codes are demo values.
 */
export const LEASING_TYPES = [
  { code: 'A001', name: 'Arrendamiento', conditionType: 'Z001' },
  { code: 'A002', name: 'Arrendamiento consolidado', conditionType: 'ZCON' },
  { code: 'A003', name: 'Mantenimiento fijo', conditionType: 'ZMFI' },
  { code: 'A004', name: 'Ajustes de arrendamiento', conditionType: 'ZAJU' },
] as const;
