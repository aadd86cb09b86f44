import '@mantine/charts/styles.css';
import { Button, Card, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatMoneyShort } from '../../domain/money-short';
import { useOnceVisible } from './use-once-visible';

/**
 * The rows a table view shows before Show all: a month of days in full, and not the hundreds of
 * rows of a busy range (journeys, flagged deliveries), which would cost the screen's first frame.
 */
export const TABLE_ROWS_SHOWN = 31;

/**
 * Props for every chart drawn in a panel: the chart is hidden from assistive technology (its
 * table holds the figures), so it must not take focus either; recharts' keyboard layer would
 * put it in the tab order (axe: aria-hidden-focus). Pass as barChartProps, lineChartProps or
 * pieChartProps.
 */
export const PANEL_CHART = { accessibilityLayer: false } as const;

/** The value axis of a money chart: short dollars ($4.5K), so the labels fit a phone's width. */
export const MONEY_AXIS = { tickFormatter: (value: number) => formatMoneyShort(value) } as const;

/**
 * The category axis of a chart by week: every week named (recharts would leave every other one
 * out where they crowd, as on a phone), slanted so twelve of them fit a phone's width.
 */
export const EVERY_WEEK_AXIS = {
  interval: 0,
  height: 50,
  // Replaces the chart's own tick (its font and colour kept), where the slant takes effect.
  tick: { angle: -45, textAnchor: 'end', fontSize: 12, fill: 'currentColor' },
} as const;

/** The same for a donut's ring, which recharts puts in the tab order by itself (pieProps). */
export const PANEL_PIE = { rootTabIndex: -1 } as const;

/** A column of a chart's table view: its heading and how a row shows in it. */
export type TableColumn<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean };

type ChartPanelProps<R> = {
  title: string;
  /** One sentence on what the chart shows, read before the table. */
  description?: string;
  chart: ReactNode;
  rows: readonly R[];
  columns: readonly TableColumn<R>[];
  rowKey: (row: R, index: number) => string;
  /** Said instead of an empty chart and table. */
  empty?: string;
};

/**
 * A chart with its table view beside it (below it on narrow screens). The chart is a picture
 * for sighted users and hidden from screen readers; the table holds the same figures for
 * keyboard and screen-reader users (and anyone who wants the numbers).
 * @example <ChartPanel title="Sales by week" chart={<BarChart … />} rows={weeks} columns={[…]} rowKey={(row) => row.week} />
 */
export function ChartPanel<R>({
  title,
  description,
  chart,
  rows,
  columns,
  rowKey,
  empty = 'Nothing in this period yet.',
}: ChartPanelProps<R>) {
  const headingId = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  // A dashboard holds half a dozen charts; each is drawn as it nears the screen, so the first
  // frame draws only the ones in view (the tables, cheap, are there at once).
  const [chartRef, chartVisible] = useOnceVisible<HTMLDivElement>();
  // The tables of panels far below come when the page is idle after the first frame (within a
  // fraction of a second, so a screen reader finds them without scrolling).
  const [tableRef, tableReady] = useOnceVisible<HTMLDivElement>('200px', 'idle');
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? rows : rows.slice(0, TABLE_ROWS_SHOWN);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-chart-panel={title}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {description === undefined ? null : (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {rows.length === 0 ? (
          <Text size="sm">{empty}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <div
              ref={chartRef}
              aria-hidden="true"
              data-chart={title}
              style={{ minWidth: 0, minHeight: chartVisible ? undefined : 220 }}
            >
              {chartVisible ? chart : null}
            </div>
            <Stack gap="xs" ref={tableRef} style={{ minHeight: tableReady ? undefined : 220 }}>
              {tableReady && (
                <>
                  <ScrollArea.Autosize
                    mah={300}
                    type="auto"
                    viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${title}, table` }}
                  >
                    <Table striped highlightOnHover withTableBorder fz="sm" stickyHeader>
                      <Table.Caption>{title}</Table.Caption>
                      <Table.Thead>
                        <Table.Tr>
                          {columns.map((column) => (
                            <Table.Th
                              key={column.header}
                              ta={column.numeric === true ? 'right' : undefined}
                              scope="col"
                            >
                              {column.header}
                            </Table.Th>
                          ))}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {shown.map((row, index) => (
                          <Table.Tr key={rowKey(row, index)}>
                            {columns.map((column) => (
                              <Table.Td
                                key={column.header}
                                ta={column.numeric === true ? 'right' : undefined}
                              >
                                {column.cell(row)}
                              </Table.Td>
                            ))}
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollArea.Autosize>
                  {shown.length < rows.length && (
                    <Button
                      variant="default"
                      size="md"
                      onClick={() => setShowAll(true)}
                      aria-label={`Show all ${rows.length.toLocaleString('en-AU')} rows of ${title}`}
                    >
                      {`Show all ${rows.length.toLocaleString('en-AU')} rows`}
                    </Button>
                  )}
                </>
              )}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
