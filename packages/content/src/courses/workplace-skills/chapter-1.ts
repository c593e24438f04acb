/**
 * Workplace Skills, chapter 1 (personal workplace): a job advertisement, the words of a CV, a CV
 * written from a graduate's facts, an induction session for new staff and a job interview.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, read, speaking } from '../../trainings/speaking-builders';

const stress: readonly [string, string] = [
  '注意单词重音，长词的每个音节都要读完整。',
  'Stress the right syllable and say every syllable of the long words.',
];
const fluent: readonly [string, string] = [
  '先听对方台词，再清楚、自然地说出自己的台词；回答要具体。',
  'Listen to the other role, then say your line clearly and naturally; keep your answers specific.',
];
const roleIntro: readonly [string, string] = [
  '选择一个角色，机器朗读其他角色，你录下自己的台词。三个场景依次是面试开场、经历与能力、结束提问。',
  'Choose a role; the machine reads the others and you record your lines. The three scenes are the opening, experience and strengths, and the closing questions.',
];
const interviewerCandidate = [
  ['interviewer', 'Interviewer', '面试官', 'eric'],
  ['candidate', 'Candidate', '应聘者', 'emily'],
] as const;

const jobAd = `<bl>Suzhou Clearlight Electronics Co., Ltd.</bl> is a leading maker of LED lighting, exporting to 30 countries.

<bl>Vacancy: Export Sales Assistant</bl> (full-time, based in Suzhou Industrial Park)

<bl>Responsibilities</bl>
• Answer enquiries from overseas customers by email and phone
• Prepare quotations, proforma invoices and shipping documents
• Help the sales team at two international trade fairs a year

<bl>Requirements</bl>
• College diploma or bachelor's degree in International Trade, Business English or a related subject
• Good written and spoken English (CET-4 or above)
• Skilled in Excel; experience in foreign trade is an advantage but not essential

<bl>We offer</bl>
Monthly salary RMB 6,000–7,500, a year-end bonus, five-day week, social insurance and free English training.

To apply, send your CV and a cover letter in English to hr@clearlight-led.cn by <bl>15 June 2026</bl>, quoting reference <bl>ESA-06</bl>. Only short-listed candidates will be contacted.`;

const jobAdCn = `苏州清光电子有限公司是领先的 LED 照明制造商，产品出口 30 个国家。招聘职位：外贸销售助理（全职，工作地点苏州工业园区）。岗位职责：通过邮件和电话答复海外客户询盘；制作报价单、形式发票和装运单据；每年协助销售团队参加两次国际展会。任职要求：国际贸易、商务英语或相关专业大专或本科学历；良好的英语读写和口语能力（大学英语四级及以上）；熟练使用 Excel；有外贸经验者优先，但非必需。我们提供：月薪 6000–7500 元、年终奖、五天工作制、社会保险及免费英语培训。应聘请于 2026 年 6 月 15 日前将英文简历和求职信发送至 hr@clearlight-led.cn，注明职位编号 ESA-06。仅通知入围者。`;

const facts = `You are <bl>Chen Jing</bl>, born in 2005, graduating in June 2026 from <bl>Zhejiang Financial College</bl> with a diploma in International Trade (GPA 3.6/4.0).
Phone: 138 5718 2406. Email: chenjing2005@163.com. Address: Hangzhou, Zhejiang.

• Internship, July–August 2025: <bl>Ningbo Harbour Trading Co.</bl>, sales department. You answered about 20 customer emails a day, prepared 35 quotations and helped check the documents of 12 shipments.
• Student union, 2024–2025: head of the events team; organised a careers fair with 40 companies.
• CET-6 (2025); National Computer Rank Examination Level 2 (Excel); Mandarin Chinese, English.
• Award: college scholarship, second class (2025).`;

const factsCn = `你是陈静，2005 年出生，2026 年 6 月将从浙江金融职业学院国际贸易专业毕业（绩点 3.6/4.0）。电话 138 5718 2406，邮箱 chenjing2005@163.com，住址浙江杭州。2025 年 7–8 月在宁波港湾贸易公司销售部实习：每天回复约 20 封客户邮件，制作 35 份报价单，协助审核 12 票货物的单据。2024–2025 年任学生会活动部部长，组织了有 40 家企业参加的招聘会。大学英语六级（2025）；全国计算机等级考试二级（Excel）；语言：普通话、英语。奖项：2025 年学院二等奖学金。`;

const interviewOpening = dialogue(
  'Scene 1: Chen Jing arrives for an interview for the Export Sales Assistant job at Suzhou Clearlight Electronics.',
  interviewerCandidate,
  [
    [
      'interviewer',
      'Good morning, you must be Chen Jing. I am David Lin, the sales manager. Please have a seat.',
      '早上好，你一定是陈静吧。我是销售经理林大卫。请坐。',
    ],
    ['candidate', 'Good morning, Mr Lin. Thank you for inviting me.', '早上好，林先生。谢谢您邀请我来面试。'],
    ['interviewer', 'Did you find our office easily?', '找我们办公室方便吗？'],
    [
      'candidate',
      'Yes, thank you. I took the metro and it was only a short walk from the station.',
      '很方便，谢谢。我坐地铁来的，从车站走过来只要几分钟。',
    ],
    ['interviewer', 'Good. So, could you tell me a little about yourself?', '好的。那么，能简单介绍一下你自己吗？'],
    [
      'candidate',
      'Certainly. I am graduating in June from Zhejiang Financial College, where I studied International Trade. Last summer I did an internship in the sales department of Ningbo Harbour Trading.',
      '当然可以。我六月将从浙江金融职业学院毕业，专业是国际贸易。去年夏天我在宁波港湾贸易公司的销售部实习。',
    ],
  ],
  fluent,
);
const interviewExperience = dialogue(
  'Scene 2: the interviewer asks about experience and strengths.',
  interviewerCandidate,
  [
    ['interviewer', 'What did you do during your internship?', '你实习期间做了哪些工作？'],
    [
      'candidate',
      'I answered about twenty customer emails a day, prepared thirty five quotations and helped to check shipping documents.',
      '我每天回复大约二十封客户邮件，做了三十五份报价单，还协助审核装运单据。',
    ],
    ['interviewer', 'Why do you want to work for Clearlight?', '你为什么想来清光工作？'],
    [
      'candidate',
      'Your lamps are sold in thirty countries, so I can use my English every day and learn about many markets.',
      '贵公司的灯具销往三十个国家，我每天都能用英语，还能了解很多市场。',
    ],
    ['interviewer', 'What would you say is your greatest strength?', '你认为自己最大的优点是什么？'],
    [
      'candidate',
      'I am well organised. As head of the events team, I planned a careers fair with forty companies, and everything ran on time.',
      '我做事很有条理。担任活动部部长时，我策划了一场有四十家企业参加的招聘会，一切都按时进行。',
    ],
    ['interviewer', 'And a weakness?', '那缺点呢？'],
    [
      'candidate',
      'I used to be nervous on the phone, so during my internship I asked to take more calls. Now I feel much more confident.',
      '我以前打电话时会紧张，所以实习时我主动要求多接电话。现在我自信多了。',
    ],
  ],
  fluent,
);
const interviewClosing = dialogue(
  'Scene 3: the end of the interview; the candidate asks questions.',
  interviewerCandidate,
  [
    ['interviewer', 'Do you have any questions for us?', '你有什么问题要问我们吗？'],
    [
      'candidate',
      'Yes. What kind of training do new assistants receive in the first few months?',
      '有的。新入职的助理在最初几个月会接受哪些培训？',
    ],
    [
      'interviewer',
      'You will work with a mentor for three months, and there are free English classes every Wednesday.',
      '你会跟着一位导师工作三个月，每周三还有免费的英语课。',
    ],
    [
      'candidate',
      'That sounds very helpful. When can I expect to hear from you?',
      '听起来很有帮助。我大概什么时候能收到消息？',
    ],
    ['interviewer', 'We will let all candidates know by the end of next week.', '我们会在下周末之前通知所有应聘者。'],
    [
      'candidate',
      'Thank you very much for your time, Mr Lin. I look forward to hearing from you.',
      '非常感谢您抽出时间，林先生。期待您的消息。',
    ],
  ],
  fluent,
);

export const CHAPTER_1_TRAININGS: TTrainingSeed[] = [
  training(
    'wps-read-job-ad',
    'readSkill',
    ['阅读：一则英文招聘启事', 'Reading: a job advertisement in English'],
    [
      '阅读一家出口企业的招聘启事，找出岗位职责、任职要求、待遇和应聘方法。',
      'Read a job advertisement from an exporter and find the duties, the requirements, the pay and how to apply.',
    ],
    [text(jobAd, jobAdCn, 'Vacancy: Export Sales Assistant')],
    [
      choice(
        'What does the company make?',
        ['Office furniture', 'LED lighting', 'Mobile phones', 'Shipping containers'],
        'B',
        ['第一句：a leading maker of LED lighting。', 'The first sentence: "a leading maker of LED lighting".'],
      ),
      trueFalse('Applicants must already have experience in foreign trade.', false, [
        '启事写的是 experience … is an advantage but not essential：有经验优先，但不是必需。',
        'The advert says experience "is an advantage but not essential": welcome, not required.',
      ]),
      fillBlank(
        'Send your CV and cover letter to hr@clearlight-led.cn by {{1}} June 2026 and quote the reference {{2}}.',
        [['15', '15th'], ['ESA-06']],
        [
          '应聘方法在最后一段：6 月 15 日前投递，注明编号 ESA-06。',
          'How to apply is in the last paragraph: by 15 June, quoting ESA-06.',
        ],
      ),
      matching(
        'Match each word from the advert with its meaning.',
        [
          ['vacancy', 'a job that is open for someone to fill'],
          ['requirements', 'what a candidate must have to get the job'],
          ['short-listed', 'chosen from all applicants for the final stage'],
          ['year-end bonus', 'extra money paid at the end of the year'],
        ],
        [
          '招聘启事常用词：空缺职位、任职要求、入围、年终奖。',
          'Common words of job adverts: an open post, what is needed, chosen for the last round, extra pay at year end.',
        ],
      ),
      choice(
        'Which of these is NOT one of the duties of the job?',
        [
          'Answering enquiries from overseas customers',
          'Preparing quotations and shipping documents',
          'Managing the company’s factory workers',
          'Helping at international trade fairs',
        ],
        'C',
        [
          '职责只有答复询盘、制作单据和协助参展三项，没有管理工厂工人。',
          'The three duties are enquiries, documents and trade fairs; managing factory workers is not one of them.',
        ],
      ),
      qa(
        'Li Na has a bachelor’s degree in Business English, CET-4 and no work experience. Can she apply? Why?',
        'Yes. Her degree is one of the subjects listed, CET-4 meets the English requirement, and trade experience is only an advantage, not essential.',
        [
          '逐条对照要求：专业符合，英语达到四级，经验不是必需。',
          'Check each requirement: the subject fits, CET-4 is enough, experience is not essential.',
        ],
        15,
      ),
    ],
  ),
  speaking(
    'wps-words-cv',
    'wordTraining',
    ['单词训练：简历常用词汇', 'Word training: key vocabulary for a CV'],
    [
      '朗读英文简历中最常用的六个词，中文给出它们在简历里的意思。',
      'Read aloud six words you will find on almost every English CV; the Chinese gives their meaning on a CV.',
    ],
    [
      read('word', 'qualification', '资格；学历证书（简历中的 Qualifications 栏）', stress),
      read('word', 'internship', '实习（简历中的 Internship 经历）', stress),
      read('word', 'responsibility', '职责（描述每段经历时用）', stress),
      read('word', 'achievement', '成就；业绩（用数字说明）', stress),
      read('word', 'certificate', '证书（如大学英语六级证书）', stress),
      read('word', 'reference', '推荐人；证明人（References available on request）', stress),
    ],
  ),
  training(
    'wps-write-cv',
    'writingSkill',
    ['写作：英文简历', 'Writing: a CV in English'],
    [
      '先做三个热身练习，再根据陈静的个人信息写一份一页的英文简历，不少于 120 词。',
      'Do three warm-ups, then write a one-page CV in English from Chen Jing’s facts; at least 120 words.',
    ],
    [text(facts, factsCn, 'Chen Jing: the facts')],
    [
      matching(
        'Warm-up: match each part of a CV with what goes in it.',
        [
          ['Personal details', 'name, phone number and email address'],
          ['Education', 'college, subject, dates and GPA'],
          ['Work experience', 'internships and jobs, the most recent first'],
          ['Skills', 'languages, certificates and computer skills'],
        ],
        ['英文简历的四个基本部分及其内容。', 'The four basic parts of an English CV and what each contains.'],
      ),
      fillBlank(
        'Warm-up: start each line with an action verb in the past tense. "{{1}} 35 quotations for overseas customers." "{{2}} a careers fair with 40 companies."',
        [
          ['Prepared', 'prepared'],
          ['Organised', 'organised', 'Organized', 'organized'],
        ],
        [
          '简历经历用过去式动词开头，不用 I，并尽量给出数字。',
          'CV lines begin with a past-tense action verb, without "I", and give numbers where possible.',
        ],
      ),
      choice(
        'Warm-up: which of these should you leave out of a CV for an export job?',
        [
          'Your internship at a trading company',
          'Your CET-6 certificate',
          'Your height and weight',
          'Your email address',
        ],
        'C',
        [
          '身高体重与岗位无关，英文简历一般不写；其余都是雇主需要的信息。',
          'Height and weight have nothing to do with the job and are left out of English CVs; the rest is what employers need.',
        ],
      ),
      writing(
        'Write Chen Jing’s CV for the Export Sales Assistant job at Suzhou Clearlight Electronics. Use the headings Personal details, Education, Work experience, Skills and Awards.',
        120,
        `CHEN JING
Hangzhou, Zhejiang | 138 5718 2406 | chenjing2005@163.com

EDUCATION
2023–2026  Zhejiang Financial College, Diploma in International Trade (GPA 3.6/4.0)

WORK EXPERIENCE
Jul–Aug 2025  Sales Intern, Ningbo Harbour Trading Co.
• Answered about 20 customer emails a day in English
• Prepared 35 quotations for overseas buyers
• Helped to check the documents of 12 shipments

2024–2025  Head of Events Team, Student Union
• Organised a careers fair with 40 companies

SKILLS
• English: CET-6 (2025); Chinese: native
• Computer: National Computer Rank Examination Level 2 (Excel)

AWARDS
• College Scholarship, Second Class (2025)

References available on request.`,
        [
          '评分要点：各部分齐全，经历倒序排列，用动词开头并给出数字，与招聘要求对应，无拼写错误。',
          'Marked on: every section present, experience in reverse order, action verbs with figures, a match with the advert’s requirements, no spelling mistakes.',
        ],
      ),
    ],
  ),
  training(
    'wps-hear-induction',
    'hearingSkill',
    ['听力：新员工入职培训', 'Listening: an induction session for new staff'],
    [
      '听湖畔物流人力资源部给新员工做的入职介绍，先完整听一遍再作答，最多播放 3 次。',
      'Listen to HR at Lakeside Logistics welcoming new staff. Play it through once before answering; at most 3 plays.',
    ],
    [audio('wps-hear-induction.mp3', 'Welcome to Lakeside Logistics')],
    [
      choice(
        'Who is Helen Zhou?',
        ['A new employee', 'An IT engineer', 'A member of Human Resources', 'The company’s mentor'],
        'C',
        ['"I am Helen Zhou from Human Resources."', '"I am Helen Zhou from Human Resources."'],
      ),
      fillBlank(
        'Office hours are from {{1}} to 5:30. The probation period is {{2}} months.',
        [
          ['8:30', '8.30', 'eight thirty', 'half past eight'],
          ['3', 'three'],
        ],
        [
          '办公时间八点半到五点半；试用期三个月。',
          'Office hours run from eight thirty to five thirty; probation lasts three months.',
        ],
      ),
      sequencing(
        'Put the new staff’s first week in the order Helen gives.',
        ['Collect a laptop from the IT desk', 'Meet a mentor after lunch', 'Attend the safety training on Friday'],
        [
          '上午领电脑，午饭后见导师，周五下午安全培训。',
          'Laptop in the morning, the mentor after lunch, safety training on Friday afternoon.',
        ],
      ),
      trueFalse('The safety training is optional for new staff.', false, [
        'Helen 说 It is compulsory for all new staff：所有新员工必须参加。',
        'Helen says "It is compulsory for all new staff."',
      ]),
      qa(
        'A new employee is ill for three days. What must he do?',
        'Call his manager before nine and send a sick note to HR, because he is away for more than two days.',
        [
          '两步：九点前打电话给经理；超过两天还要交病假证明。',
          'Two steps: phone the manager before nine; more than two days away also needs a sick note.',
        ],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking('wps-role-play-interview', 'rolePlay', ['角色扮演：求职面试', 'Role play: a job interview'], roleIntro, [
    interviewOpening,
    interviewExperience,
    interviewClosing,
  ]),
];
