import { mirrorEntry } from '../src/entities/mirror-entries';

/**
 * What a record in conflict says when the sync engine found the clash itself (a pulled row,
 * or an answer carrying someone else's change); a 409 brings the server's own words.
 * @example conflictMessageOf('products') // 'This Product was changed by someone else.'
 */
export function conflictMessageOf(entity: string): string {
  return `This ${mirrorEntry(entity).singleLabel} was changed by someone else.`;
}
