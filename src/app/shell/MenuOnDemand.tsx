import { ActionIcon } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import type { ShellIconName } from '../../blocks/shell/shell-icons';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { useOnDemand } from '../../blocks/use-on-demand';
import { whenIdle } from './menus-first-on-idle';

/** What a menu loaded on demand is given beside its own props: open it at once (it was tapped before it came). */
export type OnDemandMenuProps = { initiallyOpened?: boolean };

export type MenuOnDemandProps<P> = {
  /** The menu's module, imported the first time a person points at, focuses or taps its button. */
  load: () => Promise<ComponentType<P & OnDemandMenuProps>>;
  props: P;
  /** The button's accessible name and icon: the same as the loaded menu's own button. */
  label: string;
  icon: ShellIconName;
  /** What the button opens, for screen readers: a menu, or a panel (the assistant's dialog). */
  popup?: 'menu' | 'dialog';
  /** Drawn over the button's icon, as the loaded button draws it (the notifications' unread count). */
  badge?: ReactNode;
  /**
   * Load when the page is next idle rather than on demand: on a device that has not stored the
   * app yet, so the menu works if the network goes in its first seconds (menusFirstOnIdle).
   */
  preload?: boolean;
};

/**
 * A top-bar menu whose code (Mantine's Menu and Popover, floating-ui: about 30 KB gzipped) is not
 * in a page's first load: the page draws and starts without it, and it loads when a person
 * points at, focuses or taps its button (or when the page is idle, with `preload`: a device that
 * has not stored the app yet). A tap before it came opens the menu as soon as it has; the loaded
 * menu's button takes the focus the placeholder had. Offline its chunk comes from the precache
 * (the app's service worker stores every chunk); a load that fails (offline before the app was
 * stored) is tried again at the next touch.
 * @example <MenuOnDemand load={() => import('./SkinMenu').then((m) => m.SkinMenu)} props={{ skin, onSkinChange }} label="Skin" icon="palette" />
 */
export function MenuOnDemand<P extends object>({
  load,
  props,
  label,
  icon,
  popup = 'menu',
  badge,
  preload = false,
}: MenuOnDemandProps<P>) {
  const {
    loaded: Loaded,
    start,
    open,
    openWhenLoaded,
    placeholder,
    hadFocus,
  } = useOnDemand(load, `${label} menu`);
  const box = useRef<HTMLSpanElement>(null);
  // When the page is next idle, from the moment it should (a person signs in on a page already drawn).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- start is the same work on every render
  useEffect(() => (preload ? whenIdle(start) : undefined), [preload]);
  useLayoutEffect(() => {
    if (Loaded !== null && hadFocus.current) box.current?.querySelector('button')?.focus();
  }, [Loaded, hadFocus]);
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
      aria-haspopup={popup}
      ref={placeholder}
      onPointerEnter={start}
      onFocus={start}
      onClick={open}
    >
      <ShellIcon name={icon} />
      {badge}
    </ActionIcon>
  );
}
