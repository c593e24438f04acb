/**
 * A browser's part in a sign-in for the API tests: follow the IdP's redirects with its cookies and
 * fill its forms (login, consent) until it sends the browser back to our return page. Plain fetch
 * against the real test IdPs; the end-to-end test does the same in Chromium.
 */
export interface BrowseResult {
  /** The return page's query string, as the web page would send it to /finish. */
  search: string;
  /** The full address the IdP sent the browser to. */
  url: string;
}

function formOf(html: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b([^>]*)>/gi)) {
    const attrs = input[1] ?? '';
    const name = /name="([^"]*)"/.exec(attrs)?.[1];
    if (!name) continue;
    fields[name] = (/value="([^"]*)"/.exec(attrs)?.[1] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return { action: (form[1] ?? '').replace(/&amp;/g, '&'), fields };
}

export class CookieBrowser {
  private readonly jar = new Map<string, string>();

  private cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) this.jar.set(k.trim(), v.join('='));
    }
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.cookieHeader(),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    this.keep(response);
    return response;
  }

  /**
   * From the IdP's address to the return page: redirects followed, forms filled with `fill`
   * (the login form's fields; other forms, the consent, are submitted as they are).
   */
  async signIn(startUrl: string, returnPrefix: string, fill: Record<string, string>): Promise<BrowseResult> {
    let url = startUrl;
    let form: Record<string, string> | undefined;
    for (let step = 0; step < 20; step++) {
      if (url.startsWith(returnPrefix)) return { url, search: new URL(url).search };
      const response = await this.request(url, form ? { method: 'POST', form } : {});
      form = undefined;
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url).href;
        continue;
      }
      const html = await response.text();
      const found = formOf(html);
      if (!found) throw new Error(`no form at ${url} (${response.status}): ${html.slice(0, 300)}`);
      const filled = { ...found.fields };
      for (const key of Object.keys(filled)) if (fill[key] !== undefined) filled[key] = fill[key] as string;
      url = new URL(found.action, url).href;
      form = filled;
    }
    throw new Error('too many steps');
  }

  /**
   * Signs out at the IdP itself (its end-session page, as a person would open it): confirms
   * "Yes, sign me out" and follows the redirects; answers the last address.
   */
  async signOutAt(endSessionUrl: string): Promise<string> {
    let url = endSessionUrl;
    let form: Record<string, string> | undefined;
    for (let step = 0; step < 10; step++) {
      const response = await this.request(url, form ? { method: 'POST', form } : {});
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url).href;
        form = undefined;
        continue;
      }
      const html = await response.text();
      const found = form ? null : formOf(html);
      if (!found) return url;
      url = new URL(found.action, url).href;
      form = { ...found.fields, logout: 'yes' };
    }
    throw new Error('too many steps');
  }
}
