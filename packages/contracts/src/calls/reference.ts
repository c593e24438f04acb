/**
 * The generated call reference (docs/api-calls.md): every contract's path, access, body and
 * answer, one table per domain. docs/api.md keeps the prose (rules, errors, designed calls);
 * this page is written from the contracts, so it cannot drift (reference.test.ts).
 */
import type { AnyContract } from '../api/contract';
import { describeCall } from '../api/describe';

function cell(text: string): string {
  return `\`${text.replaceAll('|', '\\|')}\``;
}

export function renderCallReference(callTables: Record<string, Record<string, AnyContract>>): string {
  const lines = [
    '# Lingua calls (generated)',
    '',
    'Written from the contracts in `packages/contracts/src/calls/` by `npm run api:doc`; do not edit',
    'by hand. Bodies are as a caller may send them (`?`: optional or defaulted), answers are the',
    "envelope's `data`; `{…}` is a deeper object (read its schema). Rules, errors and the calls we",
    'designed are described in [api.md](api.md).',
    '',
    `${Object.values(callTables).reduce((n, table) => n + Object.keys(table).length, 0)} calls.`,
  ];
  for (const [domain, table] of Object.entries(callTables)) {
    lines.push('', `## ${domain}`, '', '| path | who | body | answer |', '| --- | --- | --- | --- |');
    for (const contract of Object.values(table)) {
      const call = describeCall(contract);
      lines.push(`| \`${call.path}\` | ${call.access} | ${cell(call.body)} | ${cell(call.response)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
