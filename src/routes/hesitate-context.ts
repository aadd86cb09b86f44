import { createContext, useContext, useEffect } from 'react';

/** Lets a screen flag the session to hesitate (unsaved changes) while it holds the flag. */
export type HesitateApi = { hold(): () => void };

export const HesitateContext = createContext<HesitateApi | null>(null);

/**
 * Flags the session to hesitate while `unsaved` is true: leaving then asks the confirm
 * (guard step 6). Outside the router (a component test) it does nothing.
 * @example useHesitate(form.isDirty());
 */
export function useHesitate(unsaved: boolean): void {
  const api = useContext(HesitateContext);
  useEffect(() => {
    if (!unsaved || api === null) return undefined;
    return api.hold();
  }, [api, unsaved]);
}
