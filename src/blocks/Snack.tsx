import { Notification } from '@mantine/core';
import { useEffect } from 'react';
import { SNACK_WIDGET_TIMEOUT_MS } from './block-constants';
import {
  SNACK_THEME_COLOURS,
  snackPlacement,
  type SnackColour,
  type SnackVertical,
} from './snackbar-placement';

export type SnackProps = {
  message: string;
  opened: boolean;
  onClose: () => void;
  colour?: SnackColour;
  /** 5000 ms by default. */
  timeoutMs?: number;
  /** left, center or right; anything else throws. */
  horizontal?: string;
  vertical?: SnackVertical;
};

/**
 * The stand-alone snack widget: one message that closes itself after 5000 ms.
 * @example <Snack opened={saved} onClose={() => setSaved(false)} message="Saved" />
 */
export function Snack({
  message,
  opened,
  onClose,
  colour = 'info',
  timeoutMs = SNACK_WIDGET_TIMEOUT_MS,
  horizontal = 'center',
  vertical = 'bottom',
}: SnackProps) {
  const placement = snackPlacement(horizontal, vertical);
  useEffect(() => {
    if (!opened) return undefined;
    const timer = setTimeout(onClose, timeoutMs);
    return () => clearTimeout(timer);
  }, [opened, onClose, timeoutMs]);
  if (!opened) return null;
  return (
    <Notification
      color={SNACK_THEME_COLOURS[colour]}
      onClose={onClose}
      role={colour === 'error' ? 'alert' : 'status'}
      data-colour={colour}
      withBorder
      style={{ ...placement, zIndex: 400 }}
    >
      {message}
    </Notification>
  );
}
