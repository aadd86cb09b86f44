import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../auth/account-records';
import { createMemoryStore } from '../store/memory-store';
import { planCustomerOrders } from './import-customer-orders';

describe('customer orders from CSV', () => {
  async function planIn(timeZone: string | null) {
    const store = createMemoryStore();
    const own = (section: string, id: string, data: Record<string, unknown>) =>
      store.insert({
        section,
        id,
        companyAccountID: 'perth-co',
        parties: [],
        isInactive: false,
        data: { id, ...data },
      });
    await own(COMPANIES_SECTION, 'perth-co', {
      companyName: 'Perth Co',
      ...(timeZone === null ? {} : { defaultTimeZone: timeZone }),
    });
    await own('Customers', 'agr-cafe', { companyName: 'Cafe', buyerID: 'cafe' });
    await own('Products', 'milk', { productName: 'Milk' });
    const plan = await planCustomerOrders(
      [{ row: 2, fields: { customer: 'Cafe', product: 'Milk', quantity: 2, dueDate: '2026-12-01' } }],
      { store, owner: 'perth-co', importID: 'imp-1', now: new Date('2026-11-20T00:00:00Z') },
    );
    expect(plan.errors).toEqual([]);
    return plan.writes[0]?.data.dueDate;
  }

  it('puts the due day at midnight in the importing company’s own time zone, not Melbourne’s', async () => {
    expect(await planIn('Australia/Perth')).toBe('2026-11-30T16:00:00.000Z');
    expect(await planIn(null)).toBe('2026-11-30T13:00:00.000Z');
  });
});
