import { Card, Group, Text, Title } from '@mantine/core';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import type { MirrorState } from '../../data/mirror-state';
import type { DashboardRow } from '../../domain/insights/customer-insights';
import { dashboardDay } from './dashboard-day';

type StandingOrdersDueProps = {
  rows: readonly DashboardRow[];
  supplierName: (agreementID: unknown) => string;
  timeZone: string;
  mirror: MirrorState;
};

/** The customer's standing orders, each with when it next makes an order. */
export function StandingOrdersDue({ rows, supplierName, timeZone, mirror }: StandingOrdersDueProps) {
  return (
    <>
      <Title order={2} size="h3">
        Standing orders
      </Title>
      {rows.length === 0 ? (
        <MirrorEmptyView mirror={mirror}>
          <Text c="dimmed">None</Text>
        </MirrorEmptyView>
      ) : (
        rows.map((row) => (
          <Card key={row.id} withBorder padding="sm">
            <Group justify="space-between">
              <Text>
                {typeof row['standingOrderName'] === 'string'
                  ? row['standingOrderName']
                  : supplierName(row['supplyAgreementID'])}
              </Text>
              <Text size="sm" c="dimmed">
                {row['nextAttentionDate'] ? `Next ${dashboardDay(row['nextAttentionDate'], timeZone)}` : ''}
              </Text>
            </Group>
          </Card>
        ))
      )}
    </>
  );
}
