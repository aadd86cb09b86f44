import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { pickedUnits, suggestPackages } from '../pack-state';
import { savePackageSize } from './save-package-size';

describe('save a package size', () => {
  const units = pickedUnits([{ productID: 'milk', quantityPicked: 2 }]);
  const products = [{ id: 'milk', productName: 'Milk', weight: 2 }];
  const packages = suggestPackages(units, products, [], []);

  it('saves the measured size on the package, with the weights', () => {
    const [write] = writesOf(savePackageSize, {
      consignmentID: 'c1',
      packages,
      index: 0,
      size: { length: 300, width: 200, height: 100, weight: 5 },
      units,
      products,
    });
    expect(write).toMatchObject({ op: 'update', entity: 'customer-consignments', id: 'c1' });
    const fields = write?.op === 'update' ? write.fields : {};
    expect(fields.packagedItems).toEqual([expect.objectContaining({ length: 300, width: 200, height: 100 })]);
    expect(typeof fields.orderWeight).toBe('number');
    expect(typeof fields.stockWeight).toBe('number');
  });

  it('saves nothing for a package that is not there', () => {
    expect(
      writesOf(savePackageSize, {
        consignmentID: 'c1',
        packages,
        index: 5,
        size: { length: 1, width: 1, height: 1, weight: 1 },
        units,
        products,
      }),
    ).toEqual([]);
  });
});
