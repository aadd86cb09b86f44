import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { MirrorRecord } from '../../../sync/mirror-types';
import { itemKey, packagedItemsOf, packageName, packedCount } from '../driving/packaged-items';
import { QuantityStepper } from '../driving/QuantityStepper';
import { SignaturePadField } from '../driving/SignaturePadField';
import { initialReceivalDraft, receivalProblems, type ReceivalDraft } from './receival-flow';

/** Counting in one receival on the warehouse tablet: quantities, who delivered with their signature, temperature, notes. */
export function ReceivalForm({ receival, temperatureNeeded, onComplete }: { receival: MirrorRecord; temperatureNeeded: boolean; onComplete: (draft: ReceivalDraft) => void }) {
  const [draft, setDraft] = useState<ReceivalDraft>(() => initialReceivalDraft(receival));
  const [tried, setTried] = useState(false);
  const problems = receivalProblems(receival, draft, temperatureNeeded);
  const set = (changes: Partial<ReceivalDraft>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <Stack gap="md" data-testid="receival-form">
      {packagedItemsOf(receival).map((item, index) => {
        const key = itemKey(item, index);
        return (
          <Group key={key} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{packageName(item)}</Text>
              <Text size="sm">Sent {typeof item.quantityReleased === 'number' && item.quantityReleased > 0 ? item.quantityReleased : packedCount(item)}</Text>
            </div>
            <QuantityStepper label={`${packageName(item)} received`} value={draft.quantities[key] ?? 0} max={Number.MAX_SAFE_INTEGER} onChange={(value) => set({ quantities: { ...draft.quantities, [key]: value } })} />
          </Group>
        );
      })}
      <TextInput label="Delivered By" size="lg" withAsterisk value={draft.delivererName} onChange={(event) => set({ delivererName: event.currentTarget.value })} />
      <SignaturePadField label="Signature of the person delivering" value={draft.signature} onChange={(signature) => set({ signature })} />
      <TextInput label="Temperature on arrival (°C)" size="lg" inputMode="decimal" withAsterisk={temperatureNeeded} value={draft.temperature} onChange={(event) => set({ temperature: event.currentTarget.value })} />
      <Textarea label="Notes" size="lg" autosize minRows={2} value={draft.notes} onChange={(event) => set({ notes: event.currentTarget.value })} />
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
        Complete Receival
      </Button>
    </Stack>
  );
}
