/**
 * Outline of the Business Negotiation course: eleven chapters that follow a negotiation from
 * the basics and preparation through the talks themselves to negotiating across cultures.
 */
import type { TCourseOutline } from '@lingua/contracts';
import { apply, chapter, check, learn, outline, practise, step } from './outline-builder';

export const BUSINESS_NEGOTIATION_OUTLINE: TCourseOutline = outline('business-negotiation', [
  chapter(
    '谈判概述',
    'Introduction to negotiation',
    learn(
      [
        'readSkill',
        '阅读商务谈判的定义与特点',
        'Read about what business negotiation is and its main features',
        'read-negotiation-basics',
      ],
      [
        'hearingSkill',
        '听讲座：谈判的基本原则',
        'Listen to a talk on the basic principles of negotiation',
        'hear-negotiation-principles',
      ],
      ['wordTraining', '掌握谈判核心术语', 'Learn the core terms of negotiation', 'words-negotiation-terms'],
    ),
    practise(
      ['caseAnalysis', '分析一次双赢谈判案例', 'Analyse a win-win negotiation', 'case-win-win-negotiation'],
      [
        'topicDiscuss',
        '讨论：立场式谈判与原则式谈判',
        'Discuss positional and principled negotiation',
        'topic-positional-principled',
      ],
    ),
    check(['testPaper', '谈判概述单元测验', 'Quiz: introduction to negotiation']),
  ),
  chapter(
    '背景调研',
    'Background research',
    learn(
      ['readSkill', '阅读目标市场调研报告', 'Read a target-market research report', 'bn-read-market-research'],
      [
        'hearingSkill',
        '听对方公司的情况介绍',
        "Listen to a presentation of the other side's company",
        'bn-hear-company-presentation',
      ],
    ),
    practise(
      [
        'caseAnalysis',
        '分析一次因调研不足而失利的谈判',
        'Analyse a negotiation lost through poor research',
        'bn-case-poor-research',
      ],
      [
        'writingSkill',
        '撰写客户背景调查摘要',
        "Write a summary of a client's background",
        'bn-write-client-background',
      ],
    ),
    apply(['task', '提交对方公司资信调查报告', "Hand in a credit and background report on the other side's company"]),
  ),
  chapter(
    '组织准备',
    'Organisational preparation',
    learn(
      [
        'readSkill',
        '阅读谈判团队的组成与分工',
        'Read how a negotiating team is formed and how roles are shared',
        'bn-read-negotiating-team',
      ],
      ['hearingSkill', '听一次谈判准备会议', 'Listen to a team preparation meeting', 'bn-hear-preparation-meeting'],
    ),
    practise(
      [
        'topicDiscuss',
        '讨论：首席谈判代表应具备的素质',
        'Discuss the qualities a lead negotiator needs',
        'bn-topic-lead-negotiator',
      ],
      [
        'writingSkill',
        '撰写会场与议程安排邮件',
        'Write an email arranging the venue and the agenda',
        'bn-write-venue-agenda',
      ],
    ),
    check(['testPaper', '组织准备单元测验', 'Quiz: organisational preparation']),
  ),
  chapter(
    '谈判计划',
    'Planning the negotiation',
    learn(
      ['readSkill', '阅读一份进口谈判计划书', 'Read the plan for an import negotiation', 'bn-read-import-plan'],
      [
        'sentenceTraining',
        '练习表达谈判目标与底线的句型',
        'Practise sentences that state targets and limits',
        'bn-sentences-targets-limits',
      ],
    ),
    practise(
      [
        'practicalOperation',
        '设定目标价、可接受价与底价',
        'Set the target, acceptable and walk-away prices',
        'bn-operation-price-range',
      ],
      [
        'caseAnalysis',
        '评估对方的最佳替代方案',
        "Assess the other side's best alternative to a deal",
        'bn-case-best-alternative',
      ],
    ),
    apply(
      ['writingSkill', '撰写谈判计划书', 'Write a negotiation plan', 'bn-write-negotiation-plan'],
      ['task', '提交小组谈判方案', "Hand in your team's negotiation plan"],
    ),
  ),
  chapter(
    '谈判礼仪',
    'Negotiation etiquette',
    learn(
      [
        'readSkill',
        '阅读谈判桌上的礼仪规范',
        'Read the rules of etiquette at the negotiating table',
        'bn-read-table-etiquette',
      ],
      [
        'hearingSkill',
        '听迎接外方代表团的对话',
        'Listen to a foreign delegation being welcomed',
        'bn-hear-welcome-delegation',
      ],
    ),
    practise(
      [
        'oralSkill',
        '朗读介绍与致谢用语',
        'Read aloud introductions and words of thanks',
        'bn-oral-introductions-thanks',
      ],
      [
        'roleDialogue',
        '模拟：安排座次并互相介绍',
        'Role dialogue: seat the guests and make introductions',
        'bn-dialogue-seating-introductions',
      ],
    ),
    check(['testPaper', '谈判礼仪单元测验', 'Quiz: negotiation etiquette']),
  ),
  chapter(
    '谈判开局',
    'Opening the negotiation',
    learn(
      ['hearingSkill', '听一段谈判开场陈述', 'Listen to an opening statement', 'bn-hear-opening-statement'],
      [
        'readSkill',
        '阅读协商式、坦诚式与进攻式开局策略',
        'Read about cooperative, frank and aggressive openings',
        'bn-read-opening-strategies',
      ],
    ),
    practise(
      ['speechSkill', '发表开场陈述', 'Deliver an opening statement', 'bn-speech-opening-statement'],
      ['dubbing', '为谈判开场视频配音', 'Dub a video of a negotiation opening', 'bn-dub-negotiation-opening'],
    ),
    apply([
      'rolePlay',
      '角色扮演：营造开局气氛并确认议程',
      'Role play: set the tone and agree the agenda',
      'bn-role-play-opening-agenda',
    ]),
  ),
  chapter(
    '讨价还价',
    'Bargaining',
    learn(
      ['hearingSkill', '听一段价格谈判对话', 'Listen to a price negotiation', 'bn-hear-price-negotiation'],
      ['readSkill', '阅读报价与还价策略', 'Read about tactics for offers and counter-offers', 'bn-read-offer-tactics'],
    ),
    practise(
      [
        'sentenceTraining',
        '练习报价、还价与有条件让步的句型',
        'Practise offers, counter-offers and conditional concessions',
        'bn-sentences-conditional-concessions',
      ],
      [
        'translateSkill',
        '翻译谈判纪要中的价格条款',
        'Translate the price terms in the minutes of a meeting',
        'bn-trans-price-terms',
      ],
    ),
    step(
      '模拟谈判',
      'Mock negotiation',
      [
        'rolePlay',
        '角色扮演：消费电子产品出口价格谈判',
        'Role play: negotiate the export price of consumer electronics',
        'role-play-negotiation',
      ],
      ['task', '提交让步记录表', 'Hand in your concession log'],
    ),
    check(['testPaper', '讨价还价单元测验', 'Quiz: bargaining']),
  ),
  chapter(
    '谈判僵局',
    'Deadlock',
    learn(
      ['readSkill', '阅读僵局的成因与类型', 'Read about the causes and types of deadlock', 'bn-read-deadlock-causes'],
      ['hearingSkill', '听一段陷入僵局的谈判', 'Listen to a negotiation that reaches deadlock', 'bn-hear-deadlock'],
    ),
    practise(
      [
        'caseAnalysis',
        '分析一次破裂的合资谈判',
        'Analyse a joint-venture negotiation that broke down',
        'bn-case-joint-venture-breakdown',
      ],
      ['topicDiscuss', '讨论：何时应当暂停谈判', 'Discuss when to call a break in the talks', 'bn-topic-call-break'],
    ),
    apply([
      'roleDialogue',
      '模拟：提出替代方案打破僵局',
      'Role dialogue: break a deadlock with a new proposal',
      'bn-dialogue-break-deadlock',
    ]),
  ),
  chapter(
    '谈判收尾',
    'Closing',
    learn(
      [
        'readSkill',
        '阅读成交信号与收尾技巧',
        'Read about buying signals and closing techniques',
        'bn-read-closing-techniques',
      ],
      ['hearingSkill', '听双方确认最终条款', 'Listen to both sides confirm the final terms', 'bn-hear-final-terms'],
    ),
    practise(
      ['writingSkill', '撰写谈判备忘录', 'Write a memorandum of the negotiation', 'bn-write-negotiation-memo'],
      [
        'translateSkill',
        '将谈判纪要译成中文',
        'Translate the minutes of the negotiation into Chinese',
        'bn-trans-negotiation-minutes',
      ],
    ),
    check(['testPaper', '谈判收尾单元测验', 'Quiz: closing the deal']),
  ),
  chapter(
    '谈判技巧',
    'Negotiation skills',
    learn(
      [
        'readSkill',
        '阅读提问、倾听与说服技巧',
        'Read about questioning, listening and persuasion',
        'bn-read-questioning-persuasion',
      ],
      ['hearingSkill', '听出对话中的施压策略', 'Spot the pressure tactics in a dialogue', 'bn-hear-pressure-tactics'],
    ),
    practise(
      ['oralSkill', '练习委婉拒绝的语调', 'Practise the intonation of a polite refusal', 'bn-oral-polite-refusal'],
      [
        'paragraphsTraining',
        '组织一段有说服力的陈述',
        'Build a persuasive statement',
        'bn-paragraphs-persuasive-statement',
      ],
    ),
    apply([
      'rolePlay',
      '角色扮演：应对“红白脸”策略',
      'Role play: deal with a good cop, bad cop team',
      'bn-role-play-good-cop-bad-cop',
    ]),
  ),
  chapter(
    '跨文化谈判',
    'Cross-cultural negotiation',
    learn(
      [
        'readSkill',
        '阅读各国谈判风格比较',
        'Read a comparison of national negotiating styles',
        'bn-read-national-styles',
      ],
      [
        'hearingSkill',
        '听中美谈判代表的对话',
        'Listen to Chinese and American negotiators at the table',
        'bn-hear-sino-american',
      ],
    ),
    practise(
      [
        'caseAnalysis',
        '分析中日合作谈判中的文化误解',
        'Analyse a cultural misunderstanding in a Sino-Japanese negotiation',
        'bn-case-sino-japanese-misunderstanding',
      ],
      [
        'topicDiscuss',
        '讨论：直接与间接的沟通方式',
        'Discuss direct and indirect ways of communicating',
        'bn-topic-direct-indirect',
      ],
    ),
    apply(
      [
        'rolePlay',
        '角色扮演：与德国采购商谈判',
        'Role play: negotiate with a German buyer',
        'bn-role-play-german-buyer',
      ],
      ['task', '提交课程谈判总结报告', 'Hand in your end-of-course negotiation report'],
    ),
    check(['testPaper', '商务谈判课程综合测试', 'Final test: Business Negotiation']),
  ),
]);
