import { withoutFileSignatures } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { createFileSigner, fileAccessOf, normaliseFilePath } from './file-urls';

const SECRET = 'a test key of at least thirty-two characters';

function signerAt(nowMs: { value: number }, ttlSeconds = 3600) {
  return createFileSigner({ secret: SECRET, ttlSeconds, now: () => nowMs.value });
}

function query(url: string): { exp: string; sig: string } {
  const params = new URL(url, 'http://x').searchParams;
  return { exp: params.get('exp') ?? '', sig: params.get('sig') ?? '' };
}

describe('file paths', () => {
  it('answers the canonical relative path of a stored file', () => {
    expect(normaliseFilePath('/files/2026/05/3f2a-b.mp3')).toBe('2026/05/3f2a-b.mp3');
    expect(normaliseFilePath('/files/public/2026/05/logo.svg')).toBe('public/2026/05/logo.svg');
    expect(normaliseFilePath('/files/voices/ab12.mp3')).toBe('voices/ab12.mp3');
  });

  it.each([
    '/files/../../etc/passwd',
    '/files/2026/../../../etc/passwd',
    '/files/%2e%2e/%2e%2e/etc/passwd',
    '/files/%2E%2E/secret',
    '/files/2026%2f..%2f..%2fetc%2fpasswd',
    '/files/..%5c..%5cetc%5cpasswd',
    '/files/.private/2026/05/face.jpg',
    '/files/%2eprivate/face.jpg',
    '/files/.scoring/probe.wav',
    '/files/./2026/a.mp3',
    '/files//etc/passwd',
    '/files/',
    '/files/a%00.mp3',
    '/files/a%zz.mp3',
    '/files/a b.mp3',
    '/assets/x.js',
  ])('refuses %s', (url) => {
    expect(normaliseFilePath(url)).toBeUndefined();
  });

  it('tells public folders, dot folders and the rest apart', () => {
    expect(fileAccessOf('public/2026/05/logo.svg')).toBe('public');
    expect(fileAccessOf('voices/ab12.mp3')).toBe('public');
    expect(fileAccessOf('2026/05/answer.pdf')).toBe('signed');
    expect(fileAccessOf('publicity/answer.pdf')).toBe('signed');
    expect(fileAccessOf('.private/2026/05/face.jpg')).toBe('hidden');
  });
});

describe('signed file URLs', () => {
  it('signs a private file, and the signature admits that file until it expires', () => {
    const now = { value: Date.UTC(2026, 4, 1, 8, 3) };
    const signer = signerAt(now);
    const url = signer.present('/files/2026/05/answer.pdf');
    expect(url).toMatch(/^\/files\/2026\/05\/answer\.pdf\?exp=\d+&sig=[\w-]{43}$/);
    const { exp, sig } = query(url);
    expect(signer.verify('2026/05/answer.pdf', exp, sig)).toBe(true);
    // Valid for at least the lifetime, rounded up to the next ten minutes.
    expect(Number(exp) * 1000 - now.value).toBeGreaterThanOrEqual(3600_000);
    expect(Number(exp) * 1000 - now.value).toBeLessThan(3600_000 + 600_000);

    now.value = Number(exp) * 1000;
    expect(signer.verify('2026/05/answer.pdf', exp, sig)).toBe(false);
  });

  it('refuses another file, a changed expiry, a changed signature, none, and another key', () => {
    const now = { value: Date.now() };
    const signer = signerAt(now);
    const { exp, sig } = query(signer.present('/files/2026/05/answer.pdf'));
    expect(signer.verify('2026/05/other.pdf', exp, sig)).toBe(false);
    expect(signer.verify('2026/05/answer.pdf', String(Number(exp) + 600), sig)).toBe(false);
    expect(signer.verify('2026/05/answer.pdf', exp, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(signer.verify('2026/05/answer.pdf', exp, undefined)).toBe(false);
    expect(signer.verify('2026/05/answer.pdf', undefined, sig)).toBe(false);
    expect(signer.verify('2026/05/answer.pdf', '1e12', sig)).toBe(false);
    const other = createFileSigner({ secret: `${SECRET}!`, ttlSeconds: 3600, now: () => now.value });
    expect(other.verify('2026/05/answer.pdf', exp, sig)).toBe(false);
  });

  it('gives the same URL within ten minutes, so the browser cache holds', () => {
    const now = { value: Date.UTC(2026, 4, 1, 8, 0, 30) };
    const signer = signerAt(now);
    const first = signer.present('/files/2026/05/a.mp3');
    now.value += 5 * 60_000;
    expect(signer.present('/files/2026/05/a.mp3')).toBe(first);
  });

  it('leaves public files, dot folders, other addresses and odd paths as they are', () => {
    const signer = signerAt({ value: Date.now() });
    for (const url of [
      '/files/public/2026/05/logo.svg',
      '/files/voices/ab12.mp3',
      '/files/.private/2026/05/face.jpg',
      'https://example.com/a.png',
      '/files/../etc/passwd',
      '',
      'plain text that mentions /files/',
    ])
      expect(signer.present(url)).toBe(url);
  });

  it('signs a URL that came back signed once, never twice', () => {
    const signer = signerAt({ value: Date.now() });
    const url = signer.present('/files/2026/05/a.mp3');
    expect(signer.present(url)).toBe(url);
    expect(withoutFileSignatures({ a: [url] })).toEqual({ a: ['/files/2026/05/a.mp3'] });
  });

  it('signs every file URL of an answer on a copy, never the answer itself', () => {
    const signer = signerAt({ value: Date.now() });
    const cached = {
      code: 200,
      data: {
        when: new Date(0),
        files: [{ url: '/files/2026/05/a.pdf', name: 'a.pdf' }],
        logo: '/files/public/x.svg',
        nested: { untouched: { n: 1 } },
      },
    };
    const snapshot = structuredClone(cached);
    const out = signer.presentAll(cached);
    expect(cached).toEqual(snapshot);
    expect(out.data.files[0]?.url).toMatch(/\?exp=\d+&sig=/);
    expect(out.data.logo).toBe('/files/public/x.svg');
    expect(out.data.when).toBe(cached.data.when);
    expect(out.data.nested).toBe(cached.data.nested);
    const withoutFiles = { code: 200, data: { list: [1, 2, 'x'] } };
    expect(signer.presentAll(withoutFiles)).toBe(withoutFiles);
  });
});
