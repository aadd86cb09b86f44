import type { MirrorState } from '../../sync/mirror-types';
import type { EntityName, RecordOf } from '../entities/record-of';

export type { MirrorRecord, MirrorState, SyncState } from '../../sync/mirror-types';
export type { EntityName, FieldsOf, RecordOf } from '../entities/record-of';

/**
 * One record of a navigation name as the mirror holds it: the record, typed from its schema,
 * and where it stands against the services. What screens and hubs read.
 * @example const rows: MirrorRow<'products'>[] = useRecords('products') ?? [];
 */
export type MirrorRow<N extends EntityName> = RecordOf<N> & MirrorState;
