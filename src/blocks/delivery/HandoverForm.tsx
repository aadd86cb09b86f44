import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { SignatureProof } from '../../domain/delivery/signature-proof';
import { itemKey, packageName, type PackagedItem } from '../../domain/delivery/packaged-items';
import { QuantityStepper } from './QuantityStepper';
import { SignaturePadField } from './SignaturePadField';

/** One side of a handover of goods at a door: the count per package, and the person who signs. */
export type HandoverFormProps = {
  testId: string;
  items: readonly PackagedItem[];
  /** Counted per item key; an item not counted yet shows `startOf(item)`. */
  quantities: Record<string, number>;
  onQuantities: (quantities: Record<string, number>) => void;
  /** What an item not counted yet shows: a count, or null to show it blank (uncounted, and emptying a box uncounts it). */
  startOf: (item: PackagedItem) => number | null;
  /** The most that may be counted for an item. */
  maxOf: (item: PackagedItem) => number;
  /** What was expected of an item, as its caption says it ('Packed 4', 'Sent 4'). */
  captionOf: (item: PackagedItem) => string;
  /** The word after the package's name on its stepper ('released', 'received'). */
  countWord: string;
  personLabel: string;
  personName: string;
  onPersonName: (name: string) => void;
  signatureLabel: string;
  signature: SignatureProof;
  onSignature: (signature: SignatureProof) => void;
  /** What stops completing; shown after the first try. */
  problems: readonly string[];
  completeLabel: string;
  onComplete: () => void;
  /** Fields of the one handover (temperature, notes), after the signature. */
  children?: ReactNode;
};

function withoutKey(quantities: Record<string, number>, key: string): Record<string, number> {
  const rest = { ...quantities };
  delete rest[key];
  return rest;
}

/**
 * The quantities-plus-signature form the driver's pickup and the warehouse's receival share:
 * a large stepper per package, the name and signature of the person handing over, the form's
 * own fields, and a large complete button that lists what is missing instead of completing.
 */
export function HandoverForm(props: HandoverFormProps) {
  const [tried, setTried] = useState(false);
  return (
    <Stack gap="md" data-testid={props.testId}>
      {props.items.map((item, index) => {
        const key = itemKey(item, index);
        const start = props.startOf(item);
        return (
          <Group key={key} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{packageName(item)}</Text>
              <Text size="sm">{props.captionOf(item)}</Text>
            </div>
            <QuantityStepper
              label={`${packageName(item)} ${props.countWord}`}
              value={props.quantities[key] ?? start}
              max={props.maxOf(item)}
              onChange={(value) => props.onQuantities({ ...props.quantities, [key]: value })}
              onClear={
                start === null ? () => props.onQuantities(withoutKey(props.quantities, key)) : undefined
              }
            />
          </Group>
        );
      })}
      <TextInput
        label={props.personLabel}
        size="lg"
        withAsterisk
        value={props.personName}
        onChange={(event) => props.onPersonName(event.currentTarget.value)}
      />
      <SignaturePadField label={props.signatureLabel} value={props.signature} onChange={props.onSignature} />
      {props.children}
      {tried && props.problems.length > 0 ? (
        <Alert color="red" variant="filled" title="Not complete yet">
          {props.problems.join('. ')}
        </Alert>
      ) : null}
      <Button
        size="xl"
        h={64}
        color="#1b5e20"
        onClick={() => {
          setTried(true);
          if (props.problems.length === 0) props.onComplete();
        }}
      >
        {props.completeLabel}
      </Button>
    </Stack>
  );
}
