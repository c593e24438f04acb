import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('a student joins a second class by its code; wrong and repeated codes say why', async ({ page }) => {
  await signIn(page, '13900000030'); // in 2026级商务英语2班
  await expect(page.getByText('2026级商务英语2班')).toBeVisible();
  await expect(page.getByText('2026级商务英语1班')).toHaveCount(0);

  const openForm = async () => {
    await page.getByRole('button', { name: '加入班级' }).click();
    return page.getByRole('dialog');
  };
  let dialog = await openForm();
  await dialog.getByLabel('班级码').fill('QQQQQQ');
  await dialog.getByRole('button', { name: '加入' }).click();
  await expect(dialog.getByText('班级码不正确，请核对后重新输入')).toBeVisible();

  // Lower case and a space are forgiven.
  await dialog.getByLabel('班级码').fill('be2 6a7');
  await dialog.getByRole('button', { name: '加入' }).click();
  await expect(page.getByText('已加入 2026级商务英语1班')).toBeVisible();
  await expect(page.getByText('2026级商务英语1班').first()).toBeVisible();

  dialog = await openForm();
  await dialog.getByLabel('班级码').fill('BE26A7');
  await dialog.getByRole('button', { name: '加入' }).click();
  await expect(dialog.getByText('您已在该班级中，无需重复加入')).toBeVisible();
});
