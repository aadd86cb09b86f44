import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { orderRuleSchema } from '../../domain/schemas/order';
import { optionalFlagSchema, optionalStringSchema, tagsCsvSchema } from '../../domain/schemas/field-types';

/**
 * Order-line rules (e.g. QuantityInIncrements) applied to the products carrying its tags;
 * a global group applies to every order line (the order policy's globalRules).
 */
export const orderingRulesGroupSchema = v.looseObject({
  ...genericItemEntries,
  groupName: optionalStringSchema,
  groupDescription: optionalStringSchema,
  productTags: tagsCsvSchema,
  isGlobal: optionalFlagSchema,
  rules: v.nullish(v.array(orderRuleSchema)),
});
export type OrderingRulesGroup = v.InferOutput<typeof orderingRulesGroupSchema>;
