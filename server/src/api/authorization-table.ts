/**
 * The expected allow/deny table of every api/<name> + ActionId for every demo caller's role,
 * written by hand and independent of the routes' own access rules, so that widening a route's
 * access (or adding a route) shows up in authorization.test.ts. "Allowed" means the call gets past
 * the access checks (any answer but 401 and 403) for a body carrying only ActionId and Language;
 * the sweep also requires one of the route's modules active for the caller (route-modules.ts).
 */

/** One signed-in demo account per role (demo-users.ts), plus no session at all. */
export const CALLERS = {
  anonymous: null,
  /** Arrendador signed in "without password": may only set a password. */
  pending: 'MEGA800101AB1',
  admin: 'admin',
  dev: 'dev',
  visor: 'visor',
  arrendador: 'arrendador',
  'arrendador.hijo': 'arrendador.hijo',
  proveedor: 'proveedor',
  mantenimiento: 'mantenimiento',
  'mantto.fijo': 'mantto.fijo',
  cuadrilla: 'cuadrilla',
  cliente: 'cliente',
} as const;
export type Caller = keyof typeof CALLERS;
export const CALLER_KEYS = Object.keys(CALLERS) as Caller[];

/** The role each caller signs in with (for the printed table). */
export const CALLER_ROLES: Record<Caller, string> = {
  anonymous: '(no session)',
  pending: 'Arrendador (without password)',
  admin: 'Administrador',
  dev: 'Developer',
  visor: 'Visualizar',
  arrendador: 'Arrendador Principal',
  'arrendador.hijo': 'Arrendador',
  proveedor: 'Proveedor Principal',
  mantenimiento: 'Mantenimiento',
  'mantto.fijo': 'Mantenimiento Fijo Principal',
  cuadrilla: 'Cuadrilla Mantenimiento',
  cliente: 'Cliente Principal',
};

const EVERYONE: readonly Caller[] = CALLER_KEYS;
const SIGNED_IN = CALLER_KEYS.filter((c) => c !== 'anonymous');
/** A full session (not the "without password" one). */
const FULL = SIGNED_IN.filter((c) => c !== 'pending');
const ADMINS: readonly Caller[] = ['admin', 'dev'];
/** Who reads maintenance orders: operator staff, lessors, suppliers, lessor maintenance, crews. */
const ORDER_READERS: readonly Caller[] = [
  'admin',
  'dev',
  'visor',
  'arrendador',
  'arrendador.hijo',
  'proveedor',
  'mantenimiento',
  'mantto.fijo',
  'cuadrilla',
];
/** Order readers who write a side of the review: all but Visualizar. */
const REVIEW_WRITERS = ORDER_READERS.filter((c) => c !== 'visor');
const LESSOR_SIDE: readonly Caller[] = [
  'arrendador',
  'arrendador.hijo',
  'proveedor',
  'mantto.fijo',
  'cuadrilla',
];
const OPERATOR_SIDE: readonly Caller[] = ['admin', 'dev', 'mantenimiento'];
/** User administration: administrators, Visualizar, Mantenimiento and the principals. */
const USER_ADMIN_READERS: readonly Caller[] = [
  'admin',
  'dev',
  'visor',
  'arrendador',
  'proveedor',
  'mantenimiento',
  'mantto.fijo',
  'cliente',
];
const USER_ADMIN_WRITERS = USER_ADMIN_READERS.filter((c) => c !== 'visor');
/**
 * Lessor invoicing reads: administrators, Visualizar (read-only) and the lessor roles with the
 * accounts that invoice maintenance for a lessor, each for its own lessors (not suppliers, crews,
 * operator maintenance or clients).
 */
const INVOICING_READERS: readonly Caller[] = [
  'admin',
  'dev',
  'visor',
  'arrendador',
  'arrendador.hijo',
  'mantto.fijo',
];

/** Lessor invoice sends (and demo invoices): administrators and the lessor parties, not Visualizar. */
const INVOICING_SENDERS = INVOICING_READERS.filter((c) => c !== 'visor');

/** Supplier invoicing reads: administrators, Visualizar and the supplier roles. */
const SUPPLIER_READERS: readonly Caller[] = ['admin', 'dev', 'visor', 'proveedor'];
/** Supplier invoice sends (and demo invoices): the readers but Visualizar. */
const SUPPLIER_SENDERS = SUPPLIER_READERS.filter((c) => c !== 'visor');
/** The account statement serves lessors (isLessor true) and suppliers (false). */
const ACCOUNT_READERS: readonly Caller[] = [...INVOICING_READERS, 'proveedor'];
/** The supplier form's catalogues, the receipt id check and the SAT's public checks (ConsultarEFO,
 * ValidateInvoiceXml, RecepcionCfdi, ValidateInvoiceSeal): every lessor or supplier invoicing reader. */
const CATALOGUE_READERS: readonly Caller[] = [...INVOICING_READERS, 'proveedor'];

/** Crew and region administration (spec 3 §2.5): administrators; Visualizar and Mantenimiento read. */
const CREW_ADMIN_READERS: readonly Caller[] = ['admin', 'dev', 'visor', 'mantenimiento'];
/** Supplier and lessor administration (spec 2 §6): administrators; Visualizar reads only. */
const SUPPLIER_ADMIN_READERS: readonly Caller[] = [...ADMINS, 'visor'];

/** The customer areas: administrators, Visualizar (read-only) and the client. */
const CUSTOMER_READERS: readonly Caller[] = ['admin', 'dev', 'visor', 'cliente'];

/** `<name> <ActionId>` (name as registered) -> the callers that get past access. */
export const EXPECTED_ACCESS: Readonly<Record<string, readonly Caller[]>> = {
  'session 11': EVERYONE,
  'session 31': EVERYONE,
  'session 21': SIGNED_IN,
  'session 41': SIGNED_IN,
  'site 21': ADMINS,
  'site 31': ADMINS,
  // Administrators list every client; a principal client with children lists its children.
  'client 10': ['admin', 'dev', 'cliente'],
  // The client administration (/admin_client, the named route AdminClient): administrators only.
  'client 20': ADMINS,
  'client 21': ADMINS,
  'client 22': ADMINS,
  'client 11': ADMINS,
  'client 31': ADMINS,
  'client 41': ADMINS,
  'profile 21': SIGNED_IN,
  'user 32': FULL,
  'user 37': SIGNED_IN,
  'user 33': EVERYONE,
  'user 22': EVERYONE,
  'user 35': FULL,
  'user 36': FULL,
  'user 23': FULL,
  // The caller's own account for the data-update form (spec 1 §4): every full session, itself only.
  'account 21': FULL,
  // The self-service access request of the sign-in page (spec 1 §2.4).
  'RequestAccess 11': EVERYONE,
  // Communiqués of the home page (spec 1 §2.6): every full session, filtered by role.
  'Notification 22': FULL,
  'reportOrders 20': ORDER_READERS,
  'ResultsOrderMP 21': ORDER_READERS,
  'ResultsOrderMP 31': REVIEW_WRITERS,
  'reverseOrderStatusMP 31': OPERATOR_SIDE,
  'UpdateOrderMP 31': LESSOR_SIDE,
  'AttachmentType 21': ORDER_READERS,
  'Attachment 20': ORDER_READERS,
  'Attachment 21': ORDER_READERS,
  'Attachment 11': REVIEW_WRITERS,
  'Attachment 31': REVIEW_WRITERS,
  'Attachment 41': REVIEW_WRITERS,
  'ImageFile 22': ORDER_READERS,
  'ImageFile 11': REVIEW_WRITERS,
  'Upload 11': REVIEW_WRITERS,
  'Upload 21': REVIEW_WRITERS,
  'Upload 31': REVIEW_WRITERS,
  'user 10': USER_ADMIN_READERS,
  'user 20': USER_ADMIN_READERS,
  'user 21': USER_ADMIN_READERS,
  'user 11': USER_ADMIN_WRITERS,
  'user 31': USER_ADMIN_WRITERS,
  'user 41': USER_ADMIN_WRITERS,
  'user 34': USER_ADMIN_WRITERS,
  'role 10': USER_ADMIN_READERS,
  'role 21': USER_ADMIN_READERS,
  'event 20': USER_ADMIN_READERS,
  'company 10': FULL,
  // The user dialog's selector lists, scoped to what the caller may assign.
  'Supplier 10': USER_ADMIN_READERS,
  'Crew 10': USER_ADMIN_READERS,
  'Region 10': USER_ADMIN_READERS,
  // The supplier and lessor administration (spec 2 §7 api/Supplier); 10 above is the short list.
  'Supplier 20': SUPPLIER_ADMIN_READERS,
  'Supplier 21': SUPPLIER_ADMIN_READERS,
  'Supplier 22': SUPPLIER_ADMIN_READERS,
  'Supplier 11': ADMINS,
  'Supplier 31': ADMINS,
  'Supplier 41': ADMINS,
  // Crews and regions (spec 3 §7.3, §7.5): administrators change; Visualizar and Mantenimiento read.
  'Crew 20': CREW_ADMIN_READERS,
  'Crew 21': CREW_ADMIN_READERS,
  'Crew 22': CREW_ADMIN_READERS,
  'Crew 11': ADMINS,
  'Crew 31': ADMINS,
  'Crew 41': ADMINS,
  'Region 20': CREW_ADMIN_READERS,
  'Region 21': CREW_ADMIN_READERS,
  'Region 11': ADMINS,
  'Region 31': ADMINS,
  'Region 41': ADMINS,
  // The company configuration (spec 3 §3.11, §7.5): the administrators read it.
  'ConfigData 21': ADMINS,
  'PaymentMethod 21': ADMINS,
  // Its fiscal data (spec 2 §5 receiver checks): the administrators read and record it.
  'CompanyFiscal 21': ADMINS,
  'CompanyFiscal 31': ADMINS,
  // The module catalogue of the user dialog: only administrators choose a user's modules.
  'Module 10': ADMINS,
  // The embedded mail / SMS outbox reader: live links and codes, administrators only.
  'Outbox 20': ADMINS,
  // The SAT watch: alerts, their acknowledgement and a re-check now, administrators
  // only (the "Notificaciones" entry's module); every full session reads and saves its own
  // notice preferences.
  'SatAlerts 20': ADMINS,
  'SatAlerts 31': ADMINS,
  'SatRecheck 11': ADMINS,
  // Demo only (embedded tax authority): sets a CFDI's state in the embedded registry.
  'SatDemoStatus 31': ADMINS,
  'NotificationPreferences 21': FULL,
  // The operations pages: audit log, sessions, server errors, statistics, outbox and
  // the password policy, administrators only (the AdminSystem module).
  'AuditLog 20': ADMINS,
  'AuditLogUsers 20': ADMINS,
  'ActiveSession 20': ADMINS,
  'ActiveSession 41': ADMINS,
  'ServerError 20': ADMINS,
  'Statistics 20': ADMINS,
  'AccessRequest 20': ADMINS,
  'AccessRequest 31': ADMINS,
  'OutboxMessage 20': ADMINS,
  'OutboxMessage 31': ADMINS,
  'profile 31': ADMINS,
  // The background jobs on the operations pages: their queues and runs, and a run now.
  'Jobs 20': ADMINS,
  'Jobs 11': ADMINS,
  'NotificationPreferences 31': FULL,
  // Lessor invoicing (spec 2 §7), the reads: contracts and periods, variable maintenance, advance
  // payment, the account statement and the checks before sending.
  'Contracts 21': INVOICING_READERS,
  'ContractsMT 21': INVOICING_READERS,
  'ContractList 21': INVOICING_READERS,
  'ContractDetails 21': INVOICING_READERS,
  'ConsolidatedItems 21': INVOICING_READERS,
  'AdvancePayment 21': INVOICING_READERS,
  'ContractMT 21': INVOICING_READERS,
  'InvoiceDetailMT 21': INVOICING_READERS,
  'AddInvoiceMT 21': INVOICING_READERS,
  'StatementItems 21': ACCOUNT_READERS,
  'OpenItems 21': ACCOUNT_READERS,
  'ClearedItems 21': ACCOUNT_READERS,
  'AccountingDocument 21': ACCOUNT_READERS,
  'InvoiceValidateID 21': INVOICING_READERS,
  'ConsultarEFO 21': CATALOGUE_READERS,
  'ValidateInvoiceXml 21': CATALOGUE_READERS,
  'RecepcionCfdi 21': CATALOGUE_READERS,
  'ValidateInvoiceSeal 21': CATALOGUE_READERS,
  // Lessor invoicing, the sends and the demo invoice: the readers but Visualizar, who only reads.
  'InvoiceLessor 11': INVOICING_SENDERS,
  'InvoiceMT 11': INVOICING_SENDERS,
  'DemoInvoice 21': [...INVOICING_SENDERS, 'proveedor'],
  // Supplier invoicing (spec 2 §7): receipts, pending orders, the receipt id check and
  // the supplier form's catalogues; a lessor's receipts for lessor invoicing's readers.
  'ReceiptSupplier 21': SUPPLIER_READERS,
  'PendingOrders 21': SUPPLIER_READERS,
  'ReceiptLessor 21': INVOICING_READERS,
  'InvoiceValidateIDReceipt 21': CATALOGUE_READERS,
  'PurchaseorderType 10': CATALOGUE_READERS,
  'PurchaseorderType 20': CATALOGUE_READERS,
  'InvoiceType 10': CATALOGUE_READERS,
  'InvoiceType 20': CATALOGUE_READERS,
  'InvoiceStatus 10': CATALOGUE_READERS,
  'InvoiceStatus 20': CATALOGUE_READERS,
  'InvoiceOption 10': CATALOGUE_READERS,
  'InvoiceOption 20': CATALOGUE_READERS,
  'WithHoldingTaxOption 10': CATALOGUE_READERS,
  'WithHoldingTaxOption 20': CATALOGUE_READERS,
  // The sends: suppliers for their receipts, lessors for theirs; Visualizar reads only.
  'InvoiceReceiptSupplier 11': SUPPLIER_SENDERS,
  'InvoiceReceiptLessor 11': INVOICING_SENDERS,
  // Payments (spec 2 §7): lessor and supplier readers see their own pending payments;
  // the complement and its demo are theirs to send, not Visualizar's.
  'PendingPayments 21': CATALOGUE_READERS,
  'PaymentAttachment 11': CATALOGUE_READERS.filter((c) => c !== 'visor'),
  'DemoPaymentComplement 21': CATALOGUE_READERS.filter((c) => c !== 'visor'),
  // The customer areas (spec 3 §7.6): administrators and Visualizar read every client,
  // clients their own (scoped by client id in the handler); Visualizar places no orders.
  'OpenSalesContract 21': CUSTOMER_READERS,
  'Material 21': CUSTOMER_READERS,
  'ShipTo 21': CUSTOMER_READERS,
  'CustomerBalance 21': CUSTOMER_READERS,
  'AccountStatement 21': CUSTOMER_READERS,
  'SalesOrder 11': CUSTOMER_READERS.filter((c) => c !== 'visor'),
  // The communiqué administration (spec 3 §6, §7.4 api/Parameter): administrators; Visualizar
  // reads only.
  'Parameter 20': SUPPLIER_ADMIN_READERS,
  'Parameter 21': SUPPLIER_ADMIN_READERS,
  'Parameter 22': SUPPLIER_ADMIN_READERS,
  'Parameter 10': SUPPLIER_ADMIN_READERS,
  'Parameter 11': ADMINS,
  'Parameter 31': ADMINS,
  'Parameter 41': ADMINS,
  // The same administration under api/Notification (its 22 is the home page's list).
  'Notification 20': SUPPLIER_ADMIN_READERS,
  'Notification 21': SUPPLIER_ADMIN_READERS,
  'Notification 10': SUPPLIER_ADMIN_READERS,
  'Notification 11': ADMINS,
  'Notification 31': ADMINS,
  'Notification 41': ADMINS,
  // Banners and help videos (/admin_banner, /admin_help): administrators only.
  'Banner 20': ADMINS,
  'Banner 31': ADMINS,
  'Banner 41': ADMINS,
  'HelpVideo 20': ADMINS,
  'HelpVideo 31': ADMINS,
  'HelpVideo 41': ADMINS,
};

/**
 * The demo users each user-administration caller may see (and so read by Id): its child-role
 * users inside its own companies and suppliers, and itself. Everyone else answers as missing.
 */
export const VISIBLE_DEMO_USERS: Readonly<Partial<Record<Caller, readonly string[]>>> = {
  proveedor: ['proveedor', 'bloqueado'],
  arrendador: ['arrendador', 'arrendador.hijo', 'inactivo'],
  'mantto.fijo': ['mantto.fijo'],
  mantenimiento: ['mantenimiento', 'cuadrilla'],
  cliente: ['cliente', 'cliente.norte', 'cliente.sur'],
};
