import { describe, expect, it } from 'vitest';
import { stripContractSchemas, wrapTopLevelCalls } from './vite-pure-contracts';

describe('the pure-contracts build step', () => {
  it('blanks the schemas of a contract and keeps its path and access', () => {
    const code = `export const calls = {
  detail: defineContract({ path: '/openApi/a', access: 'staff', body: ZBody, response: z.array(ZRow) }),
  none: defineContract({ path: '/openApi/b', access: 'user' }),
};`;
    const out = stripContractSchemas(code, 'calls.ts');
    expect(out).toContain(
      `defineContract({ path: '/openApi/a', access: 'staff', body: undefined, response: undefined })`,
    );
    expect(out).toContain(`defineContract({ path: '/openApi/b', access: 'user' })`);
    expect(out).not.toContain('ZBody');
  });

  it('wraps top-level calls so that unused schemas can be dropped', () => {
    expect(wrapTopLevelCalls('export const ZA = z.object({});', 'a.ts')).toBe(
      'export const ZA = /* @__PURE__ */ (() => (z.object({})))();',
    );
  });
});
