/**
 * Business Negotiation, chapter 7 (bargaining): a price negotiation to listen to, tactics for
 * offers and counter-offers, the sentences of conditional concessions, and the price terms of a
 * meeting's minutes translated both ways. The chapter's role play (role-play-negotiation) is a
 * shared speaking training.
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
  translation,
  trueFalse,
} from '../../trainings/builders';
import { read, speaking } from '../../trainings/speaking-builders';

const linking = [
  '“if”从句后稍作停顿，条件和数字重读，语气坚定但友好。',
  'Pause after the "if" clause, stress the condition and the figures, and sound firm but friendly.',
] as const;
const s = (en: string, cn: string) => read('sentence', en, cn, linking);

export const BN_CHAPTER_7: TTrainingSeed[] = [
  training(
    'bn-hear-price-negotiation',
    'hearingSkill',
    ['听力：一段价格谈判对话', 'Listening: a price negotiation'],
    [
      '听海天电器与 Nordhaus 就空气炸锅价格讨价还价，记下每一轮报价，最多播放 3 次。',
      'Listen to Haitian and Nordhaus bargaining over the price of the air fryer; note every offer. At most 3 plays.',
    ],
    [audio('bn-hear-price-negotiation.mp3', 'Bargaining over the air fryer')],
    [
      sequencing(
        'Put the prices in the order they are offered.',
        [
          'USD 26.20 (Haitian)',
          'USD 22.00 (Nordhaus)',
          'USD 25.00 (Haitian)',
          'USD 23.50 (Nordhaus)',
          'USD 24.10 (Haitian)',
        ],
        ['卖方让步幅度递减：1.20、0.90。', "The seller's steps get smaller: 1.20, then 0.90."],
      ),
      choice(
        'What does Haitian ask for in return for USD 24.10?',
        ['Payment by letter of credit', 'An order of 40,000 units', 'A longer delivery time', 'A three-year contract'],
        'B',
        ['原文：if you order forty thousand units。', '"if you order forty thousand units".'],
      ),
      trueFalse("Haitian accepts the buyer's proposal to meet in the middle at 23.50.", false, [
        '海天拒绝折中，而是用有条件让步报出 24.10。',
        'Haitian refuses to split the difference and makes a conditional offer of 24.10 instead.',
      ]),
      fillBlank(
        'Nordhaus finally accepts if Haitian also gives free spare parts for {{1}} years.',
        [['five', '5']],
        ['最后一轮：加上五年免费备件。', 'The last round: free spare parts for five years.'],
      ),
      qa(
        'Why does Chen Hao make each concession smaller than the one before?',
        'To show that he is close to his limit, so the buyer stops expecting large further cuts.',
        ['递减让步传递“接近底线”的信号。', 'Smaller and smaller steps signal that the limit is near.'],
        10,
      ),
    ],
  ),
  training(
    'bn-read-offer-tactics',
    'readSkill',
    ['阅读：报价与还价策略', 'Reading: tactics for offers and counter-offers'],
    [
      '阅读报价与还价的常用策略，回答问题。',
      'Read about common tactics for offers and counter-offers and answer the questions.',
    ],
    [
      text(
        `<bl>Offers and counter-offers: six tactics</bl>

<bl>1 Anchor.</bl> The first figure on the table pulls the talks towards it. Sellers open high and buyers open low, but the figure must be one you can <re>justify</re>; an absurd offer destroys trust.

<bl>2 Justify every number.</bl> "Our price is 26.20 because the air fryer has a German safety certificate and a two-year warranty" is stronger than "Our price is 26.20".

<bl>3 Never concede without a condition.</bl> Use "If you…, then we…": "If you order 40,000 units, we can offer 24.10." A free concession only teaches the other side to ask for more.

<bl>4 Make smaller and smaller concessions.</bl> Steps of 1.20, 0.90, 0.40 tell the buyer you are reaching your limit. Equal steps invite another request.

<bl>5 Do not split the difference too soon.</bl> Meeting halfway sounds fair, but it rewards the side that opened further away.

<bl>6 Trade what is cheap for you and valuable for them.</bl> Spare parts, a second colour or faster samples may cost the seller little and be worth a lot to the buyer.

Finally, write down every offer. Misunderstandings about "what was said" are a common cause of broken deals.`,
        '报价与还价：六种策略。1 锚定：桌上的第一个数字会把谈判拉向它。卖方开价高，买方开价低，但数字必须站得住脚，荒谬的报价会破坏信任。2 为每个数字说明理由：“我们的价格是 26.20，因为这款空气炸锅有德国安全认证和两年保修”比“我们的价格是 26.20”更有力。3 绝不无条件让步：用“如果你们……我们就……”：“如果贵方订 4 万台，我们可以报 24.10。”免费的让步只会让对方要得更多。4 让步幅度递减：1.20、0.90、0.40 的步子告诉买方你已接近底线，等幅让步则会招来下一次要求。5 不要过早折中：各让一半听起来公平，却奖励了开价更离谱的一方。6 用对你成本低、对对方价值高的东西交换：备件、第二种颜色或更快的样品，对卖方成本可能很低，对买方却很有价值。最后，把每一次报价记录下来。对“说过什么”的误解是交易破裂的常见原因。',
        'Bargaining tactics',
      ),
    ],
    [
      matching(
        'Match each line with the tactic it uses.',
        [
          ['"If you pay 30% in advance, we can take off two per cent."', 'a conditional concession'],
          ['"Our price reflects the German certificate and the two-year warranty."', 'justifying a number'],
          ['"We can add a second colour at no extra cost."', 'trading something cheap for us and valuable for them'],
          ['"We can move from 25.00 to 24.60, and that really is our limit."', 'a smaller concession'],
        ],
        ['识别策略。', 'Recognise each tactic.'],
      ),
      trueFalse('According to the text, splitting the difference early is fair to both sides.', false, [
        '第 5 条：过早折中奖励了开价更离谱的一方。',
        'Tactic 5: it rewards the side that opened further away.',
      ]),
      choice(
        'Why should concessions get smaller?',
        [
          'To save time',
          'To show the other side that you are near your limit',
          'Because the buyer asks for it',
          'To make the talks longer',
        ],
        'B',
        ['第 4 条。', 'Tactic 4.'],
      ),
      fillBlank(
        'Complete the conditional offer: "{{1}} you order 40,000 units, we {{2}} offer USD 24.10."',
        [
          ['If', 'if'],
          ['can', 'will', 'could'],
        ],
        ['If you…, (then) we can…', '"If you…, we can…"'],
      ),
      qa(
        'The buyer opens at USD 15 for an air fryer that costs you USD 21 to make. What do you say?',
        "Do not counter at once or split the difference; politely explain that the figure is far below the cost of a certified product, justify your own price and ask what the buyer's offer is based on.",
        [
          '面对离谱的锚定报价，不要急于还价，应说明理由并追问依据。',
          'Do not answer an absurd anchor with a counter-offer: justify your price and ask what theirs is based on.',
        ],
        15,
      ),
    ],
  ),
  speaking(
    'bn-sentences-conditional-concessions',
    'sentenceTraining',
    ['句子训练：报价、还价与有条件让步', 'Sentence training: offers, counter-offers and conditional concessions'],
    [
      '跟读报价、还价和有条件让步的句子。',
      'Repeat the sentences that make offers, counter-offers and conditional concessions.',
    ],
    [
      s(
        'Our price for the air fryer is twenty-six dollars twenty, FOB Ningbo.',
        '我们空气炸锅的价格是宁波离岸价二十六点二美元。',
      ),
      s('I am afraid that is well above what we pay at the moment.', '恐怕这比我们目前的采购价高出不少。'),
      s(
        'We could come down to twenty-five dollars if you order forty thousand units.',
        '如果贵方订购四万台，我们可以降到二十五美元。',
      ),
      s(
        'We would accept that price, provided that delivery is within forty-five days.',
        '只要在四十五天内交货，我们就接受这个价格。',
      ),
      s(
        'If you pay thirty per cent in advance, we can add free spare parts for five years.',
        '如果贵方预付百分之三十，我们可以加送五年免费备件。',
      ),
      s(
        'That is as far as we can go on price, but we are flexible on packing.',
        '价格上我们只能到此为止，但包装方面我们可以灵活处理。',
      ),
    ],
  ),
  training(
    'bn-trans-price-terms',
    'translateSkill',
    ['翻译：谈判纪要中的价格条款', 'Translation: the price terms in the minutes of a meeting'],
    [
      '先配对术语，再翻译谈判纪要中的价格条款。',
      'Match the terms, then translate the price terms from the minutes of the talks.',
    ],
    [
      text(
        `<bl>Minutes of the meeting between Ningbo Haitian Appliances and Nordhaus Haushaltswaren, 14 April 2026 (extract)</bl>

3. Price and payment
3.1 The unit price of the air fryer model HT-AF55 is USD 24.10, FOB Ningbo, for a total quantity of 40,000 units in the contract year.
3.2 The price is fixed for twelve months. Either party may ask to review it if the price of copper changes by more than 10%.
3.3 Payment: 60 days after the date of the bill of lading, by T/T.`,
        '',
      ),
    ],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['unit price', '单价'],
          ['FOB Ningbo', '宁波船上交货价'],
          ['bill of lading', '提单'],
          ['price review', '价格调整（复议）'],
          ['by T/T', '以电汇方式'],
        ],
        ['价格条款常用术语。', 'Common terms of price clauses.'],
        15,
      ),
      translation(
        'Translate clause 3.1 into Chinese.',
        'en-cn',
        'The unit price of the air fryer model HT-AF55 is USD 24.10, FOB Ningbo, for a total quantity of 40,000 units in the contract year.',
        'HT-AF55 型空气炸锅单价为每台 24.10 美元，宁波船上交货价，合同年度总数量为 40,000 台。',
        [
          '型号、价格术语和数量要准确；FOB 可保留或译为船上交货价。',
          'Keep the model, the trade term and the quantity exact.',
        ],
      ),
      translation(
        'Translate clauses 3.2 and 3.3 into Chinese.',
        'en-cn',
        'The price is fixed for twelve months. Either party may ask to review it if the price of copper changes by more than 10%. Payment: 60 days after the date of the bill of lading, by T/T.',
        '该价格十二个月内固定不变。如铜价变动超过 10%，任何一方均可要求调整价格。付款方式：提单日后 60 天以电汇支付。',
        [
          'either party 任何一方；review 此处指调整价格；60 days after the date of B/L 提单日后 60 天。',
          '"Either party" is 任何一方; "60 days after the date of the bill of lading" is 提单日后 60 天.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '若买方在合同年度内订购超过 50,000 台，卖方同意对超出部分给予 3% 的数量折扣。',
        'If the buyer orders more than 50,000 units in the contract year, the seller agrees to give a quantity discount of 3% on the units above that number.',
        [
          '数量折扣 quantity discount；超出部分 the units above that number / the excess quantity。',
          '"数量折扣" is a quantity discount; "超出部分" is the units above that number.',
        ],
      ),
      fillBlank(
        'Complete the translation: 价格有效期至 2026 年 6 月 30 日 → The price is {{1}} until 30 June 2026.',
        [['valid', 'good']],
        ['有效 valid。', '"有效" is "valid".'],
      ),
    ],
  ),
];
