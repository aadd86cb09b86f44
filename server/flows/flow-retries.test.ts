import { describe, expect, it } from 'vitest';
import { entityByName } from '../../src/entities/registry';
import { HttpProblem } from '../http/problem';
import { createMemoryStore } from '../store/memory-store';
import { FlowRetry, insertOrRetry, type Flow } from './flow';
import { insertWithFlows } from './index';

const products = entityByName('products');
const write = {
  section: products.section,
  id: 'p1',
  companyAccountID: 'compA',
  parties: [],
  isInactive: false,
  data: { id: 'p1', productName: 'Milk' },
};
const deps = (flows: Flow[]) => ({
  store: createMemoryStore(),
  clock: () => new Date('2026-11-25T00:00:00Z'),
  newId: () => 'n1',
  flows,
});
const writer = { entity: products, caller: null, company: 'compA' };

describe('a write whose flows clash', () => {
  it('is tried again, and still clashing after every attempt is a 503 to retry, never a 500', async () => {
    let runs = 0;
    const clashing: Flow = {
      name: 'clashing',
      sections: [products.section],
      run: () => Promise.reject(new FlowRetry(`run ${(runs += 1)}`)),
    };
    const answer = insertWithFlows(deps([clashing]), writer, write);
    await expect(answer).rejects.toBeInstanceOf(HttpProblem);
    await expect(answer).rejects.toMatchObject({ status: 503, extra: { reason: 'Busy' } });
    expect(runs).toBe(8);
  });

  it('refuses with a 409 a record a flow makes under an id another company holds, without trying again', async () => {
    let runs = 0;
    const making: Flow = {
      name: 'making',
      sections: [products.section],
      async run({ store }) {
        runs += 1;
        await insertOrRetry(store, {
          section: 'Customer/Consignments',
          id: 'taken',
          companyAccountID: 'compA',
          data: {},
        });
      },
    };
    const setup = deps([making]);
    await setup.store.insert({
      section: 'Products',
      id: 'taken',
      companyAccountID: 'stranger',
      parties: [],
      isInactive: false,
      data: { productName: 'Secret' },
    });
    const answer = insertWithFlows(setup, writer, write);
    await expect(answer).rejects.toMatchObject({ status: 409, extra: { reason: 'IdTaken' } });
    await expect(answer).rejects.not.toMatchObject({ message: expect.stringContaining('Secret') });
    expect(runs).toBe(1);
    // The write rolled back with its flow.
    expect(await setup.store.get(products.section, 'p1')).toBeNull();
  });
});
