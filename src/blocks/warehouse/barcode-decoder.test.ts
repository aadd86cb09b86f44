import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBarcodeDecoder, libraryDecoder } from './barcode-decoder';

// Node has no ImageData; the decoder reads any object of that shape.
class TestImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

/** A QR code as a camera frame would hold it: black modules on white, with a quiet zone. */
function qrImage(text: string, scale = 6, quiet = 4): ImageData {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const offset = (((y + quiet) * scale + dy) * size + (x + quiet) * scale + dx) * 4;
          data[offset] = data[offset + 1] = data[offset + 2] = 0;
        }
      }
    }
  }
  return new TestImageData(data, size, size) as unknown as ImageData;
}

const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));

describe('reading a barcode from a camera frame', () => {
  beforeAll(() => {
    const scope = globalThis as { ImageData?: unknown; DOMRectReadOnly?: unknown };
    scope.ImageData ??= TestImageData;
    // Where a barcode was found: browsers have DOMRectReadOnly, Node does not.
    scope.DOMRectReadOnly ??= class {
      constructor(
        readonly x = 0,
        readonly y = 0,
        readonly width = 0,
        readonly height = 0,
      ) {}
    };
  });

  it("reads a packing label's QR code with the library decoder", async () => {
    const decoder = await libraryDecoder({
      binary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
    });
    expect(decoder.kind).toBe('library');
    expect(await decoder.decode(qrImage('C1104'))).toBe('C1104');
    expect(await decoder.decode(qrImage('GD251124'))).toBe('GD251124');
  }, 60_000);

  it('answers null for a frame without a barcode', async () => {
    const decoder = await libraryDecoder({
      binary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
    });
    const blank = new TestImageData(
      new Uint8ClampedArray(64 * 64 * 4).fill(255),
      64,
      64,
    ) as unknown as ImageData;
    expect(await decoder.decode(blank)).toBeNull();
  }, 60_000);

  it("uses the browser's own BarcodeDetector when it reads the warehouse formats, else the library", async () => {
    class Native {
      static getSupportedFormats = async () => ['code_128', 'qr_code', 'ean_13'];
      constructor(readonly options: { formats?: string[] }) {}
      async detect() {
        return [{ rawValue: ' GD251124 ' }];
      }
    }
    const native = await createBarcodeDecoder({ BarcodeDetector: Native }, () =>
      Promise.reject(new Error('the library is not loaded')),
    );
    expect(native.kind).toBe('native');
    expect(await native.decode(qrImage('x'))).toBe('GD251124');

    class QrOnly extends Native {
      static override getSupportedFormats = async () => ['qr_code'];
    }
    await expect(
      createBarcodeDecoder({ BarcodeDetector: QrOnly }, () => Promise.reject(new Error('library wanted'))),
    ).rejects.toThrow('library wanted');
  });
});
