// The import graph of a tree's areas and its loops: read by the API's and the web app's
// feature-boundaries tests, each with its own idea of what an area is and what a file imports.

/** An import: the importing file and the path it resolves to. */
export interface ImportEdge {
  from: string;
  to: string;
}

/** Which area imports which other, from the imports between files (`areaOf` undefined: not an area's). */
export function importGraph(
  edges: Iterable<ImportEdge>,
  areaOf: (path: string) => string | undefined,
): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const own = areaOf(from);
    const other = areaOf(to);
    if (own === undefined || other === undefined || other === own) continue;
    if (!graph.has(own)) graph.set(own, new Set());
    graph.get(own)!.add(other);
  }
  return graph;
}

/** The sets of areas that import each other round a loop (Tarjan's strongly connected components). */
export function importLoops(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const loop: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      loop.push(member);
    } while (member !== node);
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return loops;
}
