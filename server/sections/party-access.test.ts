import { describe, expect, it } from 'vitest';
import { companyOfFormerParty, formerParty, isFormerParty } from '../store/store';
import { withFormerParties } from './party-access';

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
