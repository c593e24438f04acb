import { REALTIME_PATH } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { openSocket, type TestSocket } from '../../test/realtime-client';

let t: TestApp;
let schoolId: number;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
});
afterAll(() => t.close());

const open = () => openSocket(url);

async function ready(mobile: string): Promise<TestSocket> {
  const s = await open();
  s.send({ type: 'auth', token: await t.signIn(mobile) });
  expect((await s.next()).type).toBe('ready');
  return s;
}

describe('the realtime hub', () => {
  it('refuses a socket without a valid token and closes it', async () => {
    const s = await open();
    s.send({ type: 'auth', token: 'not-a-token' });
    expect(await s.next()).toMatchObject({ type: 'error', code: 700 });
    expect(await s.closed).toBe(1008);
  });

  it('refuses to subscribe before authenticating', async () => {
    const s = await open();
    s.send({ type: 'subscribe', room: 'user:1' });
    expect(await s.next()).toMatchObject({ type: 'error', code: 700 });
  });

  it('refuses a malformed message', async () => {
    const s = await open();
    s.socket.send('{"type":"subscribe","room":"anything"}');
    expect(await s.next()).toMatchObject({ type: 'error', code: 400 });
  });

  it('lets a user into their own room only, and delivers what is published there', async () => {
    const me = await buildStudent(t.db, schoolId);
    const other = await buildStudent(t.db, schoolId);
    const s = await ready(me.mobile);
    s.send({ type: 'subscribe', room: `user:${other.id}` });
    expect(await s.next()).toEqual({ type: 'denied', room: `user:${other.id}` });
    s.send({ type: 'subscribe', room: `lesson:1` });
    expect(await s.next()).toEqual({ type: 'denied', room: 'lesson:1' });
    s.send({ type: 'subscribe', room: `user:${me.id}` });
    expect(await s.next()).toEqual({ type: 'subscribed', room: `user:${me.id}` });

    await t.app.realtime.publish(`user:${other.id}`, 'hello', { n: 1 });
    await t.app.realtime.publish(`user:${me.id}`, 'hello', { n: 2 });
    // Only the second reaches this socket: the first was for a room it is not in.
    expect(await s.next()).toEqual({ type: 'event', room: `user:${me.id}`, event: 'hello', data: { n: 2 } });
    s.socket.close();
    await s.closed;
  });

  it('stops delivering after unsubscribe, and forgets a closed socket', async () => {
    const me = await buildTeacher(t.db, schoolId);
    const s = await ready(me.mobile);
    const room = `user:${me.id}`;
    s.send({ type: 'subscribe', room });
    await s.next();
    expect(t.app.realtime.stats(room).members).toBe(1);
    s.send({ type: 'unsubscribe', room });
    // Messages are handled in order: once this answer is here, the unsubscribe is done.
    s.send({ type: 'subscribe', room: 'user:999999' });
    expect(await s.next()).toMatchObject({ type: 'denied' });
    expect(t.app.realtime.stats(room).members).toBe(0);
    await t.app.realtime.publish(room, 'after', null);
    // A probe through a room still joined proves the earlier event had its chance to arrive.
    s.send({ type: 'subscribe', room });
    await s.next();
    await t.app.realtime.publish(room, 'probe', null);
    // Had 'after' arrived, it would come first.
    expect(await s.next()).toMatchObject({ type: 'event', event: 'probe' });
    s.socket.close();
    await s.closed;
    await expect.poll(() => t.app.realtime.stats(room).members, { timeout: 2000 }).toBe(0);
  });

  it('sends an oversized payload without its data, so clients refetch', async () => {
    const me = await buildStudent(t.db, schoolId);
    const s = await ready(me.mobile);
    s.send({ type: 'subscribe', room: `user:${me.id}` });
    await s.next();
    await t.app.realtime.publish(`user:${me.id}`, 'big', { text: 'x'.repeat(9000) });
    expect(await s.next()).toEqual({ type: 'event', room: `user:${me.id}`, event: 'big', data: null });
    s.socket.close();
  });

  it('ends the subscription rights of a session that signed out', async () => {
    const me = await buildStudent(t.db, schoolId);
    const token = await t.signIn(me.mobile);
    const s = await open();
    s.send({ type: 'auth', token });
    await s.next();
    await t.call('/openApi/login/logoutUser', {}, { token });
    s.send({ type: 'subscribe', room: `user:${me.id}` });
    expect(await s.next()).toMatchObject({ type: 'error', code: 700 });
  });
});
