import { describe, expect, it } from 'vitest';
import {
  afterLoginDialogs,
  dataUpdateDates,
  dialogCloseDisabled,
  formatDataUpdateDate,
  stepAfterClose,
  type AfterLoginDialog,
  type AfterLoginUser,
} from './after-login';

const user = (over: Partial<AfterLoginUser>): AfterLoginUser => ({
  Role: 'Arrendador',
  ForceAgreementAccept: false,
  ForceUserDataUpdate: false,
  ForcePasswordChange: false,
  PasswordPending: false,
  ...over,
});

// Spec 1 §4 After login: agreement, then data update (lessor and supplier roles), then password.
describe('afterLoginDialogs', () => {
  it.each<[string, Partial<AfterLoginUser>, AfterLoginDialog[]]>([
    ['no flags', {}, []],
    [
      'all three flags, lessor',
      { ForceAgreementAccept: true, ForceUserDataUpdate: true, ForcePasswordChange: true },
      ['agreement', 'dataUpdate', 'passwordChange'],
    ],
    [
      'all three flags, supplier',
      {
        Role: 'Proveedor Principal',
        ForceAgreementAccept: true,
        ForceUserDataUpdate: true,
        ForcePasswordChange: true,
      },
      ['agreement', 'dataUpdate', 'passwordChange'],
    ],
    [
      'data update for a role without a form',
      { Role: 'Mantenimiento', ForceUserDataUpdate: true, ForcePasswordChange: true },
      ['passwordChange'],
    ],
    ['data update for the administrator', { Role: 'Administrador', ForceUserDataUpdate: true }, []],
    ['agreement only', { ForceAgreementAccept: true }, ['agreement']],
    [
      'data update and password',
      { ForceUserDataUpdate: true, ForcePasswordChange: true },
      ['dataUpdate', 'passwordChange'],
    ],
    [
      'a "without password" session',
      { PasswordPending: true, ForceAgreementAccept: true, ForceUserDataUpdate: true },
      ['passwordChange'],
    ],
  ])('%s -> %j', (_, flags, dialogs) => expect(afterLoginDialogs(user(flags))).toEqual(dialogs));
});

describe('stepAfterClose', () => {
  const queue: AfterLoginDialog[] = ['agreement', 'dataUpdate', 'passwordChange'];
  it.each<[AfterLoginDialog, boolean | undefined, ReturnType<typeof stepAfterClose>]>([
    ['agreement', undefined, { kind: 'open', dialog: 'dataUpdate' }],
    ['dataUpdate', false, { kind: 'logout' }],
    ['dataUpdate', true, { kind: 'open', dialog: 'passwordChange' }],
    ['passwordChange', undefined, { kind: 'done' }],
  ])('closing %s (updated %s)', (closed, dataUpdated, step) =>
    expect(stepAfterClose(queue, closed, { dataUpdated })).toEqual(step),
  );

  it('ends after a successful data update when no password change is due', () => {
    expect(stepAfterClose(['dataUpdate'], 'dataUpdate', { dataUpdated: true })).toEqual({
      kind: 'done',
    });
  });
});

describe('dialogCloseDisabled', () => {
  it.each<[AfterLoginDialog, Partial<AfterLoginUser>, boolean]>([
    ['agreement', { ForceAgreementAccept: true }, true],
    ['agreement', {}, false],
    ['passwordChange', { ForcePasswordChange: true }, true],
    ['passwordChange', { PasswordPending: true }, true],
    ['passwordChange', {}, false],
    ['dataUpdate', { ForceUserDataUpdate: true }, false],
  ])('%s with %j -> %s', (dialog, flags, disabled) =>
    expect(dialogCloseDisabled(dialog, user(flags))).toBe(disabled),
  );
});

describe('data-update dates', () => {
  it('sets today and one year ahead, shown dd-mm-yyyy', () => {
    const { current, next } = dataUpdateDates(new Date('2026-02-28T15:00:00Z'));
    expect(formatDataUpdateDate(current)).toBe('28-02-2026');
    expect(formatDataUpdateDate(next)).toBe('28-02-2027');
  });

  it.each([
    ['2026-02-28T23:59:59Z', '28-02-2026'],
    ['2026-03-01T00:00:00Z', '01-03-2026'],
    ['2026-03-01T05:59:00Z', '01-03-2026'],
    ['2024-02-29T12:00:00Z', '29-02-2024'],
    ['2026-12-31T23:30:00Z', '31-12-2026'],
    ['2027-01-01T00:30:00Z', '01-01-2027'],
    ['2026-04-05T08:00:00Z', '05-04-2026'],
  ])('%s is shown as its UTC day, %s, in any time zone', (instant, shown) => {
    expect(formatDataUpdateDate(new Date(instant))).toBe(shown);
  });
});
