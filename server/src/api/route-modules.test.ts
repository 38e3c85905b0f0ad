import { describe, expect, it } from 'vitest';
import { Module } from '../../../src/domain/menu-tree';
import { API_ROUTE_TABLE } from './registry';
import { ROUTE_MODULES, routeModulesAllow } from './route-modules';

const keyOf = (r: { name: string; actionId: number }) => `${r.name} ${r.actionId}`;

describe('the modules of every route (spec 1 §6)', () => {
  it('names the modules of every route the server exposes, and of no missing one', () => {
    const routes = new Set(API_ROUTE_TABLE.map(keyOf));
    const missing = [...routes].filter((k) => !(k in ROUTE_MODULES));
    const stale = Object.keys(ROUTE_MODULES).filter((k) => !routes.has(k));
    expect(missing, 'routes without a row in server/src/api/route-modules.ts').toEqual([]);
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
  });

  it('needs no module for the calls made before or without a full session', () => {
    const open = API_ROUTE_TABLE.filter((r) => r.access === 'public' || r.access === 'session');
    expect(open.length).toBeGreaterThan(0);
    for (const r of open) expect(ROUTE_MODULES[keyOf(r)], keyOf(r)).toBe('any');
  });

  it('names only modules that exist, and never an empty list', () => {
    const codes = new Set<string>(Object.values(Module));
    for (const [key, modules] of Object.entries(ROUTE_MODULES)) {
      if (modules === 'any') continue;
      expect(modules.length, key).toBeGreaterThan(0);
      for (const m of modules) expect(codes.has(m), `${key}: ${m}`).toBe(true);
    }
  });

  it.each([
    ['ContractMT 21', [Module.LessorInvoicing, Module.LessorLeasing], false],
    ['ContractMT 21', [Module.LessorVariableMaintenance], true],
    ['InvoiceMT 11', [Module.LessorInvoicing], false],
    ['PendingPayments 21', [Module.SupplierPayments], true],
    ['PendingPayments 21', [Module.LessorPayments], true],
    ['PendingPayments 21', [Module.SupplierInvoicing], false],
    ['AuditLog 20', [Module.AdminUsers], false],
    ['AuditLog 20', [Module.AdminSystem], true],
    ['session 21', [], true],
    ['no-such-route 99', [Module.AdminSystem], false],
  ] as const)('%s with %j active: %s', (key, active, allowed) => {
    const [name, actionId] = key.split(' ');
    expect(routeModulesAllow({ name: name!, actionId: Number(actionId) }, active)).toBe(allowed);
  });
});
