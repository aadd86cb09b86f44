import { Badge, Container, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRecords } from '../../data/use-records';
import { WarehouseStatus } from '../picking/WarehouseStatus';
import { textOf } from '../picking/warehouse-day';
import { checkStock, consignmentDemand } from './check-state';

const DAY = 86_400_000;

/** /hub/stock-checker: for the coming days, demand (open consignments) against stock per product and location, shortfalls first. */
export default function StockCheckerScreen() {
  const consignments = useRecords('customer-consignments');
  const stock = useRecords('stock-items');
  const products = useRecords('products');
  const locations = useRecords('locations');
  const [days, setDays] = useState('7');
  // The day the screen opened on: the window starts at its midnight.
  const [startOfToday] = useState(() => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    return today;
  });
  if (consignments === undefined || stock === undefined) return <Text p="md">Loading…</Text>;
  const soldOnly = new URLSearchParams(window.location.search).get('filterBy') === 'Sold';
  const levels = new Map<string, number>();
  for (const item of stock) {
    const key = `${textOf(item.productID)}|${textOf(item.locationID)}`;
    levels.set(key, (levels.get(key) ?? 0) + (typeof item.available === 'number' ? item.available : 0));
  }
  const rows = checkStock(consignmentDemand(consignments), levels, startOfToday.toISOString(), new Date(startOfToday.getTime() + Number(days) * DAY).toISOString()).filter(
    (row) => !soldOnly || products?.find((p) => p.id === row.productID)?.isSold !== false,
  );
  const name = (records: typeof products, id: string, field: string) => textOf(records?.find((r) => r.id === id)?.[field]) || id;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Stock Checker</Title>
          <WarehouseStatus />
        </Group>
        <SegmentedControl
          aria-label="Coming days"
          size="md"
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
          <Text>Nothing is due in these days.</Text>
        ) : (
          <Table striped fz="md" verticalSpacing="sm" aria-label="Demand against stock">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th ta="right">Due</Table.Th>
                <Table.Th ta="right">In stock</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.productID}|${row.locationID}`}>
                  <Table.Td>{name(products, row.productID, 'productName')}</Table.Td>
                  <Table.Td>{name(locations, row.locationID, 'locationName')}</Table.Td>
                  <Table.Td ta="right">{row.demand}</Table.Td>
                  <Table.Td ta="right">{row.inStock}</Table.Td>
                  <Table.Td ta="right">{row.balance < 0 ? <Badge color="red" size="lg">{row.balance}</Badge> : row.balance}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
