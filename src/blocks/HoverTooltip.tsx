import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

export type HoverTooltipProps = { label: string; opened: boolean; children: ReactElement };

/**
 * Mantine's Tooltip, opened while its button is hovered (TooltipOnDemand says when and lays the
 * child over the button). Its own module: the tooltip brings floating-ui, which a page need not
 * load until a button is pointed at.
 * @example <HoverTooltip label="Search" opened={hovered}><span style={{ position: 'absolute', inset: 0 }} /></HoverTooltip>
 */
export function HoverTooltip({ label, opened, children }: HoverTooltipProps) {
  return (
    <Tooltip label={label} opened={opened}>
      {children}
    </Tooltip>
  );
}
