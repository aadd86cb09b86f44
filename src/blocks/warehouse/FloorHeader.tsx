import { Button, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeviceStatus } from '../shell/DeviceStatus';

export type FloorHeaderProps = {
  /** The screen's title: the hub's name (a heading of level 1) or the open consignment's (level 2, with `onBack`). */
  title: string;
  /** Back to the hub's list: shown as a large Back button before the title. */
  onBack?: () => void;
  /** Beside the title: the open consignment's state (Picked, Packed, Waiting to sync). */
  badges?: ReactNode;
  /** Before the sync status: the screen's own large buttons (the camera scan). */
  actions?: ReactNode;
  /** The navigation names the screen needs on the device to work offline (DeviceStatus). */
  needs?: readonly string[];
};

/**
 * The warehouse floor's screen header: title (with Back on a consignment), its state, and the
 * tablet's sync status at the right, the same on the picking and packing hubs and their
 * consignments.
 * @example <FloorHeader title="Pack C1104" onBack={close} badges={<Badge>Packed</Badge>} needs={OFFLINE_NEEDS} />
 */
export function FloorHeader({ title, onBack, badges, actions, needs }: FloorHeaderProps) {
  return (
    <Group justify="space-between">
      <Group gap="sm">
        {onBack !== undefined && (
          <Button variant="default" size="lg" onClick={onBack}>
            Back
          </Button>
        )}
        <Title order={onBack === undefined ? 1 : 2}>{title}</Title>
        {badges}
      </Group>
      <Group gap="sm">
        {actions}
        <DeviceStatus needs={needs} />
      </Group>
    </Group>
  );
}
