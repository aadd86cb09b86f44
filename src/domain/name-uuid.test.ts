import { describe, expect, it } from 'vitest';
import { BULKTRADE_NAMESPACE, nameUuid } from './name-uuid';

describe('nameUuid', () => {
  it('gives the RFC 9562 version 5 UUID of a name in a namespace', () => {
    // The RFC's DNS namespace example: python uuid.uuid5(NAMESPACE_DNS, 'python.org').
    expect(nameUuid('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
  });

  // Ids already stored were made by the hand-written SHA-1 this replaced: the same names must
  // keep giving the same ids, or a second attempt would make a second record.
  it.each([
    ['', '1f935402-d75b-5b37-99ee-c46f35008a24'],
    ['so1||2026-01-13T22:00', 'fbdc0a84-2135-55d4-a508-54b8a5d037bf'],
    ['so1|a|2026-01-11T19:00', '8ae04d7a-dac8-5644-9f3a-beb868d52d8e'],
    ['Crème brûlée — 10 kg 🍰', '69e4086c-8d54-5ff0-a481-bbd3af8c726e'],
    ['a'.repeat(1000), '71cefe14-de97-5a4a-8648-18654b49c27d'],
  ])('names %j in the Bulktrade namespace as before', (name, id) => {
    expect(nameUuid(name)).toBe(id);
    expect(nameUuid(name, BULKTRADE_NAMESPACE)).toBe(id);
  });

  it('is the same for the same name and different for another', () => {
    expect(nameUuid('x')).toBe(nameUuid('x'));
    expect(nameUuid('x')).not.toBe(nameUuid('y'));
  });
});
