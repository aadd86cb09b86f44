/**
 * Reads barcodes from camera frames. The browser's own BarcodeDetector where it has one (Chrome
 * on Android, ChromeOS and macOS: fast, no download); elsewhere the `barcode-detector` ponyfill
 * (ZXing-C++ in WebAssembly, the same API), loaded only when a camera scan first starts. Its
 * WebAssembly comes from this app's own build, never a CDN, so scanning works offline.
 */

/** The formats warehouse labels use: batch codes (Code 128, Code 39, EAN, ITF) and the packing labels' QR codes. */
export const SCAN_FORMATS = [
  'code_128',
  'code_39',
  'ean_13',
  'ean_8',
  'itf',
  'upc_a',
  'qr_code',
  'data_matrix',
] as const;

export type ScanSource = ImageBitmapSource;

/** Finds the first barcode's text in an image, or null when there is none. */
export type BarcodeDecoder = {
  kind: 'native' | 'library';
  decode(source: ScanSource): Promise<string | null>;
};

type DetectorLike = { detect(source: ScanSource): Promise<readonly { rawValue: string }[]> };
type DetectorClass = {
  new (options?: { formats?: string[] }): DetectorLike;
  getSupportedFormats(): Promise<readonly string[]>;
};

function decoderOf(detector: DetectorLike, kind: BarcodeDecoder['kind']): BarcodeDecoder {
  return {
    kind,
    async decode(source) {
      const found = await detector.detect(source);
      const text = found.find((barcode) => barcode.rawValue.trim() !== '')?.rawValue.trim();
      return text ?? null;
    },
  };
}

/** How the library's WebAssembly is found: the build's own copy (a URL), or its bytes (tests in Node). */
export type WasmSource = { url: string } | { binary: ArrayBuffer };

/**
 * The library decoder (ZXing-C++ through `barcode-detector`), its WebAssembly from `wasm`.
 * @example const decoder = await libraryDecoder({ url: wasmUrl });
 */
export async function libraryDecoder(wasm: WasmSource): Promise<BarcodeDecoder> {
  const { BarcodeDetector, setZXingModuleOverrides } = await import('barcode-detector/ponyfill');
  setZXingModuleOverrides(
    'url' in wasm
      ? { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm.url : prefix + path) }
      : { wasmBinary: wasm.binary },
  );
  return decoderOf(new BarcodeDetector({ formats: [...SCAN_FORMATS] }) as DetectorLike, 'library');
}

/**
 * The best decoder this browser has: its own BarcodeDetector when it reads the warehouse's
 * formats, else the library (loaded now).
 * @example const decoder = await createBarcodeDecoder(globalThis, () => import('zxing-wasm/reader/zxing_reader.wasm?url'));
 */
export async function createBarcodeDecoder(
  scope: { BarcodeDetector?: unknown },
  wasmUrl: () => Promise<string>,
): Promise<BarcodeDecoder> {
  const native = scope.BarcodeDetector as DetectorClass | undefined;
  if (typeof native === 'function') {
    try {
      const supported = await native.getSupportedFormats();
      const formats = SCAN_FORMATS.filter((format) => supported.includes(format));
      if (formats.includes('code_128') && formats.includes('qr_code'))
        return decoderOf(new native({ formats }), 'native');
    } catch {
      // A BarcodeDetector that cannot list its formats is not to be trusted: use the library.
    }
  }
  return libraryDecoder({ url: await wasmUrl() });
}
