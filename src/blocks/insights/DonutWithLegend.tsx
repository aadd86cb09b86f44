import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { PANEL_CHART, PANEL_PIE } from './ChartPanel';

/** One slice: its name, value and colour. */
export type DonutSlice = { name: string; value: number; color: string };

/**
 * A donut with its legend under it: each slice's colour beside its name, so the ring can be read
 * without hovering (a phone has no hover). Like the chart, the legend is for the eye; the panel's
 * table holds the same figures for screen readers.
 * @example <DonutWithLegend data={[{ name: 'Milk', value: 5200, color: '#1d5474' }]} valueFormatter={formatMoney} />
 */
export function DonutWithLegend({
  data,
  valueFormatter,
}: {
  data: readonly DonutSlice[];
  valueFormatter: (value: number) => string;
}) {
  return (
    <Stack gap="xs">
      <DonutChart
        pieChartProps={PANEL_CHART}
        pieProps={PANEL_PIE}
        h={220}
        data={[...data]}
        valueFormatter={valueFormatter}
        withTooltip
        tooltipDataSource="segment"
        mx="auto"
      />
      <Group gap="xs" justify="center" data-legend>
        {data.map((slice) => (
          <Group key={slice.name} gap={6} wrap="nowrap" data-legend-item>
            <ColorSwatch color={slice.color} size={12} withShadow={false} />
            <Text size="xs">{slice.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
