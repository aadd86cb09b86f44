import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { mirrorLoadingText, type MirrorState } from '../data/mirror-state';
import { useMirrorState } from '../data/use-mirror-state';

export type MirrorEmptyViewProps = {
  /** The screen's mirror state (useMirrorState). */
  mirror: MirrorState;
  /** What to say once the records are all here and there are none ("No orders"). */
  children: ReactNode;
  /** Text size of the loading line (the empty message keeps its own). */
  size?: 'xs' | 'sm' | 'md' | 'lg';
};

/**
 * The empty message a screen shows only when it is true: until the sections' first pull is
 * done it says what is loading (and how far), or offline that it is not on this device yet.
 * @example <MirrorEmptyView mirror={mirror}><Text>No orders</Text></MirrorEmptyView>
 */
export function MirrorEmptyView({ mirror, children, size = 'sm' }: MirrorEmptyViewProps) {
  if (mirror.state === 'ready') return <>{children}</>;
  return (
    <Group gap="xs" wrap="nowrap" role="status" data-testid="mirror-loading">
      {mirror.online && <Loader size="xs" />}
      <Text size={size} c="dimmed">
        {mirrorLoadingText(mirror)}
      </Text>
    </Group>
  );
}

export type MirrorEmptyProps = Omit<MirrorEmptyViewProps, 'mirror'> & {
  /** The navigation names the screen reads ('customer-orders'). */
  names: readonly string[];
};

/**
 * MirrorEmptyView over the named sections' first pull.
 * @example {orders.length === 0 && <MirrorEmpty names={['customer-orders']}><Text>No orders</Text></MirrorEmpty>}
 */
export function MirrorEmpty({ names, ...view }: MirrorEmptyProps) {
  const mirror = useMirrorState(names);
  return <MirrorEmptyView mirror={mirror} {...view} />;
}
