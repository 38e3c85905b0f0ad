import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_FORM, searchFilterOf, type SearchFormValues } from './search-form';

const form = (over: Partial<SearchFormValues>): SearchFormValues => ({
  ...EMPTY_SEARCH_FORM,
  ...over,
});

describe('searchFilterOf', () => {
  it.each([
    [{}, 'alertSearchUser'],
    [{ userName: '   ', name: ' ' }, 'alertSearchUser'],
    [{ email: 'a@b.mx', roleId: '3', supplier: '0000200001' }, 'alertSearchUser'],
    [{ name: 'Ana', from: '2026-05-02', until: '2026-05-01' }, 'datesOrder'],
  ])('refuses %j with %s', (values, error) => {
    expect(searchFilterOf(form(values))).toEqual({ ok: false, error });
  });

  it('accepts a user name alone and sends no filter for the empty fields', () => {
    expect(searchFilterOf(form({ userName: ' prov ' }))).toEqual({
      ok: true,
      filter: {
        UserName: 'prov',
        Name: null,
        Email: null,
        StartDate: null,
        EndDate: null,
        RoleId: null,
        SupplierId: null,
        CompanyId: null,
        Active: null,
      },
    });
  });

  it('carries every field given', () => {
    const result = searchFilterOf(
      form({
        name: 'Ana',
        email: 'ana@b.mx',
        from: '2026-05-01',
        until: '2026-05-01',
        roleId: '12',
        supplier: '0000200001',
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      filter: {
        Name: 'Ana',
        Email: 'ana@b.mx',
        StartDate: '2026-05-01',
        EndDate: '2026-05-01',
        RoleId: 12,
        SupplierId: '0000200001',
      },
    });
  });
});
