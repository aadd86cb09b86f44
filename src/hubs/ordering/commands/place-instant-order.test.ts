import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { editorWith } from './order-fixture';
import { placeInstantOrder } from './place-instant-order';

describe('place instant order', () => {
  it('creates the keyed-in customer order under the id chosen for it', () => {
    const [write] = writesOf(placeInstantOrder, { editor: editorWith(5), id: 'order-9' });
    expect(write).toMatchObject({ op: 'create', entity: 'customer-orders', id: 'order-9' });
    expect((write as unknown as { fields: { orderItems: unknown[] } }).fields.orderItems).toHaveLength(1);
  });

  it('places nothing without a line', () => {
    expect(writesOf(placeInstantOrder, { editor: editorWith(0), id: 'order-9' })).toEqual([]);
  });
});
