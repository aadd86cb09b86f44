import { useState } from 'react';
import { DEFAULT_CUT_OFF_TIME } from './block-constants';
import { DayField, TimeField } from './DateFields';
import type { DialogApi } from './dialog-context';
import { DialogFrame } from './DialogFrame';
import {
  validateAdjustmentInput,
  type AdjustmentInput,
  type AdjustmentInputErrors,
} from './schedule-preview';

export type AdjustmentDialogProps = {
  title?: string;
  /** yyyy-MM-dd of the occurrence being moved. */
  initialDate?: string;
  opened?: boolean;
  onSubmit: (input: AdjustmentInput) => void;
  onCancel: () => void;
};

/**
 * Moves a schedule occurrence: an Adjustment Date and a Cut-Off Time (00:00 by default), both needed.
 * @example <AdjustmentDialog initialDate="2026-01-13" onSubmit={adjust} onCancel={close} />
 */
export function AdjustmentDialog(props: AdjustmentDialogProps) {
  const [input, setInput] = useState<AdjustmentInput>({
    date: props.initialDate ?? '',
    cutOffTime: DEFAULT_CUT_OFF_TIME,
  });
  const [errors, setErrors] = useState<AdjustmentInputErrors>({});
  const accept = () => {
    const found = validateAdjustmentInput(input);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSubmit(input);
  };
  const change = (patch: Partial<AdjustmentInput>) => {
    setInput((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  return (
    <DialogFrame
      title={props.title ?? 'Adjust'}
      opened={props.opened}
      onCancel={props.onCancel}
      onAccept={accept}
    >
      <DayField
        label="Adjustment Date"
        required
        value={input.date}
        onChange={(date) => change({ date })}
        error={errors.date ?? null}
      />
      <TimeField
        label="Cut-Off Time"
        required
        value={input.cutOffTime}
        onChange={(cutOffTime) => change({ cutOffTime })}
        error={errors.cutOffTime ?? null}
      />
    </DialogFrame>
  );
}

/**
 * Opens the adjustment dialog; resolves with the date and cut-off time, rejects when cancelled.
 * @example const input = await pickAdjustment(dialogs, { initialDate: '2026-01-13' })
 */
export function pickAdjustment(
  dialogs: DialogApi,
  props: Omit<AdjustmentDialogProps, 'onSubmit' | 'onCancel' | 'opened'> = {},
): Promise<AdjustmentInput> {
  return dialogs.open<AdjustmentInput>(({ resolve, cancel }) => (
    <AdjustmentDialog {...props} onSubmit={resolve} onCancel={cancel} />
  ));
}
