/**
 * /externalHTML's check: an address is shown in the page's sandboxed frame only when it is https
 * and its host is one of the configured hosts, exactly (a sub-domain is its own host), so a link
 * cannot make the platform frame an arbitrary site under its name.
 */
import type { TExternalPageCheck } from '@lingua/contracts';

export function checkExternalPage(given: string, allowedHosts: readonly string[]): TExternalPageCheck {
  const refused = (reason: TExternalPageCheck['reason'], host = ''): TExternalPageCheck => ({
    url: given,
    host,
    allowed: false,
    reason,
    allowedHosts: [...allowedHosts],
  });
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return refused('notAUrl');
  }
  if (url.protocol !== 'https:') return refused(url.protocol === 'http:' ? 'notHttps' : 'notAUrl', url.hostname);
  // Credentials in an address are a phishing trick ("https://school.edu@evil.example").
  if (url.username || url.password) return refused('notAUrl', url.hostname);
  if (!allowedHosts.includes(url.hostname.toLowerCase())) return refused('hostNotListed', url.hostname);
  return { url: url.href, host: url.hostname, allowed: true, reason: 'allowed', allowedHosts: [...allowedHosts] };
}
