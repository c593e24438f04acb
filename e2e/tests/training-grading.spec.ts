import { expect, test } from './csp-guard';
import { confirmDialog, createClassWithStudent, signIn } from './helpers';

// Accounts of this file only: teacher 13800000005 (赵敏) and student 13900000038.
const WRITING =
  'Dear Mr Baker, thank you for your enquiry of 12 May. Our prices are USD 4.20 per set for cutting boards and USD 2.80 ' +
  'for spoons, CIF Southampton. The minimum order is 500 sets per item and we deliver 35 days after receipt of your L/C. ' +
  'We would be glad to send free samples by express so that you can check the quality before you order. We look ' +
  'forward to working with you. All our products are FSC certified, and our catalogue is attached to this email. For a ' +
  'first order of this size we can also offer an introductory discount of three percent. Please let me know if you ' +
  'have any questions about our products, packing or shipping schedule, and we will answer within one working day. ' +
  'Best regards, Zhang Wei, Sales Manager, GreenBamboo Trading.';

test('the teacher sees a writing attempt, grades it with a score and comment, and the student sees the grade', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const className = `写作班-${String(Date.now()).slice(-4)}`;
  // The teacher opens a class for the correspondence course, adds the student and opens every step.
  await signIn(page, '13800000005');
  await createClassWithStudent(page, className, '外贸函电', '13900000038');
  await page.goto('/teacher/myCourse/index');
  await page
    .getByTestId('course-card')
    .filter({ hasText: className })
    .getByRole('button', { name: '课程设置' })
    .click();
  await page.getByLabel('全部开放：学生可按任意顺序学习').check();
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('课程设置已保存')).toBeVisible();

  // The student writes the first writing training of the class and submits it.
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, '13900000038');
  await student.goto('/student/practicals/index/practical');
  await student.getByRole('combobox', { name: '选择班级' }).click();
  await student.locator('.ant-select-item-option', { hasText: className }).click();
  await expect(student.getByRole('heading', { name: '外贸函电' })).toBeVisible();
  await student.goto('/student/practicals/practical_exercises');
  const writingRow = student.locator('tr.ant-table-row').filter({ hasText: '写作技能训练' }).first();
  await writingRow.getByRole('link').first().click();
  await expect(student).toHaveURL(/writingSkillAnswer/);
  const questions = student.getByTestId('question');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const area = questions.nth(i).locator('textarea');
    if ((await area.count()) > 0) await area.first().fill(WRITING);
  }
  await expect(student.getByTestId('save-state')).toContainText('已保存');
  await student.getByRole('button', { name: /提\s*交/ }).click();
  if (await student.locator('.ant-modal-confirm').filter({ visible: true }).isVisible()) await confirmDialog(student);
  await expect(student).toHaveURL(/writingSkillReport\?.*attemptId=\d+/);
  const attemptId = new URL(student.url()).searchParams.get('attemptId');

  // The teacher opens the attempt and grades the writing.
  await page.goto(`/teacher/practicals/practicalTea?attemptId=${attemptId}`);
  const form = page.getByTestId('grade-form').first();
  await expect(form).toBeVisible();
  await form.locator('input').first().fill('24');
  await form.locator('textarea').fill('Clear and complete; add a line about samples.');
  await form.getByRole('button', { name: /保\s*存/ }).click();

  // The student sees the grade and the comment on the report.
  await expect(async () => {
    await student.reload();
    await expect(student.getByTestId('teacher-comment').first()).toContainText('add a line about samples', {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(student.getByTestId('attempt-score')).toBeVisible();
  await context.close();
});
