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
import { SHORT_PICK_REASONS } from '../../domain/batch-picking';
import { formatDate } from '../../domain/formats';
import { stockFigures, type StockFigures } from '../../domain/stock-available';
import { useSession } from '../../session/session-context';
import { useData } from '../../data/data-context';
import type { MirrorState } from '../../data/mirror-state';
import { useMirrorState } from '../../data/use-mirror-state';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import {
  finishProblem,
  pickFromAnotherBatch,
  pickLines,
  refusedRow,
  scanBatch,
  setPicked,
  setShortReason,
  type EntryItem,
  type OrderLine,
  type PickLine,
} from './pick-state';
import { CameraScan } from './CameraScan';
import { BatchProductChooser, type BatchProductChoice } from './BatchProductChooser';
import { officeChangeLabels } from './pick-conflict';
import { DeviceStatus } from '../../blocks/shell/DeviceStatus';
import { textOf } from './warehouse-day';
import { lineProductName } from './own-floor';

const ENTITY = 'customer-consignments';
/** What a line's batches and their stock come from: until both are on the device no line says "no stock". */
const STOCK_SECTIONS = ['stock-items', 'batches'] as const;

/** Picking one consignment: batches per line, quantities by tapping or by a typed or scanned batch code, then Picked. */
export function PickConsignment({ id, onClose }: { id: string; onClose: () => void }) {
  const { session } = useSession();
  const { writes } = useData();
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

  const orderItems = (consignment.consignmentOrderItems as OrderLine[] | null) ?? [];
  const entryItems = (consignment.consignmentEntryItems as EntryItem[] | null) ?? [];
  const server = (consignment._base ?? consignment) as Record<string, unknown>;
  const locationID = textOf(consignment.departureLocationID);
  const lines = pickLines({
    orderItems,
    entryItems,
    serverEntryItems: (server.consignmentEntryItems as EntryItem[] | null) ?? [],
    batches: batches.map((b) => ({
      id: b.id,
      batchcode: textOf(b.batchcode) || null,
      productID: textOf(b.productID),
      exp: textOf(b.exp) || null,
      onHold: b.onHold === true,
      isPending: b.isPending === true,
    })),
    stock: stock.map((s) => ({
      batchID: textOf(s.batchID) || null,
      productID: textOf(s.productID),
      locationID: textOf(s.locationID),
      available: typeof s.available === 'number' ? s.available : 0,
    })),
    locationID,
  });
  const failed =
    consignment._syncState === 'failed'
      ? (consignment._syncMessage ?? 'The services refused this pick')
      : null;
  const refused = failed === null ? null : refusedRow(lines, failed);
  const picked = textOf(consignment.pickedOn) !== '';
  const problem = finishProblem(lines, stockLoaded);
  const productName = (productID: string) =>
    lineProductName(orderItems.find((line) => line.productID === productID) ?? { productID }, products);
  // The services' figures of the product here, from one record: on hand, committed and available move together.
  const figuresOf = (productID: string) =>
    stockFigures(tracked?.find((item) => item.productID === productID && item.locationID === locationID));

  const savePicked = (productID: string, batchID: string | null, quantity: number) =>
    writes.updateRecord(ENTITY, id, {
      consignmentEntryItems: setPicked(entryItems, productID, batchID, Math.max(0, quantity)),
    });

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
    writes.updateRecord(ENTITY, id, {
      pickedOn: new Date().toISOString(),
      pickedByUserID: session?.userID ?? null,
    });

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <Button variant="default" size="lg" onClick={onClose}>
              Back
            </Button>
            <Title order={2}>Consignment {textOf(consignment.consignmentNumber)}</Title>
            {picked && (
              <Badge color="teal.9" size="lg">
                Picked
              </Badge>
            )}
            {consignment._syncState === 'pending' && <Badge variant="light">Waiting to sync</Badge>}
          </Group>
          <DeviceStatus />
        </Group>
        <Text>
          {textOf((consignment.buyer as { companyName?: string } | null)?.companyName)} · due{' '}
          {formatDate(textOf(consignment.dueDate))}
        </Text>
        {failed !== null && (
          <Alert color="red" title="Not picked: the stock is gone" role="alert">
            {failed} Your picks are kept: pick the rest from another batch.
          </Alert>
        )}
        {consignment._syncState === 'conflict' && (
          <Alert color="yellow" title="Changed in the office" role="alert">
            <Stack gap="sm">
              <Text>
                {consignment._serverVersion === undefined
                  ? (consignment._syncMessage ?? 'Someone in the office changed this consignment.')
                  : `The office changed ${officeChangeLabels(consignment._base, consignment._serverVersion).join(', ') || 'this consignment'} while you picked.`}{' '}
                Your picks are kept on this tablet.
              </Text>
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
              void writes.updateRecord(ENTITY, id, {
                consignmentEntryItems: pickFromAnotherBatch(entryItems, line, batchID),
              })
            }
            onReason={(reason) =>
              void writes.updateRecord(ENTITY, id, {
                consignmentOrderItems: setShortReason(orderItems, line.productID, reason),
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
