import { describe, expect, it } from 'vitest';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import { archiveFinished } from '../../server/flows/archiving';
import { runScheduledActions, type ScheduledActionsRun } from '../../server/flows/scheduled-actions';
import type { Store } from '../../server/store/store';
import { contractApp, contractCaller, type Json } from './contract-app';

const A = '/api/v1';
const ORDERING_ACTIONS = `${A}/Ordering/Actions`;
const INVOICING_ACTIONS = `${A}/OrderInvoicing/Actions`;
const COURIER_INVOICING_ACTIONS = `${A}/CourierInvoicing/Actions`;
const COURIER_ACTIONS = `${A}/Courier/Actions`;
const DELIVERIES = `${A}/Courier/Deliveries`;
const DELIVERY_ARCHIVES = `${A}/Courier/DeliveryArchives`;
const DELIVERIES_SECTION = 'Courier/Deliveries';
const MINUTE = 60_000;
const DAY = 86_400_000;
// Wednesday 25 November 2026, 1 PM in Melbourne.
const NOW = new Date('2026-11-25T02:00:00.000Z');
// The next 6 AM in Melbourne after NOW (Thursday's), and the one after it (Friday's).
const NEXT_SIX_AM = '2026-11-25T19:00:00.000Z';
const FRIDAY_SIX_AM = '2026-11-26T19:00:00.000Z';
const AT_SIX = new Date(Date.parse(NEXT_SIX_AM) + MINUTE / 2);
const PAST = '2026-09-25T00:00:00.000Z';
const SIGNATURE = [
  [
    { x: 1, y: 2 },
    { x: 30, y: 12 },
  ],
];

const CALLERS = {
  seller: contractCaller('seller'),
  buyer: contractCaller('buyer', { subscriptionCode: 'CUST' }),
};

const order = (id: string, dueDate: string, fields: Json = {}): Json => ({
  customerOrderNumber: id === 'order-soon' ? 1000 : 1001,
  buyerID: 'buyer',
  sellerID: 'seller',
  supplyAgreementID: 'agr-buyer',
  dueDate,
  isConfirmed: false,
  orderItems: [
    {
      id: `${id}-milk`,
      productID: 'milk',
      description: 'Milk 2L',
      quantity: 6,
      unitPrice: 2,
      appliedUnitPrice: 2,
      taxType: null,
      sortNumber: 1,
    },
  ],
  subTotal: 12,
  taxTotal: 0,
  amountTotal: 12,
  ...fields,
});

/**
 * The services' background work (issue 23 §8), through the REST calls and the jobs the hosts
 * run, on one store: scheduled actions run when due, once however many schedulers race, write
 * their last run, result and next run (which no client sets), and a failure is recorded and
 * stays scheduled; finished records move to their archives after the archive period, leave the
 * working lists and devices' incremental pulls, and stay readable in the archive.
 */
export function describeBackgroundWorkContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`background work on ${name}`, () => {
    let now = NOW;
    const kit = contractApp(makeStore, {
      callers: CALLERS,
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
          'agr-buyer',
          'seller',
          { companyName: 'Buyer', buyerID: 'buyer', sellerID: 'seller' },
          ['buyer'],
        );
      },
    });
    const call = (who: string, method: string, path: string, body?: unknown) =>
      kit.call(who, method, path, body);
    const action = async (path: string, id: string) =>
      (await call('seller', 'GET', `${path}/get/${id}`)).body;
    const postAction = (path: string, fields: Json) =>
      call('seller', 'POST', `${path}/post`, {
        id: 'act-1',
        actionName: 'Morning',
        cronExpression: '0 6 * * *',
        isOn: true,
        ...fields,
      });
    const ranOf = (runs: ScheduledActionsRun[]) => runs.flatMap((run) => run.ran);

    describe('scheduled actions', () => {
      it('the services say when an action runs next; a client cannot set its next run, last run or result, nor an action its service does not run', async () => {
        const made = await postAction(ORDERING_ACTIONS, {
          actionType: 'Confirm Orders',
          nextAttentionDate: PAST,
          lastRunOn: PAST,
          lastResult: 'Confirmed everything.',
        });
        expect(made.status).toBe(201);
        expect(made.body.data).toMatchObject({
          nextAttentionDate: NEXT_SIX_AM,
          lastRunOn: null,
          lastResult: null,
        });
        // Switched off, it has no next run.
        const stored = await action(ORDERING_ACTIONS, 'act-1');
        const off = await call('seller', 'PATCH', `${ORDERING_ACTIONS}/patch/partial`, {
          id: 'act-1',
          rowVersion: stored.rowVersion,
          isOn: false,
          lastResult: 'Fine',
        });
        expect([
          off.status,
          (off.body.data as Json).nextAttentionDate,
          (off.body.data as Json).lastResult,
        ]).toEqual([200, null, null]);
        const wrong = await postAction(ORDERING_ACTIONS, {
          id: 'act-2',
          actionType: 'Invoice Billable Items',
        });
        expect(wrong.status).toBe(422);
        expect(wrong.body.message).toBe(
          "Ordering Actions run Confirm Orders; 'Invoice Billable Items' is not one of them.",
        );
        expect((await action(ORDERING_ACTIONS, 'act-2')).message).toMatch(/not found/);
      });

      it('a due action runs once through the same flow as a person’s confirm, and writes its last run, result and next run', async () => {
        await kit.seed(
          'CustomerOrders',
          'order-soon',
          'seller',
          order('order-soon', '2026-11-26T00:00:00.000Z'),
          ['buyer'],
        );
        await kit.seed(
          'CustomerOrders',
          'order-later',
          'seller',
          order('order-later', '2026-12-01T00:00:00.000Z'),
          ['buyer'],
        );
        expect((await postAction(ORDERING_ACTIONS, { actionType: 'Confirm Orders' })).status).toBe(201);
        // Not due before its time.
        expect(
          (await runScheduledActions({ store: kit.store, now: new Date(Date.parse(NEXT_SIX_AM) - MINUTE) }))
            .ran,
        ).toEqual([]);
        const run = await runScheduledActions({ store: kit.store, now: AT_SIX });
        expect(run.ran).toEqual([
          {
            id: 'act-1',
            section: 'Ordering/Actions',
            ok: true,
            result: 'Confirmed 1 order due within the next day.',
          },
        ]);
        expect(await action(ORDERING_ACTIONS, 'act-1')).toMatchObject({
          lastRunOn: AT_SIX.toISOString(),
          lastResult: 'Confirmed 1 order due within the next day.',
          nextAttentionDate: FRIDAY_SIX_AM,
          isOn: true,
        });
        const orders = (await call('seller', 'GET', `${A}/CustomerOrders/getAll`)).body.data as Json[];
        expect(Object.fromEntries(orders.map((row) => [row.id, row.isConfirmed]))).toEqual({
          'order-soon': true,
          'order-later': false,
        });
        // The confirmation's own flow made the order's consignment, as a person's confirm does.
        const consignments = (await call('seller', 'GET', `${A}/Customer/Consignments/getAll`)).body
          .data as Json[];
        expect(consignments.map((row) => row.customerOrderID)).toEqual(['order-soon']);
        // Run again in the same minute: not due, nothing more.
        expect((await runScheduledActions({ store: kit.store, now: AT_SIX })).ran).toEqual([]);
      });

      it('two schedulers racing over one store run a due action once', async () => {
        await kit.seed(
          'CustomerOrders',
          'order-soon',
          'seller',
          order('order-soon', '2026-11-26T00:00:00.000Z'),
          ['buyer'],
        );
        expect((await postAction(ORDERING_ACTIONS, { actionType: 'Confirm Orders' })).status).toBe(201);
        const runs = await Promise.all([
          runScheduledActions({ store: kit.store, now: AT_SIX }),
          runScheduledActions({ store: kit.store, now: AT_SIX }),
        ]);
        expect(ranOf(runs)).toHaveLength(1);
        expect(ranOf(runs)[0]?.ok).toBe(true);
        const consignments = (await call('seller', 'GET', `${A}/Customer/Consignments/getAll`)).body
          .data as Json[];
        expect(consignments).toHaveLength(1);
        expect(await action(ORDERING_ACTIONS, 'act-1')).toMatchObject({
          lastResult: 'Confirmed 1 order due within the next day.',
          nextAttentionDate: FRIDAY_SIX_AM,
        });
      });

      it('a failing action records its failure as its last result and stays scheduled', async () => {
        // An action of a kind its service does not run (written before the services checked it).
        await kit.seed('Ordering/Actions', 'act-odd', 'seller', {
          actionName: 'Odd',
          actionType: 'Launch Rockets',
          cronExpression: '0 6 * * *',
          isOn: true,
          nextAttentionDate: NEXT_SIX_AM,
        });
        const run = await runScheduledActions({ store: kit.store, now: AT_SIX });
        expect(run.ran).toEqual([
          {
            id: 'act-odd',
            section: 'Ordering/Actions',
            ok: false,
            result: "Failed: Ordering Actions do not run 'Launch Rockets'.",
          },
        ]);
        expect(await action(ORDERING_ACTIONS, 'act-odd')).toMatchObject({
          isOn: true,
          lastRunOn: AT_SIX.toISOString(),
          lastResult: "Failed: Ordering Actions do not run 'Launch Rockets'.",
          nextAttentionDate: FRIDAY_SIX_AM,
        });
        // It is tried again at its next time.
        expect(
          (await runScheduledActions({ store: kit.store, now: new Date(Date.parse(FRIDAY_SIX_AM) + MINUTE) }))
            .ran,
        ).toHaveLength(1);
      });

      it('order invoicing invoices the period’s delivered orders of a seller invoicing on a schedule, through the delivery invoices’ flow, once', async () => {
        const company = await kit.store.get(COMPANIES_SECTION, 'seller');
        await kit.store.update(
          { ...company!, data: { ...company!.data, invoiceTrigger: 'Scheduled' } },
          company!.rowVersion,
        );
        await kit.seed(
          'CustomerOrders',
          'order-soon',
          'seller',
          order('order-soon', '2026-11-25T00:00:00.000Z', { isConfirmed: true }),
          ['buyer'],
        );
        await kit.seed(
          DELIVERIES_SECTION,
          'mv-1',
          'seller',
          {
            customerOrderID: 'order-soon',
            buyerID: 'buyer',
            sellerID: 'seller',
            courierID: 'seller',
            packagedItems: [
              { id: 'mv-1-1', productID: 'milk', code: 'Crate', quantityPacked: 6, quantityDelivered: 0 },
            ],
          },
          ['buyer'],
        );
        const movement = (await call('seller', 'GET', `${DELIVERIES}/get/mv-1`)).body;
        const delivered = await call('seller', 'PATCH', `${DELIVERIES}/patch/partial`, {
          id: 'mv-1',
          rowVersion: movement.rowVersion,
          deliveredOn: NOW.toISOString(),
          receiverName: 'Front counter',
          proofOfDelivery: SIGNATURE,
          isFulfilled: true,
          packagedItems: [
            { id: 'mv-1-1', productID: 'milk', code: 'Crate', quantityPacked: 6, quantityDelivered: 6 },
          ],
        });
        expect(delivered.status).toBe(200);
        const invoices = async () =>
          (await call('seller', 'GET', `${A}/Customer/Invoices/getAll?includeDetails=true`)).body
            .data as Json[];
        // Invoicing on a schedule: the delivery itself bills nothing.
        expect(await invoices()).toEqual([]);
        expect((await postAction(INVOICING_ACTIONS, { actionType: 'Invoice Delivered Orders' })).status).toBe(
          201,
        );
        const runs = await Promise.all([
          runScheduledActions({ store: kit.store, now: AT_SIX }),
          runScheduledActions({ store: kit.store, now: AT_SIX }),
        ]);
        expect(ranOf(runs).map((ran) => ran.result)).toEqual(['Invoiced 1 delivery on 1 invoice.']);
        const made = await invoices();
        expect(made).toHaveLength(1);
        expect(made[0]).toMatchObject({ buyerID: 'buyer', amountTotal: 12, customerOrderID: 'order-soon' });
        // The next run finds it billed.
        const next = await runScheduledActions({
          store: kit.store,
          now: new Date(Date.parse(FRIDAY_SIX_AM) + MINUTE),
        });
        expect(next.ran.map((ran) => ran.result)).toEqual(['Invoiced no deliveries on no invoices.']);
        expect(await invoices()).toHaveLength(1);
      });

      it('order invoicing bills a delivery the archiving job moved before the run, once, and never again from its archived copy', async () => {
        const company = await kit.store.get(COMPANIES_SECTION, 'seller');
        await kit.store.update(
          { ...company!, data: { ...company!.data, invoiceTrigger: 'Scheduled' } },
          company!.rowVersion,
        );
        const crate = (id: string, delivered: number) => [
          {
            id: `${id}-1`,
            productID: 'milk',
            code: 'Crate',
            quantityPacked: 6,
            quantityDelivered: delivered,
          },
        ];
        for (const [id, number] of [
          ['order-old', 2001],
          ['order-recent', 2002],
        ] as const)
          await kit.seed(
            'CustomerOrders',
            id,
            'seller',
            order(id, '2026-11-14T00:00:00.000Z', { isConfirmed: true, customerOrderNumber: number }),
            ['buyer'],
          );
        const movement = { buyerID: 'buyer', sellerID: 'seller', courierID: 'seller' };
        await kit.seed(
          DELIVERIES_SECTION,
          'mv-old',
          'seller',
          { ...movement, customerOrderID: 'order-old', packagedItems: crate('mv-old', 0) },
          ['buyer'],
        );
        await kit.seed(
          DELIVERIES_SECTION,
          'mv-recent',
          'seller',
          { ...movement, customerOrderID: 'order-recent', packagedItems: crate('mv-recent', 0) },
          ['buyer'],
        );
        // The old delivery is delivered through the batch route, as a driver's late sync lands.
        const batch = await call('seller', 'POST', `${A}/batch`, {
          writes: [
            {
              section: DELIVERIES_SECTION,
              op: 'partial',
              id: 'mv-old',
              rowVersion: 1,
              data: {
                deliveredOn: new Date(NOW.getTime() - 10 * DAY).toISOString(),
                receiverName: 'Front counter',
                proofOfDelivery: SIGNATURE,
                packagedItems: crate('mv-old', 6),
              },
            },
          ],
        });
        expect(((batch.body.results ?? []) as Json[]).map((result) => result.status)).toEqual([200]);
        const recent = (await call('seller', 'GET', `${DELIVERIES}/get/mv-recent`)).body;
        const delivered = await call('seller', 'PATCH', `${DELIVERIES}/patch/partial`, {
          id: 'mv-recent',
          rowVersion: recent.rowVersion,
          deliveredOn: new Date(NOW.getTime() - 2 * DAY).toISOString(),
          receiverName: 'Front counter',
          proofOfDelivery: SIGNATURE,
          packagedItems: crate('mv-recent', 6),
        });
        expect(delivered.status).toBe(200);
        // The weekly run last ran a fortnight ago (it was off for a week): the old delivery came
        // after it, and finished long enough ago for the archiving job to move it first.
        await kit.seed('OrderInvoicing/Actions', 'act-inv', 'seller', {
          actionName: 'Thursday invoices',
          actionType: 'Invoice Delivered Orders',
          cronExpression: '0 6 * * 4',
          isOn: true,
          lastRunOn: new Date(NOW.getTime() - 14 * DAY).toISOString(),
          nextAttentionDate: NEXT_SIX_AM,
        });
        const archived = await archiveFinished({ store: kit.store, now: NOW });
        expect(archived.moved.map((moved) => moved.id)).toEqual(['mv-old']);

        const run = await runScheduledActions({ store: kit.store, now: AT_SIX });
        expect(run.ran.map((ran) => ran.result)).toEqual(['Invoiced 2 deliveries on 2 invoices.']);
        const invoices = async () =>
          (await call('seller', 'GET', `${A}/Customer/Invoices/getAll?includeDetails=true`)).body
            .data as Json[];
        const billed = (rows: Json[]) =>
          rows.map((invoice) => [invoice.customerOrderID, invoice.amountTotal, invoice.deliveryIDs]).sort();
        // Billed under the working delivery's id, as it would have been before the move.
        expect(billed(await invoices())).toEqual([
          ['order-old', 12, ['mv-old']],
          ['order-recent', 12, ['mv-recent']],
        ]);

        // A week on, the recent delivery is archived too, after it was billed: the next run,
        // reading the archive, bills neither again.
        const weekOn = new Date(Date.parse(FRIDAY_SIX_AM) + 7 * DAY);
        expect((await archiveFinished({ store: kit.store, now: weekOn })).moved.map((m) => m.id)).toEqual([
          'mv-recent',
        ]);
        const next = await runScheduledActions({ store: kit.store, now: weekOn });
        expect(next.ran.map((ran) => ran.result)).toEqual(['Invoiced no deliveries on no invoices.']);
        expect(billed(await invoices())).toEqual([
          ['order-old', 12, ['mv-old']],
          ['order-recent', 12, ['mv-recent']],
        ]);
      });

      it('courier invoicing makes one courier invoice per client from its unbilled items, through the courier invoices’ flow', async () => {
        for (const [id, client, amount] of [
          ['bi-1', 'buyer', 10],
          ['bi-2', 'buyer', 5],
          ['bi-3', 'other', 7],
        ] as const) {
          await kit.seed(
            'Courier/BillableItems',
            id,
            'seller',
            {
              buyerID: client,
              sellerID: 'seller',
              description: id,
              quantity: 1,
              unitPrice: amount,
              taxType: null,
              isInvoiced: false,
            },
            [client],
          );
        }
        expect(
          (await postAction(COURIER_INVOICING_ACTIONS, { actionType: 'Invoice Billable Items' })).status,
        ).toBe(201);
        const run = await runScheduledActions({ store: kit.store, now: AT_SIX });
        expect(run.ran.map((ran) => ran.result)).toEqual(['Made 2 courier invoices.']);
        const invoices = (await call('seller', 'GET', `${A}/Courier/Invoices/getAll?includeDetails=true`))
          .body.data as Json[];
        expect(
          invoices.map((invoice) => [invoice.buyerID, (invoice.lineItems as Json[]).length]).sort(),
        ).toEqual([
          ['buyer', 2],
          ['other', 1],
        ]);
        const items = (await call('seller', 'GET', `${A}/Courier/BillableItems/getAll`)).body.data as Json[];
        expect(items.every((item) => item.isInvoiced === true)).toBe(true);
      });
      it('courier actions accept the courier orders requested of the courier company, as its Accept does, and leave answered ones', async () => {
        const requested = {
          buyerID: 'buyer',
          sellerID: 'buyer',
          courierID: 'seller',
          dueDepartureOn: NEXT_SIX_AM,
        };
        await kit.seed(
          'Courier/Orders',
          'co-new',
          'buyer',
          { ...requested, courierOrderStatus: 'Requested' },
          ['seller'],
        );
        await kit.seed(
          'Courier/Orders',
          'co-declined',
          'buyer',
          { ...requested, courierOrderStatus: 'Declined', declineReason: 'No van' },
          ['seller'],
        );
        expect((await postAction(COURIER_ACTIONS, { actionType: 'Accept Courier Orders' })).status).toBe(201);
        const run = await runScheduledActions({ store: kit.store, now: AT_SIX });
        expect(run.ran.map((ran) => ran.result)).toEqual(['Accepted 1 courier order.']);
        const orders = (await call('buyer', 'GET', `${A}/Courier/Orders/getAll`)).body.data as Json[];
        expect(
          Object.fromEntries(orders.map((row) => [row.id, [row.courierOrderStatus, row.answeredOn ?? null]])),
        ).toEqual({
          'co-new': ['Accepted', AT_SIX.toISOString()],
          'co-declined': ['Declined', null],
        });
      });
    });

    describe('archiving', () => {
      const deliverySeed = (id: string, deliveredOn: string | null): Json => ({
        buyerID: 'buyer',
        sellerID: 'seller',
        courierID: 'seller',
        deliveredOn,
        receiverName: deliveredOn === null ? null : 'Front counter',
      });

      it('moves an old finished delivery to the archive, keeps recent and unfinished ones, and an incremental pull from before drops it', async () => {
        await kit.seed(
          DELIVERIES_SECTION,
          'dlv-old',
          'seller',
          deliverySeed('dlv-old', new Date(NOW.getTime() - 10 * DAY).toISOString()),
          ['buyer'],
        );
        await kit.seed(
          DELIVERIES_SECTION,
          'dlv-recent',
          'seller',
          deliverySeed('dlv-recent', new Date(NOW.getTime() - 2 * DAY).toISOString()),
          ['buyer'],
        );
        await kit.seed(DELIVERIES_SECTION, 'dlv-open', 'seller', deliverySeed('dlv-open', null), ['buyer']);
        const cursors: Record<string, string> = {};
        for (const who of ['seller', 'buyer']) {
          const first = await call(who, 'GET', `${DELIVERIES}/changes?after=0`);
          expect((first.body.data as Json[]).map((row) => row.id).sort()).toEqual([
            'dlv-old',
            'dlv-open',
            'dlv-recent',
          ]);
          cursors[who] = String(first.body.cursor);
        }

        const run = await archiveFinished({ store: kit.store, now: NOW });
        expect(run.moved.map((moved) => [moved.entity, moved.id])).toEqual([['deliveries', 'dlv-old']]);

        for (const who of ['seller', 'buyer']) {
          // Gone from the working list (Show Inactive too) and from every device's next pull.
          for (const query of ['', '?includeInactive=true']) {
            const working = (await call(who, 'GET', `${DELIVERIES}/getAll${query}`)).body.data as Json[];
            expect(working.map((row) => row.id).sort()).toEqual(['dlv-open', 'dlv-recent']);
          }
          const pulled = await call(who, 'GET', `${DELIVERIES}/changes?after=${cursors[who]}`);
          expect(pulled.body.data).toEqual([{ id: 'dlv-old', rowVersion: 2, isRemoved: true }]);
          // And readable in its archive, as it was.
          const archived = (await call(who, 'GET', `${DELIVERY_ARCHIVES}/getAll`)).body.data as Json[];
          expect(archived.map((row) => [row.archivedFromID, row.receiverName])).toEqual([
            ['dlv-old', 'Front counter'],
          ]);
        }
        // A late edit of the moved delivery says where it went.
        const late = await call('seller', 'PATCH', `${DELIVERIES}/patch/partial`, {
          id: 'dlv-old',
          rowVersion: 1,
          driverNotes: 'Late note',
        });
        expect([late.status, late.body.message]).toEqual([
          422,
          'Delivery dlv-old is finished and was moved to Delivery Archives, where it is read only.',
        ]);
        // Run again, or by a second process at once: nothing moves twice.
        const again = await Promise.all([
          archiveFinished({ store: kit.store, now: NOW }),
          archiveFinished({ store: kit.store, now: NOW }),
        ]);
        expect(again.flatMap((each) => each.moved)).toEqual([]);
        expect((await call('seller', 'GET', `${DELIVERY_ARCHIVES}/getAll`)).body.data as Json[]).toHaveLength(
          1,
        );
      });

      it('two archiving runs racing move a finished record once', async () => {
        await kit.seed(
          DELIVERIES_SECTION,
          'dlv-old',
          'seller',
          deliverySeed('dlv-old', new Date(NOW.getTime() - 10 * DAY).toISOString()),
          ['buyer'],
        );
        const runs = await Promise.all([
          archiveFinished({ store: kit.store, now: NOW }),
          archiveFinished({ store: kit.store, now: NOW }),
        ]);
        expect(runs.flatMap((run) => run.moved).map((moved) => moved.id)).toEqual(['dlv-old']);
        expect((await call('buyer', 'GET', `${DELIVERY_ARCHIVES}/getAll`)).body.data as Json[]).toHaveLength(
          1,
        );
      });

      it('keeps a finished batch while any of it is still on hand, and moves it once none is left', async () => {
        const made = new Date(NOW.getTime() - 30 * DAY).toISOString();
        await kit.seed('Stock/Batches', 'batch-held', 'seller', {
          batchcode: 'B1',
          productID: 'milk',
          createdOn: made,
          isPending: false,
        });
        await kit.seed('Stock/Batches', 'batch-empty', 'seller', {
          batchcode: 'B2',
          productID: 'milk',
          createdOn: made,
          isPending: false,
        });
        await kit.seed('Stock/Batches', 'batch-pending', 'seller', {
          batchcode: 'B3',
          productID: 'milk',
          createdOn: made,
          isPending: true,
        });
        await kit.seed('Stock/Items', 'si-held', 'seller', {
          batchID: 'batch-held',
          productID: 'milk',
          locationID: 'loc',
          available: 4,
          onHold: 0,
        });
        await kit.seed('Stock/Items', 'si-empty', 'seller', {
          batchID: 'batch-empty',
          productID: 'milk',
          locationID: 'loc',
          available: 0,
          onHold: 0,
        });
        const run = await archiveFinished({ store: kit.store, now: NOW });
        expect(run.moved.map((moved) => moved.id)).toEqual(['batch-empty']);
        const working = (await call('seller', 'GET', `${A}/Stock/Batches/getAll`)).body.data as Json[];
        expect(working.map((row) => row.id).sort()).toEqual(['batch-held', 'batch-pending']);
        const archived = (await call('seller', 'GET', `${A}/Stock/BatchArchives/getAll`)).body.data as Json[];
        expect(archived.map((row) => row.batchcode)).toEqual(['B2']);
      });
    });
  });
}
