import { useMemo } from 'react';
import { InsightsFrame } from '../../blocks/insights/InsightsFrame';
import { TradeSections } from '../../blocks/insights/TradeSections';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { useInsights } from '../../blocks/insights/use-insights';
import { supplierDashboardFlow } from './flow';

/**
 * /dashboard/supplier (SUPP): what the company sells, from the mirror, so it opens offline.
 * The figures are computed in the insights worker and follow every change to the orders and invoices.
 */
export default function SupplierDashboard() {
  const { now, timeZone } = useInsightClock();
  const view = useMemo(() => supplierDashboardFlow(now, timeZone), [now, timeZone]);
  const { data, error, stale } = useInsights(view.request);
  return (
    <InsightsFrame
      title={view.title}
      subtitle={view.subtitle}
      loading={data === undefined}
      updating={stale}
      error={error}
    >
      {data === undefined ? null : (
        <TradeSections insights={data} timeZone={timeZone} wording={view.wording} />
      )}
    </InsightsFrame>
  );
}
