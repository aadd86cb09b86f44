import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import { ScanField } from '../../blocks/ScanField';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { CameraScan } from '../../blocks/warehouse/CameraScan';
import { SHORT_PICK_REASONS } from '../../domain/batch-picking';
import { formatDate } from '../../domain/formats';
import type { StockFigures } from '../../domain/stock-available';
import { useSession } from '../../session/session-context';
import { useData } from '../../data/data-context';
import type { MirrorState } from '../../data/mirror-state';
import { useMirrorState } from '../../data/use-mirror-state';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { scanBatch, type PickLine } from './pick-state';
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
        <Group justify="space-between">
          <Group gap="sm">
            <Button variant="default" size="lg" onClick={onClose}>
              Back
            </Button>
            <Title order={2}>Consignment {view.number}</Title>
            {picked && (
              <Badge color="teal.9" size="lg">
                Picked
              </Badge>
            )}
            {view.pending && <Badge variant="light">Waiting to sync</Badge>}
          </Group>
          <DeviceStatus />
        </Group>
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
          <LineCard
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

type LineProps = {
  line: PickLine;
  /** Whether the batches and stock are on this device yet: until then the line says what is loading, not "no stock". */
  stock: MirrorState;
  name: string;
  figures: StockFigures;
  refusedBatch: string | null | undefined;
  onPicked: (batchID: string | null, quantity: number) => void;
  onAnotherBatch: (batchID: string | null) => void;
  onReason: (reason: string | null) => void;
};

/** A line's product and how much of it is picked, atop its card, loading or not. */
function LineHeader({ name, line, colour }: { name: string; line: PickLine; colour: string }) {
  return (
    <Group justify="space-between" mb="xs">
      <Text fw={700} size="lg">
        {name}
      </Text>
      <Badge size="lg" color={colour} variant="outline">
        {line.picked} of {line.ordered}
      </Badge>
    </Group>
  );
}

function LineCard({
  line,
  stock,
  name,
  figures,
  refusedBatch,
  onPicked,
  onAnotherBatch,
  onReason,
}: LineProps) {
  const short = line.picked < line.ordered;
  if (stock.state === 'loading') {
    return (
      <Card withBorder padding="md" aria-label={`Line ${name}`}>
        <LineHeader name={name} line={line} colour="gray.7" />
        <MirrorEmptyView mirror={stock} size="md">
          {null}
        </MirrorEmptyView>
      </Card>
    );
  }
  return (
    <Card withBorder padding="md" aria-label={`Line ${name}`}>
      <LineHeader name={name} line={line} colour={line.picked === line.ordered ? 'teal.9' : 'gray.7'} />
      <Text size="sm" c="dimmed" mb="xs">
        Here: {figures.onHand} on hand · {figures.committed} committed · {figures.available} available
      </Text>
      <Stack gap="xs">
        {line.rows.length === 0 && <Text c="dimmed">No stock of this product here.</Text>}
        {line.rows.map((row) => {
          const label = row.batchcode ?? 'Untracked stock';
          const isRefused = refusedBatch !== undefined && refusedBatch === row.batchID;
          return (
            <Group
              key={row.batchID ?? 'loose'}
              justify="space-between"
              wrap="nowrap"
              bg={isRefused ? 'red.0' : undefined}
              p={4}
            >
              <div>
                <Text fw={600}>{label}</Text>
                <Text size="sm" c="dimmed">
                  {row.exp === null ? 'no expiry' : `exp ${formatDate(row.exp)}`} · {row.onHand} on hand
                  {row.suggested > 0 ? ` · take ${row.suggested}` : ''}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                {isRefused && (
                  <Button color="red.9" size="lg" onClick={() => onAnotherBatch(row.batchID)}>
                    Pick from another batch
                  </Button>
                )}
                <ActionIcon
                  size={48}
                  variant="default"
                  aria-label={`One less from ${label}`}
                  onClick={() => onPicked(row.batchID, row.picked - 1)}
                  disabled={row.picked <= 0}
                >
                  −
                </ActionIcon>
                <PickedField
                  label={`Picked from ${label}`}
                  picked={row.picked}
                  onPicked={(quantity) => onPicked(row.batchID, quantity)}
                />
                <ActionIcon
                  size={48}
                  variant="default"
                  aria-label={`One more from ${label}`}
                  onClick={() => onPicked(row.batchID, row.picked + 1)}
                >
                  +
                </ActionIcon>
                {row.suggested > 0 && row.picked !== row.suggested && (
                  <Button size="lg" variant="light" onClick={() => onPicked(row.batchID, row.suggested)}>
                    Take {row.suggested}
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
        {line.problem !== null && (
          <Text c="red" size="sm">
            {line.problem}
          </Text>
        )}
        {short && (
          <NativeSelect
            label="Short pick reason"
            size="lg"
            value={line.shortReason ?? ''}
            onChange={(event) =>
              onReason(event.currentTarget.value === '' ? null : event.currentTarget.value)
            }
            data={[
              { value: '', label: 'Choose a reason' },
              ...SHORT_PICK_REASONS.map((reason) => ({ value: reason, label: reason })),
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * The picked quantity typed by hand. While the picker types, the field shows what is typed: the
 * mirror answers each saved digit a moment later, and showing that answer would overwrite the
 * next digit (48 typed became 8). The stored quantity shows again once the field is left.
 */
function PickedField({
  label,
  picked,
  onPicked,
}: {
  label: string;
  picked: number;
  onPicked: (quantity: number) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextInput
      aria-label={label}
      value={typed ?? String(picked)}
      inputMode="numeric"
      size="lg"
      w={72}
      onFocus={(event) => setTyped(event.currentTarget.value)}
      onBlur={() => setTyped(null)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const value = text.trim() === '' ? 0 : Number(text);
        if (Number.isFinite(value)) onPicked(Math.floor(value));
      }}
    />
  );
}
