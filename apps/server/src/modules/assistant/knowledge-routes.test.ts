import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TChatReply, TKnowledgePoint, TPage, TQuizQuestion, TQuizReviewItem } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../platform/request-context';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { chat, terms } from './chat-service';
import { readEndpoints } from './engines/detect';

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let student: string;
let schoolId: number;
let teacherId: number;
beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  const me = await buildTeacher(t.db, schoolId);
  teacherId = me.id;
  teacher = await t.signIn(me.mobile);
  otherTeacher = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
  student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
});
afterAll(() => t.close());

const save = (body: object, token = teacher) =>
  t.call<{ id: number }>('/openApi/else/knowledge/updateOrInsertKnowledge', body, { token });
const page = (body: object, token = teacher) =>
  t.call<TPage<TKnowledgePoint>>('/openApi/else/knowledge/findKnowledgePage', body, { token });
const ask = (title: string, token = teacher) => t.call<TChatReply>('/openApi/assistant/chat', { title }, { token });

const ENTRIES = [
  {
    category: '国际贸易',
    title: '信用证',
    content: '信用证是银行根据进口商的申请向出口商开立的有条件的付款承诺，出口商交单相符即可收款。',
  },
  {
    category: '商务谈判',
    title: '谈判僵局的处理',
    content: '出现僵局时可以暂停谈判、更换议题或引入第三方调解，避免双方情绪对立。',
  },
  {
    category: 'Business writing',
    title: 'Letter of enquiry',
    content: 'An enquiry letter asks a supplier for prices, terms of payment and delivery dates.',
  },
];

describe('knowledge base', () => {
  it('checks category, then title, then content, and saves', async () => {
    expect((await save({ title: 't', content: [{ content: 'c' }] })).body).toMatchObject({
      code: 400,
      message: '请选择分类',
    });
    expect((await save({ category: 'c', content: [{ content: 'c' }] })).body).toMatchObject({
      code: 400,
      message: '请输入标题',
    });
    expect((await save({ category: 'c', title: 't', content: [{ content: ' ' }] })).body).toMatchObject({
      code: 400,
      message: '请输入内容',
    });
    for (const e of ENTRIES) {
      const r = await save({ category: e.category, title: e.title, content: [{ content: e.content }] });
      expect(r.body.code).toBe(200);
    }
    for (let i = 0; i < 9; i++)
      await save({ category: '其他', title: `知识点 ${i}`, content: [{ content: `内容 ${i}` }] });
    const first = await page({ pageNum: 1 });
    expect(first.body.data?.list).toHaveLength(10);
    expect(first.body.data?.page.total).toBe(12);
    expect(first.body.data?.list[0]?.content[0]?.content).toBe('内容 8');
    expect((await page({ title: '信用' })).body.data?.list.map((k) => k.title)).toEqual(['信用证']);
  });

  it('edits and deletes only the school’s own points; students may not', async () => {
    const id = (await page({ title: '知识点 0' })).body.data?.list[0]?.id as number;
    const edit = { id, category: '其他', title: '知识点 零', content: [{ content: '改过的内容' }] };
    expect((await save(edit, otherTeacher)).body.code).toBe(404);
    expect((await save(edit)).body.code).toBe(200);
    expect((await page({ title: '零' })).body.data?.list[0]?.content[0]?.content).toBe('改过的内容');
    expect((await page({}, otherTeacher)).body.data?.page.total).toBe(0);
    expect((await t.call('/openApi/else/knowledge/deleteKnowledge', { id }, { token: otherTeacher })).body.code).toBe(
      404,
    );
    expect((await t.call('/openApi/else/knowledge/deleteKnowledge', { id }, { token: teacher })).body.code).toBe(200);
    expect((await page({}, student)).body.code).toBe(403);
  });
});

describe('chat', () => {
  it('answers from the knowledge base, citing the entries used', async () => {
    const r = await ask('信用证的付款方式是什么？');
    expect(r.body.data?.answeredBy).toBe('retrieval');
    expect(r.body.data?.sources.map((s) => s.title)).toEqual(['信用证']);
    expect(r.body.data?.content.map((c) => c.content).join('')).toContain('有条件的付款承诺');
    const en = await ask('How do I write an enquiry letter to a supplier?');
    expect(en.body.data?.sources[0]?.title).toBe('Letter of enquiry');
    const deadlock = await ask('谈判出现僵局怎么办');
    expect(deadlock.body.data?.sources[0]?.title).toBe('谈判僵局的处理');
  });

  it('says so when nothing matches; another school’s base is not searched', async () => {
    const r = await ask('火星上的天气怎么样？');
    expect(r.body.data).toMatchObject({ answeredBy: 'none', sources: [] });
    expect(r.body.data?.content[0]?.content).toContain('没有找到');
    expect((await ask('信用证', otherTeacher)).body.data?.answeredBy).toBe('none');
  });

  it('answers the validation messages of part 1 §5', async () => {
    expect((await ask('   ')).body).toMatchObject({ code: 400, message: '不能发送空消息' });
    expect((await ask('问'.repeat(201))).body).toMatchObject({ code: 400, message: '消息不能超过200个字符' });
    expect((await ask('信用证', student)).body.code).toBe(403);
  });

  it('segments Chinese into words', () => {
    expect(terms('国际贸易中的信用证付款方式')).toEqual(expect.arrayContaining(['国际', '贸易', '付款', '方式']));
  });

  describe('with a configured OpenAI-compatible model', () => {
    let server: Server;
    let seen: { model?: string; messages?: Array<{ role: string; content: string }> } = {};
    beforeAll(async () => {
      // A stand-in for the school's own model server, on this machine.
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => {
          body += c.toString();
        });
        req.on('end', () => {
          seen = JSON.parse(body);
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ choices: [{ message: { content: '信用证是银行的付款承诺 [1]。' } }] }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends the retrieved entries to the model and answers with its text', async () => {
      const { port } = server.address() as AddressInfo;
      const endpoints = readEndpoints({
        ASSISTANT_CHAT_URL: `http://127.0.0.1:${port}/v1`,
        ASSISTANT_CHAT_MODEL: 'local',
      });
      const user = { userId: teacherId, schoolId } as SessionUser;
      const reply = await chat(t.db, endpoints, user, '信用证是什么', 'cn');
      expect(reply).toMatchObject({ answeredBy: 'model', content: [{ content: '信用证是银行的付款承诺 [1]。' }] });
      expect(seen.model).toBe('local');
      expect(seen.messages?.[0]?.content).toContain('有条件的付款承诺');
      const none = await chat(t.db, endpoints, user, '火星天气', 'cn');
      expect(none.answeredBy).toBe('none');
    });
  });
});

describe('knowledge quiz', () => {
  it('asks which title a content belongs to, and reviews the answers against the knowledge base', async () => {
    const quiz = await t.call<{ subjectList: TQuizQuestion[] }>(
      '/openApi/else/knowledge/getSubjectList',
      {},
      { token: teacher },
    );
    const questions = quiz.body.data?.subjectList ?? [];
    expect(questions).toHaveLength(5);
    for (const q of questions) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
    }
    const page = await t.call<TPage<TKnowledgePoint>>(
      '/openApi/else/knowledge/findKnowledgePage',
      { pageSize: 50 },
      { token: teacher },
    );
    const titleOf = new Map((page.body.data?.list ?? []).map((k) => [k.id, k.title]));
    const [first, second] = questions;
    if (!first || !second) throw new Error('no questions');
    const wrong = second.options.find((o) => o !== titleOf.get(second.id)) ?? '';
    const review = await t.call<{ subjectList: TQuizReviewItem[] }>(
      '/openApi/else/knowledge/submitQuiz',
      {
        answers: [
          { id: first.id, stu_answer: titleOf.get(first.id) },
          { id: second.id, stu_answer: wrong },
        ],
      },
      { token: teacher },
    );
    expect(review.body.data?.subjectList.map((r) => r.right_flag)).toEqual([1, 0]);
    expect(review.body.data?.subjectList[1]?.right_answer).toBe(titleOf.get(second.id));
    expect(review.body.data?.subjectList[1]?.subject_answer_anaylse).toContain(second.question);
    // Another school's teacher gets no quiz from this base and cannot review its points.
    expect(
      (await t.call<{ subjectList: unknown[] }>('/openApi/else/knowledge/getSubjectList', {}, { token: otherTeacher }))
        .body.data?.subjectList,
    ).toEqual([]);
    const foreign = await t.call<{ subjectList: unknown[] }>(
      '/openApi/else/knowledge/submitQuiz',
      { answers: [{ id: first.id, stu_answer: 'x' }] },
      { token: otherTeacher },
    );
    expect(foreign.status).toBe(404);
  });
});
