/**
 * Name-based UUIDs (RFC 9562 version 5: SHA-1 of a namespace and a name). The same name
 * always gives the same id, on any machine, so a record made from a name (one order per
 * standing order occurrence, one product per imported row) is made once: a second attempt
 * carries the same id and the store's insert-if-absent turns it into a no-op.
 * Synchronous and dependency-free, so it runs alike in Node, a worker and a page over http.
 */

/** The namespace of Bulktrade's own name-based ids (a fixed random UUID). */
export const BULKTRADE_NAMESPACE = '6f1c2a7e-4b0d-4c1e-9a52-3d8e0b7f5c19';

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function rotl(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

/**
 * SHA-1 digest of some bytes (20 bytes).
 * @example hex(sha1(utf8('abc'))) // 'a9993e364706816aba3e25717850c26c9cd0d89d'
 */
export function sha1(bytes: Uint8Array): Uint8Array {
  const length = bytes.length;
  const padded = new Uint8Array((((length + 8) >> 6) + 1) * 64);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  view.setUint32(padded.length - 8, Math.floor((length * 8) / 2 ** 32));
  let h0 = 0x67452301;
  let h1 = 0xefcdab89;
  let h2 = 0x98badcfe;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0;
  const w = new Uint32Array(80);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 80; i += 1)
      w[i] = rotl((w[i - 3] ?? 0) ^ (w[i - 8] ?? 0) ^ (w[i - 14] ?? 0) ^ (w[i - 16] ?? 0), 1);
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    for (let i = 0; i < 80; i += 1) {
      let f: number;
      let k: number;
      if (i < 20) [f, k] = [(b & c) | (~b & d), 0x5a827999];
      else if (i < 40) [f, k] = [b ^ c ^ d, 0x6ed9eba1];
      else if (i < 60) [f, k] = [(b & c) | (b & d) | (c & d), 0x8f1bbcdc];
      else [f, k] = [b ^ c ^ d, 0xca62c1d6];
      const next = (rotl(a, 5) + f + e + k + (w[i] ?? 0)) >>> 0;
      e = d;
      d = c;
      c = rotl(b, 30) >>> 0;
      b = a;
      a = next;
    }
    h0 = (h0 + a) >>> 0;
    h1 = (h1 + b) >>> 0;
    h2 = (h2 + c) >>> 0;
    h3 = (h3 + d) >>> 0;
    h4 = (h4 + e) >>> 0;
  }
  const digest = new Uint8Array(20);
  const out = new DataView(digest.buffer);
  [h0, h1, h2, h3, h4].forEach((word, index) => out.setUint32(index * 4, word));
  return digest;
}

function uuidBytes(uuid: string): Uint8Array {
  const hex = uuid.replaceAll('-', '');
  return Uint8Array.from({ length: 16 }, (_, index) => parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}

/**
 * The version 5 UUID of `name` in `namespace`.
 * @example nameUuid('so1||2026-01-13T22:00') // always the same 'xxxxxxxx-xxxx-5xxx-yxxx-xxxxxxxxxxxx'
 */
export function nameUuid(name: string, namespace: string = BULKTRADE_NAMESPACE): string {
  const space = uuidBytes(namespace);
  const text = utf8(name);
  const input = new Uint8Array(space.length + text.length);
  input.set(space);
  input.set(text, space.length);
  const bytes = sha1(input).slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
