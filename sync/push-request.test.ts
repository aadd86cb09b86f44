import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './mirror-types';
import { DEFAULT_SERVICE_BASES } from '../src/entities/derive/api-paths';
import { batchRequest, pushRequest } from './push-request';

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
    body:
      request.method === 'PATCH' && request.url.includes('restore')
        ? null
        : ((await request.json()) as unknown),
  };
}

describe('push requests', () => {
  it('posts a create with the client-made id', async () => {
    expect(
      await shape(pushRequest(entry('create', { standingOrderName: 'Weekly' }), undefined, target)),
    ).toEqual({
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

  it('carries several writes in one batch to the base of their service, each as its single request would', async () => {
    const record = { id: 'so-1', rowVersion: 3, _syncState: 'pending' as const };
    const request = batchRequest(
      [
        {
          entry: { ...entry('create', { standingOrderName: 'Weekly' }), recordID: 'so-2' },
          record: undefined,
        },
        { entry: entry('update', { standingOrderName: 'Fortnightly' }), record },
        { entry: { ...entry('delete', { isInactive: true }), recordID: 'so-3' }, record: undefined },
        { entry: { ...entry('restore', { isInactive: false }), recordID: 'so-4' }, record: undefined },
      ],
      { ...target, bases: { ...DEFAULT_SERVICE_BASES, Ordering: '/ordering/v2/' } },
    );
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://bt.example/ordering/v2/batch');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(await request.json()).toEqual({
      writes: [
        {
          section: 'Supplier/StandingOrders',
          op: 'post',
          id: 'so-2',
          data: { standingOrderName: 'Weekly', id: 'so-2' },
        },
        {
          section: 'Supplier/StandingOrders',
          op: 'partial',
          id: 'so-1',
          rowVersion: 3,
          data: { standingOrderName: 'Fortnightly' },
        },
        { section: 'Supplier/StandingOrders', op: 'delete', id: 'so-3', rowVersion: 2 },
        { section: 'Supplier/StandingOrders', op: 'restore', id: 'so-4' },
      ],
    });
  });
});
