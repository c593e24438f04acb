/**
 * Business Negotiation, chapter 3 (organisational preparation): how a negotiating team is built,
 * a team's preparation meeting, the qualities of a lead negotiator and the email that books the
 * venue and sends the agenda.
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

export const BN_CHAPTER_3: TTrainingSeed[] = [
  training(
    'bn-read-negotiating-team',
    'readSkill',
    ['阅读：谈判团队的组成与分工', 'Reading: how a negotiating team is formed and how roles are shared'],
    [
      '阅读短文，了解谈判团队中每个角色的职责。',
      'Read the text and learn what each member of a negotiating team does.',
    ],
    [
      text(
        `<bl>Building a negotiating team</bl>

For a large contract one person rarely negotiates alone. A typical team has three to five members, each with a clear role agreed <re>before</re> the talks.

The <bl>leader</bl> speaks for the team, makes the proposals and decides, within the limits set by management, when to concede. The <bl>technical expert</bl> answers questions about the product, its quality and its delivery; an engineer or a production manager often takes this role. The <bl>finance member</bl> checks every figure and works out what each concession costs. The <bl>recorder</bl> keeps notes of what was offered and agreed, and the <bl>interpreter</bl>, where one is needed, translates exactly and never adds opinions.

Teams usually agree simple signals: a note passed to the leader, or a request for "a short break", so that members can talk in private. The most important rule is that only the leader makes or accepts offers. A team that disagrees in front of the other side gives away its weak points.

Team size should match the other side. Sending two people to meet a delegation of six can look as if the deal is not important to you.`,
        '组建谈判团队：大合同很少由一个人单独谈判。典型的团队有三到五名成员，每人的角色在谈判前就已商定。主谈代表团队发言、提出方案，并在管理层设定的权限内决定何时让步。技术专家回答有关产品、质量和交货的问题，常由工程师或生产经理担任。财务成员核对每一个数字，计算每项让步的成本。记录员记下各方的报价和商定事项；如需翻译，译员要准确翻译，绝不添加个人意见。团队通常约定简单的信号，如给主谈递纸条或提出“短暂休息”，以便成员私下商量。最重要的规则是只有主谈可以提出或接受报价。在对方面前意见不一的团队会暴露自己的弱点。团队规模应与对方相当；派两个人去见六人代表团，会显得你不重视这笔交易。',
        'The negotiating team',
      ),
    ],
    [
      matching(
        'Match each team member with the job.',
        [
          ['Leader', 'makes proposals and decides when to concede'],
          ['Technical expert', 'answers questions on quality and delivery'],
          ['Finance member', 'works out the cost of each concession'],
          ['Recorder', 'notes what was offered and agreed'],
          ['Interpreter', 'translates exactly, without opinions'],
        ],
        ['团队五种角色的分工。', 'The five roles of the team.'],
      ),
      trueFalse('According to the text, the technical expert may accept an offer if it concerns quality.', false, [
        '原文：only the leader makes or accepts offers。',
        'The text: "only the leader makes or accepts offers".',
      ]),
      choice(
        'Why do teams agree signals such as asking for "a short break"?',
        [
          'To make the talks last longer',
          'So that members can talk in private without disagreeing in front of the other side',
          'To show the other side that they are tired',
          'Because the interpreter needs to rest',
        ],
        'B',
        ['信号用于私下沟通，避免当面分歧。', 'Signals let the team talk in private instead of disagreeing openly.'],
      ),
      qa(
        "Your company is meeting a buyer's delegation of five. Your manager wants to send only you and the interpreter. What would you say to her, and why?",
        'Suggest adding a technical expert and a finance member, because the team should match the other side in size and cover technical and price questions; two people may look as if the deal is not important.',
        ['最后一段：团队规模应与对方相当。', 'The last paragraph: team size should match the other side.'],
        15,
      ),
    ],
  ),
  training(
    'bn-hear-preparation-meeting',
    'hearingSkill',
    ['听力：谈判准备会议', 'Listening: a team preparation meeting'],
    [
      '听海天电器谈判小组在赴汉堡前的准备会议，记下分工和决定，最多播放 3 次。',
      'Listen to the Haitian team preparing for its trip to Hamburg; note who does what and what is decided. At most 3 plays.',
    ],
    [audio('bn-hear-preparation-meeting.mp3', 'The team prepares')],
    [
      matching(
        'Match each person with the job given at the meeting.',
        [
          ['Chen Hao', 'leads the talks and makes every offer'],
          ['Wu Lin', 'answers the questions on testing and quality'],
          ['Zhou Yan', 'checks the figures and keeps the minutes'],
        ],
        [
          '陈浩主谈，吴琳负责技术质量，周燕负责数字与记录。',
          'Chen leads, Wu covers quality, Zhou does the figures and minutes.',
        ],
      ),
      choice(
        'What is the lowest price the team may accept for the air fryer?',
        ['USD 26.20', 'USD 24.27', 'USD 22.79', 'USD 21.10'],
        'C',
        [
          '原文：we do not go below twenty-two seventy-nine（底价）；26.20 是开价，24.27 是目标价。',
          '"we do not go below twenty-two seventy-nine": the walk-away price; 26.20 is the opening price and 24.27 the target.',
        ],
      ),
      trueFalse('If the buyer asks for a lower price, Wu Lin may answer at once.', false, [
        '所有报价都由陈浩一人回应，其他人要求休会。',
        'Only Chen answers on price; anyone else asks for a short break.',
      ]),
      fillBlank(
        'The team will send the samples on {{1}}, and Zhou Yan will send the agenda to Ms Vogel by {{2}}.',
        [['Monday'], ['Wednesday']],
        ['注意两个时间点。', 'Listen for the two days.'],
      ),
    ],
  ),
  training(
    'bn-topic-lead-negotiator',
    'topicDiscuss',
    ['话题讨论：首席谈判代表应具备的素质', 'Topic discussion: the qualities a lead negotiator needs'],
    ['阅读两种观点，讨论首席谈判代表最需要什么素质。', 'Read two views and discuss what a lead negotiator needs most.'],
    [
      text(
        `<bl>View A</bl> (Mr Liang, export director, 25 years in trade): "A lead negotiator must know the product and the market better than anyone in the room. Buyers respect facts. If you cannot answer a technical question, you lose authority at once."
<bl>View B</bl> (Ms Ortega, trainer at a Madrid business school): "Knowledge can sit in the team: that is what the engineer is for. The leader needs patience, self-control and the ability to listen. Most deals are lost by a leader who talks too much or loses his temper, not by one who forgets a figure."`,
        '观点 A（梁先生，出口总监，从事外贸 25 年）：首席谈判代表必须比在座任何人都更了解产品和市场。买家尊重事实，如果你答不上技术问题，马上就会失去权威。观点 B（奥尔特加女士，马德里商学院培训师）：知识可以放在团队里，这正是工程师的作用。主谈需要的是耐心、自制力和倾听能力。大多数交易丢掉，是因为主谈说得太多或发脾气，而不是因为忘了某个数字。',
      ),
    ],
    [
      choice(
        'Which qualities does View B put first?',
        ['Product knowledge', 'Patience and self-control', 'The ability to listen', 'Long experience in trade'],
        'BC',
        [
          '观点 B：patience, self-control and the ability to listen。',
          'View B: "patience, self-control and the ability to listen".',
        ],
      ),
      trueFalse('View A and View B agree that the leader must answer every technical question himself.', false, [
        '观点 B 认为技术知识可以由团队中的工程师承担。',
        'View B says the engineer in the team can hold that knowledge.',
      ]),
      qa(
        'Name one situation in which View A is right and one in which View B is right.',
        'View A: a small deal where the leader negotiates alone or with a technical buyer. View B: a long, tense negotiation with a full team, where the leader must stay calm and listen.',
        ['两种观点适用于不同情境。', 'Each view fits a different situation.'],
        15,
      ),
      writing(
        'Post your view (at least 100 words): list the three qualities you think a lead negotiator needs most, in order, with a reason or an example for each.',
        100,
        'First, self-control: a leader who stays calm when the other side attacks the price keeps the team united and does not make hasty concessions. Second, listening: asking questions and hearing the answers shows the interests behind a position, as in the win-win towel case. Third, enough product knowledge to follow the discussion; the details can come from the engineer, but a leader who understands nothing cannot judge what a concession is worth.',
        [
          '评分要点：三项素质排序清楚，各有理由或例子。',
          'Marked on: three qualities in a clear order, each with a reason or example.',
        ],
      ),
    ],
  ),
  training(
    'bn-write-venue-agenda',
    'writingSkill',
    ['写作：会场与议程安排邮件', 'Writing: an email arranging the venue and the agenda'],
    [
      '根据信息写一封邮件，确认会场安排并发送谈判议程，不少于 120 词。',
      'Write an email that confirms the venue and sends the agenda of the talks; at least 120 words.',
    ],
    [
      text(
        `You are <bl>Zhou Yan</bl>, sales assistant at Ningbo Haitian Appliances. Nordhaus's delegation (Ms Katrin Vogel and Mr Jens Ahrens) visits Ningbo on <bl>Tuesday 14 April</bl>.

Facts: meeting room 3 on the 8th floor of Haitian's head office, 9:30–16:30; a car collects the guests at the Shangri-La Hotel at 9:00; factory tour 14:00–15:00; interpreter available; lunch at the office.
Agenda: 1 Introductions and aims of the meeting; 2 Air fryer samples and test results; 3 Price and payment terms; 4 Delivery schedule and warranty; 5 Factory tour; 6 Summary and next steps.
Ask Ms Vogel to confirm the agenda or propose changes by <bl>Friday 10 April</bl>.`,
        '你是宁波海天电器的销售助理周燕。Nordhaus 代表团（卡特琳·福格尔女士和延斯·阿伦斯先生）于 4 月 14 日（周二）访问宁波。事实：海天总部 8 楼 3 号会议室，9:30–16:30；9:00 车辆到香格里拉酒店接客人；14:00–15:00 参观工厂；有翻译；在公司用午餐。议程：1 介绍与会议目标；2 空气炸锅样品与测试结果；3 价格与付款条件；4 交货计划与保修；5 参观工厂；6 总结与下一步。请福格尔女士在 4 月 10 日（周五）前确认议程或提出修改。',
      ),
    ],
    [
      jumbled('Warm-up: put the words in order.', 'Please find the draft agenda attached.', [
        '发送附件的常用句。',
        'A common way to send an attachment.',
      ]),
      fillBlank(
        'Complete: "Our driver will {{1}} you up at your hotel at 9:00. Please let me know if you would like to {{2}} any changes to the agenda."',
        [['pick'], ['make', 'propose', 'suggest']],
        ['pick sb up 接人；make changes 修改。', '"pick someone up"; "make changes".'],
      ),
      writing(
        'Write the email to Ms Vogel. Confirm the date, place, times and transport, set out the agenda, and ask her to confirm.',
        120,
        `Subject: Your visit on 14 April – venue and draft agenda

Dear Ms Vogel,

We are delighted that you and Mr Ahrens will visit us on Tuesday 14 April. Our driver will pick you up at the Shangri-La Hotel at 9:00, and the meeting will take place in meeting room 3 on the eighth floor of our head office from 9:30 to 16:30. An interpreter will be with us all day, and lunch will be served at the office.

The draft agenda is as follows:
1. Introductions and aims of the meeting
2. Air fryer samples and test results
3. Price and payment terms
4. Delivery schedule and warranty
5. Factory tour (14:00–15:00)
6. Summary and next steps

Could you please confirm the agenda, or let me know of any changes, by Friday 10 April?

We look forward to welcoming you to Ningbo.

Best regards,
Zhou Yan
Sales Assistant, Ningbo Haitian Appliances Co., Ltd.`,
        [
          '评分要点：时间地点交通完整、议程清晰、请求确认、语气礼貌。',
          'Marked on: complete date, place, times and transport; a clear agenda; a request to confirm; a polite tone.',
        ],
      ),
    ],
  ),
];
