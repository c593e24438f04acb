/**
 * Knowledge graph of the Business Negotiation course (part 1 §3): its eleven stages and skill
 * areas, from preparing for talks to closing the deal and negotiating across cultures.
 */
import { buildKnowledgeGraph, category, topic } from './build';

// Explains: 0 concepts, 1 research and planning, 2 language at the table, 3 strategy, 4 etiquette and culture.
export const NEGOTIATION_GRAPH = buildKnowledgeGraph({
  key: 'negotiation',
  title: ['商务谈判', 'Business Negotiation'],
  explains: [
    {
      basic: [
        ['听懂谈判基本术语的英文表达', 'Recognise the basic negotiation terms when you hear them'],
        ['听懂讲解中对概念的定义和举例', 'Follow a short talk that defines a concept and gives examples'],
        ['听出对话中体现的谈判原则', 'Tell which principle a negotiator is applying in a dialogue'],
      ],
      synthesize: [
        ['读懂教材案例并找出相关概念', 'Read a case and point out the concepts at work in it'],
        ['用英语写出概念的定义与实例', 'Write a definition of the concept with an example of your own'],
        ['撰写短文分析案例的得失', 'Write a short analysis of what worked in the case and what did not'],
      ],
    },
    {
      basic: [
        ['听懂团队会议上布置的调研任务', 'Follow the research tasks handed out at a team meeting'],
        ['听出对方公司介绍中的关键数据', "Pick out the key figures in a counterpart's company presentation"],
        ['听懂团队成员的分工与职责', "Understand each team member's role and duties"],
      ],
      synthesize: [
        ['阅读市场与客户资料并整理要点', 'Read market and client materials and note the key points'],
        ['填写英文谈判准备清单', 'Complete a negotiation preparation checklist in English'],
        ['撰写谈判计划书的主要内容', 'Write the main sections of a negotiation plan'],
      ],
    },
    {
      basic: [
        ['听懂开场寒暄和议程介绍', 'Follow the small talk and the agenda at the start of a meeting'],
        ['听出报价和还价中的价格与条件', 'Catch the prices and terms in offers and counter-offers'],
        ['从语气判断对方是坚持还是让步', 'Tell from the tone whether the other side is holding firm'],
      ],
      synthesize: [
        ['阅读谈判记录并归纳双方立场', "Read the minutes of a meeting and sum up each side's position"],
        ['写出报价、还价与让步的英文句子', 'Write sentences that make offers, counter-offers and concessions'],
        ['根据情境编写一段谈判对话', 'Write a negotiation dialogue for a given situation'],
      ],
    },
    {
      basic: [
        ['听出对话中使用的谈判策略', 'Identify the tactic used in a recorded exchange'],
        ['听懂对方提出的条件和附加要求', 'Understand the conditions and extra demands the other side makes'],
        ['听懂培训师对策略效果的点评', "Follow a trainer's comments on how well a tactic worked"],
      ],
      synthesize: [
        ['阅读案例并判断策略是否得当', 'Read a case and judge whether the tactics suited the situation'],
        ['为指定情境选择策略并说明理由', 'Choose a tactic for a given situation and explain your choice'],
        ['撰写应对施压或僵局的方案', 'Write a plan for handling pressure or a deadlock'],
      ],
    },
    {
      basic: [
        ['听懂介绍、问候和致谢用语', 'Understand introductions, greetings and thanks'],
        ['听出不同文化背景者的表达习惯', 'Notice how speakers from different cultures phrase things'],
        ['听懂宴请和送礼场合的对话', 'Follow conversations at business dinners and gift exchanges'],
      ],
      synthesize: [
        ['阅读国别商务文化介绍并比较差异', 'Read profiles of national business cultures and compare them'],
        ['写出得体的邀请函与感谢信', 'Write a polite invitation and a thank-you letter'],
        ['撰写跨文化谈判注意事项清单', "Write a list of dos and don'ts for talks with a foreign partner"],
      ],
    },
  ],
  categories: [
    category('谈判概述', 'Introduction to negotiation', [
      topic('谈判的概念与特征', 'What negotiation is', [
        ['谈判的定义', 'Definition of negotiation', 0],
        ['商务谈判的特点', 'Features of business negotiation', 0],
        ['商务谈判的类型', 'Types of business negotiation', 0],
      ]),
      topic('谈判的原则', 'Principles of negotiation', [
        ['互利共赢原则', 'The win-win principle', 0],
        ['区分立场与利益', 'Positions versus interests', 0],
        ['坚持客观标准', 'Using objective criteria', 0],
      ]),
      topic('谈判的要素与过程', 'Elements and process', [
        ['谈判的基本要素', 'Basic elements of a negotiation', 0],
        ['谈判的阶段', 'Stages of a negotiation', 0],
        ['最佳替代方案（BATNA）', 'Best alternative to a negotiated agreement (BATNA)', 0],
      ]),
    ]),
    category('背景调研', 'Background research', [
      topic('环境调研', 'Researching the environment', [
        ['政治与法律环境', 'Political and legal environment', 1],
        ['经济与市场环境', 'Economic and market conditions', 1],
        ['社会文化环境', 'Social and cultural environment', 1],
      ]),
      topic('对手调研', 'Researching the other side', [
        ['企业资信调查', "Checking the company's credit standing", 1],
        ['谈判人员背景', "The negotiators' backgrounds", 1],
        ['对方的需求与底线', "The other side's needs and limits", 1],
      ]),
      topic('自我评估', 'Assessing your own side', [
        ['产品与价格优势', 'Product and price strengths', 1],
        ['SWOT 分析', 'SWOT analysis', 1],
      ]),
    ]),
    category('组织准备', 'Organisational preparation', [
      topic('组建谈判团队', 'Building the team', [
        ['团队规模', 'Team size', 1],
        ['主谈人与辅谈人', 'Lead and supporting negotiators', 1],
        ['技术、法律与财务人员', 'Technical, legal and finance specialists', 1],
      ]),
      topic('谈判地点与时间', 'Venue and timing', [
        ['主场、客场与中立地点', 'Home, away and neutral venues', 1],
        ['会场布置与座次', 'Room layout and seating', 4],
        ['谈判日程安排', 'Scheduling the talks', 1],
      ]),
      topic('模拟谈判', 'Mock negotiation', [
        ['角色扮演演练', 'Role-play rehearsal', 2],
        ['预判对方问题', "Anticipating the other side's questions", 3],
      ]),
    ]),
    category('谈判计划', 'Planning the negotiation', [
      topic('谈判目标', 'Setting objectives', [
        ['最优目标', 'Ideal outcome', 1],
        ['可接受目标', 'Acceptable outcome', 1],
        ['最低目标（底线）', 'Walk-away point', 1],
      ]),
      topic('谈判议程', 'The agenda', [
        ['确定议题', 'Choosing the issues', 1],
        ['安排议题顺序', 'Ordering the issues', 1],
        ['通则议程与细则议程', 'General and detailed agendas', 1],
      ]),
      topic('谈判方案', 'The negotiation plan', [
        ['选择谈判策略', 'Choosing a strategy', 3],
        ['规划让步幅度与节奏', 'Planning the size and pace of concessions', 3],
        ['谈判计划书', 'Written negotiation plan', 1],
      ]),
    ]),
    category('谈判礼仪', 'Negotiation etiquette', [
      topic('见面礼仪', 'Meeting and greeting', [
        ['介绍与握手', 'Introductions and handshakes', 4],
        ['交换名片', 'Exchanging business cards', 4],
        ['称呼与头衔', 'Forms of address and titles', 4],
      ]),
      topic('仪表与举止', 'Appearance and manner', [
        ['商务着装规范', 'Business dress code', 4],
        ['仪态与肢体语言', 'Posture and body language', 4],
      ]),
      topic('接待与馈赠', 'Hospitality and gifts', [
        ['商务宴请', 'Business dinners', 4],
        ['礼品的选择与赠送', 'Choosing and giving gifts', 4],
        ['迎来送往', 'Receiving and seeing off guests', 4],
      ]),
    ]),
    category('谈判开局', 'Opening the negotiation', [
      topic('开局氛围', 'Setting the atmosphere', [
        ['寒暄与破冰', 'Small talk and breaking the ice', 2],
        ['营造合作气氛', 'Creating a cooperative mood', 2],
      ]),
      topic('开场陈述', 'Opening statements', [
        ['阐明立场与利益', 'Stating positions and interests', 2],
        ['介绍议程安排', 'Presenting the agenda', 2],
        ['倾听与确认', 'Listening and confirming', 2],
      ]),
      topic('开局策略', 'Opening strategies', [
        ['协商式开局', 'Consultative opening', 3],
        ['坦诚式开局', 'Frank opening', 3],
        ['进攻式开局', 'Aggressive opening', 3],
        ['保留式开局', 'Reserved opening', 3],
      ]),
    ]),
    category('讨价还价', 'Bargaining', [
      topic('报价', 'Making an offer', [
        ['报价的原则', 'Principles of quoting', 2],
        ['高开报价策略', 'Anchoring with a high first offer', 3],
        ['书面报价与口头报价', 'Written and oral quotations', 2],
      ]),
      topic('还价', 'Countering', [
        ['要求解释价格', 'Asking for a price breakdown', 2],
        ['评论对方报价', "Challenging the other side's price", 2],
        ['还价的方式', 'Ways of making a counter-offer', 2],
      ]),
      topic('让步', 'Concessions', [
        ['让步的原则', 'Rules for conceding', 3],
        ['让步的方式', 'Patterns of concession', 3],
        ['以让步换取回报', 'Trading a concession for something in return', 3],
      ]),
    ]),
    category('谈判僵局', 'Deadlock', [
      topic('僵局的成因', 'Causes of deadlock', [
        ['立场对立', 'Clashing positions', 3],
        ['沟通障碍', 'Communication barriers', 3],
        ['策略性僵局', 'Deadlock used as a tactic', 3],
      ]),
      topic('打破僵局', 'Breaking a deadlock', [
        ['暂时休会', 'Calling a recess', 3],
        ['转换议题', 'Moving to another issue', 3],
        ['寻找替代方案', 'Looking for alternatives', 3],
        ['引入第三方调解', 'Bringing in a mediator', 3],
      ]),
    ]),
    category('谈判收尾', 'Closing', [
      topic('成交信号', 'Signs of readiness to close', [
        ['语言信号', 'Verbal signals', 2],
        ['行为信号', 'Non-verbal signals', 2],
      ]),
      topic('促成交易', 'Closing the deal', [
        ['最后让步', 'The final concession', 3],
        ['总结式成交', 'The summary close', 2],
        ['期限成交法', 'Closing against a deadline', 3],
      ]),
      topic('签约与跟进', 'Signing and follow-up', [
        ['核对合同条款', 'Checking the contract terms', 1],
        ['签约仪式', 'The signing ceremony', 4],
        ['谈判总结与回访', 'Review and follow-up visit', 1],
      ]),
    ]),
    category('谈判技巧', 'Negotiation skills', [
      topic('倾听技巧', 'Listening skills', [
        ['积极倾听', 'Active listening', 2],
        ['复述与核实', 'Paraphrasing and checking', 2],
      ]),
      topic('提问技巧', 'Questioning skills', [
        ['开放式提问', 'Open questions', 2],
        ['封闭式提问', 'Closed questions', 2],
        ['引导式提问', 'Leading questions', 2],
      ]),
      topic('说服技巧', 'Persuasion skills', [
        ['用事实和数据说服', 'Persuading with facts and figures', 3],
        ['换位思考', "Seeing it from the other side's point of view", 3],
        ['应对异议', 'Handling objections', 3],
      ]),
    ]),
    category('跨文化谈判', 'Cross-cultural negotiation', [
      topic('文化维度', 'Cultural dimensions', [
        ['高语境与低语境文化', 'High- and low-context cultures', 4],
        ['个人主义与集体主义', 'Individualism and collectivism', 4],
        ['时间观念', 'Attitudes to time', 4],
      ]),
      topic('各国谈判风格', 'National negotiating styles', [
        ['美国商人的谈判风格', 'How Americans negotiate', 4],
        ['日本商人的谈判风格', 'How the Japanese negotiate', 4],
        ['德国商人的谈判风格', 'How Germans negotiate', 4],
        ['中东商人的谈判风格', 'How Middle Eastern business people negotiate', 4],
      ]),
      topic('跨文化沟通策略', 'Communicating across cultures', [
        ['避免文化误解', 'Avoiding cultural misunderstandings', 4],
        ['与译员合作', 'Working with an interpreter', 4],
      ]),
    ]),
  ],
});
