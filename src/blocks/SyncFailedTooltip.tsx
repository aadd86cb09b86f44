import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/**
 * The server's message over a failed record's badge. Its own module: Mantine's tooltip brings
 * floating-ui (15 KB gzipped), which a hub showing no failed record need not load.
 * @example <SyncFailedTooltip label="Quantity must be positive"><Badge>Failed</Badge></SyncFailedTooltip>
 */
export function SyncFailedTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} multiline maw={320}>
      {children}
    </Tooltip>
  );
}
