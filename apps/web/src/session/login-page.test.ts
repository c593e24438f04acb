// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_PATH, loginPagePath, rememberLoginPage } from './login-page';

beforeEach(() => rememberLoginPage(null));

describe('the remembered login page (part 2 §9.1)', () => {
  it('defaults to /practice_teaching', () => {
    expect(loginPagePath()).toBe(DEFAULT_LOGIN_PATH);
    expect(DEFAULT_LOGIN_PATH).toBe('/practice_teaching');
  });

  it('sends each school variant back to its own page', () => {
    const cases: [string, string][] = [
      ['hb', '/hbzy_login'],
      ['cqwy', '/cqwy_login'],
      ['gdgydx', '/gdgydx_login'],
      ['sdcomp', '/sdcomp_login'],
      ['id:12', '/loginpage?id=12'],
    ];
    for (const [kind, path] of cases) {
      rememberLoginPage(kind);
      expect(loginPagePath()).toBe(path);
    }
  });

  it('ignores a cookie it does not understand', () => {
    for (const kind of ['id:abc', 'id:-3', 'somewhere-else']) {
      rememberLoginPage(kind);
      expect(loginPagePath()).toBe(DEFAULT_LOGIN_PATH);
    }
  });
});
