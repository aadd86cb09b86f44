import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { CardBoard } from '../../blocks/insights/CardBoard';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { useRecords } from '../../data/use-records';
import { formatDate } from '../../domain/formats';
import type { CustomerCard } from '../../domain/insights/board-cards';
import { formatMoney } from '../../domain/money';
import { CUSTOMER_FILTERS, customersBoardFlow, customerSearchTexts, nextOrderText } from './flow';

/** /board/customers: every customer with its next order, open balance and last delivery. */
export default function CustomersBoard() {
  const { now, timeZone } = useInsightClock();
  const customers = useRecords('customers');
  const orders = useRecords('customer-orders');
  const invoices = useRecords('customer-invoices');
  const deliveries = useRecords('deliveries');
  const cards = useMemo(
    () => customersBoardFlow({ customers, orders, invoices, deliveries, now }),
    [customers, orders, invoices, deliveries, now],
  );
  const date = (value: number | null) => (value === null ? '–' : formatDate(new Date(value), timeZone));
  return (
    <CardBoard<CustomerCard>
      title="Customer Board"
      cards={cards}
      detailRoute="customer"
      searchTexts={customerSearchTexts}
      filters={CUSTOMER_FILTERS}
      heading={(card) => card.name}
      body={(card) => (
        <>
          <Text size="sm">Next order: {nextOrderText(card, date)}</Text>
          <Group gap={6}>
            <Text size="sm">Open balance: {formatMoney(card.openBalance)}</Text>
            {card.overdue ? (
              <Badge color="red" variant="light" size="sm">
                Overdue
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">Last delivery: {date(card.lastDelivery)}</Text>
        </>
      )}
    />
  );
}
