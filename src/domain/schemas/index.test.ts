import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { entitySchemas, type EntitySchemaName, parseEntity, type ParseEntityResult } from './index';
import { schemaSamples } from './schema-samples';

const names = Object.keys(entitySchemas) as EntitySchemaName[];

/** Upper-cases the first letter of every key, as some servers send them. */
function capitaliseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(capitaliseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key.charAt(0).toUpperCase() + key.slice(1),
      capitaliseKeys(entry),
    ]),
  );
}

describe('entitySchemas', () => {
  it('has a sample for every schema and no sample without a schema', () => {
    expect(Object.keys(schemaSamples).sort()).toEqual([...names].sort());
  });

  it('covers every entity named in section 3 of both documents', () => {
    const required: EntitySchemaName[] = [
      'session',
      'companyAccount',
      'appearanceSettings',
      'genericItem',
      'syncRecord',
      'credentialRecord',
      'location',
      'user',
      'product',
      'productCategory',
      'batch',
      'measurement',
      'stockIncrement',
      'stockItem',
      'stockTrackedItem',
      'stockThreshold',
      'stockAdjustment',
      'supplyAgreement',
      'orderPolicy',
      'order',
      'orderItem',
      'orderDefinition',
      'automaticLineItem',
      'productTether',
      'standingOrder',
      'orderSlot',
      'scheduleAdjustment',
      'calendarItem',
      'invoice',
      'invoiceLineItem',
      'courierMovement',
      'movementPackagedItem',
      'route',
      'consignment',
      'consignmentPackagedItem',
      'consignmentOrderItem',
      'consignmentEntryItem',
      'journeyTemplate',
      'journey',
      'journeyPointer',
      'productImportRow',
      'customerImportRow',
      'quantityBreakdownRow',
    ];
    for (const name of required) expect(entitySchemas).toHaveProperty(name);
  });
});

/** The parsed value, or a thrown error listing the issues, so tests need no branches. */
function outputOf(result: ParseEntityResult<unknown>): unknown {
  if (!result.success) throw new Error(result.issues.join('\n'));
  return result.output;
}

function issuesOf(result: ParseEntityResult<unknown>): string[] {
  return result.success ? [] : result.issues;
}

const serverNames = names.filter((name) => schemaSamples[name].kind === 'server');
const clientNames = names.filter((name) => schemaSamples[name].kind === 'client');

describe.each(names)('%s schema', (name) => {
  const schema = entitySchemas[name];
  const sample = schemaSamples[name];

  it('parses a realistic sample', () => {
    const result = parseEntity(schema, sample.valid);
    expect(issuesOf(result)).toEqual([]);
    expect(outputOf(result)).toMatchObject(sample.valid);
  });

  it('parses the sample with capitalised keys after normalisation', () => {
    const capitalised = capitaliseKeys(sample.valid);
    expect(outputOf(parseEntity(schema, capitalised))).toEqual(v.parse(schema, sample.valid));
  });

  it(`rejects a wrong type on ${sample.invalid.field}`, () => {
    const payload = { ...sample.valid, [sample.invalid.field]: sample.invalid.value };
    const result = parseEntity(schema, payload);
    expect(result.success).toBe(false);
    expect(issuesOf(result).some((issue) => issue.startsWith(`${sample.invalid.field}:`))).toBe(true);
  });
});

describe.each(serverNames)('%s server schema', (name) => {
  const schema = entitySchemas[name];

  it('keeps unknown fields so they survive a round trip through the mirror', () => {
    const extra = { futureFlag: true, futureNested: { Note: 'kept as sent' } };
    const result = parseEntity(schema, { ...schemaSamples[name].valid, ...extra });
    const output = outputOf(result);
    expect(output).toMatchObject({ futureFlag: true, futureNested: { note: 'kept as sent' } });
    // A parsed record re-parses to itself, so storing and reading back is lossless.
    expect(parseEntity(schema, output)).toEqual(result);
  });
});

describe.each(clientNames)('%s client-only schema', (name) => {
  it('drops unknown fields', () => {
    const result = parseEntity(entitySchemas[name], { ...schemaSamples[name].valid, futureFlag: true });
    expect(outputOf(result)).not.toHaveProperty('futureFlag');
  });
});

describe('id on stored entities', () => {
  const stored = names.filter((name) => schemaSamples[name].invalid.field === 'id');

  it('is required on every generic stored entity', () => {
    expect(stored.length).toBeGreaterThan(20);
    const accepted = stored.filter((name) => {
      const { id: _id, ...withoutId } = schemaSamples[name].valid;
      return parseEntity(entitySchemas[name], withoutId).success;
    });
    expect(accepted).toEqual([]);
  });

  it('accepts the sparsest stored record: only an id', () => {
    const rejected = stored.filter((name) => !parseEntity(entitySchemas[name], { id: 'x1' }).success);
    expect(rejected).toEqual([]);
  });

  it('treats null as "not set" for optional server fields', () => {
    const result = parseEntity(entitySchemas.order, {
      id: 'ord-1',
      dueDate: null,
      buyerID: null,
      amountTotal: null,
      orderItems: null,
    });
    expect(result.success).toBe(true);
  });
});
