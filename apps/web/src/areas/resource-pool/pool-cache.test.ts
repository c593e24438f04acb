import { beforeEach, describe, expect, it } from 'vitest';
import { backHref, cachedHref, clearPoolCache, isCachedListPath, placeOf, rememberPlace } from './pool-cache';

describe('the resource pool cache rule', () => {
  beforeEach(clearPoolCache);

  it('caches the list pages the spec names, not the previews', () => {
    for (const p of [
      'home',
      'study_resource',
      'practical_resources',
      'vr_resources',
      'case_resources',
      'material_resources',
      'question_bank_resources',
      'personal_center',
      'search',
    ])
      expect(isCachedListPath(`/resource_pool/${p}`)).toBe(true);
    for (const p of ['material_preview', 'practical_preview', 'no_authority'])
      expect(isCachedListPath(`/resource_pool/${p}`)).toBe(false);
    expect(isCachedListPath('/teacher/myCourse/index')).toBe(false);
  });

  it('keeps a list place and sends a preview back to it', () => {
    rememberPlace('/resource_pool/material_resources', { search: '?page=3&level=2' });
    rememberPlace('/resource_pool/material_resources', { scrollY: 640 });
    expect(placeOf('/resource_pool/material_resources')).toEqual({ search: '?page=3&level=2', scrollY: 640 });
    expect(cachedHref('/resource_pool/material_resources')).toBe('/resource_pool/material_resources?page=3&level=2');
    expect(backHref('/resource_pool/home')).toBe('/resource_pool/material_resources?page=3&level=2');
    // A preview never becomes the place to go back to.
    rememberPlace('/resource_pool/material_preview', { search: '?resourceId=1' });
    expect(backHref('/resource_pool/home')).toBe('/resource_pool/material_resources?page=3&level=2');
  });

  it('forgets everything when the pool is left', () => {
    rememberPlace('/resource_pool/search', { search: '?resourceName=invoice' });
    clearPoolCache();
    expect(placeOf('/resource_pool/search')).toBeUndefined();
    expect(cachedHref('/resource_pool/search')).toBe('/resource_pool/search');
    expect(backHref('/resource_pool/home')).toBe('/resource_pool/home');
  });
});
