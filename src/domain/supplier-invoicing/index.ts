/** Supplier invoicing's pure rules (spec 2 §4, §5, §9), shared by the pages and the server. */
export * from './admin';
export * from './amounts';
export * from './block';
export * from './codes';
export * from './messages';
export * from './non-electronic';
export * from './payment-standing';
export * from './receipts';
