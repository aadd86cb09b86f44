import { describe, expect, it } from 'vitest';
import { BLANK_CONNECT, connectBody, connectOptionsOf, connectProblems } from './connect-form';

const http = { id: 'accounting-http', needsBaseUrl: true, needsApiKey: true };
const ledger = { id: 'training-ledger', needsBaseUrl: false, needsApiKey: false };

describe('connecting an outside service', () => {
  it('reads the options the services offer, dropping malformed ones', () => {
    expect(
      connectOptionsOf({
        data: [
          { id: 'a', name: 'A', description: 'd', needsBaseUrl: true, needsApiKey: false, isConnected: true },
          { id: 3 },
          null,
        ],
      }),
    ).toEqual([
      { id: 'a', name: 'A', description: 'd', needsBaseUrl: true, needsApiKey: false, isConnected: true },
    ]);
    expect(connectOptionsOf(null)).toEqual([]);
  });

  it('asks for what the service needs', () => {
    expect(connectProblems(http, BLANK_CONNECT, false)).toEqual({
      baseUrl: 'Field is required',
      apiKey: 'Field is required',
    });
    expect(
      connectProblems(http, { ...BLANK_CONNECT, baseUrl: 'books.example.com', apiKey: 'k' }, false),
    ).toEqual({ baseUrl: 'The base URL must start with https:// or http://' });
    expect(connectProblems(http, { ...BLANK_CONNECT, baseUrl: 'https://books.example.com' }, true)).toEqual(
      {},
    );
    expect(connectProblems(ledger, BLANK_CONNECT, false)).toEqual({});
  });

  it('sends only what the service needs, and no key when none was typed', () => {
    expect(
      connectBody(http, { integrationName: ' Books ', baseUrl: 'https://b.example ', apiKey: ' k ' }),
    ).toEqual({
      externalPartyOptionID: 'accounting-http',
      integrationName: 'Books',
      baseUrl: 'https://b.example',
      apiKey: 'k',
    });
    expect(connectBody(http, { integrationName: '', baseUrl: 'https://b.example', apiKey: '' })).toEqual({
      externalPartyOptionID: 'accounting-http',
      baseUrl: 'https://b.example',
    });
    expect(connectBody(ledger, { integrationName: '', baseUrl: 'x', apiKey: 'y' })).toEqual({
      externalPartyOptionID: 'training-ledger',
    });
  });
});
