import { Alert, Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  DEFAULT_SCHEDULE_EXPRESSION,
  fromStructured,
  HOUR_OPTIONS,
  MERIDIEM_OPTIONS,
  toStructured,
  WEEK_OF_MONTH_OPTIONS,
  WEEKDAY_OPTIONS,
  type Meridiem,
  type StructuredSchedule,
  type WeekdayOption,
  type WeekOfMonth,
} from '../domain/schedule-editor';
import { DEFAULT_TIME_ZONE } from '../domain/time-zone';
import { NumberControl } from './NumberControl';
import { occurrenceText, previewSchedule, resetKeepingLeadTime } from './schedule-preview';

export const EVERY_WEEK_LABEL = 'Every Week';
const MINUTE_OPTIONS = Array.from({ length: 60 }, (_, minute) => String(minute).padStart(2, '0'));

export type ScheduleEditorProps = {
  /** The schedule expression: five cron fields and an optional lead time in minutes. */
  value: string;
  onChange: (expression: string) => void;
  label?: string;
  /** The user's time zone for the preview. */
  timeZone?: string;
  /** Start of the preview; now by default. */
  now?: Date;
  disabled?: boolean;
  error?: string | null;
  /** Whether the schedule has a lead time (standing orders, order slots); false for one that runs at its time. */
  leadTime?: boolean;
};

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/**
 * The cron schedule editor (spec doc 2, sections 4 and 9): time on a 12-hour clock, weekday,
 * week of the month and lead time in hours; an expression the choices cannot express is
 * special and shown raw with a Reset to '0 0 * * 1' plus its lead time. Below it, the next
 * 15 matches in the user's time zone.
 * @example <ScheduleEditor label="Schedule" value={order.cronExpression} onChange={setCron} timeZone={zone} />
 */
export function ScheduleEditor({
  value,
  onChange,
  label,
  timeZone = DEFAULT_TIME_ZONE,
  now,
  disabled = false,
  error,
  leadTime = true,
}: ScheduleEditorProps) {
  const [start] = useState(() => now ?? new Date());
  const model = toStructured(value);
  const change = (patch: Partial<StructuredSchedule>) => {
    if (model.kind === 'structured')
      onChange(fromStructured({ ...model, ...patch, ...(leadTime ? {} : { leadTimeHours: null }) }));
  };
  const from = now ?? start;
  const preview = useMemo(() => previewSchedule(value, [], from, timeZone), [value, from, timeZone]);

  return (
    <Stack gap="xs">
      {label !== undefined && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      {model.kind === 'structured' ? (
        <Group gap="xs" align="flex-end">
          <NativeSelect
            label="Hour"
            w={80}
            data={HOUR_OPTIONS.map(String)}
            value={String(model.hour)}
            onChange={(event) => change({ hour: Number(event.currentTarget.value) })}
            disabled={disabled}
          />
          <NativeSelect
            label="Minute"
            w={80}
            data={MINUTE_OPTIONS}
            value={String(model.minute).padStart(2, '0')}
            onChange={(event) => change({ minute: Number(event.currentTarget.value) })}
            disabled={disabled}
          />
          <NativeSelect
            label="AM/PM"
            w={80}
            data={[...MERIDIEM_OPTIONS]}
            value={model.meridiem}
            onChange={(event) => {
              const chosen = pick<Meridiem>(MERIDIEM_OPTIONS, event.currentTarget.value);
              if (chosen !== undefined) change({ meridiem: chosen });
            }}
            disabled={disabled}
          />
          <NativeSelect
            label="Weekday"
            w={110}
            data={[...WEEKDAY_OPTIONS]}
            value={model.weekday}
            onChange={(event) => {
              const chosen = pick<WeekdayOption>(WEEKDAY_OPTIONS, event.currentTarget.value);
              if (chosen !== undefined) change({ weekday: chosen });
            }}
            disabled={disabled}
          />
          <NativeSelect
            label="Week Of Month"
            w={130}
            data={[EVERY_WEEK_LABEL, ...WEEK_OF_MONTH_OPTIONS]}
            value={model.weekOfMonth ?? EVERY_WEEK_LABEL}
            onChange={(event) =>
              change({
                weekOfMonth: pick<WeekOfMonth>(WEEK_OF_MONTH_OPTIONS, event.currentTarget.value) ?? null,
              })
            }
            disabled={disabled}
          />
          {leadTime && (
            <NumberControl
              label="Lead Time (hours)"
              value={model.leadTimeHours ?? 0}
              onChange={(hours) => change({ leadTimeHours: hours > 0 ? hours : null })}
              disabled={disabled}
            />
          )}
        </Group>
      ) : (
        <Group gap="xs" align="flex-end">
          <TextInput
            label="Special Schedule"
            value={model.raw}
            onChange={(event) => onChange(event.currentTarget.value)}
            disabled={disabled}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Button
            variant="default"
            onClick={() => onChange(leadTime ? resetKeepingLeadTime(value) : DEFAULT_SCHEDULE_EXPRESSION)}
            disabled={disabled}
          >
            Reset
          </Button>
        </Group>
      )}
      {error != null && error !== '' && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {preview.ok ? (
        <List size="sm" aria-label="Next occurrences">
          {preview.rows.map((row) => (
            <List.Item key={row.at.toISOString()}>{occurrenceText(row.at, timeZone)}</List.Item>
          ))}
        </List>
      ) : (
        <Alert color="red" title="Schedule">
          {preview.error}
        </Alert>
      )}
    </Stack>
  );
}
