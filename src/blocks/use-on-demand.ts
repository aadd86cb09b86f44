import { useRef, useState, type RefObject } from 'react';

/** What a part loaded on demand (a calendar, a top-bar menu) tells the placeholder drawn until it comes. */
export type OnDemand<C, E extends HTMLElement = HTMLButtonElement> = {
  /** What `load` gave (the part's component), or null until it came. */
  loaded: C | null;
  /** Starts loading (a pointer over the placeholder, its focus, an idle page): once, and again after a failure. */
  start: () => void;
  /** Starts loading and remembers that the person asked to open the part (a tap or a key before it came). */
  open: () => void;
  /** Whether the person asked to open the part before it came: the part opens as it comes. */
  openWhenLoaded: boolean;
  /** For the placeholder (its button, or a box around it): whether the focus was in it when the part came is kept in `hadFocus`. */
  placeholder: RefObject<E | null>;
  /** Whether the placeholder had the focus when the part came: the part's own button takes it. */
  hadFocus: RefObject<boolean>;
};

/** What came, by its load: a part drawn again (on another page) comes at once. */
const loadedParts = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A part of a page whose code is not in the page's first load: loaded the first time a person
 * points at, focuses or taps its placeholder, kept for every later use of the same `load`, and
 * tried again at the next touch when a load fails (offline before the app was stored; otherwise
 * its chunk comes from the precache). `load` must be the same function on every render (a
 * module's constant).
 * @example const calendar = useOnDemand(loadDayField, 'calendar'); // calendar.loaded ?? <button onPointerEnter={calendar.start} />
 */
export function useOnDemand<C, E extends HTMLElement = HTMLButtonElement>(
  load: () => Promise<C>,
  what: string,
): OnDemand<C, E> {
  const [loaded, setLoaded] = useState<C | null>(() => (loadedParts.get(load) as C | undefined) ?? null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const started = useRef(false);
  const hadFocus = useRef(false);
  const placeholder = useRef<E>(null);
  const start = () => {
    if (started.current) return;
    started.current = true;
    load().then(
      (part) => {
        hadFocus.current = placeholder.current?.contains(document.activeElement) === true;
        loadedParts.set(load, part);
        // A component is a function: set as a value, not called as an update.
        setLoaded(() => part);
      },
      (error: unknown) => {
        // Asked for again at the next touch.
        started.current = false;
        console.warn(`The ${what} could not load.`, error);
      },
    );
  };
  const open = () => {
    setOpenWhenLoaded(true);
    start();
  };
  return { loaded, start, open, openWhenLoaded, placeholder, hadFocus };
}
