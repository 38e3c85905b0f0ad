import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './query-client-persistence';

describe('shouldPersistQuery', () => {
  const client = new QueryClient();
  client.setQueryData(['maintenance', 'orders'], { List: [] });
  client.setQueryData(['statements', 'home'], { List: [] });
  client.setQueryData(['users', 'list', { page: 1 }], { List: [] });
  client.setQueryData(['users', 'view', 7], { User: {} });
  client.setQueryData(['account', 'own'], { Account: {} });
  client.setQueryData(['maintenance', 'detail', 7, '4000001'], { details: {} });

  it.each([
    [['maintenance', 'orders'], true],
    [['statements', 'home'], true],
    [['users', 'list', { page: 1 }], false],
    [['users', 'view', 7], false],
    [['account', 'own'], false],
    [['maintenance', 'detail', 7, '4000001'], false],
  ])('%o kept on the device: %s', (key, kept) => {
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    expect(query).toBeDefined();
    expect(shouldPersistQuery(query!)).toBe(kept);
  });

  it('keeps no query that has not succeeded', () => {
    const queryKey: QueryKey = ['maintenance', 'pending'];
    const pending = client.getQueryCache().build(client, { queryKey });
    expect(shouldPersistQuery(pending)).toBe(false);
  });
});
