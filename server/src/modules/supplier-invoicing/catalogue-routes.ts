/**
 * The catalogues of the supplier form (spec 2 §7 "Lists"): api/PurchaseorderType,
 * InvoiceType, InvoiceStatus, InvoiceOption and WithHoldingTaxOption, each ActionId 10 (the
 * active entries) and 20 (filtered by name and Active). Read by whoever reads supplier or lessor
 * invoicing or administers suppliers.
 */
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  CatalogueFilterRequest,
  CatalogueListRequest,
  CatalogueResponse,
  PurchaseOrderTypeResponse,
} from '../../../../src/protocol/supplier-invoicing';
import { defineRoute, ok, type ApiRoute } from '../../api/types';
import {
  invoiceOptions,
  invoiceStatuses,
  invoiceTypes,
  purchaseOrderTypes,
  withholdingTaxOptions,
} from '../../db/schema';
import { INVOICING_READERS } from '../invoicing/scope';
import { SUPPLIER_READERS } from './scope';

export const CATALOGUE_READERS = [...new Set([...SUPPLIER_READERS, ...INVOICING_READERS])];

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Catalogue = typeof invoiceOptions;

function filterOf(
  table: Catalogue | typeof purchaseOrderTypes,
  actionId: number,
  filter: { Name?: string; Active?: boolean | null } | undefined,
): SQL | undefined {
  if (actionId === ActionId.ListAll) return eq(table.active, true);
  const name = filter?.Name?.trim();
  return and(
    name ? ilike(table.name, like(name)) : undefined,
    filter?.Active !== undefined && filter.Active !== null
      ? eq(table.active, filter.Active)
      : undefined,
  );
}

function catalogueRoutes(name: string, table: Catalogue): ApiRoute[] {
  return [ActionId.ListAll, ActionId.ListFiltered].map((actionId) =>
    defineRoute({
      name,
      actionId,
      access: CATALOGUE_READERS,
      request: actionId === ActionId.ListAll ? CatalogueListRequest : CatalogueFilterRequest,
      response: CatalogueResponse,
      handler: async (ctx) => {
        const input = ctx.input as { Filter?: { Name?: string; Active?: boolean | null } };
        const rows = await ctx.deps.db
          .select()
          .from(table)
          .where(filterOf(table, actionId, input.Filter))
          .orderBy(asc(table.id));
        return ok({ List: rows.map((r) => ({ Id: r.id, Name: r.name, Active: r.active })) });
      },
    }),
  );
}

export const catalogueRouteList: ApiRoute[] = [
  ...[ActionId.ListAll, ActionId.ListFiltered].map((actionId) =>
    defineRoute({
      name: 'PurchaseorderType',
      actionId,
      access: CATALOGUE_READERS,
      request: actionId === ActionId.ListAll ? CatalogueListRequest : CatalogueFilterRequest,
      response: PurchaseOrderTypeResponse,
      handler: async (ctx) => {
        const input = ctx.input as { Filter?: { Name?: string; Active?: boolean | null } };
        const rows = await ctx.deps.db
          .select()
          .from(purchaseOrderTypes)
          .where(filterOf(purchaseOrderTypes, actionId, input.Filter))
          .orderBy(asc(purchaseOrderTypes.code));
        return ok({
          List: rows.map((r) => ({ Id: r.id, Code: r.code, Name: r.name, Active: r.active })),
        });
      },
    }),
  ),
  ...catalogueRoutes('InvoiceType', invoiceTypes),
  ...catalogueRoutes('InvoiceStatus', invoiceStatuses),
  ...catalogueRoutes('InvoiceOption', invoiceOptions),
  ...catalogueRoutes('WithHoldingTaxOption', withholdingTaxOptions),
];
