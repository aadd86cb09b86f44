import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { useOnDemand } from './use-on-demand';

/** What a part loaded on demand is given beside its own props: open at once (it was tapped or keyed before it came). */
export type OnDemandPartProps = { initiallyOpened?: boolean };

/**
 * A header part (a list's Filters or settings menu: Mantine's Menu, Popover and floating-ui) that
 * is not in the page's first load: until a person points at, focuses or taps its button, the
 * placeholder draws the same button, and then the loaded part takes its place, with the focus
 * the placeholder had, and opened when it was tapped (or keyed) before it came. Offline its chunk
 * comes from the precache (the app's service worker stores every chunk); a load that fails is
 * tried again at the next touch. `load` must be the same function on every render (a module's).
 * @example <PartOnDemand load={loadFiltersMenu} props={{ filters, state, dispatch }} placeholder={<Button>Filters</Button>} />
 */
export function PartOnDemand<P extends object>({
  load,
  props,
  placeholder,
}: {
  load: () => Promise<ComponentType<P & OnDemandPartProps>>;
  props: P;
  /** The button drawn until the part came: the same as the part's own (label, look, data-tour). */
  placeholder: ReactNode;
}) {
  const {
    loaded: Loaded,
    start,
    open,
    openWhenLoaded,
    placeholder: box,
    hadFocus,
  } = useOnDemand<ComponentType<P & OnDemandPartProps>, HTMLSpanElement>(load, 'part of the list header');
  useLayoutEffect(() => {
    if (Loaded !== null && hadFocus.current) box.current?.querySelector('button')?.focus();
  }, [Loaded, hadFocus, box]);
  // A tap starts loading at its pointerenter and the stored chunk can arrive before its click,
  // which then lands on a button no longer there: the press itself asks to open (as DayFieldOnDemand).
  if (Loaded !== null) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Loaded {...props} initiallyOpened={openWhenLoaded} />
      </span>
    );
  }
  // The placeholder's events reach its box (pointerenter as React gives it, focus, press, click).
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerEnter={start}
      onFocus={start}
      onPointerDown={open}
      onClick={open}
    >
      {placeholder}
    </span>
  );
}
