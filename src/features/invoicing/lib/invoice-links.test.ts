import { describe, expect, it } from 'vitest';
import {
  invoiceKindsFor,
  maintenanceInvoiceHref,
  periodInvoiceHref,
  receiptsInvoiceHref,
} from './invoice-links';

const searchOf = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('invoice page links', () => {
  it('hands the chosen periods to the electronic page with the list to go back to', () => {
    const href = periodInvoiceHref({
      kind: 'electronic',
      bukrs: 'MX10',
      lifnr: '0000100001',
      cfpayguids: ['AAA', 'BBB'],
      back: '/arrendador_arrendamiento',
    });
    expect(href.startsWith('/arrendador_factura_electronica?')).toBe(true);
    expect(searchOf(href)).toEqual({
      bukrs: 'MX10',
      lifnr: '0000100001',
      cfpayguid: 'AAA,BBB',
      back: '/arrendador_arrendamiento',
    });
  });

  it('adds the month and year of a consolidated invoice', () => {
    const href = periodInvoiceHref({
      kind: 'nonElectronic',
      bukrs: 'MX10',
      lifnr: '0000100001',
      cfpayguids: ['AAA'],
      back: '/arrendador_arrendamiento_consolidado',
      month: { month: 3, year: 2026 },
    });
    expect(href.startsWith('/arrendador_factura_no_electronica?')).toBe(true);
    expect(searchOf(href)).toMatchObject({ month: '03', year: '2026' });
  });

  it('opens a variable-maintenance invoice of a contract', () => {
    const href = maintenanceInvoiceHref({
      kind: 'electronic',
      bukrs: 'MX10',
      // A typed lessor number (administrators, Visualizar) goes padded to 10, as the ERP keeps it.
      lifnr: '100001',
      recnnr: '4000000101',
      back: '/arrendador_mantenimiento_variable',
    });
    expect(searchOf(href)).toEqual({
      flow: 'mt',
      bukrs: 'MX10',
      lifnr: '0000100001',
      recnnr: '4000000101',
      back: '/arrendador_mantenimiento_variable',
    });
  });

  it('offers a non-deductible lessor only the non-electronic invoice', () => {
    expect(invoiceKindsFor(true)).toEqual(['nonElectronic']);
    expect(invoiceKindsFor(false)).toEqual(['electronic', 'nonElectronic']);
  });

  it('opens the lessor receipt variant, preselecting the company and lessor chosen', () => {
    expect(receiptsInvoiceHref('electronic', 'MX10', '100001')).toBe(
      '/arrendador_factura_electronica?flow=receipts&bukrs=MX10&lifnr=0000100001',
    );
    expect(receiptsInvoiceHref('nonElectronic', '', '')).toBe(
      '/arrendador_factura_no_electronica?flow=receipts',
    );
  });
});
