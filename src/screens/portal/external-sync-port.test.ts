import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, trainingWorld, type World } from '../../../tests/sync/sync-world';
import { createExternalSyncPort } from './external-sync-port';

let world: World;
beforeAll(async () => {
  world = await trainingWorld();
}, 30_000);

function portFor(applied: unknown[], token = world.token) {
  return createExternalSyncPort({
    entityName: 'products',
    token,
    fetch: async (request) => world.app.fetch(request),
    origin: BASE_URL,
    apply: async (record) => {
      applied.push(record);
    },
  });
}

describe('createExternalSyncPort over the services', () => {
  it('uploads a record to a party and detaches it, handing each changed record to the mirror', async () => {
    const list = await world.call('GET', '/api/v1/Products/getAll?takeAmount=1');
    const id = (list.body.data as { id: string }[])[0]?.id ?? '';
    const applied: unknown[] = [];
    const port = portFor(applied);
    await port.upload(id, 'xero');
    expect(applied[0]).toMatchObject({ id, externalReferences: [expect.objectContaining({ externalPartyID: 'xero', externalItemID: `xero-${id}` })] });
    await port.detach(id, `xero-${id}`, 'xero');
    expect(applied[1]).toMatchObject({ id, externalReferences: [] });
  });

  it("rejects with the services' message", async () => {
    const port = portFor([]);
    await expect(port.upload('no-such-product', 'xero')).rejects.toThrow('Product no-such-product was not found');
    await expect(portFor([], 'bad-token').upload('x', 'xero')).rejects.toThrow('Your sign-in is not valid');
  });
});
