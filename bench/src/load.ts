/** Sign-in and an authenticated read under autocannon at 50 connections. */
import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const STUDENTS = Array.from({ length: 40 }, (_, i) => `139${String(i + 1).padStart(8, '0')}`);

async function load(name: string, options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function signInLoad(url: string): Promise<LoadFigures> {
  let next = 0;
  return load('sign-in', {
    url: `${url}/openApi/login/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const mobile = STUDENTS[next++ % STUDENTS.length];
          return { ...request, body: JSON.stringify({ mobile, password: 'lingua123' }) };
        },
      },
    ],
  });
}

export async function authenticatedReadLoad(url: string): Promise<LoadFigures> {
  const tokens: string[] = [];
  for (const mobile of STUDENTS) {
    const response = await fetch(`${url}/openApi/login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, password: 'lingua123' }),
    });
    const body = (await response.json()) as { data: { token: string } };
    tokens.push(body.data.token);
  }
  let next = 0;
  return load('getUserDetail (signed in)', {
    url: `${url}/openApi/overall/getUserDetail`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: '{}',
          headers: { ...request.headers, token: tokens[next++ % tokens.length] ?? '' },
        }),
      },
    ],
  });
}
