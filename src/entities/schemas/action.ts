import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  cronExpressionSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalStringSchema,
  tagsCsvSchema,
} from '../../domain/schemas/field-types';

/**
 * A background process a service runs on a schedule (e.g. confirm orders, raise invoices).
 * The spec names the action screens but not their shape; actionType is kept as free text
 * because the set of processes differs per service.
 */
export const actionSchema = v.looseObject({
  ...genericItemEntries,
  actionName: optionalStringSchema,
  actionType: optionalStringSchema,
  cronExpression: v.nullish(cronExpressionSchema),
  isOn: optionalFlagSchema,
  nextAttentionDate: optionalDateSchema,
  lastRunOn: optionalDateSchema,
  lastResult: optionalStringSchema,
  tags: tagsCsvSchema,
});
export type Action = v.InferOutput<typeof actionSchema>;
