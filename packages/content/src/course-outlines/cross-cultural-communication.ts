/**
 * Outline of the Cross-Cultural Business Communication course: ten chapters from understanding
 * cultural differences to management, marketing, negotiation, etiquette and interviews.
 */
import type { TCourseOutline } from '@lingua/contracts';
import { apply, chapter, check, learn, outline, practise } from './outline-builder';

export const CROSS_CULTURAL_COMMUNICATION_OUTLINE: TCourseOutline = outline('cross-cultural-communication', [
  chapter(
    '理解文化差异',
    'Understanding cultural differences',
    learn(
      ['readSkill', '阅读：文化的冰山模型', 'Read about the iceberg model of culture', 'ccc-read-culture-iceberg'],
      [
        'hearingSkill',
        '听讲座：霍夫斯泰德文化维度',
        "Listen to a lecture on Hofstede's cultural dimensions",
        'ccc-hear-hofstede',
      ],
      [
        'wordTraining',
        '掌握文化维度相关术语',
        'Learn the terms for cultural dimensions',
        'ccc-words-cultural-dimensions',
      ],
    ),
    practise(
      [
        'topicDiscuss',
        '讨论：高语境文化与低语境文化',
        'Discuss high-context and low-context cultures',
        'ccc-topic-high-low-context',
      ],
      [
        'caseAnalysis',
        '分析一次因时间观念不同引起的误会',
        'Analyse a misunderstanding over attitudes to time',
        'ccc-case-attitudes-to-time',
      ],
    ),
    check(['testPaper', '文化差异单元测验', 'Quiz: cultural differences']),
  ),
  chapter(
    '感受各国文化',
    'Exploring the cultures of different countries',
    learn(
      [
        'readSkill',
        '阅读美国与德国商务文化简介',
        'Read profiles of American and German business culture',
        'ccc-read-us-german-culture',
      ],
      [
        'hearingSkill',
        '听日本职员谈公司文化',
        'Listen to a Japanese employee describe company culture',
        'ccc-hear-japanese-company',
      ],
      ['readSkill', '阅读中东地区的商务习俗', 'Read about business customs in the Middle East', 'ccc-read-middle-east'],
    ),
    practise([
      'writingSkill',
      '撰写一份国别商务文化简报',
      "Write a briefing on one country's business culture",
      'ccc-write-country-briefing',
    ]),
    apply([
      'speechSkill',
      '做国别商务文化主题演讲',
      'Give a talk on the business culture of one country',
      'ccc-speech-country-culture',
    ]),
  ),
  chapter(
    '跨文化管理',
    'Cross-cultural management',
    learn(
      [
        'readSkill',
        '阅读：如何管理多元文化团队',
        'Read about managing a multicultural team',
        'ccc-read-multicultural-team',
      ],
      [
        'hearingSkill',
        '听外派经理谈管理挑战',
        'Listen to an expatriate manager on the challenges of leading local staff',
        'ccc-hear-expatriate-manager',
      ],
    ),
    practise(
      [
        'caseAnalysis',
        '分析一家合资企业的管理冲突',
        'Analyse a management conflict in a joint venture',
        'ccc-case-joint-venture',
      ],
      [
        'topicDiscuss',
        '讨论：如何向不同文化背景的下属反馈',
        'Discuss how to give feedback to staff from different cultures',
        'ccc-topic-feedback',
      ],
    ),
    check(['testPaper', '跨文化管理单元测验', 'Quiz: cross-cultural management']),
  ),
  chapter(
    '产品开发',
    'Product development',
    learn(
      [
        'readSkill',
        '阅读：产品本土化策略',
        'Read about strategies for localising a product',
        'ccc-read-product-localisation',
      ],
      [
        'hearingSkill',
        '听产品经理汇报海外市场调研',
        'Listen to a product manager report on overseas market research',
        'ccc-hear-market-research',
      ],
    ),
    practise(
      [
        'caseAnalysis',
        '分析一款产品在海外市场失利的原因',
        'Analyse why a product failed in an overseas market',
        'ccc-case-product-failure',
      ],
      [
        'translateSkill',
        '为海外市场本地化翻译产品介绍',
        'Localise a product description for an overseas market',
        'ccc-trans-product-description',
      ],
    ),
    apply(['task', '提交产品本土化改进方案', 'Hand in a plan for adapting a product to a local market']),
  ),
  chapter(
    '品牌营销',
    'Brand marketing',
    learn(
      [
        'readSkill',
        '阅读：全球品牌的本土化营销',
        'Read about how global brands market themselves locally',
        'ccc-read-global-brands',
      ],
      [
        'hearingSkill',
        '听品牌经理谈品牌命名',
        'Listen to a brand manager on choosing a brand name',
        'ccc-hear-brand-naming',
      ],
    ),
    practise(
      [
        'caseAnalysis',
        '分析品牌名称翻译失误案例',
        'Analyse a brand name that was lost in translation',
        'ccc-case-brand-name',
      ],
      ['translateSkill', '翻译品牌宣传语', 'Translate a brand slogan', 'ccc-trans-brand-slogans'],
    ),
    check(['testPaper', '品牌营销单元测验', 'Quiz: brand marketing']),
  ),
  chapter(
    '广告宣传',
    'Advertising',
    learn(
      ['readSkill', '阅读：广告中的文化符号', 'Read about cultural symbols in advertising', 'ccc-read-ad-symbols'],
      [
        'hearingSkill',
        '听一则英文广告并找出卖点',
        'Listen to an English advert and identify its selling points',
        'ccc-hear-advert',
      ],
    ),
    practise(
      ['dubbing', '为一则产品广告配音', 'Dub a product advert', 'ccc-dub-product-advert'],
      [
        'topicDiscuss',
        '讨论：同一广告在不同国家的反响',
        'Discuss how one advert was received in different countries',
        'ccc-topic-advert-reception',
      ],
    ),
    apply([
      'writingSkill',
      '为海外市场撰写广告文案',
      'Write advertising copy for an overseas market',
      'ccc-write-ad-copy',
    ]),
  ),
  chapter(
    '商务谈判',
    'Business negotiation',
    learn(
      [
        'readSkill',
        '阅读：不同文化的谈判风格',
        'Read about negotiating styles in different cultures',
        'ccc-read-negotiating-styles',
      ],
      [
        'hearingSkill',
        '听一段中英双方的谈判',
        'Listen to a negotiation between Chinese and British teams',
        'ccc-hear-china-uk-negotiation',
      ],
    ),
    practise(
      [
        'caseAnalysis',
        '分析一次失败的跨文化谈判',
        'Analyse a failed cross-cultural negotiation',
        'ccc-case-failed-negotiation',
      ],
      [
        'rolePlay',
        '角色扮演：与巴西客户商定交货期',
        'Role play: agree delivery dates with a Brazilian client',
        'ccc-role-play-brazil-delivery',
      ],
    ),
    check(['testPaper', '跨文化谈判单元测验', 'Quiz: negotiating across cultures']),
  ),
  chapter(
    '商务沟通',
    'Business communication',
    learn(
      ['readSkill', '阅读：跨文化邮件沟通要点', 'Read tips on writing emails across cultures', 'ccc-read-email-tips'],
      ['hearingSkill', '听一次跨国电话会议', 'Listen to an international conference call', 'ccc-hear-conference-call'],
    ),
    practise(
      ['writingSkill', '改写一封语气过于直接的邮件', 'Rewrite an email that sounds too blunt', 'ccc-write-blunt-email'],
      ['oralSkill', '练习委婉表达的语调', 'Practise the intonation of tactful phrases', 'ccc-oral-tactful-intonation'],
    ),
    apply([
      'roleDialogue',
      '模拟：向印度同事通报项目进度',
      'Role dialogue: update an Indian colleague on a project',
      'ccc-role-dialogue-india-update',
    ]),
  ),
  chapter(
    '商务礼仪',
    'Business etiquette',
    learn(
      [
        'readSkill',
        '阅读：各国见面与称呼习惯',
        'Read about greetings and forms of address around the world',
        'ccc-read-greetings-address',
      ],
      ['hearingSkill', '听商务宴请中的交谈', 'Listen to conversation at a business dinner', 'ccc-hear-business-dinner'],
    ),
    practise(
      ['topicDiscuss', '讨论：送礼的文化禁忌', 'Discuss cultural taboos in gift-giving', 'ccc-topic-gift-taboos'],
      ['caseAnalysis', '分析一次失礼的商务接待', 'Analyse a business reception that went wrong', 'ccc-case-reception'],
    ),
    check(['testPaper', '国际商务礼仪单元测验', 'Quiz: international business etiquette']),
  ),
  chapter(
    '招聘与面试',
    'Recruiting and interviewing',
    learn(
      ['readSkill', '阅读一则跨国公司招聘广告', 'Read a job advertisement from a multinational', 'ccc-read-job-advert'],
      ['hearingSkill', '听一场英文求职面试', 'Listen to a job interview in English', 'ccc-hear-job-interview'],
    ),
    practise(
      ['writingSkill', '撰写英文求职信', 'Write a cover letter in English', 'ccc-write-cover-letter'],
      [
        'sentenceTraining',
        '练习回答面试常见问题',
        'Practise answers to common interview questions',
        'ccc-sentences-interview-answers',
      ],
    ),
    apply(
      [
        'rolePlay',
        '角色扮演：跨文化招聘面试',
        'Role play: a cross-cultural job interview',
        'ccc-role-play-job-interview',
      ],
      ['task', '提交跨文化交际课程总结报告', 'Hand in your end-of-course report on cross-cultural communication'],
    ),
    check(['testPaper', '跨文化商务交际课程综合测试', 'Final test: Cross-Cultural Business Communication']),
  ),
]);
