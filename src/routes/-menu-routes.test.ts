import { describe, expect, it } from 'vitest';
import { menuCatalogue } from '../domain/navigation';

describe('the menu and the route files', () => {
  it('has a page built for every entry: no menu line leads to the not-found page', () => {
    // The route files of the signed-in pages; `{$product}` stands for any operator product.
    const routes = Object.keys(import.meta.glob('./_authed/*.tsx')).map((f) =>
      f.replace(/^.*\/_authed\/(.*)\.tsx$/, '/$1'),
    );
    const routed = (path: string) =>
      routes.some((r) =>
        r.includes('{$product}')
          ? new RegExp(`^${r.replace('{$product}', '\\w+')}$`).test(path)
          : r === path,
      );
    const unbuilt = menuCatalogue()
      .map((e) => e.path)
      .filter((p) => !routed(p));
    expect(unbuilt).toEqual([]);
  });
});
