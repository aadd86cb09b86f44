/**
 * `count` confirmed customer orders of 5 lines each spread over the last 12 weeks, with an
 * invoice for every fourth, as the dashboards' benchmarks read them. Self-contained (no
 * imports or outer names) so Playwright can run it in the page to fill the mirror.
 * @example benchOrders(50_000, Date.now()).orders.length // 50000
 */
export function benchOrders(count: number, now: number): { orders: Record<string, unknown>[]; invoices: Record<string, unknown>[] } {
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
      orderItems.push({ id: `bench-line-${n}-${line}`, productID: `bench-product-${product}`, quantity, unitPrice, amountTotal, description: `Bench product ${product}`, taxType: product % 2 === 0 ? 'GST' : null });
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
