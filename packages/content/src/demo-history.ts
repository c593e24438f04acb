/**
 * The words of the history class's past (DEMO_HISTORY_CLASS, apps/server/src/seed/seed-history.ts):
 * the teacher's comments on written answers, the slips learners of business English really make,
 * and the class's three teaching tasks with the sentences students' answers are made of. Written
 * here, beside the rest of the demo's content, so the seed holds only the rules that use them.
 */

/** Score bands of a teacher's comment: a share of the full mark from 0.85, 0.7, 0.5, below. */
export type TCommentBand = 'excellent' | 'good' | 'fair' | 'weak';

export function commentBand(share: number): TCommentBand {
  if (share >= 0.85) return 'excellent';
  if (share >= 0.7) return 'good';
  if (share >= 0.5) return 'fair';
  return 'weak';
}

/** What the teacher writes under a written answer in a training, by the answer's type and band. */
export const TRAINING_ANSWER_COMMENTS: Record<'writing' | 'translation' | 'qa', Record<TCommentBand, string[]>> = {
  writing: {
    excellent: [
      '结构完整，语气得体，称呼与结尾敬辞搭配正确。',
      '信息齐全、层次清楚，是一封可以直接发出的商务信函。',
      '开头说明来意，结尾提出行动请求，格式规范。',
    ],
    good: [
      '整体通顺，格式正确；结尾可以更明确地请对方采取行动。',
      '要点基本齐全，个别句子可以更简洁。',
      '语气礼貌，段落清楚；注意补充具体数据（数量、价格、交货期）。',
    ],
    fair: [
      '内容偏少，缺少部分要点；请对照范文补充公司介绍和行动请求。',
      '能写出主要意思，但结构不够完整，结尾缺少礼貌用语。',
      '句子基本正确，但信息不全，字数未达到要求。',
    ],
    weak: ['篇幅太短，只写了开头；一封信需要来意、正文和礼貌的结尾。', '要点大部分缺失，请重读范文后重写。'],
  },
  translation: {
    excellent: ['译文准确、通顺，术语使用规范。', '意思完整，表达自然，符合外贸信函习惯。'],
    good: ['意思准确，个别词语可以更符合商务信函的表达习惯。', '基本准确，语序可以再调整得更自然。'],
    fair: ['译出了主要意思，但漏译了后半句。', '部分信息缺失，请对照原文逐句检查。'],
    weak: ['大部分意思没有译出，请参考译文重新翻译。', '漏译严重，只译出了开头部分。'],
  },
  qa: {
    excellent: ['回答正确，一句话说清了原因。', '要点准确、完整。'],
    good: ['回答基本正确，可以再具体一些。', '要点正确，表达可以更简洁。'],
    fair: ['只答出了一个要点，请回到原文找另一个。', '方向正确，但不完整。'],
    weak: ['没有答到要点，请重读原文相关段落。', '回答不完整，请结合原文再想一想。'],
  },
};

/**
 * Slips learners of business English make (the correct phrase, the slip, the teacher's note): a
 * weaker answer carries one or two of those its text gives room for.
 */
export const LEARNER_SLIPS: readonly { right: string; slip: string; note: string }[] = [
  {
    right: 'look forward to hearing',
    slip: 'look forward to hear',
    note: 'look forward to 后接动名词：look forward to hearing from you。',
  },
  { right: 'information', slip: 'informations', note: 'information 是不可数名词，没有复数。' },
  { right: 'please let us know', slip: 'please let us to know', note: 'let 后接不带 to 的不定式：let us know。' },
  { right: 'Please let us know', slip: 'Please let us to know', note: 'let 后接不带 to 的不定式：let us know。' },
  { right: 'Yours sincerely', slip: 'Your sincerely', note: '结尾敬辞是 Yours sincerely，不是 Your。' },
  { right: 'Yours faithfully', slip: 'Your faithfully', note: '结尾敬辞是 Yours faithfully，不是 Your。' },
  { right: 'We are pleased to', slip: 'We are pleasure to', note: 'be pleased to do，pleasure 是名词。' },
  { right: 'our products are', slip: 'our product are', note: '注意主谓一致：our products are。' },
  { right: 'an order', slip: 'a order', note: '元音音素前用 an：an order。' },
  { right: 'we will send you', slip: 'we will sent you', note: 'will 后接动词原形：will send。' },
  { right: 'the Canton Fair', slip: 'Canton Fair', note: '注意冠词：the Canton Fair。' },
  {
    right: 'Thank you for your enquiry',
    slip: 'Thanks for your enquire',
    note: 'enquiry 是名词，enquire 是动词；正式信函用 Thank you。',
  },
];

/** A task's answer, sentence by sentence: each part offers a strong, a fair and a weak version ('' leaves it out). */
export type TTaskAnswerPart = { strong: string[]; fair: string[]; weak: string[] };

export type TDemoHistoryTask = {
  title: string;
  taskType: 'writing' | 'report' | 'practice';
  /** The task as the teacher wrote it (rich text). */
  background: string;
  fullMark: number;
  publishedDaysAgo: number;
  /** Negative: the deadline is still ahead. */
  deadlineDaysAgo: number;
  /** Share of the class that submitted, and of those the share the teacher has rated so far. */
  submittedShare: number;
  ratedShare: number;
  parts: TTaskAnswerPart[];
  /** How the parts join: a letter's paragraphs, or a report's numbered answers. */
  joiner: string;
  comments: Record<TCommentBand, string[]>;
};

export const DEMO_HISTORY_TASKS: readonly TDemoHistoryTask[] = [
  {
    title: '写作任务：给澳大利亚进口商的建交函',
    taskType: 'writing',
    background:
      '<p>你是浙江恒达竹制品有限公司（Zhejiang Hengda Bamboo Products Co., Ltd.）的外贸业务员。公司成立于 2006 年，生产竹制砧板、托盘和餐具套装，年产 400 万件，出口 18 个国家，原料通过 FSC 认证。</p>' +
      '<p>你通过澳中商会得知悉尼的家居用品进口商 Harbour Home Pty Ltd 正在寻找厨房用品供应商。请给采购经理 Ms Karen Hughes 写一封建交函（120–150 词）：说明信息来源、介绍公司和产品、随函附上目录，并表示可以提供样品。</p>',
    fullMark: 100,
    publishedDaysAgo: 62,
    deadlineDaysAgo: 55,
    submittedShare: 0.93,
    ratedShare: 1,
    joiner: '\n\n',
    parts: [
      {
        strong: ['Dear Ms Hughes,'],
        fair: ['Dear Ms Hughes,'],
        weak: ['Dear Karen Hughes,', 'Dear Ms Hughes,', 'Dear Sir,'],
      },
      {
        strong: [
          'We have obtained your name and address from the Australia-China Chamber of Commerce, which tells us that you import homeware.',
          'Your name has been passed to us by the Australia-China Chamber of Commerce, and we understand that you are in the market for kitchenware.',
        ],
        fair: [
          'We learned from the Australia-China Chamber of Commerce that Harbour Home is a homeware importer in Sydney.',
          'Through the Australia-China Chamber of Commerce we know that you are interested in bamboo products.',
        ],
        weak: [
          'We get your name from the Australia-China Chamber of Commerce.',
          'We know your company from the Australia-China Chamber of Commerce.',
          'The Australia-China Chamber of Commerce give us your name.',
        ],
      },
      {
        strong: [
          'Zhejiang Hengda Bamboo Products was founded in 2006 and makes bamboo kitchenware: cutting boards, serving trays and utensil sets. We produce four million pieces a year and export to eighteen countries, so we can handle large orders and deliver on time.',
          'Established in 2006, Zhejiang Hengda is a manufacturer of bamboo kitchenware with an annual output of four million pieces. All our bamboo is FSC-certified, and our products meet the food-contact standards of Australia and the EU.',
        ],
        fair: [
          'Our company was set up in 2006. We make cutting boards, trays and other bamboo products and sell them to eighteen countries.',
          'We are a bamboo kitchenware factory founded in 2006, and our products are sold to many countries.',
        ],
        weak: [
          'Our company make bamboo products since 2006.',
          'We are a factory of bamboo kitchenware, we sell to 18 countries.',
          'Hengda is a big company and our products are very good quality.',
        ],
      },
      {
        strong: [
          'We are writing in the hope of establishing business relations with you, and we enclose our latest catalogue and price list.',
          'To give you a general idea of our products, we enclose our latest catalogue.',
        ],
        fair: ['We want to establish business relations with you. Our catalogue is attached.'],
        weak: ['', 'We send you our catalogue.'],
      },
      {
        strong: [
          'If any of the items interest you, please let us know, and we will be glad to send you free samples.',
          'Samples can be sent on request, and we will quote our best prices as soon as we receive your specific enquiry.',
        ],
        fair: ['Please tell us which items you like and we can send samples.'],
        weak: ['', 'If you need samples please tell us.'],
      },
      {
        strong: [
          'We look forward to hearing from you soon.\n\nYours sincerely,\n\nSales Department\nZhejiang Hengda Bamboo Products Co., Ltd.',
        ],
        fair: ['We look forward to your reply.\n\nYours sincerely,\n\nSales Department'],
        weak: [
          'Hope to hear from you.\n\nBest wishes',
          'Waiting for your reply.\n\nYours faithfully',
          'Looking forward your reply.\n\nSales Department',
        ],
      },
    ],
    comments: {
      excellent: [
        '来源、公司介绍、目录和样品都写到了，语气得体，是一封合格的建交函。',
        '结构清楚，用语规范；FSC 认证和年产量的信息很有说服力。',
      ],
      good: [
        '要点齐全，表达基本正确；公司介绍可以加入具体数据，更有说服力。',
        '格式正确；结尾的行动请求可以更明确，例如提出寄送样品。',
      ],
      fair: [
        '缺少随函附目录或提供样品的内容；称呼和结尾敬辞请对照课上讲的规则。',
        '意思基本清楚，但句子较口语化，字数不足 120 词。',
      ],
      weak: [
        '篇幅太短，缺少建交函的主要部分；注意时态和主谓一致。',
        '结尾敬辞与称呼不匹配，请复习 Dear Ms … / Yours sincerely 的搭配后重写。',
      ],
    },
  },
  {
    title: '分析报告：一封询盘的要点与回复思路',
    taskType: 'report',
    background:
      '<p>阅读下面的询盘，用英文写一份简短分析（约 100 词），回答三个问题：1. 买方想知道什么？2. 回复时你会给出哪些信息？3. 这封信的语气如何，回复时要注意什么？</p>' +
      '<blockquote><p>Dear Sir or Madam,</p><p>We saw your folding camping chairs at the Canton Fair and are interested in Model FC-30. Please quote your best price CIF Gothenburg for 3,000 pieces and tell us your minimum order and the earliest date of delivery. As we are comparing several suppliers, we would appreciate a reply within the week.</p><p>Yours faithfully,<br>Erik Lindqvist<br>Purchasing Manager, Lindqvist Outdoor AB</p></blockquote>',
    fullMark: 100,
    publishedDaysAgo: 33,
    deadlineDaysAgo: 24,
    submittedShare: 0.87,
    ratedShare: 0.92,
    joiner: '\n',
    parts: [
      {
        strong: [
          '1. Lindqvist Outdoor wants our best price CIF Gothenburg for 3,000 folding chairs of Model FC-30, our minimum order and the earliest delivery date.',
          '1. The buyer asks for three things: the price CIF Gothenburg for 3,000 pieces of FC-30, the minimum order quantity and the earliest date of delivery.',
        ],
        fair: ['1. The buyer wants to know the price of the chairs and when we can deliver them.'],
        weak: [
          '1. The buyer wants price.',
          '1. They want to know price and delivery.',
          '1. Lindqvist want to buy chairs.',
        ],
      },
      {
        strong: [
          '2. In the reply I would thank them for the enquiry, quote the price per piece CIF Gothenburg, state that the minimum order is 500 pieces, offer delivery within 30 days of receiving the L/C and attach the catalogue.',
          '2. I would give the unit price CIF Gothenburg, the minimum order, the delivery time and the terms of payment, and I would offer to send a sample chair.',
        ],
        fair: ['2. I will tell them our price and the delivery time, and send the catalogue.'],
        weak: ['2. Price and delivery.', '', '2. I will tell the price.'],
      },
      {
        strong: [
          '3. The tone is polite and direct. The buyer is comparing several suppliers, so we should reply within 24 hours and make our offer clear and complete.',
          '3. The letter is formal and short. Because other suppliers are also quoting, a quick and complete reply gives us the best chance.',
        ],
        fair: ['3. The tone is polite. We should answer quickly.'],
        weak: ['', '3. Polite.', '3. The tone is good.'],
      },
    ],
    comments: {
      excellent: ['三个问题都答得完整准确，注意到了买方在比较供应商这一点。', '分析到位，回复思路具体可行。'],
      good: ['要点基本齐全；第 2 题可以补充付款方式或样品。', '分析正确，语言可以更简洁。'],
      fair: ['只答出了部分要点，漏掉了最低订货量。', '第 3 题分析不够，请注意信中 "within the week" 的含义。'],
      weak: ['回答过于简单，没有用完整的句子。', '三个问题只答了一部分，请重读询盘后补充。'],
    },
  },
  {
    title: '练习：回复 Maison Claire 的询盘并报实盘',
    taskType: 'practice',
    background:
      '<p>法国 Maison Claire 公司的买手苏菲·马丁女士（Ms Sophie Martin）询购 1,000 条亚麻桌布（货号 LT-140，140 × 180 cm，白色和灰色），见实训“首次询盘函”。请以绍兴雅润纺织销售经理周燕（Ms Zhou Yan）的身份回复，报一个实盘：每条 9.60 美元 CIF 勒阿弗尔，9 月装运，不可撤销即期信用证付款，有效期 7 天。</p>',
    fullMark: 50,
    publishedDaysAgo: 6,
    deadlineDaysAgo: -3,
    submittedShare: 0.6,
    ratedShare: 0.5,
    joiner: '\n\n',
    parts: [
      {
        strong: ['Dear Ms Martin,'],
        fair: ['Dear Ms Martin,'],
        weak: ['Dear Ms Martin,', 'Dear Sir,', 'Dear Sophie,'],
      },
      {
        strong: [
          'Thank you for your enquiry of last week for our linen tablecloths, Art. No. LT-140.',
          'Thank you for your interest in our linen tablecloths, Art. No. LT-140.',
        ],
        fair: ['Thank you for your enquiry about our tablecloths.'],
        weak: ['Thank you for your enquiry.', 'We received your enquiry.', 'Thanks for your email.'],
      },
      {
        strong: [
          'We are pleased to make you a firm offer for 1,000 linen tablecloths, 140 × 180 cm, in white and grey, at USD 9.60 per piece CIF Le Havre, for shipment in September. Payment is to be made by irrevocable L/C at sight.',
          'We are pleased to offer 1,000 pieces of LT-140 (140 × 180 cm, white and grey) at USD 9.60 per piece CIF Le Havre. Shipment will be made in September, and payment is by irrevocable L/C at sight.',
        ],
        fair: ['We offer 1,000 tablecloths at USD 9.60 each CIF Le Havre, shipment in September, payment by L/C.'],
        weak: ['Our price is USD 9.60.', 'We can offer USD 9.60 per piece.', 'The price is USD 9.60 CIF.'],
      },
      {
        strong: [
          'This offer is firm for seven days from today.',
          'This offer is firm, subject to your reply reaching us within seven days.',
        ],
        fair: ['The offer is valid for one week.'],
        weak: ['', 'Please reply soon.'],
      },
      {
        strong: [
          'We trust you will find our price competitive and look forward to your order.\n\nYours sincerely,\n\nZhou Yan',
        ],
        fair: ['We look forward to your order.\n\nYours sincerely,\n\nZhou Yan'],
        weak: ['Waiting for your order.\n\nZhou Yan', 'Hope you order soon.\n\nZhou Yan', 'Best regards,\nZhou Yan'],
      },
    ],
    comments: {
      excellent: ['品名、数量、价格、装运、付款和有效期六项齐全，是一个完整的实盘。', '实盘要素完整，语言规范。'],
      good: ['要素基本齐全；价格术语写全 CIF Le Havre 更规范。', '写得不错，结尾可以表达期待订单。'],
      fair: ['缺少有效期，这样就不是实盘了。', '付款方式写得不完整：irrevocable L/C at sight。'],
      weak: ['只写了价格，实盘必须写明主要交易条件和有效期。'],
    },
  },
];
