import L from 'leaflet';

/**
 * Leaflet on the window, where @geoman-io/leaflet-geoman-free looks for it (its bundle extends
 * the global `L`). Imported just before the drawing library, in the drawing editor's chunk only.
 */
(globalThis as unknown as { L: typeof L }).L = L;
