import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { HELP_PAGES } from '../domain/help-videos';
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

  it('translates every help page title in both languages', () => {
    for (const { titleKey } of HELP_PAGES) {
      expect(resources.es.menu, `es menu:${titleKey}`).toHaveProperty(titleKey);
      expect(resources.en.menu, `en menu:${titleKey}`).toHaveProperty(titleKey);
    }
  });

  it('types its keys: a key missing from the catalogue does not compile', () => {
    const t = i18next.getFixedT('es', 'common');
    // @ts-expect-error: common.json has no such key (the type check fails if this line compiles).
    expect(t('noSuchKey')).toBe('noSuchKey');
    expect(t('home')).toBe('Inicio');
  });

  it('keeps the spec texts of the messages the client shows', () => {
    expect(resources.es.messages.msjModuleDisabled).toBe(
      'Por el momento esta opción no está habilitada, contacte al administrador',
    );
    expect(resources.es.messages.mainLoginErrorSession).toBe('No fue posible iniciar sesión');
    expect(resources.es.messages.mainLoginErrorSessionExpiredShort).toBe(
      'Estimado usuario por seguridad su sesión ha caducado, favor de salir del PORTAL y volver a ingresar.',
    );
  });

  it('says each text once: no client text repeats one of the server catalogue', () => {
    for (const lang of ['es', 'en'] as const) {
      const server = new Set(Object.values(resources[lang].messages));
      for (const ns of NAMESPACES) {
        if (ns === 'messages') continue;
        for (const text of textsOf(resources[lang][ns])) {
          expect(server.has(text), `${lang}/${ns}: "${text}" is in the server catalogue`).toBe(
            false,
          );
        }
      }
    }
  });
});
