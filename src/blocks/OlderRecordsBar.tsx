import { Button, Group, Loader, Text } from '@mantine/core';

/** What the bar shows: the list's older records' status (src/portal/use-older-records.ts). */
export type OlderRecordsBarProps = {
  status: 'idle' | 'loading' | 'more' | 'done' | 'offline' | 'failed';
  /** Days of history this device keeps of the list. */
  days: number;
  /** How many older records are shown. */
  shown: number;
  message: string | null;
  onLoadMore: () => void;
};

export const SHOW_OLDER = 'Show Older Records';
export const SHOW_MORE_OLDER = 'Show More Older Records';

/**
 * Older records need a connection: the words a list says offline in place of Nothing Found.
 * @example olderNeedConnection(90) // 'This device keeps the last 90 days. Older records need a connection.'
 */
export function olderNeedConnection(days: number): string {
  return `This device keeps the last ${days} days. Older records need a connection.`;
}

/**
 * The foot of a list whose device keeps only recent history (an archive's last 90 days): it
 * offers the older records online, page by page, and says plainly offline that they need a
 * connection.
 * @example <OlderRecordsBar status="idle" days={90} shown={0} message={null} onLoadMore={load} />
 */
export function OlderRecordsBar({ status, days, shown, message, onLoadMore }: OlderRecordsBarProps) {
  if (status === 'offline')
    return (
      <Text size="sm" c="dimmed" ta="center" role="status">
        {olderNeedConnection(days)}
      </Text>
    );
  if (status === 'loading')
    return (
      <Group justify="center" gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading older records…
        </Text>
      </Group>
    );
  if (status === 'done')
    return (
      <Text size="sm" c="dimmed" ta="center">
        {shown === 0 ? `No records older than ${days} days.` : 'All older records are shown.'}
      </Text>
    );
  return (
    <Group justify="center" gap="xs">
      {status === 'failed' && message !== null && (
        <Text size="sm" c="red">
          {message}
        </Text>
      )}
      {status === 'idle' && (
        <Text size="sm" c="dimmed">
          This device keeps the last {days} days.
        </Text>
      )}
      <Button variant="light" onClick={onLoadMore}>
        {status === 'idle' ? SHOW_OLDER : status === 'failed' ? 'Try Again' : SHOW_MORE_OLDER}
      </Button>
    </Group>
  );
}
