/**
 * CVRPLIB instances (TSPLIB format, EUC_2D) and solutions (CVRPLIB's .sol format).
 * Distances are Euclidean rounded to the nearest integer, as CVRPLIB defines them for its
 * classic sets; the depot is the node DEPOT_SECTION names (node 1 in every classic instance).
 */
import { euclideanRoundedMatrix, type DistanceMatrix } from './distance';
import type { RoutingProblem } from './problem';

export interface CvrpInstance {
  readonly name: string;
  readonly capacity: number;
  /** Node coordinates, index 0..n-1 in file order (node k of the file is index k-1). */
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly demands: Float64Array;
  /** Index of the depot node. */
  readonly depot: number;
  /**
   * Fleet size if the file states one (a VEHICLES field, or "No of trucks: k" in the COMMENT as
   * the classic sets A, B, E, M, P write it), otherwise undefined (unlimited, as for set X).
   */
  readonly vehicles?: number;
}

/**
 * Reads a TSPLIB/CVRPLIB CVRP file with EUC_2D coordinates.
 * @example parseCvrplib('NAME : t\nDIMENSION : 2\nCAPACITY : 10\nEDGE_WEIGHT_TYPE : EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 3 4\nDEMAND_SECTION\n1 0\n2 5\nDEPOT_SECTION\n1\n-1\nEOF').capacity // 10
 */
export function parseCvrplib(text: string): CvrpInstance {
  const lines = text.split(/\r?\n/);
  const header = new Map<string, string>();
  let section = '';
  let dimension = 0;
  let xs = new Float64Array(0);
  let ys = new Float64Array(0);
  let demands = new Float64Array(0);
  const depots: number[] = [];
  const seenCoordinates = new Set<number>();
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line === 'EOF') continue;
    const keyValue = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (keyValue) {
      const key = keyValue[1]!;
      header.set(key, keyValue[2]!.trim());
      if (key === 'DIMENSION') {
        dimension = Number(keyValue[2]);
        xs = new Float64Array(dimension);
        ys = new Float64Array(dimension);
        demands = new Float64Array(dimension);
      }
      section = '';
      continue;
    }
    if (/^[A-Z_]+$/.test(line)) {
      section = line;
      continue;
    }
    const numbers = line.split(/\s+/).map(Number);
    if (section === 'NODE_COORD_SECTION') {
      const [node, x, y] = numbers;
      const index = checkNode(node, dimension);
      xs[index] = x!;
      ys[index] = y!;
      seenCoordinates.add(index);
    } else if (section === 'DEMAND_SECTION') {
      const [node, demand] = numbers;
      demands[checkNode(node, dimension)] = demand!;
    } else if (section === 'DEPOT_SECTION') {
      for (const node of numbers) if (node > 0) depots.push(checkNode(node, dimension));
    }
  }
  const weightType = header.get('EDGE_WEIGHT_TYPE') ?? 'EUC_2D';
  if (weightType !== 'EUC_2D')
    throw new Error(`EDGE_WEIGHT_TYPE ${weightType} is not supported (only EUC_2D)`);
  if (dimension < 1) throw new Error('DIMENSION is missing');
  if (seenCoordinates.size !== dimension)
    throw new Error(`NODE_COORD_SECTION has ${seenCoordinates.size} of ${dimension} nodes`);
  const capacity = Number(header.get('CAPACITY'));
  if (!Number.isFinite(capacity) || capacity <= 0) throw new Error('CAPACITY is missing');
  const trucks = /trucks\s*:\s*(\d+)/i.exec(header.get('COMMENT') ?? '');
  const vehicles = header.has('VEHICLES')
    ? Number(header.get('VEHICLES'))
    : trucks
      ? Number(trucks[1])
      : undefined;
  return {
    name: header.get('NAME') ?? '',
    capacity,
    xs,
    ys,
    demands,
    depot: depots[0] ?? 0,
    ...(vehicles !== undefined && Number.isInteger(vehicles) && vehicles > 0 ? { vehicles } : {}),
  };
}

function checkNode(node: number | undefined, dimension: number): number {
  if (node === undefined || !Number.isInteger(node) || node < 1 || node > dimension)
    throw new Error(`node ${node} is outside 1..${dimension}`);
  return node - 1;
}

/** The instance's rounded Euclidean distance matrix over all nodes (file order). */
export function cvrpMatrix(instance: CvrpInstance): DistanceMatrix {
  return euclideanRoundedMatrix(instance.xs, instance.ys);
}

/**
 * The instance as a routing problem: one job per non-depot node (in file order), one kind of
 * vehicle at the depot with the capacity: `vehicles` of them (the instance's fleet size by
 * default), or as many as there are customers when 'unlimited' (the fleet is free).
 */
export function cvrpProblem(
  instance: CvrpInstance,
  matrix: DistanceMatrix = cvrpMatrix(instance),
  vehicles: number | 'unlimited' = instance.vehicles ?? 'unlimited',
): { problem: RoutingProblem; customerNodes: number[] } {
  const customerNodes: number[] = [];
  for (let node = 0; node < instance.xs.length; node++) if (node !== instance.depot) customerNodes.push(node);
  const problem: RoutingProblem = {
    dimensions: ['demand'],
    matrix,
    jobs: customerNodes.map((node) => ({ location: node, demand: [instance.demands[node]!] })),
    vehicles: [
      {
        start: instance.depot,
        end: instance.depot,
        capacity: [instance.capacity],
        count: vehicles === 'unlimited' ? customerNodes.length : vehicles,
      },
    ],
  };
  return { problem, customerNodes };
}

/** A CVRPLIB solution: routes of customer numbers (1..n-1; file node k+1 is customer k). */
export type CvrpRoutes = readonly (readonly number[])[];

/** Total cost of routes of customer numbers, each starting and ending at the depot. */
export function cvrpCost(
  instance: CvrpInstance,
  routes: CvrpRoutes,
  matrix: DistanceMatrix = cvrpMatrix(instance),
): number {
  const size = matrix.size;
  let cost = 0;
  for (const route of routes) {
    let previous = instance.depot;
    for (const customer of route) {
      const node = customerNode(instance, customer);
      cost += matrix.values[previous * size + node]!;
      previous = node;
    }
    cost += matrix.values[previous * size + instance.depot]!;
  }
  return cost;
}

/** Node index of customer number k (1-based, depot skipped). */
export function customerNode(instance: CvrpInstance, customer: number): number {
  if (!Number.isInteger(customer) || customer < 1 || customer >= instance.xs.length)
    throw new Error(`customer ${customer} is outside 1..${instance.xs.length - 1}`);
  return customer - 1 < instance.depot ? customer - 1 : customer;
}

/** Customer number of a node index (inverse of customerNode). */
export function customerNumber(instance: CvrpInstance, node: number): number {
  return node < instance.depot ? node + 1 : node;
}

/** Problems with routes of customer numbers: missing or repeated customers, over-capacity routes. */
export function cvrpViolations(instance: CvrpInstance, routes: CvrpRoutes): string[] {
  const problems: string[] = [];
  const seen = new Map<number, number>();
  routes.forEach((route, r) => {
    let load = 0;
    for (const customer of route) {
      seen.set(customer, (seen.get(customer) ?? 0) + 1);
      load += instance.demands[customerNode(instance, customer)]!;
    }
    if (load > instance.capacity) problems.push(`route ${r + 1} carries ${load} > ${instance.capacity}`);
  });
  for (let customer = 1; customer < instance.xs.length; customer++) {
    const times = seen.get(customer) ?? 0;
    if (times !== 1) problems.push(`customer ${customer} is visited ${times} times`);
  }
  return problems;
}

/** CVRPLIB's .sol text: `Route #k: c1 c2 ...` per non-empty route, then `Cost N`. */
export function formatCvrpSolution(routes: CvrpRoutes, cost: number): string {
  const lines = routes
    .filter((route) => route.length > 0)
    .map((route, k) => `Route #${k + 1}: ${route.join(' ')}`);
  lines.push(`Cost ${Number.isInteger(cost) ? cost : Number(cost.toFixed(3))}`);
  return `${lines.join('\n')}\n`;
}

/** Reads the routes of a .sol text (the Cost line is ignored). */
export function parseCvrpSolution(text: string): number[][] {
  const routes: number[][] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^Route\s*#\d+\s*:(.*)$/i.exec(line.trim());
    if (match) routes.push(match[1]!.trim().split(/\s+/).filter(Boolean).map(Number));
  }
  return routes;
}
