/**
 * The ERP adapter for the customer areas (spec 3 §7.6): open sales contracts with their lines,
 * materials, ship-to tickets, the customer balance and the account statement of one client, and
 * the order by reference, one atomic write that records the order and lowers the contract line's
 * remaining quantity. Callers pass client ids already padded and checked against the caller's
 * scope; the embedded implementation answers from the portal's database, a SAP gateway would too.
 */
import type {
  BalanceDocument,
  CustomerMaterial,
  SalesContract,
  ShipToTicket,
  StatementInvoice,
} from '../../../../src/protocol/customers';

export interface BalanceQuery {
  itemType: 'O' | 'C';
  bukrs: string;
  kunnr: string;
  /** Texts (document type names) in Spanish (S) or English (E). */
  langu: 'S' | 'E';
  /** 'YYYY-MM-DD'; for open items null (their state at `dateTo`). */
  dateFrom: string | null;
  dateTo: string;
}

export interface CustomerBalance {
  documents: BalanceDocument[];
  /** The client's credit limit and currency; null when the ERP has no document of the client. */
  creditLimit: { limit: string; currency: string } | null;
  /** What the client owes at `dateTo` (every open item), in the credit's currency. */
  openAmount: string;
}

export interface StatementQuery {
  bukrs: string;
  kunag: string;
  /** '' for any. */
  vbelnVa: string;
  vbeln: string;
}

export interface NewReferenceOrder {
  bukrs: string;
  kunnr: string;
  contract: string;
  posnr: string;
  /** In thousandths of the line's unit. */
  quantityMilli: number;
  bstkd: string;
  clientKey: string;
  userId: number;
}

export type ReferenceOrderOutcome =
  | {
      kind: 'created' | 'replayed';
      vbeln: string;
      contract: string;
      posnr: string;
      quantity: string;
      remaining: string;
    }
  /** No such open contract line of this client and company today. */
  | { kind: 'notFound' }
  | { kind: 'aboveRemaining'; remaining: string };

/** A customer of the ERP's customer master (KNA1). */
export interface CustomerMasterEntry {
  name: string;
  tin: string;
  bukrs: string;
}

export interface CustomersErp {
  /** The customers of the master among these codes (padded to 10); unknown codes are left out. */
  customerMaster(kunnrs: readonly string[]): Promise<Map<string, CustomerMasterEntry>>;
  /** The client's contracts valid on `today` ('YYYY-MM-DD') with their lines. */
  openContracts(bukrs: string, kunnr: string, today: string): Promise<SalesContract[]>;
  materials(bukrs: string, kunnr: string): Promise<CustomerMaterial[]>;
  shipTo(kunnr: string): Promise<ShipToTicket[]>;
  balance(query: BalanceQuery, today: string): Promise<CustomerBalance>;
  accountStatement(query: StatementQuery): Promise<StatementInvoice[]>;
  /**
   * Records an order by reference and lowers the line's remaining quantity in one transaction
   * (the line locked against concurrent orders). The same user and clientKey answers the first
   * order again without ordering twice.
   */
  createReferenceOrder(
    order: NewReferenceOrder,
    today: string,
    now: Date,
  ): Promise<ReferenceOrderOutcome>;
}
