import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useRecords } from '../../data/use-records';
import { formatDate } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { customerCards, type CustomerCard } from '../../domain/insights/board-cards';
import { CardBoard } from '../../blocks/insights/CardBoard';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';

/** /board/customers: every customer with its next order, open balance and last delivery. */
export default function CustomersBoard() {
  const { now, timeZone } = useInsightClock();
  const customers = useRecords('customers');
  const orders = useRecords('customer-orders');
  const invoices = useRecords('customer-invoices');
  const deliveries = useRecords('deliveries');
  const cards = useMemo(
    () =>
      customers === undefined
        ? undefined
        : customerCards(customers, orders ?? [], invoices ?? [], deliveries ?? [], now),
    [customers, orders, invoices, deliveries, now],
  );
  const date = (value: number | null) => (value === null ? '–' : formatDate(new Date(value), timeZone));
  return (
    <CardBoard<CustomerCard>
      title="Customer Board"
      cards={cards}
      detailRoute="customer"
      searchTexts={(card) => [card.name, card.email]}
      filters={[
        { label: 'All', keep: () => true },
        { label: 'Owing', keep: (card) => card.openBalance > 0 },
        { label: 'Overdue', keep: (card) => card.overdue },
        { label: 'Order due', keep: (card) => card.nextOrderDue !== null },
      ]}
      heading={(card) => card.name}
      body={(card) => (
        <>
          <Text size="sm">
            Next order:{' '}
            {card.nextOrderDue === null
              ? '–'
              : `${date(card.nextOrderDue)}${card.nextOrderNumber === '' ? '' : ` (#${card.nextOrderNumber})`}`}
          </Text>
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
