import { describe, expect, it } from 'vitest';
import { entityByName } from '../../src/entities/registry';
import { MAX_LINE_LENGTH, MAX_TEXT_LENGTH, textLengthErrors } from './text-limits';

describe('text limits', () => {
  it('bounds a one-line field and any other text, naming the field', () => {
    const products = entityByName('products');
    expect(textLengthErrors(products, { id: 'p1', productName: 'x'.repeat(MAX_LINE_LENGTH) })).toEqual([]);
    expect(textLengthErrors(products, { id: 'p1', productName: 'x'.repeat(MAX_LINE_LENGTH + 1) })).toEqual([
      { field: 'productName', message: 'Must be 1,000 characters or fewer' },
    ]);
    expect(textLengthErrors(products, { id: 'p1', zzNotes: 'x'.repeat(MAX_TEXT_LENGTH + 1) })).toHaveLength(
      1,
    );
  });

  it('lets an image kept as a data URL (the invoice logo, far over 20,000 characters as a PNG) be as large as the body allows', () => {
    const logo = `data:image/png;base64,${'A'.repeat(120_000)}`;
    expect(textLengthErrors(entityByName('companies'), { id: 'comp1', logoImage: logo })).toEqual([]);
    // Text that merely claims to be an image in the middle is still text.
    expect(
      textLengthErrors(entityByName('companies'), {
        id: 'comp1',
        logoImage: `x data:image/png;base64,${'A'.repeat(30_000)}`,
      }),
    ).toHaveLength(1);
  });
});
