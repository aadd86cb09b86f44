import { Text } from '@mantine/core';
import { deviceRoleOf } from '../../domain/device-role';
import { deliveryArchives } from '../../entities/definitions/delivery-archives';
import { journeyArchives } from '../../entities/definitions/journey-archives';
import { heldHistoryOf, scopeDay, type SyncScope } from '../../entities/sync-scope';
import { useSession } from '../../session/session-context';
import type { ReactNode } from 'react';
import { formatDate } from '../../domain/formats';
import { DateRangeControl } from './DateRangeControl';
import type { InsightResults } from '../../domain/insights/insight-requests';
import { InsightsFrame } from './InsightsFrame';
import { useDayRange } from './use-day-range';
import { useInsightClock } from './use-insight-clock';
import { useInsights } from './use-insights';

type RangedKind = 'delivery' | 'journey';

/** The archive each statistic counts finished work from. */
const ARCHIVE_OF: Record<RangedKind, { syncScope?: SyncScope }> = {
  delivery: deliveryArchives,
  journey: journeyArchives,
};

type RangedStatisticsProps<K extends RangedKind> = {
  kind: K;
  title: string;
  /** What the range counts, for the subtitle ("Deliveries", "Journeys"). */
  noun: string;
  /** The screen's panels, once its figures are in. */
  children: (data: InsightResults[K], timeZone: string) => ReactNode;
};

/**
 * A statistics screen over a date range: the clock, the range control, the figures computed
 * in the insights worker, and the frame with its loading and error states.
 * @example <RangedStatistics kind="journey" title="Journey Statistics" noun="Journeys">{(data) => …}</RangedStatistics>
 */
export function RangedStatistics<K extends RangedKind>({
  kind,
  title,
  noun,
  children,
}: RangedStatisticsProps<K>) {
  const { now, timeZone } = useInsightClock();
  const { range, setRange, instants } = useDayRange(now, timeZone);
  const { data, error, stale } = useInsights({ kind, now, timeZone, ...instants } as Parameters<
    typeof useInsights<K>
  >[0]);
  // The device keeps a window of the archives the figures count finished work from: a range
  // reaching before it says so, instead of showing a quiet past.
  const { session } = useSession();
  const held = heldHistoryOf(
    ARCHIVE_OF[kind].syncScope,
    deviceRoleOf(session),
    scopeDay(new Date(now), timeZone),
    timeZone,
  );
  const cut = held !== null && instants.from < Date.parse(held.from) ? held : null;
  return (
    <InsightsFrame
      title={title}
      subtitle={`${noun} from ${formatDate(new Date(instants.from), timeZone)} to ${formatDate(new Date(instants.to), timeZone)}`}
      controls={<DateRangeControl value={range} onChange={setRange} now={now} timeZone={timeZone} />}
      loading={data === undefined}
      updating={stale}
      error={error}
    >
      {cut !== null && (
        <Text size="sm" c="dimmed" role="note">
          This device keeps the last {cut.days} days of archived {noun.toLowerCase()}: figures before{' '}
          {formatDate(new Date(cut.from), timeZone)} count only what it holds.
        </Text>
      )}
      {data === undefined ? null : children(data, timeZone)}
    </InsightsFrame>
  );
}
