/**
 * Moving through a page with the keyboard alone (issue 22 item 4), for the keyboard journeys
 * (keyboard.spec.ts, exam-accessibility.spec.ts): Tab and Shift+Tab to a control, checking at
 * every stop that the focus shows, and Enter on a control that may leave the page's flow.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';

/** The focused element, or a near ancestor or the styled sibling antd draws its ring on, shows a ring. */
export async function expectVisibleFocus(page: Page, name: string): Promise<void> {
  const shown = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return false;
    const candidates: Element[] = [active];
    for (let node = active.parentElement, i = 0; node && i < 3; node = node.parentElement, i += 1)
      candidates.push(node);
    if (active.nextElementSibling) candidates.push(active.nextElementSibling);
    return candidates.some((element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
  });
  expect(shown, `visible focus on ${name}`).toBe(true);
}

const holdsFocus = (control: Locator) =>
  control.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Presses Tab until the control has the focus (at most 40 stops), and checks the focus shows. */
export async function tabTo(page: Page, control: Locator, name: string): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await holdsFocus(control)) {
      await expectVisibleFocus(page, name);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

/**
 * Moves the focus to a control (or into it) with Tab or Shift+Tab, whichever way it lies, and
 * checks it shows; `stops` bounds the presses (a long exam paper lies between its last question
 * and its submit button).
 */
export async function moveFocusTo(page: Page, control: Locator, name: string, stops = 24): Promise<void> {
  for (let i = 0; i < stops; i += 1) {
    if (await holdsFocus(control)) {
      await expectVisibleFocus(page, name);
      return;
    }
    const ahead = await control.evaluate((element) =>
      Boolean(
        document.activeElement &&
          document.activeElement.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    );
    await page.keyboard.press(ahead ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`the keyboard never reached ${name}`);
}

/** Presses Enter on the focused control and checks the focus stayed in the question (not the page). */
export async function pressKeepingFocus(page: Page, question: Locator, name: string): Promise<void> {
  await page.keyboard.press('Enter');
  await expect
    .poll(() => question.evaluate((element) => element.contains(document.activeElement)), {
      message: `focus stays in the question after ${name}`,
    })
    .toBe(true);
}

/** Signs in on the login page with Tab, typing and Enter, and waits for the shell. */
export async function signInByKeyboard(page: Page, mobile: string): Promise<void> {
  await page.goto('/practice_teaching');
  await tabTo(page, page.locator('#login-mobile'), 'the mobile field');
  await page.keyboard.type(mobile);
  await tabTo(page, page.locator('#login-password'), 'the password field');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-dropdown')).toBeVisible({ timeout: 30_000 });
}
