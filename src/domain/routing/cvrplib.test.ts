import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cvrpCost,
  cvrpViolations,
  formatCvrpSolution,
  parseCvrplib,
  parseCvrpSolution,
  customerNode,
  customerNumber,
} from './cvrplib';

const A_N32_K5 = readFileSync(new URL('./fixtures/A-n32-k5.vrp', import.meta.url), 'utf8');

// CVRPLIB's published optimal solution of A-n32-k5 (cost 784).
const OPTIMAL = [
  [21, 31, 19, 17, 13, 7, 26],
  [12, 1, 16, 30],
  [27, 24],
  [29, 18, 8, 9, 22, 15, 10, 25, 5, 20],
  [14, 28, 11, 4, 23, 3, 2, 6],
];

describe('parseCvrplib', () => {
  it('reads the header, coordinates, demands, depot and the fleet size of a CVRPLIB file', () => {
    const instance = parseCvrplib(A_N32_K5);
    expect(instance.name).toBe('A-n32-k5');
    expect(instance.capacity).toBe(100);
    expect(instance.xs).toHaveLength(32);
    expect([instance.xs[0], instance.ys[0]]).toEqual([82, 76]);
    expect([instance.xs[31], instance.ys[31]]).toEqual([98, 5]);
    expect(instance.demands[0]).toBe(0);
    expect(instance.demands[1]).toBe(19);
    expect(instance.depot).toBe(0);
    expect(instance.vehicles).toBe(5);
  });

  it('takes VEHICLES over the comment, and leaves the fleet free when neither says', () => {
    const base =
      'NAME : t\nTYPE : CVRP\nDIMENSION : 3\nEDGE_WEIGHT_TYPE : EUC_2D\nCAPACITY : 10\nNODE_COORD_SECTION\n1 0 0\n2 3 4\n3 6 8\nDEMAND_SECTION\n1 0\n2 5\n3 5\nDEPOT_SECTION\n1\n-1\nEOF\n';
    expect(parseCvrplib(base).vehicles).toBeUndefined();
    expect(
      parseCvrplib(base.replace('TYPE : CVRP', 'TYPE : CVRP\nVEHICLES : 3\nCOMMENT : (No of trucks: 2)'))
        .vehicles,
    ).toBe(3);
    expect(parseCvrplib(base.replace('TYPE : CVRP', 'COMMENT : (Min no of trucks: 2)')).vehicles).toBe(2);
  });

  it('numbers customers 1..n-1 around a depot that is not the first node', () => {
    const text =
      'NAME : t\nDIMENSION : 3\nEDGE_WEIGHT_TYPE : EUC_2D\nCAPACITY : 10\nNODE_COORD_SECTION\n1 0 0\n2 3 4\n3 6 8\nDEMAND_SECTION\n1 4\n2 0\n3 5\nDEPOT_SECTION\n2\n-1\nEOF\n';
    const instance = parseCvrplib(text);
    expect(instance.depot).toBe(1);
    expect([customerNode(instance, 1), customerNode(instance, 2)]).toEqual([0, 2]);
    expect([customerNumber(instance, 0), customerNumber(instance, 2)]).toEqual([1, 2]);
    expect(cvrpCost(instance, [[1], [2]])).toBe(20);
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => parseCvrplib(A_N32_K5.replace('EUC_2D', 'EXPLICIT'))).toThrow(/EXPLICIT/);
    expect(() => parseCvrplib(A_N32_K5.replace(/CAPACITY : 100/, ''))).toThrow(/CAPACITY/);
    expect(() => parseCvrplib(A_N32_K5.replace(/\n 32 98 5/, ''))).toThrow(/31 of 32/);
    expect(() => parseCvrplib(A_N32_K5.replace(/\n 32 98 5/, '\n 33 98 5'))).toThrow(/outside/);
  });
});

describe('cvrpCost', () => {
  it('costs the published optimal solution of A-n32-k5 at 784 (rounded Euclidean distances)', () => {
    const instance = parseCvrplib(A_N32_K5);
    expect(cvrpCost(instance, OPTIMAL)).toBe(784);
    expect(cvrpViolations(instance, OPTIMAL)).toEqual([]);
  });

  it('reports missing and repeated customers and overloaded routes', () => {
    const instance = parseCvrplib(A_N32_K5);
    const broken = [
      [...OPTIMAL[0]!, ...OPTIMAL[1]!, ...OPTIMAL[2]!],
      OPTIMAL[3]!.slice(1),
      [...OPTIMAL[4]!, 6],
    ];
    const problems = cvrpViolations(instance, broken);
    expect(problems).toContain('route 1 carries 214 > 100');
    expect(problems).toContain('customer 29 is visited 0 times');
    expect(problems).toContain('customer 6 is visited 2 times');
  });
});

describe('CVRPLIB .sol text', () => {
  it('writes one Route line per used vehicle and the cost, and reads the routes back', () => {
    const text = formatCvrpSolution([[1, 2], [], [3]], 42);
    expect(text).toBe('Route #1: 1 2\nRoute #2: 3\nCost 42\n');
    expect(parseCvrpSolution(text)).toEqual([[1, 2], [3]]);
  });
});
