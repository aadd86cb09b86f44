import { describe, expect, it } from 'vitest';
import { mapMode, tileSource, tileUrlProblem } from './map-tiles';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('map tiles', () => {
  it('accepts XYZ templates on http(s) or the own site, and empty for no map', () => {
    expect(tileUrlProblem(OSM)).toBeNull();
    expect(tileUrlProblem('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileUrlProblem('  ')).toBeNull();
    expect(tileUrlProblem('https://tiles.example.com/{z}/{x}.png')).toBe('A tile URL needs {z}, {x} and {y}');
    expect(tileUrlProblem('ftp://tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'A tile URL starts with https://, http:// or /',
    );
  });

  it("takes the company's setting over the deployment's default, with its own credit", () => {
    expect(
      tileSource(
        { mapTileUrl: ` ${OSM} `, mapTileAttribution: '© OpenStreetMap contributors' },
        { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Ours' },
      ),
    ).toEqual({
      url: OSM,
      attribution: '© OpenStreetMap contributors',
    });
    expect(tileSource({ mapTileUrl: '' }, { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Ours' })).toEqual({
      url: '/tiles/{z}/{x}/{y}.png',
      attribution: 'Ours',
    });
  });

  it('has no source when nothing usable is set', () => {
    expect(tileSource(null, {})).toBeNull();
    expect(tileSource({ mapTileUrl: 'https://tiles.example.com/' }, {})).toBeNull();
  });

  it('draws a map only with a source and a connection, else the plot', () => {
    const source = tileSource({ mapTileUrl: OSM }, {});
    expect(mapMode(source, true)).toBe('map');
    expect(mapMode(source, false)).toBe('plot');
    expect(mapMode(null, true)).toBe('plot');
  });
});
