import path from 'node:path';
import type { ErrorType } from '@premia/contract';
import ts from 'typescript';

/** lib/errors.ts's helpers, by the error type each makes; `failure` takes its type as first argument. */
const HELPERS: Record<string, ErrorType | 'argument'> = {
  failure: 'argument',
  notFound: 'not-found',
  forbidden: 'forbidden',
  unauthorized: 'unauthorized',
  conflict: 'conflict',
  invalid: 'validation',
  tooLarge: 'payload-too-large',
  rateLimited: 'rate-limited',
};

/**
 * The error types each route's handler can throw, read from the API's code: from the handler, every
 * function it calls or hands on (a callback), their own, and so on; a call of lib/errors.ts's helpers is
 * a failure of that type. Over-approximate (a branch a route never takes still counts), never under,
 * except for errors built from a variable type (none is, but the spreadsheet reader's 413).
 */
export function handlerFailures(apiRoot: string): Map<string, Set<ErrorType>> {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(apiRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('no tsconfig');
  const src = path.join(apiRoot, 'src') + path.sep;
  const ours = (file: string) => file.startsWith(src) && !file.includes('.test.');
  const program = ts.createProgram(parsed.fileNames.filter(ours), parsed.options);
  const checker = program.getTypeChecker();
  const errorsFile = path.join(src, 'lib', 'errors.ts');

  /** The declaration a name refers to, when it is ours (API code, not a test). */
  function declarationOf(name: ts.Node): ts.Declaration | undefined {
    let symbol = checker.getSymbolAtLocation(name);
    if (!symbol) return undefined;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    return declaration && ours(declaration.getSourceFile().fileName) ? declaration : undefined;
  }

  const reached = new Map<ts.Node, { failures: Set<ErrorType>; next: Set<ts.Node> }>();
  /** What a piece of code throws itself, and the declarations it refers to. */
  function scan(node: ts.Node) {
    const found = reached.get(node);
    if (found) return found;
    const result = { failures: new Set<ErrorType>(), next: new Set<ts.Node>() };
    reached.set(node, result);
    const visit = (child: ts.Node): void => {
      // `store.list`: the member named, not every member of the object `store` holds.
      if (
        ts.isPropertyAccessExpression(child) &&
        ts.isIdentifier(child.expression) &&
        declarationOf(child.name)
      ) {
        visit(child.name);
        return;
      }
      if (ts.isIdentifier(child)) {
        const declaration = declarationOf(child);
        // A namespace import (`auth` of auth.login) is the whole module: its member names the function.
        if (!declaration || declaration === node || ts.isSourceFile(declaration)) return;
        if (declaration.getSourceFile().fileName === errorsFile) {
          const made = HELPERS[child.text];
          const call = child.parent;
          if (made === 'argument' && ts.isCallExpression(call) && call.expression === child) {
            const [first] = call.arguments;
            if (first && ts.isStringLiteral(first)) result.failures.add(first.text as ErrorType);
          } else if (made && made !== 'argument') result.failures.add(made);
          return;
        }
        result.next.add(declaration);
        return;
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(node, visit);
    return result;
  }

  function failuresFrom(start: ts.Node): Set<ErrorType> {
    const failures = new Set<ErrorType>();
    const seen = new Set<ts.Node>();
    const stack = [start];
    while (stack.length) {
      const node = stack.pop()!;
      if (seen.has(node)) continue;
      seen.add(node);
      const { failures: own, next } = scan(node);
      for (const failure of own) failures.add(failure);
      stack.push(...next);
    }
    return failures;
  }

  const byRoute = new Map<string, Set<ErrorType>>();
  for (const file of program.getSourceFiles()) {
    if (!ours(file.fileName) || !file.fileName.endsWith('.routes.ts')) continue;
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && node.name.text.startsWith('/')) {
        byRoute.set(node.name.text, failuresFrom(node.initializer));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return byRoute;
}
