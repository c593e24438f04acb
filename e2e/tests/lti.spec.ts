/**
 * LTI 1.3 in Chromium: a simulated Moodle (apps/server/src/test/lti-platform.ts, its own process on
 * port 3263, registered for the demo school by e2e/server.mjs) launches Lingua. Its instructor adds
 * a training through deep linking; its learner's launch page auto-posts to Lingua, lands on that
 * training, answers and submits, and the score arrives at the platform's grade endpoint as soon as
 * it is submitted. The learner's link carries only Moodle's lineitems endpoint (a link placed by
 * hand), so Lingua makes its line item with the training's title and full mark and scores go there.
 * Accounts: none of the demo's; the platform's users are made by their launches.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './csp-guard';
import { confirmDialog } from './helpers';

const SIM = 'http://localhost:3263';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let sim: ChildProcess;

test.beforeAll(async ({ baseURL }) => {
  sim = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/test/lti-platform-main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SIM_PORT: '3263', SIM_TOOL_ORIGIN: baseURL ?? 'http://localhost:3261' },
  });
  await new Promise<void>((resolve, reject) => {
    sim.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    sim.on('exit', (code) => reject(new Error(`simulated platform exited (${code})`)));
  });
});
test.afterAll(() => {
  sim?.kill('SIGTERM');
});

type SimState = {
  scores: { lineItem: string; body: Record<string, unknown>; contentType: string }[];
  deepLinks: Record<string, unknown>[];
  lineItems: { id: string; label: string; scoreMaximum: number; resourceLinkId: string; tag: string }[];
};
const context = { id: 'moodle-course-e2e', title: 'Business English Writing (Moodle)' };
const instructor = { sub: 'moodle-teacher-e2e', name: 'Grace Moodle', role: 'instructor' };
const learner = { sub: 'moodle-student-e2e', name: 'Leo Moodle', role: 'learner' };

async function prepare(spec: Record<string, unknown>): Promise<string> {
  const r = await fetch(`${SIM}/_sim/prepare`, { method: 'POST', body: JSON.stringify(spec) });
  return ((await r.json()) as { launchUrl: string }).launchUrl;
}
const simState = async (): Promise<SimState> => (await fetch(`${SIM}/_sim/state`)).json() as Promise<SimState>;

test('a Moodle instructor adds a training by deep linking; a learner launched from Moodle answers it and the score reaches Moodle', async ({
  browser,
}) => {
  // The instructor: the deep-linking launch opens the picker, the choice goes back to Moodle signed.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto(await prepare({ user: instructor, context, kind: 'deepLink' }));
  await expect(teacherPage).toHaveURL(/\/lti\/pick\?id=/);
  await expect(teacherPage.getByRole('heading', { name: '选择要添加到课程的实训' })).toBeVisible();
  await expect(teacherPage.getByText(context.title)).toBeVisible();
  await teacherPage.locator('.ant-select').first().click();
  await teacherPage
    .locator('.ant-select-item-option', { hasText: /^外贸函电（/ })
    .first()
    .click();
  await teacherPage.getByPlaceholder('按标题筛选').fill('英文商务信函的结构与格式');
  await teacherPage.locator('.ant-radio-wrapper', { hasText: '阅读：英文商务信函的结构与格式' }).first().click();
  await teacherPage.getByRole('button', { name: '添加到课程平台' }).click();
  await expect(teacherPage.locator('#deep-link-received')).toBeVisible();
  const deepLink = (await simState()).deepLinks.at(-1) ?? {};
  const [item] = deepLink['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
    custom: Record<string, string>;
    lineItem: { scoreMaximum: number };
  }[];
  expect(item?.custom.lingua_training_id).toMatch(/^\d+$/);
  await teacherContext.close();

  // The learner: Moodle's launch page auto-posts to Lingua, which opens the training.
  const page = await browser.newPage();
  await page.goto(
    await prepare({ user: learner, context, resourceLinkId: 'e2e-link', custom: item?.custom, lineItem: 'container' }),
  );
  await expect(page).toHaveURL(/\/student\/practicals\/readSkillAnswer\?classId=\d+&trainingId=\d+/);
  const questions = page.getByTestId('question');
  await expect(questions.first()).toBeVisible();
  // The launch made the link's line item at Moodle: the training's title, its full mark, Lingua's tag.
  const made = (await simState()).lineItems.find((i) => i.resourceLinkId === 'e2e-link');
  expect(made).toMatchObject({
    label: 'Reading: how an English business letter is laid out',
    scoreMaximum: item?.lineItem.scoreMaximum,
    tag: 'lingua',
  });
  // The second question is a single choice; B is right.
  await questions.nth(1).locator('.ant-radio-wrapper').nth(1).click();
  await expect(page.getByTestId('save-state')).toContainText('已保存');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/readSkillReport\?.*attemptId=\d+/, { timeout: 30_000 });
  // A class made by a launch has no course of its own: no "next activity", and no error about it.
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
  await expect(page.getByTestId('attempt-score')).toBeVisible();

  // The score reaches that line item when the attempt is submitted (no sweep).
  await expect
    .poll(async () => (await simState()).scores.find((s) => s.body.userId === learner.sub), { timeout: 10_000 })
    .toMatchObject({
      lineItem: made?.id,
      contentType: 'application/vnd.ims.lis.v1.score+json',
      body: {
        userId: learner.sub,
        scoreMaximum: item?.lineItem.scoreMaximum,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      },
    });
  await page.close();
});
