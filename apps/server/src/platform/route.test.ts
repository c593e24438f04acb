/** defineRoute with a contract: access, body parsing and the response check, on a bare app. */
import { defineContract } from '@lingua/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from './database';
import { installEnvelope } from './envelope';
import { defineRoute } from './route';

const echo = defineContract({
  path: '/openApi/test/echo',
  access: 'public',
  body: z.object({ n: z.number().int() }),
  response: z.object({ doubled: z.number().int() }),
});

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** Public calls never reach the database, so none is needed. */
async function appWith(checkResponses: boolean, handler: (n: number) => unknown): Promise<FastifyInstance> {
  const instance = Fastify();
  installEnvelope(instance);
  instance.decorate('checkResponses', checkResponses);
  instance.decorate('contracts', new Map());
  defineRoute(instance, {} as Db, echo, async ({ body }) => handler(body.n) as { doubled: number });
  await instance.ready();
  app = instance;
  return instance;
}

async function post(instance: FastifyInstance, body: unknown) {
  const response = await instance.inject({ method: 'POST', url: echo.path, payload: body as object });
  return { status: response.statusCode, body: response.json() };
}

describe('defineRoute with a contract', () => {
  it('parses the body with the contract and answers the handler data', async () => {
    const instance = await appWith(true, (n) => ({ doubled: n * 2 }));
    expect(instance.contracts.get(echo.path)).toBe(echo);
    expect(await post(instance, { n: 4 })).toMatchObject({ status: 200, body: { code: 200, data: { doubled: 8 } } });
    expect(await post(instance, { n: 'x' })).toMatchObject({ status: 400, body: { code: 400, field: 'n' } });
  });

  it('answers 500 when the data does not match the response schema and responses are checked', async () => {
    const instance = await appWith(true, (n) => ({ doubled: String(n) }));
    expect(await post(instance, { n: 4 })).toMatchObject({ status: 500, body: { code: 500 } });
  });

  it('sends the data unchecked when responses are not checked (production)', async () => {
    const instance = await appWith(false, (n) => ({ doubled: String(n) }));
    expect(await post(instance, { n: 4 })).toMatchObject({ status: 200, body: { data: { doubled: '4' } } });
  });
});
