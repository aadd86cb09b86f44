import { Badge, Button, Group, Title } from '@mantine/core';
import { useSyncStatus } from '../../data/use-sync-status';
import classes from './driving.module.css';

export type DriverStatusBarProps = {
  title: string;
  /** Whether what the screen shows is all in the mirror; null when there is nothing to be ready for. */
  readyOffline: boolean | null;
  onExit: () => void;
};

/**
 * The driver hub's own top bar (it has no app bar): what is open, online or offline, how many
 * changes are not yet sent, and whether the journey is ready to work with no signal.
 */
export function DriverStatusBar({ title, readyOffline, onExit }: DriverStatusBarProps) {
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
        <Badge size="lg" color={online ? '#1b5e20' : '#b71c1c'} variant="filled" data-testid="network-state">
          {online ? 'Online' : 'Offline'}
        </Badge>
        <Badge size="lg" color={pending === 0 ? '#424242' : 'yellow.5'} c={pending === 0 ? 'white' : 'black'} variant="filled" data-testid="pending-count">
          {pending === 0 ? 'All changes sent' : `${pending} ${pending === 1 ? 'change' : 'changes'} not sent`}
        </Badge>
        {readyOffline === null ? null : (
          <Badge size="lg" color={readyOffline ? '#0d47a1' : '#424242'} variant="filled" data-testid="offline-ready">
            {readyOffline ? 'Ready offline' : 'Getting ready offline…'}
          </Badge>
        )}
      </Group>
    </header>
  );
}
