import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { AdjustmentDialog } from '../../blocks/AdjustmentDialog';
import { occurrenceText } from '../../blocks/schedule-preview';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import { useSession } from '../../session/session-context';
import { canEditArea } from '../../domain/permissions';
import { toDateInputValue } from '../../blocks/date-input-values';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { changeOccurrence } from './commands/change-occurrence';
import { useRecords } from '../../data/use-records';
import { sessionTimeZone } from '../../session/portal-access';
import {
  CALENDAR_PERIODS,
  calendarChangeFields,
  calendarRows,
  runSheetRows,
  type CalendarChange,
  type CalendarPeriod,
  type CalendarRow,
} from './order-calendar';

export type OrderCalendarProps = {
  title: string;
  /** The customer orders run sheet: the period's orders too, with runs that have their order shown as it. */
  withOrders?: boolean;
};

const ROW_BUTTON = { size: 'sm', variant: 'subtle', mih: 48 } as const;

function namesOf(
  records: readonly { id: string; companyName?: string | null }[] | undefined,
): Map<string, string> {
  return new Map(
    (records ?? []).map((record) => [
      String(record.id),
      typeof record.companyName === 'string' ? record.companyName : String(record.id),
    ]),
  );
}

/**
 * The coming occurrences of every standing order over a period (7, 14 or 28 days): when each
 * delivery falls, when it must be ordered by, and whether an adjustment moved or cancelled it;
 * Adjust, Cancel and Clear change the standing order through the write path (offline too).
 * @example <OrderCalendar title="Customer Order Schedules" />
 */
export function OrderCalendar({ title, withOrders = false }: OrderCalendarProps) {
  const { session } = useSession();
  const runCommand = useRunCommand();
  const timeZone = sessionTimeZone(session);
  const mayEdit = canEditArea(session, 'standing-orders');
  const [period, setPeriod] = useState<CalendarPeriod>(7);
  const [from] = useState(() => new Date());
  const [adjusting, setAdjusting] = useState<CalendarRow | null>(null);
  const customerStanding = useRecords('standing-customer-orders');
  const purchaseStanding = useRecords('standing-purchase-orders');
  const customers = useRecords('customers');
  const suppliers = useRecords('suppliers');
  // Public company profiles name partners whose agreement this user cannot list.
  const companies = useRecords('public-companies');
  const orders = useRecords(withOrders ? 'customer-orders' : 'standing-customer-orders');
  const names = useMemo(
    () => new Map([...namesOf(companies), ...namesOf(customers), ...namesOf(suppliers)]),
    [companies, customers, suppliers],
  );
  const calendar = useMemo(
    () =>
      calendarRows(
        [
          { kind: 'standing-customer-orders', records: customerStanding ?? [] },
          ...(withOrders
            ? []
            : [{ kind: 'standing-purchase-orders' as const, records: purchaseStanding ?? [] }]),
        ],
        from,
        period,
        timeZone,
      ),
    [customerStanding, purchaseStanding, from, period, timeZone, withOrders],
  );
  const sheet = useMemo(
    () =>
      withOrders
        ? runSheetRows(calendar, orders ?? [], from, period)
        : calendar.map((row) => ({ kind: 'occurrence' as const, key: row.key, at: row.at, row })),
    [withOrders, calendar, orders, from, period],
  );
  const recordOf = (row: CalendarRow) =>
    (row.kind === 'standing-customer-orders' ? customerStanding : purchaseStanding)?.find(
      (record) => record.id === row.standingOrderID,
    );
  const change = (row: CalendarRow, what: CalendarChange) => {
    const record = recordOf(row);
    const fields = record === undefined ? null : calendarChangeFields(record, row, what, timeZone);
    void runCommand(changeOccurrence, { entity: row.kind, standingOrderID: row.standingOrderID, fields });
  };
  const loading = customerStanding === undefined || purchaseStanding === undefined;
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {title}
        </Title>
        <SegmentedControl
          aria-label="Period"
          value={String(period)}
          onChange={(value) =>
            setPeriod((CALENDAR_PERIODS.find((days) => String(days) === value) ?? 7) as CalendarPeriod)
          }
          // Short labels so the three fit a phone; the control is named 'Period' and the page says 'next'.
          data={CALENDAR_PERIODS.map((days) => ({ value: String(days), label: `${days} days` }))}
        />
      </Group>
      {loading ? (
        <Text c="dimmed">Loading…</Text>
      ) : sheet.length === 0 ? (
        <Text c="dimmed">Nothing is scheduled in the next {period} days.</Text>
      ) : (
        <SheetView
          phone={phone}
          label={withOrders ? 'Customer orders and coming runs' : 'Coming occurrences'}
          headers={['Delivery', 'Order By', withOrders ? 'Order' : 'Standing Order', 'Partner', 'Status', '']}
          lines={sheet.map((line): SheetLine => {
            if (line.kind === 'order') {
              const order = line.order;
              return {
                key: line.key,
                label: `Order ${String(order.customerOrderNumber ?? '')}`,
                cells: [
                  occurrenceText(line.at, timeZone),
                  '',
                  `Order ${String(order.customerOrderNumber ?? '')}`,
                  names.get(String(order.supplyAgreementID)) ?? '',
                  <Fragment key="status">
                    <Badge color={order.isConfirmed === true ? 'green' : 'blue'}>
                      {order.isConfirmed === true ? 'Confirmed' : 'Ordered'}
                    </Badge>
                    {typeof order.standingOrderID === 'string' && (
                      <Text size="xs" c="dimmed">
                        From a standing order
                      </Text>
                    )}
                  </Fragment>,
                  null,
                ],
              };
            }
            const row = line.row;
            const when = occurrenceText(row.originalAt, timeZone);
            const label = `${row.standingOrderName} ${when}`;
            const record = recordOf(row);
            return {
              key: line.key,
              label,
              cells: [
                <Fragment key="delivery">
                  <Text size="sm" td={row.status === 'cancelled' ? 'line-through' : undefined}>
                    {occurrenceText(row.at, timeZone)}
                  </Text>
                  {row.status === 'adjusted' && (
                    <Text size="xs" c="dimmed">
                      Moved from {when}
                    </Text>
                  )}
                </Fragment>,
                row.status === 'cancelled' ? '' : occurrenceText(row.orderBy, timeZone),
                <Fragment key="name">
                  <Text size="sm">{row.standingOrderName}</Text>
                  {row.slotName !== null && (
                    <Text size="xs" c="dimmed">
                      {row.slotName}
                    </Text>
                  )}
                  {!withOrders && (
                    <Text size="xs" c="dimmed">
                      {row.kind === 'standing-customer-orders' ? 'Customer' : 'Purchase'}
                    </Text>
                  )}
                </Fragment>,
                names.get(row.partnerID ?? '') ?? names.get(row.partnerAccountID ?? '') ?? '',
                <Group key="status" gap={4}>
                  {row.status === 'normal' && <Badge color="gray">Scheduled</Badge>}
                  {row.status === 'adjusted' && <Badge color="orange">Adjusted</Badge>}
                  {row.status === 'cancelled' && <Badge color="red.9">Cancelled</Badge>}
                  {record !== undefined && <SyncStateBadge row={record} />}
                </Group>,
                mayEdit ? (
                  <Group key="actions" gap={4} justify="flex-end" wrap="nowrap">
                    {row.status === 'normal' ? (
                      <>
                        <Button
                          {...ROW_BUTTON}
                          aria-label={`Adjust ${label}`}
                          onClick={() => setAdjusting(row)}
                        >
                          Adjust
                        </Button>
                        <Button
                          {...ROW_BUTTON}
                          color="red"
                          aria-label={`Cancel ${label}`}
                          onClick={() => change(row, { kind: 'cancel' })}
                        >
                          Cancel
                        </Button>
                      </>
                    ) : (
                      <Button
                        {...ROW_BUTTON}
                        aria-label={`Clear ${label}`}
                        onClick={() => change(row, { kind: 'clear' })}
                      >
                        Clear
                      </Button>
                    )}
                  </Group>
                ) : null,
              ],
            };
          })}
        />
      )}
      {adjusting !== null && (
        <AdjustmentDialog
          title={`Adjust ${adjusting.standingOrderName} ${occurrenceText(adjusting.originalAt, timeZone)}`}
          initialDate={toDateInputValue(adjusting.originalAt, timeZone)}
          onCancel={() => setAdjusting(null)}
          onSubmit={(input) => {
            const row = adjusting;
            setAdjusting(null);
            change(row, { kind: 'adjust', input });
          }}
        />
      )}
    </Stack>
  );
}

type SheetLine = { key: string; label: string; cells: ReactNode[] };

/** The lines as a table on wider screens, as cards (no sideways scrolling) on a phone. */
function SheetView({
  phone,
  label,
  headers,
  lines,
}: {
  phone: boolean;
  label: string;
  headers: string[];
  lines: SheetLine[];
}) {
  if (phone) {
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {lines.map((line) => (
          <Paper key={line.key} withBorder p="sm" role="listitem" aria-label={line.label}>
            <Stack gap={4}>
              {line.cells.map((cell, index) =>
                cell === '' || cell === null ? null : (
                  <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                    {headers[index] !== '' && (
                      <Text size="xs" c="dimmed" w={90} style={{ flexShrink: 0 }}>
                        {headers[index]}
                      </Text>
                    )}
                    <div style={{ minWidth: 0 }}>
                      {typeof cell === 'string' ? <Text size="sm">{cell}</Text> : cell}
                    </div>
                  </Group>
                ),
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table aria-label={label} striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {headers.map((header, index) => (
            <Table.Th key={index}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key} aria-label={line.label}>
            {line.cells.map((cell, index) => (
              <Table.Td key={index} miw={index === 4 ? 120 : undefined}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
