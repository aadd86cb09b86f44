import { Button, Popover, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SYNC_PICKER_WIDTH } from './block-constants';
import type { SyncParty } from './sync-parties';

export const SYNC_WITH_LABEL = 'Sync With';

export type SyncPartyPickerProps = {
  parties: readonly SyncParty[];
  /** The chosen party's id. */
  value: string | null;
  onChange: (partyID: string) => void;
};

/**
 * Chooses which external party the list syncs with: a header button naming the chosen party
 * that opens a 400 px picker of the connected parties. Nothing shows without parties.
 * @example <SyncPartyPicker parties={[{ id: 'xero', name: 'Xero' }]} value="xero" onChange={setParty} />
 */
export function SyncPartyPicker({ parties, value, onChange }: SyncPartyPickerProps) {
  const [opened, setOpened] = useState(false);
  if (parties.length === 0) return null;
  const chosen = parties.find((party) => party.id === value);
  return (
    <Popover
      width={SYNC_PICKER_WIDTH}
      position="bottom-end"
      opened={opened}
      onChange={setOpened}
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          {chosen === undefined ? SYNC_WITH_LABEL : `${SYNC_WITH_LABEL}: ${chosen.name}`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Radio.Group
          label={SYNC_WITH_LABEL}
          value={value}
          onChange={(partyID) => {
            onChange(partyID);
            setOpened(false);
          }}
        >
          <Stack gap="xs" mt="xs">
            {parties.map((party) => (
              <Radio key={party.id} value={party.id} label={party.name} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed" mt="sm">
          Rows show whether each record is uploaded to this party.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
