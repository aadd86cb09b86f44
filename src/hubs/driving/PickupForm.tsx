import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { MirrorRecord } from '../../../sync/mirror-types';
import { itemKey, packagedItemsOf, packageName, packedCount } from './packaged-items';
import { initialPickupDraft, pickupProblems, type PickupDraft } from './pickup-flow';
import { QuantityStepper } from './QuantityStepper';
import { SignaturePadField } from './SignaturePadField';

/** One release at the warehouse door: quantities released, who released them with their signature, Complete Pickup. */
export function PickupForm({ release, onComplete }: { release: MirrorRecord; onComplete: (draft: PickupDraft) => void }) {
  const [draft, setDraft] = useState<PickupDraft>(() => initialPickupDraft(release));
  const [tried, setTried] = useState(false);
  const problems = pickupProblems(release, draft);
  const set = (changes: Partial<PickupDraft>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <Stack gap="md" data-testid="pickup-form">
      {packagedItemsOf(release).map((item, index) => {
        const key = itemKey(item, index);
        const packed = packedCount(item);
        return (
          <Group key={key} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{packageName(item)}</Text>
              <Text size="sm">Packed {packed}</Text>
            </div>
            <QuantityStepper label={`${packageName(item)} released`} value={draft.quantities[key] ?? packed} max={packed} onChange={(value) => set({ quantities: { ...draft.quantities, [key]: value } })} />
          </Group>
        );
      })}
      <TextInput label="Released By" size="lg" withAsterisk value={draft.releaserName} onChange={(event) => set({ releaserName: event.currentTarget.value })} />
      <SignaturePadField label="Signature of the person releasing" value={draft.signature} onChange={(signature) => set({ signature })} />
      <Textarea label="Driver Notes" size="lg" autosize minRows={2} value={draft.notes} onChange={(event) => set({ notes: event.currentTarget.value })} />
      {tried && problems.length > 0 ? (
        <Alert color="red" variant="filled" title="Not complete yet">
          {problems.join('. ')}
        </Alert>
      ) : null}
      <Button
        size="xl"
        h={64}
        color="#1b5e20"
        onClick={() => {
          setTried(true);
          if (problems.length === 0) onComplete(draft);
        }}
      >
        Complete Pickup
      </Button>
    </Stack>
  );
}
