import { Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MirrorRow } from '../../data/mirror-row';
import { HandoverForm } from '../../blocks/delivery/HandoverForm';
import { packagedItemsOf, packedCount, type PackagedItem } from '../../domain/delivery/packaged-items';
import { initialReceivalDraft, receivalProblems, type ReceivalDraft } from './receival-flow';

// What left the sender: released when recorded, else packed.
const sentCount = (item: PackagedItem) =>
  typeof item.quantityReleased === 'number' && item.quantityReleased > 0
    ? item.quantityReleased
    : packedCount(item);

/** Counting in one receival on the warehouse tablet: quantities, who delivered with their signature, temperature, notes. */
export function ReceivalForm({
  receival,
  temperatureNeeded,
  countRequired = false,
  onComplete,
}: {
  receival: MirrorRow<'receivals'>;
  temperatureNeeded: boolean;
  /** Supplier settings' Count Every Receival: each item starts uncounted and Complete waits until each was counted. */
  countRequired?: boolean;
  onComplete: (draft: ReceivalDraft) => void;
}) {
  const [draft, setDraft] = useState<ReceivalDraft>(() => initialReceivalDraft(receival, countRequired));
  // The company's record may come after the first draw: the counts start blank once it says so.
  useEffect(() => {
    if (countRequired)
      setDraft((current) => ({ ...current, quantities: initialReceivalDraft(receival, true).quantities }));
    // Only when the setting is first known: counts entered since stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countRequired]);
  const set = (changes: Partial<ReceivalDraft>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <HandoverForm
      testId="receival-form"
      items={packagedItemsOf(receival)}
      quantities={draft.quantities}
      onQuantities={(quantities) => set({ quantities })}
      // Counted item by item, an item not counted yet is blank; else it starts at what was sent.
      startOf={(item) => (countRequired ? null : sentCount(item))}
      maxOf={() => Number.MAX_SAFE_INTEGER}
      captionOf={(item) => `Sent ${sentCount(item)}`}
      countWord="received"
      personLabel="Delivered By"
      personName={draft.delivererName}
      onPersonName={(delivererName) => set({ delivererName })}
      signatureLabel="Signature of the person delivering"
      signature={draft.signature}
      onSignature={(signature) => set({ signature })}
      problems={receivalProblems(receival, draft, temperatureNeeded, countRequired)}
      completeLabel="Complete Receival"
      onComplete={() => onComplete(draft)}
    >
      <TextInput
        label="Temperature on arrival (°C)"
        size="lg"
        inputMode="decimal"
        withAsterisk={temperatureNeeded}
        value={draft.temperature}
        onChange={(event) => set({ temperature: event.currentTarget.value })}
      />
      <Textarea
        label="Notes"
        size="lg"
        autosize
        minRows={2}
        value={draft.notes}
        onChange={(event) => set({ notes: event.currentTarget.value })}
      />
    </HandoverForm>
  );
}
