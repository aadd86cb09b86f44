import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { ConfirmButton } from './ConfirmButton';
import { AlertIcon, CheckIcon } from './icons';

export const UPLOADED_LABEL = 'Uploaded';
export const UPLOAD_LABEL = 'Upload';
export const DETACH_LABEL = 'Detach';

export type ExternalSyncCellProps = {
  /** The record's external reference for the chosen party; null when not uploaded. */
  externalItemID: string | null;
  /** The server's message of the last failed upload. */
  failure?: string | null;
  mayEdit: boolean;
  busy?: boolean;
  onUpload: () => void;
  onDetach: () => void;
};

/**
 * Sync with an external party on a row: Uploaded with a check (and Detach) when the record
 * has a reference, Upload otherwise, and an alert icon with the server's message after a failure.
 * @example <ExternalSyncCell externalItemID={ref?.externalItemID ?? null} mayEdit onUpload={upload} onDetach={detach} />
 */
export function ExternalSyncCell({
  externalItemID,
  failure,
  mayEdit,
  busy = false,
  onUpload,
  onDetach,
}: ExternalSyncCellProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {failure != null && failure !== '' && (
        <Tooltip label={failure} multiline maw={320}>
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={failure}>
            <AlertIcon size={14} />
          </ActionIcon>
        </Tooltip>
      )}
      {externalItemID !== null ? (
        <>
          <Group gap={2} wrap="nowrap" c="green.8">
            <CheckIcon size={14} />
            <Text size="xs">{UPLOADED_LABEL}</Text>
          </Group>
          {mayEdit && (
            <ConfirmButton
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onConfirm={onDetach}
            >
              {DETACH_LABEL}
            </ConfirmButton>
          )}
        </>
      ) : (
        mayEdit && (
          <Button size="compact-xs" variant="light" loading={busy} onClick={onUpload}>
            {UPLOAD_LABEL}
          </Button>
        )
      )}
    </Group>
  );
}
