import type { BulktradeDB } from '../../data/bulktrade-db';
import type { MirrorRow } from '../../data/mirror-row';
import { consignedProductIDs } from '../../domain/temperature-sensitive';

/**
 * The consignment's temperature-sensitive products as the mirror knows them now, so the movement
 * shows its flag at once, offline too; the services decide it again from what they hold.
 * @example const sensitive = await sensitiveProductsOf(db, consignment);
 */
export async function sensitiveProductsOf(
  db: BulktradeDB,
  consignment: MirrorRow<'customer-consignments'>,
): Promise<ReadonlySet<string>> {
  const rows = await db
    .mirror('products')
    .bulkGet(consignedProductIDs(consignment.consignmentOrderItems ?? []));
  return new Set(rows.flatMap((row) => (row?.isTemperatureSensitive === true ? [row.id] : [])));
}
