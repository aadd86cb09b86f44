import { Group, SegmentedControl, Text } from '@mantine/core';
import { DayField } from '../DateFields';
import { presetRange, RANGE_PRESETS, rangeProblem, type DayRange } from '../../domain/insights/date-range';

type DateRangeControlProps = {
  value: DayRange;
  onChange: (range: DayRange) => void;
  now: number;
  timeZone: string;
};

/**
 * The statistics' date range: From and To days from the app's calendar picker (dd LLL yyyy,
 * whatever the browser's language) and quick ranges back from today.
 * @example <DateRangeControl value={range} onChange={setRange} now={now} timeZone={timeZone} />
 */
export function DateRangeControl({ value, onChange, now, timeZone }: DateRangeControlProps) {
  const preset = RANGE_PRESETS.find((candidate) => {
    const range = presetRange(candidate.days, now, timeZone);
    return range.from === value.from && range.to === value.to;
  });
  const problem = rangeProblem(value, timeZone);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Date range">
      <DayField
        label="From"
        value={value.from}
        maxDay={value.to}
        onChange={(from) => from !== '' && onChange({ ...value, from })}
        size="lg"
      />
      <DayField
        label="To"
        value={value.to}
        minDay={value.from}
        onChange={(to) => to !== '' && onChange({ ...value, to })}
        size="lg"
      />
      <SegmentedControl
        aria-label="Quick ranges"
        size="md"
        styles={{ label: { minHeight: 40, display: 'flex', alignItems: 'center' } }}
        data={[
          ...RANGE_PRESETS.map((candidate) => candidate.label),
          ...(preset === undefined ? ['Custom'] : []),
        ]}
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
