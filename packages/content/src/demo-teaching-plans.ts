/**
 * The demo school's teaching plans (issue 17, /manage/manage/teachingPlan): Ms Wang's term plan for
 * 外贸函电 (the history class's course) and the school's plan for the business English programme,
 * both for the current term. Written as a Chinese teacher writes them, with the English of the
 * course where the learners meet it.
 */
export interface DemoTeachingPlan {
  /** 'teacher': the author is the teacher below; 'school': the principal. */
  scope: 'teacher' | 'school';
  teacherMobile?: string;
  courseKey: string | null;
  title: string;
  content: string;
}

export const DEMO_TEACHING_PLANS: readonly DemoTeachingPlan[] = [
  {
    scope: 'teacher',
    teacherMobile: '13800000001',
    courseKey: 'foreign-trade-correspondence',
    title: '外贸函电（2025级商务英语3班）本学期教学计划',
    content: `<h2>教学目标</h2>
<p>学生能够按照一笔出口业务的流程，用规范的英文写出建立业务关系、询盘、报盘、还盘、订单确认、支付、包装、装运、保险和索赔等十类商务信函，做到格式规范、语气得体、条款准确。</p>
<h2>进度安排（每周 4 学时）</h2>
<ul>
<li>第 1–2 周：商务信函的结构与格式（layout, salutation, complimentary close），常用缩略语 FOB、CIF、L/C、B/L。</li>
<li>第 3–5 周：建立业务关系与询盘（establishing business relations; general and specific enquiries）。</li>
<li>第 6–8 周：报盘与还盘（firm offer, counter-offer），练习在不失礼的前提下讨价还价。</li>
<li>第 9–11 周：订单、支付方式与信用证（order confirmation, payment terms, amending an L/C）。</li>
<li>第 12–14 周：包装、装运与保险（packing instructions, shipping advice, insurance coverage）。</li>
<li>第 15–16 周：投诉与索赔（complaints and claims），期末综合写作。</li>
</ul>
<h2>考核方式</h2>
<p>平时实训 40%（按最高分计），课堂任务 20%，在线课堂 10%，期末考试 30%。每周的写作实训在平台提交，教师在 48 小时内批改并给出修改意见。</p>
<h2>需要关注的问题</h2>
<p>上学期数据显示，学生在“报盘”一章的得分明显低于其他章节，常见问题是价格条款与有效期表达不完整（例如漏写 “subject to our final confirmation”）。本学期在该章增加一次范文对比练习。</p>`,
  },
  {
    scope: 'school',
    courseKey: null,
    title: '商务英语专业本学期教学工作计划',
    content: `<h2>总体要求</h2>
<p>各任课教师在开学第二周前完成所授课程的教学计划并上传平台；教学计划须写明教学目标、周进度、考核方式和成绩权重，与平台“课程成绩”中的权重设置保持一致。</p>
<h2>重点工作</h2>
<ul>
<li>实训常态化：每门课程每周至少布置一次平台实训，学生完成率不低于 85%。</li>
<li>数据驱动教学：教研组每月利用数据驾驶舱和班级数据报告分析薄弱知识点，调整下月教学安排。</li>
<li>口语与听力并重：商务谈判、外贸函电两门课程各安排不少于四次在线课堂，使用口语评测检查发音。</li>
<li>赛教结合：第十周起组织第三届商务英语技能大赛校内选拔（商务谈判、外贸函电两个项目）。</li>
</ul>
<h2>检查安排</h2>
<p>教务处于第 8 周和第 16 周两次检查各班的实训完成情况、任务批改及时率和课程成绩录入情况，结果在学校公告中通报。</p>`,
  },
];
