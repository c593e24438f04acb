/**
 * Knowledge graph of the Advanced Business English textbook (part 1 §1, §3): twelve units, each a
 * business topic with two content areas and one part of the BEC Higher exam to practise.
 */
import { buildKnowledgeGraph, type CategoryOutline, type TopicOutline, topic } from './build';

/** The legend shows the unit number; the unit's hub node shows its topic. */
function unit(n: number, cn: string, en: string, topics: readonly TopicOutline[]): CategoryOutline {
  return { name: { cn: `UNIT ${n}`, en: `UNIT ${n}` }, root: { cn, en }, topics };
}

// Explains: 0 vocabulary, 1 reading, 2 listening and speaking, 3 writing, 4 BEC exam skills.
export const TEXTBOOK_GRAPH = buildKnowledgeGraph({
  key: 'textbook',
  title: ['高级商务英语', 'Advanced Business English'],
  explains: [
    {
      basic: [
        ['听写本单元核心商务词汇', "Write down the unit's key business words from dictation"],
        ['听懂词汇在句子中的用法', 'Understand the words when you hear them used in sentences'],
        ['听出近义词之间的语义差别', 'Hear the difference in meaning between near-synonyms'],
      ],
      synthesize: [
        ['读懂词汇的英文释义并配对', 'Match the words to their English definitions'],
        ['完成词汇搭配练习', 'Complete exercises on word partnerships'],
        ['用本单元词汇写一段短文', "Write a short paragraph using the unit's vocabulary"],
      ],
    },
    {
      basic: [
        ['听懂课文录音的主旨', 'Get the gist of the recorded text'],
        ['听出课文中的关键事实与数据', 'Pick out the key facts and figures in the text'],
        ['听懂对课文难点的讲解', 'Follow an explanation of the difficult points'],
      ],
      synthesize: [
        ['略读文章并概括主旨', 'Skim an article and state its main idea'],
        ['精读文章并回答细节问题', 'Read an article closely and answer detailed questions'],
        ['撰写文章摘要并发表评论', 'Write a summary of the article and comment on it'],
      ],
    },
    {
      basic: [
        ['听懂商务对话的情境与目的', 'Understand the setting and purpose of a business conversation'],
        ['听出说话人的观点与态度', "Identify each speaker's views and attitude"],
        ['跟读并模仿地道的表达', 'Repeat and imitate natural expressions'],
      ],
      synthesize: [
        ['阅读讨论材料并列出论点', 'Read the discussion brief and list your arguments'],
        ['写出讨论或演讲提纲', 'Write an outline for a discussion or a talk'],
        ['整理讨论结果写成简要记录', 'Write up the outcome of the discussion as brief notes'],
      ],
    },
    {
      basic: [
        ['听懂写作任务的要求', 'Understand the instructions for a writing task'],
        ['听出范文的结构与衔接词', 'Hear the structure and linking words in a model text'],
        ['听懂教师对习作的点评', "Follow the teacher's feedback on a piece of writing"],
      ],
      synthesize: [
        ['阅读范文并分析其结构', 'Read a model text and analyse how it is organised'],
        ['按要求写出商务文书初稿', 'Write a first draft of the business text required'],
        ['根据反馈修改并定稿', 'Revise the draft in the light of feedback'],
      ],
    },
    {
      basic: [
        ['听懂 BEC 考试题型说明', 'Understand the instructions for each BEC task'],
        ['在规定时间内完成听力任务', 'Complete a listening task in the time allowed'],
        ['听出干扰项与正确答案的区别', 'Tell distractors from the correct answer'],
      ],
      synthesize: [
        ['在规定时间内完成阅读真题', 'Do a past reading paper in the time allowed'],
        ['按评分标准完成写作真题', 'Write a past exam task to the marking criteria'],
        ['分析错题并总结应试策略', 'Analyse your mistakes and draw up an exam strategy'],
      ],
    },
  ],
  categories: [
    unit(1, '公司与组织架构', 'Companies and Their Structure', [
      topic('公司类型', 'Types of company', [
        ['独资企业与合伙企业', 'Sole traders and partnerships', 0],
        ['有限责任公司', 'Limited liability companies', 0],
        ['跨国公司', 'Multinational corporations', 1],
      ]),
      topic('组织架构', 'Organisational structure', [
        ['职能型结构', 'Functional structure', 1],
        ['矩阵型结构', 'Matrix structure', 1],
        ['介绍公司组织架构图', 'Describing an organisation chart', 2],
      ]),
      topic('BEC 阅读第一部分', 'BEC Reading Part 1', [
        ['信息匹配', 'Matching statements to texts', 4],
        ['识别同义改写', 'Spotting paraphrase', 4],
      ]),
    ]),
    unit(2, '市场营销', 'Marketing', [
      topic('营销组合', 'The marketing mix', [
        ['产品与价格策略', 'Product and price', 0],
        ['渠道与促销策略', 'Place and promotion', 0],
      ]),
      topic('市场调研', 'Market research', [
        ['市场细分', 'Market segmentation', 1],
        ['设计调查问卷', 'Designing a questionnaire', 3],
        ['汇报调研结果', 'Presenting research findings', 2],
      ]),
      topic('BEC 听力第一部分', 'BEC Listening Part 1', [
        ['笔记填空', 'Note completion', 4],
        ['预测所缺信息', 'Predicting the missing information', 4],
      ]),
    ]),
    unit(3, '品牌管理', 'Brand Management', [
      topic('品牌建设', 'Building a brand', [
        ['品牌定位', 'Brand positioning', 1],
        ['品牌形象与品牌资产', 'Brand image and brand equity', 0],
      ]),
      topic('品牌发展', 'Growing a brand', [
        ['品牌延伸的利弊', 'Pros and cons of brand extension', 2],
        ['品牌忠诚度', 'Brand loyalty', 0],
        ['自有品牌', 'Own-label products', 1],
      ]),
      topic('BEC 阅读第二部分', 'BEC Reading Part 2', [
        ['句子还原', 'Inserting missing sentences', 4],
        ['段落衔接与指代', 'Cohesion and reference words', 4],
      ]),
    ]),
    unit(4, '财务与会计', 'Finance and Accounting', [
      topic('财务报表', 'Financial statements', [
        ['资产负债表', 'The balance sheet', 0],
        ['利润表', 'The income statement', 0],
        ['现金流量表', 'The cash flow statement', 0],
      ]),
      topic('财务业绩', 'Financial performance', [
        ['盈利能力指标', 'Profitability ratios', 1],
        ['解读年度报告', 'Reading an annual report', 1],
      ]),
      topic('BEC 写作第一部分', 'BEC Writing Part 1', [
        ['描述数据趋势', 'Describing trends', 4],
        ['根据图表写简短报告', 'Writing a short report from a chart', 4],
      ]),
    ]),
    unit(5, '人力资源管理', 'Human Resource Management', [
      topic('招聘与甄选', 'Recruitment and selection', [
        ['招聘广告', 'Job advertisements', 1],
        ['求职信与简历', 'Cover letters and CVs', 3],
        ['面试问答', 'Interview questions and answers', 2],
      ]),
      topic('薪酬与激励', 'Pay and motivation', [
        ['薪酬与福利', 'Pay and benefits', 0],
        ['激励理论', 'Theories of motivation', 1],
      ]),
      topic('BEC 口语第一部分', 'BEC Speaking Part 1', [
        ['谈论个人与工作经历', 'Talking about yourself and your work', 4],
        ['表达并支持个人观点', 'Giving and supporting opinions', 4],
      ]),
    ]),
    unit(6, '领导力与团队', 'Leadership and Teamwork', [
      topic('领导风格', 'Leadership styles', [
        ['专制型与民主型领导', 'Autocratic and democratic leaders', 1],
        ['变革型领导', 'Transformational leadership', 1],
      ]),
      topic('团队建设', 'Building a team', [
        ['团队角色', 'Team roles', 0],
        ['管理冲突', 'Managing conflict', 2],
        ['远程团队协作', 'Working in a remote team', 2],
      ]),
      topic('BEC 口语第三部分', 'BEC Speaking Part 3', [
        ['协作讨论', 'Collaborative discussion', 4],
        ['提出建议并达成一致', 'Making suggestions and reaching agreement', 4],
      ]),
    ]),
    unit(7, '物流与供应链', 'Logistics and the Supply Chain', [
      topic('供应链管理', 'Supply chain management', [
        ['采购与供应商管理', 'Purchasing and supplier management', 0],
        ['库存管理', 'Inventory management', 0],
        ['准时制生产', 'Just-in-time production', 1],
      ]),
      topic('运输与配送', 'Transport and distribution', [
        ['比较运输方式', 'Comparing modes of transport', 2],
        ['仓储与配送中心', 'Warehouses and distribution centres', 1],
      ]),
      topic('BEC 阅读第三部分', 'BEC Reading Part 3', [
        ['长篇阅读选择题', 'Multiple choice on a long text', 4],
        ['推断作者观点', "Inferring the writer's opinion", 4],
      ]),
    ]),
    unit(8, '电子商务与数字化', 'E-commerce and Digital Business', [
      topic('电子商务模式', 'E-commerce models', [
        ['B2B 与 B2C', 'B2B and B2C', 0],
        ['跨境电商', 'Cross-border e-commerce', 1],
      ]),
      topic('数字营销', 'Digital marketing', [
        ['社交媒体营销', 'Social media marketing', 1],
        ['数据与隐私', 'Data and privacy', 2],
        ['网店客服邮件', 'Customer service emails for an online shop', 3],
      ]),
      topic('BEC 听力第二部分', 'BEC Listening Part 2', [
        ['多项匹配', 'Multiple matching', 4],
        ['判断说话人态度', "Identifying speakers' attitudes", 4],
      ]),
    ]),
    unit(9, '客户服务与质量', 'Customer Service and Quality', [
      topic('客户服务', 'Customer service', [
        ['客户期望', 'Customer expectations', 1],
        ['处理投诉', 'Handling complaints', 2],
        ['回复投诉信', 'Replying to a letter of complaint', 3],
      ]),
      topic('质量管理', 'Quality management', [
        ['全面质量管理', 'Total quality management', 0],
        ['ISO 9001 认证', 'ISO 9001 certification', 1],
      ]),
      topic('BEC 写作第二部分', 'BEC Writing Part 2', [
        ['商务报告与提案', 'Business reports and proposals', 4],
        ['正式信函的语体', 'Formal register in letters', 4],
      ]),
    ]),
    unit(10, '会议与谈判', 'Meetings and Negotiations', [
      topic('商务会议', 'Business meetings', [
        ['会议议程', 'Meeting agendas', 0],
        ['主持会议', 'Chairing a meeting', 2],
        ['撰写会议纪要', 'Writing minutes', 3],
      ]),
      topic('谈判用语', 'The language of negotiation', [
        ['提出方案与让步', 'Proposals and concessions', 2],
        ['双赢结果', 'Win-win outcomes', 1],
      ]),
      topic('BEC 听力第三部分', 'BEC Listening Part 3', [
        ['访谈选择题', 'Multiple choice on an interview', 4],
        ['把握主旨与细节', 'Listening for gist and detail', 4],
      ]),
    ]),
    unit(11, '企业社会责任与可持续发展', 'Corporate Responsibility and Sustainability', [
      topic('企业社会责任', 'Corporate social responsibility', [
        ['商业道德', 'Business ethics', 1],
        ['公平贸易', 'Fair trade', 0],
      ]),
      topic('可持续发展', 'Sustainability', [
        ['碳足迹', 'Carbon footprint', 0],
        ['循环经济', 'The circular economy', 1],
        ['可持续发展报告', 'Sustainability reports', 3],
      ]),
      topic('BEC 阅读第四部分', 'BEC Reading Part 4', [
        ['词汇完形填空', 'Lexical cloze', 4],
        ['辨析固定搭配', 'Choosing the right collocation', 4],
      ]),
    ]),
    unit(12, '创业与创新', 'Entrepreneurship and Innovation', [
      topic('创业', 'Starting a business', [
        ['商业计划书', 'Business plans', 3],
        ['创业融资', 'Start-up finance', 0],
        ['风险投资', 'Venture capital', 1],
      ]),
      topic('创新管理', 'Managing innovation', [
        ['研发与专利', 'R&D and patents', 0],
        ['新产品发布', 'Product launches', 2],
      ]),
      topic('BEC 口语第二部分', 'BEC Speaking Part 2', [
        ['迷你演讲', 'Mini-presentation', 4],
        ['组织演讲结构', 'Structuring a short talk', 4],
      ]),
    ]),
  ],
});
