import { Badge, Container, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ScanField } from '../../blocks/ScanField';
import { useRecords } from '../../data/use-records';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { CameraScan } from '../../blocks/warehouse/CameraScan';
import { stockCheckerFlow } from './flow';
import { useComingDemand } from '../../blocks/warehouse/use-coming-demand';
import { SEGMENT_TOUCH_STYLES } from '../../blocks/warehouse/touch-size';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

/** What this screen reads from the mirror, to be ready offline. */
const OFFLINE_NEEDS = ['stock-items', 'products', 'batches'] as const;

/** /hub/stock-checker: for the coming days, demand (open consignments and standing orders' coming occurrences) against stock per product and location, shortfalls first. */
export default function StockCheckerScreen() {
  const stock = useRecords('stock-items');
  const products = useRecords('products');
  const batches = useRecords('batches');
  const locations = useRecords('locations');
  const [days, setDays] = useState('7');
  const [find, setFind] = useState('');
  const demand = useComingDemand(Number(days));
  const sold = new URLSearchParams(window.location.search).get('filterBy') === 'Sold';
  const rows = useMemo(
    () =>
      demand === undefined || stock === undefined
        ? undefined
        : stockCheckerFlow({ stock, products, batches, locations, demand, find, soldOnly: sold }),
    [demand, stock, products, batches, locations, find, sold],
  );
  if (rows === undefined) return <Text p="md">Loading…</Text>;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Stock Checker</Title>
          <DeviceStatus needs={OFFLINE_NEEDS} />
        </Group>
        {/* A scanner's code typed while no field has the focus lands in Find product. */}
        <ScanField
          label="Find product"
          description="Type or scan a product name, code or batch code"
          value={find}
          onChange={setFind}
        >
          <CameraScan label="Scan with camera" onCode={setFind} />
        </ScanField>
        <SegmentedControl
          styles={SEGMENT_TOUCH_STYLES}
          aria-label="Coming days"
          size="lg"
          value={days}
          onChange={setDays}
          style={{ alignSelf: 'flex-start' }}
          data={[
            { value: '1', label: 'Today' },
            { value: '3', label: '3 days' },
            { value: '7', label: '7 days' },
          ]}
        />
        {rows.length === 0 ? (
          <MirrorEmpty names={['stock-items', 'batches', 'products']} size="md">
            <Text>Nothing is due in these days.</Text>
          </MirrorEmpty>
        ) : (
          // On a phone the table scrolls sideways rather than squeezing its columns.
          <Table.ScrollContainer minWidth={640}>
            <Table striped fz="md" verticalSpacing="sm" aria-label="Demand against stock">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th ta="right">Due</Table.Th>
                  <Table.Th ta="right">From standing orders</Table.Th>
                  <Table.Th ta="right">In stock</Table.Th>
                  <Table.Th ta="right">Balance</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.productName}</Table.Td>
                    <Table.Td>{row.locationName}</Table.Td>
                    <Table.Td ta="right">{row.demand}</Table.Td>
                    <Table.Td ta="right">{row.fromStanding}</Table.Td>
                    <Table.Td ta="right">{row.inStock}</Table.Td>
                    <Table.Td ta="right">
                      {row.balance < 0 ? (
                        <Badge color="red.9" size="lg">
                          {row.balance}
                        </Badge>
                      ) : (
                        row.balance
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
