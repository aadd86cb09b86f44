import { Alert, Badge, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ScanField } from '../../blocks/ScanField';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { CameraScan } from '../../blocks/warehouse/CameraScan';
import { formatDate } from '../../domain/formats';
import { useSession } from '../../session/session-context';
import { useData } from '../../data/data-context';
import { useMirrorState } from '../../data/use-mirror-state';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { FloorHeader } from '../../blocks/warehouse/FloorHeader';
import { scanBatch } from './pick-state';
import { PickLineCard } from './PickLineCard';
import { BatchProductChooser, type BatchProductChoice } from './BatchProductChooser';
import { pickConsignmentFlow } from './flow-consignment';
import { finishPick } from './commands/finish-pick';
import { pickFromAnotherBatch } from './commands/pick-from-another-batch';
import { setPicked } from './commands/set-picked';
import { setShortReason } from './commands/set-short-reason';

const ENTITY = 'customer-consignments';
/** What a line's batches and their stock come from: until both are on the device no line says "no stock". */
const STOCK_SECTIONS = ['stock-items', 'batches'] as const;

/** Picking one consignment: batches per line, quantities by tapping or by a typed or scanned batch code, then Picked. */
export function PickConsignment({ id, onClose }: { id: string; onClose: () => void }) {
  const { session } = useSession();
  const { writes } = useData();
  const run = useRunCommand();
  const consignment = useRecord(ENTITY, id);
  const batches = useRecords('batches');
  const stock = useRecords('stock-items');
  const tracked = useRecords('stock-tracked-items');
  const products = useRecords('products');
  const stockMirror = useMirrorState(STOCK_SECTIONS);
  const stockLoaded = stockMirror.state === 'ready';
  const [code, setCode] = useState('');
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<BatchProductChoice | null>(null);

  if (consignment === undefined || batches === undefined || stock === undefined)
    return <Text p="md">Loading…</Text>;
  if (consignment === null) return <Text p="md">This consignment is not on this device.</Text>;

  const view = pickConsignmentFlow({ consignment, batches, stock, tracked, products, stockLoaded });
  const { lines, failed, refused, picked, problem, productName, figuresOf } = view;
  const savePicked = (productID: string, batchID: string | null, quantity: number) =>
    run(setPicked, { consignmentID: id, productID, batchID, quantity });

  // A code typed, scanned by a USB or Bluetooth scanner into the field, or read by the camera.
  function pickCode(scanned: string) {
    const result = scanBatch(lines, scanned, stockLoaded);
    setCode('');
    if (result.ok === false) {
      setScanMessage(result.message);
      return;
    }
    setScanMessage(null);
    // A code two products' batches share: the picker says which.
    if (result.ok === 'choose') {
      setChoosing({ code: result.code, choices: result.choices });
      return;
    }
    void savePicked(result.productID, result.batchID, result.quantityPicked);
  }

  const finish = () =>
    run(finishPick, {
      consignmentID: id,
      problem,
      userID: session?.userID ?? null,
      now: () => new Date().toISOString(),
    });

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <FloorHeader
          title={`Consignment ${view.number}`}
          onBack={onClose}
          badges={
            <>
              {picked && (
                <Badge color="teal.9" size="lg">
                  Picked
                </Badge>
              )}
              {view.pending && <Badge variant="light">Waiting to sync</Badge>}
            </>
          }
        />
        <Text>
          {view.buyerName} · due {formatDate(view.dueDate)}
        </Text>
        {failed !== null && (
          <Alert color="red" title="Not picked: the stock is gone" role="alert">
            {failed} Your picks are kept: pick the rest from another batch.
          </Alert>
        )}
        {view.officeChange !== null && (
          <Alert color="yellow" title="Changed in the office" role="alert">
            <Stack gap="sm">
              <Text>{view.officeChange} Your picks are kept on this tablet.</Text>
              <Group>
                <Button
                  size="lg"
                  color="yellow"
                  autoContrast
                  onClick={() => void writes.resolveConflict(ENTITY, id, 'keep-mine')}
                >
                  Keep my picks with the office's changes
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {/* A scanner's code typed after a tap on a button lands in the batch code field, not nowhere. */}
        <ScanField
          label="Batch code"
          description="Scan or type a batch code, then Enter"
          value={code}
          onChange={setCode}
          submit={{ label: 'Pick batch', onSubmit: () => pickCode(code) }}
          message={scanMessage}
        >
          <CameraScan label="Scan batch with camera" onCode={pickCode} />
        </ScanField>
        <BatchProductChooser
          choosing={choosing}
          productName={productName}
          onCancel={() => setChoosing(null)}
          onChoose={(pick) => {
            setChoosing(null);
            void savePicked(pick.productID, pick.batchID, pick.quantityPicked);
          }}
        />
        {lines.map((line) => (
          <PickLineCard
            key={line.productID}
            line={line}
            stock={stockMirror}
            name={productName(line.productID)}
            figures={figuresOf(line.productID)}
            refusedBatch={refused?.productID === line.productID ? refused.batchID : undefined}
            onPicked={(batchID, quantity) => void savePicked(line.productID, batchID, quantity)}
            onAnotherBatch={(batchID) =>
              void run(pickFromAnotherBatch, {
                consignmentID: id,
                line,
                fromBatchID: batchID,
              })
            }
            onReason={(reason) =>
              void run(setShortReason, {
                consignmentID: id,
                productID: line.productID,
                reason,
              })
            }
          />
        ))}
        <Group>
          <Button
            size="lg"
            color="teal.9"
            disabled={problem !== null}
            onClick={() => void finish().then(onClose)}
          >
            Picked
          </Button>
          {problem !== null && <Text c="dimmed">{problem}</Text>}
        </Group>
      </Stack>
    </Container>
  );
}
