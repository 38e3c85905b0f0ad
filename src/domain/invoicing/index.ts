/**
 * Lessor invoicing rules (spec 2 §4, §5, §9), pure and shared by the pages and the server's send
 * calls: codes, exact money, period and invoice amounts with the tolerance, the date window, the
 * oldest-invoice rule, consolidated and advance-payment choices, the statement's dates, the
 * contracts table's rows, the variable-maintenance invoice's fields and the send rules (what may
 * go on one invoice, what it must carry, its date and the send's result messages).
 */
export * from './codes';
export * from './money';
export * from './amounts';
export * from './messages';
export * from './window';
export * from './oldest';
export * from './consolidated';
export * from './advance';
export * from './statement';
export * from './table-rows';
export * from './maintenance-fields';
export * from './send';
