import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/** Lets a screen flag the session to hesitate (unsaved changes) while it holds the flag. */
export type HesitateApi = { hold(): () => void };

export const HesitateContext = createContext<HesitateApi | null>(null);

/**
 * Flags the session to hesitate while `unsaved` is true: leaving then asks the confirm
 * (guard step 6). Outside the router (a component test) it does nothing. Answers a release
 * for a screen that leaves on purpose (after a save) before its next render drops the flag.
 * @example const release = useHesitate(form.isDirty()); release(); navigate(next);
 */
export function useHesitate(unsaved: boolean): () => void {
  const api = useContext(HesitateContext);
  const held = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!unsaved || api === null) return undefined;
    const drop = api.hold();
    let released = false;
    // Once only: the screen may release it, and then the effect's clean-up comes too.
    const release = () => {
      if (released) return;
      released = true;
      drop();
    };
    held.current = release;
    return release;
  }, [api, unsaved]);
  return useCallback(() => {
    held.current?.();
    held.current = null;
  }, []);
}
