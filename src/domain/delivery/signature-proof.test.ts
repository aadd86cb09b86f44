import { describe, expect, it } from 'vitest';
import {
  hasSignature,
  readSignature,
  signatureBox,
  signaturePath,
  signatureToProof,
} from './signature-proof';

describe('signature proof', () => {
  const groups = [
    {
      penColor: 'black',
      dotSize: 0,
      minWidth: 0.5,
      maxWidth: 2.5,
      velocityFilterWeight: 0.7,
      compositeOperation: 'source-over',
      points: [
        { x: 10.04, y: 20.06, time: 1, pressure: 0.5 },
        { x: 30, y: 25, time: 2, pressure: 0.5 },
      ],
    },
    { penColor: 'black', points: [{ x: 40, y: 12, time: 3, pressure: 0.5 }] },
  ];

  it('stores the pad point groups as the signature point list, and reads them back stroke for stroke', () => {
    const proof = signatureToProof(groups);
    expect(proof).toEqual([
      {
        penColor: 'black',
        dotSize: 0,
        minWidth: 0.5,
        maxWidth: 2.5,
        points: [
          { x: 10, y: 20.1, time: 1, pressure: 0.5 },
          { x: 30, y: 25, time: 2, pressure: 0.5 },
        ],
      },
      { penColor: 'black', points: [{ x: 40, y: 12, time: 3, pressure: 0.5 }] },
    ]);
    const stored = JSON.parse(JSON.stringify(proof)) as unknown;
    expect(readSignature(stored)).toEqual(proof);
    expect(hasSignature(stored)).toBe(true);
  });

  it('reads plain point lists and JSON text, and nothing from rubbish', () => {
    const plain = [
      [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
    ];
    expect(readSignature(plain)).toEqual([
      {
        points: [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
        ],
      },
    ]);
    expect(readSignature(JSON.stringify(plain))).toEqual([
      {
        points: [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
        ],
      },
    ]);
    expect(readSignature('not json')).toEqual([]);
    expect(readSignature({ x: 1 })).toEqual([]);
    expect(hasSignature(null)).toBe(false);
    expect(hasSignature([[]])).toBe(false);
  });

  it('draws the strokes back as a path within their box', () => {
    const strokes = readSignature([
      [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
      [{ x: 9, y: 9 }],
    ]);
    expect(signaturePath(strokes)).toBe('M1 2L3 4M9 9l0.1 0');
    expect(signatureBox(strokes, 1)).toEqual({ minX: 0, minY: 1, width: 10, height: 9 });
    expect(signatureBox([], 1)).toBeNull();
  });
});
