import { ActionIcon, Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import { SHORT_PICK_REASONS } from '../../domain/batch-picking';
import { formatDate } from '../../domain/formats';
import type { StockFigures } from '../../domain/stock-available';
import type { MirrorState } from '../../data/mirror-state';
import type { PickLine } from './pick-state';
import { PickedField } from './PickedField';

type PickLineCardProps = {
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

/**
 * One line of the consignment: its batches with their expiry and stock, the quantity picked from
 * each (tap, type or take the suggestion), Pick from another batch where the stock went, and the
 * reason for a short pick.
 */
export function PickLineCard({
  line,
  stock,
  name,
  figures,
  refusedBatch,
  onPicked,
  onAnotherBatch,
  onReason,
}: PickLineCardProps) {
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
