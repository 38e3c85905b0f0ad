import { describe, expect, it } from 'vitest';
import { meetsComplexity } from '../../../../src/domain/account/password-policy';
import { activationMail, temporaryPassword } from './activation';

describe('the temporary password of an activation', () => {
  it.each([
    [4, 12],
    [10, 12],
    [12, 12],
    [16, 16],
    [30, 30],
  ])('for a minimum of %i has %i characters', (minLength, length) => {
    expect(temporaryPassword(minLength)).toHaveLength(length);
  });

  it('meets both complexity levels that allow symbols, with no look-alike characters or spaces', () => {
    for (let i = 0; i < 200; i++) {
      const password = temporaryPassword(10);
      expect(meetsComplexity(password, 1) && meetsComplexity(password, 2)).toBe(true);
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9#$%&*+\-=?@]+$/);
    }
  });
});

describe('the activation mail', () => {
  it.each([
    [
      'es',
      'PortalPRO: activación de su usuario',
      'Su usuario CTP100512AB3 está activo en PortalPRO.\nContraseña temporal: Ab3#cdEFgh9?\nAl iniciar sesión deberá cambiarla.',
    ],
    [
      'en',
      'PortalPRO: your user is active',
      'Your user CTP100512AB3 is active on PortalPRO.\nTemporary password: Ab3#cdEFgh9?\nYou will be asked to change it when you sign in.',
    ],
  ] as const)('in %s', (lang, subject, body) => {
    expect(activationMail(lang, 'CTP100512AB3', 'Ab3#cdEFgh9?')).toEqual({ subject, body });
  });

  // '$&' and '$$' mean something to String.prototype.replace: the password must be written as is.
  it.each(['Ab3$&cdEFgh9', 'Ab3$$cdEFgh9', "Ab3$'cdEFgh9"])('writes %s as it is', (password) => {
    expect(activationMail('es', 'jlopez', password).body).toContain(
      `Contraseña temporal: ${password}\n`,
    );
  });
});
