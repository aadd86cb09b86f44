import { describe, expect, it } from 'vitest';
import { lineProblemsMessage, partyOrderLines } from '../../src/domain/order-line-rules';
import type { OrderLineInput } from '../../src/domain/order-pricing';
import { entityByName } from '../../src/entities/registry';
import { catalogueLines, catalogueSections, sellerAgreement } from '../sections/supplier-catalogue';
import { createMemoryStore } from '../store/memory-store';
import { seedTrainingData } from './seed-store';

// The demo keeps the rules the services hold a buyer to (issue 21, item 2): every order between a
// seller and a buyer it agreed terms with could be written again by that buyer as it stands.
describe('the training orders keep the buyer’s line rules', () => {
  it(
    'names on each order between trading partners only products of the seller’s catalogue for the buyer, in positive quantities within their rules',
    { timeout: 30_000 },
    async () => {
      const store = createMemoryStore();
      await seedTrainingData(store, {
        today: new Date('2026-11-20T00:00:00+11:00'),
        passwordIterations: 1000,
      });
      const sections = catalogueSections();
      const orderSections = [
        'customer-orders',
        'purchase-orders',
        'standing-customer-orders',
        'standing-purchase-orders',
      ].map((name) => entityByName(name).section);
      const checked: string[] = [];
      const problems: string[] = [];
      for (const section of orderSections) {
        const { rows } = await store.list(section, {
          visibleTo: null,
          conditions: [],
          includeInactive: false,
          includeCount: false,
        });
        for (const row of rows) {
          const seller = typeof row.data.sellerID === 'string' ? row.data.sellerID : row.companyAccountID;
          const buyer = typeof row.data.buyerID === 'string' ? row.data.buyerID : null;
          const agreement = await sellerAgreement(
            store,
            sections,
            seller,
            buyer,
            typeof row.data.supplyAgreementID === 'string' ? row.data.supplyAgreementID : null,
          );
          if (agreement === null) continue;
          const lines = (Array.isArray(row.data.orderItems) ? row.data.orderItems : []) as OrderLineInput[];
          const catalogue = await catalogueLines(
            store,
            sections,
            seller,
            agreement,
            lines.flatMap((line) => (typeof line.productID === 'string' ? [line.productID] : [])),
          );
          const result = partyOrderLines({ lines, stored: [], catalogue });
          checked.push(row.id);
          if (!result.ok) problems.push(`${section} ${row.id}: ${lineProblemsMessage(result.problems)}`);
        }
      }
      expect(problems).toEqual([]);
      // Not vacuous: the demo's sales to its cafes are among them.
      expect(checked.length).toBeGreaterThanOrEqual(10);
    },
  );
});
