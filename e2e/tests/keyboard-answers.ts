/**
 * How each question type is answered with the keyboard alone, on any answering page (the exam's,
 * a training's): Tab or Shift+Tab to each control with the focus visible, then Space on choices,
 * typing in boxes, Enter, arrows and Enter in lists, Enter on tiles and on a drop place. The spoken
 * types are answered on the speaking pages; on a written page they show a note and take no input.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { moveFocusTo, pressKeepingFocus } from './keyboard';
import { QUESTION_TYPES as T } from './question-types';

type Answer = (page: Page, question: Locator, name: string) => Promise<void>;

/** Space on the first choice; for several answers, on the first and the third box. */
const choose: Answer = async (page, question, name) => {
  const boxes = question.getByRole('checkbox');
  if ((await boxes.count()) === 0) {
    const first = question.getByRole('radio').first();
    await moveFocusTo(page, first, `${name}: the first choice`);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    return;
  }
  for (const index of [0, 2]) {
    await moveFocusTo(page, boxes.nth(index), `${name}: box ${index + 1}`);
    await page.keyboard.press('Space');
    await expect(boxes.nth(index)).toBeChecked();
  }
};

/** Each list (a blank's word bank, a cloze blank, a matching row): Enter opens it, ArrowDown and Enter choose. */
async function chooseInLists(page: Page, question: Locator, name: string): Promise<void> {
  const lists = question.getByRole('combobox');
  const count = await lists.count();
  for (let i = 0; i < count; i += 1) {
    await moveFocusTo(page, lists.nth(i), `${name}: list ${i + 1}`);
    await page.keyboard.press('Enter');
    await expect(lists.nth(i)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(lists.nth(i)).toHaveAttribute('aria-expanded', 'false');
  }
}

/** Types into every text box of the question, in order. */
function typeInBoxes(text: string): Answer {
  return async (page, question, name) => {
    const boxes = question.getByRole('textbox');
    const count = await boxes.count();
    expect(count, `${name} has a text box`).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await moveFocusTo(page, boxes.nth(i), `${name}: box ${i + 1}`);
      await page.keyboard.type(text);
      await expect(boxes.nth(i)).toHaveValue(text);
    }
  };
}

/** Blanks are text boxes, or lists when the question has a word bank. */
const fillBlanks: Answer = async (page, question, name) => {
  if ((await question.getByRole('combobox').count()) > 0) return chooseInLists(page, question, name);
  return typeInBoxes('Hall')(page, question, name);
};

/** Enter on each free tile in turn (the focus stays in the question and moves to the next tile). */
function pressEveryTile(tiles: (question: Locator) => Locator): Answer {
  return async (page, question, name) => {
    const before = await tiles(question).count();
    expect(before, `${name} has tiles`).toBeGreaterThan(0);
    for (let placed = 0; placed < before; placed += 1) {
      await moveFocusTo(page, tiles(question).first(), `${name}: a tile`);
      await pressKeepingFocus(page, question, `${name}: placing a tile`);
      await expect(tiles(question)).toHaveCount(before - placed - 1);
    }
  };
}

/** Enter picks an item, Enter on an empty target's place puts it there; until the targets are full. */
const dragAndDrop: Answer = async (page, question, name) => {
  const free = question.locator('button.ant-btn-dashed');
  const places = question.locator('button.ant-btn-text:not([disabled])');
  const placed = question.locator('button.ant-btn-default');
  const targets = await question.locator('button.ant-btn-text').count();
  expect(targets, `${name} has targets`).toBeGreaterThan(0);
  for (let i = 0; i < targets && (await free.count()) > 0; i += 1) {
    await moveFocusTo(page, free.first(), `${name}: an item`);
    await page.keyboard.press('Enter');
    await expect(places.first()).toBeVisible();
    await moveFocusTo(page, places.first(), `${name}: a target's place`);
    await pressKeepingFocus(page, question, `${name}: placing an item`);
    await expect(placed).toHaveCount(i + 1);
  }
};

/** Spoken types: answered by recording on the speaking pages; here only their note, nothing to reach. */
const spokenNote: Answer = async (_page, question, name) => {
  await expect(question.locator('.ant-alert-info'), `${name} says where it is answered`).toBeVisible();
};

export const KEYBOARD_ANSWERS: Record<number, Answer> = {
  [T.choice]: choose,
  [T.trueFalse]: choose,
  [T.fillBlank]: fillBlanks,
  [T.cloze]: chooseInLists,
  [T.qa]: typeInBoxes('A letter of credit is a bank’s promise to pay the seller.'),
  [T.matching]: chooseInLists,
  [T.writing]: typeInBoxes('Dear Ms Chen, thank you for your enquiry of 3 May. Please find our price list attached.'),
  [T.translation]: typeInBoxes('We look forward to your early reply.'),
  [T.dictation]: typeInBoxes('Please confirm the delivery date.'),
  [T.dragDrop]: dragAndDrop,
  // Free items are plain buttons; an item placed in the order is a link (pressed again, it goes back).
  [T.sequencing]: pressEveryTile((question) => question.locator('button.ant-btn-default')),
  [T.documents]: typeInBoxes('Shanghai'),
  [T.jumbledSentence]: pressEveryTile((question) => question.locator('button.ant-btn-dashed')),
  [T.readWord]: spokenNote,
  [T.repeatSentence]: spokenNote,
  [T.readAloud]: spokenNote,
  [T.speaking]: spokenNote,
  [T.speech]: spokenNote,
  [T.discussion]: spokenNote,
  [T.dialogue]: spokenNote,
  [T.dub]: spokenNote,
};

/** The types a written answering page takes an answer for (the others are spoken). */
export const isWrittenType = (subjectType: number) => KEYBOARD_ANSWERS[subjectType] !== spokenNote;
