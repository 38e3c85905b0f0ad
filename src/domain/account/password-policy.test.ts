import { describe, expect, it } from 'vitest';
import {
  meetsComplexity,
  newPasswordProblem,
  normalizePolicy,
  type NewPasswordProblem,
} from './password-policy';

// Spec 1 §5 New password: 1 upper, lower, digit, symbol, no spaces; 2 letter, digit, symbol;
// 3 upper, lower, digit, no symbol; 4 letter and digit, no symbol.
describe('meetsComplexity', () => {
  it.each<[string, 1 | 2 | 3 | 4, boolean]>([
    ['Portal#2026', 1, true],
    ['portal#2026', 1, false],
    ['PORTAL#2026', 1, false],
    ['Portal2026', 1, false],
    ['Portal#abcd', 1, false],
    ['Portal #2026', 1, false],
    ['Contraseña#1', 1, true],
    ['portal#2026', 2, true],
    ['PORTAL#2026', 2, true],
    ['portal2026', 2, false],
    ['portal#abcd', 2, false],
    ['#2026#2026', 2, false],
    ['Portal2026', 3, true],
    ['portal2026', 3, false],
    ['Portal#2026', 3, false],
    ['PortalPortal', 3, false],
    ['portal2026', 4, true],
    ['PORTAL2026', 4, true],
    ['portal#2026', 4, false],
    ['2026202620', 4, false],
    ['portalport', 4, false],
    ['portal 2026', 4, false],
  ])('%s at level %i -> %s', (password, level, expected) =>
    expect(meetsComplexity(password, level)).toBe(expected),
  );
});

describe('newPasswordProblem', () => {
  const policy = { complexity: 1, minLength: 10 };
  it.each<[string, string | null, string | null, NewPasswordProblem | null]>([
    ['', null, null, 'passwordRequired'],
    ['Ab#12345', null, null, 'passwordMinLength'],
    ['abcdefgh#1', null, null, 'passwordComplexity'],
    ['Portal#2026', 'Portal#2026', null, 'dialogChangePasswordLabelPasswordEqualError'],
    ['Portal#2027', 'Portal#2026', 'Portal#2028', 'passwordConfirmationMismatch'],
    ['Portal#2027', 'Portal#2026', 'Portal#2027', null],
    ['Portal#2027', null, null, null],
  ])('%s (current %s, confirmation %s) -> %s', (password, current, confirmation, problem) =>
    expect(newPasswordProblem({ password, current, confirmation }, policy)).toBe(problem),
  );

  it('takes the minimum length from the profile', () => {
    expect(newPasswordProblem({ password: 'Portal#2026' }, { complexity: 1, minLength: 12 })).toBe(
      'passwordMinLength',
    );
    expect(newPasswordProblem({ password: 'Ab#1' }, { complexity: 1, minLength: 4 })).toBeNull();
  });
});

describe('normalizePolicy', () => {
  it.each([
    [null, { complexity: 1, minLength: 10 }],
    [
      { complexity: 3, minLength: 8 },
      { complexity: 3, minLength: 8 },
    ],
    [
      { complexity: 7, minLength: 0 },
      { complexity: 1, minLength: 10 },
    ],
  ])('%j -> %j', (stored, policy) => expect(normalizePolicy(stored)).toEqual(policy));
});
