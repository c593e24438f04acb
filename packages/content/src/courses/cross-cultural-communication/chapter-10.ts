/**
 * Chapter 10 of Cross-Cultural Business Communication, recruiting and interviewing: a
 * multinational's job advertisement, a job interview in English, a cover letter, answers to common
 * interview questions and a role play of a cross-cultural job interview.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  jumbled,
  matching,
  qa,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, read, speaking } from '../../trainings/speaking-builders';
import { playOnce, rolePlayIntro, sentenceFlow } from './shared';

const interviewerCandidate = [
  ['interviewer', 'Sophie Martin, HR manager, Brightwell Consumer Goods', '面试官 索菲·马丁', 'emily'],
  ['candidate', 'Liu Hao, candidate', '求职者 刘浩', 'eric'],
] as const;

const interviewMarks = [
  '回答要具体：用 STAR 法（情境、任务、行动、结果）举例，适度展示成绩，不过分谦虚也不夸大；保持目光接触，最后提出一个好问题。',
  'Answer with specifics: use STAR (situation, task, action, result), show your results without false modesty or boasting, keep eye contact and end with a good question.',
] as const;

const s = (text: string, cn: string) => read('sentence', text, cn, sentenceFlow);

export const CCC_CHAPTER_10: TTrainingSeed[] = [
  training(
    'ccc-read-job-advert',
    'readSkill',
    ['阅读：跨国公司的招聘广告', 'Reading: a job advertisement from a multinational'],
    [
      '阅读一家跨国公司上海办公室的英文招聘广告，找出岗位要求与申请方式，完成练习。',
      'Read an English job advertisement from the Shanghai office of a multinational, find what it requires and how to apply, then do the exercises.',
    ],
    [
      text(
        `<bl>Brightwell Consumer Goods – Export Sales Coordinator (Asia–Europe)</bl>
Shanghai office · Full-time · Hybrid (3 days in the office)

Brightwell makes household and personal-care products sold in 42 countries. Our Shanghai team of 60 links our Asian factories with customers in Europe.

<bl>What you will do</bl>
• Handle orders from European customers from quotation to delivery
• Work with colleagues in Hamburg, Warsaw and Ho Chi Minh City on shipping plans
• Prepare monthly sales reports and join customer calls in English

<bl>What you bring</bl>
• A degree in international trade, business or a related subject
• At least 2 years' experience in export sales or logistics
• Fluent English (CET-6 or IELTS 6.5); German or Polish is a plus
• Experience of working with people from other cultures

<bl>What we offer</bl>
• Monthly salary RMB 15,000–20,000, plus a yearly bonus
• 15 days' annual leave and a yearly training budget of RMB 8,000
• A two-week induction at our head office in Hamburg

<bl>How to apply</bl>: send your CV and a cover letter in English to careers.cn@brightwell.com by 15 May, with "ESC-SH-0415" in the subject line. Only shortlisted candidates will be contacted.`,
        '布莱特威尔消费品公司——出口销售协调员（亚洲—欧洲）。上海办公室，全职，混合办公（每周三天在办公室）。布莱特威尔生产家居和个人护理产品，销往 42 个国家。我们 60 人的上海团队连接亚洲工厂与欧洲客户。工作内容：处理欧洲客户从报价到交货的订单；与汉堡、华沙和胡志明市的同事协作制定装运计划；编写月度销售报告并用英语参加客户电话会议。任职要求：国际贸易、商科或相关专业学位；至少 2 年出口销售或物流经验；英语流利（大学英语六级或雅思 6.5）；会德语或波兰语者优先；有与其他文化背景的人共事的经验。我们提供：月薪 15,000–20,000 元，另有年终奖；15 天年假，每年 8,000 元培训预算；在汉堡总部为期两周的入职培训。申请方式：5 月 15 日前将英文简历和求职信发送至 careers.cn@brightwell.com，邮件主题注明“ESC-SH-0415”。仅通知入围者。',
        'A job advertisement',
      ),
    ],
    [
      choice(
        'Which <bl>two</bl> requirements must every applicant meet?',
        [
          'At least two years in export sales or logistics',
          'Fluent German',
          'Fluent English, for example CET-6 or IELTS 6.5',
          'Experience at a head office in Hamburg',
        ],
        'AC',
        [
          '德语或波兰语只是加分项（a plus）；汉堡是入职培训地点。',
          'German or Polish is only "a plus"; Hamburg is where the induction takes place.',
        ],
      ),
      fillBlank(
        'Applications go to careers.cn@brightwell.com by {{1}} May, with the reference {{2}} in the subject line.',
        [['15', '15th'], ['ESC-SH-0415']],
        ['申请方式一段。', 'The "How to apply" section.'],
      ),
      trueFalse('The job is done entirely from home.', false, [
        'Hybrid (3 days in the office)：每周三天在办公室。',
        '"Hybrid (3 days in the office)".',
      ]),
      matching(
        'Match each term from the advert with its meaning.',
        [
          ['hybrid', 'working partly in the office and partly from home'],
          ['induction', 'training for new staff when they join'],
          ['shortlisted', 'chosen for the final group of candidates'],
          ['a plus', 'useful but not required'],
        ],
        ['招聘广告常用词。', 'Common words in job advertisements.'],
      ),
      qa(
        'The advert asks for "experience of working with people from other cultures". Why does this job need it? Give two reasons from the advert.',
        'The coordinator works with colleagues in Hamburg, Warsaw and Ho Chi Minh City and handles customers in Europe, including calls in English.',
        ['要点：跨三地同事协作、面对欧洲客户。', 'Key points: colleagues in three countries, customers in Europe.'],
        10,
      ),
    ],
  ),
  training(
    'ccc-hear-job-interview',
    'hearingSkill',
    ['听力：一场英文求职面试', 'Listening: a job interview in English'],
    [
      `听一场跨国公司出口销售岗位的英文面试。${playOnce[0]}`,
      `Listen to an English job interview for an export sales post at a multinational. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-job-interview.mp3', 'An interview at Brightwell')],
    [
      fillBlank(
        'Mr Chen studied international trade in {{1}} and has worked for {{2}} years at a furniture exporter in Ningbo.',
        [['Hangzhou'], ['2', 'two']],
        ['自我介绍部分。', 'From his introduction.'],
      ),
      choice(
        'Which <bl>two</bl> reasons does he give for wanting to join Brightwell?',
        [
          'It sells in more than forty countries',
          'It pays the highest salary',
          'Its work on recyclable packaging',
          'Its office is close to his home',
        ],
        'AC',
        ['国际化团队与可回收包装。', 'The international team and the recyclable packaging.'],
      ),
      trueFalse('After the weekly calls, the Danish customer reduced his order.', false, [
        '订单增加了 20%（increased his order by twenty percent）。',
        'He "increased his order by twenty percent".',
      ]),
      qa(
        'How does Mr Chen answer the question about his weakness, and why is it a good answer?',
        'He says he used to find it hard to say no to customers, and now explains clearly what he can do and offers an alternative; it is honest, relevant to the job and shows how he has improved.',
        ['要点：真实的缺点 + 改进的做法。', 'Key points: a real weakness plus what he does now to improve.'],
        15,
      ),
      qa(
        'What question does Mr Chen ask at the end, and what does it show the interviewer?',
        'He asks what success in the role would look like after six months; it shows he is interested in the job and thinking about results.',
        ['最后一句；表现出对岗位和业绩的关注。', 'The last line; it shows interest in the role and its results.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'ccc-write-cover-letter',
    'writingSkill',
    ['写作：英文求职信', 'Writing: a cover letter in English'],
    [
      '根据招聘广告和个人资料，写一封英文求职信，不少于 150 词。',
      'Use the job advertisement and the candidate’s notes to write a cover letter in English; at least 150 words.',
    ],
    [
      text(
        `<bl>The job</bl>: Export Sales Coordinator (Asia–Europe), Brightwell Consumer Goods, Shanghai. Reference ESC-SH-0415. Contact: Ms Sophie Martin, HR Manager.

<bl>You</bl>: Zhou Jing, 25. BA in International Trade, Zhejiang University of Finance and Economics, 2023. Since July 2023: sales assistant, Ningbo Homewell Furniture (exports to Germany, Poland and the Netherlands): handles about 30 orders a month; cut late shipments from 12% to 4% by making a shared shipping calendar with the forwarder. IELTS 7.0; basic German (A2). Worked with a Polish customer to solve a packaging problem; organised the visit of a Dutch buyer.

<bl>In a Western cover letter</bl>: show concrete results, link them to the job, be confident but not boastful, and keep it to one page. A Chinese-style opening about your "humble abilities" can make the reader doubt you.`,
        '岗位：布莱特威尔消费品公司上海办公室出口销售协调员（亚洲—欧洲），编号 ESC-SH-0415，联系人：人力资源经理索菲·马丁女士。你：周静，25 岁，2023 年毕业于浙江财经大学国际贸易专业。2023 年 7 月起任宁波好家家具（出口德国、波兰和荷兰）销售助理：每月处理约 30 个订单；通过与货代建立共享装运日历，把延迟装运率从 12% 降到 4%。雅思 7.0，德语基础（A2）。曾与一位波兰客户一起解决包装问题，组织过一位荷兰买家的来访。西式求职信：展示具体成绩，与岗位挂钩，自信而不自夸，篇幅一页。中式的“才疏学浅”式开头可能让读者怀疑你的能力。',
      ),
    ],
    [
      fillBlank(
        'Complete the opening: "I am writing to {{1}} for the position of Export Sales Coordinator, reference ESC-SH-0415, as {{2}} on your website."',
        [['apply'], ['advertised']],
        ['求职信的标准开头：apply for…, as advertised…', 'The standard opening: "apply for…, as advertised…".'],
      ),
      jumbled(
        'Put the words in order to make a sentence that shows a concrete result.',
        'I reduced late shipments from 12% to 4%.',
        ['用动词 + 数字展示成绩。', 'Show a result with an action verb and figures.'],
      ),
      fillBlank(
        'Replace the over-modest sentence "Although my abilities are limited, I hope you will give me a chance" with: "I am {{1}} that my experience with European customers would {{2}} your Shanghai team."',
        [
          ['confident', 'sure'],
          ['benefit', 'help', 'strengthen'],
        ],
        [
          '西式求职信要自信地把经历和岗位联系起来。',
          'A Western cover letter links your experience to the job with confidence.',
        ],
      ),
      writing(
        'Write Zhou Jing’s cover letter to Ms Martin (at least 150 words).',
        150,
        `Dear Ms Martin,

I am writing to apply for the position of Export Sales Coordinator (Asia–Europe), reference ESC-SH-0415, as advertised on your website.

Since graduating in International Trade from Zhejiang University of Finance and Economics in 2023, I have worked as a sales assistant at Ningbo Homewell Furniture, which exports to Germany, Poland and the Netherlands. I handle about 30 orders a month, from quotation to delivery. By setting up a shared shipping calendar with our forwarder, I reduced late shipments from 12% to 4%.

I enjoy working across cultures. I recently worked with a Polish customer to solve a packaging problem, and I organised the visit of a Dutch buyer to our factory. My English is fluent (IELTS 7.0), and I have a basic knowledge of German.

I am confident that my experience with European customers would benefit your Shanghai team. I have attached my CV and would welcome the chance to discuss the position with you.

Yours sincerely,
Zhou Jing`,
        [
          '评分要点：开头说明应聘岗位与编号、两到三项具体成绩、跨文化经历、自信的结尾与行动请求、格式规范。',
          'Marked on: the post and reference in the opening, two or three concrete results, cross-cultural experience, a confident close asking for an interview, correct layout.',
        ],
      ),
    ],
  ),
  speaking(
    'ccc-sentences-interview-answers',
    'sentenceTraining',
    ['句子训练：面试常见问题的回答', 'Sentence training: answers to common interview questions'],
    [
      '跟读英文面试中常见问题的回答句，注意意群停顿和自信的语调。',
      'Listen and repeat answers to common interview questions, pausing between thought groups and sounding confident.',
    ],
    [
      s(
        'I studied international trade, and for the last two years I have worked with customers in Europe.',
        '（介绍自己）我学的是国际贸易，过去两年一直与欧洲客户打交道。',
      ),
      s(
        'I would like to join your company because you work in more than forty countries.',
        '（为什么选择我们）我想加入贵公司，因为贵公司的业务遍及四十多个国家。',
      ),
      s(
        'My main strength is that I stay calm and organised when a shipment goes wrong.',
        '（优点）我的主要优点是装运出问题时能保持冷静、有条理。',
      ),
      s(
        'I used to find it hard to say no, but now I explain clearly what we can do.',
        '（缺点）我以前很难拒绝别人，但现在我会清楚地说明我们能做到什么。',
      ),
      s(
        'In five years, I hope to lead a small team that serves our European customers.',
        '（职业规划）五年后，我希望带领一个服务欧洲客户的小团队。',
      ),
      s(
        'Could you tell me what a typical day in this role looks like?',
        '（提问）能介绍一下这个岗位典型的一天是什么样的吗？',
      ),
    ],
  ),
  speaking(
    'ccc-role-play-job-interview',
    'rolePlay',
    ['角色扮演：跨文化招聘面试', 'Role play: a cross-cultural job interview'],
    [
      `${rolePlayIntro[0]}一位法国人力资源经理面试一位中国求职者：先谈经历和跨文化合作，再谈薪资与入职时间。`,
      `${rolePlayIntro[1]} A French HR manager interviews a Chinese candidate: first about his experience and working across cultures, then about salary and a start date.`,
    ],
    [
      dialogue(
        'Sophie Martin interviews Liu Hao for the post of Export Sales Coordinator at Brightwell’s Shanghai office.',
        interviewerCandidate,
        [
          [
            'interviewer',
            'Hello Liu Hao, please take a seat. You can call me Sophie. How was your journey?',
            '你好，刘浩，请坐。叫我索菲就好。路上顺利吗？',
          ],
          [
            'candidate',
            'Thank you, Sophie. It was easy, only twenty minutes by metro.',
            '谢谢，索菲。很顺利，坐地铁只要二十分钟。',
          ],
          [
            'interviewer',
            'Good. Your CV says you handle orders for customers in Germany. What are you most proud of?',
            '好的。你的简历上写着你负责德国客户的订单。你最自豪的是什么？',
          ],
          [
            'candidate',
            'Last year our German customer was unhappy with late deliveries. I made a weekly shipping plan with our forwarder, and on-time delivery rose from eighty to ninety-six percent.',
            '去年我们的德国客户对交货延误很不满。我和货代一起制定了每周装运计划，准时交货率从百分之八十提高到百分之九十六。',
          ],
          [
            'interviewer',
            'Impressive. And what was difficult about working with that customer?',
            '很出色。和那位客户合作有什么困难吗？',
          ],
          [
            'candidate',
            'At first his emails felt very direct. Then I understood that he simply wanted facts, so I started every reply with the date and the figures.',
            '起初我觉得他的邮件很直接。后来我明白他只是想要事实，于是我每封回复都先写日期和数字。',
          ],
          [
            'interviewer',
            'That is exactly the kind of adaptation we need. Do you have any questions for me?',
            '这正是我们需要的适应能力。你有什么问题想问我吗？',
          ],
          [
            'candidate',
            'Yes. How does the Shanghai team work with the colleagues in Hamburg and Warsaw?',
            '有的。上海团队和汉堡、华沙的同事是怎样协作的？',
          ],
        ],
        interviewMarks,
      ),
      dialogue(
        'At the end of the interview, Sophie asks Liu Hao about salary and when he could start.',
        interviewerCandidate,
        [
          ['interviewer', 'Before we finish, what salary are you expecting?', '结束之前，你期望的薪资是多少？'],
          [
            'candidate',
            'Based on my experience and the advertised range, I am looking for about eighteen thousand yuan a month.',
            '根据我的经验和广告中的薪资范围，我期望月薪一万八千元左右。',
          ],
          ['interviewer', 'That is within our range. When could you start?', '这在我们的范围内。你什么时候可以入职？'],
          [
            'candidate',
            'I need to give my company one month’s notice, so I could start on the first of July.',
            '我需要提前一个月向公司提出离职，所以七月一日可以入职。',
          ],
          [
            'interviewer',
            'Thank you, Liu Hao. We will let you know by Friday next week.',
            '谢谢你，刘浩。我们会在下周五前通知你。',
          ],
          [
            'candidate',
            'Thank you for your time, Sophie. I look forward to hearing from you.',
            '谢谢你抽出时间，索菲。期待你的消息。',
          ],
        ],
        interviewMarks,
      ),
    ],
  ),
];
