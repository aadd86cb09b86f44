import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './mirror-types';
import { pushRequest } from './push-request';

const target = { baseUrl: 'https://bt.example/', token: 'tok' };
const entry = (op: OutboxEntry['op'], changes: Record<string, unknown>): OutboxEntry => ({
  seq: 1,
  entity: 'standing-purchase-orders',
  recordID: 'so-1',
  op,
  changes,
  baseRowVersion: 2,
  createdAt: 0,
});

async function shape(request: Request) {
  return {
    method: request.method,
    url: request.url,
    auth: request.headers.get('Authorization'),
    body: request.method === 'PATCH' && request.url.includes('restore') ? null : ((await request.json()) as unknown),
  };
}

describe('push requests', () => {
  it('posts a create with the client-made id', async () => {
    expect(await shape(pushRequest(entry('create', { standingOrderName: 'Weekly' }), undefined, target))).toEqual({
      method: 'POST',
      url: 'https://bt.example/api/v1/Supplier/StandingOrders/post',
      auth: 'Bearer tok',
      body: { standingOrderName: 'Weekly', id: 'so-1' },
    });
  });

  it('patches only the changed fields with the rowVersion the local record is based on', async () => {
    const record = { id: 'so-1', rowVersion: 5, _syncState: 'pending' as const };
    expect(await shape(pushRequest(entry('update', { isOn: false }), record, target))).toMatchObject({
      method: 'PATCH',
      url: 'https://bt.example/api/v1/Supplier/StandingOrders/patch/partial',
      body: { isOn: false, id: 'so-1', rowVersion: 5 },
    });
  });

  it('deletes with id and rowVersion, restores by id', async () => {
    const record = { id: 'so-1', rowVersion: 5, _syncState: 'pending' as const };
    expect(await shape(pushRequest(entry('delete', { isInactive: true }), record, target))).toMatchObject({
      method: 'DELETE',
      url: 'https://bt.example/api/v1/Supplier/StandingOrders/delete',
      body: { id: 'so-1', rowVersion: 5 },
    });
    expect(await shape(pushRequest(entry('restore', { isInactive: false }), record, target))).toMatchObject({
      method: 'PATCH',
      url: 'https://bt.example/api/v1/Supplier/StandingOrders/patch/restore?id=so-1',
    });
  });
});
