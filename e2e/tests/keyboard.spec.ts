import { expectAccessible } from './axe';
import { expect, test } from './csp-guard';
import { callApi, PASSWORD, signInByApi } from './helpers';
import { expectVisibleFocus, moveFocusTo, pressKeepingFocus, signInByKeyboard, tabTo } from './keyboard';

/*
 * Keyboard only (issue 22 item 4). Account of this file only: student 13900000062, who joins the
 * demo class 2026级商务英语1班 by its code through the API. With Tab, Enter and Space alone, and
 * the focus visible at every stop: sign in, open the course from the top navigation, open a reading
 * training and answer its first choice question. axe checks the pages on the way, in zh and en.
 * Then the questions made of tiles and lists (matching, word bank, jumbled sentence, drag and
 * drop), answered by keyboard in a training's preview, where the focus must stay in the question
 * as tiles move between rows.
 */
const STUDENT = '13900000062';
/** The tile questions' journey previews as this teacher (13800000028, no class), in the pool. */
const TEACHER = '13800000028';

test('a student signs in, opens the course and answers a choice question with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signInByApi(request, STUDENT);
  await callApi(request, '/openApi/student/index/addClassByCode', { classCode: 'BE26A7' }, token).catch(
    () => undefined,
  );

  // The login page passes axe in both languages; the page's lang follows the language.
  await page.goto('/practice_teaching');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expectAccessible(page, 'the login page (zh)');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page, 'the login page (en)');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.goto('/practice_teaching');
  await tabTo(page, page.locator('#login-mobile'), 'the mobile field');
  await page.keyboard.type(STUDENT);
  await tabTo(page, page.locator('#login-password'), 'the password field');
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole('button', { name: '登录' }), 'the sign-in button');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-dropdown')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the student home');

  // The navigation is one Tab stop (a menu); arrow keys move along its items, Enter opens one.
  await tabTo(page, page.getByTestId('top-nav').getByRole('menu').first(), 'the top navigation');
  const practice = page.getByTestId('top-nav').getByRole('menuitem', { name: '实训' });
  const practiceFocused = () => practice.evaluate((element) => element.contains(document.activeElement));
  for (let i = 0; i < 10 && !(await practiceFocused()); i += 1) await page.keyboard.press('ArrowLeft');
  expect(await practiceFocused()).toBe(true);
  await expectVisibleFocus(page, 'the 实训 menu item');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/practicals/);
  await expect(page.getByRole('heading', { name: '外贸函电' })).toBeVisible();
  await expectAccessible(page, 'the course');

  const activity = page.getByRole('button', { name: '阅读英文商务信函的结构与格式' });
  await tabTo(page, activity, 'the reading activity');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/readSkillAnswer\?classId=\d+&trainingId=\d+/);
  const question = page.getByTestId('question').first();
  await expect(question).toBeVisible();
  await expectAccessible(page, 'the training answer page');

  // The first single-choice question (a reading's first block may be its passage).
  const choices = page.getByRole('radiogroup').first();
  const firstChoice = choices.getByRole('radio').first();
  await tabTo(page, firstChoice, 'the first choice');
  await page.keyboard.press('Space');
  await expect(firstChoice).toBeChecked();
  await expect(page.getByTestId('save-state')).toContainText('已保存');
  // Arrow keys move the choice within the question, as radio groups do.
  await page.keyboard.press('ArrowDown');
  await expect(choices.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByTestId('save-state')).toContainText('已保存');
});

test('a teacher answers matching, word order and drag-and-drop questions with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInByKeyboard(page, TEACHER);

  // The pool's search finds the vocabulary training; its preview is answerable, nothing saved.
  await page.goto('/resource_pool/search?resourceName=商务词汇');
  const title = page.getByTestId('pool-card-title').filter({ hasText: '学习技能：商务词汇' }).first();
  await tabTo(page, title, 'the training in the search results');
  await page.keyboard.press('Enter');
  const questions = page.getByTestId('preview-question');
  await expect(questions.first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the training preview');

  // Matching: each left word has a list; Enter opens it, arrows choose, Enter picks.
  const matching = questions.filter({ hasText: 'Match the words with their meanings.' });
  const quotation = matching.getByRole('combobox', { name: 'quotation' });
  await tabTo(page, quotation, 'the first matching list');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Chosen: the list no longer shows its placeholder after the word.
  await expect(matching).not.toContainText(/quotation\s*请选择/);

  // Jumbled sentence: Enter on a tile moves it into the sentence, and the focus to the next tile.
  const jumbled = questions.filter({ hasText: 'Put the words in order.' });
  const words = ['Please', 'find', 'the', 'price', 'list', 'attached'];
  await moveFocusTo(page, jumbled.getByRole('button').first(), 'the first word tile');
  for (const word of words) {
    await moveFocusTo(page, jumbled.locator('.ant-btn-dashed', { hasText: word }).first(), `the tile ${word}`);
    await pressKeepingFocus(page, jumbled, `placing ${word}`);
  }
  await expect(jumbled.locator('.ant-btn-dashed')).toHaveCount(0);
  expect(await jumbled.getByRole('button').allInnerTexts()).toEqual(words);

  // Drag and drop without a mouse: Enter picks an item, Enter on a target's place places it.
  const drag = questions.filter({ hasText: 'Drag each document to the department that usually prepares it.' });
  for (const [item, target] of [
    ['Invoice', 'Accounts'],
    ['Packing list', 'Warehouse'],
    ['Quotation', 'Sales'],
  ] as const) {
    const picked = drag.getByRole('button', { name: item, exact: true });
    await moveFocusTo(page, picked, `the item ${item}`);
    await page.keyboard.press('Enter');
    await expect(picked).toHaveAttribute('aria-pressed', 'true');
    // Each target's place is named by its target.
    const place = drag.getByRole('button', { name: `放到这里 ${target}`, exact: true });
    await moveFocusTo(page, place, `the place of ${target}`);
    await pressKeepingFocus(page, drag, `placing ${item}`);
    await expect(drag.getByRole('button', { name: `${item} ×` })).toBeVisible();
  }
});
