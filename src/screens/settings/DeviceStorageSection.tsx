import { Button, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import {
  askPersistentStorage,
  browserStorage,
  readStorageUse,
  storageRows,
  type StoragePort,
  type StorageUse,
} from '../../blocks/pwa/device-storage';

/**
 * This device's storage on the settings page: how much the offline data (the mirror) holds,
 * how much the browser allows, and whether the browser promises to keep it, with a button to
 * ask for that promise.
 * @example <DeviceStorageSection />
 */
export function DeviceStorageSection({
  storage = browserStorage,
}: {
  storage?: () => StoragePort | undefined;
}) {
  const [use, setUse] = useState<StorageUse | null>(null);
  const read = useCallback(() => {
    void readStorageUse(storage()).then(setUse);
  }, [storage]);
  useEffect(read, [read]);
  if (use === null) return <Text size="sm">Reading this device's storage…</Text>;
  return (
    <Stack gap="xs" data-testid="device-storage">
      <Table variant="vertical" layout="fixed" withTableBorder maw={560}>
        <Table.Tbody>
          {storageRows(use).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {use.persistence === 'refused' && (
        <Button
          variant="default"
          w="fit-content"
          onClick={() => void askPersistentStorage(storage()).then(read)}
        >
          Keep Data On This Device
        </Button>
      )}
    </Stack>
  );
}
