import { ActionIcon, Badge, Box, Button, Group, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { RelativeTime } from '../../blocks/RelativeTime';
import { SECTION_ENTITIES } from '../../entities/registry';
import { pathOf } from '../../entities/derive/portal-routes';
import type { Go } from '../../navigation/navigation-link';
import { markFeedRead, type Feed } from './notifications-feed';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { NOTIFICATIONS_LABEL } from './menu-labels';
import { UnreadCount } from './UnreadCount';

// The record a notification is about, opened in its office-portal form.
function recordPath(section: string, id: string): string | null {
  const entity = SECTION_ENTITIES.find((candidate) => candidate.section === section);
  return entity === undefined || entity.single === null ? null : pathOf(entity.single, id);
}

export type NotificationsFeedMenuProps = {
  /** What the services last answered (null: not yet, or offline since the app started). */
  feed: Feed | null;
  /** The bell's badge (null: nothing unread) and its accessible name. */
  badge: string | null;
  label: string;
  token: string;
  /** Asks the services again (on opening, and after marking read). */
  refresh(): void;
  onGo: Go;
  /** Open from the start (tapped before its code had loaded: see MenuOnDemand). */
  initiallyOpened?: boolean;
};

/**
 * The notifications' bell with its menu (Mantine's Menu and ScrollArea): Mark All Read, then the
 * newest notifications, each opening its record. Loaded when the bell is first pointed at,
 * focused or tapped; NotificationsMenu keeps the feed.
 */
export function NotificationsFeedMenu({
  feed,
  badge,
  label,
  token,
  refresh,
  onGo,
  initiallyOpened = false,
}: NotificationsFeedMenuProps) {
  // Opening asks the services again; a menu that opens as it arrives (tapped before) is opened here.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it arrives
  useEffect(() => (initiallyOpened ? refresh() : undefined), []);
  return (
    <Menu position="bottom-end" width={340} onOpen={refresh} withinPortal defaultOpened={initiallyOpened}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label={label} pos="relative">
          <ShellIcon name="bell" />
          {badge === null ? null : <UnreadCount badge={badge} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="xs" py={4}>
          <Text fw={600}>{NOTIFICATIONS_LABEL}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={badge === null}
            onClick={() => void markFeedRead(token).then(refresh, () => undefined)}
          >
            Mark All Read
          </Button>
        </Group>
        <Menu.Divider />
        {feed === null || feed.data.length === 0 ? (
          <Text size="sm" px="xs" py="sm" c="dimmed">
            {feed === null
              ? 'Notifications show here when you are online.'
              : 'Nothing yet. Notification configurations say which events are told here.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={400}>
            {feed.data.map((item) => {
              const path = recordPath(item.recordSection, item.recordID);
              return (
                <Menu.Item
                  key={item.id}
                  onClick={() => {
                    void markFeedRead(token, [item.id]).then(refresh, () => undefined);
                    if (path !== null) onGo(path);
                  }}
                >
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={item.isRead ? 400 : 700}>
                        {item.title}
                      </Text>
                      {item.isRead ? null : (
                        <Badge size="xs" color="red.9">
                          New
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">{item.message}</Text>
                    <Box c="dimmed" fz="xs">
                      <RelativeTime value={item.createdOn} />
                    </Box>
                  </Stack>
                </Menu.Item>
              );
            })}
          </ScrollArea.Autosize>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
