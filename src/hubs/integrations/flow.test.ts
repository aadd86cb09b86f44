import { describe, expect, it } from 'vitest';
import type { ConnectOption } from './connect-form';
import { connectionFlow, integrationsFlow, type IntegrationFacts, type OptionsLoad } from './flow';

const books: ConnectOption = {
  id: 'accounting-http',
  name: 'Books',
  description: 'An accounting service',
  needsBaseUrl: true,
  needsApiKey: true,
  isConnected: false,
};
const ledger: ConnectOption = {
  id: 'training-ledger',
  name: 'Training Ledger',
  description: 'Pretend uploads',
  needsBaseUrl: false,
  needsApiKey: false,
  isConnected: true,
};
const loaded: OptionsLoad = { status: 'loaded', options: [books, ledger] };
const xero: IntegrationFacts = {
  id: 'i1',
  externalPartyOptionID: 'accounting-http',
  externalParty: 'Books',
  integrationName: 'Xero',
  baseUrl: 'https://books.example',
  hasCredentials: true,
};

describe('the integrations page', () => {
  it("offers Connect for a service not connected, and opens the company's integration of one that is", () => {
    const view = integrationsFlow({ load: loaded, integrations: [xero], mayEdit: true, connecting: null });
    expect(view.cards.map((card) => card.action)).toEqual([
      { kind: 'open', id: 'i1', label: 'Open Xero' },
      { kind: 'connect', label: 'Connect Training Ledger' },
    ]);
    expect(view.cards.map((card) => [card.isConnected, card.isTraining])).toEqual([
      [true, false],
      [true, true],
    ]);
    expect(view.yours).toEqual([{ id: 'i1', label: 'Xero', party: 'Books', isOn: true }]);
  });

  it('shows the connect form of the service chosen, and no Connect to those who may not edit', () => {
    expect(
      integrationsFlow({ load: loaded, integrations: [], mayEdit: true, connecting: 'accounting-http' })
        .cards[0]?.action,
    ).toEqual({ kind: 'form' });
    expect(
      integrationsFlow({ load: loaded, integrations: [], mayEdit: false, connecting: null }).cards[0]?.action,
    ).toEqual({ kind: 'none' });
  });

  it('leaves inactive integrations out, names one by its service or id, and says when it is off', () => {
    const view = integrationsFlow({
      load: loaded,
      integrations: [
        { ...xero, isInactive: true },
        { id: 'i2', externalParty: 'Books', isOn: false },
        { id: 'i3' },
      ],
      mayEdit: true,
      connecting: null,
    });
    expect(view.cards[0]?.action).toEqual({ kind: 'connect', label: 'Connect Books' });
    expect(view.yours).toEqual([
      { id: 'i2', label: 'Books', party: 'Books', isOn: false },
      { id: 'i3', label: 'i3', party: '', isOn: true },
    ]);
  });

  it('says while it asks, and why it could not', () => {
    expect(
      integrationsFlow({ load: { status: 'loading' }, integrations: [], mayEdit: true, connecting: null }),
    ).toEqual({ load: 'loading', failure: null, cards: [], yours: [] });
    expect(
      integrationsFlow({
        load: { status: 'failed', message: 'Offline' },
        integrations: [],
        mayEdit: true,
        connecting: null,
      }).failure,
    ).toBe('Offline');
  });
});

describe("an integration's connection", () => {
  it('offers to replace the base URL or key of a service that asks for them, the saved key kept', () => {
    const view = connectionFlow({ integration: xero, load: loaded, mayEdit: true });
    expect(view.keyBadge).toBe('saved');
    expect(view.option).toEqual({ kind: 'offered', option: books });
    expect(view.form).toEqual({
      option: books,
      initial: { integrationName: 'Xero', baseUrl: 'https://books.example' },
      hasSavedKey: true,
    });
    expect(connectionFlow({ integration: xero, load: loaded, mayEdit: false }).form).toBeNull();
  });

  it('says no key is saved where the service needs one', () => {
    expect(
      connectionFlow({ integration: { ...xero, hasCredentials: false }, load: loaded, mayEdit: true })
        .keyBadge,
    ).toBe('missing');
  });

  it('asks nothing of the training ledger, and says so', () => {
    const view = connectionFlow({
      integration: { id: 'i9', externalPartyOptionID: 'training-ledger' },
      load: loaded,
      mayEdit: true,
    });
    expect(view).toMatchObject({ isTraining: true, keyBadge: null, form: null });
  });

  it('tells a service no longer offered, an answer that failed, and waits without a service', () => {
    expect(
      connectionFlow({ integration: xero, load: { status: 'loaded', options: [ledger] }, mayEdit: true })
        .option,
    ).toEqual({ kind: 'gone' });
    expect(
      connectionFlow({ integration: xero, load: { status: 'failed', message: 'Offline' }, mayEdit: true })
        .option,
    ).toEqual({ kind: 'failed', message: 'Offline' });
    expect(connectionFlow({ integration: { id: 'i0' }, load: loaded, mayEdit: true }).option).toEqual({
      kind: 'loading',
    });
  });
});
