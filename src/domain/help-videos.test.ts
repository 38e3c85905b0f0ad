import { describe, expect, it } from 'vitest';
import { HELP_PAGES, helpVideoFor } from './help-videos';

describe('helpVideoFor', () => {
  it.each([
    ['/arrendador_facturas_pendientes', 'help/arrendador_facturas_pendientes.webm'],
    ['/arrendador_factura_electronica', 'help/arrendador_factura_electronica.webm'],
    ['/arrendador_factura_no_electronica', 'help/arrendador_factura_no_electronica.webm'],
    ['/arrendador_estado_cuenta', 'help/arrendador_estado_cuenta.webm'],
    ['/arrendador_arrendamiento', 'help/arrendador_arrendamiento.webm'],
    ['/arrendador_mantenimiento_fijo', 'help/arrendador_mantenimiento_fijo.webm'],
    ['/arrendador_mantenimiento_variable', 'help/arrendador_mantenimiento_variable.webm'],
    ['/arrendador_arrendamiento_ajustes', 'help/arrendador_arrendamiento_ajustes.webm'],
  ])('%s has its own video', (path, file) => {
    expect(helpVideoFor(path)?.file).toBe(file);
  });

  it.each([
    ['a trailing slash', '/arrendador_estado_cuenta/', 'help/arrendador_estado_cuenta.webm'],
    ['a query', '/arrendador_arrendamiento?id=arren', 'help/arrendador_arrendamiento.webm'],
    ['a hash', '/arrendador_mantenimiento_fijo#top', 'help/arrendador_mantenimiento_fijo.webm'],
    [
      'no leading slash',
      'arrendador_facturas_pendientes',
      'help/arrendador_facturas_pendientes.webm',
    ],
  ])('%s does not change the video', (_case, path, file) => {
    expect(helpVideoFor(path)?.file).toBe(file);
  });

  it.each([
    '/home',
    '/',
    '',
    '/mantenimiento_ordenes',
    '/arrendador_arrendamiento_consolidado',
    '/arrendador_arrendamiento_pago_anticip',
    '/arrendador_arrendamiento/otro',
    '/proveedor_facturas_pendientes',
  ])('%s has no help', (path) => {
    expect(helpVideoFor(path)).toBeNull();
  });

  it('gives each page its title key', () => {
    expect(helpVideoFor('/arrendador_facturas_pendientes')?.titleKey).toBe('lessorPendingInvoices');
    expect(new Set(HELP_PAGES.map((p) => p.titleKey)).size).toBe(8);
  });
});
