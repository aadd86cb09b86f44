import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  linkSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalStringSchema,
} from '../../domain/schemas/field-types';

/**
 * A company's connection to one external party (the spec's credential record):
 * which option it uses and how syncing behaves. Secrets never leave the server.
 */
export const externalPartyIntegrationSchema = v.looseObject({
  ...genericItemEntries,
  externalPartyOptionID: linkSchema,
  externalParty: optionalStringSchema,
  integrationName: optionalStringSchema,
  isOn: optionalFlagSchema,
  isAutoSync: optionalFlagSchema,
  lastSyncedOn: optionalDateSchema,
  /** Where the connector reaches the service (the generic HTTP connector); not a secret. */
  baseUrl: optionalStringSchema,
  /** Whether the services hold an API key for it; the key itself never leaves them. */
  hasCredentials: optionalFlagSchema,
});
export type ExternalPartyIntegration = v.InferOutput<typeof externalPartyIntegrationSchema>;
