import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { toDateInputValue } from './date-input-values';
import {
  applyAdjustments,
  cancelOccurrence,
  clearAdjustment,
  parseAdjustments,
  serializeAdjustments,
  upsertAdjustment,
} from '../domain/schedule-adjustments';
import { nextOccurrences, type ScheduleOccurrence } from '../domain/schedule-occurrences';
import { DEFAULT_TIME_ZONE } from '../domain/time-zone';
import { AdjustmentDialog } from './AdjustmentDialog';
import { adjustmentFromInput, occurrenceText } from './schedule-preview';

export type AdjustmentsListProps = {
  /** The schedule whose next 15 occurrences are listed. */
  expression: string;
  /** Stored adjustments, one text each. */
  adjustments: readonly string[];
  onChange: (adjustments: string[]) => void;
  timeZone?: string;
  now?: Date;
  disabled?: boolean;
};

/**
 * The schedule's next 15 occurrences, each normal, adjusted (moved to a new date and cut-off
 * time) or cancelled; adjusted and cancelled ones can be cleared back to normal.
 * @example <AdjustmentsList expression={order.cronExpression} adjustments={order.adjustments} onChange={setAdjustments} timeZone={zone} />
 */
export function AdjustmentsList({
  expression,
  adjustments,
  onChange,
  timeZone = DEFAULT_TIME_ZONE,
  now,
  disabled = false,
}: AdjustmentsListProps) {
  const [start] = useState(() => now ?? new Date());
  const from = now ?? start;
  const [adjusting, setAdjusting] = useState<ScheduleOccurrence | null>(null);
  const occurrences = useMemo(
    () => nextOccurrences(expression, from, { timeZone }),
    [expression, from, timeZone],
  );
  const parsed = useMemo(() => parseAdjustments(adjustments), [adjustments]);
  if (!occurrences.ok) return <Text c="red">{occurrences.error}</Text>;
  const rows = applyAdjustments(occurrences.value, parsed);
  const original = (at: Date) =>
    occurrences.value.find((occurrence) => occurrence.at.getTime() === at.getTime());
  const save = (next: ReturnType<typeof parseAdjustments>) => onChange(serializeAdjustments(next));

  return (
    <>
      <Table aria-label="Schedule adjustments" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map((row) => {
            const text = occurrenceText(row.originalAt, timeZone);
            const source = original(row.originalAt);
            return (
              <Table.Tr key={row.originalAt.toISOString()}>
                <Table.Td>
                  <Text size="sm" td={row.status === 'cancelled' ? 'line-through' : undefined}>
                    {text}
                  </Text>
                  {row.status === 'adjusted' && (
                    <Text size="xs" c="dimmed">
                      Moved to {occurrenceText(row.at, timeZone)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.status === 'adjusted' && <Badge color="orange">Adjusted</Badge>}
                  {row.status === 'cancelled' && <Badge color="red.9">Cancelled</Badge>}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {row.status === 'normal' ? (
                      <>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={`Adjust ${text}`}
                          disabled={disabled || !source}
                          onClick={() => source && setAdjusting(source)}
                        >
                          Adjust
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Cancel ${text}`}
                          disabled={disabled || !source}
                          onClick={() => source && save(upsertAdjustment(parsed, cancelOccurrence(source)))}
                        >
                          Cancel
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={`Clear ${text}`}
                        disabled={disabled}
                        onClick={() => save(clearAdjustment(parsed, row.originalAt))}
                      >
                        Clear
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {adjusting !== null && (
        <AdjustmentDialog
          title={`Adjust ${occurrenceText(adjusting.at, timeZone)}`}
          initialDate={toDateInputValue(adjusting.at, timeZone)}
          onCancel={() => setAdjusting(null)}
          onSubmit={(input) => {
            const adjustment = adjustmentFromInput(adjusting, input, timeZone);
            setAdjusting(null);
            if (adjustment !== null) save(upsertAdjustment(parsed, adjustment));
          }}
        />
      )}
    </>
  );
}
