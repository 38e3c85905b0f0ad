/** What a generated test CFDI looks like; read by the invoice and the payments generators alike. */
import type { Fault } from './faults';

export interface GenerateOptions {
  readonly version?: '4.0' | '3.3';
  readonly type?: 'I' | 'P';
  readonly concepts?: number;
  readonly seed?: number;
  readonly discount?: boolean;
  readonly withholdings?: boolean;
  readonly localTaxes?: boolean;
  readonly exempt?: boolean;
  /** How the concepts' IVA is transferred: at 16 % (the default), at rate 0, or exempt. */
  readonly iva?: 'tasa16' | 'tasa0' | 'exento';
  readonly payments?: number;
  /** Pagos 2.0 taxes: IVA 16 % (the default), or every kind the Totales sum (generate-payments.ts). */
  readonly paymentTaxes?: 'iva16' | 'mixed';
  /** Issue date-time (local, no zone); the stamp follows two minutes later. */
  readonly fecha?: string;
  readonly fault?: Fault;
  /**
   * A fault made after sealing, as a forger would: the checks it names fail and so does
   * seal.signature (no fault compensates for the seal).
   */
  readonly tamper?: Fault;
  /** false: no seal (random text, no certificate), for data that needs none and no test CSD. */
  readonly seal?: boolean;
}
