import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { optionalFlagSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/** An outside service (accounting, shop, messaging) a company can connect to. */
export const externalPartyOptionSchema = v.looseObject({
  ...genericItemEntries,
  name: optionalStringSchema,
  externalParty: optionalStringSchema,
  description: optionalStringSchema,
  isConnected: optionalFlagSchema,
});
export type ExternalPartyOption = v.InferOutput<typeof externalPartyOptionSchema>;
