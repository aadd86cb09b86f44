import { describe, expect, it } from 'vitest';
import { SECTION_ENTITIES } from '../../entities/registry';
import { accountDataFlow, confirmsDeletion, deletionText, exportedEntities } from './flow';

describe('the account data page', () => {
  it("names the company from the mirror, else the session's, and lets only a global admin delete", () => {
    expect(accountDataFlow({ company: { companyName: 'Acme' }, session: { isGlobalAdmin: true } })).toEqual({
      companyName: 'Acme',
      mayDelete: true,
    });
    expect(accountDataFlow({ company: null, session: { company: { companyName: 'Acme Pty' } } })).toEqual({
      companyName: 'Acme Pty',
      mayDelete: false,
    });
    expect(accountDataFlow({ company: undefined, session: null })).toEqual({
      companyName: '',
      mayDelete: false,
    });
  });

  it('deletes only once the company name is typed, spaces around ignored', () => {
    expect(confirmsDeletion(' Acme ', 'Acme')).toBe(true);
    expect(confirmsDeletion('acme', 'Acme')).toBe(false);
    expect(confirmsDeletion('', '')).toBe(false);
  });

  it('says what the deletion did', () => {
    expect(deletionText({ erased: 1200, keptShared: 3, logins: 2 })).toBe(
      '1,200 records erased, 2 logins removed; 3 shared records stay with your trading partners.',
    );
  });

  it("exports the company's own tables, not the directories of other companies", () => {
    const names = exportedEntities(SECTION_ENTITIES).map((entity) => entity.name);
    expect(names).toContain('products');
    expect(names).toContain('customer-orders');
    expect(
      exportedEntities([
        { name: 'products', label: 'Products' },
        { name: 'browse-products', label: 'Browse', isPublic: true },
        { name: 'suppliers', label: 'Suppliers', profilesOf: 'SUPP' },
      ]).map((entity) => entity.name),
    ).toEqual(['products']);
  });
});
