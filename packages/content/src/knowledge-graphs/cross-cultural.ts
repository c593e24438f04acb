/**
 * Knowledge graph of the Cross-Cultural Business Communication course (part 2 §3.1): ten areas,
 * each one level-1 hub with one or two level-2 topics of two to five leaves, 77 nodes in all.
 */
import { buildKnowledgeGraph, category, topic } from './build';

// Explains: 0 cultural theory, 1 national cultures, 2 management, 3 products, brands and advertising,
// 4 negotiation, 5 communication and etiquette, 6 recruiting and interviews.
export const CROSS_CULTURAL_GRAPH = buildKnowledgeGraph({
  key: 'cross-cultural',
  title: ['跨文化商务交际', 'Cross-Cultural Business Communication'],
  explains: [
    {
      basic: [
        ['听懂文化理论的核心术语', 'Recognise the key terms of cultural theory'],
        ['听懂讲座中对文化维度的解释', 'Follow a lecture that explains a cultural dimension'],
        ['听出案例中的文化差异所在', 'Hear where the cultural difference lies in a case'],
      ],
      synthesize: [
        ['读懂文化理论文章并概括要点', 'Read an article on cultural theory and sum it up'],
        ['用文化理论分析一个案例', 'Use a cultural model to analyse a case'],
        ['撰写短文比较中外文化差异', 'Write an essay comparing Chinese and another culture'],
      ],
    },
    {
      basic: [
        ['听懂国别文化介绍的主要内容', 'Follow the main points of a talk on a national culture'],
        ['听出外国商务人士的文化习惯', 'Pick out the habits a foreign business visitor describes'],
        ['听懂与外国客户的日常交谈', 'Understand everyday conversation with a foreign client'],
      ],
      synthesize: [
        ['阅读国别商务指南并摘录要点', 'Read a country business guide and note the essentials'],
        ['比较两国的商务文化', 'Compare the business cultures of two countries'],
        ['为出访团撰写国别文化简报', 'Write a culture briefing for a team going abroad'],
      ],
    },
    {
      basic: [
        ['听懂跨国团队会议中的分歧', 'Understand the disagreement in a multinational meeting'],
        ['听出管理者的沟通方式', "Identify a manager's style from how they speak"],
        ['听懂外派员工的经历分享', 'Follow an expatriate talking about their experience'],
      ],
      synthesize: [
        ['阅读跨文化管理案例并找出问题', 'Read a cross-cultural management case and find the problem'],
        ['提出化解文化冲突的建议', 'Suggest ways to resolve the cultural conflict'],
        ['撰写跨文化团队管理方案', 'Write a plan for managing a multicultural team'],
      ],
    },
    {
      basic: [
        ['听懂产品或广告推介的要点', 'Follow the main points of a product or advert pitch'],
        ['听出消费者对外国品牌的评价', 'Catch what consumers think of a foreign brand'],
        ['听懂营销失误案例的讲解', 'Follow an account of a marketing blunder'],
      ],
      synthesize: [
        ['阅读营销案例并分析文化因素', 'Read a marketing case and analyse the cultural factors'],
        ['翻译并改写产品说明或广告语', 'Translate and adapt product copy or a slogan'],
        ['撰写面向目标市场的营销方案', 'Write a marketing proposal for a target market'],
      ],
    },
    {
      basic: [
        ['听懂谈判中直接与委婉的表达', 'Understand direct and indirect statements at the table'],
        ['听出对方言语中的真实意图', 'Hear what the other side really means'],
        ['听懂谈判各方的立场陈述', "Follow each party's statement of its position"],
      ],
      synthesize: [
        ['阅读跨文化谈判案例并分析原因', 'Read a cross-cultural negotiation case and explain the outcome'],
        ['为谈判拟定跨文化注意事项', "Draw up cultural dos and don'ts for a negotiation"],
        ['撰写谈判策略调整建议', 'Write recommendations for adapting your negotiating approach'],
      ],
    },
    {
      basic: [
        ['听懂商务场合的问候与寒暄', 'Understand greetings and small talk at business events'],
        ['听出对话中的礼貌策略', 'Notice the politeness strategies in a conversation'],
        ['听懂礼仪场景中的提醒与说明', 'Follow reminders and explanations about etiquette'],
      ],
      synthesize: [
        ['阅读礼仪指南并比较各国差异', 'Read etiquette guides and compare countries'],
        ['改写邮件使其符合对方文化', "Rewrite an email to suit the reader's culture"],
        ['撰写涉外接待方案', 'Write a plan for hosting foreign guests'],
      ],
    },
    {
      basic: [
        ['听懂面试官的提问', "Understand an interviewer's questions"],
        ['听出应聘者回答中的文化差异', "Notice cultural differences in candidates' answers"],
        ['听懂招聘要求与岗位介绍', 'Follow a description of a job and its requirements'],
      ],
      synthesize: [
        ['读懂外企招聘广告', 'Read a job advertisement from an international company'],
        ['撰写英文简历和求职信', 'Write a CV and cover letter in English'],
        ['写出面试问题的得体回答', 'Write appropriate answers to interview questions'],
      ],
    },
  ],
  categories: [
    category('理解文化差异', 'Understanding cultural differences', [
      topic('文化的内涵', 'What culture is', [
        ['文化冰山模型', 'The cultural iceberg', 0],
        ['价值观与信仰', 'Values and beliefs', 0],
        ['刻板印象与偏见', 'Stereotypes and prejudice', 0],
        ['文化休克', 'Culture shock', 0],
      ]),
      topic('文化维度理论', 'Theories of cultural dimensions', [
        ['霍夫斯泰德文化维度', "Hofstede's cultural dimensions", 0],
        ['高语境与低语境文化', 'High- and low-context cultures', 0],
        ['单向时间与多向时间', 'Monochronic and polychronic time', 0],
      ]),
    ]),
    category('感受各国文化', 'Exploring the cultures of different countries', [
      topic('欧美商务文化', 'Business cultures of Europe and North America', [
        ['美国商务文化', 'American business culture', 1],
        ['英国商务文化', 'British business culture', 1],
        ['德国商务文化', 'German business culture', 1],
        ['法国商务文化', 'French business culture', 1],
      ]),
      topic('亚洲与中东商务文化', 'Business cultures of Asia and the Middle East', [
        ['日本商务文化', 'Japanese business culture', 1],
        ['韩国商务文化', 'Korean business culture', 1],
        ['印度商务文化', 'Indian business culture', 1],
        ['阿拉伯国家商务文化', 'Business culture in the Arab world', 1],
      ]),
    ]),
    category('跨文化管理', 'Cross-cultural management', [
      topic('跨国团队管理', 'Managing multinational teams', [
        ['跨文化领导力', 'Cross-cultural leadership', 2],
        ['化解文化冲突', 'Resolving cultural conflict', 2],
        ['外派人员管理', 'Managing expatriates', 2],
        ['并购后的文化整合', 'Integrating cultures after a merger', 2],
      ]),
    ]),
    category('产品开发', 'Product development', [
      topic('产品本土化', 'Localising products', [
        ['调研当地需求', 'Researching local needs', 3],
        ['产品命名与翻译', 'Naming and translating products', 3],
        ['颜色与数字禁忌', 'Colour and number taboos', 3],
        ['包装与说明书本地化', 'Localising packaging and manuals', 3],
        ['产品标准与认证', 'Product standards and certification', 3],
      ]),
    ]),
    category('品牌营销', 'Brand marketing', [
      topic('全球品牌与本土市场', 'Global brands in local markets', [
        ['标准化与本土化策略', 'Standardisation versus adaptation', 3],
        ['品牌故事与文化认同', 'Brand stories and cultural identity', 3],
        ['海外社交媒体营销', 'Social media marketing abroad', 3],
        ['选择品牌代言人', 'Choosing a brand ambassador', 3],
        ['品牌跨文化失误案例', 'Cross-cultural branding blunders', 3],
      ]),
    ]),
    category('广告宣传', 'Advertising', [
      topic('跨文化广告', 'Advertising across cultures', [
        ['广告语翻译', 'Translating slogans', 3],
        ['广告中的文化符号', 'Cultural symbols in advertising', 3],
        ['广告诉求的文化差异', 'Advertising appeals in different cultures', 3],
        ['各国广告法规', 'Advertising regulations in different markets', 3],
      ]),
    ]),
    category('商务谈判', 'Business negotiation', [
      topic('跨文化谈判风格', 'Negotiating styles across cultures', [
        ['直接沟通与间接沟通', 'Direct and indirect communication', 4],
        ['关系导向与任务导向', 'Relationship-oriented and task-oriented negotiators', 4],
        ['决策方式差异', 'Differences in decision-making', 4],
      ]),
      topic('跨文化谈判策略', 'Cross-cultural negotiation strategies', [
        ['建立信任', 'Building trust', 4],
        ['面子与让步', 'Face and concessions', 4],
        ['对合同的不同理解', 'Different views of contracts', 4],
      ]),
    ]),
    category('商务沟通', 'Business communication', [
      topic('跨文化沟通技巧', 'Cross-cultural communication skills', [
        ['非语言沟通', 'Non-verbal communication', 5],
        ['跨文化邮件写作', 'Writing emails across cultures', 5],
        ['委婉语与礼貌策略', 'Euphemism and politeness strategies', 5],
        ['面向国际听众的演示', 'Presenting to an international audience', 5],
        ['跨国电话会议', 'International conference calls', 5],
      ]),
    ]),
    category('商务礼仪', 'Business etiquette', [
      topic('国际商务礼仪', 'International business etiquette', [
        ['问候与称谓', 'Greetings and forms of address', 5],
        ['交换名片', 'Exchanging business cards', 5],
        ['商务宴请', 'Business dining', 5],
        ['送礼礼仪', 'Gift-giving etiquette', 5],
        ['着装规范', 'Dress codes', 5],
      ]),
    ]),
    category('招聘与面试', 'Recruiting and interviewing', [
      topic('跨文化招聘', 'Recruiting across cultures', [
        ['国际招聘广告', 'International job advertisements', 6],
        ['英文简历与求职信', 'CVs and cover letters in English', 6],
        ['面试表现的文化差异', 'Cultural differences in interviews', 6],
        ['面试常见问题', 'Common interview questions', 6],
        ['视频面试', 'Video interviews', 6],
      ]),
    ]),
  ],
});
