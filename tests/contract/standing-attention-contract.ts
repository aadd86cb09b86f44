import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import { generateStandingOrders } from '../../server/flows/standing-orders';
import type { Store } from '../../server/store/store';
import { contractApp, contractCaller, type Json } from './contract-app';

const STANDING = '/api/v1/Customer/StandingOrders';
// Wednesday 25 November 2026, 1 PM in Melbourne.
const NOW = new Date('2026-11-25T02:00:00.000Z');
// The next 6 AM in Melbourne after NOW: Thursday's.
const NEXT_SIX_AM = '2026-11-25T19:00:00.000Z';
const MINUTE = 60_000;
const DAY = 86_400_000;
// Two months before NOW: what an attacker's client says the standing order is next due.
const PAST = '2026-09-25T00:00:00.000Z';

/**
 * The services say when a standing order is next due (issue 21, item 13): a client's past
 * nextAttentionDate (the standing order's or a slot's) is replaced by the schedule's next
 * order-by instant from now, so one write back-fills no orders; and switching a standing order
 * on starts it then, not where it stopped.
 */
export function describeStandingAttentionContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`standing orders next due as the services say on ${name}`, () => {
    let now = NOW;
    const kit = contractApp(makeStore, {
      callers: { seller: contractCaller('seller') },
      clock: () => now,
      seed: async ({ seed }) => {
        now = NOW;
        await seed(COMPANIES_SECTION, 'seller', 'seller', {
          companyName: 'Seller',
          defaultTimeZone: 'Australia/Melbourne',
        });
        await seed('Products', 'milk', 'seller', { productName: 'Milk 2L', price: 2 });
        await seed(
          'Customers',
          'agr',
          'seller',
          { companyName: 'Buyer', sellerID: 'seller', buyerID: 'buyer' },
          ['buyer'],
        );
      },
    });
    const generatedOrders = async () =>
      (
        await kit.store.list('CustomerOrders', {
          visibleTo: 'seller',
          conditions: [],
          includeInactive: true,
          includeCount: false,
        })
      ).rows.filter((row) => row.data.standingOrderID === 'so-1');
    const post = (fields: Json) =>
      kit.call('seller', 'POST', `${STANDING}/post`, {
        id: 'so-1',
        standingOrderName: 'Daily milk',
        buyerID: 'buyer',
        sellerID: 'seller',
        supplyAgreementID: 'agr',
        cronExpression: '0 6 * * *',
        isOn: true,
        orderItems: [{ productID: 'milk', quantity: 2 }],
        ...fields,
      });
    const patch = async (fields: Json) => {
      const row = (await kit.call('seller', 'GET', `${STANDING}/get/so-1`)).body;
      return kit.call('seller', 'PATCH', `${STANDING}/patch/partial`, {
        id: 'so-1',
        rowVersion: row.rowVersion,
        ...fields,
      });
    };

    it('replaces a client’s past nextAttentionDate with the next one of the schedule, and back-fills no orders', async () => {
      const made = await post({ nextAttentionDate: PAST, createdOn: PAST });
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({ nextAttentionDate: NEXT_SIX_AM });
      expect(
        (await generateStandingOrders({ store: kit.store, now: new Date(NOW.getTime() + MINUTE) })).created,
      ).toEqual([]);
      // A change saying so again is answered the same way.
      const changed = await patch({ nextAttentionDate: PAST, standingOrderName: 'Daily milk, again' });
      expect([changed.status, (changed.body.data as Json).nextAttentionDate]).toEqual([200, NEXT_SIX_AM]);
      expect(
        (await generateStandingOrders({ store: kit.store, now: new Date(NOW.getTime() + 2 * MINUTE) }))
          .created,
      ).toEqual([]);
      expect(await generatedOrders()).toEqual([]);
      // The schedule itself still runs: the next morning's order is made when it comes due.
      expect(
        (await generateStandingOrders({ store: kit.store, now: new Date(NOW.getTime() + DAY) })).created,
      ).toHaveLength(1);
      expect((await generatedOrders()).map((row) => row.data.standingOrderOccurrence)).toEqual([NEXT_SIX_AM]);
    });

    it('ignores a slot’s past nextAttentionDate too', async () => {
      const slot = {
        id: 'slot-1',
        slotName: 'Morning',
        cronExpression: '0 6 * * *',
        isOn: true,
        nextAttentionDate: PAST,
      };
      const made = await post({ cronExpression: null, orderSlots: [slot], nextAttentionDate: PAST });
      expect(made.status).toBe(201);
      const data = made.body.data as Json;
      expect(data.nextAttentionDate).toBe(NEXT_SIX_AM);
      expect((data.orderSlots as Json[])[0]?.nextAttentionDate).toBe(NEXT_SIX_AM);
      expect(
        (await generateStandingOrders({ store: kit.store, now: new Date(NOW.getTime() + MINUTE) })).created,
      ).toEqual([]);
    });

    it('starts a standing order switched on again from that moment, making nothing for the days it was off', async () => {
      expect((await post({})).status).toBe(201);
      expect(
        (await generateStandingOrders({ store: kit.store, now: new Date(NOW.getTime() + MINUTE) })).created,
      ).toEqual([]);
      expect((await patch({ isOn: false })).status).toBe(200);
      now = new Date(NOW.getTime() + 3 * DAY);
      expect((await generateStandingOrders({ store: kit.store, now })).created).toEqual([]);
      expect((await patch({ isOn: true })).status).toBe(200);
      expect(
        (await generateStandingOrders({ store: kit.store, now: new Date(now.getTime() + MINUTE) })).created,
      ).toEqual([]);
      expect(await generatedOrders()).toEqual([]);
    });
  });
}
