import { Button, Group, Progress, Text } from '@mantine/core';
import type { UploadProgress } from './use-external-sync';

export type UploadAllControlProps = {
  /** How many shown rows are not uploaded to the party yet. */
  waiting: number;
  progress: UploadProgress | null;
  mayEdit: boolean;
  onUploadAll: () => void;
  onStop: () => void;
};

/**
 * What an Upload All says: under way, "Uploading 3 of 20" with a bar; once done, how many went
 * and how many failed (each failed row keeps its message).
 * @example uploadProgressText({ total: 20, done: 20, failed: 2, running: false }) // 'Uploaded 18 of 20, 2 failed'
 */
export function uploadProgressText(progress: UploadProgress): string {
  if (progress.running)
    return `Uploading ${Math.min(progress.done + 1, progress.total)} of ${progress.total}`;
  const uploaded = progress.done - progress.failed;
  return `Uploaded ${uploaded} of ${progress.total}${progress.failed > 0 ? `, ${progress.failed} failed` : ''}`;
}

/**
 * The list header's Upload All: sends every shown row not yet uploaded to the chosen party, one
 * after another, with a progress bar and Stop; afterwards, how it went.
 * @example <UploadAllControl waiting={12} progress={sync.progress} mayEdit onUploadAll={...} onStop={sync.stop} />
 */
export function UploadAllControl({ waiting, progress, mayEdit, onUploadAll, onStop }: UploadAllControlProps) {
  if (!mayEdit) return null;
  const running = progress?.running === true;
  return (
    <Group gap="xs" wrap="wrap">
      {progress !== null && (
        <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
          {running && (
            <Progress
              value={(progress.done / Math.max(progress.total, 1)) * 100}
              w={80}
              size="sm"
              aria-label="Upload progress"
            />
          )}
          <Text size="xs" c={progress.failed > 0 ? 'red.8' : 'dimmed'}>
            {uploadProgressText(progress)}
          </Text>
        </Group>
      )}
      {running ? (
        <Button size="compact-sm" variant="subtle" color="red" onClick={onStop}>
          Stop
        </Button>
      ) : (
        <Button size="compact-sm" variant="light" disabled={waiting === 0} onClick={onUploadAll}>
          {`Upload All (${waiting})`}
        </Button>
      )}
    </Group>
  );
}
