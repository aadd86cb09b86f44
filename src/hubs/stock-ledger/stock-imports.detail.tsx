import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  NativeSelect,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { StockCsvReport } from '../../domain/csv/stock-import-rows';
import { useCommand } from '../../blocks/hub/use-command';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { NEW_ID } from '../../entities/derive/portal-routes';
import { useDetailTarget } from '../../navigation/use-detail-target';
import { readStockCsvInWorker } from './stock-csv-client';
import { importStock } from './commands/import-stock';
import { csvProducts, importedRows, importLocations } from './flow';

const now = () => new Date().toISOString();

/**
 * A stock import: a CSV of counts or arrivals (product, batch code, quantity) read in a worker
 * with a progress bar and a report of every bad row; Import sends it whole, and the services
 * apply all rows or none.
 */
export default function StockImportDetail() {
  const target = useDetailTarget('stock-import', 'stock-imports');
  const id = target.id;
  const existing = useRecord('stock-imports', id === NEW_ID ? null : id);
  const products = useRecords('products');
  const stock = useRecords('stock-items');
  const locations = useRecords('locations');
  const [locationID, setLocationID] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<StockCsvReport | null>(null);
  // The new import's id, made once: the page opens it when it is saved.
  const [newID] = useState(() => crypto.randomUUID());
  const choices = importLocations(stock, locations);
  const chosen = locationID ?? choices[0]?.value ?? '';
  const importRows = useCommand(importStock, { id: newID, report, locationID: chosen, now });

  if (id !== NEW_ID) {
    if (existing === undefined) return <Text p="md">Loading…</Text>;
    if (existing === null) return <Text p="md">Stock import {id} was not found.</Text>;
    const items = importedRows(existing, products);
    return (
      <Container size="lg" py="md">
        <Stack gap="md">
          <Title order={1}>Stock Import {existing.importNumber ?? ''}</Title>
          {existing._syncState === 'failed' && (
            <Alert color="red" title="Not imported">
              {String(existing._syncMessage ?? '')}
            </Alert>
          )}
          <Text>
            {existing.isFinished === true ? 'Finished' : 'Not finished'} · {items.length} rows
          </Text>
          <Table striped aria-label="Imported rows">
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{item.productName}</Table.Td>
                  <Table.Td>{item.batchcode}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Container>
    );
  }

  async function read(file: File | null) {
    setReport(null);
    if (file === null) return;
    setProgress(0);
    const csv = await file.text();
    setReport(await readStockCsvInWorker(csv, csvProducts(products), (done) => setProgress(done)));
    setProgress(1);
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>New Stock Import</Title>
        <Text c="dimmed">
          A CSV with the columns product (name or abbreviation), batchcode and quantity. All rows are
          imported, or none.
        </Text>
        <Group align="flex-end">
          <NativeSelect
            label="Into location"
            size="md"
            value={chosen}
            onChange={(event) => setLocationID(event.currentTarget.value)}
            data={choices}
          />
          <FileInput
            label="CSV file"
            size="md"
            accept=".csv,text/csv"
            placeholder="Choose a file"
            onChange={(file) => void read(file)}
            w={320}
          />
        </Group>
        {progress !== null && <Progress value={progress * 100} size="lg" aria-label="Reading the file" />}
        {report !== null && report.problems.length > 0 && (
          <Table striped aria-label="Rows with errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.problems.map((problem) => (
                <Table.Tr key={`${problem.rowNumber}-${problem.field}`}>
                  <Table.Td>{problem.rowNumber}</Table.Td>
                  <Table.Td>{problem.field}</Table.Td>
                  <Table.Td>{problem.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {report !== null && (
          <Group>
            <Text>
              {report.rows.length} rows ready
              {report.problems.length > 0 ? `; fix the ${report.problems.length} errors above to import` : ''}
            </Text>
            <Button
              size="md"
              disabled={!importRows.enabled}
              onClick={() => void importRows.run().then(() => target.created(newID))}
            >
              {importRows.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
