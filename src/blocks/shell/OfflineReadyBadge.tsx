import { Badge, Group, Text } from '@mantine/core';
import type { OfflineReadiness } from '../../domain/offline-readiness';

// Filled, white words on each: readable on the warehouse hubs' light pages and the driver's dark bar.
const TONE_COLOUR: Readonly<Record<OfflineReadiness['tone'], string>> = {
  ready: 'teal.9',
  preparing: '#424242',
  offline: 'red.9',
};

export type OfflineReadyBadgeProps = {
  readiness: OfflineReadiness;
  size?: 'md' | 'lg';
  /** Whether what is still missing shows beside the badge (hubs), or only to screen readers and as a tooltip (the app bar). */
  showDetail?: boolean;
  /** The detail's colour: dimmed on a light page, white on a dark bar. */
  detailColour?: string;
  /** The badge's test id: a screen's own is 'offline-ready'; the app bar's is its own. */
  testId?: string;
};

/**
 * One status for the network and offline readiness, in the person's words: Ready offline,
 * Getting ready offline… (with what is still loading), or Offline (working on this device, or
 * not ready).
 * @example <OfflineReadyBadge readiness={useOfflineReadiness(['deliveries'])} />
 */
export function OfflineReadyBadge({
  readiness,
  size = 'lg',
  showDetail = true,
  detailColour = 'dimmed',
  testId = 'offline-ready',
}: OfflineReadyBadgeProps) {
  const label = readiness.detail === null ? readiness.words : `${readiness.words} ${readiness.detail}`;
  return (
    // The badge never shrinks (a narrow phone clipped it to "TING READY OFFLIN"): what is
    // still loading goes to the next line instead.
    <Group gap={6} role="status" aria-label={label}>
      <Badge
        color={TONE_COLOUR[readiness.tone]}
        variant="filled"
        size={size}
        data-testid={testId}
        title={readiness.detail ?? undefined}
        styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
      >
        {readiness.words}
      </Badge>
      {showDetail && readiness.detail !== null && (
        <Text size="sm" c={detailColour} data-testid="offline-ready-detail">
          {readiness.detail}
        </Text>
      )}
    </Group>
  );
}
