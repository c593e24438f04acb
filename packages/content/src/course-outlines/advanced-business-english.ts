/**
 * Outline of the Advanced Business English course: twelve units, each a business topic with one
 * part of the BEC Higher exam to practise, ending with a BEC-style test of all four skills.
 */
import type { TCourseOutline } from '@lingua/contracts';
import { type ActivityRow, chapter, learn, outline, practise, step, type TChapterOutline } from './outline-builder';

/** A unit: learn the topic, practise it, drill one exam part, then take the unit's BEC test. */
function unit(
  n: number,
  cn: string,
  en: string,
  learnRows: readonly ActivityRow[],
  practiseRows: readonly ActivityRow[],
  examPart: ActivityRow,
): TChapterOutline {
  return chapter(
    `第 ${n} 单元：${cn}`,
    `Unit ${n}: ${en}`,
    learn(...learnRows),
    practise(...practiseRows),
    step('BEC 专项训练', 'BEC exam practice', examPart),
    step('BEC 单元测试', 'BEC unit test', [
      'testPaper',
      `第 ${n} 单元 BEC 听说读写测试`,
      `Unit ${n} BEC test: reading, writing, listening and speaking`,
    ]),
  );
}

export const ADVANCED_BUSINESS_ENGLISH_OUTLINE: TCourseOutline = outline('advanced-business-english', [
  unit(
    1,
    '公司与组织架构',
    'Companies and Their Structure',
    [
      [
        'wordTraining',
        '掌握公司类型与组织架构词汇',
        'Learn words for types of company and their structure',
        'abe-words-company-structure',
      ],
      [
        'readSkill',
        '阅读：扁平化组织的利与弊',
        'Read about the pros and cons of flat organisations',
        'abe-read-flat-organisations',
      ],
    ],
    [
      [
        'hearingSkill',
        '听一位首席执行官介绍公司架构',
        'Listen to a chief executive describe how her company is organised',
        'abe-hear-ceo-structure',
      ],
      ['speechSkill', '介绍一家你熟悉的公司', 'Present a company you know well', 'abe-speech-present-company'],
    ],
    ['readSkill', 'BEC 阅读第一部分：信息匹配', 'BEC Reading Part 1: matching', 'abe-read-bec-matching'],
  ),
  unit(
    2,
    '市场营销',
    'Marketing',
    [
      ['wordTraining', '掌握营销组合词汇', 'Learn the vocabulary of the marketing mix', 'abe-words-marketing-mix'],
      [
        'readSkill',
        '阅读：一款新产品的市场调研',
        'Read about market research for a new product',
        'abe-read-market-research',
      ],
    ],
    [
      [
        'hearingSkill',
        '听营销经理介绍推广方案',
        'Listen to a marketing manager present a campaign',
        'abe-hear-campaign',
      ],
      ['writingSkill', '撰写市场调研问卷', 'Write a market research questionnaire', 'abe-write-questionnaire'],
    ],
    [
      'hearingSkill',
      'BEC 听力第一部分：信息填空',
      'BEC Listening Part 1: note completion',
      'abe-hear-bec-note-completion',
    ],
  ),
  unit(
    3,
    '品牌管理',
    'Brand Management',
    [
      [
        'readSkill',
        '阅读：老品牌如何焕发新生',
        'Read how an old brand was brought back to life',
        'abe-read-brand-revival',
      ],
      ['wordTraining', '掌握品牌管理词汇', 'Learn the vocabulary of brand management', 'abe-words-brand-management'],
    ],
    [
      ['topicDiscuss', '讨论：品牌延伸的风险', 'Discuss the risks of brand extension', 'abe-topic-brand-extension'],
      [
        'caseAnalysis',
        '分析一次品牌危机的处理',
        'Analyse how a company handled a brand crisis',
        'abe-case-brand-crisis',
      ],
    ],
    [
      'readSkill',
      'BEC 阅读第二部分：句子填空',
      'BEC Reading Part 2: missing sentences',
      'abe-read-bec-missing-sentences',
    ],
  ),
  unit(
    4,
    '财务与会计',
    'Finance and Accounting',
    [
      [
        'readSkill',
        '阅读一份上市公司年报摘要',
        "Read the highlights of a listed company's annual report",
        'abe-read-annual-report',
      ],
      [
        'wordTraining',
        '掌握财务报表词汇',
        'Learn the vocabulary of financial statements',
        'abe-words-financial-statements',
      ],
    ],
    [
      [
        'hearingSkill',
        '听财务总监解读季度业绩',
        'Listen to a finance director explain quarterly results',
        'abe-hear-quarterly-results',
      ],
      [
        'translateSkill',
        '翻译一份业绩公告摘要',
        'Translate a summary of financial results',
        'abe-trans-results-summary',
      ],
    ],
    ['writingSkill', 'BEC 写作第一部分：图表描述', 'BEC Writing Part 1: describing a graph', 'abe-write-bec-graph'],
  ),
  unit(
    5,
    '人力资源管理',
    'Human Resource Management',
    [
      ['readSkill', '阅读：激励员工的新方式', 'Read about new ways to motivate staff', 'abe-read-motivate-staff'],
      [
        'wordTraining',
        '掌握招聘与薪酬词汇',
        'Learn the vocabulary of recruitment and pay',
        'abe-words-recruitment-pay',
      ],
    ],
    [
      [
        'hearingSkill',
        '听人力资源经理介绍招聘流程',
        'Listen to an HR manager describe the hiring process',
        'abe-hear-hiring-process',
      ],
      [
        'roleDialogue',
        '模拟：与上司商谈加薪',
        'Role dialogue: discuss a pay rise with your manager',
        'abe-dialogue-pay-rise',
      ],
    ],
    ['oralSkill', 'BEC 口语第一部分：个人问答', 'BEC Speaking Part 1: interview', 'abe-oral-bec-interview'],
  ),
  unit(
    6,
    '领导力与团队',
    'Leadership and Teamwork',
    [
      ['readSkill', '阅读不同领导风格的比较', 'Read a comparison of leadership styles', 'abe-read-leadership-styles'],
      [
        'hearingSkill',
        '听团队负责人谈跨部门合作',
        'Listen to a team leader on working across departments',
        'abe-hear-cross-department',
      ],
    ],
    [
      ['topicDiscuss', '讨论：远程团队如何建立信任', 'Discuss how remote teams build trust', 'abe-topic-remote-trust'],
      [
        'roleDialogue',
        '模拟：小组商定项目分工',
        'Role dialogue: agree who does what on a project',
        'abe-dialogue-project-roles',
      ],
    ],
    [
      'topicDiscuss',
      'BEC 口语第三部分：合作讨论',
      'BEC Speaking Part 3: collaborative task',
      'abe-topic-bec-collaborative',
    ],
  ),
  unit(
    7,
    '物流与供应链',
    'Logistics and the Supply Chain',
    [
      [
        'wordTraining',
        '掌握物流与供应链词汇',
        'Learn the vocabulary of logistics and supply chains',
        'abe-words-logistics-supply-chain',
      ],
      [
        'readSkill',
        '阅读：准时制生产与库存管理',
        'Read about just-in-time production and stock control',
        'abe-read-just-in-time',
      ],
    ],
    [
      [
        'hearingSkill',
        '听物流经理讲解配送网络',
        'Listen to a logistics manager explain a distribution network',
        'abe-hear-distribution-network',
      ],
      ['caseAnalysis', '分析一次供应链中断事件', 'Analyse a supply chain disruption', 'abe-case-supply-disruption'],
    ],
    [
      'readSkill',
      'BEC 阅读第三部分：长文选择题',
      'BEC Reading Part 3: multiple-choice reading',
      'abe-read-bec-multiple-choice',
    ],
  ),
  unit(
    8,
    '电子商务与数字化',
    'E-commerce and Digital Business',
    [
      [
        'readSkill',
        '阅读：跨境电商平台的商业模式',
        'Read about the business models of cross-border e-commerce platforms',
        'abe-read-cross-border-models',
      ],
      ['wordTraining', '掌握数字营销词汇', 'Learn the vocabulary of digital marketing', 'abe-words-digital-marketing'],
    ],
    [
      [
        'hearingSkill',
        '听电商运营经理分享直播带货经验',
        'Listen to an e-commerce manager on selling through live streams',
        'abe-hear-live-streaming',
      ],
      ['writingSkill', '撰写社交媒体推广方案', 'Write a social media promotion plan', 'abe-write-social-media-plan'],
    ],
    [
      'hearingSkill',
      'BEC 听力第二部分：说话人匹配',
      'BEC Listening Part 2: matching speakers',
      'abe-hear-bec-matching-speakers',
    ],
  ),
  unit(
    9,
    '客户服务与质量',
    'Customer Service and Quality',
    [
      [
        'readSkill',
        '阅读客户满意度调查结果',
        'Read the results of a customer satisfaction survey',
        'abe-read-satisfaction-survey',
      ],
      [
        'hearingSkill',
        '听客服人员处理投诉电话',
        'Listen to a customer service agent handle a complaint',
        'abe-hear-complaint-call',
      ],
    ],
    [
      ['writingSkill', '撰写客户投诉回复邮件', 'Write a reply to a customer complaint', 'abe-write-complaint-reply'],
      [
        'roleDialogue',
        '模拟：安抚不满的客户',
        'Role dialogue: calm an unhappy customer',
        'abe-dialogue-unhappy-customer',
      ],
    ],
    [
      'writingSkill',
      'BEC 写作第二部分：报告与提案',
      'BEC Writing Part 2: report or proposal',
      'abe-write-bec-proposal',
    ],
  ),
  unit(
    10,
    '会议与谈判',
    'Meetings and Negotiations',
    [
      [
        'sentenceTraining',
        '练习会议中提议、赞同与反对的表达',
        'Practise proposing, agreeing and disagreeing in meetings',
        'abe-sentences-meeting-opinions',
      ],
      ['hearingSkill', '听一次董事会会议', 'Listen to a board meeting', 'abe-hear-board-meeting'],
    ],
    [
      [
        'rolePlay',
        '角色扮演：续签供货合同谈判',
        'Role play: negotiate the renewal of a supply contract',
        'abe-role-play-contract-renewal',
      ],
      ['writingSkill', '撰写会议纪要', 'Write the minutes of a meeting', 'abe-write-meeting-minutes'],
    ],
    [
      'hearingSkill',
      'BEC 听力第三部分：访谈选择题',
      'BEC Listening Part 3: multiple-choice interview',
      'abe-hear-bec-interview',
    ],
  ),
  unit(
    11,
    '企业社会责任与可持续发展',
    'Corporate Responsibility and Sustainability',
    [
      [
        'readSkill',
        '阅读一份企业可持续发展报告',
        "Read a company's sustainability report",
        'abe-read-sustainability-report',
      ],
      [
        'wordTraining',
        '掌握企业社会责任词汇',
        'Learn the vocabulary of corporate social responsibility',
        'abe-words-csr',
      ],
    ],
    [
      ['topicDiscuss', '讨论：绿色经营能否带来利润', 'Discuss whether going green pays', 'abe-topic-going-green-pays'],
      [
        'speechSkill',
        '就企业社会责任发表简短演讲',
        'Give a short talk on corporate responsibility',
        'abe-speech-csr-talk',
      ],
    ],
    ['readSkill', 'BEC 阅读第四部分：完形填空', 'BEC Reading Part 4: multiple-choice cloze', 'abe-read-bec-cloze'],
  ),
  unit(
    12,
    '创业与创新',
    'Entrepreneurship and Innovation',
    [
      [
        'readSkill',
        '阅读：一家初创企业的融资之路',
        'Read how a start-up raised its funding',
        'abe-read-startup-funding',
      ],
      [
        'hearingSkill',
        '听创业者讲述创业经历',
        'Listen to an entrepreneur tell the story of her business',
        'abe-hear-entrepreneur-story',
      ],
    ],
    [
      ['speechSkill', '进行一分钟创业项目路演', 'Give a one-minute start-up pitch', 'abe-speech-startup-pitch'],
      ['task', '提交商业计划书摘要', 'Hand in the executive summary of a business plan'],
    ],
    [
      'speechSkill',
      'BEC 口语第二部分：个人陈述',
      'BEC Speaking Part 2: mini-presentation',
      'abe-speech-bec-mini-presentation',
    ],
  ),
]);
