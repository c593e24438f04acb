import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from './calls';
import { ZHandedFileUrl } from './documents';
import { ZPlatformUrl } from './lti';
import { storedUrl, ZOwnFileUrl, ZOwnFileUrlOrEmpty, ZStoredUrl, ZStoredUrlOrEmpty } from './stored-url';

const REFUSED = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,AAAA',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '\\\\evil.example\\x.png',
  'https:\\\\evil.example',
  'https://',
  'ftp://example.com/a',
  'file:///etc/passwd',
  '/files/../../etc/passwd',
  '/files/a/../../b.png',
  '/files/./a.png',
  '/files/%2e%2e/a.png',
  '/files/a b.png',
  '/files/',
  '/etc/passwd',
  'a.png',
  `https://example.com/${'a'.repeat(500)}`,
];

describe('ZStoredUrl', () => {
  it('stores http(s) links as they are and our files without their signature', () => {
    expect(ZStoredUrl.parse('https://example.com/a.png?x=1#y')).toBe('https://example.com/a.png?x=1#y');
    expect(ZStoredUrl.parse('HTTP://example.com')).toBe('HTTP://example.com');
    expect(ZStoredUrl.parse(' /files/2025/01/a.png ')).toBe('/files/2025/01/a.png');
    expect(ZStoredUrl.parse('/files/2025/01/a.png?exp=1700000000&sig=abc')).toBe('/files/2025/01/a.png');
    expect(storedUrl('/files/x/y.png?exp=1&sig=2')).toBe('/files/x/y.png');
  });

  it.each(REFUSED)('refuses %j with the field message key', (url) => {
    const result = ZStoredUrl.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^(fieldUrlNotAllowed|.*500.*)$/);
  });

  it('takes empty only where a field may be blank', () => {
    expect(ZStoredUrl.safeParse('').success).toBe(false);
    expect(ZStoredUrlOrEmpty.parse('')).toBe('');
    expect(ZOwnFileUrlOrEmpty.parse('')).toBe('');
  });
});

describe('ZOwnFileUrl', () => {
  it('takes our files only', () => {
    expect(ZOwnFileUrl.parse('/files/2025/01/a.webm?exp=1&sig=2')).toBe('/files/2025/01/a.webm');
    expect(ZOwnFileUrl.safeParse('https://example.com/a.webm').success).toBe(false);
    for (const url of REFUSED) expect(ZOwnFileUrl.safeParse(url).success, url).toBe(false);
  });
});

describe('every URL a body takes', () => {
  it('goes through the stored-URL rule (a field named *url / *Url)', () => {
    // ZHandedFileUrl: a file URL read back as handed out (conversion), one of our /files/ paths only.
    // ZPlatformUrl: an LTI platform's endpoint the server calls (login, token, key set), not a file.
    const helperPatterns = new Set(
      [ZStoredUrl, ZStoredUrlOrEmpty, ZOwnFileUrl, ZOwnFileUrlOrEmpty, ZHandedFileUrl, ZPlatformUrl].map(
        (schema) => (z.toJSONSchema(schema, { io: 'input' }) as { pattern?: string }).pattern,
      ),
    );
    // Read, never stored: /externalHTML asks whether an address may be framed, and the server
    // answers from its allow-list of hosts (docs/api.md "External pages").
    const notStored = new Set(['/openApi/overall/externalPage .url']);
    const loose: string[] = [];
    const visit = (schema: Record<string, unknown>, path: string, call: string) => {
      for (const variant of [schema.anyOf, schema.oneOf].flat()) if (variant) visit(variant as never, path, call);
      const name = path.split('.').pop() ?? '';
      if (/url$/i.test(name) && !helperPatterns.has(schema.pattern as string)) loose.push(`${call} ${path}`);
      if (schema.items) visit(schema.items as never, `${path}[]`, call);
      for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, never>)) {
        visit(value, `${path}.${key}`, call);
      }
    };
    for (const contract of allCalls) {
      if (contract.body)
        visit(z.toJSONSchema(contract.body, { io: 'input', unrepresentable: 'any' }) as never, '', contract.path);
    }
    expect(loose.filter((field) => !notStored.has(field))).toEqual([]);
  });
});
