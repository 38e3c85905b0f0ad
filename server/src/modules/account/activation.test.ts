import { describe, expect, it } from 'vitest';
import { meetsComplexity } from '../../../../src/domain/account/password-policy';
import { escapeHtml, renderMail } from '../outbox/mail-layout';
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
  const ORIGIN = 'https://portal.example.mx';

  it.each([
    [
      'es',
      'PortalPRO: activación de su usuario',
      [
        'Su usuario CTP100512AB3 está activo en PortalPRO.',
        'Usuario: CTP100512AB3\nContraseña temporal: Ab3#cdEFgh9?\n',
        'La contraseña temporal sirve durante 72 horas; al iniciar sesión con ella deberá cambiarla.',
        `Iniciar sesión:\n${ORIGIN}/PortalPRO/login\n`,
      ],
    ],
    [
      'en',
      'PortalPRO: your user is active',
      [
        'Your user CTP100512AB3 is active on PortalPRO.',
        'User: CTP100512AB3\nTemporary password: Ab3#cdEFgh9?\n',
        'The temporary password works for 72 hours; when you sign in with it you will be asked to change it.',
        `Sign in:\n${ORIGIN}/PortalPRO/login\n`,
      ],
    ],
  ] as const)('in %s', (lang, subject, lines) => {
    const mail = renderMail(activationMail(lang, 'CTP100512AB3', 'Ab3#cdEFgh9?', ORIGIN, 72));
    expect(mail.subject).toBe(subject);
    for (const line of lines) expect(mail.text).toContain(line);
    expect(mail.html).toContain(`<html lang="${lang}"`);
    expect(mail.html).toContain('>Ab3#cdEFgh9?</td>');
    expect(mail.html).toContain(`href="${ORIGIN}/PortalPRO/login"`);
  });

  // '$&' and '$$' mean something to String.prototype.replace: the password must be written as is.
  it.each(['Ab3$&cdEFgh9', 'Ab3$$cdEFgh9', "Ab3$'cdEFgh9"])('writes %s as it is', (password) => {
    const mail = renderMail(activationMail('es', 'jlopez', password, ORIGIN, 72));
    expect(mail.text).toContain(`Contraseña temporal: ${password}\n`);
    expect(mail.html).toContain(`>${escapeHtml(password)}</td>`);
  });
});
