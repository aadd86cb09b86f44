/**
 * `count` confirmed customer orders of 5 lines each spread over the last 12 weeks, with an
 * invoice for every fourth, as the dashboards' benchmarks read them. Self-contained (no
 * imports or outer names) so Playwright can run it in the page to fill the mirror.
 * @example benchOrders(50_000, Date.now()).orders.length // 50000
 */
export function benchOrders(
  count: number,
  now: number,
): { orders: Record<string, unknown>[]; invoices: Record<string, unknown>[] } {
  const dayMs = 86_400_000;
  const orders: Record<string, unknown>[] = [];
  const invoices: Record<string, unknown>[] = [];
  for (let index = 0; index < count; index += 1) {
    const n = String(index).padStart(6, '0');
    const due = new Date(now - (index % 84) * dayMs - (index % 7) * 3_600_000).toISOString();
    const orderItems = [];
    let subTotal = 0;
    for (let line = 0; line < 5; line += 1) {
      const product = (index * 7 + line * 13) % 60;
      const quantity = 1 + ((index + line) % 24);
      const unitPrice = 1.5 + (product % 9);
      const amountTotal = Math.round(quantity * unitPrice * 100) / 100;
      subTotal += amountTotal;
      orderItems.push({
        id: `bench-line-${n}-${line}`,
        productID: `bench-product-${product}`,
        quantity,
        unitPrice,
        amountTotal,
        description: `Bench product ${product}`,
        taxType: product % 2 === 0 ? 'GST' : null,
      });
    }
    const taxTotal = Math.round(subTotal * 5) / 100;
    orders.push({
      id: `bench-order-${n}`,
      customerOrderNumber: 100_000 + index,
      buyerID: `bench-customer-${index % 150}`,
      sellerID: 'comp1',
      dueDate: due,
      isConfirmed: true,
      isDispatched: index % 3 !== 0,
      subTotal: Math.round(subTotal * 100) / 100,
      taxTotal,
      amountTotal: Math.round((subTotal + taxTotal) * 100) / 100,
      orderItems,
      isInactive: false,
      rowVersion: 1,
      _syncState: 'synced',
      _cachedAt: now,
    });
    if (index % 4 === 0) {
      const paid = index % 12 !== 0;
      invoices.push({
        id: `bench-invoice-${n}`,
        invoiceNumber: `INV-B${n}`,
        buyerID: `bench-customer-${index % 150}`,
        sellerID: 'comp1',
        amountTotal: Math.round((subTotal + taxTotal) * 100) / 100,
        amountPaid: paid ? Math.round((subTotal + taxTotal) * 100) / 100 : 0,
        isPaid: paid,
        issuedOn: due,
        dueOn: new Date(Date.parse(due) + 14 * dayMs).toISOString(),
        isInactive: false,
        rowVersion: 1,
        _syncState: 'synced',
        _cachedAt: now,
      });
    }
  }
  return { orders, invoices };
}

/**
 * The purchase side of `benchOrders`' orders and invoices, as the procurement and customer
 * dashboards read them: each order bought by comp1 from one of 12 bench suppliers under its
 * supplier record (supply agreement), moved two weeks later so some are still to come (those not
 * yet dispatched), and each invoice a supplier invoice. Self-contained, like `benchOrders`.
 * @example benchPurchases(benchOrders(1000, now).orders, [], now).orders[0].supplyAgreementID // 'bench-agr-0'
 */
export function benchPurchases(
  orders: readonly Record<string, unknown>[],
  invoices: readonly Record<string, unknown>[],
  now: number,
): {
  orders: Record<string, unknown>[];
  invoices: Record<string, unknown>[];
  suppliers: Record<string, unknown>[];
} {
  const shift = 14 * 86_400_000;
  const suppliers: Record<string, unknown>[] = [];
  for (let index = 0; index < 12; index += 1) {
    suppliers.push({
      id: `bench-agr-${index}`,
      companyName: `Bench Supplier ${index + 1}`,
      buyerID: 'comp1',
      sellerID: `bench-supplier-${index}`,
      isInactive: false,
      rowVersion: 1,
      _syncState: 'synced',
      _cachedAt: now,
    });
  }
  const purchases = orders.map((order, index) => {
    const due = Date.parse(String(order['dueDate'])) + shift;
    const { customerOrderNumber: _number, ...rest } = order;
    return {
      ...rest,
      id: `bench-po-${index}`,
      purchaseOrderNumber: `PO-B${String(index).padStart(6, '0')}`,
      supplyAgreementID: `bench-agr-${index % 12}`,
      sellerID: `bench-supplier-${index % 12}`,
      buyerID: 'comp1',
      dueDate: new Date(due).toISOString(),
      isDispatched: due < now && order['isDispatched'] === true,
    };
  });
  const bills = invoices.map((invoice, index) => ({
    ...invoice,
    id: `bench-bill-${index}`,
    invoiceNumber: `BILL-B${String(index).padStart(6, '0')}`,
    sellerID: `bench-supplier-${index % 12}`,
    buyerID: 'comp1',
  }));
  return { orders: purchases, invoices: bills, suppliers };
}

/**
 * A delivery for each of `benchOrders`' orders (the delivery statistics judge it against its
 * order's due date: a fifth late, one in 50 flagged) and the journeys that carried them (about
 * 30 a day of 20 stops each, with coordinates, so the journey statistics measure their legs).
 * Self-contained, like `benchOrders`.
 * @example benchMovements(benchOrders(1000, now).orders, now).journeys.length
 */
export function benchMovements(
  orders: readonly Record<string, unknown>[],
  now: number,
): { deliveries: Record<string, unknown>[]; journeys: Record<string, unknown>[] } {
  const minute = 60_000;
  const deliveries: Record<string, unknown>[] = [];
  const journeys = new Map<string, Record<string, unknown>>();
  orders.forEach((order, index) => {
    const due = Date.parse(String(order['dueDate']));
    const day = index % 84;
    const run = Math.floor(index / 84 / 20);
    const journeyID = `bench-journey-${day}-${run}`;
    const stop = Math.floor(index / 84) % 20;
    const customer = index % 150;
    const place = {
      locationName: `Bench customer ${customer}`,
      lat: -37.6 - (customer % 15) * 0.02,
      lng: 144.8 + Math.floor(customer / 15) * 0.03,
    };
    const deliveredOn = due + ((index % 5) - 3) * 20 * minute;
    deliveries.push({
      id: `bench-delivery-${index}`,
      customerOrderID: order['id'],
      journeyID,
      arrivalSortNumber: stop,
      destinationLocationID: `bench-location-${customer}`,
      destinationLocation: place,
      dueArrivalOn: new Date(due).toISOString(),
      deliveredOn: deliveredOn < now ? new Date(deliveredOn).toISOString() : null,
      isFlagged: index % 50 === 0,
      receiverName: index % 50 === 0 ? 'Bench receiver' : '',
      driverNotes: index % 50 === 0 ? 'Two crates short' : '',
      isPickup: false,
      isInactive: false,
      rowVersion: 1,
      _syncState: 'synced',
      _cachedAt: now,
    });
    if (stop === 0) {
      const start = due - 3 * 60 * minute;
      journeys.set(journeyID, {
        id: journeyID,
        journeyName: `Bench run ${run + 1}`,
        driverUserID: `bench-driver-${run % 8}`,
        dueStartOn: new Date(start).toISOString(),
        startedOn: new Date(start).toISOString(),
        endedOn: new Date(start + 6 * 60 * minute).toISOString(),
        startLocation: { lat: -37.81, lng: 144.96 },
        endLocation: { lat: -37.81, lng: 144.96 },
        destinationCount: 20,
        isInactive: false,
        rowVersion: 1,
        _syncState: 'synced',
        _cachedAt: now,
      });
    }
  });
  return { deliveries, journeys: [...journeys.values()] };
}
