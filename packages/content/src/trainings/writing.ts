/** Writing skills (writingSkill): business emails and letters graded by the teacher, with warm-ups. */
import type { TTrainingSeed } from '@lingua/contracts';
import { fillBlank, jumbled, text, training, writing } from './builders';

export const WRITING_TRAININGS: TTrainingSeed[] = [
  training(
    'write-reply-enquiry',
    'writingSkill',
    ['写作：回复询盘', 'Writing: reply to an enquiry'],
    [
      '根据背景信息回复客户询盘，不少于 120 词。',
      'Reply to the customer’s enquiry using the facts given; at least 120 words.',
    ],
    [
      text(
        `You are <bl>Zhang Wei</bl>, sales manager at Hangzhou GreenBamboo Co. Tom Baker of GreenNest Ltd (UK) has asked for your catalogue, CIF Southampton prices, minimum order, delivery time and payment terms.

Facts: cutting boards USD 4.20 per set, serving spoons USD 2.80 per set, CIF Southampton; minimum order 500 sets per item; delivery 35 days after receipt of the L/C; payment by irrevocable L/C at sight; all products FSC certified. Catalogue attached.`,
        '你是杭州绿竹公司的销售经理张伟。英国 GreenNest 公司的汤姆·贝克索要目录、南安普敦到岸价、最低订购量、交货期和付款条件。事实：砧板每套 4.20 美元，上菜勺每套 2.80 美元（CIF 南安普敦）；每款最低 500 套；收到信用证后 35 天交货；不可撤销即期信用证；全部产品有 FSC 认证；附目录。',
      ),
    ],
    [
      jumbled(
        'Warm-up: put the words in order to make the opening sentence.',
        'Thank you for your enquiry of 12 May.',
        ['回复信函常以感谢来函开头。', 'Replies usually open by thanking the writer for the enquiry.'],
      ),
      writing(
        'Write your reply to Tom Baker. Give every fact he asked for and end politely.',
        120,
        `Dear Mr Baker,

Thank you for your enquiry of 12 May and for visiting our stand at the Canton Fair. I am pleased to attach our latest catalogue.

Our prices are USD 4.20 per set for the cutting boards and USD 2.80 per set for the serving spoons, CIF Southampton. The minimum order is 500 sets per item. We can deliver within 35 days of receiving your letter of credit, and we ask for payment by irrevocable L/C at sight. All our products carry the FSC certificate.

For a first order of 2,000 and 1,500 sets we would be glad to discuss an introductory discount. Please let me know if you would like samples.

We look forward to working with you.

Yours sincerely,
Zhang Wei
Sales Manager, Hangzhou GreenBamboo Co.`,
        [
          '评分要点：信息完整（价格、起订量、交期、付款、认证）、格式规范、语气礼貌。',
          'Marked on: every fact given (prices, minimum, delivery, payment, certificate), letter layout, polite tone.',
        ],
      ),
    ],
  ),
  training(
    'write-complaint-reply',
    'writingSkill',
    ['写作：处理投诉', 'Writing: answer a complaint'],
    [
      '客户投诉货物破损，写一封道歉并提出解决方案的邮件。',
      'A customer complains about damaged goods: write an email that apologises and offers a solution.',
    ],
    [
      text(
        `<bl>From:</bl> Maria Rossi, Casa Bella (Milan)
<bl>To:</bl> You, customer service, Ningbo Ceramics

"Our order PO-7781 arrived yesterday. Of the 800 dinner plates, <re>64 were broken</re> because the cartons were too thin. We need replacements before our shop opening on 1 October. Please tell us what you will do."`,
        '来自米兰 Casa Bella 的玛丽亚·罗西：我们的 PO-7781 订单昨天到货。800 个餐盘中有 64 个因纸箱太薄而破损。我们需要在 10 月 1 日开店前收到替换品。请告知贵方将如何处理。',
      ),
    ],
    [
      fillBlank(
        'Complete the useful phrases: "We are very {{1}} for the inconvenience." "We will {{2}} the broken plates free of charge."',
        [['sorry'], ['replace']],
        ['道歉和补偿的常用表达。', 'Set phrases for apologising and putting things right.'],
        10,
        ['sorry', 'happy', 'replace', 'refund'],
      ),
      writing(
        'Write the reply (at least 100 words): apologise, explain, offer replacements by air before 1 October, and say how you will pack future orders. You may attach a photo or a PDF of the new packing.',
        100,
        `Dear Ms Rossi,

Thank you for letting us know, and I am very sorry that 64 plates in order PO-7781 arrived broken.

We have checked with our warehouse: the cartons used for this shipment were thinner than our standard. We will replace the 64 plates free of charge and send them by air freight at our cost, so that they reach you by 25 September, well before your opening.

From now on we will pack every order in five-layer cartons with foam dividers.

Please accept our apologies. We value your business and hope your opening is a great success.

Kind regards,
Customer Service, Ningbo Ceramics`,
        [
          '评分要点：道歉、说明原因、具体补救（免费、空运、日期）、预防措施、礼貌结尾。',
          'Marked on: apology, reason, concrete remedy (free, by air, date), prevention, polite close.',
        ],
        30,
        'optional',
      ),
    ],
  ),
  training(
    'write-meeting-request',
    'writingSkill',
    ['写作：约见邮件', 'Writing: ask for a meeting'],
    [
      '写一封邮件邀请潜在客户在展会期间会面。',
      'Write an email inviting a possible customer to meet during a trade fair.',
    ],
    [
      text(
        'You will attend the <bl>Frankfurt Ambiente fair</bl> from 7 to 11 February (stand 4.1 C32). You want to meet Mr Jonas Weber, buyer at KüchenWelt GmbH, to show your new stainless-steel cookware. Suggest two possible times and ask him to confirm.',
        '你将参加 2 月 7 日至 11 日的法兰克福春季消费品展（展位 4.1 C32），希望与 KüchenWelt 公司的采购乔纳斯·韦伯先生会面，展示新款不锈钢炊具。提出两个时间并请他确认。',
      ),
    ],
    [
      jumbled('Warm-up: order the words into a polite request.', 'Would you be available to meet on 8 February?', [
        'Would you be available... 是礼貌的询问方式。',
        '"Would you be available..." is a polite way to ask.',
      ]),
      writing(
        'Write the email (at least 80 words). Include the fair, the stand, the purpose and two times.',
        80,
        `Dear Mr Weber,

I will be at the Ambiente fair in Frankfurt from 7 to 11 February, at stand 4.1 C32. We are launching a new range of stainless-steel cookware that I believe would suit KüchenWelt very well.

Would you be available to meet at our stand on 8 February at 10:00, or on 9 February at 14:30? The meeting would take about thirty minutes, and I would be happy to show you samples and our new prices.

Could you let me know which time suits you?

Best regards,
Li Na
Export Manager`,
        [
          '评分要点：目的明确、展会与展位信息、两个具体时间、请求确认。',
          'Marked on: a clear purpose, the fair and stand, two exact times, a request to confirm.',
        ],
      ),
    ],
  ),
];
