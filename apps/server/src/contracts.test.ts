/** Every call is a contract end to end: each registered /openApi route has one, and each contract a route. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allCalls, callTables, renderCallReference } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('calls and their contracts', () => {
  it('registers a route for every contract, with the contract itself', () => {
    const missing = allCalls.filter((contract) => t.app.contracts.get(contract.path) !== contract).map((c) => c.path);
    expect(missing).toEqual([]);
  });

  it('has no two contracts for one path', () => {
    const paths = allCalls.map((contract) => contract.path);
    expect(paths.length).toBe(new Set(paths).size);
    expect(Object.keys(callTables).length).toBeGreaterThan(0);
  });

  it('registers every /openApi route through a contract', () => {
    const without = t.app.openApiPosts.filter((path) => !t.app.contracts.has(path));
    expect(without).toEqual([]);
  });
});

describe('the generated call reference', () => {
  it('is current with the contracts (npm run api:doc writes docs/api-calls.md)', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api-calls.md');
    expect(readFileSync(file, 'utf8')).toBe(renderCallReference(callTables));
  });
});
