import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useRecords } from '../../data/use-records';
import { productCards, type ProductCard } from '../../domain/insights/board-cards';
import { CardBoard } from '../../blocks/insights/CardBoard';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { useOwnCompany } from '../../screens/settings/use-own-company';

const count = (value: number) => value.toLocaleString('en-AU');

/** /board/products: every product with stock on hand, this week's sales and low-stock flags. */
export default function ProductsBoard() {
  const { now, timeZone } = useInsightClock();
  const products = useRecords('products');
  const stockItems = useRecords('stock-items');
  const thresholds = useRecords('stock-thresholds');
  const orders = useRecords('customer-orders');
  // Stock level settings: Warn Below (% of lower threshold).
  const company = useOwnCompany();
  const warnPercent =
    typeof company?.lowStockWarningPercent === 'number' ? company.lowStockWarningPercent : null;
  const cards = useMemo(
    () =>
      products === undefined
        ? undefined
        : productCards(
            products,
            stockItems ?? [],
            thresholds ?? [],
            orders ?? [],
            now,
            timeZone,
            warnPercent,
          ),
    [products, stockItems, thresholds, orders, now, timeZone, warnPercent],
  );
  return (
    <CardBoard<ProductCard>
      title="Product Board"
      cards={cards}
      detailRoute="product"
      searchTexts={(card) => [card.name, card.abbreviation]}
      filters={[
        { label: 'All', keep: () => true },
        { label: 'Low stock', keep: (card) => card.isLow },
        { label: 'Sold this week', keep: (card) => card.soldThisWeek > 0 },
      ]}
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
