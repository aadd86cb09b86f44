import { Badge, Button, Group, Title } from '@mantine/core';
import { OfflineReadyBadge } from '../../blocks/shell/OfflineReadyBadge';
import { useSyncStatus } from '../../data/use-sync-status';
import type { OfflineReadiness } from '../../domain/offline-readiness';
import classes from './driving.module.css';

export type DriverStatusBarProps = {
  title: string;
  /** Whether the open journey can be worked with no signal; null when no journey is open (then only online or offline shows). */
  readiness: OfflineReadiness | null;
  onExit: () => void;
};

/**
 * The driver hub's own top bar (it has no app bar): what is open, one status for the network
 * and the open journey's offline readiness, and how many changes are not yet sent.
 */
export function DriverStatusBar({ title, readiness, onExit }: DriverStatusBarProps) {
  const { online, pending } = useSyncStatus();
  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={1} size="h3" c="white" lineClamp={1}>
          {title}
        </Title>
        <Button size="md" h={48} color="gray.0" c="dark" onClick={onExit}>
          Home
        </Button>
      </Group>
      <Group gap="xs" mt={6} aria-live="polite">
        {readiness === null ? (
          <Badge
            size="lg"
            color={online ? '#1b5e20' : '#b71c1c'}
            variant="filled"
            data-testid="network-state"
          >
            {online ? 'Online' : 'Offline'}
          </Badge>
        ) : (
          <OfflineReadyBadge readiness={readiness} detailColour="white" />
        )}
        <Badge
          size="lg"
          color={pending === 0 ? '#424242' : 'yellow.5'}
          c={pending === 0 ? 'white' : 'black'}
          variant="filled"
          data-testid="pending-count"
        >
          {pending === 0 ? 'All changes sent' : `${pending} ${pending === 1 ? 'change' : 'changes'} not sent`}
        </Badge>
      </Group>
    </header>
  );
}
