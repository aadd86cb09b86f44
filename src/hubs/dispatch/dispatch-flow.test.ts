import { describe, expect, it } from 'vitest';
import {
  consignmentsByState,
  consignmentState,
  journeyFromTemplate,
  journeyLoad,
  movementFor,
  nextSortNumber,
  packedLoad,
} from './dispatch-flow';

const DAY_ISO = '2026-03-02T21:00:00Z'; // 3 March in Melbourne

describe('dispatch flow', () => {
  it('tells each consignment state from its progress and its movements', () => {
    const consignment = { id: 'c1', dueDate: DAY_ISO };
    expect(consignmentState(consignment, [], 'comp1')).toBe('to-pick');
    expect(consignmentState({ ...consignment, pickedOn: DAY_ISO }, [], 'comp1')).toBe('picked');
    expect(consignmentState({ ...consignment, packedOn: DAY_ISO }, [], 'comp1')).toBe('ready');
    expect(
      consignmentState(
        consignment,
        [{ id: 'm1', consignmentID: 'c1', journeyID: 'j1', courierID: 'comp1' }],
        'comp1',
      ),
    ).toBe('on-journey');
    expect(
      consignmentState(consignment, [{ id: 'm1', consignmentID: 'c1', courierID: 'comp-courier' }], 'comp1'),
    ).toBe('with-courier');
    expect(
      consignmentState(
        consignment,
        [{ id: 'm1', consignmentID: 'c1', journeyID: 'j1', releasedOn: DAY_ISO }],
        'comp1',
      ),
    ).toBe('released');
    expect(
      consignmentState(consignment, [{ id: 'm1', consignmentID: 'c1', deliveredOn: DAY_ISO }], 'comp1'),
    ).toBe('delivered');
    expect(
      consignmentState(
        consignment,
        [{ id: 'm1', consignmentID: 'c1', deliveredOn: DAY_ISO, isFlagged: true }],
        'comp1',
      ),
    ).toBe('flagged');
    expect(
      consignmentState(consignment, [{ id: 'm1', consignmentID: 'other', deliveredOn: DAY_ISO }], 'comp1'),
    ).toBe('to-pick');
  });

  it('groups only the day’s consignments', () => {
    const groups = consignmentsByState(
      [
        { id: 'a', dueDate: DAY_ISO, packedOn: DAY_ISO },
        { id: 'b', dueDate: '2026-03-05T21:00:00Z' },
      ],
      [],
      '2026-03-03',
      'comp1',
    );
    expect(groups.get('ready')?.map((row) => row.id)).toEqual(['a']);
    expect([...groups.values()].flat()).toHaveLength(1);
  });

  it('makes the movement of a packed consignment with package counts and weight from its packed items', () => {
    const consignment = {
      id: 'c1',
      buyerID: 'b',
      sellerID: 'comp1',
      destinationLocationID: 'loc',
      dueDate: DAY_ISO,
      consignmentOrderItems: [{ productID: 'milk', quantity: 18 }],
      packagedItems: [
        { code: 'CRT', measurementID: 'm', quantity: 2, weight: 20.5 },
        { code: 'CTN', quantity: 1, weight: 4 },
      ],
    };
    expect(packedLoad(consignment)).toEqual({ packages: 3, weight: 45 });
    const movement = movementFor(
      consignment,
      { journeyID: 'j1', arrivalSortNumber: 4, courierID: 'comp1' },
      new Set(['milk']),
    );
    expect(movement).toMatchObject({
      consignmentID: 'c1',
      journeyID: 'j1',
      arrivalSortNumber: 4,
      buyerID: 'b',
      isTemperatureSensitive: true,
    });
    expect(movement.packagedItems).toEqual([
      expect.objectContaining({
        code: 'CRT',
        quantityPacked: 2,
        dimensions: expect.objectContaining({ weight: 20.5 }),
      }),
      expect.objectContaining({ code: 'CTN', quantityPacked: 1 }),
    ]);
    const load = journeyLoad({ id: 'j1', limits: { maxDestinations: 1, maxPackages: 2, maxWeight: 100 } }, [
      { ...movement, id: 'd1' },
      { ...movement, id: 'd2', destinationLocationID: 'loc2' },
    ]);
    expect(load).toMatchObject({
      destinations: 2,
      packages: 6,
      weight: 90,
      over: ['destinations', 'packages'],
    });
    expect(nextSortNumber([{ arrivalSortNumber: 3 }, { arrivalSortNumber: 7 }])).toBe(8);
  });

  it('takes a new journey’s name, places and limits from its template', () => {
    const journey = journeyFromTemplate(
      {
        id: 'jt',
        journeyName: 'Metro',
        startLocationID: 's',
        endLocationID: 'e',
        maxDestinations: 15,
        maxPackages: 25,
        maxWeight: 350,
      },
      DAY_ISO,
    );
    expect(journey).toEqual({
      journeyName: 'Metro',
      journeyTemplateID: 'jt',
      startLocationID: 's',
      endLocationID: 'e',
      limits: { maxDestinations: 15, maxPackages: 25, maxWeight: 350 },
      dueStartOn: DAY_ISO,
      driverUserID: null,
      isReady: false,
    });
    expect(journeyLoad({ id: 'j1' }, [], { id: 'jt', maxPackages: 25 }).limits.maxPackages).toBe(25);
  });
});
