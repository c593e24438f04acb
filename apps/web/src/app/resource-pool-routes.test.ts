import { describe, expect, it } from 'vitest';
import { menuEntries, ROUTES } from './route-config';

// Every route of routes.json's resource-pool area (part 2 §2.7, §2.2).
const SPEC_POOL_ROUTES = [
  '/jxzyk/no_authority',
  '/resource_pool',
  '/resource_pool/no_authority',
  '/resource_pool/home',
  '/resource_pool/study_resource',
  '/resource_pool/practical_resources',
  '/resource_pool/vr_resources',
  '/resource_pool/case_resources',
  '/resource_pool/material_resources',
  '/resource_pool/question_bank_resources',
  '/resource_pool/personal_center',
  '/resource_pool/search',
  '/resource_pool/study_preview',
  '/resource_pool/practical_preview',
  '/resource_pool/material_preview',
  '/resource_pool/case_preview',
  '/resource_pool/case_interaction_answer',
  '/resource_pool/case_comprehensive_task',
  '/resource_pool/case_comprehensive_Answer',
  '/resource_pool/vr_preview',
  '/resource_pool/question_bank_preview',
];

describe('the resource pool in the route table', () => {
  it('has every route the spec gives the pool, each under its own path', () => {
    for (const path of SPEC_POOL_ROUTES) expect(ROUTES.some((e) => e.path === path)).toBe(true);
  });

  it('puts students on no_authority in their own shell, and the rest in the pool shell', () => {
    for (const path of ['/resource_pool/no_authority', '/jxzyk/no_authority']) {
      const entry = ROUTES.find((e) => e.path === path);
      expect(entry?.shell).toBe('role');
      expect(entry?.page).toBeDefined();
    }
    const shells = new Set(
      ROUTES.filter((e) => e.path.startsWith('/resource_pool') && !e.path.endsWith('no_authority')).map((e) => e.shell),
    );
    expect([...shells]).toEqual(['pool']);
  });

  it('has the fixed top navigation the brief names, in order', () => {
    expect(menuEntries('pool').map((e) => e.path)).toEqual([
      '/resource_pool/home',
      '/resource_pool/study_resource',
      '/resource_pool/practical_resources',
      '/resource_pool/vr_resources',
      '/resource_pool/case_resources',
      '/resource_pool/material_resources',
      '/resource_pool/question_bank_resources',
      '/resource_pool/personal_center',
    ]);
  });
});
