import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useHasData } from '../../data/data-context';
import { postSyncSignal } from '../../data/outbox-announce';
import { useUnsentWork } from '../../data/use-unsent-work';
import type { AppSession } from '../../session/session-context';
import { isExpired } from '../../session/session-storage';

export const HAND_OVER_LABEL = 'Hand over this device';

/** How long a hand-over waits for the unsent changes to go before it signs out anyway. */
export const HAND_OVER_WAIT_MS = 15_000;

export type HandOverDeviceProps = {
  session: AppSession;
  /** Signs out keeping every unsent write for its maker (SessionApi.handOver). */
  onHandOver: () => Promise<void>;
};

/**
 * The account menu's "Hand over this device": shows what is unsent, sends it if it can (sync
 * now, while online and signed in), then signs out without losing any of it: whatever did not
 * go stays on the device for this person's next sign-in here.
 * @example <HandOverDevice session={session} onHandOver={() => sessionApi.handOver()} />
 */
export function HandOverDevice(props: HandOverDeviceProps) {
  return useHasData() ? (
    <HandOver {...props} />
  ) : (
    <HandOverButton sending={false} onClick={() => void props.onHandOver()} />
  );
}

function HandOverButton({ sending, onClick }: { sending: boolean; onClick: () => void }) {
  return (
    <Button variant="default" loading={sending} onClick={onClick}>
      {HAND_OVER_LABEL}
    </Button>
  );
}

function unsentText(own: number): string {
  if (own === 0) return 'Everything you did on this device is sent.';
  const changes = `${own} ${own === 1 ? 'change' : 'changes'}`;
  return `${changes} not sent yet. Handing over sends them if it can; what is left stays here until you sign in again.`;
}

function HandOver({ session, onHandOver }: HandOverDeviceProps) {
  const { own } = useUnsentWork();
  const left = useRef(own);
  useEffect(() => {
    left.current = own;
  }, [own]);
  const [sending, setSending] = useState(false);

  const handOver = async () => {
    setSending(true);
    try {
      if (left.current > 0 && navigator.onLine && !isExpired(session, new Date())) {
        postSyncSignal('sync-now');
        const until = Date.now() + HAND_OVER_WAIT_MS;
        while (left.current > 0 && navigator.onLine && Date.now() < until)
          await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await onHandOver();
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="hand-over-unsent">
        {unsentText(own)}
      </Text>
      <HandOverButton sending={sending} onClick={() => void handOver()} />
    </Stack>
  );
}
