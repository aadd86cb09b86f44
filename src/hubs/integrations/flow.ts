import type { MirrorRow } from '../../data/mirror-row';
import { TRAINING_LEDGER_PARTY } from '../../domain/external-parties';
import type { ConnectOption } from './connect-form';

/** The services' answer to "what can be connected", as it arrives. */
export type OptionsLoad =
  | { status: 'loading' }
  | { status: 'loaded'; options: ConnectOption[] }
  | { status: 'failed'; message: string };

/** What the integrations pages read of an integration. */
export type IntegrationFacts = Pick<
  MirrorRow<'external-party-integrations'>,
  | 'id'
  | 'isInactive'
  | 'externalPartyOptionID'
  | 'externalParty'
  | 'integrationName'
  | 'isOn'
  | 'hasCredentials'
  | 'baseUrl'
>;

/** What a service's card offers: open its integration, its connect form, Connect, or nothing. */
export type OptionAction =
  | { kind: 'open'; id: string; label: string }
  | { kind: 'form' }
  | { kind: 'connect'; label: string }
  | { kind: 'none' };

/** One service on the Integrations page. */
export type OptionCard = {
  option: ConnectOption;
  /** The training ledger's description is shown as a notice. */
  isTraining: boolean;
  isConnected: boolean;
  action: OptionAction;
};

/** One of the company's integrations, listed under Your Integrations. */
export type IntegrationLine = { id: string; label: string; party: string; isOn: boolean };

export type IntegrationsView = {
  load: OptionsLoad['status'];
  /** Why the services could not be asked. */
  failure: string | null;
  cards: OptionCard[];
  yours: IntegrationLine[];
};

/**
 * The Integrations page's view model: each service the services offer with what may be done
 * with it (open the company's integration of it, connect it), and the company's integrations.
 * @example integrationsFlow({ load, integrations, mayEdit: true, connecting: null }).cards[0]?.action // { kind: 'connect', label: 'Connect Books' }
 */
export function integrationsFlow(input: {
  load: OptionsLoad;
  integrations: readonly IntegrationFacts[];
  mayEdit: boolean;
  /** The service whose connect form is open. */
  connecting: string | null;
}): IntegrationsView {
  const active = input.integrations.filter((integration) => integration.isInactive !== true);
  const options = input.load.status === 'loaded' ? input.load.options : [];
  return {
    load: input.load.status,
    failure: input.load.status === 'failed' ? input.load.message : null,
    cards: options.map((option) => {
      const integration = active.find((candidate) => candidate.externalPartyOptionID === option.id);
      const action: OptionAction =
        integration !== undefined
          ? { kind: 'open', id: integration.id, label: `Open ${integration.integrationName || option.name}` }
          : input.connecting === option.id
            ? { kind: 'form' }
            : input.mayEdit
              ? { kind: 'connect', label: `Connect ${option.name}` }
              : { kind: 'none' };
      return {
        option,
        isTraining: option.id === TRAINING_LEDGER_PARTY,
        isConnected: integration !== undefined || option.isConnected,
        action,
      };
    }),
    yours: active.map((integration) => ({
      id: integration.id,
      label: integration.integrationName || integration.externalParty || integration.id,
      party: integration.externalParty ?? '',
      isOn: integration.isOn !== false,
    })),
  };
}

/** Where an integration's service stands: asked, offered, no longer offered, or not asked. */
export type OptionState =
  | { kind: 'loading' }
  | { kind: 'offered'; option: ConnectOption }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string };

/** The Connection card of an integration. */
export type ConnectionView = {
  isTraining: boolean;
  /** The badge beside the title: a key is saved, the service needs one and none is, or none. */
  keyBadge: 'saved' | 'missing' | null;
  option: OptionState;
  /** The connect form, when the service asks for a base URL or key and the person may edit. */
  form: {
    option: ConnectOption;
    initial: { integrationName: string; baseUrl: string };
    hasSavedKey: boolean;
  } | null;
};

/**
 * The Connection card's view model: whether the services hold a key (never the key itself),
 * the service as the services offer it now, and the form that replaces the base URL or key.
 * @example connectionFlow({ integration, load: { status: 'loading' }, mayEdit: true }).option // { kind: 'loading' }
 */
export function connectionFlow(input: {
  integration: IntegrationFacts;
  load: OptionsLoad;
  mayEdit: boolean;
}): ConnectionView {
  const { integration, load } = input;
  const optionID = integration.externalPartyOptionID ?? null;
  const found =
    load.status === 'loaded' ? load.options.find((candidate) => candidate.id === optionID) : undefined;
  const option: OptionState =
    load.status === 'loading' || optionID === null
      ? { kind: 'loading' }
      : load.status === 'failed'
        ? { kind: 'failed', message: load.message }
        : found === undefined
          ? { kind: 'gone' }
          : { kind: 'offered', option: found };
  const hasKey = integration.hasCredentials === true;
  const offered = option.kind === 'offered' ? option.option : null;
  return {
    isTraining: optionID === TRAINING_LEDGER_PARTY,
    keyBadge: hasKey ? 'saved' : offered?.needsApiKey === true ? 'missing' : null,
    option,
    form:
      offered !== null && (offered.needsApiKey || offered.needsBaseUrl) && input.mayEdit
        ? {
            option: offered,
            initial: {
              integrationName: integration.integrationName ?? '',
              baseUrl: integration.baseUrl ?? '',
            },
            hasSavedKey: hasKey,
          }
        : null,
  };
}
