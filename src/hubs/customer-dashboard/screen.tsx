import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useSession } from '../../session/session-context';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import { OrderStatusBadge } from '../../blocks/OrderStatusBadge';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { useCommand } from '../../blocks/hub/use-command';
import type { MirrorState } from '../../data/mirror-state';
import { useMirrorState } from '../../data/use-mirror-state';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { DATE_FORMAT, formatInZone } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { pathOf } from '../../entities/derive/portal-routes';
import { ownCards, type DashboardRow, type SupplierCard } from '../../domain/insights/customer-insights';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { INSIGHT_SOURCES } from '../../domain/insights/insight-requests';
import { useInsights } from '../../blocks/insights/use-insights';
import { orderNumberText } from '../../domain/ordering/order-editor-state';
import { orderNumberLabel } from '../../domain/order-display-name';
import { placeRepeatOrder } from './commands/place-repeat-order';
import { orderPricing, repeatLastOrder } from './flow';

type Repeat = { card: SupplierCard; result: NonNullable<ReturnType<typeof repeatLastOrder>> };

function day(value: unknown, timeZone: string): string {
  return typeof value === 'string' && value !== '' ? formatInZone(value, DATE_FORMAT, timeZone) : '';
}

/**
 * /dashboard/customer: a customer's phone-first home: the next deliveries, Order Now and Repeat
 * Last Order per supplier (a repeat order in two taps), recent orders, standing orders and
 * invoices due. The figures are worked out from the mirror in the insights worker (no scan of
 * the orders on the page), and follow every change to the orders and invoices. Every order goes
 * through the write path, so with the network off it is queued and sent later.
 */
export default function CustomerDashboard() {
  const { session } = useSession();
  const { now, timeZone } = useInsightClock();
  const navigate = useNavigate();
  const me = useRecord('users', session?.userID ?? null);
  const companyID = typeof me?.companyAccountID === 'string' ? me.companyAccountID : null;
  const { data, error } = useInsights({ kind: 'customer', now, timeZone });
  // Until the orders, invoices and suppliers are on this device, an empty card is "loading", not "none".
  const mirror = useMirrorState(INSIGHT_SOURCES.customer);
  // What a repeat order is priced with: small tables, read as they are.
  const products = useRecords('products');
  const tethers = useRecords('product-tethers');
  const locations = useRecords('locations');
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const placedOrder = useRecord('purchase-orders', placed);
  const [busy, setBusy] = useState(false);
  // The repeat's id, chosen before it is placed.
  const [repeatID, setRepeatID] = useState(() => crypto.randomUUID());
  const placeRepeat = useCommand(placeRepeatOrder, { id: repeatID, order: repeat?.result.order ?? null });

  const cards = useMemo(() => ownCards(data?.cards ?? [], companyID), [data, companyID]);
  const supplierName = (agreementID: unknown) =>
    (data?.cards ?? []).find((card) => card.agreement.id === agreementID)?.name ?? '';

  const startRepeat = (card: SupplierCard) => {
    const result = repeatLastOrder(
      card,
      {
        products: products ?? [],
        priceTiers: [],
        tethers: tethers ?? [],
        automaticLineItems: [],
        locations: locations ?? [],
        companyID: null,
      },
      new Date(),
      timeZone,
    );
    if (result !== null) setRepeat({ card, result });
  };
  const place = async () => {
    if (repeat === null) return;
    setBusy(true);
    try {
      await placeRepeat.run();
      setPlaced(repeatID);
      setRepeatID(crypto.randomUUID());
      setRepeat(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" p="md" maw={720} mx="auto" data-testid="customer-dashboard">
      <Title order={1}>Home</Title>

      {placedOrder != null && (
        <Alert
          color="green"
          title="Order placed"
          withCloseButton
          onClose={() => setPlaced(null)}
          data-testid="order-placed"
          data-order-id={placedOrder.id}
        >
          <Group gap="xs">
            <Text size="sm">
              {supplierName(placedOrder.supplyAgreementID)} order{' '}
              <span data-testid="placed-number">{orderNumberText('purchase', placedOrder)}</span> due{' '}
              {day(placedOrder.dueDate, timeZone)}, {formatMoney(Number(placedOrder.amountTotal ?? 0))}
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

      {error !== null && (
        <Alert color="red" title="The figures could not be worked out">
          {error}
        </Alert>
      )}
      {data === undefined ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading</Text>
        </Group>
      ) : (
        <>
          <NextDeliveries
            rows={data.nextDeliveries}
            supplierName={supplierName}
            timeZone={timeZone}
            mirror={mirror}
          />

          <Title order={2} size="h3">
            Order
          </Title>
          {cards.length === 0 && (
            <MirrorEmptyView mirror={mirror}>
              <Text c="dimmed">No suppliers yet</Text>
            </MirrorEmptyView>
          )}
          {cards.map((card) => (
            <Card key={card.agreement.id} withBorder padding="md" data-testid="supplier-card">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{card.name}</Text>
                  {card.lastOrder !== null && (
                    <Text size="sm" c="dimmed">
                      Last {day(card.lastOrder['dueDate'], timeZone)}
                    </Text>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <Button
                    size="lg"
                    variant="default"
                    onClick={() =>
                      void navigate({
                        href: `${pathOf('purchase-order', 'new')}?supplyAgreementID=${encodeURIComponent(card.agreement.id)}`,
                      })
                    }
                    aria-label={`Order Now from ${card.name}`}
                  >
                    Order Now
                  </Button>
                  <Button
                    size="lg"
                    disabled={card.lastOrder === null}
                    onClick={() => startRepeat(card)}
                    aria-label={`Repeat Last Order from ${card.name}`}
                  >
                    Repeat Last Order
                  </Button>
                </SimpleGrid>
              </Stack>
            </Card>
          ))}

          <Title order={2} size="h3">
            Recent orders
          </Title>
          <Card withBorder padding="md" data-testid="recent-orders">
            {data.recentOrders.length === 0 ? (
              <MirrorEmptyView mirror={mirror}>
                <Text c="dimmed">No orders yet</Text>
              </MirrorEmptyView>
            ) : (
              <Stack gap="xs">
                {data.recentOrders.map((order) => (
                  <Group key={order.id} justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      <Anchor component={Link} to={pathOf('purchase-order', order.id)} size="sm">
                        {[
                          day(order['dueDate'], timeZone),
                          supplierName(order['supplyAgreementID']),
                          orderNumberLabel(order, 'buyer'),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Anchor>
                      <Group gap={4}>
                        <OrderStatusBadge row={order} />
                        <SyncStateBadge row={order} />
                      </Group>
                    </Stack>
                    <Text size="sm">{formatMoney(Number(order['amountTotal'] ?? 0))}</Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>

          <Title order={2} size="h3">
            Standing orders
          </Title>
          {data.standingOrders.length === 0 ? (
            <MirrorEmptyView mirror={mirror}>
              <Text c="dimmed">None</Text>
            </MirrorEmptyView>
          ) : (
            data.standingOrders.map((row) => (
              <Card key={row.id} withBorder padding="sm">
                <Group justify="space-between">
                  <Text>
                    {typeof row['standingOrderName'] === 'string'
                      ? row['standingOrderName']
                      : supplierName(row['supplyAgreementID'])}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {row['nextAttentionDate'] ? `Next ${day(row['nextAttentionDate'], timeZone)}` : ''}
                  </Text>
                </Group>
              </Card>
            ))
          )}

          <Title order={2} size="h3">
            Invoices due
          </Title>
          <Card withBorder padding="md" data-testid="invoices-due">
            {data.invoicesDue.count === 0 ? (
              <MirrorEmptyView mirror={mirror}>
                <Text c="dimmed">Nothing owing</Text>
              </MirrorEmptyView>
            ) : (
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={700}>
                    Owing on{' '}
                    {data.invoicesDue.count === 1
                      ? '1 invoice'
                      : `${data.invoicesDue.count.toLocaleString('en-AU')} invoices`}
                  </Text>
                  <Text fw={700}>{formatMoney(data.invoicesDue.total)}</Text>
                </Group>
                {data.invoicesDue.invoices.map((invoice) => (
                  <Group key={invoice.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {String(invoice['invoiceNumber'] ?? '')}{' '}
                      {invoice['dueOn'] ? `due ${day(invoice['dueOn'], timeZone)}` : ''}
                    </Text>
                    <Text size="sm">{formatMoney(invoice.owing)}</Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </>
      )}

      <Modal
        opened={repeat !== null}
        onClose={() => setRepeat(null)}
        title={repeat === null ? '' : `Repeat order from ${repeat.card.name}`}
        fullScreen={false}
        centered
      >
        {repeat !== null && (
          <RepeatSummary
            repeat={repeat}
            timeZone={timeZone}
            busy={busy}
            onPlace={() => void place()}
            onCancel={() => setRepeat(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

/** The orders due from today on: the next one large, the few after it below. */
function NextDeliveries({
  rows,
  supplierName,
  timeZone,
  mirror,
}: {
  rows: readonly DashboardRow[];
  supplierName: (agreementID: unknown) => string;
  timeZone: string;
  mirror: MirrorState;
}) {
  const [next, ...later] = rows;
  return (
    <Card withBorder padding="md" data-testid="next-delivery">
      <Text size="sm" c="dimmed">
        Next deliveries
      </Text>
      {next === undefined ? (
        <MirrorEmptyView mirror={mirror}>
          <Text>No deliveries coming up</Text>
        </MirrorEmptyView>
      ) : (
        <Stack gap="sm">
          <Stack gap={4}>
            <Text fw={700} size="lg">
              {day(next['dueDate'], timeZone)}
            </Text>
            <Group gap="xs">
              <Text>{supplierName(next['supplyAgreementID'])}</Text>
              <OrderStatusBadge row={next} />
              <SyncStateBadge row={next} />
            </Group>
            <Text size="sm">{formatMoney(Number(next['amountTotal'] ?? 0))}</Text>
          </Stack>
          {later.map((order) => (
            <Group key={order.id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {day(order['dueDate'], timeZone)} {supplierName(order['supplyAgreementID'])}
              </Text>
              <Text size="sm">{formatMoney(Number(order['amountTotal'] ?? 0))}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function RepeatSummary({
  repeat,
  timeZone,
  busy,
  onPlace,
  onCancel,
}: {
  repeat: Repeat;
  timeZone: string;
  busy: boolean;
  onPlace: () => void;
  onCancel: () => void;
}) {
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
