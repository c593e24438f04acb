/**
 * Build-time only. packages/contracts builds its zod schemas at module level; the web imports only
 * types and constants from it, but a bundler must keep every top-level call it cannot prove pure,
 * which would ship all of zod. This plugin wraps each top-level initialiser that calls something
 * in a pure-annotated function, so unused schemas (and with them zod) are dropped.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/;

function hasCall(node: ts.Node): boolean {
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, hasCall) ?? false;
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
      return { code: wrapTopLevelCalls(code, id), map: null };
    },
  };
}
