import type { EntitySchemaName } from './index';
import type { SchemaSample } from './schema-sample-records';
import { accountSamples } from './schema-samples-accounts';
import { tradeSamples } from './schema-samples-trade';

export type { SchemaSample } from './schema-sample-records';

/** Test fixture: one realistic sample per schema in entitySchemas (the type makes a missing one a compile error). */
export const schemaSamples: Record<EntitySchemaName, SchemaSample> = { ...accountSamples, ...tradeSamples };
