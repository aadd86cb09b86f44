import type { ConnectableParty } from '../../src/domain/connectable-party';
import type { ConnectorOption } from '../accounting/connector';
import { integrationOf } from '../accounting/integration-connections';
import type { Store } from '../store/store';

/** An outside service a company can connect its account to. */
export type ExternalPartyOption = ConnectableParty;

/**
 * The external parties this host's services can connect to (the Node host: the generic HTTP
 * accounting service; training mode: the in-memory training ledger), and whether the company has.
 * @example await connectableParties(store, connectors, 'comp1') // [{ id: 'accounting-http', ..., isConnected: false }]
 */
export async function connectableParties(
  store: Store,
  connectors: readonly ConnectorOption[],
  companyAccountID: string,
): Promise<ExternalPartyOption[]> {
  return Promise.all(
    connectors.map(async (option) => ({
      id: option.id,
      name: option.name,
      description: option.description,
      needsBaseUrl: option.needsBaseUrl,
      needsApiKey: option.needsApiKey,
      isConnected: (await integrationOf(store, companyAccountID, option.id)) !== null,
    })),
  );
}
