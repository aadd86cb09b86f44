import type { BulktradeDB } from '../../data/bulktrade-db';
import type { MirrorRecord } from '../../data/mirror-row';
import { consignedProductIDs } from '../../domain/temperature-sensitive';

/**
 * The consignment's temperature-sensitive products as the mirror knows them now, so the movement
 * shows its flag at once, offline too; the services decide it again from what they hold.
 * @example const sensitive = await sensitiveProductsOf(db, consignment);
 */
export async function sensitiveProductsOf(
  db: BulktradeDB,
  consignment: MirrorRecord,
): Promise<ReadonlySet<string>> {
  const items = Array.isArray(consignment.consignmentOrderItems)
    ? (consignment.consignmentOrderItems as unknown[])
    : [];
  const rows = await db.mirror('products').bulkGet(consignedProductIDs(items));
  return new Set(rows.flatMap((row) => (row?.isTemperatureSensitive === true ? [row.id] : [])));
}
