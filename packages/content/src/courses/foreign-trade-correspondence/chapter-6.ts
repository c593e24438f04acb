/**
 * Chapter 6 of Foreign Trade Correspondence, orders and acknowledgements: an order and the sales
 * confirmation that answers it, the confirmation's clauses translated, a purchase order filled in,
 * an order acknowledged, and an order the seller cannot accept turned down.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  documents,
  fillBlank,
  jumbled,
  matching,
  qa,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';

export const CHAPTER_6_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-order-sales-confirmation',
    'readSkill',
    ['阅读：订单与销售确认书', 'Reading: an order and a sales confirmation'],
    [
      '阅读买方的订单邮件和卖方寄回的销售确认书，核对两者条件是否一致，回答问题。',
      'Read the buyer’s order email and the sales confirmation the seller sends back. Check that the terms agree, then answer the questions.',
    ],
    [
      text(
        `<bl>Order — from Emma Clarke, Oakridge Garden Ltd, Bristol, 3 March 2026</bl>
Dear Ms Xu,
Further to our exchange of emails, we are pleased to place the following order:
Solar garden lights, Model SL-30: 4,000 pieces at USD 2.65 = USD 10,600.00
Solar garden lights, Model SL-55: 2,000 pieces at USD 4.10 = USD 8,200.00
Price terms: CIF Bristol. Shipment: not later than 30 April 2026. Payment: by irrevocable L/C at sight.
Please send us your sales confirmation in duplicate, and we will open the L/C at once.

<bl>SALES CONFIRMATION No. XL26-031 — Xiamen Lumi Lighting Co., Ltd., 5 March 2026</bl>
Buyer: Oakridge Garden Ltd, Bristol, UK
1. SL-30 solar garden lights, 4,000 pcs, USD 2.65/pc CIF Bristol, USD 10,600.00
2. SL-55 solar garden lights, 2,000 pcs, USD 4.10/pc CIF Bristol, USD 8,200.00
Total: USD 18,800.00 (SAY U.S. DOLLARS EIGHTEEN THOUSAND EIGHT HUNDRED ONLY)
Packing: 40 pcs (SL-30) and 20 pcs (SL-55) to an export carton
Shipment: from Xiamen to Bristol, not later than 30 April 2026, transhipment allowed
Insurance: by the Seller for 110% of invoice value against All Risks
Payment: by irrevocable L/C at sight, to reach the Seller by 20 March 2026
Please sign and return one copy for our file.`,
        `订单——布里斯托尔 Oakridge Garden 公司艾玛·克拉克，2026 年 3 月 3 日。尊敬的徐女士：继双方邮件往来，我们很高兴订购如下：SL-30 型太阳能花园灯 4000 个，单价 2.65 美元，计 10600 美元；SL-55 型 2000 个，单价 4.10 美元，计 8200 美元。价格术语：CIF 布里斯托尔。装运：不迟于 2026 年 4 月 30 日。付款：不可撤销即期信用证。请寄来销售确认书一式两份，我们将立即开证。销售确认书 XL26-031——厦门路米照明有限公司，2026 年 3 月 5 日。买方：英国布里斯托尔 Oakridge Garden 公司。1. SL-30 太阳能花园灯 4000 个，每个 2.65 美元 CIF 布里斯托尔，10600 美元；2. SL-55 2000 个，每个 4.10 美元，8200 美元。总额 18800 美元（大写：美元壹万捌仟捌佰元整）。包装：SL-30 每箱 40 个，SL-55 每箱 20 个，出口纸箱。装运：由厦门运至布里斯托尔，不迟于 2026 年 4 月 30 日，允许转运。保险：由卖方按发票金额 110% 投保一切险。付款：不可撤销即期信用证，须于 2026 年 3 月 20 日前开到卖方。请签署并退回一份供我方存档。`,
        'An order and its sales confirmation',
      ),
    ],
    [
      fillBlank(
        'The total value of the order is USD {{1}}. The L/C must reach the seller by {{2}} March 2026.',
        [
          ['18,800.00', '18,800', '18800', '18800.00'],
          ['20', '20th'],
        ],
        [
          '10600 + 8200 = 18800 美元；信用证须于 3 月 20 日前开到。',
          '10,600 + 8,200 = 18,800 dollars; the L/C must arrive by 20 March.',
        ],
      ),
      choice(
        'Which terms appear in the sales confirmation but not in the order? Choose <bl>two</bl>.',
        [
          'Insurance for 110% against All Risks',
          'The unit prices',
          'Packing per carton',
          'The latest date of shipment',
        ],
        'AC',
        [
          '确认书补充了订单没写的保险和包装条款；单价和装运期两边一致。',
          'The confirmation adds insurance and packing, which the order did not state; prices and shipment date match.',
        ],
      ),
      trueFalse('The buyer is asked to sign one copy of the sales confirmation and send it back.', true, [
        '末句：Please sign and return one copy for our file（会签退回一份）。',
        'The last line: "Please sign and return one copy for our file."',
      ]),
      matching(
        'Match the expressions with their meanings.',
        [
          ['in duplicate', 'in two copies'],
          ['transhipment allowed', 'the goods may change ships on the way'],
          ['SAY ... ONLY', 'the total written in words'],
          ['place an order', 'ask formally to buy goods'],
        ],
        ['订单与确认书中的常用表达。', 'Common expressions of orders and confirmations.'],
      ),
      qa(
        'Why does the seller send a sales confirmation even though the buyer has already placed a clear order?',
        'To confirm every term in one signed document, add the terms the order left out (packing, insurance, the L/C deadline) and give both sides a record that serves as the contract.',
        [
          '确认书把全部条件写入一份经双方签署的文件，补足遗漏条款，作为合同依据。',
          'It puts all terms, including any the order missed, in one document both sides sign, which serves as the contract.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftc-trans-sales-confirmation',
    'translateSkill',
    ['翻译：销售确认书条款', 'Translation: the clauses of a sales confirmation'],
    [
      '先配对销售确认书的术语，再把其中的条款英译中、中译英。',
      'Match the terms of a sales confirmation first, then translate its clauses from English into Chinese and from Chinese into English.',
    ],
    [],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['Sales Confirmation', '销售确认书'],
          ['the Seller / the Buyer', '卖方／买方'],
          ['Shipping Marks', '唛头'],
          ['Port of Loading', '装运港'],
          ['Port of Destination', '目的港'],
        ],
        ['销售确认书的基本术语。', 'The basic terms of a sales confirmation.'],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Shipment: from Shanghai to Felixstowe not later than 15 September 2026, with partial shipments and transhipment allowed.',
        '装运：2026 年 9 月 15 日前由上海运至费利克斯托，允许分批装运和转运。',
        [
          'not later than 不迟于；partial shipments 分批装运；transhipment 转运。',
          '"not later than" is 不迟于; "partial shipments" 分批装运; "transhipment" 转运.',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'The Buyer shall open through a bank acceptable to the Seller an irrevocable letter of credit at sight to reach the Seller 30 days before the month of shipment.',
        '买方须通过卖方可接受的银行开立不可撤销即期信用证，并于装运月份前 30 天开到卖方。',
        [
          'shall 在合同中表示义务，译“须”；to reach the Seller ... before 译“于……前开到卖方”。',
          '"shall" states a duty (须); "to reach the Seller ... before" is 于……前开到卖方.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '本确认书一式两份，买卖双方各执一份，经双方签字后生效。',
        'This Sales Confirmation is made out in duplicate, one copy for each party, and comes into force once signed by both parties.',
        [
          '“一式两份” in duplicate；“生效” come into force / become effective。',
          '"in duplicate"; "come into force" or "become effective".',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '如有任何异议，买方须在货物到达目的港后 30 天内提出。',
        'Any claim by the Buyer shall be made within 30 days after the arrival of the goods at the port of destination.',
        ['合同中的“须”用 shall；“异议”在此指索赔，可译 claim。', 'Use "shall" for the duty; 异议 here means a claim.'],
      ),
    ],
  ),
  training(
    'ftc-bill-purchase-order',
    'billSkill',
    ['单证：填写采购订单', 'Documents: fill in a purchase order'],
    [
      '根据买卖双方最终谈定的条件，替买方填写采购订单，并计算金额。',
      'Fill in the buyer’s purchase order from the terms both sides finally agreed, and work out the amounts.',
    ],
    [
      text(
        `<bl>Email from Olivia Grant, Buyer, Koala Kids Pty Ltd, 18 Pitt Street, Sydney NSW 2000, Australia — 14 May 2026</bl>
To: Sun Wei, Zhejiang Tongle Toys Co., Ltd., Yiwu, China

Dear Mr Sun,
Thank you for agreeing to our terms on the phone today. I confirm our order and will send the purchase order, No. KK-PO-2607, this afternoon:
- Wooden puzzle sets, Art. No. WP-16: 3,000 sets at USD 3.20 per set
- Wooden train sets, Art. No. WT-08: 1,200 sets at USD 7.50 per set
Price terms: FOB Ningbo. Shipment not later than 30 June 2026 from Ningbo to Sydney. Payment: 30% by T/T in advance, balance against copy of B/L. Each set in a colour box, 24 boxes to a carton for WP-16 and 12 for WT-08.
Best regards,
Olivia Grant`,
        '悉尼 Koala Kids 公司买手奥利维亚·格兰特 2026 年 5 月 14 日致浙江童乐玩具孙伟的邮件：感谢今天在电话中同意我方条件。我确认订单，今天下午寄出采购订单 KK-PO-2607：WP-16 木制拼图 3000 套，每套 3.20 美元；WT-08 木制火车 1200 套，每套 7.50 美元；FOB 宁波；2026 年 6 月 30 日前由宁波运至悉尼；30% 电汇预付，余款凭提单副本支付；每套装彩盒，WP-16 每箱 24 盒，WT-08 每箱 12 盒。',
        'The agreed terms',
      ),
    ],
    [
      documents(
        'Fill in the purchase order for Koala Kids.',
        'PURCHASE ORDER',
        'Use the email. Write amounts as USD with two decimals (e.g. USD 1,000.00).',
        [
          ['po', 'P/O No.', ['KK-PO-2607']],
          ['buyer', 'Buyer', ['Koala Kids Pty Ltd', 'Koala Kids Pty Ltd.', 'Koala Kids']],
          [
            'supplier',
            'Supplier',
            ['Zhejiang Tongle Toys Co., Ltd.', 'Zhejiang Tongle Toys Co., Ltd', 'Zhejiang Tongle Toys Co. Ltd.'],
          ],
          ['amount1', 'Amount, WP-16', ['USD 9,600.00', 'USD9,600.00', 'USD 9600.00', '9,600.00', '9600.00']],
          ['amount2', 'Amount, WT-08', ['USD 9,000.00', 'USD9,000.00', 'USD 9000.00', '9,000.00', '9000.00']],
          ['total', 'Total amount', ['USD 18,600.00', 'USD18,600.00', 'USD 18600.00', '18,600.00', '18600.00']],
          ['terms', 'Price terms', ['FOB Ningbo']],
          ['shipment', 'Latest date of shipment', ['30 June 2026', '30 Jun 2026', 'June 30, 2026', '2026-06-30']],
          ['deposit', 'Deposit by T/T', ['USD 5,580.00', 'USD5,580.00', 'USD 5580.00', '5,580.00', '5580.00']],
        ],
        [
          '3000 × 3.20 = 9600；1200 × 7.50 = 9000；合计 18600；定金 30% = 5580 美元。',
          '3,000 × 3.20 = 9,600; 1,200 × 7.50 = 9,000; total 18,600; the 30% deposit is 5,580 dollars.',
        ],
        45,
      ),
      fillBlank(
        'The cartons needed: WP-16 {{1}} cartons, WT-08 {{2}} cartons.',
        [
          ['125', 'one hundred and twenty-five'],
          ['100', 'one hundred'],
        ],
        ['3000 ÷ 24 = 125 箱；1200 ÷ 12 = 100 箱。', '3,000 ÷ 24 = 125 cartons; 1,200 ÷ 12 = 100 cartons.'],
      ),
      matching(
        'Match each field of the purchase order with where its content comes from.',
        [
          ['Price terms', 'the trade term and the named port'],
          ['Total amount', 'the sum of quantity × unit price'],
          ['Payment', 'how and when the buyer pays'],
          ['Packing', 'how many items go into each carton'],
        ],
        ['采购订单各栏目的信息来源。', 'Where each field of the purchase order takes its content from.'],
      ),
    ],
  ),
  training(
    'ftc-write-acknowledge-order',
    'writingSkill',
    ['写作：订单确认函', 'Writing: acknowledging an order'],
    [
      '作为卖方，写一封确认订单的信函，不少于 100 词：感谢订单、确认主要条件、说明随附的确认书、提醒对方开证。',
      'As the seller, write a letter acknowledging an order, at least 100 words: thank the buyer, confirm the main terms, mention the enclosed confirmation and remind the buyer to open the credit.',
    ],
    [
      text(
        `You are <bl>Xu Ling</bl>, Sales Manager of <bl>Xiamen Lumi Lighting Co., Ltd.</bl> Emma Clarke of Oakridge Garden Ltd has ordered (3 March 2026) 4,000 SL-30 and 2,000 SL-55 solar garden lights, total USD 18,800.00 CIF Bristol, shipment not later than 30 April, payment by irrevocable L/C at sight.

You enclose Sales Confirmation No. XL26-031 in duplicate. The L/C must reach you by 20 March so that you can ship on time. This is Oakridge’s first order with you.`,
        '你是厦门路米照明的销售经理徐玲。Oakridge Garden 公司艾玛·克拉克 2026 年 3 月 3 日订购 SL-30 太阳能花园灯 4000 个、SL-55 2000 个，总额 18800 美元 CIF 布里斯托尔，4 月 30 日前装运，即期信用证付款。随函附销售确认书 XL26-031 一式两份。信用证须于 3 月 20 日前开到，以便按时装运。这是 Oakridge 的首笔订单。',
      ),
    ],
    [
      jumbled(
        'Warm-up: put the words in order to make the opening sentence.',
        'Thank you for your order of 3 March for our solar garden lights.',
        [
          '确认函第一句感谢订单并写明日期和货物。',
          'Open by thanking the buyer for the order, with its date and goods.',
        ],
      ),
      fillBlank(
        'Complete: "We are {{1}} our Sales Confirmation No. XL26-031 in duplicate. Please sign and {{2}} one copy for our file."',
        [
          ['enclosing', 'attaching', 'sending'],
          ['return', 'send back'],
        ],
        [
          'enclose 随函附上；sign and return 签字退回，是确认函的固定句。',
          '"enclose" and "sign and return" are the fixed words of an acknowledgement.',
        ],
      ),
      writing(
        'Write the letter acknowledging Oakridge’s order.',
        100,
        `Dear Ms Clarke,

Re: Your order of 3 March — solar garden lights

Thank you for your order of 3 March for 4,000 SL-30 and 2,000 SL-55 solar garden lights. We are delighted to welcome you as a new customer.

We confirm the order at a total of USD 18,800.00 CIF Bristol, with shipment not later than 30 April 2026 and payment by irrevocable L/C at sight. We are enclosing our Sales Confirmation No. XL26-031 in duplicate; please sign and return one copy for our file.

To allow us to ship on time, please make sure that your L/C reaches us by 20 March.

We will inform you as soon as the goods are shipped, and we are confident that they will sell well in your garden centres.

Yours sincerely,
Xu Ling
Sales Manager, Xiamen Lumi Lighting Co., Ltd.

Encl. Sales Confirmation No. XL26-031 (2 copies)`,
        [
          '评分要点：感谢并欢迎新客户、复述主要条件准确、提及附件与会签、催开信用证并说明期限、积极结尾。',
          'Marked on: thanks and welcome, main terms restated accurately, the enclosure and countersigning, the L/C reminder with its date, a positive close.',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-decline-order',
    'writingSkill',
    ['写作：婉拒无法接受的订单', 'Writing: turning down an order you cannot accept'],
    [
      '卖方无法按买方的条件接受订单：写一封婉拒信，说明原因、提出替代方案并保住客户，不少于 100 词。',
      'The seller cannot accept an order on the buyer’s terms: write a letter that declines it, explains why, offers an alternative and keeps the customer; at least 100 words.',
    ],
    [
      text(
        `You are <bl>Sun Wei</bl>, Zhejiang Tongle Toys. <bl>Max Weber</bl> of Spielhaus GmbH (Munich) has ordered (2 June 2026) 5,000 wooden train sets WT-08 at <bl>USD 6.90</bl> (your price list of last year), shipment by <bl>15 July</bl>.

Facts: your price list of 2 January 2026 raised WT-08 to <bl>USD 7.50</bl> because of higher timber costs. Your factory is fully booked until the end of July; the earliest shipment for 5,000 sets is <bl>20 August</bl>. You could ship 2,000 sets by 15 July from stock at USD 7.50, and the rest by 20 August. You value this customer, who has ordered from you for three years.`,
        '你是浙江童乐玩具的孙伟。慕尼黑 Spielhaus 公司的马克斯·韦伯 2026 年 6 月 2 日订购 WT-08 木制火车 5000 套，单价 6.90 美元（去年价目表），7 月 15 日前装运。事实：因木材涨价，2026 年 1 月 2 日的价目表已把 WT-08 调至 7.50 美元；工厂排产到 7 月底，5000 套最早 8 月 20 日装运；可按 7.50 美元 7 月 15 日前用库存先发 2000 套，其余 8 月 20 日前发。该客户已合作三年，你很重视。',
      ),
    ],
    [
      choice(
        'Which opening is best for a letter that declines an order?',
        [
          'We cannot accept your order.',
          'Thank you for your order of 2 June for 5,000 train sets WT-08.',
          'Your price is out of date.',
          'We are too busy to make your goods.',
        ],
        'B',
        [
          '先感谢订单，再在下文说明无法接受的原因，语气缓冲。',
          'Thank the buyer first; the reasons come next, which softens the refusal.',
        ],
        5,
      ),
      fillBlank(
        'Complete the softened refusal: "We {{1}} that we are {{2}} to accept your order at USD 6.90."',
        [
          ['regret', 'are sorry'],
          ['unable', 'not able'],
        ],
        [
          'We regret that we are unable to ... 是婉拒的标准句型。',
          '"We regret that we are unable to ..." is the standard soft refusal.',
        ],
      ),
      writing(
        'Write the letter to Max Weber.',
        100,
        `Dear Mr Weber,

Re: Your order of 2 June — wooden train sets WT-08

Thank you for your order of 2 June for 5,000 wooden train sets WT-08.

We regret that we are unable to accept it as it stands. As our price list of 2 January explained, the rise in timber costs has obliged us to raise the price of WT-08 to USD 7.50 per set. In addition, our factory is fully booked until the end of July, so we cannot ship 5,000 sets by 15 July.

We would, however, like to suggest the following: we can ship 2,000 sets from stock by 15 July and the remaining 3,000 sets by 20 August, all at USD 7.50 per set.

We value our three years of business with you and hope this arrangement will suit you. Please let us know by return, and we will send our sales confirmation at once.

Yours sincerely,
Sun Wei
Zhejiang Tongle Toys Co., Ltd.`,
        [
          '评分要点：先致谢、婉拒并说明两个原因（价格已调整、产能已满）、提出可行的替代方案、表达重视合作、请对方答复。',
          'Marked on: thanks first, a soft refusal with both reasons (new price, full capacity), a workable alternative, valuing the relationship, asking for a reply.',
        ],
      ),
    ],
  ),
];
