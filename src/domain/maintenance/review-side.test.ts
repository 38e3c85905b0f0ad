import { describe, expect, it } from 'vitest';
import { RoleName } from '../roles';
import { pageEditingSide, reviewSideOfRole } from './review-side';

describe('reviewSideOfRole', () => {
  it.each<[string, 'Pr' | 'Tl' | null]>([
    [RoleName.Mantenimiento, 'Tl'],
    [RoleName.Administrador, 'Tl'],
    [RoleName.Developer, 'Tl'],
    [RoleName.MantenimientoFijoPrincipal, 'Pr'],
    [RoleName.MantenimientoFijo, 'Pr'],
    [RoleName.MantenimientoVariablePrincipal, 'Pr'],
    [RoleName.CuadrillaMantenimiento, 'Pr'],
    [RoleName.ArrendadorPrincipal, 'Pr'],
    [RoleName.ArrendMasManttoVariable, 'Pr'],
    [RoleName.ProveedorPrincipal, 'Pr'],
    [RoleName.Proveedor, 'Pr'],
    [RoleName.Visualizar, null],
    [RoleName.ClientePrincipal, null],
    [RoleName.AccesoPublico, null],
  ])('%s -> %s', (role, side) => expect(reviewSideOfRole(role)).toBe(side));
});

describe('pageEditingSide', () => {
  it.each<[string, Parameters<typeof pageEditingSide>[1], 'Pr' | 'Tl' | null]>([
    [RoleName.MantenimientoFijoPrincipal, 'review', 'Pr'],
    [RoleName.MantenimientoFijoPrincipal, 'consult', null],
    [RoleName.Mantenimiento, 'operator', 'Tl'],
    [RoleName.Mantenimiento, 'revert', null],
    [RoleName.Visualizar, 'review', null],
  ])('%s on %s edits %s', (role, mode, side) => expect(pageEditingSide(role, mode)).toBe(side));
});
