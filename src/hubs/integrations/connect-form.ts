/**
 * Connecting an outside service (Integrations): what the form asks for, given what the service
 * needs, and the connect call's body. Pure, so the rules are tested without a screen.
 */
import type { ConnectableParty } from '../../domain/connectable-party';

/** A service the services can connect, as externalpartyoptions/connect-to answers it. */
export type ConnectOption = ConnectableParty;

export type ConnectValues = { integrationName: string; baseUrl: string; apiKey: string };

export type ConnectProblems = Partial<Record<keyof ConnectValues, string>>;

export const BLANK_CONNECT: ConnectValues = { integrationName: '', baseUrl: '', apiKey: '' };

/** Said for a required field left empty (spec doc 2, section 5). */
export const FIELD_REQUIRED = 'Field is required';

/**
 * The options from the services' answer, dropping anything malformed.
 * @example connectOptionsOf({ data: [{ id: 'accounting-http', name: 'Books', ... }] })
 */
export function connectOptionsOf(answer: unknown): ConnectOption[] {
  const data = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : null;
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const read = (field: string) => Reflect.get(entry, field);
    const id = read('id');
    const name = read('name');
    if (typeof id !== 'string' || typeof name !== 'string') return [];
    const description = read('description');
    return [
      {
        id,
        name,
        description: typeof description === 'string' ? description : '',
        needsBaseUrl: read('needsBaseUrl') === true,
        needsApiKey: read('needsApiKey') === true,
        isConnected: read('isConnected') === true,
      },
    ];
  });
}

/**
 * What is missing before connecting: the base URL and API key when the service needs them
 * (a key already saved may stay), and a base URL that is not a web address.
 * @example connectProblems(httpOption, { integrationName: '', baseUrl: '', apiKey: '' }, false) // { baseUrl: 'Field is required', apiKey: 'Field is required' }
 */
export function connectProblems(
  option: Pick<ConnectOption, 'needsBaseUrl' | 'needsApiKey'>,
  values: ConnectValues,
  hasSavedKey: boolean,
): ConnectProblems {
  const problems: ConnectProblems = {};
  const baseUrl = values.baseUrl.trim();
  if (option.needsBaseUrl) {
    if (baseUrl === '') problems.baseUrl = FIELD_REQUIRED;
    else if (!/^https?:\/\/[^\s/]+/i.test(baseUrl))
      problems.baseUrl = 'The base URL must start with https:// or http://';
  }
  if (option.needsApiKey && !hasSavedKey && values.apiKey.trim() === '') problems.apiKey = FIELD_REQUIRED;
  return problems;
}

/**
 * The connect call's body: only what the service needs, and no key when none was typed (the
 * services keep the saved one).
 * @example connectBody(httpOption, { integrationName: 'Books', baseUrl: 'https://b.example', apiKey: 'k' })
 */
export function connectBody(
  option: Pick<ConnectOption, 'id' | 'needsBaseUrl' | 'needsApiKey'>,
  values: ConnectValues,
): Record<string, string> {
  const body: Record<string, string> = { externalPartyOptionID: option.id };
  if (values.integrationName.trim() !== '') body.integrationName = values.integrationName.trim();
  if (option.needsBaseUrl) body.baseUrl = values.baseUrl.trim();
  if (option.needsApiKey && values.apiKey.trim() !== '') body.apiKey = values.apiKey.trim();
  return body;
}
