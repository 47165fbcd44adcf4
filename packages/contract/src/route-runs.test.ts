import { describe, expect, it } from 'vitest';
import type { RouteDef } from './route-table.ts';
import { posRoutes, routes } from './routes.ts';

const table = Object.entries(routes) as [string, RouteDef][];

describe('how each route runs, as the route table declares it', () => {
  it("counts a POS token's calls on every route it may call, and on no other", () => {
    const limited = table.filter(([, def]) => def.rateLimit === 'pos-token').map(([path]) => path);
    expect(limited.sort()).toEqual(Object.keys(posRoutes).sort());
  });

  it('runs on a remembered session only a route whose one statement claims its key and checks that session', () => {
    const remembered = table.filter(([, def]) => def.session === 'remembered');
    expect(remembered.length).toBeGreaterThan(0);
    for (const [path, def] of remembered) expect(def.idempotent, path).toBe('in-statement');
  });
});
