/**
 * Build-time only. packages/contracts builds its zod schemas at module level; the web uses only
 * types, constants and call paths from it, but a bundler must keep every top-level call it cannot
 * prove pure, which would ship all of zod. This plugin wraps each top-level initialiser that calls
 * something in a pure-annotated function, and blanks the schemas of every `defineContract({...})`
 * (the server parses bodies; the web checks answers only in development), so unused schemas (and
 * with them zod) are dropped.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/;

function hasCall(node: ts.Node): boolean {
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, hasCall) ?? false;
}

const SCHEMA_PROPERTIES = new Set(['body', 'response']);

/** The `body` and `response` values of every `defineContract({ ... })` call. */
function contractSchemas(node: ts.Node, source: ts.SourceFile, out: { start: number; end: number }[]): void {
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'defineContract' &&
    node.arguments[0] &&
    ts.isObjectLiteralExpression(node.arguments[0])
  ) {
    for (const property of node.arguments[0].properties) {
      if (
        ts.isPropertyAssignment(property) &&
        ts.isIdentifier(property.name) &&
        SCHEMA_PROPERTIES.has(property.name.text)
      )
        out.push({ start: property.initializer.getStart(source), end: property.initializer.getEnd() });
    }
    return;
  }
  ts.forEachChild(node, (child) => contractSchemas(child, source, out));
}

export function stripContractSchemas(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number }[] = [];
  contractSchemas(source, source, edits);
  let out = code;
  for (const { start, end } of edits.reverse()) out = `${out.slice(0, start)}undefined${out.slice(end)}`;
  return out;
}

export function wrapTopLevelCalls(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && hasCall(init)) edits.push({ start: init.getStart(source), end: init.getEnd() });
    }
  }
  let out = code;
  for (const { start, end } of edits.reverse()) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  }
  return out;
}

export function pureContracts(): Plugin {
  return {
    name: 'lingua-pure-contracts',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS.test(id)) return null;
      return { code: wrapTopLevelCalls(stripContractSchemas(code, id), id), map: null };
    },
  };
}
