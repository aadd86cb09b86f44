import { Alert, Button, Divider, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { MirrorRow } from '../../data/mirror-row';
import type { StopEntity } from './use-driver-data';
import { itemKey, packagedItemsOf, packageName, packedCount } from '../../domain/delivery/packaged-items';
import { QuantityStepper } from '../../blocks/delivery/QuantityStepper';
import { SignaturePadField } from '../../blocks/delivery/SignaturePadField';
import { SKIP_REASON_REQUIRED } from '../../domain/delivery/journey-status';
import { initialStopDraft, isShort, stopProblems, type StopDraft, type StopProblem } from './stop-completion';

export type StopFormProps = {
  stop: MirrorRow<StopEntity>;
  temperatureNeeded: boolean;
  /** Complete Delivery with a valid draft. */
  onComplete: (draft: StopDraft) => void;
  onSkip: (reason: string) => void;
};

function problemOf(problems: readonly StopProblem[], field: StopProblem['field']): string | undefined {
  return problems.find((problem) => problem.field === field)?.message;
}

/**
 * The delivery at one stop: quantities (as packed, or short with a reason), Receiver Name, the
 * signature, temperature when needed, notes, Flag a problem and Complete Delivery; or Skip Stop
 * with a reason.
 */
export function StopForm({ stop, temperatureNeeded, onComplete, onSkip }: StopFormProps) {
  const [draft, setDraft] = useState<StopDraft>(() => initialStopDraft(stop));
  const [tried, setTried] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [skipReason, setSkipReason] = useState('');
  const [skipError, setSkipError] = useState<string | null>(null);
  const problems = stopProblems(stop, draft, temperatureNeeded);
  const shown = tried ? problems : [];
  const set = (changes: Partial<StopDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const items = packagedItemsOf(stop);

  const complete = () => {
    setTried(true);
    if (problems.length === 0) onComplete(draft);
  };
  const skip = () => {
    if (skipReason.trim() === '') {
      setSkipError(SKIP_REASON_REQUIRED);
      return;
    }
    onSkip(skipReason);
  };

  return (
    <Stack gap="md" data-testid="stop-form">
      {items.length === 0 ? null : (
        <Stack gap="xs">
          <Text fw={700} size="lg">
            Delivered
          </Text>
          {items.map((item, index) => {
            const key = itemKey(item, index);
            const packed = packedCount(item);
            return (
              <Group key={key} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{packageName(item)}</Text>
                  <Text size="sm">Packed {packed}</Text>
                </div>
                <QuantityStepper
                  label={`${packageName(item)} delivered`}
                  value={draft.quantities[key] ?? packed}
                  max={packed}
                  onChange={(value) => set({ quantities: { ...draft.quantities, [key]: value } })}
                />
              </Group>
            );
          })}
          {problemOf(shown, 'quantities') === undefined ? null : (
            <Text c="#b71c1c" fw={600}>
              {problemOf(shown, 'quantities')}
            </Text>
          )}
          {isShort(stop, draft) ? (
            <Textarea
              label="Reason for short delivery"
              size="lg"
              autosize
              minRows={2}
              withAsterisk
              value={draft.shortReason}
              onChange={(event) => set({ shortReason: event.currentTarget.value })}
              error={problemOf(shown, 'shortReason')}
            />
          ) : null}
        </Stack>
      )}
      <TextInput
        label="Receiver Name"
        size="lg"
        withAsterisk
        autoComplete="off"
        value={draft.receiverName}
        onChange={(event) => set({ receiverName: event.currentTarget.value })}
        error={problemOf(shown, 'receiverName')}
      />
      <SignaturePadField
        label="Signature"
        value={draft.signature}
        onChange={(signature) => set({ signature })}
        error={problemOf(shown, 'signature')}
      />
      <TextInput
        label="Temperature on delivery (°C)"
        description={temperatureNeeded ? 'Temperature-sensitive products: required' : undefined}
        size="lg"
        inputMode="decimal"
        withAsterisk={temperatureNeeded}
        value={draft.temperature}
        onChange={(event) => set({ temperature: event.currentTarget.value })}
        error={problemOf(shown, 'temperature')}
      />
      <Textarea
        label="Driver Notes"
        size="lg"
        autosize
        minRows={2}
        value={draft.notes}
        onChange={(event) => set({ notes: event.currentTarget.value })}
      />
      <Button
        size="lg"
        h={56}
        variant={draft.flagged ? 'filled' : 'outline'}
        color={draft.flagged ? '#8a3b00' : 'dark'}
        aria-pressed={draft.flagged}
        onClick={() => set({ flagged: !draft.flagged })}
      >
        {draft.flagged ? 'Problem flagged' : 'Flag a problem'}
      </Button>
      {shown.length > 0 ? (
        <Alert color="red" variant="filled" title="Not complete yet">
          {shown.map((problem) => problem.message).join('. ')}
        </Alert>
      ) : null}
      <Button size="xl" h={64} color="#1b5e20" onClick={complete}>
        Complete Delivery
      </Button>
      <Divider />
      {skipping ? (
        <Stack gap="xs">
          <Textarea
            label="Why is this stop skipped?"
            size="lg"
            autosize
            minRows={2}
            value={skipReason}
            onChange={(event) => {
              setSkipReason(event.currentTarget.value);
              setSkipError(null);
            }}
            error={skipError}
          />
          {/* One under the other on a phone: side by side, 'Skip This Stop' was cut short at 390 px. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button size="lg" h={56} variant="outline" color="dark" onClick={() => setSkipping(false)}>
              Cancel
            </Button>
            <Button size="lg" h={56} color="#8a3b00" onClick={skip}>
              Skip This Stop
            </Button>
          </SimpleGrid>
        </Stack>
      ) : (
        <Button size="lg" h={56} variant="outline" color="dark" onClick={() => setSkipping(true)}>
          Skip Stop…
        </Button>
      )}
    </Stack>
  );
}
