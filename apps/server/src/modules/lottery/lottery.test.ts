/**
 * Lottery draws through the real app: a teacher draws, the order is the one the published seed
 * gives, the draw is kept (who, when) in the school's list, anyone reads it by code, another
 * school's list does not show it, and bad input names its field.
 */
import { drawOrder, type TLotteryDraw, type TLotteryDrawSummary } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let teacher: string;
let student: string;
let otherSchoolTeacher: string;
const entrants = ['王芳 Wang Fang', '李雷 Li Lei', 'Emily Chen', '赵强 Zhao Qiang', '孙悦 Sun Yue'];

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildSchool(t.db);
  const other = await buildSchool(t.db);
  teacher = await t.signIn((await buildTeacher(t.db, school.id)).mobile);
  student = await t.signIn((await buildStudent(t.db, school.id)).mobile);
  otherSchoolTeacher = await t.signIn((await buildTeacher(t.db, other.id)).mobile);
});
afterAll(() => t.close());

describe('lottery draws', () => {
  it('draws an order that the published seed gives, readable by anyone by its code', async () => {
    const drawn = await t.call<TLotteryDraw>(
      '/openApi/lottery/draw',
      { title: '口语决赛出场顺序 Oral final order', entrants },
      { token: teacher },
    );
    expect(drawn.body.code, drawn.body.message).toBe(200);
    const draw = drawn.body.data as TLotteryDraw;
    expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.order).toEqual(drawOrder(draw.seed, entrants.length));
    expect(draw.entrants).toEqual(entrants);
    expect(draw.drawnBy).not.toBe('');

    const read = await t.call<TLotteryDraw>('/openApi/lottery/detail', { code: draw.code.toLowerCase() });
    expect(read.body.code).toBe(200);
    expect(read.body.data).toEqual(draw);

    const list = await t.call<TLotteryDrawSummary[]>('/openApi/lottery/list', {}, { token: teacher });
    expect(list.body.data?.map((d) => d.code)).toContain(draw.code);
    const otherList = await t.call<TLotteryDrawSummary[]>('/openApi/lottery/list', {}, { token: otherSchoolTeacher });
    expect(otherList.body.data?.map((d) => d.code)).not.toContain(draw.code);
  });

  it('gives each draw its own seed', async () => {
    const body = { title: 'Semi-final order', entrants };
    const a = await t.call<TLotteryDraw>('/openApi/lottery/draw', body, { token: teacher });
    const b = await t.call<TLotteryDraw>('/openApi/lottery/draw', body, { token: teacher });
    expect(a.body.data?.seed).not.toBe(b.body.data?.seed);
  });

  it('lets only a teacher draw', async () => {
    const body = { title: 'Order', entrants };
    expect((await t.call('/openApi/lottery/draw', body, { token: student })).status).toBe(403);
    expect((await t.call('/openApi/lottery/draw', body)).body.code).not.toBe(200);
  });

  it('answers an unknown code with 404 and refuses bad input naming the field', async () => {
    const missing = await t.call('/openApi/lottery/detail', { code: 'AAAAAAAAAAAA' });
    expect(missing.status).toBe(404);
    const one = await t.call(
      '/openApi/lottery/draw',
      { title: 'Order', entrants: ['Only one'] },
      { token: teacher, headers: { 'accept-language': 'en' } },
    );
    expect(one.status).toBe(400);
    expect(one.body.message).toMatch(/entrant/i);
    const noTitle = await t.call('/openApi/lottery/draw', { title: ' ', entrants }, { token: teacher });
    expect(noTitle.status).toBe(400);
  });
});
