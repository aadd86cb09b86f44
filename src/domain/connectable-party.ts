/**
 * An outside service (accounting, shop, messaging) a company can connect its account to, as the
 * services list it (externalpartyoptions/connect-to) and the Integrations pages read it.
 */
export type ConnectableParty = {
  id: string;
  name: string;
  description: string;
  /** What connecting asks for. */
  needsBaseUrl: boolean;
  needsApiKey: boolean;
  /** Whether this company has already connected it. */
  isConnected: boolean;
};
