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
import { useEffect, useReducer, useRef, useState, type DragEvent } from 'react';
import { useSession } from '../../session/session-context';
import { downloadCsv } from '../../blocks/csv-export-action';
import type { ImportFileKind } from '../../domain/csv/import-file';
import { importProgressText } from '../../domain/csv/import-limits';
import { IMPORT_REPORT_FILE, importReportCsv } from '../../domain/csv/import-report';
import { postSyncSignal } from '../../data/outbox-announce';
import { useRecords } from '../../data/use-records';
import { openImportFile, type ImportSession } from './csv-import-client';
import { importFlow, INITIAL_IMPORT_STATE, reportLines, uploadShare } from './import-flow';
import type { EntityName } from '../../data/mirror-row';

export type CsvImportProps = {
  kind: ImportFileKind;
  title: string;
  /** What one imported row makes, plural ('products'). */
  noun: string;
  template: { fileName: string; content: string };
  /** Names already stored are dropped as duplicates: the entity and its name field. */
  existing?: { entityName: EntityName; field: string };
};

/** Report lines shown on the page; the download holds them all. */
const SHOWN_REPORT_LINES = 100;

const percent = (value: number) => Math.round(value * 100);

/**
 * A CSV import: pick or drop a file; it is read in a worker with a progress bar; the preview
 * shows how the columns were matched (unknown ones listed), the first rows and every row left
 * out (downloadable); Import applies all rows or none, saying how many rows are sent and then
 * written ("Importing 12,000 of 50,000…"), and Retry finishes an import that failed.
 * @example <CsvImport kind="products" title="New Products" noun="products" template={{ fileName, content }} existing={{ entityName: 'products', field: 'productName' }} />
 */
export function CsvImport({ kind, title, noun, template, existing }: CsvImportProps) {
  const { session } = useSession();
  const [state, dispatch] = useReducer(importFlow, INITIAL_IMPORT_STATE);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const reading = useRef<ImportSession | null>(null);
  // The worker holds the file's rows until another file is picked or the page is left.
  useEffect(() => () => reading.current?.close(), []);
  const stored = useRecords(existing?.entityName ?? 'products');
  const existingNames =
    existing === undefined
      ? []
      : (stored ?? []).flatMap((record: Readonly<Record<string, unknown>>) =>
          typeof record[existing.field] === 'string' ? [String(record[existing.field])] : [],
        );

  const read = (file: File) => {
    reading.current?.close();
    dispatch({ type: 'picked', fileName: file.name });
    const started = openImportFile(file, kind, existingNames, (progress) =>
      dispatch({ type: 'progress', progress: progress.total === 0 ? 1 : progress.done / progress.total }),
    );
    reading.current = started;
    started.result.then(
      (prepared) => dispatch({ type: 'read', prepared, importID: crypto.randomUUID() }),
      (error: unknown) =>
        dispatch({
          type: 'read-failed',
          message: error instanceof Error ? error.message : 'The file could not be read',
        }),
    );
  };

  const startImport = async () => {
    const current = reading.current;
    if ((state.step !== 'preview' && state.step !== 'failed') || session === null || current === null) return;
    dispatch({ type: 'import' });
    const outcome = await current.upload(
      { importID: state.importID, token: session.token, origin: window.location.origin },
      (progress) => dispatch({ type: 'sent', progress }),
    );
    if (outcome.ok) {
      dispatch({
        type: 'imported',
        rows: outcome.rows,
        created: outcome.created,
        existing: outcome.existing,
      });
      // The new records reach this device's mirror with the next pull: ask for it now.
      postSyncSignal('sync-now');
    } else dispatch({ type: 'import-failed', message: outcome.message, errors: outcome.errors });
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined) read(file);
  };

  const lines = reportLines(state);
  const prepared = state.step === 'pick' || state.step === 'reading' ? null : state.prepared;

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

      {(state.step === 'pick' ||
        state.step === 'done' ||
        state.step === 'preview' ||
        state.step === 'failed') && (
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
                if (file !== undefined) read(file);
              }}
            />
          </Group>
          <Text size="sm" c="dimmed" ta="center" mt="xs">
            Columns are matched to the template by name, in any order and any case.
          </Text>
        </Paper>
      )}
      {state.step === 'pick' && state.error !== null && <Alert color="red">{state.error}</Alert>}

      {state.step === 'reading' && (
        <Stack gap={4}>
          <Text>Reading {state.fileName}…</Text>
          <Progress aria-label="Reading the file" value={percent(state.progress)} size="lg" animated />
          <Group>
            <Button
              variant="default"
              mih={48}
              onClick={() => {
                reading.current?.close();
                dispatch({ type: 'read-failed', message: 'Reading the file was cancelled' });
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      )}

      {prepared !== null && (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Text fw={500}>{'fileName' in state ? state.fileName : ''}:</Text>
            <Text>
              {prepared.rowCount.toLocaleString('en-AU')} {noun} to import
            </Text>
            <Badge color={lines.length === 0 ? 'green' : 'orange'}>
              {lines.length.toLocaleString('en-AU')} {lines.length === 1 ? 'row' : 'rows'} left out
            </Badge>
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

          {lines.length > 0 && (
            <Stack gap={4}>
              <Group justify="space-between">
                <Text fw={500}>Rows Left Out</Text>
                <Button
                  variant="default"
                  mih={48}
                  onClick={() =>
                    downloadCsv({ fileName: IMPORT_REPORT_FILE, content: importReportCsv(lines) })
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
                  {lines.slice(0, SHOWN_REPORT_LINES).map((line, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{line.row ?? ''}</Table.Td>
                      <Table.Td>{line.field}</Table.Td>
                      <Table.Td>{line.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {lines.length > SHOWN_REPORT_LINES && (
                <Text size="sm" c="dimmed">
                  The first {SHOWN_REPORT_LINES} of {lines.length.toLocaleString('en-AU')} are shown; the
                  report holds them all.
                </Text>
              )}
            </Stack>
          )}

          {state.step === 'failed' && (
            <Alert color="red" title="The import did not finish">
              {state.message}
            </Alert>
          )}
          {state.step === 'importing' && (
            <Stack gap={4}>
              <Text role="status">{importProgressText(state.upload)}</Text>
              <Progress
                aria-label="Importing"
                value={percent(uploadShare(state.upload))}
                size="lg"
                animated
              />
            </Stack>
          )}
          {state.step === 'done' ? (
            <Alert color="green" title="Imported">
              {state.rows.toLocaleString('en-AU')} {noun} imported
              {state.created === 0 && state.existing > 0 ? ' (this import had already been applied)' : ''}.
            </Alert>
          ) : (
            <Group>
              <Button
                mih={48}
                loading={state.step === 'importing'}
                disabled={prepared.rowCount === 0}
                onClick={() => void startImport()}
              >
                {state.step === 'failed'
                  ? 'Retry'
                  : `Import ${prepared.rowCount.toLocaleString('en-AU')} ${noun}`}
              </Button>
              <Button
                variant="default"
                mih={48}
                disabled={state.step === 'importing'}
                onClick={() => dispatch({ type: 'reset' })}
              >
                Start Again
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
