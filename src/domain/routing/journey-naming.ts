/**
 * Around the solver (its algorithm untouched): which journey template each of its routes
 * follows, and what each proposed journey is called. The solver treats every vehicle of the
 * same start, end and limits alike, so it may put all of a day's routes on the first template
 * ("Inner Melbourne Loop 1" to "6") and leave the others ("Metro Morning Run") unused. Here the
 * routes are spread over the templates that could drive them, each template used once before
 * any is used twice, and journeys are named after their template, and after their area (the
 * suburb most of their stops are in) when a template drives more than one.
 */
import type { PlanStop, PlanTemplate } from './journey-plan';

/** A route as the assignment needs it: the template the solver gave it and its load. */
export interface RouteToAssign {
  /** Index into the templates. */
  readonly vehicle: number;
  /** Load in the templates' limit order (destinations, packages, weight). */
  readonly load: readonly number[];
}

const limitOf = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : Infinity;

/** Whether a template could drive a route the solver gave another: same start and end, load within its limits. */
function canDrive(template: PlanTemplate, given: PlanTemplate, load: readonly number[]): boolean {
  const limits = [
    limitOf(template.maxDestinations),
    limitOf(template.maxPackages),
    limitOf(template.maxWeight),
  ];
  return (
    template.start.id === given.start.id &&
    template.end.id === given.end.id &&
    load.every((amount, d) => amount <= (limits[d] ?? Infinity) + 1e-9)
  );
}

/**
 * The template index for each route: every template that could drive a route is used once
 * before any is used twice (within its count), the routes with the fewest choices placed first;
 * a route nothing else fits keeps the solver's template.
 * @example assignTemplates([{ vehicle: 0, load: [3, 5, 40] }, { vehicle: 0, load: [2, 4, 30] }], [loop, metro]) // [0, 1]
 */
export function assignTemplates(
  routes: readonly RouteToAssign[],
  templates: readonly PlanTemplate[],
): number[] {
  const choices = routes.map((route) => {
    const given = templates[route.vehicle];
    if (given === undefined) return [route.vehicle];
    const fitting = templates.flatMap((template, index) =>
      canDrive(template, given, route.load) ? [index] : [],
    );
    return fitting.length > 0 ? fitting : [route.vehicle];
  });
  const order = routes
    .map((_, index) => index)
    .sort((a, b) => choices[a]!.length - choices[b]!.length || a - b);
  const used = templates.map(() => 0);
  const assigned: number[] = routes.map((route) => route.vehicle);
  for (const index of order) {
    const open = choices[index]!.filter((template) => used[template]! < (templates[template]?.count ?? 1));
    const pick =
      open.length === 0
        ? routes[index]!.vehicle
        : open.reduce((best, template) => (used[template]! < used[best]! ? template : best));
    assigned[index] = pick;
    used[pick] = (used[pick] ?? 0) + 1;
  }
  return assigned;
}

/** The area most of the stops are in (first seen on a tie), or null when none has one. */
export function mainArea(stops: readonly PlanStop[]): string | null {
  const counts = new Map<string, number>();
  for (const stop of stops) {
    const area = stop.destination.area?.trim();
    if (area) counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [area, count] of counts) if (best === null || count > counts.get(best)!) best = area;
  return best;
}

/**
 * The names of a day's journeys: a template's name when it drives one journey; "template –
 * area" when it drives several; numbered only where two would still be called the same.
 * @example journeyNames([{ templateName: 'Metro Morning Run', stops }, { templateName: 'Inner Melbourne Loop', stops: carlton }, { templateName: 'Inner Melbourne Loop', stops: richmond }])
 * // ['Metro Morning Run', 'Inner Melbourne Loop – Carlton', 'Inner Melbourne Loop – Richmond']
 */
export function journeyNames(
  journeys: readonly { readonly templateName: string; readonly stops: readonly PlanStop[] }[],
): string[] {
  const perTemplate = new Map<string, number>();
  for (const journey of journeys)
    perTemplate.set(journey.templateName, (perTemplate.get(journey.templateName) ?? 0) + 1);
  const named = journeys.map((journey) => {
    if (perTemplate.get(journey.templateName) === 1) return journey.templateName;
    const area = mainArea(journey.stops);
    return area === null ? journey.templateName : `${journey.templateName} – ${area}`;
  });
  const total = new Map<string, number>();
  for (const name of named) total.set(name, (total.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return named.map((name) => {
    if (total.get(name) === 1) return name;
    const nth = (seen.get(name) ?? 0) + 1;
    seen.set(name, nth);
    return `${name} ${nth}`;
  });
}
