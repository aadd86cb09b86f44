import { describe, expect, it } from 'vitest';
import { connectAndKeep } from './connect-integration';
import { IntegrationCallError } from './integration-calls';

describe('connecting an integration', () => {
  it('puts the integration the services answer into the mirror and answers its id', async () => {
    const taken: unknown[] = [];
    const path = {
      takeServerRecord: async (entity: string, value: unknown) => {
        taken.push([entity, value]);
        return true;
      },
    };
    const fetcher = (async () =>
      new Response(
        JSON.stringify({ data: { id: 'i1', rowVersion: 1, integrationName: 'Books', hasCredentials: true } }),
      )) as typeof fetch;
    expect(await connectAndKeep(path, 't', { externalPartyOptionID: 'accounting-http' }, fetcher)).toBe('i1');
    expect(taken).toEqual([
      [
        'external-party-integrations',
        { id: 'i1', rowVersion: 1, integrationName: 'Books', hasCredentials: true },
      ],
    ]);
  });

  it('keeps nothing when the services refuse, and passes their field messages on', async () => {
    const path = {
      takeServerRecord: async () => {
        throw new Error('not called');
      },
    };
    const fetcher = (async () =>
      new Response(
        JSON.stringify({
          message: 'Not connected',
          errors: [{ field: 'apiKey', message: 'The key was refused' }],
        }),
        { status: 400 },
      )) as typeof fetch;
    await expect(connectAndKeep(path, 't', {}, fetcher)).rejects.toEqual(
      new IntegrationCallError('Not connected', { apiKey: 'The key was refused' }),
    );
  });

  it('refuses an answer that is not an integration', async () => {
    const path = { takeServerRecord: async () => true };
    const fetcher = (async () => new Response(JSON.stringify({ data: { name: 'x' } }))) as typeof fetch;
    await expect(connectAndKeep(path, 't', {}, fetcher)).rejects.toThrow(
      'The services did not answer the integration',
    );
  });
});
