import type { RecordOf } from '../../entities/record-of';
/** Where map tiles come from: an XYZ tile URL template and the credit its provider asks for. */
export interface TileSource {
  readonly url: string;
  readonly attribution: string;
}

const PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/**
 * What is wrong with a tile URL template, or null when it may be used (empty means "no map").
 * @example tileUrlProblem('https://tile.openstreetmap.org/{z}/{x}/{y}.png') // null
 * @example tileUrlProblem('https://tiles.example.com/') // 'A tile URL needs {z}, {x} and {y}'
 */
export function tileUrlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  if (!/^(https?:\/\/|\/)/i.test(trimmed)) return 'A tile URL starts with https://, http:// or /';
  if (PLACEHOLDERS.some((placeholder) => !trimmed.includes(placeholder)))
    return 'A tile URL needs {z}, {x} and {y}';
  return null;
}

/**
 * The tile source to use: the company's setting first, else the deployment's default
 * (VITE_MAP_TILE_URL); null when neither names a usable template (the screens then draw
 * the routes as a plot without a map).
 * @example tileSource({ mapTileUrl: 'https://t.example/{z}/{x}/{y}.png' }, {}) // { url: 'https://t.example/{z}/{x}/{y}.png', attribution: '' }
 */
export function tileSource(
  company: Pick<RecordOf<'companies'>, 'mapTileUrl' | 'mapTileAttribution'> | null | undefined,
  env: { url?: string | undefined; attribution?: string | undefined },
): TileSource | null {
  const own = typeof company?.['mapTileUrl'] === 'string' ? company['mapTileUrl'].trim() : '';
  const url = own !== '' ? own : (env.url ?? '').trim();
  if (url === '' || tileUrlProblem(url) !== null) return null;
  const ownAttribution =
    typeof company?.['mapTileAttribution'] === 'string' ? company['mapTileAttribution'].trim() : '';
  const attribution = own !== '' ? ownAttribution : (env.attribution ?? '').trim();
  return { url, attribution };
}

/** How the routes are shown: on a tiled map when there is a source and a connection, else as a plot. */
export function mapMode(source: TileSource | null, online: boolean): 'map' | 'plot' {
  return source !== null && online ? 'map' : 'plot';
}
