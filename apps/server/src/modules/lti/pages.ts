/**
 * The few HTML pages the LTI addresses answer a browser with (outside the single-page app): a
 * launch's refusal, in both languages at once since we do not know the reader's yet, and the page
 * that posts the deep-linking answer to the platform. No inline script (CSP script-src 'self'):
 * the post is made by /lti/autopost.js, with a button for a browser without scripts.
 */
import { type LtiLaunchRefusal, ltiLaunchRefusals } from './messages';

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE =
  'body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;padding:48px 16px;background:#f5f7fa;color:#1f2329}' +
  'main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08)}' +
  'h1{font-size:20px;margin:0 0 12px}p{line-height:1.6;margin:8px 0}small{color:#86909c}button{font-size:16px;padding:8px 20px}';

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${html(title)}</title><style>${STYLE}</style>${head}</head><body><main>${body}</main></body></html>`;
}

export function refusalPage(reason: LtiLaunchRefusal): string {
  const m = ltiLaunchRefusals[reason];
  return page(
    'Lingua',
    `<h1>无法从课程平台进入 Lingua</h1><p>${html(m.cn)}</p><h1 lang="en">Could not open Lingua from your course platform</h1><p lang="en">${html(m.en)}</p><p><small>${html(reason)}</small></p>`,
  );
}

/** The form the browser posts to the platform's deep_link_return_url, with the signed answer. */
export function autoPostPage(returnUrl: string, jwt: string): string {
  return page(
    'Lingua',
    `<form id="lti-autopost" method="post" action="${html(returnUrl)}"><input type="hidden" name="JWT" value="${html(jwt)}"><p>正在返回课程平台… / Returning to your course platform…</p><button type="submit">继续 / Continue</button></form>`,
    '<script src="/lti/autopost.js" defer></script>',
  );
}

export const AUTOPOST_SCRIPT = "document.getElementById('lti-autopost')?.submit();\n";
