import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { presetRange, RANGE_PRESETS, rangeProblem, type DayRange } from './date-range';

type DateRangeControlProps = { value: DayRange; onChange: (range: DayRange) => void; now: number; timeZone: string };

/**
 * The statistics' date range: From and To dates (the browser's own date pickers, which work
 * with keyboard and touch alike) and quick ranges back from today.
 * @example <DateRangeControl value={range} onChange={setRange} now={now} timeZone={timeZone} />
 */
export function DateRangeControl({ value, onChange, now, timeZone }: DateRangeControlProps) {
  const preset = RANGE_PRESETS.find((candidate) => {
    const range = presetRange(candidate.days, now, timeZone);
    return range.from === value.from && range.to === value.to;
  });
  const problem = rangeProblem(value, timeZone);
  const inputStyles = { input: { minHeight: 48 } };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Date range">
      <TextInput type="date" label="From" value={value.from} max={value.to} onChange={(event) => onChange({ ...value, from: event.currentTarget.value })} styles={inputStyles} />
      <TextInput type="date" label="To" value={value.to} min={value.from} onChange={(event) => onChange({ ...value, to: event.currentTarget.value })} styles={inputStyles} />
      <SegmentedControl
        aria-label="Quick ranges"
        size="md"
        styles={{ label: { minHeight: 40, display: 'flex', alignItems: 'center' } }}
        data={[...RANGE_PRESETS.map((candidate) => candidate.label), ...(preset === undefined ? ['Custom'] : [])]}
        value={preset?.label ?? 'Custom'}
        onChange={(label) => {
          const picked = RANGE_PRESETS.find((candidate) => candidate.label === label);
          if (picked !== undefined) onChange(presetRange(picked.days, now, timeZone));
        }}
      />
      {problem === null ? null : (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Group>
  );
}
