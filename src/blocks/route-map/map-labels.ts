/**
 * Labels and a scale for a map or plot drawn without map tiles, free of React and Leaflet:
 * which place names fit beside their points without covering one another, and how long a
 * round-numbered scale bar is.
 */

/** A name to place beside its point (screen pixels); lower priority is placed first. */
export interface LabelCandidate {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly priority: number;
  /** Always written (the depot's name): it may cover other marks, and goes where it has most room. */
  readonly required?: boolean;
}

/** A placed label: its text starts at x (anchor 'start') or ends there ('end'), centred on y. */
export interface PlacedLabel {
  readonly id: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'end';
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The width of a text at a font size, roughly (an average glyph is a little over half the size). */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.56;
}

/**
 * The names that fit: in priority order (then the given order), each is put right of its point,
 * else left of it, where it stays inside the width x height box and covers no label already
 * placed nor any point (a marker of `gap` around each). Names that fit nowhere are left out (the
 * legend and the markers' titles still have them), except a required one, which is written on
 * the side with more room.
 * @example placeLabels([{ id: 'a', x: 10, y: 10, text: 'Carlton', priority: 0 }], 200, 100, 12, 8)[0] // { id: 'a', text: 'Carlton', x: 18, y: 10, anchor: 'start' }
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  width: number,
  height: number,
  fontSize: number,
  gap: number,
): PlacedLabel[] {
  const points: Box[] = candidates.map(({ x, y }) => ({
    left: x - gap / 2,
    top: y - gap / 2,
    right: x + gap / 2,
    bottom: y + gap / 2,
  }));
  const taken: Box[] = [];
  const placed: PlacedLabel[] = [];
  const order = candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => a.candidate.priority - b.candidate.priority || a.index - b.index);
  for (const { candidate } of order) {
    const w = textWidth(candidate.text, fontSize);
    const top = candidate.y - fontSize * 0.6;
    const bottom = candidate.y + fontSize * 0.6;
    const options: { box: Box; x: number; anchor: 'start' | 'end' }[] = [
      {
        box: { left: candidate.x + gap, top, right: candidate.x + gap + w, bottom },
        x: candidate.x + gap,
        anchor: 'start',
      },
      {
        box: { left: candidate.x - gap - w, top, right: candidate.x - gap, bottom },
        x: candidate.x - gap,
        anchor: 'end',
      },
    ];
    const inside = (box: Box): boolean =>
      box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height;
    const free = options.find(
      ({ box }) =>
        inside(box) &&
        !taken.some((other) => overlaps(box, other)) &&
        !points.some((point) => overlaps(box, point)),
    );
    const fits =
      free ??
      (candidate.required === true
        ? (options.find(({ box }) => inside(box)) ?? options[candidate.x > width / 2 ? 1 : 0])
        : undefined);
    if (fits === undefined) continue;
    taken.push(fits.box);
    placed.push({ id: candidate.id, text: candidate.text, x: fits.x, y: candidate.y, anchor: fits.anchor });
  }
  return placed;
}

/** A scale bar: its length in pixels and what that stands for. */
export interface ScaleBar {
  readonly pixels: number;
  readonly metres: number;
  readonly label: string;
}

/**
 * The longest round distance (1, 2 or 5 times a power of ten metres) whose bar is at most
 * maxPixels long, at metresPerPixel; null when nothing sensible fits.
 * @example scaleBar(50, 120) // { pixels: 100, metres: 5000, label: '5 km' }
 */
export function scaleBar(metresPerPixel: number, maxPixels: number): ScaleBar | null {
  if (!(metresPerPixel > 0) || !Number.isFinite(metresPerPixel) || !(maxPixels > 0)) return null;
  const most = metresPerPixel * maxPixels;
  const power = 10 ** Math.floor(Math.log10(most));
  const metres = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= most) ?? power;
  const pixels = Math.round(metres / metresPerPixel);
  const label = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  return { pixels, metres, label };
}
