/** An outside service (accounting, shop, messaging) a company can connect its account to. */
export type ExternalPartyOption = {
  id: string;
  name: string;
  /** Whether this company has already connected it. */
  isConnected: boolean;
};

/**
 * The external parties a company can connect to. The reference services configure no
 * integrations, so the list is empty for everyone; a deployment with integrations replaces this.
 * @example connectableParties('comp1') // []
 */
export function connectableParties(_companyAccountID: string): readonly ExternalPartyOption[] {
  return [];
}
