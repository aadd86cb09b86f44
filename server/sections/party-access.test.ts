import { describe, expect, it } from 'vitest';
import { entityByName } from '../../src/entities/registry';
import { createMemoryStore } from '../store/memory-store';
import { companyOfFormerParty, formerParty, isFormerParty } from '../store/store';
import { checkNamedParties, relationshipsOf, withFormerParties } from './party-access';

describe('former parties', () => {
  it('marks a company that was a party, and reads the company back from either form', () => {
    expect(isFormerParty(formerParty('alpha'))).toBe(true);
    expect(isFormerParty('alpha')).toBe(false);
    expect(companyOfFormerParty(formerParty('alpha'))).toBe('alpha');
    expect(companyOfFormerParty('alpha')).toBe('alpha');
  });

  it('keeps every company a record named before as a former party, once, unless it is named again', () => {
    expect(withFormerParties(['charlie'], ['alpha'])).toEqual(['charlie', '~alpha']);
    expect(withFormerParties(['alpha'], ['~alpha', 'charlie'])).toEqual(['alpha', '~charlie']);
    expect(withFormerParties([], ['~alpha', 'alpha'])).toEqual(['~alpha']);
  });
});

describe('relationships made by requests', () => {
  const entities = [entityByName('supplier-requests'), entityByName('customers')];
  const relationships = relationshipsOf(entities);
  const agreement = entityByName('customers');
  const request = (id: string, owner: string, data: Record<string, unknown>) => ({
    section: 'Supplier/Requests',
    id,
    companyAccountID: owner,
    parties: [String(data.buyerID), String(data.sellerID)],
    isInactive: false,
    data: { id, isApproved: true, ...data },
  });

  it('counts an approved request only between its asker, who owns it, and the company it asked', async () => {
    const store = createMemoryStore();
    // Stored before the services checked who asks: stranger's request naming victim and charlie.
    await store.insert(request('forged', 'stranger', { buyerID: 'victim', sellerID: 'charlie' }));
    const naming = (owner: string) =>
      checkNamedParties(store, relationships, agreement, { buyerID: 'victim', sellerID: owner }, owner, null);
    await expect(naming('charlie')).rejects.toMatchObject({ status: 403 });
    await expect(naming('stranger')).rejects.toMatchObject({ status: 403 });
    await store.insert(request('real', 'victim', { buyerID: 'victim', sellerID: 'charlie' }));
    await expect(naming('charlie')).resolves.toBeUndefined();
  });
});
