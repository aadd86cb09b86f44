import { hasDate } from '../../domain/unknown-values';
import { itemKey, packagedItemsOf, packedCount } from '../../domain/delivery/packaged-items';
import { hasSignature, type SignatureProof } from '../../domain/delivery/signature-proof';
import type { Completion } from './stop-completion';
import type { FieldsOf, RecordOf } from '../../data/mirror-row';

/** A release as the driver's pickup reads it. */
type PickupRelease = Partial<
  Pick<
    RecordOf<'releases'>,
    | 'id'
    | 'isInactive'
    | 'proofOfRelease'
    | 'releasedOn'
    | 'journeyID'
    | 'dueDepartureOn'
    | 'packagedItems'
    | 'driverNotes'
  >
>;

/** What the driver fills in when goods are released to them. */
export type PickupDraft = {
  /** Released count per packaged item (by itemKey); starts as packed. */
  quantities: Record<string, number>;
  /** Who at the warehouse door releases the goods. */
  releaserName: string;
  /** The releasing person's signature. */
  signature: SignatureProof;
  notes: string;
};

export const PICKUP_MESSAGES = {
  releaserName: 'Released By is required',
  signature: 'The person releasing the goods must sign',
  quantities: 'Quantities released must be between 0 and the number packed',
} as const;

/**
 * A release is waiting until its proof of release is given.
 * @example isWaitingRelease({ proofOfRelease: null }) // true
 */
export function isWaitingRelease(release: PickupRelease): boolean {
  if (release.isInactive === true) return false;
  return !hasSignature(release.proofOfRelease) && !hasDate(release.releasedOn);
}

/**
 * The releases a driver collects: waiting ones on their journeys, and waiting ones on no journey
 * (any driver of the company may take them), earliest due first.
 * @example waitingReleases(releases, new Set(['jny-1']))
 */
export function waitingReleases<T extends PickupRelease>(
  releases: readonly T[],
  journeyIDs: ReadonlySet<string>,
): T[] {
  return releases
    .filter(isWaitingRelease)
    .filter(
      (release) =>
        typeof release.journeyID !== 'string' ||
        release.journeyID === '' ||
        journeyIDs.has(release.journeyID),
    )
    .toSorted((a, b) => String(a.dueDepartureOn ?? '').localeCompare(String(b.dueDepartureOn ?? '')));
}

/**
 * A blank pickup: everything released as packed.
 * @example initialPickupDraft({ packagedItems: [{ id: 'a', quantityPacked: 2 }] }).quantities // { a: 2 }
 */
export function initialPickupDraft(release: PickupRelease): PickupDraft {
  const quantities: Record<string, number> = {};
  packagedItemsOf(release).forEach((item, index) => {
    quantities[itemKey(item, index)] = packedCount(item);
  });
  return {
    quantities,
    releaserName: '',
    signature: [],
    notes: typeof release.driverNotes === 'string' ? release.driverNotes : '',
  };
}

/**
 * What stops Complete Pickup.
 * @example pickupProblems(release, draft) // ['Released By is required', ...]
 */
export function pickupProblems(release: PickupRelease, draft: PickupDraft): string[] {
  const problems: string[] = [];
  const items = packagedItemsOf(release);
  const bad = items.some((item, index) => {
    const released = draft.quantities[itemKey(item, index)] ?? packedCount(item);
    return !Number.isFinite(released) || released < 0 || released > packedCount(item);
  });
  if (bad) problems.push(PICKUP_MESSAGES.quantities);
  if (draft.releaserName.trim() === '') problems.push(PICKUP_MESSAGES.releaserName);
  if (!hasSignature(draft.signature)) problems.push(PICKUP_MESSAGES.signature);
  return problems;
}

/**
 * The fields Complete Pickup writes: counts released, the proof of release, releasedOn and releasedByUserID.
 * @example pickupChanges(release, draft, { now: new Date(), userID: 'user-driver' }).releasedByUserID // 'user-driver'
 */
export function pickupChanges(
  release: PickupRelease,
  draft: PickupDraft,
  completion: Completion,
): FieldsOf<'releases'> {
  const notes = draft.notes.trim();
  return {
    packagedItems: packagedItemsOf(release).map((item, index) => ({
      ...item,
      quantityReleased: draft.quantities[itemKey(item, index)] ?? packedCount(item),
    })),
    releaserName: draft.releaserName.trim(),
    proofOfRelease: draft.signature,
    driverNotes: notes === '' ? null : notes,
    releasedOn: completion.now.toISOString(),
    releasedByUserID: completion.userID,
  };
}
