import type { MirrorRecord, MirrorRow } from '../../../data/mirror-row';
import type { Stop } from '../use-driver-data';

/** A journey as the mirror holds it, for the command tests. */
export function journeyRow(fields: Partial<MirrorRow<'journeys'>> = {}): MirrorRow<'journeys'> {
  return { id: 'jny-1', _syncState: 'synced', ...fields } as MirrorRow<'journeys'>;
}

/** A stop of the given section, for the command tests. */
export function stopOf(fields: Partial<MirrorRecord> = {}, entity: Stop['entity'] = 'deliveries'): Stop {
  return {
    entity,
    record: { id: 'del-1', _syncState: 'synced', journeyID: 'jny-1', ...fields } as MirrorRecord,
  };
}

export const SIGNED = [
  {
    points: [
      { x: 1, y: 2 },
      { x: 5, y: 9 },
    ],
  },
];
export const NOW = new Date('2026-03-02T21:00:00Z');
