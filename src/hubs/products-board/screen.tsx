import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { CardBoard } from '../../blocks/insights/CardBoard';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { useRecords } from '../../data/use-records';
import type { ProductCard } from '../../domain/insights/board-cards';
import { useOwnCompany } from '../../data/use-own-company';
import { PRODUCT_FILTERS, productsBoardFlow, productSearchTexts } from './flow';

const count = (value: number) => value.toLocaleString('en-AU');

/** /board/products: every product with stock on hand, this week's sales and low-stock flags. */
export default function ProductsBoard() {
  const { now, timeZone } = useInsightClock();
  const products = useRecords('products');
  const stockItems = useRecords('stock-items');
  const thresholds = useRecords('stock-thresholds');
  const orders = useRecords('customer-orders');
  // Stock level settings: Warn Below (% of lower threshold).
  const warnPercent = useOwnCompany()?.['lowStockWarningPercent'];
  const cards = useMemo(
    () => productsBoardFlow({ products, stockItems, thresholds, orders, warnPercent, now, timeZone }),
    [products, stockItems, thresholds, orders, warnPercent, now, timeZone],
  );
  return (
    <CardBoard<ProductCard>
      title="Product Board"
      cards={cards}
      detailRoute="product"
      searchTexts={productSearchTexts}
      filters={PRODUCT_FILTERS}
      heading={(card) => card.name}
      body={(card) => (
        <>
          {card.isLow ? (
            <Badge color="red" variant="light" size="sm" mb={4}>
              Low stock
            </Badge>
          ) : null}
          <Text size="sm">
            On hand: {count(card.onHand)}
            {card.warnBelow === null ? '' : ` (low below ${count(card.warnBelow)})`}
          </Text>
          <Text size="sm">Sold this week: {count(card.soldThisWeek)}</Text>
        </>
      )}
    />
  );
}
