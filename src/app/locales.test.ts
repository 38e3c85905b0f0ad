import { describe, expect, it } from 'vitest';
import { MENU_TREE, type MenuNode } from '../domain/navigation';
import { NAMESPACES } from './i18n';
import { resources } from './locale-resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).flatMap(textsOf);
}

function menuTitles(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [n.title, ...menuTitles(n.menus ?? [])]);
}

describe('locales', () => {
  it.each(NAMESPACES)('es and en have exactly the same keys in %s', (ns) => {
    expect(keysOf(resources.en[ns]).sort()).toEqual(keysOf(resources.es[ns]).sort());
  });

  it('has no empty translation', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const ns of NAMESPACES) {
        const flat = keysOf(resources[lang][ns]);
        for (const key of flat) {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lang][ns]);
          expect(typeof value === 'string' && value.trim() !== '', `${lang}/${ns}:${key}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('writes placeholders one way, {name}, as the server catalogue does', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const ns of NAMESPACES) {
        for (const text of textsOf(resources[lang][ns])) {
          expect(text, `${lang}/${ns}`).not.toMatch(/\{\{|\}\}/);
        }
      }
    }
  });

  it('translates every menu title of MENU_TREE in both languages', () => {
    const titles = [...new Set(menuTitles(MENU_TREE))];
    expect(titles.length).toBeGreaterThan(40);
    for (const title of titles) {
      expect(resources.es.menu, `es menu:${title}`).toHaveProperty(title);
      expect(resources.en.menu, `en menu:${title}`).toHaveProperty(title);
    }
  });

  it('keeps the spec texts of the messages the client shows', () => {
    expect(resources.es.errors.msjModuleDisabled).toBe(
      'Por el momento esta opción no está habilitada, contacte al administrador',
    );
    expect(resources.es.errors.mainLoginErrorSession).toBe('No fue posible iniciar sesión');
    expect(resources.es.errors.mainLoginErrorSessionExpiredShort).toBe(
      'Estimado usuario por seguridad su sesión ha caducado, favor de salir del PORTAL y volver a ingresar.',
    );
  });
});
