/**
 * The demo school seeded on first start: its texts, news and welcome messages.
 * Accounts (all with password lingua123): managers 13700000001-05, teachers 13800000001-23,
 * students 13900000001-40 in two classes, 13900000041-46 and 49-80 in none yet and 47-48 in class 4, 13900000101-130 in a class
 * with a learning history; a second school with teacher 13800000099.
 */
export const DEMO_PASSWORD = 'lingua123';

export const DEMO_SCHOOL = {
  name: { cn: '示范外国语学校', en: 'Demo Foreign Language School' },
  introduce: {
    cn: `<h3>学校简介</h3>
<p>示范外国语学校是一所以<strong>商务英语</strong>和<strong>应用外语</strong>为特色的学校，开设商务英语、国际贸易、跨境电子商务和日语、韩语等专业方向。</p>
<p>学校坚持"学用结合"：学生在实训平台上完成商务谈判、外贸函电、单证缮制和跨文化交际的情境训练，在线上课堂签到互动，通过在线考试检验学习成果。</p>
<ul><li>外语实训中心：配备语音评测、配音和角色扮演实训</li><li>校企合作：与二十余家外贸企业共建实习基地</li><li>竞赛成绩：连续三年在省级外语能力大赛中获奖</li></ul>
<p>联系电话：020-8888 6000 · 邮箱：office@demo-school.edu.cn</p>`,
    en: `<h3>About the school</h3>
<p>Demo Foreign Language School specialises in <strong>Business English</strong> and <strong>applied foreign languages</strong>, with programmes in Business English, International Trade, Cross-Border E-Commerce, Japanese and Korean.</p>
<p>We teach by doing: students practise negotiation, trade correspondence, trade documents and cross-cultural communication on the training platform, sign in and take part in online lessons, and show what they have learnt in online exams.</p>
<ul><li>Language training centre with pronunciation scoring, dubbing and role-play practice</li><li>Internship bases run with more than twenty trading companies</li><li>Prize-winners at the provincial foreign-language competition three years running</li></ul>
<p>Phone: 020-8888 6000 · Email: office@demo-school.edu.cn</p>`,
  },
  contactPhone: '020-8888 6000',
  hotline: '400-800-6000',
  email: 'office@demo-school.edu.cn',
  terraceNames: {
    schoolTerraceName: '示范外国语学校实践教学平台',
    dynSchoolTerraceName: '示范外国语学校动态考试测评平台',
    vrSchoolTerraceName: '示范外国语学校虚拟仿真实验平台',
    ysxSchoolTerraceName: '示范外国语学校云实习平台',
    skillsSchoolTerraceName: '示范外国语学校职场综合外语技能平台',
  },
  classes: [
    { name: '2026级商务英语1班', code: 'BE26A7', course: 'foreign-trade-correspondence' },
    { name: '2026级商务英语2班', code: 'BE26K9', course: 'business-negotiation' },
  ],
} as const;

export const SECOND_SCHOOL = {
  name: { cn: '滨海商贸职业学院', en: 'Binhai Business and Trade College' },
  introduce: {
    cn: '<p>滨海商贸职业学院开设国际贸易实务与跨境电商专业，注重外贸岗位英语应用能力培养。</p>',
    en: '<p>Binhai Business and Trade College teaches international trade practice and cross-border e-commerce, with a focus on English for trade jobs.</p>',
  },
  contactPhone: '0532-6600 1200',
  hotline: '400-820-1200',
  email: 'jwc@binhai-college.edu.cn',
  classes: [{ name: '2026级国贸1班', code: 'GM26R4', course: 'international-trade-practice' }],
} as const;

/** Surnames and given names for the demo people: realistic, not numbered placeholders. */
export const DEMO_TEACHERS = [
  { mobile: '13800000001', name: '王丽华' },
  { mobile: '13800000002', name: '陈志强' },
  { mobile: '13800000003', name: 'Emily Carter' },
  { mobile: '13800000004', name: 'James Miller' },
  { mobile: '13800000005', name: '赵敏' },
  { mobile: '13800000006', name: '刘佳' },
  { mobile: '13800000007', name: '孙浩' },
  { mobile: '13800000008', name: '周婷' },
  // No seeded class: the face-check journey (e2e) makes its own class and exam.
  { mobile: '13800000009', name: '郑凯' },
  // No seeded class either: journeys that build their own class and content (the question bank).
  { mobile: '13800000010', name: '黄雅琴' },
  { mobile: '13800000011', name: 'Grace Lin' },
  // No seeded class: journeys of the manager's area (teaching plans) write as these two.
  { mobile: '13800000012', name: '吴静怡' },
  { mobile: '13800000013', name: 'Daniel Wright' },
  // No seeded class: the document-preview journey gives a task to a class it makes.
  { mobile: '13800000015', name: '何嘉怡' },
  // The course builder's journey (e2e course-builder): builds a course and publishes it to class 4.
  { mobile: '13800000014', name: '林晓雯' },
  // No seeded class: the case-work journey (e2e case-work) makes its own class through the API.
  { mobile: '13800000016', name: '宋雨桐' },
  // No seeded class: the interactive training journey (e2e interaction) makes its own class.
  { mobile: '13800000017', name: '马俊杰' },
  // No seeded class: journeys of the competition platform (e2e competition, certificates, negotiation).
  { mobile: '13800000018', name: '许志远' },
  { mobile: '13800000019', name: '高敏' },
  { mobile: '13800000020', name: 'Olivia Brown' },
  // No seeded class: group-work pages (e2e) and the accessibility journeys make their own classes.
  { mobile: '13800000021', name: '罗文涛' },
  { mobile: '13800000022', name: '曹丽娜' },
  { mobile: '13800000023', name: 'Henry Zhou' },
  // No seeded class: journeys of the resource pool's second phase and the competition's public pages.
  { mobile: '13800000024', name: '唐欣然' },
  { mobile: '13800000025', name: 'Sophie Turner' },
  { mobile: '13800000026', name: '彭国栋' },
  // No seeded class: the accessibility sweep (e2e) visits the teacher's pages as this teacher.
  { mobile: '13800000027', name: '谢婉清' },
  // No seeded class: the keyboard journey over the tile questions (e2e keyboard) previews as this teacher.
  { mobile: '13800000028', name: '韩雪' },
  // No seeded class: journeys of the school's sign-in and LTI, VR resources, the pool's answer
  // editor and the competitions the platform operator organises.
  { mobile: '13800000029', name: '邓子涵' },
  { mobile: '13800000030', name: 'Lucy Evans' },
  { mobile: '13800000031', name: '夏明轩' },
  { mobile: '13800000032', name: '付佳琪' },
  // No seeded class: the invited judge of the negotiation judges' journey (e2e negotiation-judges).
  { mobile: '13800000033', name: '蒋文静' },
] as const;

/**
 * The school's managers: the principal and three staff of the academic affairs office with the same
 * manager role. One session per account, so each manager journey (e2e) signs in as its own.
 */
export const DEMO_MANAGERS = [
  { mobile: '13700000001', name: '赵校长' },
  { mobile: '13700000002', name: '钱文博' },
  { mobile: '13700000003', name: '孙雅婷' },
  { mobile: '13700000004', name: '李建国' },
  { mobile: '13700000005', name: '何志明' },
  { mobile: '13700000006', name: '冯思远' },
] as const;

/**
 * Students seeded beyond classes 1 and 2 (13900000041-80): 41-46 and 49-80 in no class, for teachers
 * (and journeys) to add to a class of their own; 47 and 48 in Ms Lin's class 4 (DEMO_BUILDER_CLASS).
 */
export const DEMO_UNPLACED_STUDENTS = 40;

/** Ms Lin's class for the course builder: it starts on 外贸函电 and she gives it a course she built. */
export const DEMO_BUILDER_CLASS = {
  name: '2026级商务英语4班',
  code: 'JC46FT',
  course: 'foreign-trade-correspondence',
  teacherMobile: '13800000014',
  studentMobiles: ['13900000047', '13900000048'],
} as const;

/**
 * Ms Liu's speaking class for the online classroom: five students who are also in class 2, so a
 * live lesson here shows sign-in, roll call and questions on a small roster.
 */
export const DEMO_SPEAKING_CLASS = {
  name: '2026级商务英语口语班',
  code: 'KY26M3',
  course: 'business-negotiation',
  teacherMobile: '13800000006',
  studentMobiles: ['13900000025', '13900000026', '13900000027', '13900000028', '13900000029'],
} as const;

/** Mr Sun's exam class (online exams and invigilation): four students who are also in class 1. */
export const DEMO_EXAM_CLASS = {
  name: '2026级商务英语考试班',
  code: 'KS26E6',
  course: 'foreign-trade-correspondence',
  teacherMobile: '13800000007',
  studentMobiles: ['13900000002', '13900000003', '13900000004', '13900000005'],
} as const;

/**
 * Ms Zhou's listening-and-speaking class: five students of class 1, and every speaking training
 * assigned and open; its course's steps are all open, so any training can be practised first.
 */
export const DEMO_ORAL_CLASS = {
  name: '2026级商务英语听说班',
  code: 'TS26K8',
  course: 'foreign-trade-correspondence',
  teacherMobile: '13800000008',
  studentMobiles: ['13900000006', '13900000007', '13900000008', '13900000009', '13900000010'],
} as const;

/**
 * Ms Wang's class a year ahead, with a learning history (apps/server/src/seed/seed-history.ts): its
 * own thirty students (13900000101-130, in no other class) have worked through the first trainings
 * of 外贸函电 over the past weeks, so the teacher's analytics have something to show. The classes
 * above stay untouched: the end-to-end tests expect their students to have done nothing yet.
 */
export const DEMO_HISTORY_CLASS = {
  name: '2025级商务英语3班',
  code: 'BE25H3',
  course: 'foreign-trade-correspondence',
  teacherMobile: '13800000001',
  /** Students 13900000101 onwards; their names are demoStudentName(100), (101), … */
  firstStudent: 101,
  studentCount: 30,
} as const;

/** The history class's student mobiles, 13900000101 … 13900000130. */
export function demoHistoryStudentMobiles(): string[] {
  return Array.from(
    { length: DEMO_HISTORY_CLASS.studentCount },
    (_, i) => `139${String(DEMO_HISTORY_CLASS.firstStudent + i).padStart(8, '0')}`,
  );
}

/**
 * The accounts that see the floating knowledge network map (part 1 §2, §6: "four fixed accounts").
 * The demo's list; a deployment names its own in KNOWLEDGE_MAP_ACCOUNTS (docs/operations.md).
 */
export const DEMO_KNOWLEDGE_MAP_ACCOUNTS = ['13700000001', '13800000001', '13800000002', '13800000003'] as const;

const SURNAMES = [
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
  '梁',
];
const GIVEN = ['思远', '雨桐', '子涵', '浩然', '佳怡', '俊杰', '欣妍', '宇轩', '梓萱', '晨阳'];

export function demoStudentName(index: number): string {
  return `${SURNAMES[index % SURNAMES.length]}${GIVEN[(index * 3 + Math.floor(index / SURNAMES.length)) % GIVEN.length]}`;
}

export const DEMO_NEWS = [
  {
    title: { cn: '2026 年秋季学期外语实训周安排', en: 'Language Training Week, autumn 2026' },
    summary: {
      cn: '第 12 周为外语实训周，各班在实训平台完成商务谈判与外贸函电情境训练。',
      en: 'Week 12 is training week: every class completes the negotiation and correspondence scenarios on the platform.',
    },
    content: {
      cn: '<p>第 12 周（11 月 23 日至 27 日）为外语实训周。各班按课表在实训平台完成<strong>商务谈判</strong>与<strong>外贸函电</strong>情境训练，任课教师在线上课堂组织签到与点名。实训成绩计入平时成绩。</p>',
      en: '<p>Week 12 (23-27 November) is language training week. Every class completes the <strong>business negotiation</strong> and <strong>trade correspondence</strong> scenarios on the platform during timetabled lessons; teachers take sign-in and roll call in the online classroom. Training scores count towards coursework.</p>',
    },
    daysAgo: 1,
  },
  {
    title: { cn: '省外语能力大赛校内选拔通知', en: 'School heats for the provincial language competition' },
    summary: {
      cn: '校内选拔赛将于 12 月 5 日在线举行，含商务口语与笔译两个赛项。',
      en: 'The school heats run online on 5 December, with business speaking and written translation events.',
    },
    content: {
      cn: '<p>校内选拔赛将于 12 月 5 日上午 9:00 在线举行，设<strong>商务口语</strong>与<strong>笔译</strong>两个赛项。请参赛同学提前在个人中心完成人脸信息采集。</p>',
      en: '<p>The school heats run online at 9:00 on 5 December, with <strong>business speaking</strong> and <strong>written translation</strong> events. Entrants should set up their face data in the personal centre beforehand.</p>',
    },
    daysAgo: 4,
  },
  {
    title: { cn: '跨境电商直播实训基地揭牌', en: 'Cross-border e-commerce live-stream studio opens' },
    summary: {
      cn: '与三家外贸企业共建的直播实训基地投入使用，学生可用英语进行直播带货实训。',
      en: 'The studio built with three trading companies is open: students can now practise live-stream selling in English.',
    },
    content: {
      cn: '<p>学校与三家外贸企业共建的跨境电商直播实训基地正式揭牌。学生将在真实选品与直播脚本的基础上，用英语完成产品介绍、互动答疑与促单。</p>',
      en: '<p>The cross-border e-commerce live-stream studio, built with three trading companies, has opened. Students present real products in English from real scripts, answer viewers’ questions and close sales.</p>',
    },
    daysAgo: 9,
  },
] as const;

export const WELCOME_MESSAGES = {
  teacher: [
    {
      type: 'system' as const,
      title: { cn: '欢迎使用 Lingua 外语实践教学平台', en: 'Welcome to Lingua' },
      content: {
        cn: '您可以在"我的课程"中查看所带班级，在个人中心修改头像和密码。如有问题请联系学校管理员。',
        en: 'See your classes under My courses and change your photo and password in the personal centre. Contact your school manager with any questions.',
      },
    },
    {
      type: 'class' as const,
      title: { cn: '班级学生已导入', en: 'Class lists imported' },
      content: {
        cn: '2026级商务英语1班、2班的学生名单已由学校管理员导入，共 40 名学生。',
        en: 'The school manager has imported the student lists of Business English classes 1 and 2 (40 students).',
      },
    },
  ],
  student: [
    {
      type: 'system' as const,
      title: { cn: '欢迎加入示范外国语学校', en: 'Welcome to Demo Foreign Language School' },
      content: {
        cn: '请先在个人中心上传头像并修改初始密码。实训周将于第 12 周开始，请留意任务通知。',
        en: 'Please upload a photo and change your first password in the personal centre. Training week starts in week 12: watch for task notices.',
      },
    },
    {
      type: 'lesson' as const,
      title: { cn: '本周在线课堂：询盘与报盘', en: 'This week online: enquiries and offers' },
      content: {
        cn: '王丽华老师将于周三 10:00 开设在线课堂，主题为外贸函电中的询盘与报盘，请准时签到。',
        en: 'Ms Wang Lihua holds an online lesson on Wednesday at 10:00 on enquiries and offers in trade correspondence. Please sign in on time.',
      },
    },
  ],
} as const;
