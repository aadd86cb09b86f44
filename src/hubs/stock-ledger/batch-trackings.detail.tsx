import { Container, Stack, Table, Text, Title } from '@mantine/core';
import stacked from '../../blocks/StackedTable.module.css';
import { useDetailID } from '../../navigation/use-detail-target';
import { formatDate } from '../../domain/formats';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { batchEntries, batchShipments } from './batch-trace';

/** /office-portal/batch-tracking/:id: where a batch came from and where it went, for a recall. */
export default function BatchTrackingDetail() {
  const id = useDetailID();
  const batch = useRecord('batches', id);
  const ledger = useRecords('stock-adjustments');
  const customer = useRecords('customer-consignments');
  const transfers = useRecords('stock-consignments');
  const locations = useRecords('locations');
  if (batch === undefined || ledger === undefined || customer === undefined)
    return <Text p="md">Loading…</Text>;
  if (batch === null) return <Text p="md">Batch {id} was not found.</Text>;
  const entries = batchEntries(ledger, id);
  const shipments = batchShipments([...customer, ...(transfers ?? [])], id);
  const place = (locationID: string) =>
    locations?.find((l) => l.id === locationID)?.locationName ?? locationID;
  const product = batch.product;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Batch {batch.batchcode ?? id}</Title>
        <Text>
          {product?.productName ?? ''} · made {batch.dom ? formatDate(batch.dom) : '—'} · expires{' '}
          {batch.exp ? formatDate(batch.exp) : '—'}
          {batch.onHold === true ? ' · on hold' : ''}
        </Text>
        <Title order={2}>Where it went</Title>
        {shipments.length === 0 ? (
          <Text c="dimmed">No consignment has taken units of this batch.</Text>
        ) : (
          <Table striped aria-label="Where it went" className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Consignment</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Destination</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th ta="right">Units</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shipments.map((s) => (
                <Table.Tr key={s.consignmentID}>
                  <Table.Td>{s.consignmentNumber}</Table.Td>
                  <Table.Td data-label="Customer">{s.buyer}</Table.Td>
                  <Table.Td data-label="Destination">{s.destination}</Table.Td>
                  <Table.Td data-label="Due">{s.dueDate === '' ? '—' : formatDate(s.dueDate)}</Table.Td>
                  <Table.Td ta="right" data-label="Units">
                    {s.quantity}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Title order={2}>Stock ledger</Title>
        <Table striped aria-label="Stock ledger" className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{entry.createdOn === '' ? '—' : formatDate(entry.createdOn)}</Table.Td>
                <Table.Td data-label="Kind">{entry.kind}</Table.Td>
                <Table.Td data-label="Location">{place(entry.locationID)}</Table.Td>
                <Table.Td ta="right" data-label="Units">
                  {entry.quantity}
                </Table.Td>
                <Table.Td data-label="Reason">{entry.reason ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  );
}
