import { describe, expect, it } from 'vitest';
import { entityByName } from '../entities/registry';
import {
  chosenParty,
  externalReferenceOf,
  notUploaded,
  syncPartiesFrom,
  syncsExternally,
  uploadFailureOf,
} from './sync-parties';

describe('syncPartiesFrom', () => {
  it('takes connected integrations, one per party, named by the integration, in name order', () => {
    expect(
      syncPartiesFrom([
        { id: 'i1', externalPartyOptionID: 'xero', integrationName: 'Xero Accounting', isOn: true },
        { id: 'i2', externalPartyOptionID: 'shopify', externalParty: 'Shopify' },
        { id: 'i3', externalPartyOptionID: 'xero', integrationName: 'Second Xero' },
        { id: 'i4', externalPartyOptionID: 'myob', integrationName: 'MYOB', isOn: false },
        { id: 'i5', externalPartyOptionID: 'old', integrationName: 'Old', isInactive: true },
        { id: 'i6', integrationName: 'No option' },
        { id: 'i7', externalPartyOptionID: 'bare' },
      ]),
    ).toEqual([
      { id: 'bare', name: 'bare' },
      { id: 'shopify', name: 'Shopify' },
      { id: 'xero', name: 'Xero Accounting' },
    ]);
  });

  it('is empty without integrations', () => {
    expect(syncPartiesFrom([])).toEqual([]);
  });
});

describe('externalReferenceOf', () => {
  const record = {
    externalReferences: [
      { externalPartyID: 'shopify', externalItemID: 's-1' },
      { externalPartyID: 'xero', externalItemID: '' },
      null,
    ],
  };

  it("finds the chosen party's reference, ignoring blank ids and other parties", () => {
    expect(externalReferenceOf(record, 'shopify')).toEqual({
      externalPartyID: 'shopify',
      externalItemID: 's-1',
    });
    expect(externalReferenceOf(record, 'xero')).toBeNull();
    expect(externalReferenceOf({}, 'xero')).toBeNull();
  });
});

describe('chosenParty and syncsExternally', () => {
  const parties = [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ];
  it('keeps a connected choice, falls back to the first party, and is null without parties', () => {
    expect(chosenParty(parties, 'b')).toBe('b');
    expect(chosenParty(parties, 'gone')).toBe('a');
    expect(chosenParty(parties, null)).toBe('a');
    expect(chosenParty([], 'a')).toBeNull();
  });

  it('reads the registry flag of the list', () => {
    expect(syncsExternally(entityByName('products'))).toBe(true);
    expect(syncsExternally(entityByName('zones'))).toBe(false);
    expect(syncsExternally({ externalSync: true })).toBe(true);
  });
});

describe('upload failures and what Upload All sends', () => {
  it('reads the message the services kept for the party, only while the record is not uploaded there', () => {
    const failed = {
      externalReferences: [
        { externalPartyID: 'xero', localID: 'i1', message: 'Contact has no account code' },
      ],
    };
    expect(uploadFailureOf(failed, 'xero')).toBe('Contact has no account code');
    expect(uploadFailureOf(failed, 'myob')).toBeNull();
    expect(
      uploadFailureOf(
        { externalReferences: [{ externalPartyID: 'xero', externalItemID: 'X-1', message: 'old' }] },
        'xero',
      ),
    ).toBeNull();
    expect(uploadFailureOf({}, 'xero')).toBeNull();
  });

  it('sends the active rows with no reference for the party, in order', () => {
    const rows = [
      { id: 'a' },
      { id: 'b', externalReferences: [{ externalPartyID: 'xero', externalItemID: 'X-1' }] },
      { id: 'c', externalReferences: [{ externalPartyID: 'xero', message: 'refused' }] },
      { id: 'd', isInactive: true },
    ];
    expect(notUploaded(rows, 'xero')).toEqual(['a', 'c']);
  });
});
