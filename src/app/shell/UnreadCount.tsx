import { Badge } from '@mantine/core';

/**
 * The count over the notifications' bell (hidden from screen readers: the bell's name says it).
 * @example <UnreadCount badge="3" />
 */
export function UnreadCount({ badge }: { badge: string }) {
  return (
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
  );
}
