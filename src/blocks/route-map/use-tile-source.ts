import { useSyncExternalStore } from 'react';
import { useOwnCompany } from '../../data/use-own-company';
import { tileSource, type TileSource } from './map-tiles';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online, kept up to date. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The tile source for maps: the company's Map Tiles URL setting (Courier settings), else the
 * deployment's VITE_MAP_TILE_URL; null when none is set.
 * @example const tiles = useTileSource();
 */
export function useTileSource(): TileSource | null {
  const company = useOwnCompany();
  return tileSource(company, {
    url: import.meta.env['VITE_MAP_TILE_URL'] as string | undefined,
    attribution: import.meta.env['VITE_MAP_TILE_ATTRIBUTION'] as string | undefined,
  });
}
