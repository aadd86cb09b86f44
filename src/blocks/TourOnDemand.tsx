import { ActionIcon } from '@mantine/core';
import { useLayoutEffect, useRef, type ComponentType } from 'react';
import type { LoadedTourProps } from './LoadedTour';
import { useOnDemand } from './use-on-demand';

/** The tour's module (its steps, player and the button's tooltip: Mantine's Tooltip and floating-ui). */
const loadTour = (): Promise<ComponentType<LoadedTourProps>> =>
  import('./LoadedTour').then((module) => module.LoadedTour);

/**
 * A screen's Tour button whose tour (steps, player, FocusTrap) and tooltip (Mantine's Tooltip with
 * floating-ui, about 20 KB gzipped) are not in the screen's first load: until a person points at,
 * focuses or taps it, it is the same button without its tooltip; then the loaded button takes
 * its place (with the focus it had), and a tap before the code came starts the tour once it has.
 * Offline the chunk comes from the precache; a load that fails is tried again at the next touch.
 * @example <TourOnDemand name="sales-hub" />
 */
export function TourOnDemand({ name }: { name: string }) {
  const {
    loaded: Loaded,
    start,
    open,
    openWhenLoaded,
    placeholder,
    hadFocus,
  } = useOnDemand(loadTour, 'tour');
  const box = useRef<HTMLSpanElement>(null);
  // The loaded button takes the placeholder's focus (and the tour, started from it, returns it there).
  useLayoutEffect(() => {
    if (Loaded !== null && (hadFocus.current || openWhenLoaded))
      box.current?.querySelector('button')?.focus();
  }, [Loaded, openWhenLoaded, hadFocus]);
  if (Loaded !== null)
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Loaded name={name} initiallyOpened={openWhenLoaded} />
      </span>
    );
  return (
    <ActionIcon
      ref={placeholder}
      variant="subtle"
      aria-label="Tour"
      data-tour="tour-button"
      onPointerEnter={start}
      onFocus={start}
      // A tap starts loading at its pointerenter and the stored chunk can arrive before its click,
      // which then lands on the loaded button: the press itself asks to start the tour.
      onPointerDown={open}
      onClick={open}
    >
      ?
    </ActionIcon>
  );
}
