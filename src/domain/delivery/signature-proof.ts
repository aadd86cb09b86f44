import { isJsonObject } from '../unknown-values';

/** One point of a stroke, as signature_pad records it (time and pressure optional). */
export type SignaturePoint = { x: number; y: number; time?: number; pressure?: number };

/**
 * One stroke: the pen down, its points, the pen up. signature_pad's PointGroup has this shape
 * plus its pen options, so a stored proof can be handed back to `fromData` unchanged.
 */
export type SignatureStroke = {
  points: SignaturePoint[];
  penColor?: string;
  dotSize?: number;
  minWidth?: number;
  maxWidth?: number;
};

/** The stored signature point list: the point groups of the pad (proofOfDelivery, proofOfRelease). */
export type SignatureProof = SignatureStroke[];

function pointOf(value: unknown): SignaturePoint | null {
  if (!isJsonObject(value)) return null;
  const { x, y } = value;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
    return null;
  const point: SignaturePoint = { x, y };
  if (typeof value.time === 'number') point.time = value.time;
  if (typeof value.pressure === 'number') point.pressure = value.pressure;
  return point;
}

function strokeOf(value: unknown): SignatureStroke | null {
  // A bare list of points (older records, the demo data) or a point group with its points.
  const list = Array.isArray(value)
    ? value
    : isJsonObject(value) && Array.isArray(value.points)
      ? value.points
      : null;
  if (list === null) return null;
  const points = list.map(pointOf).filter((point): point is SignaturePoint => point !== null);
  if (points.length === 0) return null;
  const stroke: SignatureStroke = { points };
  if (isJsonObject(value)) {
    if (typeof value.penColor === 'string') stroke.penColor = value.penColor;
    for (const key of ['dotSize', 'minWidth', 'maxWidth'] as const) {
      const option = value[key];
      if (typeof option === 'number') stroke[key] = option;
    }
  }
  return stroke;
}

/**
 * Reads a stored proof back into strokes, whatever shape it was kept in: point groups, lists
 * of points, or either as JSON text. Anything unreadable gives no strokes (no signature).
 * @example readSignature([[{ x: 1, y: 2 }, { x: 3, y: 4 }]]) // [{ points: [{ x: 1, y: 2 }, { x: 3, y: 4 }] }]
 */
export function readSignature(proof: unknown): SignatureProof {
  let value = proof;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.map(strokeOf).filter((stroke): stroke is SignatureStroke => stroke !== null);
}

/**
 * Whether a proof holds at least one stroke.
 * @example hasSignature(null) // false
 */
export function hasSignature(proof: unknown): boolean {
  return readSignature(proof).length > 0;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The pad's point groups as they are stored: coordinates to a tenth of a pixel (a signature
 * stays a few kilobytes on a phone's patchy uplink), pen options kept so the pad can redraw it.
 * @example signatureToProof([{ penColor: 'black', points: [{ x: 1.234, y: 2, time: 5, pressure: 0.5 }] }])
 * // [{ penColor: 'black', points: [{ x: 1.2, y: 2, time: 5, pressure: 0.5 }] }]
 */
export function signatureToProof(groups: readonly unknown[]): SignatureProof {
  return readSignature([...groups]).map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({ ...point, x: round1(point.x), y: round1(point.y) })),
  }));
}

/** The box the strokes cover, for a drawing's viewBox. */
export type SignatureBox = { minX: number; minY: number; width: number; height: number };

/**
 * The bounding box of the strokes with a margin; null without strokes.
 * @example signatureBox([{ points: [{ x: 10, y: 10 }, { x: 30, y: 20 }] }], 5) // { minX: 5, minY: 5, width: 30, height: 20 }
 */
export function signatureBox(strokes: SignatureProof, margin = 8): SignatureBox | null {
  const points = strokes.flatMap((stroke) => stroke.points);
  if (points.length === 0) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin;
  return { minX, minY, width: Math.max(...xs) + margin - minX, height: Math.max(...ys) + margin - minY };
}

/**
 * An SVG path of the strokes: each stroke a move and straight segments (a single point is a dot).
 * @example signaturePath([{ points: [{ x: 1, y: 2 }, { x: 3, y: 4 }] }]) // 'M1 2L3 4'
 */
export function signaturePath(strokes: SignatureProof): string {
  return strokes
    .map((stroke) => {
      const [first, ...rest] = stroke.points;
      if (first === undefined) return '';
      const start = `M${first.x} ${first.y}`;
      if (rest.length === 0) return `${start}l0.1 0`;
      return start + rest.map((point) => `L${point.x} ${point.y}`).join('');
    })
    .join('');
}
