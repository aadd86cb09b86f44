import { useCallback, useEffect, useState } from 'react';
import type { AppSession } from '../../session/session-context';
import type { Go } from '../../navigation/navigation-link';
import { FEED_POLL_MS, fetchFeed, unreadBadge, type Feed } from './notifications-feed';
import { NOTIFICATIONS_LABEL } from './menu-labels';
import { MenuOnDemand } from './MenuOnDemand';
import type { NotificationsFeedMenuProps } from './NotificationsFeedMenu';
import { UnreadCount } from './UnreadCount';

const loadFeedMenu = () => import('./NotificationsFeedMenu').then((module) => module.NotificationsFeedMenu);

/**
 * The notifications menu: a bell with the unread count; the newest notifications the company's
 * configurations raised for this user (order confirmed, delivered, invoice issued, flagged
 * delivery), each opening its record; Mark All Read. It asks the services every 30 seconds and
 * when the app comes back into view; offline it keeps what it last had. The menu's code loads
 * when the bell is first pointed at, focused or tapped (MenuOnDemand); the count shows before.
 */
export function NotificationsMenu({
  session,
  onGo,
  preload = false,
}: {
  session: AppSession;
  onGo: Go;
  /** Load the menu's code when the page is idle (see menusFirstOnIdle). */
  preload?: boolean;
}) {
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
    <MenuOnDemand<NotificationsFeedMenuProps>
      load={loadFeedMenu}
      props={{ feed, badge, label, token, refresh, onGo }}
      label={label}
      icon="bell"
      badge={badge === null ? undefined : <UnreadCount badge={badge} />}
      preload={preload}
    />
  );
}
