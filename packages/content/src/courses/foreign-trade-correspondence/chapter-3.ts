/**
 * Chapter 3 of Foreign Trade Correspondence, enquiries: a buyer asking for prices on the phone,
 * the sentences that ask about price and delivery, and a first enquiry letter. (The enquiry read
 * and the reply to an enquiry are shared trainings: read-enquiry-email, write-reply-enquiry.)
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  dictation,
  fillBlank,
  jumbled,
  qa,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { sentenceDrill } from './speaking-drills';

const linking = [
  '疑问句注意语调：一般疑问句句末上扬，特殊疑问句句末下降。',
  'Mind the tune of questions: yes/no questions rise at the end, wh- questions fall.',
] as const;

export const CHAPTER_3_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-hear-price-enquiry-call',
    'hearingSkill',
    ['听力：客户电话询价', 'Listening: a customer asks for prices by phone'],
    [
      '听一位波兰买家打电话向宁波电器厂询价，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a Polish buyer phoning a Ningbo appliance maker for prices. Play it through once before answering; at most 3 plays.',
    ],
    [audio('ftc-hear-price-enquiry-call.mp3', 'Domex calls Ningbo Homeway')],
    [
      fillBlank(
        'Model K18 costs {{1}} dollars per unit FOB Ningbo. The minimum order is {{2}} units.',
        [
          ['11.80', '11.8', 'eleven eighty', 'eleven dollars eighty'],
          ['1,000', '1000', 'one thousand'],
        ],
        [
          '陈静报价每台 11.80 美元（FOB 宁波），最低订购量一千台。',
          'Chen Jing quotes 11.80 dollars FOB Ningbo; the minimum order is one thousand units.',
        ],
      ),
      choice('What discount does Chen Jing offer for 2,000 units?', ['No discount', '3%', '5%', '30%'], 'B', [
        '"we can offer three percent"；百分之三十是电汇定金的比例，不是折扣。',
        '"we can offer three percent"; thirty percent is the deposit, not a discount.',
      ]),
      choice(
        'What are the terms of payment?',
        [
          'The whole amount by L/C at sight',
          '30% by T/T in advance, the balance against a copy of the B/L',
          'Cash on delivery',
          'The balance 30 days after arrival',
        ],
        'B',
        [
          '电汇预付 30%，余款凭提单副本支付，是小额订单常见的付款方式。',
          'Thirty percent by T/T in advance and the balance against the copy of the bill of lading, common for smaller orders.',
        ],
      ),
      trueFalse('Delivery is within forty days of the order date.', false, [
        '交货期从收到定金起算：within forty days of receiving your deposit。',
        'The forty days run from receipt of the deposit, not from the order date.',
      ]),
      qa(
        'What two things does Piotr ask Chen Jing to do at the end of the call?',
        'Put the offer in an email and send him one sample by express.',
        [
          '电话谈妥的条件要用书面确认，这正是下一步报价函的任务。',
          'Terms agreed on the phone are confirmed in writing: that is the job of the quotation email that follows.',
        ],
        10,
      ),
      dictation('Listen and write the sentence you hear.', 'ftc-dictation-quotation-valid.mp3', [
        'valid for thirty days 三十天内有效，报价必须写明有效期。',
        '"valid for thirty days from today": every quotation states how long it holds.',
      ]),
    ],
    LISTENING_RULES,
  ),
  sentenceDrill(
    'ftc-sentences-price-delivery',
    ['句子训练：询问价格与交货期', 'Sentence training: asking about prices and delivery'],
    [
      '跟读询盘中询问价格、折扣、起订量和交货期的句子。',
      'Repeat the sentences an enquiry uses to ask about price, discounts, minimum order and delivery.',
    ],
    linking,
    [
      ['Please quote us your lowest price CIF Hamburg for five hundred units.', '请报五百台的汉堡到岸最低价。'],
      ['Could you tell us whether you allow a discount for large orders?', '能否告知大批订购是否有折扣？'],
      ['What is your minimum order quantity for each colour?', '每种颜色的最低订购量是多少？'],
      ['How soon can you deliver if we place an order this month?', '如果我们本月下单，你们多快能交货？'],
      [
        'Please also state your terms of payment and the earliest date of shipment.',
        '请同时说明付款条件和最早装运日期。',
      ],
    ],
  ),
  training(
    'ftc-write-first-enquiry',
    'writingSkill',
    ['写作：首次询盘函', 'Writing: a first enquiry letter'],
    [
      '作为买方，根据给出的情况给一家从未合作过的供应商写首次询盘，不少于 100 词。',
      'As the buyer, write a first enquiry to a supplier you have never dealt with, from the facts given; at least 100 words.',
    ],
    [
      text(
        `You are <bl>Sophie Martin</bl>, buyer at <bl>Maison Claire SARL</bl>, a chain of 35 home-goods shops in France.

At the Canton Fair (15–19 April 2026) you saw the linen tablecloths of <bl>Shaoxing Yarun Textiles Co., Ltd.</bl> (contact: Ms Zhou Yan, Sales Manager). You want to know: the price CIF Le Havre for 1,000 tablecloths of Art. No. LT-140 (140 × 180 cm) in white and grey; their discount for larger orders; the earliest shipment; the payment terms. You also want two samples of each colour. Your Christmas sale starts on 1 November.`,
        '你是法国 Maison Claire 公司的买手苏菲·马丁，公司有 35 家家居用品店。你在 2026 年 4 月 15–19 日的广交会上看到绍兴雅润纺织的亚麻桌布（联系人销售经理周燕女士）。你想了解：LT-140 号（140×180 厘米）白色和灰色桌布 1000 条的勒阿弗尔到岸价、大批量折扣、最早装运期和付款条件；另要每种颜色两件样品。你们的圣诞促销 11 月 1 日开始。',
      ),
    ],
    [
      jumbled(
        'Warm-up: put the words in order to make the opening sentence.',
        'We saw your linen tablecloths at the Canton Fair last week.',
        [
          '首次询盘先说明从何处得知对方产品。',
          'A first enquiry begins by saying where you came across the supplier’s goods.',
        ],
      ),
      fillBlank(
        'Complete the request: "Please {{1}} us your best price CIF Le Havre and {{2}} the earliest date of shipment."',
        [
          ['quote', 'give'],
          ['state', 'tell us', 'let us know'],
        ],
        [
          'quote sb a price 向某人报价；state 说明，是询盘中的正式用词。',
          '"quote us a price" and "state" are the formal verbs of an enquiry.',
        ],
      ),
      writing(
        'Write the enquiry email to Ms Zhou Yan, with a subject line.',
        100,
        `Subject: Enquiry for linen tablecloths LT-140

Dear Ms Zhou,

We saw your linen tablecloths at the Canton Fair last week and were impressed by their quality. Maison Claire runs 35 home-goods shops in France.

Please quote us your best price CIF Le Havre for 1,000 tablecloths of Art. No. LT-140 (140 × 180 cm), in white and grey. We would also like to know what discount you allow for larger orders, your terms of payment and your earliest date of shipment, as our Christmas sale starts on 1 November.

Could you also send us two samples of each colour?

We look forward to your early reply.

Yours sincerely,
Sophie Martin
Buyer, Maison Claire SARL`,
        [
          '评分要点：说明信息来源与公司、询问项目完整具体（品名货号、数量、价格术语、折扣、交期、付款）、请求样品、语气礼貌。',
          'Marked on: source and company, specific questions (item and number, quantity, trade term, discount, delivery, payment), the sample request, polite tone.',
        ],
      ),
    ],
  ),
];
