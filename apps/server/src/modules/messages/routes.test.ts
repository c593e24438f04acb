import type { TMessage, TPage } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent } from '../../test/factories';
import { sendMessage } from './message-centre';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const schoolId = (await buildSchool(t.db)).id;
  const me = await buildStudent(t.db, schoolId);
  const other = await buildStudent(t.db, schoolId);
  for (let i = 1; i <= 12; i++) {
    await sendMessage(t.db, [me.id, other.id], {
      type: 'task',
      title: { cn: `任务提醒 ${i}`, en: `Task reminder ${i}` },
      content: { cn: '请按时完成外贸函电练习。', en: 'Please finish the trade correspondence practice on time.' },
    });
  }
  token = await t.signIn(me.mobile);
  otherToken = await t.signIn(other.mobile);
});
afterAll(() => t.close());

const num = async (tk: string) =>
  (await t.call<{ unreadNum: number }>('/openApi/messageCenter/messageNum', {}, { token: tk })).body.data?.unreadNum;
const list = async (body: object, tk = token) =>
  (await t.call<TPage<TMessage>>('/openApi/messageCenter/messageListPage', body, { token: tk })).body.data;

describe('message centre', () => {
  it('counts unread and pages newest first in the reader’s language', async () => {
    expect(await num(token)).toBe(12);
    const first = await list({ pageNum: 1, pageSize: 5 });
    expect(first?.page.total).toBe(12);
    expect(first?.list).toHaveLength(5);
    expect(first?.list[0]?.title).toBe('任务提醒 12');
    const third = await list({ pageNum: 3, pageSize: 5 });
    expect(third?.list.map((m) => m.title)).toEqual(['任务提醒 2', '任务提醒 1']);
    const en = await t.call<TPage<TMessage>>(
      '/openApi/messageCenter/messageListPage',
      { pageSize: 1 },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(en.body.data?.list[0]?.title).toBe('Task reminder 12');
  });

  it('marks read, filters unread, deletes, and cleans all: only ever the reader’s own', async () => {
    const page = await list({ pageSize: 3 });
    const ids = page?.list.map((m) => m.messageId) ?? [];
    await t.call('/openApi/messageCenter/messageSettingRead', { messageIds: ids }, { token });
    expect(await num(token)).toBe(9);
    expect((await list({ readStatus: 1, pageSize: 50 }))?.page.total).toBe(9);
    // Someone else's ids change nothing of theirs.
    await t.call('/openApi/messageCenter/messageDelete', { messageIds: ids }, { token: otherToken });
    expect((await list({ pageSize: 50 }))?.page.total).toBe(12);
    await t.call('/openApi/messageCenter/messageDelete', { messageIds: ids }, { token });
    expect((await list({ pageSize: 50 }))?.page.total).toBe(9);
    await t.call('/openApi/messageCenter/messageSettingRead', {}, { token });
    expect(await num(token)).toBe(0);
    await t.call('/openApi/messageCenter/cleanAll', {}, { token });
    expect((await list({}))?.page.total).toBe(0);
    expect(await num(otherToken)).toBe(12);
  });

  it('validates paging and ids', async () => {
    expect((await t.call('/openApi/messageCenter/messageListPage', { pageSize: 500 }, { token })).body).toMatchObject({
      code: 400,
      field: 'pageSize',
    });
    expect((await t.call('/openApi/messageCenter/messageDelete', { messageIds: [] }, { token })).body).toMatchObject({
      code: 400,
      field: 'messageIds',
    });
  });
});
