import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { INTERPOLATION } from '../../../lib/interpolation';
import { orderRowTexts, textWithValue } from './list-texts';

async function maintenanceT(resources: Record<string, unknown>) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'es',
    resources: { es: { maintenance: resources } },
    interpolation: INTERPOLATION,
  });
  return i18n.getFixedT('es', 'maintenance');
}

describe('textWithValue', () => {
  it('reads the same words as the translation, for any value', async () => {
    const t = await maintenanceT({ offline: { selectOrder: 'Seleccionar la orden {order}' } });
    const select = textWithValue(t, 'offline.selectOrder', 'order');
    expect(select('400000100099')).toBe('Seleccionar la orden 400000100099');
    expect(select('')).toBe('Seleccionar la orden ');
    expect(select('x')).toBe(t('offline.selectOrder', { order: 'x' }));
  });

  it('keeps a value at the start or the end of the text', async () => {
    const t = await maintenanceT({
      card: { order: '{order}: acciones' },
      actions: { of: 'Orden {order}' },
    });
    expect(textWithValue(t, 'card.order', 'order')('12')).toBe('12: acciones');
    expect(textWithValue(t, 'actions.of', 'order')('12')).toBe('Orden 12');
  });

  it('translates each value when the value appears twice or not at all', async () => {
    const t = await maintenanceT({ card: { order: '{order} / {order}' }, noCrew: 'Sin orden' });
    expect(textWithValue(t, 'card.order', 'order')('7')).toBe('7 / 7');
    expect(textWithValue(t, 'noCrew', 'order')('7')).toBe('Sin orden');
  });
});

describe('orderRowTexts', () => {
  it('names every row action and the reasons one is blocked', async () => {
    const t = await maintenanceT({
      actions: {
        assignCrew: 'Asignar cuadrilla',
        reassignDate: 'Reasignar fecha',
        validate: 'Validar',
        attach: 'Adjuntar',
        consult: 'Consultar',
        revert: 'Revertir',
        of: 'Acciones de la orden {order}',
        blocked: { needsConnection: 'Requiere conexión', notOnDevice: 'No está en este equipo' },
      },
      card: { order: 'Orden {order}', supplier: 'Proveedor: {supplier}' },
      columns: { crew: 'Cuadrilla' },
      noCrew: 'Sin asignar',
      offline: { selectOrder: 'Seleccionar la orden {order}' },
    });
    const texts = orderRowTexts(t);
    expect(texts.action.consult).toBe('Consultar');
    expect(texts.action.revert).toBe('Revertir');
    expect(texts.blocked.notOnDevice).toBe('No está en este equipo');
    expect(texts.actionsOf('5')).toBe('Acciones de la orden 5');
    expect(texts.cardSupplier('ACME')).toBe('Proveedor: ACME');
    expect(texts.noCrew).toBe('Sin asignar');
  });
});
