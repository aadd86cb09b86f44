import { Alert, Button, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useData } from '../../data/data-context';
import { downloadAccountData, EXPORTED } from './export-data';
import type { ExportProgress } from './export-zip';

/**
 * Downloads all of the company's data as one zip of CSV files, made in the browser from the
 * mirror: it works offline and holds this device's unsent changes too.
 */
export function ExportPanel({ companyName }: { companyName: string }) {
  const { db } = useData();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const busy = progress !== null && progress.current !== null;

  async function run() {
    setResult(null);
    setProgress({ done: 0, total: EXPORTED.length, current: 'Reading' });
    try {
      setResult({ tone: 'ok', text: await downloadAccountData(db, companyName, setProgress) });
    } catch (error) {
      setProgress(null);
      setResult({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Download Your Data
      </Title>
      <Text>
        Every record of your company in one zip file: a CSV file per kind of record (products, customers,
        orders, invoices and the rest), readable by any spreadsheet. It is made on this device from the data
        Bulktrade keeps here, so it works offline and includes changes not sent yet.
      </Text>
      <div>
        <Button size="md" onClick={() => void run()} loading={busy} disabled={busy}>
          Download All Data
        </Button>
      </div>
      {progress === null ? null : (
        <Stack gap={4} maw={480}>
          <Progress
            value={(progress.done / Math.max(progress.total, 1)) * 100}
            aria-label="Export progress"
          />
          <Text size="sm" aria-live="polite">
            {progress.current === null
              ? `All ${progress.total} files written`
              : `Writing ${progress.current} (${progress.done} of ${progress.total})`}
          </Text>
        </Stack>
      )}
      {result === null ? null : <Alert color={result.tone === 'ok' ? 'green' : 'red'}>{result.text}</Alert>}
    </Stack>
  );
}
