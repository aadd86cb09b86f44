import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/session/session-context';
import { OrderStatusBadge } from '../../blocks/OrderStatusBadge';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { useData } from '../../data/data-context';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { DATE_FORMAT, formatInZone } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { pathOf } from '../../routes/portal-routes';
import { sessionTimeZone } from '../../screens/portal/portal-access';
import { orderNumberText } from '../ordering/order-editor-state';
import { invoicesDue, nextDelivery, orderPricing, repeatLastOrder, standingOrders, supplierCards, type SupplierCard } from './customer-dashboard-state';

type Repeat = { card: SupplierCard; result: NonNullable<ReturnType<typeof repeatLastOrder>> };

function day(value: unknown, timeZone: string): string {
  return typeof value === 'string' && value !== '' ? formatInZone(value, DATE_FORMAT, timeZone) : '';
}

/**
 * /dashboard/customer: a customer's phone-first home: the next delivery, Order Now and Repeat
 * Last Order per supplier (a repeat order in two taps), standing orders and invoices due. Every
 * order goes through the write path, so with the network off it is queued and sent later.
 */
export default function CustomerDashboard() {
  const { session } = useSession();
  const timeZone = sessionTimeZone(session);
  const navigate = useNavigate();
  const { writes } = useData();
  const me = useRecord('users', session?.userID ?? null);
  const companyID = typeof me?.companyAccountID === 'string' ? me.companyAccountID : null;
  const allSuppliers = useRecords('suppliers');
  // The company's own suppliers: a record naming it as the seller is a customer's record of it.
  const suppliers = useMemo(() => allSuppliers?.filter((row) => companyID === null || row.buyerID == null || row.buyerID === companyID), [allSuppliers, companyID]);
  const orders = useRecords('purchase-orders');
  const standing = useRecords('standing-purchase-orders');
  const invoices = useRecords('supplier-invoices');
  const products = useRecords('products');
  const tethers = useRecords('product-tethers');
  const locations = useRecords('locations');
  const [now] = useState(() => new Date());
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cards = useMemo(() => supplierCards(suppliers ?? [], orders ?? []), [suppliers, orders]);
  const next = useMemo(() => nextDelivery(orders ?? [], now, timeZone), [orders, now, timeZone]);
  const due = useMemo(() => invoicesDue(invoices ?? []), [invoices]);
  const standingRows = useMemo(() => standingOrders(standing ?? []), [standing]);
  const supplierName = (agreementID: unknown) => cards.find((card) => card.agreement.id === agreementID)?.name ?? '';
  const placedOrder = placed === null ? null : (orders ?? []).find((order) => order.id === placed);

  const startRepeat = (card: SupplierCard) => {
    const result = repeatLastOrder(card, { products: products ?? [], priceTiers: [], tethers: tethers ?? [], automaticLineItems: [], locations: locations ?? [], orders: orders ?? [], companyID: null }, new Date(), timeZone);
    if (result !== null) setRepeat({ card, result });
  };
  const place = async () => {
    if (repeat === null) return;
    setBusy(true);
    try {
      const { customerOrderNumber: _number, ...values } = repeat.result.order;
      const id = await writes.createRecord('purchase-orders', values);
      setPlaced(id);
      setRepeat(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" p="md" maw={720} mx="auto" data-testid="customer-dashboard">
      <Title order={1}>Home</Title>

      {placedOrder != null && (
        <Alert color="green" title="Order placed" withCloseButton onClose={() => setPlaced(null)} data-testid="order-placed" data-order-id={placedOrder.id}>
          <Group gap="xs">
            <Text size="sm">
              {supplierName(placedOrder.supplyAgreementID)} order <span data-testid="placed-number">{orderNumberText('purchase', placedOrder)}</span> due {day(placedOrder.dueDate, timeZone)}, {formatMoney(Number(placedOrder.amountTotal ?? 0))}
            </Text>
            <SyncStateBadge row={placedOrder} />
          </Group>
          {placedOrder._syncState !== 'synced' && (
            <Text size="xs" c="dimmed">
              Sent as soon as you are online.
            </Text>
          )}
        </Alert>
      )}

      <Card withBorder padding="md" data-testid="next-delivery">
        <Text size="sm" c="dimmed">
          Next delivery
        </Text>
        {next === null ? (
          <Text>No deliveries coming up</Text>
        ) : (
          <Stack gap={4}>
            <Text fw={700} size="lg">
              {day(next.dueDate, timeZone)}
            </Text>
            <Group gap="xs">
              <Text>{supplierName(next.supplyAgreementID)}</Text>
              <OrderStatusBadge row={next} />
              <SyncStateBadge row={next} />
            </Group>
            <Text size="sm">{formatMoney(Number(next.amountTotal ?? 0))}</Text>
          </Stack>
        )}
      </Card>

      <Title order={2} size="h3">
        Order
      </Title>
      {suppliers !== undefined && cards.length === 0 && <Text c="dimmed">No suppliers yet</Text>}
      {cards.map((card) => (
        <Card key={card.agreement.id} withBorder padding="md" data-testid="supplier-card">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{card.name}</Text>
              {card.lastOrder !== null && (
                <Text size="sm" c="dimmed">
                  Last {day(card.lastOrder.dueDate, timeZone)}
                </Text>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Button size="lg" variant="default" onClick={() => void navigate({ href: `${pathOf('purchase-order', 'new')}?supplyAgreementID=${encodeURIComponent(card.agreement.id)}` })} aria-label={`Order Now from ${card.name}`}>
                Order Now
              </Button>
              <Button size="lg" disabled={card.lastOrder === null} onClick={() => startRepeat(card)} aria-label={`Repeat Last Order from ${card.name}`}>
                Repeat Last Order
              </Button>
            </SimpleGrid>
          </Stack>
        </Card>
      ))}

      <Title order={2} size="h3">
        Standing orders
      </Title>
      {standingRows.length === 0 ? (
        <Text c="dimmed">None</Text>
      ) : (
        standingRows.map((row) => (
          <Card key={row.id} withBorder padding="sm">
            <Group justify="space-between">
              <Text>{typeof row.standingOrderName === 'string' ? row.standingOrderName : supplierName(row.supplyAgreementID)}</Text>
              <Text size="sm" c="dimmed">
                {row.nextAttentionDate ? `Next ${day(row.nextAttentionDate, timeZone)}` : ''}
              </Text>
            </Group>
          </Card>
        ))
      )}

      <Title order={2} size="h3">
        Invoices due
      </Title>
      <Card withBorder padding="md" data-testid="invoices-due">
        {due.invoices.length === 0 ? (
          <Text c="dimmed">Nothing owing</Text>
        ) : (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700}>Owing</Text>
              <Text fw={700}>{formatMoney(due.total)}</Text>
            </Group>
            {due.invoices.slice(0, 5).map((invoice) => (
              <Group key={invoice.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {String(invoice.invoiceNumber ?? '')} {invoice.dueOn ? `due ${day(invoice.dueOn, timeZone)}` : ''}
                </Text>
                <Text size="sm">{formatMoney(invoice.owing)}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>

      <Modal opened={repeat !== null} onClose={() => setRepeat(null)} title={repeat === null ? '' : `Repeat order from ${repeat.card.name}`} fullScreen={false} centered>
        {repeat !== null && <RepeatSummary repeat={repeat} timeZone={timeZone} busy={busy} onPlace={() => void place()} onCancel={() => setRepeat(null)} />}
      </Modal>
    </Stack>
  );
}

function RepeatSummary({ repeat, timeZone, busy, onPlace, onCancel }: { repeat: Repeat; timeZone: string; busy: boolean; onPlace: () => void; onCancel: () => void }) {
  const pricing = orderPricing(repeat.result.state);
  return (
    <Stack gap="sm" data-testid="repeat-summary">
      <Text size="sm">Due {day(repeat.result.order.dueDate, timeZone)}</Text>
      {pricing.productLines.map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {line.quantity} × {line.description}
          </Text>
          <Text size="sm">{formatMoney(line.amountTotal)}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="repeat-total">
          {formatMoney(pricing.amountTotal)}
        </Text>
      </Group>
      <Badge variant="light" color="gray">
        The supplier confirms the prices
      </Badge>
      <Group grow>
        <Button size="lg" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="lg" loading={busy} onClick={onPlace}>
          Place Order
        </Button>
      </Group>
    </Stack>
  );
}
