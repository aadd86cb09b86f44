import * as v from 'valibot';
import { supplyAgreementSchema } from '../../domain/schemas/supply-agreement';
import { partnerContactEntries } from './partner-contact';

/** A supplier as its buyer sees it: the supply agreement plus how the buyer knows them. */
export const supplierSchema = v.looseObject({
  ...supplyAgreementSchema.entries,
  ...partnerContactEntries,
});
export type Supplier = v.InferOutput<typeof supplierSchema>;
