import { Text } from '@mantine/core';
import { formatTime } from '../../domain/formats';
import { instantInDay } from '../../domain/routing/day-movements';
import type { PlanTemplate } from '../../domain/routing/journey-plan';
import { TIME_ZONE } from './display';

/** One line on the day: its movements and destinations, the templates, slotted stops and when journeys leave. */
export function DaySummary({
  loading,
  movements,
  destinations,
  templates,
  slotted,
  skipped,
  day,
  departAt,
}: {
  loading: boolean;
  movements: number;
  destinations: number;
  templates: readonly PlanTemplate[];
  slotted: number;
  skipped: number;
  day: string;
  departAt: number | undefined;
}) {
  return (
    <Text size="sm" c="dimmed" data-testid="day-summary">
      {loading
        ? 'Loading…'
        : `${movements} movements to ${destinations} destinations; ${templates.map((template) => `${template.name} (up to ${template.count} journeys of ${template.maxDestinations ?? '∞'} destinations, ${template.maxPackages ?? '∞'} packages, ${template.maxWeight ?? '∞'} kg)`).join(', ') || 'no templates from here'}.`}
      {!loading &&
        slotted > 0 &&
        ` ${slotted} due by their order slot's delivery time; journeys leave at ${formatTime(instantInDay(day, departAt ?? 0, TIME_ZONE), TIME_ZONE)}.`}
      {skipped > 0 && ` ${skipped} without coordinates left out.`}
    </Text>
  );
}
