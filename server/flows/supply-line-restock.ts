import { sameValue } from '../../src/domain/same-value';
import { restockProblem, type RestockRecord, type SupplyLineRule } from '../../src/domain/supply-lines';
import { textOf } from '../../src/domain/unknown-values';
import { entityByName } from '../../src/entities/registry';
import { HttpProblem } from '../http/problem';
import { entityRow, getEntityRow } from '../store/entity-row';
import type { RecordRow } from '../store/store';
import type { Flow } from './flow';

const PURCHASES = entityByName('purchase-orders').section;
const TRANSFERS = entityByName('stock-consignments').section;

function productsOf(lines: readonly { productID?: unknown }[] | null | undefined): string[] {
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: { productID?: unknown } | null) => {
    const id = typeof line === 'object' && line !== null ? textOf(line.productID) : null;
    return id === null ? [] : [id];
  });
}

// What a purchase order or a stock transfer says about the way it restocks.
function restockOf(row: RecordRow): RestockRecord {
  if (row.section === PURCHASES) {
    const { data } = entityRow('purchase-orders', row);
    return {
      kind: 'purchase',
      productIDs: productsOf(data.orderItems),
      destinationLocationID: textOf(data.locationID),
      sellerID: textOf(data.sellerID),
    };
  }
  const { data } = entityRow('stock-consignments', row);
  return {
    kind: 'transfer',
    productIDs: productsOf(data.consignmentOrderItems),
    destinationLocationID: textOf(data.destinationLocationID),
    departureLocationID: textOf(data.departureLocationID),
  };
}

/**
 * A purchase order or stock transfer made by a supply line (it names supplyLineID, as the stock
 * balancer's accepted proposals do) must follow the line, whoever sends it and however late:
 * the line switched on and the company's own, its way (bought or moved; a line made in house
 * restocks by a batch), product, destination, supplier or departure (src/domain/supply-lines.ts,
 * the rule the balancer proposes by). Checked when such a record is made or what the rule reads
 * of it changes; its later progress (picked, received) is never refused for a line changed since.
 */
export const supplyLineRestockFlow: Flow = {
  name: 'restock by supply line',
  sections: [PURCHASES, TRANSFERS],
  async run({ store, before, after }) {
    const lineID = textOf(after.data.supplyLineID);
    if (lineID === null || after.isInactive) return;
    const restock = restockOf(after);
    if (
      before !== null &&
      textOf(before.data.supplyLineID) === lineID &&
      sameValue(restockOf(before), restock)
    )
      return;
    const row = await getEntityRow(store, 'supply-lines', lineID);
    const line: SupplyLineRule | null =
      row === null || row.companyAccountID !== after.companyAccountID
        ? null
        : { ...row.data, id: row.id, isInactive: row.isInactive };
    const problem = restockProblem(line, restock);
    if (problem === null) return;
    throw new HttpProblem(422, `${problem}.`, {
      reason: 'SupplyLine',
      errors: [{ field: 'supplyLineID', message: problem }],
    });
  },
};
