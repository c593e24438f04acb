/** /externalHTML's check: only https pages of the configured hosts, exactly; and the frame's CSP follows the list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalPageHosts } from '../../platform/config';
import { contentSecurityPolicy } from '../../platform/security-headers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent } from '../../test/factories';
import { checkExternalPage } from './external-page';

const HOSTS = ['cet.neea.edu.cn', 'www.moe.gov.cn'];

describe('checkExternalPage', () => {
  it.each([
    ['https://cet.neea.edu.cn/html1/folder/notice.html', true, 'allowed'],
    ['http://cet.neea.edu.cn/', false, 'notHttps'],
    ['https://neea.edu.cn.evil.example/', false, 'hostNotListed'],
    ['https://evil.cet.neea.edu.cn/', false, 'hostNotListed'],
    ['https://cet.neea.edu.cn@evil.example/', false, 'notAUrl'],
    ['https://user:pw@cet.neea.edu.cn/', false, 'notAUrl'],
    ['javascript:alert(1)', false, 'notAUrl'],
    ['not a url', false, 'notAUrl'],
  ])('%s: %s (%s)', (url, allowed, reason) => {
    expect(checkExternalPage(url, HOSTS)).toMatchObject({ allowed, reason });
  });
});

describe('configuration and headers', () => {
  it('keeps host names only from EXTERNAL_PAGE_HOSTS, and has a default', () => {
    expect(externalPageHosts(' CET.neea.edu.cn, *.evil.com, https://x.com ,www.moe.gov.cn')).toEqual(HOSTS);
    expect(externalPageHosts(undefined).length).toBeGreaterThan(0);
    expect(externalPageHosts('')).toEqual([]);
  });

  it("frames the configured hosts' https pages only", () => {
    expect(contentSecurityPolicy('lingua.test', undefined, HOSTS)).toContain(
      'frame-src https://cet.neea.edu.cn https://www.moe.gov.cn;',
    );
    expect(contentSecurityPolicy('lingua.test')).toContain("frame-src 'none'");
  });
});

describe('POST /openApi/overall/externalPage', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ externalPageHosts: HOSTS });
    token = await t.signIn((await buildStudent(t.db, (await buildSchool(t.db)).id)).mobile);
  });
  afterAll(() => t.close());

  it('answers a signed-in user, and names the field of an empty address', async () => {
    const ok = await t.call<{ allowed: boolean }>(
      '/openApi/overall/externalPage',
      { url: 'https://www.moe.gov.cn/' },
      { token },
    );
    expect(ok.body.data?.allowed).toBe(true);
    const empty = await t.call('/openApi/overall/externalPage', { url: '' }, { token });
    expect(empty.status).toBe(400);
    expect((await t.call('/openApi/overall/externalPage', { url: 'https://www.moe.gov.cn/' })).status).toBe(401);
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain('frame-src https://cet.neea.edu.cn');
  });
});
