/**
 * Guided tours (spec doc 1, section 2; doc 2, section 2). A tour is named after its panel,
 * with the suffix .new or .edit or a custom status; `name.status` shows only the steps for
 * that status when no tour has that exact name.
 */

/** The tours the product ships. */
export const TOUR_NAMES = [
  'all',
  'batch.new',
  'batch.edit',
  'batches',
  'customer-order',
  'customer-orders',
  'sales-hub',
] as const;

export type TourName = (typeof TOUR_NAMES)[number];

/** One step: what to point at and say; `statuses` limits it to those statuses. */
export type TourStep = {
  readonly target: string;
  readonly text: string;
  readonly statuses?: readonly string[];
};

export type ResolvedTour = { readonly name: string; readonly steps: readonly TourStep[] };

/**
 * The tour name a panel asks for: `name.new` for a new item, `name.edit` while editing,
 * `name.status` for a custom status, or the bare name.
 * @example bladeTourName('batch', { isNew: true }) // 'batch.new'
 * @example bladeTourName('customer-order', { status: 'confirmed' }) // 'customer-order.confirmed'
 */
export function bladeTourName(
  name: string,
  options: { isNew?: boolean; isEditing?: boolean; status?: string | null } = {},
): string {
  if (options.isNew === true) return `${name}.new`;
  if (options.isEditing === true) return `${name}.edit`;
  if (options.status != null && options.status !== '') return `${name}.${options.status}`;
  return name;
}

/**
 * Picks a tour by exact name, else by `name.status`: the named tour with only the steps
 * for that status (steps without statuses always show). Null when no tour fits.
 * @example resolveTour('batch.new', tours) // the batch.new tour, every step
 * @example resolveTour('customer-order.confirmed', tours) // customer-order's steps for confirmed
 */
export function resolveTour(
  requested: string,
  tours: Readonly<Partial<Record<string, readonly TourStep[]>>>,
): ResolvedTour | null {
  const exact = tours[requested];
  if (exact !== undefined) return { name: requested, steps: exact };
  const dot = requested.lastIndexOf('.');
  if (dot <= 0) return null;
  const name = requested.slice(0, dot);
  const status = requested.slice(dot + 1);
  const steps = tours[name];
  if (steps === undefined) return null;
  return {
    name,
    steps: steps.filter((step) => step.statuses === undefined || step.statuses.includes(status)),
  };
}

/** @example isTourName('batches') // true */
export function isTourName(name: string): name is TourName {
  return TOUR_NAMES.some((tour) => tour === name);
}
