/**
 * What every handler may use: the database, configuration, logger, key, captcha, the ERP
 * (maintenance orders and lessor invoicing) and files adapters, and the clock.
 */
import type { CaptchaVerifier } from './adapters/captcha';
import type { MaintenanceErp } from './adapters/erp';
import type { CustomersErp } from './adapters/erp/customers';
import type { InvoicingErp } from './adapters/erp/invoicing';
import type { PaymentsErp } from './adapters/erp/payments';
import type { SupplierErp } from './adapters/erp/supplier';
import type { FileStore } from './adapters/files';
import type { SatAdapter, SatCertificateServices } from './adapters/sat';
import type { CfdiTrust } from './adapters/sat/trust';
import type { TransportKey } from './auth/transport-key';
import type { Db } from './db/client';
import type { Env } from './env';
import type { JobSystem } from './jobs/job-system';
import type { Logger } from './logger';

export interface AppDeps {
  db: Db;
  env: Env;
  log: Logger;
  /** The password transport key, loaded once per process. */
  transportKey(): Promise<TransportKey>;
  /** Verifies captcha answers; null when no secret is configured. */
  captcha: CaptchaVerifier | null;
  /** Maintenance orders (the embedded ERP by default). */
  erp: MaintenanceErp;
  /** Lessor invoicing: contracts, periods, invoices, the lessor's account (the embedded ERP by default). */
  invoicing: InvoicingErp;
  /** Supplier invoicing: purchase orders, goods receipts, invoices of receipts (embedded ERP by default). */
  supplier: SupplierErp;
  /** Payments of registered invoices and their complements (embedded ERP by default). */
  payments: PaymentsErp;
  /** The customer areas: contracts, materials, ship-to, balance, statement (embedded ERP by default). */
  customers: CustomersErp;
  /** File contents (database blobs by default). */
  files: FileStore;
  /** The tax authority's answers for the CFDI `sat` checks (embedded, or SAT_MODE=soap). */
  sat: SatAdapter;
  /** The SAT's certificate services: revocation (OCSP) and certifier certificates by number. */
  certificates: SatCertificateServices;
  /** What the seal checks trust: the SAT's authorities and each CFDI's certifier certificates. */
  trust: CfdiTrust;
  /** The job queue, for queueing a run now; null where the process runs no jobs (tests, CLIs). */
  jobs: Pick<JobSystem, 'runNow'> | null;
  /** Fires when the instance is about to stop: long work in a request stops at a safe point. */
  drain: AbortSignal | null;
  now(): Date;
}
