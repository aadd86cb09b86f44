import { formatDate } from '../../domain/formats';
import { InsightsFrame } from '../../blocks/insights/InsightsFrame';
import { TradeSections } from '../../blocks/insights/TradeSections';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { useInsights } from '../../blocks/insights/use-insights';

/**
 * /dashboard/supplier (SUPP): what the company sells, from the mirror, so it opens offline.
 * The figures are computed in the insights worker and follow every change to the orders and invoices.
 */
export default function SupplierDashboard() {
  const { now, timeZone } = useInsightClock();
  const { data, error, stale } = useInsights({ kind: 'supplier', now, timeZone });
  return (
    <InsightsFrame
      title="Supplier Dashboard"
      subtitle={`Sales over the 12 weeks to ${formatDate(new Date(now), timeZone)}`}
      loading={data === undefined}
      updating={stale}
      error={error}
    >
      {data === undefined ? null : (
        <TradeSections
          insights={data}
          timeZone={timeZone}
          wording={{ trade: 'Sales', party: 'Customer', invoiceRoute: 'customer-invoice' }}
        />
      )}
    </InsightsFrame>
  );
}
