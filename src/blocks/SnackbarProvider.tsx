import { Notification, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SNACKBAR_TIMEOUT_MS } from './block-constants';
import { SnackbarContext, type SnackbarApi } from './snackbar-context';
import {
  SNACK_THEME_COLOURS,
  snackPlacement,
  type SnackColour,
  type SnackHorizontal,
  type SnackVertical,
} from './snackbar-placement';

type Snack = { id: number; message: string; colour: SnackColour; timeoutMs: number };

function SnackEntry({ snack, onClose }: { snack: Snack; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(snack.id), snack.timeoutMs);
    return () => clearTimeout(timer);
  }, [snack, onClose]);
  return (
    <Notification
      color={SNACK_THEME_COLOURS[snack.colour]}
      onClose={() => onClose(snack.id)}
      role={snack.colour === 'error' ? 'alert' : 'status'}
      data-colour={snack.colour}
      withBorder
    >
      {snack.message}
    </Notification>
  );
}

/**
 * Snackbars in info, warning and error colours, each shown for 3000 ms unless told otherwise.
 * @example <SnackbarProvider><App /></SnackbarProvider>
 */
export function SnackbarProvider({
  children,
  horizontal = 'center',
  vertical = 'bottom',
}: {
  children: ReactNode;
  horizontal?: SnackHorizontal;
  vertical?: SnackVertical;
}) {
  const placement = snackPlacement(horizontal, vertical);
  const [snacks, setSnacks] = useState<readonly Snack[]>([]);
  const nextId = useRef(0);
  const close = useCallback(
    (id: number) => setSnacks((current) => current.filter((snack) => snack.id !== id)),
    [],
  );
  const api = useMemo<SnackbarApi>(() => {
    const show = (message: string, colour: SnackColour = 'info', timeoutMs = SNACKBAR_TIMEOUT_MS) => {
      const id = nextId.current++;
      setSnacks((current) => [...current, { id, message, colour, timeoutMs }]);
    };
    return {
      show,
      info: (message) => show(message, 'info'),
      warning: (message) => show(message, 'warning'),
      error: (message) => show(message, 'error'),
    };
  }, []);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {snacks.length > 0 && (
        <Stack gap="xs" style={{ ...placement, zIndex: 400, width: 'min(420px, calc(100vw - 32px))' }}>
          {snacks.map((snack) => (
            <SnackEntry key={snack.id} snack={snack} onClose={close} />
          ))}
        </Stack>
      )}
    </SnackbarContext.Provider>
  );
}
