import type { RouteComponent } from '@tanstack/react-router';
import { createContext } from 'react';

/** The bespoke form of an entity (by navigation name) that replaces the generic one, if any. */
export type BespokeDetailLookup = (name: string) => RouteComponent | undefined;

/**
 * How the generic office-portal list finds an entity's bespoke form (src/hubs/<hub>/<name>.detail.tsx)
 * to show in its detail blade. The routes provide it (src/routes/bespoke-screens.ts), so the portal
 * and the hubs never import the router assembly; outside the router no form is bespoke.
 * @example <BespokeDetailContext value={bespokeDetail}>…</BespokeDetailContext>
 */
export const BespokeDetailContext = createContext<BespokeDetailLookup>(() => undefined);
