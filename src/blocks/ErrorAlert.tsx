import { Alert } from '@mantine/core';
import { errorDescription } from './error-description';
import { AlertIcon } from './icons';

export type ErrorAlertProps = {
  /** Anything thrown or returned as an error; nothing shows for null or undefined. */
  error: unknown;
  onDismiss: () => void;
  title?: string;
};

/**
 * The dismissible red error alert of load, save, delete, sync and restore failures; its
 * description is assembled by errorDescription.
 * @example <ErrorAlert error={state.error} onDismiss={() => dispatch({ type: 'errorDismissed' })} />
 */
export function ErrorAlert({ error, onDismiss, title = 'Error' }: ErrorAlertProps) {
  if (error === null || error === undefined) return null;
  return (
    <Alert
      color="red"
      title={title}
      icon={<AlertIcon />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      role="alert"
    >
      {errorDescription(error)}
    </Alert>
  );
}
