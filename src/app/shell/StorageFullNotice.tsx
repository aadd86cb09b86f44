import { Alert, Button, Group, Text } from '@mantine/core';
import { useContext, useSyncExternalStore } from 'react';
import { DataContext, type DataApi } from '../../data/data-context';

function HeldWritesNotice({ storage }: { storage: DataApi['writes']['storage'] }) {
  const state = useSyncExternalStore(storage.subscribe, storage.state, storage.state);
  if (state.message === null) return null;
  return (
    <Alert color="red" radius={0} role="alert" data-testid="storage-full">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{state.message}</Text>
        {state.held > 0 && (
          <Button size="compact-sm" color="red" variant="white" onClick={() => void storage.retry()}>
            Try again now
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/**
 * Says, on every screen, when the device's storage is full and writes wait in memory (and that
 * they are saved once there is room); nothing before the data layer has loaded.
 * @example <StorageFullNotice />
 */
export function StorageFullNotice() {
  const data = useContext(DataContext);
  return data === null ? null : <HeldWritesNotice storage={data.writes.storage} />;
}
