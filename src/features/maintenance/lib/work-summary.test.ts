import { describe, expect, it } from 'vitest';
import { reviewStatusOf, workPageOf } from './work-summary';

describe('workPageOf', () => {
  it('leads a lessor-side user to the review page, orders executed and waiting for validation', () => {
    const page = workPageOf(
      [
        '/arrendador_mantenimiento_fijo',
        '/mantenimiento_ordenes_mantenimiento',
        '/mantenimiento_ordenes_mantenimiento_consulta',
      ],
      true,
    );
    expect(page).toEqual({
      mode: 'review',
      path: '/mantenimiento_ordenes_mantenimiento',
      search: { status: '03' },
      reviewStatus: '03',
    });
  });

  it('leads the operator to their product page, orders validated by the supplier', () => {
    const page = workPageOf(
      [
        '/mantenimiento_ordenes_mantenimiento_consulta',
        '/mantenimiento_ordenes_mantenimiento_torres',
        '/mantenimiento_ordenes_mantenimiento_revertir',
      ],
      false,
    );
    expect(page).toMatchObject({
      mode: 'operator',
      path: '/mantenimiento_ordenes_mantenimiento_torres',
      search: { status: '05' },
    });
  });

  it('leads a consult-only user to the consult page with its default search', () => {
    expect(
      workPageOf(['/admin_user', '/mantenimiento_ordenes_mantenimiento_consulta'], false),
    ).toMatchObject({
      mode: 'consult',
      search: {},
      reviewStatus: null,
    });
  });

  it('has nothing for users without maintenance pages, or with the revert page alone', () => {
    expect(workPageOf(['/admin_user', '/cliente_contratos'], false)).toBeNull();
    expect(workPageOf(['/mantenimiento_ordenes_mantenimiento_revertir'], false)).toBeNull();
  });
});

describe('reviewStatusOf', () => {
  it('follows the row actions of spec 3 §4.5', () => {
    expect(reviewStatusOf('review', true)).toBe('03');
    expect(reviewStatusOf('review', false)).toBe('05');
    expect(reviewStatusOf('consult', true)).toBeNull();
  });
});
