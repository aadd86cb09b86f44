import { Button, Group, NativeSelect } from '@mantine/core';
import { DayField } from '../../blocks/DateFields';
import type { OptimisationAction, OptimisationState } from './flow';

/** What to plan (day, start location, search time), and Optimise or Cancel. */
export function PlanControls({
  state,
  starts,
  startLocationID,
  locationsLoading,
  busy,
  canOptimise,
  dispatch,
  onOptimise,
  onCancel,
}: {
  state: OptimisationState;
  starts: readonly { value: string; label: string }[];
  startLocationID: string | null;
  locationsLoading: boolean;
  busy: boolean;
  canOptimise: boolean;
  dispatch: (action: OptimisationAction) => void;
  onOptimise: () => void;
  onCancel: () => void;
}) {
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <DayField
        label="Day"
        value={state.day}
        disabled={busy}
        onChange={(day) => day !== '' && dispatch({ type: 'pick-day', day })}
        size="lg"
      />
      <NativeSelect
        label="Start location"
        data={
          starts.length > 0
            ? starts
            : [
                {
                  value: '',
                  label: locationsLoading ? 'Loading locations…' : 'No journey templates',
                },
              ]
        }
        value={startLocationID ?? ''}
        disabled={busy || starts.length === 0}
        onChange={(event) => dispatch({ type: 'pick-start', locationID: event.currentTarget.value || null })}
        styles={{ input: { minHeight: 48 } }}
      />
      <NativeSelect
        label="Search time"
        data={['1', '2', '5', '10', '30'].map((seconds) => ({ value: seconds, label: `${seconds} s` }))}
        value={String(state.seconds)}
        disabled={busy}
        onChange={(event) => dispatch({ type: 'set-seconds', seconds: Number(event.currentTarget.value) })}
        styles={{ input: { minHeight: 48 } }}
      />
      {state.phase === 'running' ? (
        <Button size="lg" color="red" variant="light" onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        <Button size="lg" onClick={onOptimise} disabled={busy || !canOptimise}>
          Optimise
        </Button>
      )}
    </Group>
  );
}
