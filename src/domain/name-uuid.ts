import { parse, v5 } from 'uuid';

/**
 * Name-based UUIDs (RFC 9562 version 5: SHA-1 of a namespace and a name). The same name
 * always gives the same id, on any machine, so a record made from a name (one order per
 * standing order occurrence, one product per imported row) is made once: a second attempt
 * carries the same id and the store's insert-if-absent turns it into a no-op.
 * The `uuid` package computes it synchronously in Node, a worker and a page over http alike.
 */

/** The namespace of Bulktrade's own name-based ids (a fixed random UUID). */
export const BULKTRADE_NAMESPACE = '6f1c2a7e-4b0d-4c1e-9a52-3d8e0b7f5c19';

/**
 * The version 5 UUID of `name` in `namespace`.
 * @example nameUuid('so1||2026-01-13T22:00') // 'fbdc0a84-2135-55d4-a508-54b8a5d037bf'
 */
export function nameUuid(name: string, namespace: string = BULKTRADE_NAMESPACE): string {
  // Given as bytes, v5 neither parses the namespace (twice) nor encodes the name by hand: an
  // import names 50,000 records, and those steps were half the cost of each id.
  return v5(utf8.encode(name), namespaceBytes(namespace));
}

const utf8 = new TextEncoder();
const parsedNamespaces = new Map<string, Uint8Array>();

function namespaceBytes(namespace: string): Uint8Array {
  let bytes = parsedNamespaces.get(namespace);
  if (bytes === undefined) {
    bytes = parse(namespace);
    parsedNamespaces.set(namespace, bytes);
  }
  return bytes;
}
