/**
 * The menu tree of the portal (three levels: group, sub-group, entry) and the module each entry
 * needs. The server seeds its menu tables from it; navigation.ts turns it into a user's menu.
 */

/** One node of the menu tree; groups have `menus`, entries have `to`. */
export interface MenuNode {
  key: string;
  /** i18n key in the `menu` namespace. */
  title: string;
  icon?: string;
  to?: string;
  query?: Record<string, string>;
  hidden?: boolean;
  /** Module that must be active for the user for the entry to show. */
  module?: string;
  /** Hidden when the user has no active agreement (create order by reference). */
  requiresAgreement?: boolean;
  menus?: MenuNode[];
}

export const Module = {
  AdminUsers: 'ADM_USER',
  AdminSuppliers: 'ADM_SUPPLIER',
  AdminCrews: 'ADM_CREW',
  AdminStatements: 'ADM_STATEMENT',
  AdminSystem: 'ADM_SYSTEM',
  AdminClients: 'ADM_CLIENT',
  LessorLeasing: 'LES_LEASE',
  LessorAdjustments: 'LES_ADJUST',
  LessorConsolidated: 'LES_CONSOLIDATED',
  LessorAdvance: 'LES_ADVANCE',
  LessorFixedMaintenance: 'LES_MAINT_FIXED',
  LessorVariableMaintenance: 'LES_MAINT_VARIABLE',
  LessorInvoicing: 'LES_INVOICE',
  LessorPayments: 'LES_PAYMENT',
  SupplierInvoicing: 'SUP_INVOICE',
  SupplierPayments: 'SUP_PAYMENT',
  MaintenanceLessorReview: 'MNT_REVIEW',
  MaintenanceOperatorReview: 'MNT_OPERATOR',
  MaintenanceConsult: 'MNT_CONSULT',
  MaintenanceRevert: 'MNT_REVERT',
  CustomerArea: 'CUS_AREA',
} as const;
export type ModuleCode = (typeof Module)[keyof typeof Module];

/** Module types of spec 1 §6: 3 static menu, 4 dynamic menu. */
export const ModuleType = { StaticMenu: 3, DynamicMenu: 4 } as const;

/** The product slug of the operator review page /mantenimiento_ordenes_mantenimiento_{product}. */
export const OPERATOR_REVIEW_PRODUCT = 'torres';

export const MENU_TREE: readonly MenuNode[] = [
  {
    key: 'admin',
    title: 'admin',
    icon: 'settings',
    menus: [
      {
        key: 'adminUsers',
        title: 'adminUsers',
        icon: 'users',
        to: '/admin_user',
        module: Module.AdminUsers,
      },
      {
        key: 'addUser',
        title: 'addUser',
        to: '/add_user',
        module: Module.AdminUsers,
        hidden: true,
      },
      {
        key: 'adminSuppliers',
        title: 'adminSuppliers',
        icon: 'truck',
        to: '/add_suppliers',
        module: Module.AdminSuppliers,
      },
      {
        key: 'adminCrews',
        title: 'adminCrews',
        icon: 'hard-hat',
        to: '/admin_crew',
        module: Module.AdminCrews,
      },
      // Regions (spec 3 §3.10, §7.5) beside the crews they group, under the same module.
      {
        key: 'adminRegions',
        title: 'adminRegions',
        icon: 'map',
        to: '/admin_region',
        module: Module.AdminCrews,
      },
      {
        key: 'adminStatements',
        title: 'adminStatements',
        icon: 'megaphone',
        to: '/admin_statements',
        module: Module.AdminStatements,
      },
      {
        key: 'adminClients',
        title: 'adminClients',
        icon: 'building',
        to: '/admin_client',
        module: Module.AdminClients,
      },
      {
        key: 'adminSystem',
        title: 'adminSystem',
        icon: 'cog',
        menus: [
          {
            key: 'adminEvents',
            title: 'adminEvents',
            to: '/admin_event',
            module: Module.AdminSystem,
          },
          {
            key: 'adminErrors',
            title: 'adminErrors',
            to: '/admin_error',
            module: Module.AdminSystem,
          },
          {
            key: 'adminSessions',
            title: 'adminSessions',
            to: '/admin_session',
            module: Module.AdminSystem,
          },
          { key: 'adminStats', title: 'adminStats', to: '/admin_stat', module: Module.AdminSystem },
          {
            key: 'adminNotifications',
            title: 'adminNotifications',
            to: '/admin_notification',
            module: Module.AdminSystem,
          },
          // Access requests held for review (the typed e-mail is not the partner's in the ERP).
          {
            key: 'adminAccessRequests',
            title: 'adminAccessRequests',
            to: '/admin_solicitudes_acceso',
            module: Module.AdminSystem,
          },
          // The SAT re-check's alerts, beside the notifications, under the same module.
          {
            key: 'adminSatAlerts',
            title: 'adminSatAlerts',
            to: '/admin_alertas_sat',
            module: Module.AdminSystem,
          },
          // The background jobs: their schedule, queue and runs, and a run now.
          {
            key: 'adminJobs',
            title: 'adminJobs',
            to: '/admin_tareas',
            module: Module.AdminSystem,
          },
          {
            key: 'adminBanners',
            title: 'adminBanners',
            to: '/admin_banner',
            module: Module.AdminSystem,
          },
          { key: 'adminHelp', title: 'adminHelp', to: '/admin_help', module: Module.AdminSystem },
          {
            key: 'adminProfile',
            title: 'adminProfile',
            to: '/admin_profile',
            module: Module.AdminSystem,
          },
          // The company configuration (spec 3 §3.11), read-only, beside Productos.
          {
            key: 'adminCompany',
            title: 'adminCompany',
            to: '/admin_company',
            module: Module.AdminSystem,
          },
          { key: 'product', title: 'product', to: '/product', module: Module.AdminSystem },
        ],
      },
    ],
  },
  {
    key: 'lessor',
    title: 'lessor',
    icon: 'home-city',
    menus: [
      {
        key: 'lessorLeasing',
        title: 'lessorLeasing',
        menus: [
          {
            key: 'lessorContracts',
            title: 'lessorContracts',
            to: '/arrendador_arrendamiento',
            module: Module.LessorLeasing,
          },
          {
            key: 'lessorAdjustments',
            title: 'lessorAdjustments',
            to: '/arrendador_arrendamiento_ajustes',
            module: Module.LessorAdjustments,
          },
          {
            key: 'lessorConsolidated',
            title: 'lessorConsolidated',
            to: '/arrendador_arrendamiento_consolidado',
            module: Module.LessorConsolidated,
          },
          {
            key: 'lessorAdvance',
            title: 'lessorAdvance',
            to: '/arrendador_arrendamiento_pago_anticip',
            module: Module.LessorAdvance,
          },
        ],
      },
      {
        key: 'lessorMaintenance',
        title: 'lessorMaintenance',
        menus: [
          {
            key: 'lessorFixedMaintenance',
            title: 'lessorFixedMaintenance',
            to: '/arrendador_mantenimiento_fijo',
            module: Module.LessorFixedMaintenance,
          },
          {
            key: 'lessorVariableMaintenance',
            title: 'lessorVariableMaintenance',
            to: '/arrendador_mantenimiento_variable',
            module: Module.LessorVariableMaintenance,
          },
        ],
      },
      {
        key: 'lessorInvoicing',
        title: 'lessorInvoicing',
        menus: [
          {
            key: 'lessorPendingInvoices',
            title: 'lessorPendingInvoices',
            to: '/arrendador_facturas_pendientes',
            module: Module.LessorInvoicing,
          },
          {
            key: 'lessorElectronicInvoice',
            title: 'lessorElectronicInvoice',
            to: '/arrendador_factura_electronica',
            module: Module.LessorInvoicing,
          },
          {
            key: 'lessorNonElectronicInvoice',
            title: 'lessorNonElectronicInvoice',
            to: '/arrendador_factura_no_electronica',
            module: Module.LessorInvoicing,
          },
          {
            key: 'lessorAccountStatement',
            title: 'lessorAccountStatement',
            to: '/arrendador_estado_cuenta',
            module: Module.LessorInvoicing,
          },
          {
            key: 'lessorPaymentPending',
            title: 'paymentPending',
            to: '/payment_pending',
            query: { id: 'arren' },
            module: Module.LessorPayments,
          },
          {
            key: 'lessorPaymentComplement',
            title: 'paymentComplement',
            to: '/payment_complement',
            query: { id: 'arren' },
            module: Module.LessorPayments,
          },
        ],
      },
    ],
  },
  {
    key: 'supplier',
    title: 'supplier',
    icon: 'truck',
    menus: [
      {
        key: 'supplierInvoicing',
        title: 'supplierInvoicing',
        menus: [
          {
            key: 'supplierPendingToInvoice',
            title: 'supplierPendingToInvoice',
            to: '/proveedor_pendientes_facturar',
            module: Module.SupplierInvoicing,
          },
          {
            key: 'supplierElectronicInvoice',
            title: 'supplierElectronicInvoice',
            to: '/proveedor_factura_electronica',
            module: Module.SupplierInvoicing,
          },
          {
            key: 'supplierNonElectronicInvoice',
            title: 'supplierNonElectronicInvoice',
            to: '/proveedor_factura_no_electronica',
            module: Module.SupplierInvoicing,
          },
          {
            key: 'supplierAccountStatement',
            title: 'supplierAccountStatement',
            to: '/proveedor_estado_cuenta',
            module: Module.SupplierInvoicing,
          },
          {
            key: 'supplierPaymentPending',
            title: 'paymentPending',
            to: '/payment_pending',
            query: { id: 'prov' },
            module: Module.SupplierPayments,
          },
          {
            key: 'supplierPaymentComplement',
            title: 'paymentComplement',
            to: '/payment_complement',
            query: { id: 'prov' },
            module: Module.SupplierPayments,
          },
        ],
      },
    ],
  },
  {
    key: 'maintenance',
    title: 'maintenance',
    icon: 'tower',
    menus: [
      {
        key: 'maintenanceOrders',
        title: 'maintenanceOrders',
        menus: [
          {
            key: 'maintenanceLessorReview',
            title: 'maintenanceLessorReview',
            to: '/mantenimiento_ordenes_mantenimiento',
            module: Module.MaintenanceLessorReview,
          },
          {
            key: 'maintenanceOperatorReview',
            title: 'maintenanceOperatorReview',
            to: `/mantenimiento_ordenes_mantenimiento_${OPERATOR_REVIEW_PRODUCT}`,
            module: Module.MaintenanceOperatorReview,
          },
          {
            key: 'maintenanceConsult',
            title: 'maintenanceConsult',
            to: '/mantenimiento_ordenes_mantenimiento_consulta',
            module: Module.MaintenanceConsult,
          },
          {
            key: 'maintenanceRevert',
            title: 'maintenanceRevert',
            to: '/mantenimiento_ordenes_mantenimiento_revertir',
            module: Module.MaintenanceRevert,
          },
        ],
      },
    ],
  },
  {
    key: 'customer',
    title: 'customer',
    icon: 'briefcase',
    menus: [
      {
        key: 'customerAgreements',
        title: 'customerAgreements',
        to: '/cliente_contratos',
        module: Module.CustomerArea,
      },
      {
        key: 'customerOrderByReference',
        title: 'customerOrderByReference',
        to: '/cliente_pedido_referencia',
        module: Module.CustomerArea,
        requiresAgreement: true,
      },
      {
        key: 'customerMaterials',
        title: 'customerMaterials',
        to: '/cliente_materiales',
        module: Module.CustomerArea,
      },
      {
        key: 'customerShipTo',
        title: 'customerShipTo',
        to: '/cliente_destinatarios',
        module: Module.CustomerArea,
      },
      {
        key: 'customerAccountStatement',
        title: 'customerAccountStatement',
        to: '/cliente_estado_cuenta',
        module: Module.CustomerArea,
      },
      {
        key: 'customerBalance',
        title: 'customerBalance',
        to: '/cliente_saldos',
        module: Module.CustomerArea,
      },
    ],
  },
];
