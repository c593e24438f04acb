/**
 * Unit 5 of Advanced Business English, human resource management: new ways of motivating staff,
 * the words of recruitment and pay, an HR manager on graduate hiring, asking a manager for a pay
 * rise, and BEC Speaking Part 1 (model interview answers read aloud).
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
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, read, speaking } from '../../trainings/speaking-builders';
import { sentence, VOICE, word } from './helpers';

const employeeManager = [
  ['employee', 'Employee (Li Na)', '员工（李娜）', VOICE.woman],
  ['manager', 'Manager (David Clark)', '经理（大卫·克拉克）', VOICE.man],
] as const;

const calmAndConcrete: readonly [string, string] = [
  '语气平和自信；用事实和数字支持请求（业绩、市场薪酬），并对上司的条件作出积极回应。',
  'Sound calm and confident; support the request with facts and figures (results, market pay) and respond positively to the manager’s conditions.',
];

const modelAnswer: readonly [string, string] = [
  '口语第一部分要自然、完整地回答，并补充一个细节或理由；读准数字、职位名称和连读。',
  'In Part 1, answer naturally and fully and add one detail or reason; say job titles and numbers clearly and link the words.',
];

export const UNIT_5_TRAININGS: TTrainingSeed[] = [
  training(
    'abe-read-motivate-staff',
    'readSkill',
    ['阅读：激励员工的新方式', 'Reading: new ways to motivate staff'],
    [
      '阅读三家公司激励员工的新做法，比较它们的效果，并回答问题。',
      'Read how three companies are trying new ways to motivate their staff, compare the results and answer the questions.',
    ],
    [
      text(
        `<bl>Beyond the bonus</bl>

For years, most companies motivated staff in one way: money. Research now suggests that once pay is fair, people work harder for <re>autonomy</re>, <re>growth</re> and <re>recognition</re>. Three companies show how this works in practice.

<bl>Tidewater Software</bl> (Guangzhou, 450 staff) lets developers choose their own working hours, as long as they attend a daily fifteen-minute team meeting at 10:30. Since 2024, voluntary staff turnover has fallen from 17% to 11%.

<bl>Norden Bank</bl> (Copenhagen) gives every employee a learning budget of DKK 10,000 (about EUR 1,340) a year to spend on any course they like, even if it has nothing to do with banking. Half of the staff used it in the first year, and internal promotions rose by a quarter, because people had learned the skills for new roles.

<bl>Castaway Hotels</bl> (Bali) introduced a recognition app: guests and colleagues can send a "thank you" to any employee, and the ten people with the most messages each month receive an extra day off. Guest satisfaction scores rose from 8.1 to 8.7 out of 10. However, kitchen and laundry workers, who rarely meet guests, said the app was unfair, and the hotel now gives separate awards to back-of-house teams.

None of the three companies has stopped paying bonuses. But each found that money alone did not keep its best people.`,
        `不止奖金：多年来，大多数公司只用一种方式激励员工——钱。现在的研究表明，一旦薪酬公平，人们会为自主、成长和认可而更努力工作。三家公司展示了实践中的做法。

潮水软件（广州，450 名员工）允许开发人员自选工作时间，只要他们参加每天 10:30 的 15 分钟团队会议。自 2024 年以来，员工主动离职率从 17% 降至 11%。

诺登银行（哥本哈根）每年给每位员工 1 万丹麦克朗（约 1340 欧元）的学习预算，可用于任何课程，即使与银行业无关。第一年一半员工使用了这笔预算，内部晋升增加了四分之一，因为员工学会了新岗位所需的技能。

漂流者酒店（巴厘岛）推出了一款表彰应用：客人和同事可以向任何员工发送“感谢”，每月收到感谢最多的十个人各多休一天。客人满意度从 8.1 分升至 8.7 分（满分 10 分）。但很少接触客人的厨房和洗衣房员工认为这款应用不公平，酒店现在为后台团队单独设奖。

三家公司都没有停发奖金，但都发现只靠钱留不住最优秀的人才。`,
        'Beyond the bonus',
      ),
    ],
    [
      matching(
        'Match each company with the motivator it uses.',
        [
          ['Tidewater Software', 'autonomy: staff choose their own hours'],
          ['Norden Bank', 'growth: a yearly learning budget'],
          ['Castaway Hotels', 'recognition: thank-you messages and days off'],
        ],
        [
          '文章开头提出自主、成长、认可三种激励，三家公司各对应一种。',
          'The first paragraph names autonomy, growth and recognition; each company illustrates one.',
        ],
      ),
      fillBlank(
        'At Tidewater, voluntary turnover fell from {{1}}% to {{2}}%. At Norden Bank, internal promotions rose by a {{3}}.',
        [['17'], ['11'], ['quarter']],
        [
          '数字见第二、三段：17% → 11%；rose by a quarter。',
          'Paragraphs 2 and 3: 17% to 11%; promotions "rose by a quarter".',
        ],
      ),
      trueFalse('Norden Bank staff may only spend the learning budget on banking courses.', false, [
        '原文：any course they like, even if it has nothing to do with banking。',
        'The text: "any course they like, even if it has nothing to do with banking".',
      ]),
      choice(
        'What problem did the recognition app at Castaway Hotels cause?',
        [
          'Guest satisfaction fell',
          'Staff who rarely meet guests felt it was unfair',
          'Too many staff took days off',
          'Guests refused to use it',
        ],
        'B',
        [
          '厨房和洗衣房员工很少见到客人，收到的感谢少，认为不公平。',
          'Kitchen and laundry staff rarely meet guests, received few messages and said it was unfair.',
        ],
      ),
      qa(
        'What does the writer mean by "once pay is fair"? Why is this condition important?',
        'New motivators work only when people already feel they are paid fairly; if pay is too low, flexible hours or thank-you messages will not stop them leaving. That is why none of the companies stopped paying bonuses.',
        [
          '理解前提条件：薪酬公平是基础，其他激励在此之上起作用；与最后一段呼应。',
          'Fair pay is the base that other motivators build on; the last paragraph makes the same point.',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'abe-words-recruitment-pay',
    'wordTraining',
    ['单词训练：招聘与薪酬', 'Word training: recruitment and pay'],
    [
      '朗读招聘流程和薪酬福利中的核心词，中文给出词义和搭配。',
      'Read aloud the key words of recruitment and of pay and benefits; the Chinese gives the meaning and a phrase.',
    ],
    [
      word('recruitment', '招聘（a recruitment agency 招聘机构）'),
      word('applicant', '申请人（a shortlist of applicants 申请人候选名单）'),
      word('shortlist', '入围名单；列入候选名单（be shortlisted for interview 入围面试）'),
      word('headhunter', '猎头（approached by a headhunter 被猎头联系）'),
      word('probation', '试用期（a three-month probation period 三个月试用期）'),
      word('remuneration', '薪酬（a remuneration package 薪酬待遇）'),
      word('allowance', '津贴（a housing allowance 住房补贴）'),
      word('pension', '养老金（a company pension scheme 企业年金计划）'),
    ],
  ),
  training(
    'abe-hear-hiring-process',
    'hearingSkill',
    ['听力：人力资源经理介绍招聘流程', 'Listening: an HR manager describes the hiring process'],
    [
      '听卡斯特尔工程公司人力资源经理向学生介绍管理培训生的招聘流程，记下每个环节。先完整听一遍再作答，最多播放 3 次。',
      'Listen to the HR manager of Castell Engineering describe to students how graduate trainees are hired and note each stage. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-hiring-process.mp3', 'Castell Engineering: graduate hiring')],
    [
      sequencing(
        'Put the stages of the hiring process in order.',
        [
          'Online application with CV and cover letter',
          'Two online tests',
          'Recorded video interview',
          'Assessment centre in Suzhou',
          'Interview with the head of department',
        ],
        [
          '按讲话顺序：网申 → 在线测试 → 视频面试 → 评估中心 → 部门负责人面试。',
          'In the order she gives them: application, tests, video interview, assessment centre, final interview.',
        ],
      ),
      fillBlank(
        'Applications close on {{1}} November. In the video interview you have {{2}} minutes to answer each question.',
        [
          ['15', '15th', 'fifteenth', 'the fifteenth'],
          ['2', 'two'],
        ],
        ['截止日期 11 月 15 日；每题两分钟。', 'The closing date is 15 November; two minutes for each answer.'],
      ),
      choice(
        'About what share of applicants pass the online tests?',
        ['One in two', 'One in three', 'One in four', 'One in ten'],
        'C',
        ['原文：About one applicant in four passes。', '"About one applicant in four passes."'],
      ),
      trueFalse('At the assessment centre candidates give a ten-minute presentation.', true, [
        '原文：give a ten minute presentation。',
        '"give a ten minute presentation".',
      ]),
      qa(
        'How soon are offers made, and when does the programme start?',
        'Offers are made within one week, and the programme starts in September.',
        ['最后一句。', 'The last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'abe-dialogue-pay-rise',
    'roleDialogue',
    ['角色对话：与上司商谈加薪', 'Role dialogue: discussing a pay rise with your manager'],
    [
      '选择一个角色：员工李娜或经理大卫·克拉克。机器朗读另一个角色，你录下自己的台词。第一段是约谈，第二段是正式商谈。',
      'Choose a role: the employee Li Na or her manager David Clark. The machine reads the other role and you record your lines. The first dialogue asks for a meeting; the second is the talk itself.',
    ],
    [
      dialogue(
        'Li Na, a key account executive, asks her manager for a meeting about her pay.',
        employeeManager,
        [
          ['employee', 'David, have you got a minute?', '大卫，你有空吗？'],
          ['manager', 'Sure, Li Na. What is it about?', '当然，李娜。什么事？'],
          [
            'employee',
            'I would like to talk to you about my salary. Could we find half an hour this week?',
            '我想和你谈谈我的薪水。这周能找半个小时吗？',
          ],
          [
            'manager',
            'Of course. How about Thursday at three, after the sales meeting?',
            '当然可以。周四下午三点，销售会之后怎么样？',
          ],
          ['employee', 'Thursday at three is fine. Thank you.', '周四三点可以，谢谢。'],
        ],
        calmAndConcrete,
      ),
      dialogue(
        'On Thursday Li Na explains why she deserves a rise, and her manager replies.',
        employeeManager,
        [
          [
            'employee',
            'Thank you for seeing me. Over the past year I have taken on three new key accounts, and my sales are twenty two percent above target.',
            '谢谢你抽时间。过去一年我接手了三个新的大客户，我的销售额超出目标百分之二十二。',
          ],
          [
            'manager',
            'Yes, your results have been excellent. What are you asking for?',
            '是的，你的业绩非常出色。你希望加多少？',
          ],
          [
            'employee',
            'I have looked at market rates for similar roles in Shanghai. I would like a rise of twelve percent.',
            '我查了上海类似岗位的市场薪酬水平，希望加薪百分之十二。',
          ],
          [
            'manager',
            'Twelve percent is above our budget this year. I can offer eight percent now, and review it again in six months.',
            '百分之十二超出了我们今年的预算。我现在可以给百分之八，六个月后再评估。',
          ],
          [
            'employee',
            'Eight percent now is acceptable if the review in six months is linked to clear targets. Could we put those targets in writing?',
            '如果六个月后的评估与明确的目标挂钩，现在百分之八我可以接受。我们能把这些目标写下来吗？',
          ],
          [
            'manager',
            'That is fair. I will send you the targets by Monday, and HR will confirm the new salary from next month.',
            '这很合理。我周一前把目标发给你，人力资源部会确认从下个月起执行新薪资。',
          ],
        ],
        calmAndConcrete,
      ),
    ],
  ),
  speaking(
    'abe-oral-bec-interview',
    'oralSkill',
    ['口语：BEC 口语第一部分——个人问答示范', 'Speaking: BEC Speaking Part 1, model interview answers'],
    [
      'BEC 口语第一部分是考官与考生的个人问答（工作、学习、职业规划）。朗读关键词和示范回答，学习如何把答案说完整、加上细节。',
      'BEC Speaking Part 1 is an interview about your work, studies and plans. Read aloud the key words and the model answers, and learn how to give a full answer with a detail.',
    ],
    [
      word('responsibilities', '职责（my main responsibilities are… 我的主要职责是……）'),
      word('internship', '实习（do an internship at… 在……实习）'),
      sentence(
        'I am in my final year of an international business degree at Zhejiang University of Finance and Economics.',
        '我在浙江财经大学读国际商务专业，现在是最后一年。',
      ),
      sentence(
        'Last summer I did a two-month internship in the export department of a furniture company in Ningbo.',
        '去年夏天，我在宁波一家家具公司的出口部实习了两个月。',
      ),
      sentence(
        'What I enjoyed most was dealing with overseas customers, because every day was different.',
        '我最喜欢的是和海外客户打交道，因为每天都不一样。',
      ),
      read(
        'paragraph',
        'In five years I would like to be working as an account manager for an international company, ideally one that sells to Europe. To get there, I am improving my English and learning more about logistics, because I think a good account manager needs to understand how the goods actually reach the customer.',
        '五年后，我希望在一家国际公司担任客户经理，最好是面向欧洲市场的公司。为此，我正在提高英语水平，并学习更多物流知识，因为我认为好的客户经理需要了解货物是如何真正送到客户手中的。',
        modelAnswer,
        20,
      ),
    ],
  ),
];
