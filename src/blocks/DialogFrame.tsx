import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { DIALOG_DEFAULT_WIDTH } from './block-constants';

export type DialogFrameProps = {
  title: string;
  opened?: boolean;
  /** Dialog width in px; 500 by default. */
  width?: number;
  /** Cancel, Escape and a click outside all cancel. */
  onCancel: () => void;
  onAccept: () => void;
  acceptLabel?: string;
  cancelLabel?: string;
  acceptDisabled?: boolean;
  children?: ReactNode;
};

/**
 * The frame every dialog shares: a title, the content, and Cancel and OK. Enter accepts.
 * @example <DialogFrame title="Quantity" width={325} onCancel={cancel} onAccept={accept}>...</DialogFrame>
 */
export function DialogFrame(props: DialogFrameProps) {
  const { opened = true, width = DIALOG_DEFAULT_WIDTH, acceptLabel = 'OK', cancelLabel = 'Cancel' } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.acceptDisabled !== true) props.onAccept();
  };
  return (
    <Modal opened={opened} onClose={props.onCancel} title={props.title} size={width} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {props.children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onCancel}>
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={props.acceptDisabled}>
              {acceptLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
