/**
 * Chapter 4 of Foreign Trade Correspondence, offers: firm and non-firm offers side by side, the
 * words of trade terms and quotations, a quotation sheet translated, and a firm offer written.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  fillBlank,
  matching,
  qa,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { wordDrill } from './speaking-drills';

const stress = [
  '注意单词重音，辅音结尾读完整。',
  'Stress the right syllable and finish the final consonants.',
] as const;

export const CHAPTER_4_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-firm-nonfirm-offers',
    'readSkill',
    ['阅读：实盘与虚盘范文对比', 'Reading: firm and non-firm offers compared'],
    [
      '阅读同一家公司发出的两份报盘，比较实盘与虚盘的区别：是否有有效期、条件是否完整、是否保留最后确认权。',
      'Read two offers from one company and compare them: a firm offer and a non-firm one. Look at the time limit, the completeness of the terms and whether the seller keeps the last word.',
    ],
    [
      text(
        `<bl>Offer A</bl>
Dear Mr Okafor,
Thank you for your enquiry of 3 May. We are pleased to offer you, <re>subject to your reply reaching us by 20 May</re>:
Commodity: Men’s cotton polo shirts, Art. No. PS-220
Quantity: 6,000 pieces (S/M/L/XL in equal parts)
Price: USD 4.35 per piece CIF Lagos
Shipment: in July 2026
Payment: by irrevocable L/C at sight
We trust you will find this offer acceptable.

<bl>Offer B</bl>
Dear Mr Okafor,
Thank you for your enquiry of 3 May. We can supply men’s cotton polo shirts, Art. No. PS-220, at about USD 4.35 per piece CIF Lagos, with shipment in July or August. Please note that this offer is <re>subject to our final confirmation</re> and that prices may change with the cost of cotton.
We look forward to your order.`,
        `报盘 A：尊敬的奥卡福先生，感谢您 5 月 3 日的询盘。我方报盘如下，以贵方回复于 5 月 20 日前到达我方为有效：商品：男式全棉 POLO 衫，货号 PS-220；数量：6000 件（S/M/L/XL 平均搭配）；价格：每件 4.35 美元 CIF 拉各斯；装运：2026 年 7 月；付款：不可撤销即期信用证。相信贵方会接受此报盘。报盘 B：尊敬的奥卡福先生，感谢您 5 月 3 日的询盘。我们可以供应货号 PS-220 的男式全棉 POLO 衫，价格约每件 4.35 美元 CIF 拉各斯，7 月或 8 月装运。请注意本报盘以我方最后确认为准，价格可能随棉花成本变动。期待您的订单。`,
        'Two offers to a buyer in Lagos',
      ),
    ],
    [
      choice('Which offer is firm?', ['Offer A', 'Offer B', 'Both', 'Neither'], 'A', [
        '报盘 A 条件完整明确（品名、数量、价格、装运、付款），并规定了有效期，是实盘。',
        'Offer A states every main term clearly and has a time limit, so it is a firm offer.',
      ]),
      choice(
        'Which words make Offer B a non-firm offer? Choose <bl>two</bl>.',
        ['subject to our final confirmation', 'at about USD 4.35', 'Thank you for your enquiry', 'Art. No. PS-220'],
        'AB',
        [
          '“以我方最后确认为准”保留了最后决定权；“约”使价格不确定。二者都使报盘不构成实盘。',
          '"subject to our final confirmation" keeps the last word for the seller and "about" leaves the price open: both make it non-firm.',
        ],
      ),
      trueFalse('If Mr Okafor accepts Offer A on 18 May, a contract is made.', true, [
        '实盘在有效期内被无条件接受，合同即告成立，卖方不能再改价。',
        'A firm offer accepted without conditions within its time limit makes a contract; the seller cannot change the price.',
      ]),
      matching(
        'Match each term of Offer A with its heading.',
        [
          ['Men’s cotton polo shirts, Art. No. PS-220', 'Commodity'],
          ['6,000 pieces', 'Quantity'],
          ['USD 4.35 per piece CIF Lagos', 'Price'],
          ['by irrevocable L/C at sight', 'Payment'],
        ],
        [
          '实盘的主要交易条件：品名、数量、价格、装运、付款。',
          'The main terms of a firm offer: commodity, quantity, price, shipment, payment.',
        ],
      ),
      qa(
        'Why might the seller prefer to send Offer B when cotton prices are rising?',
        'Because a non-firm offer does not bind the seller: it can change the price or refuse an order if its costs go up before it confirms.',
        [
          '虚盘对发盘人无约束力，原料价格波动时可以保护卖方。',
          'A non-firm offer does not bind the seller, which protects it when raw-material costs move.',
        ],
        10,
      ),
    ],
  ),
  wordDrill(
    'ftc-words-trade-terms-quotations',
    ['单词训练：价格术语与报价用语', 'Word training: trade terms and quotation words'],
    [
      '朗读报价中最常用的词；中文给出词义和它在价格术语或报价单中的用法。',
      'Read aloud the words quotations use most; the Chinese gives the meaning and where each word appears in a trade term or a quotation.',
    ],
    stress,
    [
      ['quotation', '报价；报价单'],
      ['freight', '运费（CFR/CIF 价中包含）'],
      ['insurance', '保险（CIF 中的 I）'],
      ['commission', '佣金（如 CIFC3 含 3% 佣金）'],
      ['discount', '折扣'],
      ['validity', '有效期（报价的有效期限）'],
    ],
  ),
  training(
    'ftc-trans-quotation-sheet',
    'translateSkill',
    ['翻译：一份报价单', 'Translation: a quotation sheet'],
    [
      '先配对报价单中的栏目名称，再翻译报价单的条款和附注。',
      'Match the headings of a quotation sheet first, then translate its terms and notes.',
    ],
    [
      text(
        `<bl>QUOTATION No. HY-Q2605</bl>   Date: 8 May 2026
To: Andes Home S.A., Lima, Peru
Item: Stainless-steel vacuum flask, 500 ml, Art. No. VF-500
Unit price: USD 3.90 per piece FOB Shanghai
Minimum order: 2,000 pieces
Packing: 24 pieces to a carton
Delivery: within 35 days after receipt of the deposit
Payment: 30% T/T in advance, balance against copy of B/L
Validity: this quotation is valid until 31 May 2026.`,
        '',
        'Quotation from Ningbo Huayi Housewares',
      ),
    ],
    [
      matching(
        'Match the headings of the quotation with their Chinese names.',
        [
          ['Unit price', '单价'],
          ['Minimum order', '最低订购量'],
          ['Packing', '包装'],
          ['Delivery', '交货期'],
          ['Validity', '有效期'],
        ],
        ['报价单的标准栏目。', 'The standard headings of a quotation sheet.'],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Unit price: USD 3.90 per piece FOB Shanghai. Packing: 24 pieces to a carton.',
        '单价：每件 3.90 美元，上海船上交货价（FOB 上海）。包装：每箱 24 件。',
        [
          'FOB Shanghai 保留术语并可加注“上海船上交货价”；to a carton 每箱。',
          'Keep "FOB Shanghai" and gloss it; "to a carton" means per carton.',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Payment: 30% T/T in advance, balance against copy of B/L. This quotation is valid until 31 May 2026.',
        '付款：30% 电汇预付，余款凭提单副本支付。本报价有效期至 2026 年 5 月 31 日。',
        [
          'T/T 电汇；balance 余款；against copy of B/L 凭提单副本。',
          '"T/T" is 电汇, "balance" is 余款, "against copy of B/L" is 凭提单副本.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '如订货量超过 5000 件，我方可给予 3% 的折扣。以上价格以我方最后确认为准。',
        'For orders of over 5,000 pieces we can allow a 3% discount. The above prices are subject to our final confirmation.',
        [
          '“给予折扣” allow/grant a discount；“以我方最后确认为准” subject to our final confirmation。',
          '"allow a discount"; "subject to our final confirmation".',
        ],
      ),
      fillBlank(
        'The price "USD 3.90 per piece FOB Shanghai" means the buyer pays the {{1}} and the {{2}} from Shanghai.',
        [
          ['freight', 'ocean freight', 'sea freight'],
          ['insurance', 'marine insurance'],
        ],
        [
          'FOB 价不含运费和保险费，由买方负担。',
          'An FOB price includes neither freight nor insurance; the buyer pays both.',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-firm-offer',
    'writingSkill',
    ['写作：实盘函', 'Writing: a firm offer'],
    [
      '根据客户的询盘和你方的条件写一封实盘函，不少于 120 词：主要条件完整明确，并写明有效期。',
      'Write a firm offer in reply to the buyer’s enquiry, at least 120 words: every main term stated clearly, with a time limit.',
    ],
    [
      text(
        `<bl>The enquiry</bl> (12 June 2026): Mr Ahmed Al-Sayed of <bl>Gulf Office Supplies LLC</bl>, Dubai, asks for your best price CFR Jebel Ali for 3,000 ergonomic office chairs.

<bl>Your terms</bl> (you are Li Na, Sales Manager, Foshan Youjia Furniture Co., Ltd.): Model OC-68, black mesh back, USD 38.50 per set CFR Jebel Ali; 3,000 sets; packed one set to a carton, 530 sets to a 40-foot high-cube container; shipment within 45 days of receipt of the L/C; payment by irrevocable L/C at sight; offer valid until 30 June 2026, your time.`,
        '询盘（2026 年 6 月 12 日）：迪拜海湾办公用品公司的艾哈迈德·赛义德先生询 3000 把人体工学办公椅的杰贝阿里成本加运费最低价。你方条件（你是佛山优家家具销售经理李娜）：OC-68 型，黑色网背，每套 38.50 美元 CFR 杰贝阿里；3000 套；每套一箱，每个 40 英尺高柜装 530 套；收到信用证后 45 天内装运；不可撤销即期信用证；报盘有效期至 2026 年 6 月 30 日（以我方时间为准）。',
      ),
    ],
    [
      fillBlank(
        'Complete the key sentence of a firm offer: "This offer is {{1}} subject to your reply {{2}} us by 30 June 2026, our time."',
        [
          ['firm', 'made'],
          ['reaching', 'received by'],
        ],
        [
          '实盘常用句：This offer is firm subject to your reply reaching us by ...（以贵方答复在某日前到达我方为有效）。',
          'The fixed line: "This offer is firm subject to your reply reaching us by ...".',
        ],
      ),
      choice(
        'Which sentence would turn your firm offer into a non-firm one?',
        [
          'Shipment will be made within 45 days of receipt of your L/C.',
          'This offer is subject to our final confirmation.',
          'The chairs are packed one set to a carton.',
          'Payment is by irrevocable L/C at sight.',
        ],
        'B',
        [
          '“以我方最后确认为准”使报盘失去约束力，写实盘时不能出现。',
          '"subject to our final confirmation" takes away the binding force, so it must not appear in a firm offer.',
        ],
        5,
      ),
      writing(
        'Write the firm offer to Mr Al-Sayed.',
        120,
        `Dear Mr Al-Sayed,

Re: Ergonomic office chairs, Model OC-68

Thank you for your enquiry of 12 June. We are pleased to make you the following firm offer:

Commodity: Ergonomic office chairs, Model OC-68, black mesh back
Quantity: 3,000 sets
Price: USD 38.50 per set CFR Jebel Ali
Packing: one set to a carton, 530 sets to a 40-foot high-cube container
Shipment: within 45 days of receipt of your L/C
Payment: by irrevocable L/C at sight

This offer is firm subject to your reply reaching us by 30 June 2026, our time.

The OC-68 is our best-selling model in the Gulf, and we are sure it will sell well in your market. We look forward to your order.

Yours sincerely,
Li Na
Sales Manager, Foshan Youjia Furniture Co., Ltd.`,
        [
          '评分要点：感谢询盘、五项主要条件完整准确、明确的有效期、无“以我方确认为准”等字样、格式规范。',
          'Marked on: thanks for the enquiry, all main terms stated accurately, a clear time limit, no "subject to confirmation", layout.',
        ],
      ),
    ],
  ),
];
