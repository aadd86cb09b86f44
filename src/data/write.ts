import type { EntityName, FieldsOf, RecordOf } from '../entities/record-of';
import type { AnyRecord } from '../domain/unknown-values';

/**
 * One change a command asks of the mirror, typed by its entity: a renamed field does not
 * compile. The data layer applies a command's writes in order through the write path
 * (apply-writes.ts), so they work offline and show their sync state.
 */
export type Write =
  | { op: 'create'; entity: EntityName; id: string; fields: Readonly<AnyRecord> }
  | { op: 'update'; entity: EntityName; id: string; fields: Readonly<AnyRecord> }
  | {
      op: 'revise';
      entity: EntityName;
      id: string;
      revise: (current: Readonly<AnyRecord>) => Readonly<AnyRecord>;
    }
  | { op: 'delete' | 'restore'; entity: EntityName; id: string };

/**
 * The typed makers of writes. A create names its new record's id (the command makes it, so a
 * later write of the same command can point at it).
 * @example writes.update('consignments', c.id, { isPicked: true })
 */
export const writes = {
  create<N extends EntityName>(entity: N, id: string, fields: FieldsOf<N>): Write {
    return { op: 'create', entity, id, fields };
  },
  update<N extends EntityName>(entity: N, id: string, fields: FieldsOf<N>): Write {
    return { op: 'update', entity, id, fields };
  },
  /**
   * An edit worked out from the record as it stands when it is saved: for a change to part of
   * a list field (one line's picks), so two quick taps on two lines both stand.
   * @example writes.revise('customer-consignments', id, (current) => ({ consignmentEntryItems: picked(current) }))
   */
  revise<N extends EntityName>(entity: N, id: string, revise: (current: RecordOf<N>) => FieldsOf<N>): Write {
    // The mirror's record of this entity is a RecordOf<N> (parsed when it entered the mirror).
    return {
      op: 'revise',
      entity,
      id,
      revise: revise as unknown as (current: Readonly<AnyRecord>) => AnyRecord,
    };
  },
  delete(entity: EntityName, id: string): Write {
    return { op: 'delete', entity, id };
  },
  restore(entity: EntityName, id: string): Write {
    return { op: 'restore', entity, id };
  },
};
