import { Alert } from '@mantine/core';
import { km } from './display';
import type { OptimisationState } from './flow';

/** How the optimisation stands: running (best so far), failed, or applied. */
export function OptimisationStatus({ state }: { state: OptimisationState }) {
  return (
    <>
      {state.phase === 'running' && (
        <Alert color="blue" title="Optimising…" aria-live="polite">
          {state.progress
            ? `Best so far ${km(state.progress.bestCost)} after ${state.progress.iterations.toLocaleString('en-AU')} iterations.`
            : 'Starting…'}
        </Alert>
      )}
      {state.error && (
        <Alert color="red" title="Something went wrong">
          {state.error}
        </Alert>
      )}
      {state.phase === 'applied' && (
        <Alert color="green" title="Applied" data-testid="applied">
          {state.appliedJourneyIDs.length} journeys created and their stops numbered. They sync when the
          connection allows.
        </Alert>
      )}
    </>
  );
}
