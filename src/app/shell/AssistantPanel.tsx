import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Popover,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatTokenExpiry } from '../../domain/formats';
import type { AppSession } from '../../session/session-context';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { HandOverDevice } from './HandOverDevice';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { subscriptionLabel } from './subscription-label';
import { ASSISTANT_LABEL } from './menu-labels';

export type AssistantPanelProps = {
  session: AppSession;
  /** The current screen's title and what it holds, from its route meta. */
  screen: { title: string; description?: string | undefined };
  onGo: Go;
  onLogout(): void;
  /** Hand over this device (a shared tablet or van): sends what it can, then signs out keeping the rest. */
  onHandOver?: () => Promise<void>;
  /** Open from the start (tapped before its code had loaded: see MenuOnDemand). */
  initiallyOpened?: boolean;
};

const HELP_LINKS: readonly { label: string; href: string }[] = [
  { label: 'My Profile', href: '/my-profile' },
  { label: 'Settings', href: '/settings' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];

/**
 * The assistant button and its help panel: who is signed in (user, company, subscription,
 * when the session ends), what the current screen is for, links to the profile, settings and
 * privacy policy, Hand over this device (shared devices keep each person's unsent work), and Log out. In training mode it says the data is canned instead.
 * @example <AssistantPanel session={session} screen={{ title: 'Packing Hub' }} onGo={go} onLogout={logout} />
 */
export function AssistantPanel({
  session,
  screen,
  onGo,
  onLogout,
  onHandOver,
  initiallyOpened = false,
}: AssistantPanelProps) {
  const [opened, setOpened] = useState(initiallyOpened);
  const close = () => setOpened(false);
  const timeZone = session.company?.defaultTimeZone ?? undefined;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          aria-label={ASSISTANT_LABEL}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          <ShellIcon name="assistant" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={ASSISTANT_LABEL} role="dialog">
        <Stack gap="xs">
          <Group justify="space-between" align="center">
            <Title order={2} size="h5">
              {ASSISTANT_LABEL}
            </Title>
            {session.isTraining && <Badge color="orange">Training</Badge>}
          </Group>
          <div>
            <Text size="sm" fw={600}>
              {session.userName}
            </Text>
            <Text size="sm" c="dimmed">
              {session.company?.companyName ?? 'Your company'} · {subscriptionLabel(session.subscriptionCode)}
            </Text>
            {session.isTraining ? (
              <Text size="xs" c="dimmed" mt={4}>
                Training mode runs on canned data in this browser. Nothing you do here reaches a real account.
              </Text>
            ) : (
              <Text size="xs" c="dimmed" mt={4}>
                Signed in until {formatTokenExpiry(session.expiresOn, timeZone)}
              </Text>
            )}
          </div>
          <Divider />
          <div>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              This screen
            </Text>
            <Text size="sm" fw={500}>
              {screen.title || 'Bulktrade'}
            </Text>
            {screen.description !== undefined && (
              <Text size="sm" c="dimmed">
                {screen.description}
              </Text>
            )}
          </div>
          <Divider />
          <Group gap="md">
            {HELP_LINKS.map((link) => (
              <Anchor key={link.href} size="sm" {...linkProps(link.href, onGo, close)}>
                {link.label}
              </Anchor>
            ))}
          </Group>
          {!session.isTraining && onHandOver !== undefined && (
            <HandOverDevice session={session} onHandOver={onHandOver} />
          )}
          {!session.isTraining && (
            <Button
              variant="light"
              leftSection={<ShellIcon name="logout" size={18} />}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              Log out
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
