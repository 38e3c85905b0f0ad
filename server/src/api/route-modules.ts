/**
 * The modules a caller must have active to call each API route (spec 1 §6 "Menu visibility
 * follows active modules"): the server's counterpart of the menu, checked on top of the role rule
 * (`access`) of each route. One active module of a route's list suffices; 'any' needs none.
 *
 * How each row was decided: which client pages call the route (src/features/<feature>/api and the
 * components and route files under src/routes/_authed that use them), then those pages' `module`
 * in src/domain/menu-tree.ts. A route several pages call lists the module of each; the shell's
 * and every page's own calls (session, own account, password, one-time code, home communiqués,
 * catalogues read by unrelated modules) are 'any', as are public and `session` routes.
 *
 * Doubtful rows carry a "Doubt:" comment; the list of them is at the end of this header.
 *
 * The invoice pages (/arrendador_factura_electronica and _no_electronica) are LES_INVOICE pages,
 * reached from every lessor list page. Their calls are LES_INVOICE (the pending-invoices page, a
 * LES_INVOICE page, lists the periods of every leasing type), except the variable-maintenance
 * flow's own calls (ContractsMT 21, InvoiceMT 11, AddInvoiceMT 21), which are LES_MAINT_VARIABLE:
 * the flow starts on /arrendador_mantenimiento_variable, so an account without that module (e.g.
 * arrendador.hijo, role Arrendador) may no longer register a variable-maintenance invoice.
 *
 * Doubts, in short:
 * - client 10: 'any' though it is a list of clients: the shell's client selector asks it for every
 *   administrator on every page (src/routes/_authed.tsx, client-selector.tsx), whatever their
 *   modules; the customer area and the user dialog ask it too. The handler scopes the answer.
 * - AttachmentType 21 and PurchaseorderType 10: catalogues, 'any'. Only maintenance pages read the
 *   attachment types (all four MNT_* pages); PurchaseorderType 10 is read by ADM_SUPPLIER,
 *   SUP_INVOICE and LES_INVOICE pages. Either could be narrowed to those lists.
 * - site 21 / 31: 'any' (site state and branding, role-limited to Administrador and Developer; no
 *   page calls them, the e2e tests switch the site with them). ADM_SYSTEM would also fit, but an
 *   administrator without it could then not bring an inactive site back.
 * - Outbox 20 and SatDemoStatus 31: no page calls them (the e2e tests do, as admin): ADM_SYSTEM.
 * - OpenItems 21, ClearedItems 21 (statement sides), AddInvoiceMT 21, Crew 22, Region 21,
 *   Supplier 22, Parameter 10 / 22, Notification 10: no client caller; given the module of the
 *   page their family serves.
 * - InvoiceLessor 11, InvoiceValidateID 21 and the invoice page's other calls are LES_INVOICE
 *   only. Mantenimiento Fijo / Mantenimiento Variable accounts (e.g. mantto.fijo: ADM_USER,
 *   LES_MAINT_FIXED, MNT_REVIEW, MNT_CONSULT) see "Factura electrónica" on their period pages but
 *   the client guard already sends them to /404 on the invoice page (no LES_INVOICE); if they are
 *   meant to invoice, add LES_MAINT_FIXED / LES_MAINT_VARIABLE to those rows (and to the menu).
 * - UpdateOrderMP 31 (crew, date) lists MNT_OPERATOR beside MNT_REVIEW: the lessor-side row
 *   actions are drawn on both review pages for a lessor-side role (rowActions), though only
 *   operator staff normally hold MNT_OPERATOR (the role rule keeps them out of this call anyway).
 * - Payments: /payment_pending and /payment_complement serve both parties (?id=arren / ?id=prov)
 *   under LES_PAYMENT and SUP_PAYMENT; a route cannot tell which party a call is for, so either
 *   module admits both (visor, without SUP_PAYMENT, uses ?id=prov in the e2e tests).
 * - LES_MAINT_FIXED is in no maintenance-order row: no fixed-maintenance page calls them (the
 *   Mantenimiento Fijo roles get MNT_REVIEW by default; 'Arrend. + Mantto Fijo' has no order page).
 */
import { Module, type ModuleCode } from '../../../src/domain/menu-tree';

/**
 * 'any': the route serves every signed-in user whatever their modules (session, own account,
 * catalogues every page reads).
 */
export type RouteModules = readonly ModuleCode[] | 'any';

const ANY = 'any';

// Administration pages.
const USER_ADMIN: readonly ModuleCode[] = [Module.AdminUsers];
const SUPPLIER_ADMIN: readonly ModuleCode[] = [Module.AdminSuppliers];
/** /admin_crew and /admin_region. */
const CREW_ADMIN: readonly ModuleCode[] = [Module.AdminCrews];
const STATEMENT_ADMIN: readonly ModuleCode[] = [Module.AdminStatements];
const CLIENT_ADMIN: readonly ModuleCode[] = [Module.AdminClients];
/**
 * The operations pages: events, errors, sessions, statistics, notifications, SAT alerts, jobs,
 * banners, help, profile policy, company, product.
 */
const SYSTEM_ADMIN: readonly ModuleCode[] = [Module.AdminSystem];

// Maintenance orders: review, operator review, consult and revert pages.
const ORDER_PAGES: readonly ModuleCode[] = [
  Module.MaintenanceLessorReview,
  Module.MaintenanceOperatorReview,
  Module.MaintenanceConsult,
  Module.MaintenanceRevert,
];
/** The two pages that edit a side of the review (photos, results, crew and date). */
const REVIEW_PAGES: readonly ModuleCode[] = [
  Module.MaintenanceLessorReview,
  Module.MaintenanceOperatorReview,
];

// Lessor invoicing.
/** The period lists: contracts, adjustments, fixed maintenance, pending invoices, consolidated. */
const PERIOD_LISTS: readonly ModuleCode[] = [
  Module.LessorLeasing,
  Module.LessorAdjustments,
  Module.LessorFixedMaintenance,
  Module.LessorInvoicing,
  Module.LessorConsolidated,
];
/** The invoice pages, the lessor statement and the lessor receipt variant. */
const LESSOR_INVOICE: readonly ModuleCode[] = [Module.LessorInvoicing];
const VARIABLE_MAINTENANCE: readonly ModuleCode[] = [Module.LessorVariableMaintenance];
const SUPPLIER_INVOICE: readonly ModuleCode[] = [Module.SupplierInvoicing];
/** The lessor invoice pages and the supplier invoice pages (the account statement, too). */
const INVOICE_PAGES: readonly ModuleCode[] = [Module.LessorInvoicing, Module.SupplierInvoicing];
/** /payment_pending and /payment_complement, for lessors and suppliers. */
const PAYMENTS: readonly ModuleCode[] = [Module.LessorPayments, Module.SupplierPayments];
/** Pages that validate a CFDI's SAT status and reception: invoices and payment complements. */
const CFDI_PAGES: readonly ModuleCode[] = [...INVOICE_PAGES, ...PAYMENTS];

/**
 * The customer area. Administrators reach every client's area through the client selector (spec 3
 * §2 "An admin lists all clients") with the customer-areas administration module.
 */
const CUSTOMER: readonly ModuleCode[] = [Module.CustomerArea, Module.AdminClients];

/** Keyed by `${name} ${actionId}` exactly as the registry registers routes. */
export const ROUTE_MODULES: Readonly<Record<string, RouteModules>> = {
  // Session and sign-in (public or `session` routes).
  'session 11': ANY,
  'session 31': ANY,
  'session 21': ANY,
  'session 41': ANY,
  // The password policy, read by the after-login and profile dialogs (`session`).
  'profile 21': ANY,
  // Own account: password, recovery, agreement, one-time code, data update, own contact data.
  'user 32': ANY,
  'user 37': ANY,
  'user 33': ANY,
  'user 22': ANY,
  'user 35': ANY,
  'user 36': ANY,
  'user 23': ANY,
  'account 21': ANY,
  'RequestAccess 11': ANY,
  // Own notice preferences (the profile dialog).
  'NotificationPreferences 21': ANY,
  'NotificationPreferences 31': ANY,
  // Home page communiqués.
  'Notification 22': ANY,
  // Site state and branding. Doubt: administrators only by role and no page calls them (see above).
  'site 21': ANY,
  'site 31': ANY,
  // Doubt: the shell's client selector (every administrator, every page), the customer area and
  // the user dialog.
  'client 10': ANY,

  // User administration (/admin_user, /add_user) and the user dialog's lists.
  'user 10': USER_ADMIN,
  'user 20': USER_ADMIN,
  'user 21': USER_ADMIN,
  'user 11': USER_ADMIN,
  'user 31': USER_ADMIN,
  'user 41': USER_ADMIN,
  'user 34': USER_ADMIN,
  'role 10': USER_ADMIN,
  'role 21': USER_ADMIN,
  'Module 10': USER_ADMIN,
  'Crew 10': USER_ADMIN,
  // The user dialog and the crew form (supplier of a crew, its regions).
  'Supplier 10': [Module.AdminUsers, Module.AdminCrews],
  'Region 10': [Module.AdminUsers, Module.AdminCrews],
  // The user dialog and the supplier form.
  'company 10': [Module.AdminUsers, Module.AdminSuppliers],
  // A record's log: users, suppliers, crews and regions, clients, communiqués.
  'event 20': [
    Module.AdminUsers,
    Module.AdminSuppliers,
    Module.AdminCrews,
    Module.AdminClients,
    Module.AdminStatements,
  ],

  // Supplier and lessor administration (/add_suppliers). Doubt: 22 has no client caller.
  'Supplier 20': SUPPLIER_ADMIN,
  'Supplier 21': SUPPLIER_ADMIN,
  'Supplier 22': SUPPLIER_ADMIN,
  'Supplier 11': SUPPLIER_ADMIN,
  'Supplier 31': SUPPLIER_ADMIN,
  'Supplier 41': SUPPLIER_ADMIN,
  // The supplier form's catalogues (ActionId 10).
  'InvoiceType 10': SUPPLIER_ADMIN,
  'InvoiceStatus 10': SUPPLIER_ADMIN,
  'InvoiceOption 10': SUPPLIER_ADMIN,
  'WithHoldingTaxOption 10': SUPPLIER_ADMIN,
  // Doubt: a catalogue of the supplier form, the supplier invoice pages and the lessor receipts.
  'PurchaseorderType 10': ANY,

  // Crews and regions (/admin_crew, /admin_region). Doubt: Crew 22 and Region 21 have no client
  // caller.
  'Crew 20': CREW_ADMIN,
  'Crew 22': CREW_ADMIN,
  'Crew 21': CREW_ADMIN,
  'Crew 11': CREW_ADMIN,
  'Crew 31': CREW_ADMIN,
  'Crew 41': CREW_ADMIN,
  'Region 20': CREW_ADMIN,
  'Region 21': CREW_ADMIN,
  'Region 11': CREW_ADMIN,
  'Region 31': CREW_ADMIN,
  'Region 41': CREW_ADMIN,

  // Communiqués (/admin_statements): api/Parameter and its alias api/Notification (but 22).
  // Doubt: Parameter 10 / 22 and Notification 10 have no client caller.
  'Parameter 20': STATEMENT_ADMIN,
  'Parameter 21': STATEMENT_ADMIN,
  'Parameter 22': STATEMENT_ADMIN,
  'Parameter 10': STATEMENT_ADMIN,
  'Parameter 11': STATEMENT_ADMIN,
  'Parameter 31': STATEMENT_ADMIN,
  'Parameter 41': STATEMENT_ADMIN,
  'Notification 20': STATEMENT_ADMIN,
  'Notification 21': STATEMENT_ADMIN,
  'Notification 10': STATEMENT_ADMIN,
  'Notification 11': STATEMENT_ADMIN,
  'Notification 31': STATEMENT_ADMIN,
  'Notification 41': STATEMENT_ADMIN,

  // Clients (/admin_client).
  'client 20': CLIENT_ADMIN,
  'client 21': CLIENT_ADMIN,
  'client 22': CLIENT_ADMIN,
  'client 11': CLIENT_ADMIN,
  'client 31': CLIENT_ADMIN,
  'client 41': CLIENT_ADMIN,

  // Operations pages (ADM_SYSTEM): events, sessions, errors, statistics, notifications, profile
  // policy, jobs, SAT alerts, company configuration, banners and help videos, products.
  'AuditLog 20': SYSTEM_ADMIN,
  'AuditLogUsers 20': SYSTEM_ADMIN,
  'ActiveSession 20': SYSTEM_ADMIN,
  'ActiveSession 41': SYSTEM_ADMIN,
  'ServerError 20': SYSTEM_ADMIN,
  'Statistics 20': SYSTEM_ADMIN,
  'AccessRequest 20': SYSTEM_ADMIN,
  'AccessRequest 31': SYSTEM_ADMIN,
  'OutboxMessage 20': SYSTEM_ADMIN,
  'OutboxMessage 31': SYSTEM_ADMIN,
  'profile 31': SYSTEM_ADMIN,
  'Jobs 20': SYSTEM_ADMIN,
  'Jobs 11': SYSTEM_ADMIN,
  'SatAlerts 20': SYSTEM_ADMIN,
  'SatAlerts 31': SYSTEM_ADMIN,
  'SatRecheck 11': SYSTEM_ADMIN,
  'ConfigData 21': SYSTEM_ADMIN,
  'PaymentMethod 21': SYSTEM_ADMIN,
  'CompanyFiscal 21': SYSTEM_ADMIN,
  'CompanyFiscal 31': SYSTEM_ADMIN,
  'Banner 20': SYSTEM_ADMIN,
  'Banner 31': SYSTEM_ADMIN,
  'Banner 41': SYSTEM_ADMIN,
  'HelpVideo 20': SYSTEM_ADMIN,
  'HelpVideo 31': SYSTEM_ADMIN,
  'HelpVideo 41': SYSTEM_ADMIN,
  // Productos (/product): the invoicing catalogues, every entry (ActionId 20).
  'PurchaseorderType 20': SYSTEM_ADMIN,
  'InvoiceType 20': SYSTEM_ADMIN,
  'InvoiceStatus 20': SYSTEM_ADMIN,
  'InvoiceOption 20': SYSTEM_ADMIN,
  'WithHoldingTaxOption 20': SYSTEM_ADMIN,
  // Doubt: no page calls these two (the embedded outbox reader and the demo SAT registry; the
  // e2e tests call them as admin).
  'Outbox 20': SYSTEM_ADMIN,
  'SatDemoStatus 31': SYSTEM_ADMIN,

  // Maintenance orders: the list (also the home page's work cards), an order's detail, its
  // attachments and photos, read on all four order pages.
  'reportOrders 20': ORDER_PAGES,
  'ResultsOrderMP 21': ORDER_PAGES,
  'Attachment 20': ORDER_PAGES,
  'Attachment 21': ORDER_PAGES,
  'ImageFile 22': ORDER_PAGES,
  // Doubt: a catalogue only the order pages read.
  'AttachmentType 21': ANY,
  // Attachments are added, edited and deleted on all four pages ("attach" on every row); their
  // files, like the photos', go through api/Upload.
  'Attachment 11': ORDER_PAGES,
  'Attachment 31': ORDER_PAGES,
  'Attachment 41': ORDER_PAGES,
  'Upload 11': ORDER_PAGES,
  'Upload 21': ORDER_PAGES,
  'Upload 31': ORDER_PAGES,
  // The review pages' writes: results, photos, and the lessor side's crew and date.
  'ResultsOrderMP 31': REVIEW_PAGES,
  'ImageFile 11': REVIEW_PAGES,
  // Doubt: MNT_OPERATOR too (see above).
  'UpdateOrderMP 31': REVIEW_PAGES,
  // The revert page.
  'reverseOrderStatusMP 31': [Module.MaintenanceRevert],

  // Lessor period lists and the invoice pages' periods.
  'Contracts 21': [...PERIOD_LISTS, Module.LessorAdvance],
  'ContractList 21': PERIOD_LISTS,
  'ContractDetails 21': PERIOD_LISTS,
  // A consolidated period's sites: the consolidated page and the pending-invoices page (A002).
  'ConsolidatedItems 21': [Module.LessorConsolidated, Module.LessorInvoicing],
  'AdvancePayment 21': [Module.LessorAdvance],
  // Variable maintenance: its page and the invoice page's mt flow. Doubt: AddInvoiceMT 21 has no
  // client caller (the MT form's look-up).
  'ContractsMT 21': VARIABLE_MAINTENANCE,
  'ContractMT 21': VARIABLE_MAINTENANCE,
  'InvoiceDetailMT 21': VARIABLE_MAINTENANCE,
  'AddInvoiceMT 21': VARIABLE_MAINTENANCE,
  'InvoiceMT 11': VARIABLE_MAINTENANCE,
  // The invoice pages' periods flow.
  'InvoiceLessor 11': LESSOR_INVOICE,
  'InvoiceValidateID 21': LESSOR_INVOICE,
  // The lessor receipt variant of the invoice pages (?flow=receipts).
  'ReceiptLessor 21': LESSOR_INVOICE,
  'InvoiceReceiptLessor 11': LESSOR_INVOICE,
  // The SAT's answers: blacklist on invoices; status and reception on invoices and complements.
  'ConsultarEFO 21': INVOICE_PAGES,
  'ValidateInvoiceXml 21': CFDI_PAGES,
  'RecepcionCfdi 21': CFDI_PAGES,
  'ValidateInvoiceSeal 21': CFDI_PAGES,
  // The demo invoice of the lessor invoice pages and of the supplier ones.
  'DemoInvoice 21': INVOICE_PAGES,
  // The duplicate id of receipts: supplier invoice pages and the lessor receipt variant.
  'InvoiceValidateIDReceipt 21': INVOICE_PAGES,
  // The account statement (/arrendador_estado_cuenta, /proveedor_estado_cuenta). Doubt: OpenItems
  // and ClearedItems have no client caller.
  'StatementItems 21': INVOICE_PAGES,
  'AccountingDocument 21': INVOICE_PAGES,
  'OpenItems 21': INVOICE_PAGES,
  'ClearedItems 21': INVOICE_PAGES,

  // Supplier invoicing (/proveedor_*).
  'ReceiptSupplier 21': SUPPLIER_INVOICE,
  'PendingOrders 21': SUPPLIER_INVOICE,
  'InvoiceReceiptSupplier 11': SUPPLIER_INVOICE,

  // Payments (/payment_pending, /payment_complement, both parties).
  'PendingPayments 21': PAYMENTS,
  'PaymentAttachment 11': PAYMENTS,
  'DemoPaymentComplement 21': PAYMENTS,

  // Customer area (/cliente_*).
  'OpenSalesContract 21': CUSTOMER,
  'Material 21': CUSTOMER,
  'ShipTo 21': CUSTOMER,
  'CustomerBalance 21': CUSTOMER,
  'AccountStatement 21': CUSTOMER,
  'SalesOrder 11': CUSTOMER,
};

/**
 * Whether a caller with these active modules may call the route: its row is 'any' or names one of
 * them. A route without a row is refused (a new route must say its modules here; a test checks
 * every route has a row).
 */
export function routeModulesAllow(
  route: { name: string; actionId: number },
  active: readonly string[],
): boolean {
  const needed = ROUTE_MODULES[`${route.name} ${route.actionId}`];
  if (needed === undefined) return false;
  return needed === 'any' || needed.some((m) => active.includes(m));
}
