/**
 * The outside services' ids the client and the services both name (spec doc 2, sections 4 and 7).
 * The services decide which of them a host offers (externalpartyoptions/connect-to).
 */

/** The generic HTTP accounting connector: a service at a base URL, with an API key. */
export const HTTP_ACCOUNTING_PARTY = 'accounting-http';

/** Training mode's in-memory accounting ledger. */
export const TRAINING_LEDGER_PARTY = 'training-ledger';

/** Said on screen wherever the training ledger is offered or connected. */
export const TRAINING_LEDGER_NOTICE =
  'Training mode cannot reach an outside service: this ledger lives in memory in this browser tab, and every upload and detach is written to the browser console.';
