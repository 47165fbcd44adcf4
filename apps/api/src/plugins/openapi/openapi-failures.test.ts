import path from 'node:path';
import { type ErrorType, posRoutes, type RouteDef, routes } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerFailures } from '../../../test/route-failures.ts';
import { failureTypesOf } from './responses.ts';
import { jsonSchema } from './schemas.ts';

/**
 * Failures the code reading finds that the route never answers, and why (the reading counts every
 * error made, thrown or not).
 */
const NEVER_ANSWERED: Record<string, ErrorType[]> = {
  // The reward's refusal (409) is only read, to leave out the rewards the customer cannot ask for.
  '/wallet/rewards': ['conflict'],
};

describe('the failures the OpenAPI document lists for each route are the ones its code can answer', () => {
  let thrown: Map<string, Set<ErrorType>>;
  // Reading the whole API with the TypeScript compiler takes a while (55 s at load average 12 here).
  beforeAll(() => {
    thrown = handlerFailures(path.resolve(import.meta.dirname, '../../..'));
  }, 300_000);
  const table = Object.entries(routes) as [string, RouteDef][];

  it('lists every failure a handler can throw (its own failures where access and input do not imply them)', () => {
    expect([...thrown.keys()].sort()).toEqual(table.map(([p]) => p).sort());
    const undocumented = table.flatMap(([p, def]) => {
      const documented = failureTypesOf(def, jsonSchema(def.input, 'input'), p in posRoutes);
      const never = NEVER_ANSWERED[p] ?? [];
      const missing = [...thrown.get(p)!].filter((type) => !documented.has(type) && !never.includes(type));
      return missing.length ? [`${p}: ${missing.join(', ')}`] : [];
    });
    expect(undocumented).toEqual([]);
  });

  it("declares no failure a route's code cannot give", () => {
    const unfounded = table.flatMap(([p, def]) => {
      const extra = (def.failures ?? []).filter((type) => !thrown.get(p)!.has(type));
      return extra.length ? [`${p}: ${extra.join(', ')}`] : [];
    });
    expect(unfounded).toEqual([]);
  });
});
