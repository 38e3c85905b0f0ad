import { describe, expect, it } from 'vitest';
import { hasOfflinePages } from './offline-pages';

describe('users who work offline', () => {
  it.each([
    ['a lessor-side maintenance user', ['/mantenimiento_ordenes_mantenimiento'], true],
    ['the operator review page', ['/', '/mantenimiento_ordenes_mantenimiento_torres'], true],
    ['consult only', ['/mantenimiento_ordenes_mantenimiento_consulta'], true],
    ['a lessor of invoicing', ['/', '/arrendador_facturas_pendientes'], false],
    [
      "the lessor's maintenance invoices are not the orders",
      ['/arrendador_mantenimiento_fijo'],
      false,
    ],
    ['no pages', [], false],
    ['a look-alike path', ['/mantenimiento_ordenes_mantenimientox'], false],
  ])('%s', (_name, paths, expected) => {
    expect(hasOfflinePages(paths)).toBe(expected);
  });
});
