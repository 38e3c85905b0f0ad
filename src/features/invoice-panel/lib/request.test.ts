import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceLessorRequest, InvoiceMTRequest } from '../../../protocol/invoicing-send';
import {
  errorLines,
  lessorInvoiceBody,
  mtInvoiceBody,
  newNonElectronicId,
  sendErrorsOf,
} from './request';

const amounts = {
  BALANCE: '10000.00',
  IMPUESTOS: '1600.00',
  MONTO: '11600.00',
  RETENCIONES_C: '0.00',
  RETENCIONES_ISR: '0.00',
  RETENCIONES_IVA: '0.00',
  TOTAL: '11600.00',
  MONEDA: 'MXN',
};
const files = { PDFBase64: 'JVBERi0=', XMLBase64: 'PHg+PC94Pg==', PDFABase64: '' };
const ID = '0123456789ABCDEF0123456789ABCDEF';

describe('invoice requests', () => {
  it('makes a non-electronic id that the protocol takes, unique per invoice', () => {
    const id = newNonElectronicId(1_750_000_000_000, 'a1b2c3d4e5f6');
    expect(id).toMatch(/^NE-[0-9A-Z]+-A1B2C3D4E5F6$/);
    expect(id.length).toBeLessThanOrEqual(40);
    expect(newNonElectronicId()).not.toBe(newNonElectronicId());
  });

  it('builds an electronic InvoiceLessor the server accepts', () => {
    const body = lessorInvoiceBody({
      electronic: true,
      bukrs: 'MX10',
      lifnr: '0000100001',
      cfpayguids: [ID],
      recnnr: '4000000101',
      month: null,
      id: '7D3F1B2C-0000-4000-8000-000000000001',
      reference: ' A-1 ',
      date: '',
      amounts,
      files,
    });
    const parsed = v.parse(InvoiceLessorRequest, { ActionId: 11, ...body });
    expect(parsed.FACTURA_H_S).toMatchObject({ FACTURA: 'A-1', XMLBase64: files.XMLBase64 });
    expect(parsed.DDATE).toBe('');
  });

  it('builds a non-electronic one: its date, no XML, a consolidated month', () => {
    const body = lessorInvoiceBody({
      electronic: false,
      bukrs: 'MX10',
      lifnr: '0000100001',
      cfpayguids: [ID],
      recnnr: '',
      month: { month: '05', year: '2026' },
      id: newNonElectronicId(),
      reference: 'F-9',
      date: '2026-05-04',
      amounts,
      files,
    });
    const parsed = v.parse(InvoiceLessorRequest, { ActionId: 11, ...body });
    expect(parsed).toMatchObject({ DDATE: '20260504', MONTH: '05', YEAR: '2026' });
    expect(parsed.FACTURA_H_S.XMLBase64).toBe('');
  });

  it('builds an InvoiceMT with its billing period', () => {
    const body = mtInvoiceBody({
      electronic: false,
      bukrs: 'MX10',
      lifnr: '0000100001',
      recnnr: '4000000101',
      id: newNonElectronicId(),
      reference: 'MT-1',
      description: 'Pintura',
      site: '',
      month: 3,
      year: 2026,
      date: '2026-03-10',
      amounts,
      files,
    });
    const parsed = v.parse(InvoiceMTRequest, { ActionId: 11, ...body });
    expect(parsed.INVOICEDATA).toMatchObject({
      SERVICE_MONTH: '03',
      SERVICE_YEAR: '2026',
      BLDAT: '20260310',
    });
  });

  it('lists a refusal’s errors as line and message', () => {
    const errors = sendErrorsOf({
      Result: false,
      Errors: [
        { LINE: 1, TYPE: 'E', ID: 'M8', NUMBER: '535', MESSAGE: 'Periodo cerrado' },
        { LINE: 2, TYPE: 'E', ID: 'x', NUMBER: '', MESSAGE: 'Otro' },
        { nope: true },
      ],
    });
    expect(errorLines(errors)).toEqual(['1. Periodo cerrado', '2. Otro']);
    expect(sendErrorsOf(null)).toEqual([]);
  });
});
