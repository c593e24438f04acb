import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { buildSchool, buildStudent } from '../test/factories';
import { chunked, filler, listenLocally, multipartBody, postHead, RawConnection } from '../test/fixtures/raw-http';
import { BODY_LIMIT_BYTES } from './body-limits';

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  port = await listenLocally(t.app);
  token = await t.signIn((await buildStudent(t.db, (await buildSchool(t.db)).id)).mobile);
});
afterAll(() => t.close());

/** A JSON body of exactly `size` bytes: {"text":"   …"}. */
function* jsonOfSize(size: number): Generator<Buffer> {
  const open = Buffer.from('{"text":"');
  const close = Buffer.from('"}');
  yield open;
  yield* filler(size - open.length - close.length);
  yield close;
}

const MESSAGE_NUM = '/openApi/messageCenter/messageNum';

describe('bodies over the limit (a client that sends its whole body before reading)', () => {
  it.each([
    ['1 byte over', BODY_LIMIT_BYTES + 1],
    ['10 times over', BODY_LIMIT_BYTES * 10],
  ])('a JSON body %s answers 413 in the envelope, and the connection serves the next request', async (_, size) => {
    const connection = new RawConnection(port);
    try {
      for (const length of [size, undefined]) {
        // With a length Fastify refuses before reading; chunked, it refuses on the way.
        const head = postHead(MESSAGE_NUM, { 'content-type': 'application/json', token }, length);
        const answer = await connection.request(head, length ? jsonOfSize(size) : chunked(jsonOfSize(size)));
        expect(answer.status).toBe(413);
        expect(answer.headers.connection).not.toBe('close');
        expect(JSON.parse(answer.body)).toEqual({
          code: 413,
          message: '请求内容不能超过1MB',
          data: null,
          languageUse: 'cn',
        });
      }
      const english = await connection.request(
        postHead(MESSAGE_NUM, { 'content-type': 'application/json', token, 'accept-language': 'en' }, size),
        jsonOfSize(size),
      );
      expect(JSON.parse(english.body).message).toBe('The request cannot be larger than 1 MB');
      const next = await connection.request(postHead(MESSAGE_NUM, { 'content-type': 'application/json', token }, 2), [
        Buffer.from('{}'),
      ]);
      expect(next.status).toBe(200);
    } finally {
      connection.close();
    }
  });

  it('a body at the limit is still read', async () => {
    const connection = new RawConnection(port);
    try {
      const head = postHead(MESSAGE_NUM, { 'content-type': 'application/json', token }, BODY_LIMIT_BYTES);
      expect((await connection.request(head, jsonOfSize(BODY_LIMIT_BYTES))).status).toBe(200);
    } finally {
      connection.close();
    }
  });

  it('an upload refused mid-file (20 MB against 2 MB) answers 413 and the connection serves the next request', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const body = multipartBody({ fileWorkType: 25 }, { name: 'me.png', first: png, padding: 20 * 1024 * 1024 });
    const connection = new RawConnection(port);
    try {
      const answer = await connection.request(
        postHead('/openApi/overall/upload', { 'content-type': body.contentType, token }, body.length),
        body.chunks(),
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 413, message: '文件大小不能超过2MB' });
      const next = await connection.request(postHead(MESSAGE_NUM, { 'content-type': 'application/json', token }, 2), [
        Buffer.from('{}'),
      ]);
      expect(next.status).toBe(200);
    } finally {
      connection.close();
    }
  });

  it('a form with more fields than any call reads answers 413 naming the limits', async () => {
    const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']));
    const body = multipartBody(fields);
    const connection = new RawConnection(port);
    try {
      const answer = await connection.request(
        postHead('/openApi/overall/upload', { 'content-type': body.contentType, token }, body.length),
        body.chunks(),
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 413, message: '每次最多上传1个文件和10个字段' });
    } finally {
      connection.close();
    }
  });
});
