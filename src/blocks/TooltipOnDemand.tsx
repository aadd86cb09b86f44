import { useState, type ComponentType, type PointerEvent, type ReactNode } from 'react';
import type { HoverTooltipProps } from './HoverTooltip';

const loadTooltip = () => import('./HoverTooltip').then((module) => module.HoverTooltip);
let loadedTooltip: ComponentType<HoverTooltipProps> | null = null;
let loading: Promise<ComponentType<HoverTooltipProps>> | null = null;

/**
 * A button's tooltip (Mantine's Tooltip, shown while a mouse is over the button, as Mantine's
 * shows it: not for a touch) whose code (the Tooltip with floating-ui, about 18 KB gzipped) is
 * not in the page's first load: it loads when a mouse first comes over the button, and then
 * shows over a box laid on the button, so the button itself is never drawn again (a click or the
 * focus stays where it was). Offline its chunk comes from the precache; a load that fails leaves
 * the button without its tooltip until the next time (its accessible name is the label anyway).
 * @example <TooltipOnDemand label="Refresh"><ActionIcon aria-label="Refresh" onClick={refresh}><RefreshIcon /></ActionIcon></TooltipOnDemand>
 */
export function TooltipOnDemand({ label, children }: { label: string; children: ReactNode }) {
  const [Loaded, setLoaded] = useState<ComponentType<HoverTooltipProps> | null>(() => loadedTooltip);
  const [hovered, setHovered] = useState(false);
  const enter = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.pointerType !== 'mouse') return;
    setHovered(true);
    if (Loaded !== null) return;
    loading ??= loadTooltip();
    loading.then(
      (component) => {
        loadedTooltip = component;
        setLoaded(() => component);
      },
      () => {
        loading = null;
      },
    );
  };
  return (
    <span
      style={{ position: 'relative', display: 'inline-flex' }}
      onPointerEnter={enter}
      onPointerLeave={() => setHovered(false)}
    >
      {children}
      {Loaded !== null && (
        <Loaded label={label} opened={hovered}>
          <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Loaded>
      )}
    </span>
  );
}
