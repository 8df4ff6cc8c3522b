import { transformSync } from 'esbuild';
import { toJs, jsx as jsxHandlers } from 'estree-util-to-js';
import type { Node, Program, Statement, ModuleDeclaration, Expression } from 'estree';
import { Fragment } from 'react';
import { boundedCreateElement } from './page-heap.ts';
import { pageProcess } from './page-deadline.ts';

/** Names an MDX page can use in expressions: its imports, its exports and docsgen's globals. */
export type Scope = Map<string, unknown>;

/** Compiled expression functions by scope names + code; shared by the pages of a build. */
export type CompiledCache = Map<string, (...values: unknown[]) => unknown>;

const H = '__docsgen_h';
const F = '__docsgen_Fragment';

/** Turns an estree expression into a value, with the scope's names bound. Throws what the code throws. */
export function evaluateExpression(expression: Expression, scope: Scope, cache: CompiledCache): unknown {
  // A name of the page is looked up at once; others (`undefined`, `Math`, a typo) run as code would.
  if (expression.type === 'Identifier' && scope.has(expression.name)) return scope.get(expression.name);
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return run(program, scope, cache, (code) => `return (${code.replace(/;\s*$/, '')});`);
}

/**
 * Runs the declarations of `export const x = …` / `export function f() {}` blocks in order and
 * returns the names they declare with their values.
 */
export function evaluateDeclarations(
  statements: readonly (Statement | ModuleDeclaration)[],
  scope: Scope,
  cache: CompiledCache,
): Map<string, unknown> {
  const body: Statement[] = [];
  const names: string[] = [];
  for (const s of statements) {
    const decl =
      s.type === 'ExportNamedDeclaration'
        ? s.declaration
        : s.type === 'ImportDeclaration' || s.type === 'ExportDefaultDeclaration' || s.type === 'ExportAllDeclaration'
          ? null
          : s;
    if (!decl) continue;
    body.push(decl as Statement);
    if (decl.type === 'VariableDeclaration') for (const d of decl.declarations) names.push(...patternNames(d.id));
    else if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id)
      names.push(decl.id.name);
  }
  if (body.length === 0) return new Map();
  const program: Program = { type: 'Program', sourceType: 'module', body };
  const values = run(program, scope, cache, (code) => `${code}\nreturn [${names.join(', ')}];`, names) as unknown[];
  return new Map(names.map((n, i) => [n, values[i]]));
}

function run(
  program: Program,
  scope: Scope,
  cache: CompiledCache,
  wrap: (code: string) => string,
  declared: readonly string[] = [],
): unknown {
  let code = toJs(program, { handlers: jsxHandlers }).value;
  if (hasJsx(program))
    code = transformSync(code, { loader: 'jsx', jsx: 'transform', jsxFactory: H, jsxFragment: F, format: 'esm' }).code;
  // `process` is a guarded stand-in (a page's `process.exit()` must not end the build); the page's own names win.
  const guard = scope.has('process') ? [] : ['process'];
  // A page's `export const Details = …` shadows the `Details` it would get from the scope, as a module's own name does.
  const own = new Set(declared);
  const inScope = [...scope].filter(([name]) => !own.has(name));
  const names = [H, F, ...guard, ...inScope.map(([name]) => name)];
  const key = `${names.join(',')}\n${code}`;
  let fn = cache.get(key);
  if (!fn) {
    fn = new Function(...names, wrap(code)) as (...values: unknown[]) => unknown;
    cache.set(key, fn);
  }
  return fn(
    boundedCreateElement,
    Fragment,
    ...(guard.length ? [pageProcess] : []),
    ...inScope.map(([, value]) => value),
  );
}

function hasJsx(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const type = (node as Node).type as string | undefined;
  if (type === 'JSXElement' || type === 'JSXFragment') return true;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'comments') continue;
    if (Array.isArray(value) ? value.some(hasJsx) : typeof value === 'object' && hasJsx(value)) return true;
  }
  return false;
}

function patternNames(p: import('estree').Pattern): string[] {
  switch (p.type) {
    case 'Identifier':
      return [p.name];
    case 'ObjectPattern':
      return p.properties.flatMap((q) => (q.type === 'RestElement' ? patternNames(q.argument) : patternNames(q.value)));
    case 'ArrayPattern':
      return p.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(p.argument);
    case 'AssignmentPattern':
      return patternNames(p.left);
    default:
      return [];
  }
}
