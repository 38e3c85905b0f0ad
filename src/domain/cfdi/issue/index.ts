/**
 * Writing CFDIs (the embedded tax authority's demo invoices): the invoice's element tree, demo seal
 * certificates, and sealing and stamping. Server-side only in practice: nothing of the pages
 * imports it, so WebCrypto key generation and the ASN.1 writer stay out of the browser bundle.
 */
export * from './certificate';
export * from './invoice';
export * from './payment';
export * from './seal';
export { serialize, type El } from './xml-writer';
