import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { Dispatch } from 'react';
import { AdjustmentsList } from '../../blocks/AdjustmentsList';
import { ScheduleEditor } from '../../blocks/ScheduleEditor';
import type { StandingDraft, StandingEditorAction, StandingErrors } from './flow';

const TOUCH = { mih: 48 } as const;

type StandingOrderSchedulesProps = {
  draft: StandingDraft;
  dispatch: Dispatch<StandingEditorAction>;
  errors: StandingErrors;
  mayEdit: boolean;
  timeZone: string;
};

/**
 * When the standing order makes orders: its own schedule (with its adjustments while it has no
 * slots), or its order slots, each with a name, on/off, a schedule and that schedule's adjustments.
 * @example <StandingOrderSchedules draft={state.draft} dispatch={dispatch} errors={errors} mayEdit timeZone="Australia/Sydney" />
 */
export function StandingOrderSchedules({
  draft,
  dispatch,
  errors,
  mayEdit,
  timeZone,
}: StandingOrderSchedulesProps) {
  const disabled = !mayEdit;
  return (
    <>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <ScheduleEditor
            label="Schedule"
            value={draft.cronExpression}
            timeZone={timeZone}
            disabled={disabled}
            error={errors.cronExpression ?? null}
            onChange={(cronExpression) => dispatch({ type: 'set', patch: { cronExpression } })}
          />
          {draft.orderSlots.length === 0 && (
            <Stack gap={4}>
              <Text fw={500} size="sm">
                Adjustments
              </Text>
              <AdjustmentsList
                expression={draft.cronExpression}
                adjustments={draft.adjustments}
                timeZone={timeZone}
                disabled={disabled}
                onChange={(adjustments) => dispatch({ type: 'set', patch: { adjustments } })}
              />
            </Stack>
          )}
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Order Slots
          </Title>
          {mayEdit && (
            <Button
              variant="default"
              {...TOUCH}
              onClick={() => dispatch({ type: 'add-slot', id: crypto.randomUUID() })}
            >
              Add Slot
            </Button>
          )}
        </Group>
        {draft.orderSlots.length === 0 && (
          <Text size="sm" c="dimmed">
            Without order slots the standing order runs on its own schedule.
          </Text>
        )}
        {draft.orderSlots.map((slot, index) => (
          <Paper key={slot.id} withBorder p="md" aria-label={`Order slot ${slot.slotName || index + 1}`}>
            <Stack gap="sm">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label="Slot Name"
                  value={slot.slotName}
                  disabled={disabled}
                  onChange={(event) =>
                    dispatch({ type: 'set-slot', index, patch: { slotName: event.currentTarget.value } })
                  }
                />
                <Switch
                  label="On"
                  checked={slot.isOn}
                  disabled={disabled}
                  onChange={(event) =>
                    dispatch({ type: 'set-slot', index, patch: { isOn: event.currentTarget.checked } })
                  }
                />
                {mayEdit && (
                  <Button
                    variant="subtle"
                    color="red"
                    {...TOUCH}
                    onClick={() => dispatch({ type: 'remove-slot', index })}
                  >
                    Remove Slot
                  </Button>
                )}
              </Group>
              <ScheduleEditor
                label="Slot Schedule"
                value={slot.cronExpression}
                timeZone={timeZone}
                disabled={disabled}
                error={errors.slots?.[index] ?? null}
                onChange={(cronExpression) =>
                  dispatch({ type: 'set-slot', index, patch: { cronExpression } })
                }
              />
              <Text fw={500} size="sm">
                Adjustments
              </Text>
              <AdjustmentsList
                expression={slot.cronExpression}
                adjustments={slot.adjustments}
                timeZone={timeZone}
                disabled={disabled}
                onChange={(adjustments) => dispatch({ type: 'set-slot', index, patch: { adjustments } })}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
