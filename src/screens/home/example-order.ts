import { round2, sumMoney } from '../../domain/money';

/** One line of the home page's example order. */
export type ExampleLine = { product: string; quantity: number; unitPrice: number; amount: number };

function line(product: string, quantity: number, unitPrice: number): ExampleLine {
  return { product, quantity, unitPrice, amount: round2(quantity * unitPrice) };
}

/** A café's next-morning order as a customer sees it; prices include GST. */
export const EXAMPLE_ORDER = {
  number: 'CO-1042',
  customer: 'Brunswick Street Espresso',
  delivery: 'tomorrow, 6:00 AM',
  lines: [
    line('Full cream milk 2 L', 48, 3.85),
    line('Sourdough loaf', 36, 6.9),
    line('Cold brew 1 L', 40, 9.95),
    line('Espresso beans 1 kg', 10, 40.33),
  ],
} as const;

/**
 * The example order's total: the sum of its lines, $1,234.50.
 * @example exampleOrderTotal() // 1234.5
 */
export function exampleOrderTotal(): number {
  return sumMoney(EXAMPLE_ORDER.lines.map((item) => item.amount));
}
