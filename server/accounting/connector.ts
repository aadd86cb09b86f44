import type { AnyRecord } from '../../src/domain/unknown-values';
/**
 * The accounting connector port: what the services need from an outside accounting service
 * (Xero, MYOB, a company's own) to sync records with it. Each service is one implementation;
 * the sync routes know only this port.
 */

/** A record sent to the accounting service: its local id, its kind (navigation name) and its fields. */
export type AccountingDocument = {
  localID: string;
  /** The record's navigation name, for example customer-invoices. */
  kind: string;
  record: Readonly<AnyRecord>;
};

/** The service's answer to one upload: its id for the record, or a message a person can act on. */
export type UploadOutcome = { ok: true; externalItemID: string } | { ok: false; message: string };

/** The service's answer to a detach. */
export type DetachOutcome = { ok: true } | { ok: false; message: string };

export type AccountingConnector = {
  /**
   * Uploads one record. The same idempotency key on a second call (a retry) must not make a
   * second document at the service.
   */
  upload(document: AccountingDocument, idempotencyKey: string): Promise<UploadOutcome>;
  /** Tells the service the record is no longer linked to its document. */
  detach(externalItemID: string): Promise<DetachOutcome>;
};

/** What one integration keeps: the non-secret settings and the secret, read on the server only. */
export type ConnectionSettings = { baseUrl: string | null; apiKey: string | null };

/** An outside service a company can connect to, and how to reach it with an integration's settings. */
export type ConnectorOption = {
  /** Sent as partyID and kept as the integration's externalPartyOptionID. */
  id: string;
  name: string;
  description: string;
  /** Whether the connection needs a base URL (a service the company hosts or configures). */
  needsBaseUrl: boolean;
  /** Whether the connection needs an API key. */
  needsApiKey: boolean;
  /** A problem with the settings (a base URL this server may not call), or null when they will do. */
  check(settings: ConnectionSettings): string | null;
  connect(settings: ConnectionSettings): AccountingConnector;
};
