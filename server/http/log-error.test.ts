import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createMemoryStore } from '../store/memory-store';
import { testProducts } from '../../tests/contract/api-fixtures';
import { errorLogLine } from './log-error';

function databaseError(): Error {
  // As PGlite throws it: the SQL text and its bound values hang on the error.
  return Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    query: 'SELECT * FROM records WHERE data->>$1 = $2',
    params: ['userName', 'secret-customer@example.com'],
  });
}

describe('the server log', () => {
  it('keeps the kind, code, message and stack of an error, never its query or parameter values', () => {
    const line = errorLogLine(databaseError());
    expect(line).toContain('Error [22021]: invalid byte sequence');
    expect(line).toMatch(/\n\s+at /);
    expect(line).not.toContain('secret-customer@example.com');
    expect(line).not.toContain('SELECT');
    expect(errorLogLine('a string')).toBe('Non-error thrown: string');
  });

  it('is what the services print when a store fails', async () => {
    const store = createMemoryStore();
    store.list = () => Promise.reject(databaseError());
    const app = createApp({
      store,
      entities: [testProducts],
      pricing: { automaticLineItems: 'AutomaticLineItems', locations: 'Locations' },
      authenticate: async () => ({
        ok: true,
        caller: {
          userID: 'u',
          userName: 'u',
          companyAccountID: 'c',
          permissions: 'everything.edit',
          isGlobalAdmin: true,
          subscriptionCode: 'SUPP',
          subscriptionsInUse: 'SUPP',
          expiresOn: '2099-01-01T00:00:00Z',
          company: {
            id: 'c',
            companyName: 'C',
            subscriptionCode: 'SUPP',
            defaultTimeZone: 'Australia/Melbourne',
            isSuspended: false,
          },
        },
      }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request('/api/v1/Products/getAll', {
        headers: { Authorization: 'Bearer x' },
      });
      expect(response.status).toBe(500);
      const printed = logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
      expect(printed).toContain('GET /api/v1/Products/getAll');
      expect(printed).not.toContain('secret-customer@example.com');
    } finally {
      logged.mockRestore();
    }
  });
});
