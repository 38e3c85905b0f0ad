import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput } from './guard';

const signedIn: Omit<GuardInput, 'to'> = {
  restored: true,
  loggedIn: true,
  accessPath: ['/proveedor_factura_electronica', '/admin_user'],
  siteActive: true,
  role: 'Proveedor Principal',
};
const signedOut: Omit<GuardInput, 'to'> = {
  restored: true,
  loggedIn: false,
  accessPath: [],
  siteActive: true,
  role: null,
};

// Spec 1 §2.1, rules 1-7, plus the named routes AdminUser and AdminClient.
describe('decideRoute', () => {
  it.each<[string, GuardInput, ReturnType<typeof decideRoute>]>([
    [
      '1: waits until the session is restored',
      { ...signedIn, restored: false, to: '/admin_user' },
      { kind: 'wait' },
    ],
    [
      '1: waits even for public paths',
      { ...signedOut, restored: false, to: '/login' },
      { kind: 'wait' },
    ],
    ['2: /recovery passes signed out', { ...signedOut, to: '/recovery' }, { kind: 'pass' }],
    [
      '2: /recovery passes with the site inactive',
      { ...signedOut, siteActive: false, to: '/recovery' },
      { kind: 'pass' },
    ],
    ['2: /recovery passes signed in', { ...signedIn, to: '/recovery' }, { kind: 'pass' }],
    [
      '3: signed out on / goes to /login',
      { ...signedOut, to: '/' },
      { kind: 'redirect', to: '/login' },
    ],
    [
      '3: signed out on a protected path goes to /login',
      { ...signedOut, to: '/admin_user' },
      { kind: 'redirect', to: '/login' },
    ],
    [
      '3: signed out on an unknown path goes to /login',
      { ...signedOut, to: '/nope' },
      { kind: 'redirect', to: '/login' },
    ],
    ['3: signed out on /login passes', { ...signedOut, to: '/login' }, { kind: 'pass' }],
    ['3: signed out on /404 passes', { ...signedOut, to: '/404' }, { kind: 'pass' }],
    ['4: /login from / signs out', { ...signedIn, to: '/login', from: '/' }, { kind: 'logout' }],
    [
      '4: /login on first load signs out (start location is /)',
      { ...signedIn, to: '/login' },
      { kind: 'logout' },
    ],
    [
      '4: /login from another page passes',
      { ...signedIn, to: '/login', from: '/admin_user' },
      { kind: 'pass' },
    ],
    [
      '5: an allowed path passes',
      { ...signedIn, to: '/proveedor_factura_electronica' },
      { kind: 'pass' },
    ],
    [
      '5: a trailing slash is the same path',
      { ...signedIn, to: '/proveedor_factura_electronica/' },
      { kind: 'pass' },
    ],
    ['5: / passes', { ...signedIn, to: '/' }, { kind: 'pass' }],
    ['5: a public path passes', { ...signedIn, to: '/404' }, { kind: 'pass' }],
    [
      '5: a path outside accessPath goes to /404',
      { ...signedIn, to: '/admin_crew' },
      { kind: 'redirect', to: '/404' },
    ],
    [
      '5: an unknown path goes to /404',
      { ...signedIn, to: '/nope' },
      { kind: 'redirect', to: '/404' },
    ],
    [
      '6: site inactive sends a signed-in supplier to /out',
      { ...signedIn, siteActive: false, to: '/' },
      { kind: 'redirect', to: '/out' },
    ],
    [
      '6: site inactive sends a signed-out visitor to /out',
      { ...signedOut, siteActive: false, to: '/login' },
      { kind: 'redirect', to: '/out' },
    ],
    [
      '6: site inactive lets an administrator through',
      {
        ...signedIn,
        role: 'Administrador',
        accessPath: ['/admin_event'],
        siteActive: false,
        to: '/admin_event',
      },
      { kind: 'pass' },
    ],
    [
      '6: site inactive lets a developer through',
      { ...signedIn, role: 'Developer', siteActive: false, to: '/' },
      { kind: 'pass' },
    ],
    [
      '6: the administrator sign-in form stays open during an outage',
      { ...signedOut, siteActive: false, to: '/login', administratorSignIn: true },
      { kind: 'pass' },
    ],
    [
      '6: the administrator flag opens nothing but /login',
      { ...signedOut, siteActive: false, to: '/', administratorSignIn: true },
      { kind: 'redirect', to: '/out' },
    ],
    [
      '6: a signed-in supplier with the flag still goes to /out',
      { ...signedIn, siteActive: false, to: '/login', from: '/x', administratorSignIn: true },
      { kind: 'redirect', to: '/out' },
    ],
    [
      '7: /out goes to /login once the site is active',
      { ...signedOut, to: '/out' },
      { kind: 'redirect', to: '/login' },
    ],
    [
      '7: /out stays while the site is inactive',
      { ...signedOut, siteActive: false, to: '/out' },
      { kind: 'pass' },
    ],
    ['AdminUser: a principal role passes', { ...signedIn, to: '/admin_user' }, { kind: 'pass' }],
    [
      'AdminUser: a role with nothing to assign goes home',
      { ...signedIn, role: 'Proveedor', to: '/admin_user' },
      { kind: 'redirect', to: '/' },
    ],
    [
      'AdminUser: /add_user follows the same rule',
      { ...signedIn, role: 'Arrendador', accessPath: ['/add_user'], to: '/add_user' },
      { kind: 'redirect', to: '/' },
    ],
    [
      'AdminUser: Visualizar passes (read-only)',
      { ...signedIn, role: 'Visualizar', to: '/admin_user' },
      { kind: 'pass' },
    ],
    [
      'AdminClient: an administrator passes',
      { ...signedIn, role: 'Administrador', accessPath: ['/admin_client'], to: '/admin_client' },
      { kind: 'pass' },
    ],
    [
      'AdminClient: a main client goes home',
      {
        ...signedIn,
        role: 'Cliente Principal',
        accessPath: ['/admin_client'],
        to: '/admin_client',
      },
      { kind: 'redirect', to: '/' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });
});
