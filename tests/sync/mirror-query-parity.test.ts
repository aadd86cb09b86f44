import { beforeAll, describe, expect, it } from 'vitest';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { queryRecords, servedEntityOf, type RecordsQuery } from '../../src/data/mirror-query';
import { COMPANY } from '../../server/seed/training-ids';
import { createMemoryMirrorPort, type MemoryMirrorPort } from '../../sync/memory-mirror-port';
import { testClient, trainingWorld, type World } from './sync-world';

// The mirror answers a list exactly as the services do: same filters, search, inactive rule and order.
let world: World;
let mirror: MemoryMirrorPort;
const names = ['products', 'customers', 'customer-orders', 'locations', 'batches'];

beforeAll(async () => {
  world = await trainingWorld();
  mirror = createMemoryMirrorPort();
  const client = testClient(world, { mirror, entities: names });
  await client.engine.start();
  await client.engine.syncNow();
  await client.engine.stop();
}, 30_000);

function paramsOf(query: RecordsQuery): string {
  const params = new URLSearchParams({ properties: 'id' });
  if (typeof query.filterBy === 'string' && query.filterBy !== '') params.set('filterBy', query.filterBy);
  if (query.searchString) params.set('searchString', query.searchString);
  if (query.includeInactive) params.set('includeInactive', 'true');
  if (query.proxyID) params.set('proxyID', query.proxyID);
  if (query.sort) {
    params.set('sortBy', query.sort.field);
    params.set('sortDirection', query.sort.direction);
  }
  return params.toString();
}

function queriesFor(name: string): RecordsQuery[] {
  const entity = servedEntityOf(name);
  const word = String(
    mirror.records(name).find((record) => typeof record[entity.search[0] ?? ''] === 'string')?.[
      entity.search[0] ?? ''
    ] ?? 'a',
  )
    .split(' ')[0]
    ?.slice(0, 4)
    .toLowerCase();
  return [
    {},
    { includeInactive: true },
    { searchString: word ?? 'a' },
    ...entity.filters.map((filter) => ({ filterBy: filter.name })),
    ...entity.columns
      .slice(0, 3)
      .map((field) => ({ sort: { field, direction: 'desc' as const }, includeInactive: true })),
  ];
}

describe('mirror queries match getAll over the training data', () => {
  for (const name of names) {
    it(`${name}`, async () => {
      const base = sectionBasePath(entityByName(name));
      expect(mirror.records(name).length).toBeGreaterThan(0);
      for (const query of queriesFor(name)) {
        const answer = await world.call('GET', `${base}/getAll?${paramsOf(query)}`);
        expect({ query, status: answer.status }).toEqual({ query, status: 200 });
        const serverIds = (answer.body.data as { id: string }[]).map((row) => row.id);
        const mirrorIds = queryRecords(name, mirror.records(name), query).map((record) => record.id);
        expect({ query, ids: mirrorIds }).toEqual({ query, ids: serverIds });
      }
    });
  }
});

// The training company manages Sydney Road Cafe, so it may list on that company's behalf.
const MANAGED = COMPANY.brunswick;

describe('mirror queries with proxyID match getAll?proxyID= for the records the mirror holds', () => {
  for (const name of names) {
    it(`${name}`, async () => {
      const base = sectionBasePath(entityByName(name));
      const held = new Set(mirror.records(name).map((record) => record.id));
      for (const query of [
        { proxyID: MANAGED },
        { proxyID: MANAGED, includeInactive: true },
        ...queriesFor(name).map((q) => ({ ...q, proxyID: MANAGED })),
      ]) {
        const answer = await world.call('GET', `${base}/getAll?${paramsOf(query)}`);
        expect({ query, status: answer.status }).toEqual({ query, status: 200 });
        // The mirror holds what the signed-in company may see; the managed company may see more of its own.
        const serverIds = (answer.body.data as { id: string }[])
          .map((row) => row.id)
          .filter((id) => held.has(id));
        const mirrorIds = queryRecords(name, mirror.records(name), query).map((record) => record.id);
        expect({ query, ids: mirrorIds }).toEqual({ query, ids: serverIds });
      }
    });
  }

  it("lists the managed company's orders by its role on them, and only those", async () => {
    // One order record viewed by role: what comp1 sells the cafe is the cafe's purchase order,
    // never its customer order.
    expect(queryRecords('customer-orders', mirror.records('customer-orders'), { proxyID: MANAGED })).toEqual(
      [],
    );
    const orders = queryRecords('purchase-orders', mirror.records('customer-orders'), { proxyID: MANAGED });
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.buyerID === MANAGED)).toBe(true);
    expect(queryRecords('customer-orders', mirror.records('customer-orders')).length).toBeGreaterThan(
      orders.length,
    );
    const answer = await world.call(
      'GET',
      `${sectionBasePath(entityByName('purchase-orders'))}/getAll?proxyID=${MANAGED}`,
    );
    expect((answer.body.data as { id: string }[]).map((row) => row.id).sort()).toEqual(
      orders.map((order) => order.id).sort(),
    );
  });
});
