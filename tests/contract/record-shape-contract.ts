import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_BASES, sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { answerChanges } from '../../src/hubs/courier-portal/courier-order-flow';
import { reviewChanges } from '../../src/hubs/delivery-review/review-flow';
import { journeyFromTemplate, movementFor } from '../../src/hubs/dispatch/dispatch-flow';
import { mergeNote } from '../../sync/merge-rule';
import { DRIVER_CONFLICT_TEXT } from '../../src/entities/families/merge-rules';
import { skipChanges } from '../../src/domain/delivery/journey-status';
import { initialPickupDraft, pickupChanges } from '../../src/hubs/driving/pickup-flow';
import { deliveryChanges, initialStopDraft } from '../../src/hubs/driving/stop-completion';
import { initialReceivalDraft, receivalChanges } from '../../src/hubs/receiving/receival-flow';
import { SETUP_COMPANY_FIELD } from '../../src/hubs/setup/flow';
import {
  changedSettings,
  SETTINGS_FIELDS,
  type SettingField,
} from '../../src/screens/settings/settings-fields';
import { COMPANIES_SECTION } from '../../server/auth/account-records';
import type { Store } from '../../server/store/store';
import { contractApp, contractCaller, type Json } from './contract-app';

const path = (name: string) => sectionBasePath(entityByName(name), DEFAULT_SERVICE_BASES);
const NOW = new Date('2026-11-25T02:00:00.000Z');
const SIGNATURE = [
  {
    points: [
      { x: 1, y: 2 },
      { x: 30, y: 12 },
    ],
  },
];
const COMPLETION = { now: NOW, userID: 'user-compA' };

/**
 * Record shapes on every section (issue 10, item 8): whatever the section, a field its schema does
 * not declare is dropped from a client's write, while every field the hubs write, made by the
 * hubs' own domain code, comes back as written.
 */
export function describeStrictShapeContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`strict record shapes on ${name}`, () => {
    // One company, signed in as its supplier office and as its own courier.
    const kit = contractApp(makeStore, {
      callers: {
        office: contractCaller('compA'),
        courier: contractCaller('compA', { subscriptionCode: 'COUR' }),
      },
      clock: () => NOW,
      seed: async ({ seed }) => {
        await seed(COMPANIES_SECTION, 'compA', 'compA', {
          companyName: 'Company A',
          defaultTimeZone: 'Australia/Melbourne',
        });
      },
    });
    const post = async (who: string, entity: string, record: Json) => {
      const answer = await kit.call(who, 'POST', `${path(entity)}/post`, record);
      expect({ entity, status: answer.status, body: answer.body }).toEqual({
        entity,
        status: 201,
        body: expect.anything(),
      });
      return answer.body;
    };
    const read = async (who: string, entity: string, id: string) =>
      (await kit.call(who, 'GET', `${path(entity)}/get/${id}`)).body;
    const change = async (who: string, entity: string, id: string, fields: Json) => {
      const { rowVersion } = await read(who, entity, id);
      const answer = await kit.call(who, 'PATCH', `${path(entity)}/patch/partial`, {
        id,
        rowVersion,
        ...fields,
      });
      expect({ entity, status: answer.status }).toEqual({ entity, status: 200 });
      return read(who, entity, id);
    };

    it('drops a field the schema does not declare from any section’s post and patch, keeping the declared ones', async () => {
      // Sections that kept any field before every section was strict.
      const records: [who: string, entity: string, record: Json][] = [
        ['office', 'products', { productName: 'Milk 2L' }],
        ['office', 'locations', { locationName: 'Warehouse' }],
        ['courier', 'zones', { zoneName: 'Metro' }],
        ['office', 'deliveries', { destinationLocationID: 'wh', receiverName: 'Sam' }],
        ['courier', 'journeys', { journeyName: 'Metro run' }],
        ['office', 'stock-consignments', { isTransfer: true, consignmentOrderItems: [] }],
        ['office', 'standing-customer-orders', { standingOrderName: 'Mondays', orderItems: [] }],
      ];
      for (const [who, entity, record] of records) {
        const id = `${entity}-1`;
        await post(who, entity, { id, ...record, zzPlanted: 'x'.repeat(2000), isOwner: true });
        const stored = await read(who, entity, id);
        expect({ entity, stored }).toEqual({ entity, stored: expect.objectContaining(record) });
        expect({ entity, planted: 'zzPlanted' in stored || 'isOwner' in stored }).toEqual({
          entity,
          planted: false,
        });
        const changed = await change(who, entity, id, { zzPlanted: 1, isOwner: true });
        expect({ entity, planted: 'zzPlanted' in changed || 'isOwner' in changed }).toEqual({
          entity,
          planted: false,
        });
      }
      // The company's own record as well: its settings stay, a planted field goes.
      const company = await change('office', 'companies', 'compA', {
        zzPlanted: 1,
        mapTileAttribution: 'OSM',
      });
      expect(company).toMatchObject({ mapTileAttribution: 'OSM' });
      expect(company).not.toHaveProperty('zzPlanted');
    });

    it('keeps every field the dispatch, driver, courier, receiving, review and planning hubs write', async () => {
      // Dispatch sends a consignment to a journey made from a template, and to a courier.
      const template = {
        id: 'jt-1',
        journeyName: 'Metro',
        startLocationID: 'wh',
        endLocationID: 'wh',
        maxDestinations: 20,
      };
      const journey = journeyFromTemplate(template, '2026-11-25T20:00:00.000Z');
      await post('courier', 'journeys', { id: 'j1', ...journey });
      expect(await read('courier', 'journeys', 'j1')).toMatchObject(journey);
      const consignment = {
        id: 'cons-1',
        customerOrderID: 'order-1',
        destinationLocationID: 'cafe',
        consignmentOrderItems: [{ productID: 'milk', quantity: 4 }],
        packagedItems: [{ code: 'Crate', quantity: 2 }],
      };
      const movement = movementFor(
        consignment,
        { journeyID: 'j1', arrivalSortNumber: 1, courierID: 'compA' },
        new Set(['milk']),
      );
      await post('office', 'deliveries', { id: 'mv-1', ...movement });
      expect(await read('office', 'deliveries', 'mv-1')).toMatchObject(movement);
      const courierOrder = {
        ...movementFor(
          consignment,
          { journeyID: null, arrivalSortNumber: null, courierID: 'compA' },
          new Set(),
        ),
        dueDepartureOn: '2026-11-25T03:00:00.000Z',
        courierOrderStatus: 'Requested',
      };
      await post('office', 'courier-orders', { id: 'co-1', ...courierOrder });
      expect(await read('office', 'courier-orders', 'co-1')).toMatchObject(courierOrder);

      // The courier answers its order; the driver skips a stop, flags a conflict, delivers one and picks up a release.
      const declined = answerChanges('Declined', {
        now: NOW,
        userID: 'user-compA',
        reason: 'No truck that day',
      });
      expect(await change('courier', 'courier-orders', 'co-1', declined)).toMatchObject(declined);
      const skipped = skipChanges('Closed, nobody on site');
      expect(await change('office', 'deliveries', 'mv-1', skipped)).toMatchObject(skipped);
      const flagged = { isFlagged: true, conflictNote: mergeNote(DRIVER_CONFLICT_TEXT, ['dueArrivalOn']) };
      expect(await change('office', 'deliveries', 'mv-1', flagged)).toMatchObject(flagged);
      const stop = await read('office', 'deliveries', 'mv-1');
      const delivered = deliveryChanges(
        stop,
        { ...initialStopDraft(stop), receiverName: 'Sam', signature: SIGNATURE, temperature: '3' },
        COMPLETION,
      );
      expect(await change('office', 'deliveries', 'mv-1', delivered)).toMatchObject(delivered);
      const reviewed = reviewChanges(COMPLETION);
      expect(await change('office', 'deliveries', 'mv-1', reviewed)).toMatchObject(reviewed);

      const release = {
        id: 'rel-1',
        departureLocationID: 'wh',
        packagedItems: [{ id: 'p1', quantityPacked: 3 }],
      };
      await post('courier', 'releases', release);
      const picked = pickupChanges(
        release,
        { ...initialPickupDraft(release), releaserName: 'Jo at the dock', signature: SIGNATURE },
        COMPLETION,
      );
      expect(await change('courier', 'releases', 'rel-1', picked)).toMatchObject(picked);

      // Receiving counts a delivery in (the stock flow then books it and marks it received).
      const receival = {
        id: 'rcv-1',
        destinationLocationID: 'wh',
        packagedItems: [{ id: 'r1', quantityPacked: 5 }],
      };
      await post('courier', 'receivals', receival);
      const { stockReceived: _booked, ...received } = receivalChanges(
        receival,
        { ...initialReceivalDraft(receival), delivererName: 'Dairy driver', signature: SIGNATURE },
        COMPLETION,
      );
      const counted = await change('courier', 'receivals', 'rcv-1', received);
      expect(counted).toMatchObject(received);
      expect(typeof counted.stockReceived).toBe('boolean');

      // Template optimisation's zones keep their journey template and weekdays.
      const zone = {
        zoneName: 'Geelong',
        boundary: [
          { lat: -38.1, lng: 144.3 },
          { lat: -38.2, lng: 144.4 },
          { lat: -38.1, lng: 144.5 },
        ],
        journeyTemplateID: 'jt-1',
        weekdays: 'Mon,Wed,Fri',
      };
      await post('courier', 'zones', { id: 'zone-1', ...zone });
      expect(await read('courier', 'zones', 'zone-1')).toMatchObject(zone);

      // A standing order's skipped runs, and the company's settings and setup step.
      await post('office', 'standing-customer-orders', {
        id: 'so-1',
        standingOrderName: 'Mondays',
        cronExpression: '0 6 * * 1',
        orderItems: [],
      });
      // The run of Monday 30 November (6 am in Melbourne) cancelled, as the calendar writes it.
      const cancelled = { adjustments: '2026-11-29T19:00:00.000Z,,0,0,true' };
      expect(await change('office', 'standing-customer-orders', 'so-1', cancelled)).toMatchObject(cancelled);
      const firstChoice = (field: SettingField) => {
        const first = field.options?.[0];
        return typeof first === 'object' ? first.value : first;
      };
      const fields = Object.values(SETTINGS_FIELDS).flat();
      const values = Object.fromEntries(
        fields.map((field) => [
          field.name,
          field.kind === 'boolean'
            ? true
            : field.kind === 'number'
              ? 7
              : field.kind === 'email'
                ? 'office@example.com'
                : (firstChoice(field) ?? (field.kind === 'time' ? '06:30' : 'x')),
        ]),
      );
      // Identifiers as a person types them: their own rules check them (an ABN's checksum).
      Object.assign(values, { abn: '51 824 753 556', bankBsb: '063-000' });
      const settings = {
        ...changedSettings(fields, {}, values),
        [SETUP_COMPANY_FIELD]: NOW.toISOString(),
        picksAndPacks: false,
        consignmentGrouping: 'PerCustomerPerDay',
      };
      const company = await change('office', 'companies', 'compA', settings);
      expect(company).toMatchObject(settings);
    });
  });
}
