import { Badge, Button, Card, Group, NativeSelect, NumberInput, Text } from '@mantine/core';
import { useCommand } from '../../blocks/hub/use-command';
import { acceptProposal } from './commands/accept-proposal';
import type { BalancerEvent, ProposalCard as Shown, SupplierChoice } from './flow';

type Props = {
  card: Shown;
  supplierChoices: readonly SupplierChoice[];
  dispatch: (event: BalancerEvent) => void;
};

/** Tomorrow at 9 in the morning, here: when an accepted proposal's goods are due. */
function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  day.setHours(9, 0, 0, 0);
  return day.toISOString();
}

const newID = () => crypto.randomUUID();
const now = () => new Date();

/** One proposal: where it stands, its quantity and supplier, Accept and Skip. */
export function ProposalCard({ card, supplierChoices, dispatch }: Props) {
  const { proposal, status, quantity, problem } = card;
  const accept = useCommand(acceptProposal, { card, dueDate: tomorrow, now, newID });
  return (
    <Card withBorder padding="md" aria-label={`Proposal ${card.productName} at ${card.locationName}`}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={700} size="lg">
            {card.productName}
          </Text>
          <Text>
            {card.locationName}: {proposal.level} in stock
            {proposal.onTheWay > 0 ? `, ${proposal.onTheWay} on the way` : ''}, lower threshold{' '}
            {proposal.lowerThreshold}
          </Text>
          <Text c="dimmed">
            {proposal.kind === 'transfer' ? `Transfer from ${card.fromName}` : 'Purchase order'}
            {proposal.supplyLine !== null
              ? ` · by supply line ${proposal.supplyLine.supplyLineName ?? ''}`.trimEnd()
              : ''}
          </Text>
        </div>
        {status !== undefined && (
          <Badge size="lg" color={status === 'accepted' ? 'teal.9' : 'gray.7'}>
            {status === 'accepted' ? 'Accepted' : 'Skipped'}
          </Badge>
        )}
      </Group>
      {status === undefined && (
        <Group mt="sm" align="flex-end">
          <NumberInput
            label="Quantity"
            size="lg"
            hideControls
            inputMode="numeric"
            w={problem === null ? 140 : 320}
            min={0}
            value={quantity}
            error={problem}
            onChange={(value) =>
              dispatch({
                type: 'quantity',
                key: proposal.key,
                quantity: typeof value === 'number' ? value : 0,
              })
            }
          />
          {proposal.kind === 'purchase' && supplierChoices.length > 0 && (
            <NativeSelect
              label="Supplier"
              size="lg"
              data={supplierChoices}
              value={card.supplier?.id ?? supplierChoices[0]?.value}
              onChange={(event) =>
                dispatch({ type: 'supplier', key: proposal.key, supplierID: event.currentTarget.value })
              }
            />
          )}
          <Button
            size="lg"
            color="teal.9"
            disabled={problem !== null}
            onClick={() =>
              void accept
                .run()
                .then(() => dispatch({ type: 'accepted', proposal: { ...proposal, quantity } }))
            }
          >
            {accept.label}
          </Button>
          <Button size="lg" variant="default" onClick={() => dispatch({ type: 'skip', key: proposal.key })}>
            Skip
          </Button>
        </Group>
      )}
    </Card>
  );
}
