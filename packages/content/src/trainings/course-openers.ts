/**
 * The trainings of the first chapter of the two demo courses (issue 24): each one is the work its
 * course activity names, and no other activity opens it. Foreign Trade Correspondence: the
 * layout of a letter, its abbreviations, a body read aloud, the salutation and the close.
 * Business Negotiation: what a negotiation is, a talk on its principles, its core terms, a
 * win-win case and positional against principled bargaining.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, sequencing, text, training, trueFalse, writing } from './builders';
import { read, speaking } from './speaking-builders';

const stress = ['注意单词重音与完整读出每个音节。', 'Stress the right syllable and say every syllable.'] as const;
const pace = ['语速平稳，在逗号和句号处停顿。', 'Keep a steady pace; pause at commas and full stops.'] as const;

export const COURSE_OPENER_TRAININGS: TTrainingSeed[] = [
  training(
    'read-letter-layout',
    'readSkill',
    ['阅读：英文商务信函的结构与格式', 'Reading: how an English business letter is laid out'],
    [
      '阅读一封完整的英文商务信函，认识它的各个部分及其顺序。',
      'Read a complete English business letter and learn its parts and their order.',
    ],
    [
      text(
        `<bl>Ningbo Sunrise Trading Co., Ltd.</bl>
88 Zhongshan Road, Ningbo 315000, China

Our ref: SR/MK/0315
Your ref: GN/TB/27

15 March 2026

Mr Tom Baker
Purchasing Manager
GreenNest Ltd
12 Harbour Street, Southampton SO14 2AQ, UK

Dear Mr Baker,

<bl>Re: Bamboo kitchenware, your enquiry of 10 March</bl>

Thank you for your enquiry of 10 March. We are pleased to enclose our latest catalogue and price list.

All prices are quoted CIF Southampton and are valid until 30 April. Our minimum order is 500 sets per item.

We look forward to your first order.

Yours sincerely,
<it>Li Mei</it>
Li Mei
Sales Manager

Encl. Catalogue, price list`,
        `宁波旭日贸易有限公司，中国宁波中山路 88 号。我方编号 SR/MK/0315，贵方编号 GN/TB/27。2026 年 3 月 15 日。英国南安普敦港口街 12 号 GreenNest 有限公司采购经理汤姆·贝克先生。尊敬的贝克先生：事由：竹制厨具，贵方 3 月 10 日询盘。感谢贵方 3 月 10 日的询盘，随函附上我方最新目录和价目表。所有价格均为南安普敦到岸价，有效期至 4 月 30 日，每款最低订购量 500 套。期待贵方的首批订单。谨上，销售经理李梅。附件：目录、价目表。`,
        'A reply to an enquiry',
      ),
    ],
    [
      sequencing(
        'Put the parts of the letter in the order they appear.',
        [
          'Letterhead',
          'References',
          'Date',
          'Inside address',
          'Salutation',
          'Subject line',
          'Body',
          'Complimentary close',
          'Signature',
          'Enclosure',
        ],
        [
          '英式信函顺序：信头、编号、日期、封内地址、称呼、事由、正文、结尾敬辞、签名、附件。',
          'Letterhead, references, date, inside address, salutation, subject line, body, close, signature, enclosures.',
        ],
      ),
      choice(
        'What is the <bl>inside address</bl>?',
        [
          "The writer's own address at the top",
          'The name and address of the person the letter is sent to',
          'The address printed on the envelope only',
          'The address of the bank',
        ],
        'B',
        [
          '封内地址是收信人的姓名和地址，写在日期之下。',
          "It is the reader's name and address, written below the date.",
        ],
      ),
      matching(
        'Match each part with what it does.',
        [
          ['Subject line', 'tells the reader at once what the letter is about'],
          ['Our ref', "is the writer's file number, to quote in a reply"],
          ['Encl.', 'shows that something is sent with the letter'],
          ['Complimentary close', 'ends the letter politely before the signature'],
        ],
        ['各部分的作用。', 'What each part of the letter is for.'],
      ),
      trueFalse('The letter is written in the block format: every line starts at the left margin.', true, [
        '齐头式：所有行都从左边距开始，是现在最常用的格式。',
        'Block format: every line starts at the left margin, the most common layout today.',
      ]),
      fillBlank(
        'In British style the date is written {{1}} March 2026, and "Dear Mr Baker" is closed with "Yours {{2}}".',
        [
          ['15', '15th'],
          ['sincerely', 'Sincerely'],
        ],
        [
          '英式日期“日 月 年”；知道收信人姓名时用 Yours sincerely。',
          'British dates run day, month, year; a letter to a named reader closes "Yours sincerely".',
        ],
      ),
    ],
  ),
  speaking(
    'words-trade-abbreviations',
    'wordTraining',
    ['单词训练：外贸信函常用缩略语', 'Word training: abbreviations in trade letters'],
    [
      '每个缩略语读出它的完整单词，中文给出缩略语和含义。',
      'For each abbreviation, read aloud the full word it stands for; the Chinese shows the abbreviation and its meaning.',
    ],
    [
      read('word', 'reference', 'Ref. 编号；参考', stress),
      read('word', 'enclosure', 'Encl. 附件', stress),
      read('word', 'attention', 'Attn. 由……收阅', stress),
      read('word', 'quantity', 'Qty 数量', stress),
      read('word', 'invoice', 'Inv. 发票', stress),
      read('word', 'shipment', 'Shpt. 装运', stress),
    ],
  ),
  speaking(
    'paragraphs-letter-body',
    'paragraphsTraining',
    ['段落训练：商务信函的正文段落', 'Paragraph training: the body of a business letter'],
    [
      '朗读一封回复询盘的信函正文：开头、中间和结尾三段。',
      'Read aloud the body of a reply to an enquiry: its opening, middle and closing paragraphs.',
    ],
    [
      read(
        'paragraph',
        'Thank you for your enquiry of 10 March about our bamboo kitchenware. We are pleased to enclose our latest catalogue and price list.',
        '感谢贵方 3 月 10 日关于我方竹制厨具的询盘。随函附上我方最新的目录和价目表。',
        pace,
        20,
      ),
      read(
        'paragraph',
        'All prices are quoted CIF Southampton and are valid until the end of April. Our minimum order is five hundred sets per item, and we can deliver within thirty days of receiving your order.',
        '所有价格均为南安普敦到岸价，有效期至四月底。每款最低订购量为五百套，收到订单后三十天内交货。',
        pace,
        20,
      ),
      read(
        'paragraph',
        'If you have any questions, please do not hesitate to contact us. We look forward to receiving your first order.',
        '如有任何问题，请随时与我们联系。期待收到贵方的首批订单。',
        pace,
        20,
      ),
    ],
  ),
  training(
    'write-salutation-close',
    'writingSkill',
    ['写作：规范的称呼与结尾敬辞', 'Writing: a correct salutation and complimentary close'],
    [
      '称呼与结尾敬辞要配对：知道姓名用 Yours sincerely，不知道用 Yours faithfully。',
      'Salutation and close go in pairs: a named reader gets "Yours sincerely", an unnamed one "Yours faithfully".',
    ],
    [
      text(
        `<bl>Dear Mr Baker,</bl> … <bl>Yours sincerely,</bl>  (you know the name)
<bl>Dear Sir or Madam,</bl> … <bl>Yours faithfully,</bl>  (you do not know the name)
<bl>Dear Ms Zhang,</bl> … <bl>Best regards,</bl>  (an email to someone you already deal with)`,
        '知道姓名：Dear Mr Baker … Yours sincerely；不知道姓名：Dear Sir or Madam … Yours faithfully；与熟悉的客户通邮件：Dear Ms Zhang … Best regards。',
      ),
    ],
    [
      fillBlank(
        'Complete each pair. "Dear Sir or Madam" … "Yours {{1}}". "Dear Mrs Patel" … "Yours {{2}}".',
        [
          ['faithfully', 'Faithfully'],
          ['sincerely', 'Sincerely'],
        ],
        ['不知姓名配 faithfully，知道姓名配 sincerely。', 'Unnamed: faithfully; named: sincerely.'],
      ),
      fillBlank(
        'Write the salutation for a letter to Anna Schmidt, whose marital status you do not know: "Dear {{1}} Schmidt,"',
        [['Ms', 'Ms.']],
        ['不确定婚姻状况时对女士用 Ms。', 'Use Ms when you do not know whether a woman is married.'],
      ),
      writing(
        'Write the opening line, the salutation and the complimentary close of two letters: (1) to the purchasing department of a company whose staff you do not know, (2) to Mr David Green, who sent you an enquiry last week.',
        30,
        '(1) Dear Sir or Madam, … Yours faithfully,  (2) Dear Mr Green, Thank you for your enquiry of 12 May. … Yours sincerely,',
        [
          '评分要点：称呼与结尾配对正确，标点规范，姓氏前称谓正确。',
          'Marked on: matching salutation and close, correct punctuation, the right title before the surname.',
        ],
        20,
      ),
    ],
  ),
  training(
    'read-negotiation-basics',
    'readSkill',
    ['阅读：商务谈判的定义与特点', 'Reading: what business negotiation is and its main features'],
    ['阅读一篇介绍商务谈判的短文，回答问题。', 'Read a short text on business negotiation and answer the questions.'],
    [
      text(
        `<bl>What is business negotiation?</bl>

A business negotiation is a discussion between two or more parties who each want something from the other and who try to reach an agreement that both can accept. A buyer and a seller agreeing on price, a company and a union agreeing on pay, two firms setting up a joint venture: all of these are negotiations.

Business negotiation has four main features. First, it has a clear <re>economic purpose</re>: each side wants to gain value. Second, the parties are <re>interdependent</re>: neither can reach its goal alone, otherwise there would be nothing to negotiate. Third, it is a process of <re>give and take</re>: each side usually makes concessions before agreement is reached. Finally, price is at its centre, but it is never the only issue: delivery, quality, payment terms and after-sales service can all be traded.

A good negotiation ends with an agreement that both sides will carry out and a relationship that both want to continue.`,
        `什么是商务谈判？商务谈判是双方或多方之间的讨论，各方都希望从对方获得某些东西，并努力达成双方都能接受的协议。买卖双方商定价格、公司与工会商定工资、两家企业组建合资公司，都是谈判。商务谈判有四个主要特点：第一，有明确的经济目的，各方都希望获得价值；第二，双方相互依存，任何一方都无法单独实现目标；第三，它是一个有取有予的过程，达成协议前各方通常都要让步；第四，价格是核心，但绝不是唯一的议题，交货、质量、付款条件和售后服务都可以交换。好的谈判以双方都会履行的协议和双方都愿意延续的关系结束。`,
        'Business negotiation',
      ),
    ],
    [
      choice(
        'According to the text, a negotiation happens when the parties…',
        [
          'are competitors who never work together',
          'each need something from the other',
          'have the same goals',
          'want to go to court',
        ],
        'B',
        ['原文：each want something from the other。', 'The text: "who each want something from the other".'],
      ),
      trueFalse('Price is the only issue in a business negotiation.', false, [
        '原文：price is never the only issue。',
        'The text says price "is never the only issue".',
      ]),
      matching(
        'Match each feature with its meaning.',
        [
          ['economic purpose', 'each side wants to gain value'],
          ['interdependence', 'neither side can reach its goal alone'],
          ['give and take', 'both sides make concessions'],
          ['price at the centre', 'price matters most but other terms can be traded'],
        ],
        ['四个特点的含义。', 'The meaning of the four features.'],
      ),
      qa(
        'Besides an agreement, what else should a good negotiation end with?',
        'A relationship that both sides want to continue.',
        ['最后一段。', 'The last paragraph.'],
        10,
      ),
    ],
  ),
  training(
    'hear-negotiation-principles',
    'hearingSkill',
    ['听力：讲座——谈判的基本原则', 'Listening: a talk on the basic principles of negotiation'],
    [
      '听一段关于谈判基本原则的讲座，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a short talk on the basic principles of negotiation. Play it through once before answering; at most 3 plays.',
    ],
    [audio('hearing-negotiation-principles.mp3', 'A lecture on negotiation')],
    [
      choice('How many principles does the speaker give?', ['Two', 'Three', 'Four', 'Five'], 'C', [
        '讲者依次讲了四条原则。',
        'The speaker gives four principles, one after another.',
      ]),
      sequencing(
        'Put the principles in the order the speaker gives them.',
        [
          'Separate the people from the problem',
          'Focus on interests, not positions',
          'Invent options for mutual gain',
          'Insist on objective criteria',
        ],
        ['顺序：对事不对人、关注利益、创造双赢方案、坚持客观标准。', 'People, interests, options, criteria.'],
      ),
      trueFalse('The speaker says a market price is an example of an objective criterion.', true, [
        '原文：a market price, an industry standard or an expert opinion。',
        '"a market price, an industry standard or an expert opinion".',
      ]),
      fillBlank(
        'Before you negotiate, know your {{1}}: what you will do if there is no agreement.',
        [['BATNA', 'best alternative', 'best alternative to a negotiated agreement']],
        ['最后一句讲到 BATNA（谈判协议的最佳替代方案）。', 'The last line: know your BATNA.'],
      ),
    ],
  ),
  speaking(
    'words-negotiation-terms',
    'wordTraining',
    ['单词训练：谈判核心术语', 'Word training: the core terms of negotiation'],
    ['朗读谈判中最常用的术语。', 'Read aloud the terms used most in negotiation.'],
    [
      read('word', 'agenda', '议程', stress),
      read('word', 'concession', '让步', stress),
      read('word', 'compromise', '妥协；折中', stress),
      read('word', 'deadlock', '僵局', stress),
      read('word', 'leverage', '筹码；影响力', stress),
      read('word', 'counter-offer', '还盘', stress),
    ],
  ),
  training(
    'case-win-win-negotiation',
    'caseAnalysis',
    ['案例：一次双赢谈判', 'Case: a win-win negotiation'],
    [
      '阅读案例，分析双方如何都得到了自己需要的东西。',
      'Read the case and analyse how both sides got what they needed.',
    ],
    [
      text(
        `Sunrise Textiles, a towel maker in Ningbo, and Harbour Home, a British retailer, were far apart on price. Harbour Home wanted towels at <bl>3.20 dollars</bl> a piece; Sunrise could not go below <bl>3.60</bl>.

Instead of arguing about the figure, the two sales managers asked why. Harbour Home needed a low price because its warehouse was full in spring and it had to rent extra space. Sunrise needed a higher price because small, frequent orders made its production expensive.

They agreed on <bl>3.35 dollars</bl>, with one large order a year shipped in three parts when Harbour Home had room. Sunrise could plan a long production run and cut its cost; Harbour Home saved its rent. Both sides signed a two-year contract.`,
        '宁波毛巾厂旭日纺织与英国零售商海港家居在价格上分歧很大：海港家居要每条 3.20 美元，旭日最低只能 3.60 美元。双方没有在数字上争执，而是问对方为什么。海港家居需要低价是因为春季仓库满、要另租仓库；旭日需要高价是因为订单小而频繁，生产成本高。最终双方商定 3.35 美元，每年一个大订单，在海港家居有库位时分三批装运。旭日可以安排长周期生产、降低成本，海港家居省下了仓租。双方签订了两年合同。',
      ),
    ],
    [
      choice(
        'Why is this negotiation called win-win?',
        [
          'Harbour Home got its first price',
          'Each side met its real need, not only its first position',
          'Sunrise got its first price',
          'They split the difference exactly',
        ],
        'B',
        ['双方都满足了真实需求（降成本、省仓租）。', 'Each side met its real need: lower costs and no extra rent.'],
      ),
      qa(
        'What question turned the talks from a fight over price into a search for a solution?',
        'Asking why each side needed its price: the interests behind the positions.',
        ['问“为什么”，从立场转向利益。', 'Asking "why" moved the talks from positions to interests.'],
        15,
      ),
      writing(
        'In about 80 words, explain what each side gave and what each side gained, and say what a negotiator can learn from the case.',
        80,
        'Harbour Home paid more than its first figure and accepted one yearly order; Sunrise came down from 3.60 and shipped in three parts. Harbour Home saved warehouse rent, Sunrise saved production cost, and both gained a two-year contract. The lesson: look for the interests behind each price and trade on terms that cost one side little but are worth much to the other.',
        ['评分要点：双方的让步与收获、结论。', 'Marked on: what each side gave and gained, and the lesson drawn.'],
      ),
    ],
  ),
  training(
    'topic-positional-principled',
    'topicDiscuss',
    ['话题讨论：立场式谈判与原则式谈判', 'Topic discussion: positional and principled negotiation'],
    ['阅读两种谈判方式的说明，发表你的看法。', 'Read how the two ways of negotiating work and give your view.'],
    [
      text(
        `<bl>Positional negotiation</bl>: each side takes a position ("3.20 dollars, not a cent more") and defends it, giving ground slowly. It is quick for simple, one-off deals, but it often damages the relationship and can end in deadlock.
<bl>Principled negotiation</bl>: the sides look at the interests behind their positions, invent options together and judge them by objective criteria. It takes more time and trust, but it tends to give better and longer-lasting agreements.`,
        '立场式谈判：各方提出立场并坚守，缓慢让步；对简单的一次性交易很快，但常损害关系，甚至陷入僵局。原则式谈判：双方关注立场背后的利益，共同设计方案，并用客观标准评判；需要更多时间和信任，但往往带来更好、更持久的协议。',
      ),
    ],
    [
      trueFalse('Principled negotiation judges options by objective criteria.', true, [
        '原文：judge them by objective criteria。',
        'The text: "judge them by objective criteria".',
      ]),
      qa(
        'Give one situation in foreign trade where positional negotiation may be enough, and say why.',
        'A one-off purchase of a standard product at a market price, where no long relationship is expected.',
        ['一次性、标准化、无需长期合作的交易。', 'A one-off, standard deal with no long relationship.'],
      ),
      writing(
        'Post your view (at least 100 words): should a young trade clerk learn principled negotiation first, or positional negotiation? Give reasons and an example.',
        100,
        "Principled negotiation first: most of a trade clerk's customers are long-term, and a supplier that squeezes every cent loses repeat orders. For example, asking a buyer why they need a lower price may show that a longer payment term or a different shipment plan solves the problem at less cost. Positional skills still matter for one-off deals, but they are easier to learn later.",
        ['评分要点：观点、理由、例子、结构清晰。', 'Marked on: a position, reasons, an example, clear structure.'],
      ),
    ],
  ),
];
