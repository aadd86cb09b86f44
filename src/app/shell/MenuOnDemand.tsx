import { ActionIcon } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { ShellIconName } from '../../blocks/shell/shell-icons';
import { ShellIcon } from '../../blocks/shell/ShellIcon';

/** What a menu loaded on demand is given beside its own props: open it at once (it was tapped before it came). */
export type OnDemandMenuProps = { initiallyOpened?: boolean };

export type MenuOnDemandProps<P> = {
  /** The menu's module, imported the first time a person points at, focuses or taps its button. */
  load: () => Promise<ComponentType<P & OnDemandMenuProps>>;
  props: P;
  /** The button's accessible name and icon: the same as the loaded menu's own button. */
  label: string;
  icon: ShellIconName;
};

/** Runs `work` when the page is next idle (a short wait where the browser cannot say); answers the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 300);
  return () => window.clearTimeout(handle);
}

/**
 * A top-bar menu whose code (Mantine's Menu and Popover, floating-ui) is not in the first page's
 * chunk: the page draws and starts without it, and it loads once the page is idle, or at once
 * when a person points at, focuses or taps its button, whichever comes first (so a device taken
 * offline in its first seconds still has its menus). A tap before it came opens the menu as
 * soon as it has. The loaded menu's button takes the focus the placeholder had.
 * @example <MenuOnDemand load={() => import('./SkinMenu').then((m) => m.SkinMenu)} props={{ skin, onSkinChange }} label="Skin" icon="palette" />
 */
export function MenuOnDemand<P extends object>({ load, props, label, icon }: MenuOnDemandProps<P>) {
  const [Loaded, setLoaded] = useState<ComponentType<P & OnDemandMenuProps> | null>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const started = useRef(false);
  const hadFocus = useRef(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const start = () => {
    if (started.current) return;
    started.current = true;
    load().then(
      (component) => {
        hadFocus.current = placeholder.current !== null && document.activeElement === placeholder.current;
        setLoaded(() => component);
      },
      (error: unknown) => {
        // Asked for again at the next touch (offline before the app was stored, for one).
        started.current = false;
        console.warn(`The ${label} menu could not load.`, error);
      },
    );
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is first idle
  useEffect(() => whenIdle(start), []);
  useLayoutEffect(() => {
    if (Loaded !== null && hadFocus.current) box.current?.querySelector('button')?.focus();
  }, [Loaded]);
  if (Loaded !== null) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Loaded {...props} initiallyOpened={openWhenLoaded} />
      </span>
    );
  }
  return (
    <ActionIcon
      variant="subtle"
      color="white"
      size="lg"
      aria-label={label}
      aria-haspopup="menu"
      ref={placeholder}
      onPointerEnter={start}
      onFocus={start}
      onClick={() => {
        setOpenWhenLoaded(true);
        start();
      }}
    >
      <ShellIcon name={icon} />
    </ActionIcon>
  );
}
