import { afterEach, describe, expect, it } from 'vitest';
import { listCursorOf, readListCursor } from './list-cursor';

const row = {
  section: 'Products',
  id: 'prod-1',
  companyAccountID: 'comp1',
  parties: [],
  isInactive: false,
  rowVersion: 1,
  seq: 1,
  data: { productName: 'Crème fraîche 2L' },
};
const nodeBuffer = globalThis.Buffer;

afterEach(() => {
  globalThis.Buffer = nodeBuffer;
});

describe('the list cursor', () => {
  it('reads back the position it gave, text of any language included, as the earlier Node encoding wrote it', () => {
    const cursor = listCursorOf(row, { field: 'productName', direction: 'asc' });
    expect(readListCursor(cursor)).toEqual({ value: 'Crème fraîche 2L', id: 'prod-1' });
    expect(cursor).toBe(
      Buffer.from(JSON.stringify(['Crème fraîche 2L', 'prod-1']), 'utf8').toString('base64url'),
    );
    expect(() => readListCursor('not a cursor!')).toThrow(
      'takeAfter must be the nextCursor of an earlier getAll page',
    );
  });

  it('works where there is no Node Buffer (training mode runs the services in the browser)', () => {
    // @ts-expect-error: the browser has no Buffer
    delete globalThis.Buffer;
    const cursor = listCursorOf(row, { field: 'productName', direction: 'asc' });
    expect(readListCursor(cursor)).toEqual({ value: 'Crème fraîche 2L', id: 'prod-1' });
  });
});
