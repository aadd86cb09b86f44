import { ActionIcon, Badge, Box, Button, Group, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { RelativeTime } from '../../blocks/RelativeTime';
import { SECTION_ENTITIES } from '../../entities/registry';
import { pathOf } from '../../navigation/portal-routes';
import type { AppSession } from '../../session/session-context';
import type { Go } from '../../navigation/navigation-link';
import { FEED_POLL_MS, fetchFeed, markFeedRead, unreadBadge, type Feed } from './notifications-feed';
import { ShellIcon } from '../../blocks/shell/ShellIcon';

export const NOTIFICATIONS_LABEL = 'Notifications';

// The record a notification is about, opened in its office-portal form.
function recordPath(section: string, id: string): string | null {
  const entity = SECTION_ENTITIES.find((candidate) => candidate.section === section);
  return entity === undefined || entity.single === null ? null : pathOf(entity.single, id);
}

/**
 * The notifications menu: a bell with the unread count; the newest notifications the company's
 * configurations raised for this user (order confirmed, delivered, invoice issued, flagged
 * delivery), each opening its record; Mark All Read. It asks the services every 30 seconds and
 * when the app comes back into view; offline it keeps what it last had.
 */
export function NotificationsMenu({ session, onGo }: { session: AppSession; onGo: Go }) {
  const [feed, setFeed] = useState<Feed | null>(null);
  const token = session.token;
  const refresh = useCallback(() => {
    fetchFeed(token).then(setFeed, () => undefined);
  }, [token]);

  useEffect(() => {
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) refresh();
    }, FEED_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', refresh);
    };
  }, [refresh]);

  const badge = unreadBadge(feed?.unread ?? 0);
  const label = badge === null ? NOTIFICATIONS_LABEL : `${NOTIFICATIONS_LABEL}, ${feed?.unread ?? 0} unread`;
  return (
    <Menu position="bottom-end" width={340} onOpen={refresh} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label={label} pos="relative">
          <ShellIcon name="bell" />
          {badge === null ? null : (
            <Badge
              component="span"
              aria-hidden
              size="xs"
              color="red.9"
              px={4}
              pos="absolute"
              top={0}
              right={0}
              style={{ pointerEvents: 'none' }}
            >
              {badge}
            </Badge>
          )}
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
