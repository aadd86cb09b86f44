import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { downloadCsv } from '../../blocks/csv-export-action';
import type { ImportFileKind } from '../../domain/csv/import-file';
import { IMPORT_REPORT_FILE, importReportCsv } from '../../domain/csv/import-report';
import { csvImportView } from './flow';
import { useCsvImport } from './use-csv-import';

export type CsvImportProps = {
  kind: ImportFileKind;
  title: string;
  /** What one imported row makes, plural ('products'). */
  noun: string;
  template: { fileName: string; content: string };
  /** Names already stored, dropped as duplicates (flow.ts existingNames). */
  existingNames?: readonly string[];
};

const NO_NAMES: readonly string[] = [];

/**
 * A CSV import: pick or drop a file; it is read in a worker with a progress bar; the preview
 * shows how the columns were matched (unknown ones listed), the first rows and every row left
 * out (downloadable); Import applies all rows or none, saying how many rows are sent and then
 * written ("Importing 12,000 of 50,000…"), and Retry finishes an import that failed.
 * @example <CsvImport kind="products" title="New Products" noun="products" template={{ fileName, content }} existingNames={names} />
 */
export function CsvImport({ kind, title, noun, template, existingNames = NO_NAMES }: CsvImportProps) {
  const csv = useCsvImport(kind, existingNames);
  const view = csvImportView(csv.state, noun);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { prepared } = view;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined) csv.read(file);
  };

  return (
    <Stack p="md" gap="md" maw={1200}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button variant="default" mih={48} onClick={() => downloadCsv(template)}>
          Download Template
        </Button>
      </Group>

      {view.showDrop && (
        <Paper
          withBorder
          p="lg"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          style={{
            borderStyle: 'dashed',
            borderWidth: 2,
            background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
          }}
        >
          <Group justify="center" gap="md" wrap="wrap">
            <Text>Drop a CSV file here, or</Text>
            <Button mih={48} onClick={() => input.current?.click()}>
              Choose File
            </Button>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              hidden
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file !== undefined) csv.read(file);
              }}
            />
          </Group>
          <Text size="sm" c="dimmed" ta="center" mt="xs">
            Columns are matched to the template by name, in any order and any case.
          </Text>
        </Paper>
      )}
      {view.pickError !== null && <Alert color="red">{view.pickError}</Alert>}

      {view.reading !== null && (
        <Stack gap={4}>
          <Text>Reading {view.reading.fileName}…</Text>
          <Progress aria-label="Reading the file" value={view.reading.percent} size="lg" animated />
          <Group>
            <Button variant="default" mih={48} onClick={csv.cancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}

      {prepared !== null && (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Text fw={500}>{view.fileName}:</Text>
            <Text>{view.toImport}</Text>
            <Badge color={view.lines.length === 0 ? 'green' : 'orange'}>{view.leftOut}</Badge>
          </Group>

          <Group align="flex-start" gap="xl" wrap="wrap">
            <Stack gap={4}>
              <Text fw={500}>Columns</Text>
              <Table aria-label="Column mapping" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Template Column</Table.Th>
                    <Table.Th>File Column</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {prepared.mapping.matched.map((match) => (
                    <Table.Tr key={match.column}>
                      <Table.Td>{match.column}</Table.Td>
                      <Table.Td>{match.header}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
            {prepared.mapping.missing.length > 0 && (
              <Stack gap={4}>
                <Text fw={500}>Not In The File (left blank)</Text>
                <List size="sm" aria-label="Missing columns">
                  {prepared.mapping.missing.map((column) => (
                    <List.Item key={column}>{column}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
            {prepared.mapping.unknown.length > 0 && (
              <Stack gap={4}>
                <Text fw={500}>Unknown Columns (ignored)</Text>
                <List size="sm" aria-label="Unknown columns">
                  {prepared.mapping.unknown.map((column) => (
                    <List.Item key={column}>{column}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Group>

          <Stack gap={4}>
            <Text fw={500}>Preview</Text>
            <ScrollArea type="auto">
              <Table aria-label="Preview" striped withTableBorder fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    {(prepared.preview[0] ?? []).map((header, index) => (
                      <Table.Th key={index}>{header}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {prepared.preview.slice(1).map((record, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{index + 2}</Table.Td>
                      {record.map((cell, column) => (
                        <Table.Td key={column}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Stack>

          {view.lines.length > 0 && (
            <Stack gap={4}>
              <Group justify="space-between">
                <Text fw={500}>Rows Left Out</Text>
                <Button
                  variant="default"
                  mih={48}
                  onClick={() =>
                    downloadCsv({ fileName: IMPORT_REPORT_FILE, content: importReportCsv(view.lines) })
                  }
                >
                  Download Report
                </Button>
              </Group>
              <Table aria-label="Rows left out" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Message</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.shownLines.map((line, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{line.row ?? ''}</Table.Td>
                      <Table.Td>{line.field}</Table.Td>
                      <Table.Td>{line.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {view.moreLines !== null && (
                <Text size="sm" c="dimmed">
                  {view.moreLines}
                </Text>
              )}
            </Stack>
          )}

          {view.failure !== null && (
            <Alert color="red" title="The import did not finish">
              {view.failure}
            </Alert>
          )}
          {view.importing !== null && (
            <Stack gap={4}>
              <Text role="status">{view.importing.text}</Text>
              <Progress aria-label="Importing" value={view.importing.percent} size="lg" animated />
            </Stack>
          )}
          {view.done !== null ? (
            <Alert color="green" title="Imported">
              {view.done}
            </Alert>
          ) : (
            <Group>
              <Button
                mih={48}
                loading={view.importing !== null}
                disabled={!view.canImport}
                onClick={() => void csv.startImport()}
              >
                {view.importLabel}
              </Button>
              <Button variant="default" mih={48} disabled={!view.canStartAgain} onClick={csv.reset}>
                Start Again
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
