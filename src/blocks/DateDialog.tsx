import { useState } from 'react';
import { FIELD_REQUIRED_MESSAGE } from '../domain/field-validation';
import { DATE_DIALOG_WIDTH } from './block-constants';
import { DayField } from './DateFields';
import type { DialogApi } from './dialog-context';
import { DialogFrame } from './DialogFrame';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type DateDialogProps = {
  title: string;
  label?: string;
  /** yyyy-MM-dd. */
  initial?: string | null;
  opened?: boolean;
  onSubmit: (day: string) => void;
  onCancel: () => void;
};

/**
 * Asks for a day (325 wide); OK needs one.
 * @example <DateDialog title="Deliver On" onSubmit={setDay} onCancel={close} />
 */
export function DateDialog(props: DateDialogProps) {
  const [day, setDay] = useState(props.initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const accept = () => {
    if (!DAY_PATTERN.test(day)) setError(FIELD_REQUIRED_MESSAGE);
    else props.onSubmit(day);
  };
  return (
    <DialogFrame
      title={props.title}
      opened={props.opened}
      width={DATE_DIALOG_WIDTH}
      onCancel={props.onCancel}
      onAccept={accept}
    >
      <DayField
        label={props.label ?? 'Date'}
        value={day}
        onChange={(next) => {
          setDay(next);
          setError(null);
        }}
        error={error}
        data-autofocus
      />
    </DialogFrame>
  );
}

/**
 * Opens the date dialog; resolves with yyyy-MM-dd, rejects when cancelled.
 * @example const day = await pickDate(dialogs, { title: 'Deliver On' })
 */
export function pickDate(
  dialogs: DialogApi,
  props: Omit<DateDialogProps, 'onSubmit' | 'onCancel' | 'opened'>,
): Promise<string> {
  return dialogs.open<string>(({ resolve, cancel }) => (
    <DateDialog {...props} onSubmit={resolve} onCancel={cancel} />
  ));
}
