/**
 * Unit 6 of Advanced Business English, leadership and teamwork: three leadership styles compared,
 * a team leader on working across departments, trust in remote teams, agreeing who does what on
 * a project, and BEC Speaking Part 3 (the collaborative task) prepared in writing.
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
import { dialogue, speaking } from '../../trainings/speaking-builders';
import { VOICE } from './helpers';

const projectTeam = [
  ['leader', 'Project leader (Anna Wu)', '项目负责人（吴安娜）', VOICE.woman],
  ['designer', 'Designer (Ben Carter)', '设计师（本·卡特）', VOICE.man],
  ['analyst', 'Analyst (Marco Rossi)', '分析师（马可·罗西）', VOICE.second],
] as const;

const agreeTasks: readonly [string, string] = [
  '用提议、认领和确认的表达：Could you take…?; I can look after…; So, just to confirm…；结尾复述分工和截止日期。',
  'Use phrases for proposing, volunteering and confirming: "Could you take…?", "I can look after…", "So, just to confirm…"; end by repeating who does what and by when.',
];

export const UNIT_6_TRAININGS: TTrainingSeed[] = [
  training(
    'abe-read-leadership-styles',
    'readSkill',
    ['阅读：不同领导风格的比较', 'Reading: a comparison of leadership styles'],
    [
      '阅读一篇比较三种领导风格的文章，了解每种风格适用的情况和风险，再回答问题。',
      'Read an article comparing three leadership styles, learn when each works and what can go wrong, then answer the questions.',
    ],
    [
      text(
        `<bl>Which kind of leader does your team need?</bl>

Management writers have described dozens of leadership styles, but three come up in almost every discussion.

The <re>directive</re> leader makes decisions alone and tells people exactly what to do. This can look old-fashioned, yet it works well in a crisis or with a new team that lacks experience. When a factory fire closed one of Delta Packaging's two plants in 2024, its operations director took every decision herself for six weeks, moving orders, staff and machines to the second plant. Customers lost only four days of deliveries. The risk is that people stop thinking for themselves: if the leader is away, nothing happens.

The <re>participative</re> leader asks the team for ideas and decides with them. Decisions take longer, but people understand them and are more committed. It suits experienced teams and problems with no obvious answer, such as choosing a new product range.

The <re>coaching</re> leader focuses on developing each person, asking questions rather than giving answers and agreeing personal goals. It builds skills for the future, but it needs time, and it does not work when a deadline is tomorrow.

The best leaders, most researchers agree, do not choose one style for ever. They move between styles as the situation and the team change: directive in an emergency, participative when the team knows more than they do, and coaching when there is time to grow people.`,
        `你的团队需要哪种领导者？管理学作者描述过几十种领导风格，但有三种几乎在每次讨论中都会出现。

指令型领导者独自决策，并明确告诉人们该做什么。这看起来过时，却适用于危机时刻或缺乏经验的新团队。2024 年一场工厂火灾导致德尔塔包装两家工厂中的一家停产，其运营总监在六周内亲自做出每一个决定，把订单、人员和机器转移到第二家工厂，客户只损失了四天的交货。风险在于人们不再独立思考：领导者不在时，什么事都办不成。

参与型领导者征求团队意见并与团队一起决策。决策更慢，但人们理解决定，也更投入。它适合有经验的团队和没有明显答案的问题，比如选择新的产品系列。

教练型领导者注重培养每个人，多提问少给答案，并商定个人目标。它为未来积累能力，但需要时间，在截止日期就是明天时行不通。

大多数研究者认为，最好的领导者不会永远只用一种风格，而是随情况和团队的变化而转换：紧急时用指令型，团队比自己懂得多时用参与型，有时间培养人时用教练型。`,
        'Leadership styles',
      ),
    ],
    [
      matching(
        'Match each style with the situation the article says it suits.',
        [
          ['directive', 'a crisis, or a new team without experience'],
          ['participative', 'an experienced team facing a problem with no obvious answer'],
          ['coaching', 'when there is time to develop people'],
        ],
        ['每种风格的适用情况分别在第二、三、四段。', 'Each style’s best situation is in paragraphs 2, 3 and 4.'],
      ),
      choice(
        'Why does the writer mention the fire at Delta Packaging?',
        [
          'To show that directive leaders cause accidents',
          'To give an example of directive leadership working well in a crisis',
          'To explain why the company closed a plant for good',
          'To compare two operations directors',
        ],
        'B',
        [
          '火灾是指令型领导在危机中奏效的例子（客户只损失四天交货）。',
          'The fire is an example of directive leadership working in a crisis (only four days of deliveries lost).',
        ],
      ),
      trueFalse(
        'According to the article, participative leaders reach decisions faster than directive leaders.',
        false,
        ['原文：Decisions take longer。', 'The text says "Decisions take longer".'],
      ),
      fillBlank(
        'The risk of directive leadership is that people stop thinking for {{1}}. Coaching does not work when a {{2}} is tomorrow.',
        [['themselves'], ['deadline']],
        [
          '第二段：stop thinking for themselves；第四段：when a deadline is tomorrow。',
          'Paragraph 2: "stop thinking for themselves"; paragraph 4: "when a deadline is tomorrow".',
        ],
      ),
      qa(
        'What is the main conclusion of the article?',
        'Good leaders do not stick to one style; they change style to fit the situation and the team.',
        ['最后一段是全文结论。', 'The last paragraph gives the conclusion.'],
        10,
      ),
    ],
  ),
  training(
    'abe-hear-cross-department',
    'hearingSkill',
    ['听力：团队负责人谈跨部门合作', 'Listening: a team leader on working across departments'],
    [
      '听万泰医疗项目负责人谈新产品上市中的跨部门合作：遇到了什么问题、做了哪三项改变、结果如何。先完整听一遍再作答，最多播放 3 次。',
      'Listen to a project leader at Vantage Medical on getting departments to work together on a product launch: the problem, her three changes and the result. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-cross-department.mp3', 'Rachel Moore, Vantage Medical')],
    [
      choice(
        'What was the main problem at the start of the project?',
        [
          'The engineers lacked experience',
          'Each department had its own targets and nobody owned the launch date',
          'The budget was too small',
          'The product failed its safety tests',
        ],
        'B',
        [
          '原文：all had their own targets, and nobody owned the launch date。',
          '"all had their own targets, and nobody owned the launch date".',
        ],
      ),
      sequencing(
        'Put Rachel’s three changes in the order she describes them.',
        [
          'A short Monday meeting with one person from each department',
          'A shared online dashboard',
          'Part of everyone’s bonus linked to the launch date',
        ],
        ['她用 First, Second, And third 依次列出。', 'She lists them with "First", "Second" and "And third".'],
      ),
      fillBlank(
        'The Monday meeting lasts {{1}} minutes and uses no {{2}}.',
        [['30', 'thirty'], ['slides']],
        ['原文：a thirty minute meeting… No slides。', '"a thirty minute meeting… No slides".'],
      ),
      trueFalse('The monitor was launched two months later than planned.', false, [
        '三月上市而非五月，是提前两个月。',
        'It launched in March instead of May: two months early.',
      ]),
      qa(
        'What would Rachel do differently next time?',
        'Involve the sales department from the very first week instead of from the third month.',
        ['最后一句。', 'The last sentence.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'abe-topic-remote-trust',
    'topicDiscuss',
    ['话题讨论：远程团队如何建立信任', 'Topic discussion: how remote teams build trust'],
    [
      '阅读一个分布在三地的远程团队遇到的信任问题和两种观点，讨论远程团队如何建立信任。',
      'Read about the trust problems of a team spread over three cities and two views on them, then discuss how remote teams build trust.',
    ],
    [
      text(
        `A software team at <bl>Lumenta</bl> has nine members: four in Chengdu, three in Warsaw and two in Toronto. They have never all met. Recently a Warsaw developer missed a deadline without warning, the Chengdu members began checking each other's code late at night "just in case", and the Toronto pair stopped speaking in video calls.

<bl>View A</bl> (the team leader): "Trust comes from reliability. If everyone does what they promise, on time, and the work is visible on our task board, trust will follow. We don't need to be friends."
<bl>View B</bl> (an HR partner): "People trust people they know. Remote teams need time for small talk, a budget to meet in person at least once a year, and a leader who asks how people are, not only where the code is."`,
        '明光公司的一个软件团队有九名成员：四人在成都，三人在华沙，两人在多伦多，他们从未全员见过面。最近一位华沙开发人员无预警地错过了截止日期，成都的成员开始深夜互相检查代码“以防万一”，多伦多的两人在视频会议中不再发言。观点 A（团队负责人）：信任来自可靠。只要每个人按时完成承诺的事，工作在任务看板上可见，信任自然会来，我们不需要成为朋友。观点 B（人力资源业务伙伴）：人们信任自己了解的人。远程团队需要时间闲聊，需要每年至少见一次面的预算，还需要一位会问大家近况、而不只是问代码进度的领导者。',
      ),
    ],
    [
      qa(
        'Find two signs in the text that trust in the Lumenta team is low, and explain what each shows.',
        'The Chengdu members check each other’s code late at night, which shows they do not rely on colleagues’ work; the Toronto pair stopped speaking in calls, which shows they do not feel safe or included. (The missed deadline without warning is the event that damaged trust.)',
        [
          '要点：深夜互查代码（不信任同事的工作），视频会上沉默（缺乏心理安全感）。',
          'Key points: checking code at night (no trust in others’ work) and silence in calls (no sense of safety).',
        ],
      ),
      qa(
        'Views A and B describe two kinds of trust. Name them and give one action for each.',
        'A is trust based on reliability (task trust): clear commitments and a shared task board, and warning early when a deadline is at risk. B is trust based on relationships (personal trust): small talk at the start of calls and a yearly face-to-face meeting.',
        [
          '基于能力与可靠性的信任 vs. 基于关系的信任，各配一个具体做法。',
          'Trust in reliability versus trust in the person, each with one concrete action.',
        ],
      ),
      writing(
        'Post your view (at least 120 words): what three things should the Lumenta team leader do in the next month to rebuild trust? Say which view you agree with more and why.',
        120,
        'I agree with both views, but View A alone is not enough for a team that has never met. In the next month the leader should, first, agree a simple rule: anyone who sees that a deadline is at risk says so in the team chat at least two days before. That protects reliability without blame. Second, she should start each weekly call with ten minutes of non-work conversation and rotate the meeting time, so that Toronto and Chengdu do not always join at night. Third, she should talk one to one with the Toronto pair and the Warsaw developer to find out what went wrong. A first face-to-face meeting should be planned for the next quarter, because people who have met are much more willing to trust each other’s work.',
        [
          '评分要点：立场明确；三项措施具体、可在一个月内执行；兼顾可靠性与人际关系；结构清晰。',
          'Marked on: a clear position; three concrete actions possible within a month; both reliability and relationships covered; clear structure.',
        ],
      ),
    ],
  ),
  speaking(
    'abe-dialogue-project-roles',
    'roleDialogue',
    ['角色对话：小组商定项目分工', 'Role dialogue: agreeing who does what on a project'],
    [
      '三人小组筹备一场客户研讨会：第一段商定各自负责的工作和截止日期，第二段在数据延误时调整计划。选择一个角色，机器朗读其他角色，你录下自己的台词。',
      'A team of three prepares a customer workshop: in the first dialogue they agree who does what and by when, in the second they change the plan when the figures are late. Choose a role; the machine reads the others and you record your lines.',
    ],
    [
      dialogue(
        'The team plans a half-day workshop for twenty customers on 18 June.',
        projectTeam,
        [
          [
            'leader',
            'Right, we have three weeks until the workshop on the eighteenth of June. Let us agree who does what.',
            '好，离六月十八日的研讨会还有三周。我们来商定一下分工。',
          ],
          [
            'designer',
            'I can look after the slides and the printed handouts. I did the same for the spring event.',
            '我可以负责幻灯片和印刷讲义，春季活动也是我做的。',
          ],
          [
            'leader',
            'Great. Marco, could you take the customer data? We need the sales figures for each of the twenty companies.',
            '很好。马可，你能负责客户数据吗？我们需要二十家公司各自的销售数据。',
          ],
          [
            'analyst',
            'Yes, but I need the final guest list first. When will it be ready?',
            '可以，但我得先拿到最终嘉宾名单。什么时候能定？',
          ],
          [
            'leader',
            'I will confirm the guests and book the room by Friday. Ben, when can you send a first draft of the slides?',
            '我周五前确认嘉宾并订好会议室。本，你什么时候能发幻灯片初稿？',
          ],
          [
            'designer',
            'By the fifth of June, if Marco sends me the figures by the third.',
            '如果马可三号前把数据发给我，我五号前可以发。',
          ],
          ['analyst', 'The third is fine.', '三号没问题。'],
          [
            'leader',
            'So, just to confirm: guest list and room by Friday, figures by the third, slides by the fifth. Thanks, everyone.',
            '那我确认一下：周五前定嘉宾名单和会议室，三号前交数据，五号前交幻灯片。谢谢大家。',
          ],
        ],
        agreeTasks,
      ),
      dialogue(
        'A week later the figures are late, and the team changes the plan.',
        projectTeam,
        [
          [
            'analyst',
            'I am sorry, but the customer figures will not be ready on the third. Four companies have not sent their data yet.',
            '抱歉，客户数据三号前准备不好。有四家公司还没有发来数据。',
          ],
          [
            'leader',
            'Thanks for telling us early. When can you finish the other sixteen?',
            '谢谢你提前告诉我们。其余十六家你什么时候能完成？',
          ],
          ['analyst', 'By tomorrow evening. The last four depend on the customers.', '明天晚上前。最后四家要看客户。'],
          [
            'designer',
            'Then I will start the slides with the sixteen and leave a page for each of the others.',
            '那我先用十六家的数据做幻灯片，给另外四家各留一页。',
          ],
          [
            'leader',
            'Good idea. I will call the four companies myself today. Marco, could you send me their contact names?',
            '好主意。我今天亲自给那四家公司打电话。马可，你能把联系人名字发给我吗？',
          ],
          ['analyst', 'I will send them in ten minutes.', '我十分钟内发给你。'],
          [
            'leader',
            'So the new plan is: sixteen sets of figures by tomorrow evening, the last four by the seventh, and the slides are still due on the fifth.',
            '那新计划是：明晚前交十六家的数据，七号前交最后四家，幻灯片仍在五号前完成。',
          ],
        ],
        agreeTasks,
      ),
    ],
  ),
  training(
    'abe-topic-bec-collaborative',
    'topicDiscuss',
    ['话题讨论：BEC 口语第三部分——合作讨论', 'Topic discussion: BEC Speaking Part 3, collaborative task'],
    [
      'BEC 高级口语第三部分：两位考生就一个商务话题讨论约 4 分钟并共同作出决定，之后考官追问。先读任务卡和常用表达，再用书面形式准备你的发言和最终决定。',
      'BEC Higher Speaking Part 3: two candidates discuss a business situation for about four minutes and reach a decision together, then the examiner asks follow-up questions. Read the task card and the useful phrases, then prepare your turns and the final decision in writing.',
    ],
    [
      text(
        `<bl>Task card</bl>
Your company has grown from 40 to 120 staff in two years, and managers say that departments no longer work well together. You have been asked to make recommendations.
Discuss, and decide together:
• what problems poor teamwork between departments can cause;
• which two of these ideas would help most: a company-wide away day, job rotation between departments, shared team targets, a monthly cross-department lunch.

<bl>Useful language</bl>
Starting: "Shall we start with…?" / "Perhaps we should begin by looking at…"
Inviting: "What do you think?" / "How do you feel about…?"
Agreeing in part: "That's a good point, but…" / "I see what you mean; however…"
Deciding: "So, are we agreed that…?" / "Let's go for… and…"`,
        '任务卡：你们公司两年内从 40 人增至 120 人，经理们说部门之间不再配合良好。你们被要求提出建议。请讨论并共同决定：部门间合作不佳会导致哪些问题；以下哪两项最有帮助——全公司外出团建日、部门间轮岗、共同的团队目标、每月跨部门午餐会。常用表达：开始（Shall we start with…? / Perhaps we should begin by looking at…）；邀请对方发言（What do you think? / How do you feel about…?）；部分同意（That’s a good point, but… / I see what you mean; however…）；作决定（So, are we agreed that…? / Let’s go for… and…）。',
        'BEC Speaking Part 3',
      ),
    ],
    [
      qa(
        'Write your opening turn: start the discussion with the first point on the card, give two problems with a reason, and invite your partner to speak.',
        'Shall we start with the problems? I think the biggest one is delays: if sales do not tell production about a large order early, the factory cannot plan and deliveries are late. Another is duplicated work, because two departments may contact the same customer. What do you think?',
        [
          '评分要点：用开场表达；两个具体问题并给出原因；以提问把话轮交给对方。',
          'Marked on: an opening phrase, two concrete problems with reasons, and a question that hands the turn to your partner.',
        ],
      ),
      qa(
        'Your partner says: "I think an away day is the best idea, because everyone meets everyone." Reply: agree in part, give a weakness, and suggest another idea from the card.',
        'That’s a good point: people would meet colleagues they never see. However, the effect of one day may not last long. How about shared team targets? If sales and production are measured on the same delivery target, they have a reason to work together every day.',
        [
          '评分要点：先部分认同，再指出不足，提出替代方案并说明理由，体现互动。',
          'Marked on: agreeing in part, naming a weakness, proposing an alternative with a reason, real interaction.',
        ],
      ),
      writing(
        'Write the end of the discussion (at least 80 words): sum up what you have both said, reach a decision on the two ideas, and give a reason for each.',
        80,
        'So, are we agreed that poor teamwork is causing delays and duplicated work? Then let’s go for shared team targets and job rotation. Shared targets, for example one on-time delivery target for sales, production and logistics, give people a daily reason to cooperate. Job rotation, even for two weeks a year, helps staff understand the pressures of other departments, so they ask for things in a more realistic way. An away day would be pleasant, but we both feel its effect would not last as long.',
        [
          '评分要点：总结双方观点；明确选出两项并各给理由；说明为何不选其他项；使用作决定的表达。',
          'Marked on: summing up both views; choosing two ideas with a reason each; saying why others were not chosen; phrases for deciding.',
        ],
      ),
      qa(
        'The examiner asks: "Do you think it is harder to build teamwork in a large company or in a small one?" Give your answer with an example.',
        'Harder in a large company, because departments are bigger and further apart, so people identify with their own department rather than the company. In a company of forty people everyone knows who to call, but at one hundred and twenty you need formal links such as shared targets.',
        [
          '追问题要直接回答并用例子支撑，可联系任务卡中的情境。',
          'Answer the follow-up question directly and support it with an example; you may use the situation on the card.',
        ],
        10,
      ),
    ],
  ),
];
