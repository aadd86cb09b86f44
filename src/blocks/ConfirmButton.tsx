import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export type ConfirmButtonProps = Omit<ButtonProps, 'onClick'> & {
  children: ReactNode;
  /** The question; 'Are you sure?' by default. */
  confirmText?: string;
  acceptLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
};

/**
 * A button that asks before it acts.
 * @example <ConfirmButton color="red" onConfirm={detach}>Detach</ConfirmButton>
 */
export function ConfirmButton({
  children,
  confirmText,
  acceptLabel,
  cancelLabel,
  onConfirm,
  ...button
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setAsking(true)}>
        {children}
      </Button>
      {asking && (
        <ConfirmDialog
          text={confirmText}
          acceptLabel={acceptLabel}
          cancelLabel={cancelLabel}
          onCancel={() => setAsking(false)}
          onAccept={() => {
            setAsking(false);
            onConfirm();
          }}
        />
      )}
    </>
  );
}
