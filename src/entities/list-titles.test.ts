import { describe, expect, it } from 'vitest';
import { ENTITIES } from './registry';

/** Fields a person knows a record by: its number (numbering) or a required name of its own. */
function titleFields(entity: (typeof ENTITIES)[number]): string[] {
  const names = entity.fields
    .filter((field) => field.kind === 'text' && field.required === true && /Name$/.test(field.name))
    .map((field) => field.name);
  return entity.numbering === undefined ? names : [entity.numbering.field, ...names];
}

describe('list titles', () => {
  it("every list's first column (a phone row's title) is the record's number or name where it has one, never its id", () => {
    const wrong: string[] = [];
    for (const entity of ENTITIES) {
      const wanted = titleFields(entity);
      if (wanted.length === 0) continue;
      const first = entity.columns[0];
      const field = entity.fields.find((candidate) => candidate.name === first);
      const named = first !== undefined && (wanted.includes(first) || field?.display === 'orderName');
      if (!named) wrong.push(`${entity.name}: ${String(first)} (wanted one of ${wanted.join(', ')})`);
    }
    expect(wrong).toEqual([]);
  });

  it("no list's first column is the id, nor a reference shown without its record's name", () => {
    const wrong: string[] = [];
    for (const entity of ENTITIES) {
      const first = entity.columns[0];
      const field = entity.fields.find((candidate) => candidate.name === first);
      if (first === undefined || first === 'id' || /(^|\.)id$/i.test(first))
        wrong.push(`${entity.name}: ${String(first)}`);
      else if (field?.kind === 'reference' && field.referenceLabel === undefined)
        wrong.push(`${entity.name}: ${first} has no referenceLabel`);
    }
    expect(wrong).toEqual([]);
  });
});
