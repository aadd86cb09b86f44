import { Text } from '@mantine/core';
import type { DialogApi } from './dialog-context';
import { DialogFrame } from './DialogFrame';

/** The generic confirm question and its buttons (spec doc 2, section 5). */
export const CONFIRM_DEFAULT_TEXT = 'Are you sure?';
export const CONFIRM_YES = 'Yes';
export const CONFIRM_NO = 'No';

export type ConfirmDialogProps = {
  title?: string;
  text?: string;
  /** Yes by default; the delete confirmation uses OK. */
  acceptLabel?: string;
  /** No by default; the delete confirmation uses Cancel. */
  cancelLabel?: string;
  opened?: boolean;
  onAccept: () => void;
  onCancel: () => void;
};

/**
 * A yes/no question, 'Are you sure?' with Yes and No unless told otherwise.
 * @example <ConfirmDialog text="Are you sure you want to delete this item?" acceptLabel="OK" cancelLabel="Cancel" ... />
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const text = props.text ?? CONFIRM_DEFAULT_TEXT;
  return (
    <DialogFrame
      title={props.title ?? text}
      opened={props.opened}
      onCancel={props.onCancel}
      onAccept={props.onAccept}
      acceptLabel={props.acceptLabel ?? CONFIRM_YES}
      cancelLabel={props.cancelLabel ?? CONFIRM_NO}
    >
      {props.title !== undefined && <Text>{text}</Text>}
    </DialogFrame>
  );
}

/**
 * Asks a question; resolves when accepted, rejects with DialogCancelledError otherwise.
 * @example await confirm(dialogs, { text: DELETE_CONFIRM_MESSAGE, acceptLabel: 'OK', cancelLabel: 'Cancel' })
 */
export function confirm(
  dialogs: DialogApi,
  props: Omit<ConfirmDialogProps, 'onAccept' | 'onCancel' | 'opened'> = {},
): Promise<void> {
  return dialogs.open<void>(({ resolve, cancel }) => (
    <ConfirmDialog {...props} onAccept={() => resolve()} onCancel={cancel} />
  ));
}
