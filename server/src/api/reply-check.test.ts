import { describe, expect, it } from 'vitest';
import { API_ROUTES } from './registry';
import { replyProblem } from './reply-check';

describe('the route table', () => {
  it('gives every route a response schema with the Result and Message envelope', () => {
    for (const route of API_ROUTES) {
      const problem = replyProblem(route.name, { ActionId: route.actionId }, 200, {
        Result: true,
        Message: 7,
      });
      expect(problem, `${route.name} ${route.actionId}`).toContain('not matching its response');
    }
  });
});

describe('replyProblem', () => {
  it('accepts a success that matches its route', () => {
    expect(
      replyProblem('site', { ActionId: 21 }, 200, { Result: true, Message: null, Site: null }),
    ).toBeNull();
  });

  it('names the route and the field of a success that does not match', () => {
    const problem = replyProblem('SITE', { ActionId: 21 }, 200, {
      Result: true,
      Message: null,
      Site: 'home',
    });
    expect(problem).toContain('api/SITE 21 answered 200');
    expect(problem).toContain('Site:');
  });

  it('refuses top-level names the response schema does not declare', () => {
    expect(
      replyProblem('session', { ActionId: 41 }, 200, { Result: true, Message: null, Token: 'x' }),
    ).toContain('Token');
  });

  it('accepts a refusal that carries a declared object of the answer, and nothing else', () => {
    expect(
      replyProblem('session', { ActionId: 31 }, 200, {
        Result: false,
        Message: 'No',
        Session: null,
      }),
    ).toBeNull();
    expect(
      replyProblem('session', { ActionId: 31 }, 200, { Result: false, Message: 'No', Extra: 1 }),
    ).toContain('refusal');
    expect(
      replyProblem('session', { ActionId: 31 }, 401, { Result: false, Message: null }),
    ).toMatch(/Message/);
  });

  it('checks answers of no known route and unreadable requests against the envelope', () => {
    expect(
      replyProblem('nothing', { ActionId: 21 }, 404, { Result: false, Message: 'x' }),
    ).toBeNull();
    expect(replyProblem('site', null, 400, { Result: false, Message: 'x' })).toBeNull();
    expect(replyProblem('site', null, 400, {})).toContain('Result');
  });
});
