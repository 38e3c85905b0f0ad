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
});
