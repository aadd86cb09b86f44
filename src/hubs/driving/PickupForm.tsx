import { Textarea } from '@mantine/core';
import { useState } from 'react';
import type { MirrorRow } from '../../data/mirror-row';
import { HandoverForm } from '../../blocks/delivery/HandoverForm';
import { packagedItemsOf, packedCount } from '../../domain/delivery/packaged-items';
import { initialPickupDraft, pickupProblems, type PickupDraft } from './pickup-flow';

/** One release at the warehouse door: quantities released, who released them with their signature, Complete Pickup. */
export function PickupForm({
  release,
  onComplete,
}: {
  release: MirrorRow<'releases'>;
  onComplete: (draft: PickupDraft) => void;
}) {
  const [draft, setDraft] = useState<PickupDraft>(() => initialPickupDraft(release));
  const set = (changes: Partial<PickupDraft>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <HandoverForm
      testId="pickup-form"
      items={packagedItemsOf(release)}
      quantities={draft.quantities}
      onQuantities={(quantities) => set({ quantities })}
      startOf={packedCount}
      maxOf={packedCount}
      captionOf={(item) => `Packed ${packedCount(item)}`}
      countWord="released"
      personLabel="Released By"
      personName={draft.releaserName}
      onPersonName={(releaserName) => set({ releaserName })}
      signatureLabel="Signature of the person releasing"
      signature={draft.signature}
      onSignature={(signature) => set({ signature })}
      problems={pickupProblems(release, draft)}
      completeLabel="Complete Pickup"
      onComplete={() => onComplete(draft)}
    >
      <Textarea
        label="Driver Notes"
        size="lg"
        autosize
        minRows={2}
        value={draft.notes}
        onChange={(event) => set({ notes: event.currentTarget.value })}
      />
    </HandoverForm>
  );
}
