import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, trainingWorld, type World } from '../../tests/sync/sync-world';
import { TRAINING_LEDGER_PARTY } from '../domain/external-parties';
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
    // Not connected yet: the services say what to do.
    await expect(port.upload(id, TRAINING_LEDGER_PARTY)).rejects.toThrow(
      'Connect Training Ledger first (Integrations)',
    );
    expect(
      (
        await world.call('POST', '/api/v1/Account/ExternalPartyIntegrations/connect', {
          externalPartyOptionID: TRAINING_LEDGER_PARTY,
        })
      ).status,
    ).toBe(201);
    await port.upload(id, TRAINING_LEDGER_PARTY);
    const reference = expect.objectContaining({
      externalPartyID: TRAINING_LEDGER_PARTY,
      externalItemID: expect.stringMatching(/^TL-\d{4}$/),
    });
    expect(applied[0]).toMatchObject({ id, externalReferences: [reference] });
    const externalItemID = String(
      (applied[0] as { externalReferences: { externalItemID: string }[] }).externalReferences[0]
        ?.externalItemID,
    );
    await port.detach(id, externalItemID, TRAINING_LEDGER_PARTY);
    expect(applied[1]).toMatchObject({ id, externalReferences: [] });
  });

  it("rejects with the services' message", async () => {
    const port = portFor([]);
    await expect(port.upload('no-such-product', TRAINING_LEDGER_PARTY)).rejects.toThrow(
      'Product no-such-product was not found',
    );
    await expect(portFor([], 'bad-token').upload('x', TRAINING_LEDGER_PARTY)).rejects.toThrow(
      'Your sign-in is not valid',
    );
  });
});
