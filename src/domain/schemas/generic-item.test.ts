import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  credentialRecordSchema,
  genericItemEntries,
  genericItemSchema,
  type ListRow,
  type GenericItem,
  stripListRowState,
  syncRecordSchema,
} from './generic-item';
import { parseEntity } from './normalise-payload';

describe('genericItemSchema', () => {
  it('takes rowVersion as a non-negative whole number and allows it to be missing', () => {
    expect(v.is(genericItemSchema, { id: 'p1', rowVersion: 0 })).toBe(true);
    expect(v.is(genericItemSchema, { id: 'p1' })).toBe(true);
    expect(v.is(genericItemSchema, { id: 'p1', rowVersion: -1 })).toBe(false);
    expect(v.is(genericItemSchema, { id: 'p1', rowVersion: 2.5 })).toBe(false);
    expect(v.is(genericItemSchema, { id: 'p1', rowVersion: '2' })).toBe(false);
  });

  it('reads capitalised external references', () => {
    const result = parseEntity(genericItemSchema, {
      Id: 'inv-1',
      ExternalReferences: [
        { ExternalParty: 'Xero', ExternalItemID: 'b6f0', LocalID: 'inv-1', ExternalPartyID: 'xero' },
      ],
    });
    expect(result).toEqual({
      success: true,
      output: {
        id: 'inv-1',
        externalReferences: [
          { externalParty: 'Xero', externalItemID: 'b6f0', localID: 'inv-1', externalPartyID: 'xero' },
        ],
      },
    });
  });

  it('does not make list-row fields part of the stored shape', () => {
    expect(Object.keys(genericItemEntries)).not.toContain('loadingCount');
    expect(Object.keys(genericItemEntries)).not.toContain('errorMsg');
  });
});

describe('stripListRowState', () => {
  it('removes loadingCount and errorMsg and keeps everything else', () => {
    const row: ListRow<GenericItem> = {
      id: 'p1',
      rowVersion: 3,
      isInactive: true,
      loadingCount: 1,
      errorMsg: 'Upload failed',
    };
    expect(stripListRowState(row)).toEqual({ id: 'p1', rowVersion: 3, isInactive: true });
    expect(row.loadingCount).toBe(1);
  });
});

describe('sync and credential records', () => {
  it('require their ids as strings', () => {
    expect(v.is(syncRecordSchema, { localID: 'p1', externalPartyID: 'xero' })).toBe(true);
    expect(v.is(syncRecordSchema, { localID: 'p1' })).toBe(false);
    expect(v.is(credentialRecordSchema, { externalPartyOptionID: 'xero' })).toBe(true);
    expect(v.is(credentialRecordSchema, {})).toBe(false);
  });
});
