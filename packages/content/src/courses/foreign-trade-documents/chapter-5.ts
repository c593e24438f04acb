/**
 * Chapter 5 of Foreign Trade Documents, "Bills of exchange": the items a draft must show, a banker
 * on sight and time drafts, and drawing a draft under a credit and under a documentary collection.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  documents,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
} from '../../trainings/builders';

export const CHAPTER_5_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-draft-items',
    'readSkill',
    ['阅读：汇票的必要记载项目', 'Reading: the items a bill of exchange must show'],
    [
      '阅读一张信用证项下的汇票和关于汇票必要记载项目的说明，然后回答问题。',
      'Read a bill of exchange drawn under a letter of credit and a note on the items every draft must show. Then answer the questions.',
    ],
    [
      text(
        `<bl>BILL OF EXCHANGE</bl>
No. MJ26-0412 · Exchange for USD 64,350.00 · Foshan, 20 June 2026
At ******* sight of this FIRST of Exchange (Second of the same tenor and date being unpaid)
pay to the order of <bl>Bank of China, Foshan Branch</bl>
the sum of SAY US DOLLARS SIXTY-FOUR THOUSAND THREE HUNDRED AND FIFTY ONLY.
Drawn under Emirates NBD Bank, Dubai, L/C No. ENB26LC04417 dated 15 April 2026
To: Emirates NBD Bank, Dubai
For and on behalf of Foshan Meijia Ceramics Co., Ltd. <it>Liang Yu</it>

<bl>What a draft must show.</bl> A bill of exchange is an <re>unconditional order</re> in writing from one party, the <re>drawer</re>, to another, the <re>drawee</re>, to pay a fixed sum of money to a third party, the <re>payee</re>, or to its order. Under the Negotiable Instruments Law of China a draft without any of these items is void: the words "bill of exchange", the unconditional order to pay, a fixed amount, the name of the drawee, the name of the payee, the date of issue and the drawer's signature. The amount is written in figures and in words, and the two must agree. Drafts are usually drawn in a set of two: once one is paid, the other is void. The stars in "At ******* sight" fill the space of the tenor so that nothing can be added: the draft is payable at sight.`,
        `汇票。编号 MJ26-0412，金额 64350 美元，2026 年 6 月 20 日于佛山。见票即付此汇票正本（副本未付），付给中国银行佛山分行或其指定人，金额大写：美元陆万肆仟叁佰伍拾元整。凭迪拜阿联酋国民银行 2026 年 4 月 15 日开立的第 ENB26LC04417 号信用证出具。付款人：迪拜阿联酋国民银行。佛山美佳陶瓷有限公司代表梁宇签字。

汇票必须记载什么？汇票是出票人签发的、委托付款人无条件向收款人或其指定人支付确定金额的书面命令。根据《中华人民共和国票据法》，汇票缺少下列任何一项即为无效：表明“汇票”的字样、无条件支付的委托、确定的金额、付款人名称、收款人名称、出票日期和出票人签章。金额以数字和文字两种方式书写，二者必须一致。汇票通常一式两份，付讫其中一份，另一份即失效。“At ******* sight”中的星号填满期限栏，防止添加内容，表示见票即付。`,
        'A draft under credit ENB26LC04417',
      ),
    ],
    [
      matching(
        'Match each party with its name on this draft.',
        [
          ['Drawer', 'Foshan Meijia Ceramics Co., Ltd.'],
          ['Drawee', 'Emirates NBD Bank, Dubai'],
          ['Payee', 'Bank of China, Foshan Branch'],
        ],
        [
          '出票人是签字的出口商；付款人写在 To 之后；收款人在 pay to the order of 之后。',
          'The drawer signs; the drawee follows "To"; the payee follows "pay to the order of".',
        ],
      ),
      choice(
        'What do the stars in "At ******* sight" mean?',
        [
          'The tenor was forgotten',
          'The draft is payable at sight, and nothing can be added to the tenor',
          'The draft is payable 7 days after sight',
          'The amount is secret',
        ],
        'B',
        [
          '星号填满期限栏，表示即期付款并防止添加。',
          'The stars fill the tenor box: payable at sight, with nothing added.',
        ],
      ),
      choice(
        'Which <bl>two</bl> items must every draft show under Chinese law?',
        ['The date of issue', 'The name of the ship', "The drawer's signature", 'The HS code of the goods'],
        'AC',
        [
          '必要记载项目包括出票日期和出票人签章；船名和 HS 编码不是汇票的内容。',
          'The date of issue and the drawer’s signature are required items; the ship and the HS code are not on a draft.',
        ],
      ),
      trueFalse('Once the FIRST of Exchange has been paid, the SECOND can no longer be paid.', true, [
        '“Second of the same tenor and date being unpaid”：付一不付二。',
        '"Second … being unpaid": once one copy is paid, the other is void.',
      ]),
      fillBlank(
        'The draft is drawn under L/C No. {{1}}, and its amount in figures is USD {{2}}.',
        [['ENB26LC04417'], ['64,350.00', '64,350', '64350', '64350.00']],
        ['见 Drawn under 条款和 Exchange for 一栏。', 'See the "Drawn under" clause and "Exchange for".'],
      ),
      qa(
        'Why is the amount written both in figures and in words, and what happens if the two do not agree?',
        'So that the amount cannot be changed or misread; if they differ, the draft is defective — a bank will treat it as a discrepancy (under Chinese law such a draft is invalid).',
        [
          '大小写并用防止涂改；二者不一致，汇票存在瑕疵，我国票据法规定此时票据无效。',
          'Figures and words together prevent changes; if they differ the draft is defective, and under Chinese law it is invalid.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-hear-sight-time-drafts',
    'hearingSkill',
    ['听力：即期汇票与远期汇票', 'Listening: sight drafts and time drafts'],
    [
      '听中国银行的周先生向一位出口公司职员讲解即期与远期汇票，先完整听一遍再作答，最多播放 3 次。',
      'Listen to Mr Zhou of Bank of China explain sight and time drafts to an exporter. Play it through once before answering; at most 3 plays.',
    ],
    [audio('ftd-hear-sight-time-drafts.mp3', 'At the bank')],
    [
      choice(
        'What kind of draft does the buyer in Chile want to use?',
        ['A draft at sight', 'A draft at ninety days sight', 'A draft at ninety days after date', 'A cheque'],
        'B',
        ['开头：a draft at ninety days sight。', 'The first line: "a draft at ninety days sight".'],
      ),
      trueFalse('A sight draft is paid as soon as the drawee sees it.', true, [
        '原文：A sight draft is paid as soon as the drawee sees it。',
        '"A sight draft is paid as soon as the drawee sees it."',
      ]),
      sequencing(
        'Put the steps of a ninety-days-sight draft in order.',
        [
          'The drawee sees the draft',
          'The drawee writes "accepted" on it and signs',
          'Ninety days pass',
          'The drawee pays',
        ],
        ['见票 → 承兑 → 九十天 → 付款。', 'Seen → accepted → ninety days → paid.'],
      ),
      fillBlank(
        'If a bank has accepted the draft, the exporter can {{1}} it and get the money now, less {{2}} for the ninety days.',
        [['discount'], ['interest']],
        ['贴现：现在收款，扣除九十天利息。', 'Discounting: money now, less ninety days of interest.'],
      ),
      qa(
        'What is the difference between "ninety days after date" and "ninety days after sight"?',
        'After date counts from the date the draft was drawn, so the payment date is fixed from the start; after sight counts from the day the drawee sees (accepts) it.',
        [
          '出票后从出票日起算，见票后从见票（承兑）日起算。',
          'After date runs from the date of drawing; after sight from the day of sight and acceptance.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-bill-lc-draft',
    'billSkill',
    ['单证：缮制信用证项下汇票', 'Documents: draw a bill of exchange under a letter of credit'],
    [
      '你是中山凯力电器的单证员。根据信用证条款和发票缮制汇票。',
      'You are the documentation clerk at Zhongshan Kaili Electric. Draw the bill of exchange from the terms of the credit and the invoice.',
    ],
    [
      text(
        `<bl>From L/C No. ANZ-MEL-267781</bl>, issued on 2 June 2026 by ANZ Bank, Melbourne
:41D: Available with any bank in China by negotiation
:42C: Drafts at 30 days after sight for 100% of the invoice value
:42A: Drawee: ANZ Bank, Melbourne
Beneficiary: Zhongshan Kaili Electric Appliance Co., Ltd.
<bl>Invoice</bl> No. KL26-0712 dated 3 July 2026, total USD 42,300.00
Negotiating bank: Bank of China, Zhongshan Branch. The draft is dated 10 July 2026 in Zhongshan.`,
        '信用证 ANZ-MEL-267781 节选，2026 年 6 月 2 日由澳新银行墨尔本分行开立。41D：在中国任何银行议付。42C：见票后 30 天付款的汇票，金额为发票金额的 100%。42A：付款人：澳新银行墨尔本分行。受益人：中山凯力电器有限公司。发票号 KL26-0712，日期 2026 年 7 月 3 日，总额 42300 美元。议付行：中国银行中山分行。汇票于 2026 年 7 月 10 日在中山出具。',
        'The credit and the invoice',
      ),
    ],
    [
      documents(
        'Fill in the bill of exchange.',
        'BILL OF EXCHANGE',
        'Amounts in USD with two decimals.',
        [
          ['amount', 'Exchange for', ['USD 42,300.00', 'USD42,300.00', 'USD 42300.00']],
          [
            'tenor',
            'At … sight',
            ['30 days after', 'At 30 days after sight', '30 days after sight', 'thirty days after'],
          ],
          ['payee', 'Pay to the order of', ['Bank of China, Zhongshan Branch', 'Bank of China Zhongshan Branch']],
          [
            'words',
            'The sum of',
            [
              'US Dollars forty-two thousand three hundred only',
              'SAY US DOLLARS FORTY-TWO THOUSAND THREE HUNDRED ONLY',
              'US Dollars forty two thousand three hundred only',
            ],
          ],
          ['drawnUnder', 'Drawn under', ['ANZ Bank, Melbourne', 'ANZ Bank Melbourne']],
          ['lc', 'L/C No.', ['ANZ-MEL-267781']],
          ['lcDate', 'L/C dated', ['2 June 2026', '2 Jun 2026', '2026-06-02', 'June 2, 2026']],
          ['drawee', 'To (drawee)', ['ANZ Bank, Melbourne', 'ANZ Bank Melbourne']],
        ],
        [
          '期限照抄 42C；收款人通常为议付行；付款人按 42A 为开证行，不可以申请人为付款人。',
          'Copy the tenor from 42C; the payee is usually the negotiating bank; the drawee is the bank in 42A, never the applicant.',
        ],
        50,
      ),
      choice(
        'UCP 600 says a credit must not be issued available by a draft drawn on…',
        ['the issuing bank', 'the confirming bank', 'the applicant', 'the nominated bank'],
        'C',
        [
          'UCP 600 第 6 条 c 款：信用证不得开成凭以申请人为付款人的汇票兑用。',
          'UCP 600 article 6(c): a credit must not be available by a draft drawn on the applicant.',
        ],
        5,
      ),
      trueFalse('The amount of the draft may be higher than the invoice total if the credit amount allows it.', false, [
        '信用证要求汇票金额为发票金额的 100%，二者必须相等。',
        'The credit asks for 100% of the invoice value: the draft equals the invoice total.',
      ]),
      fillBlank(
        'ANZ Bank sees (and accepts) the draft on 20 July 2026. At 30 days after sight it pays on {{1}} August 2026.',
        [['19', '19th']],
        [
          '见票后 30 天从见票日起算：7 月 20 日 + 30 天 = 8 月 19 日。',
          'Thirty days after sight runs from the day of sight: 20 July + 30 days = 19 August.',
        ],
      ),
    ],
  ),
  training(
    'ftd-bill-collection-draft',
    'billSkill',
    ['单证：缮制托收项下汇票', 'Documents: draw a bill of exchange for a documentary collection'],
    [
      '你是景德镇鸿业瓷业的单证员。这笔业务用承兑交单（D/A）托收，请根据合同和托收指示缮制汇票。',
      'You are the documentation clerk at Jingdezhen Hongye Porcelain. This sale is paid by documents against acceptance (D/A): draw the bill of exchange from the contract and the collection instructions.',
    ],
    [
      text(
        `<bl>Sales Contract No. HY-FR-2609</bl>
Seller / drawer: Jingdezhen Hongye Porcelain Co., Ltd., Jingdezhen, Jiangxi, China
Buyer: Maison Blanche SARL, 12 Rue de la République, 69002 Lyon, France
Goods: hand-painted porcelain tea sets, 1,600 sets at EUR 21.50 per set, CIF Marseille
Payment: D/A at 60 days after sight
Collection instructions: remitting bank Industrial and Commercial Bank of China, Jingdezhen Branch (pay to its order); collecting bank Crédit Lyonnais (LCL), Lyon
The draft is dated 5 September 2026 in Jingdezhen.`,
        '销售合同 HY-FR-2609。卖方/出票人：江西景德镇鸿业瓷业有限公司；买方：法国里昂 Maison Blanche 公司。货物：手绘瓷茶具 1600 套，每套 21.50 欧元，CIF 马赛。付款：见票后 60 天承兑交单。托收指示：托收行为中国工商银行景德镇分行（收款人为其指定人）；代收行为里昂 LCL 银行。汇票于 2026 年 9 月 5 日在景德镇出具。',
        'Contract and collection instructions',
      ),
    ],
    [
      documents(
        'Fill in the bill of exchange for the collection.',
        'BILL OF EXCHANGE (DOCUMENTARY COLLECTION)',
        'Amounts in EUR with two decimals.',
        [
          ['amount', 'Exchange for', ['EUR 34,400.00', 'EUR34,400.00', 'EUR 34400.00']],
          [
            'tenor',
            'At … sight',
            ['60 days after', '60 days after sight', 'At 60 days after sight', 'sixty days after'],
          ],
          [
            'payee',
            'Pay to the order of',
            [
              'Industrial and Commercial Bank of China, Jingdezhen Branch',
              'ICBC Jingdezhen Branch',
              'ICBC, Jingdezhen Branch',
            ],
          ],
          ['drawnUnder', 'Drawn under Contract No.', ['HY-FR-2609']],
          ['terms', 'Terms of collection', ['D/A', 'D/A at 60 days after sight', 'documents against acceptance']],
          ['drawee', 'To (drawee)', ['Maison Blanche SARL', 'Maison Blanche SARL, Lyon']],
        ],
        [
          '1600 × 21.50 = 34400 欧元；托收汇票的付款人是进口商本人，不是银行；出票条款写合同号。',
          '1,600 × 21.50 = EUR 34,400; in a collection the drawee is the buyer itself, not a bank; the drawn-under clause names the contract.',
        ],
        50,
      ),
      choice(
        'In a documentary collection, who is the drawee of the draft?',
        ['The remitting bank', 'The collecting bank', 'The buyer, Maison Blanche SARL', 'The seller'],
        'C',
        [
          '托收是商业信用，汇票以进口商为付款人，银行只代收。',
          'A collection relies on the buyer: the draft is drawn on the buyer, and the banks only collect.',
        ],
        5,
      ),
      qa(
        'Under D/A, Maison Blanche gets the documents as soon as it accepts the draft. What risk does Hongye carry, and how is D/P different?',
        'Under D/A the buyer can take the goods and then fail to pay at maturity, so the seller carries the credit risk for 60 days; under D/P the documents are released only against payment, so the buyer cannot take the goods without paying.',
        [
          '承兑交单：买方承兑即可取单提货，到期不付款的风险由卖方承担；付款交单须先付款才能取单。',
          'D/A: the buyer takes the goods on acceptance and may not pay at maturity; D/P: no documents without payment.',
        ],
        15,
      ),
      trueFalse(
        'If Maison Blanche does not pay at maturity, the collecting bank in Lyon must pay Hongye instead.',
        false,
        [
          '托收中银行只按指示代收，不承担付款责任（URC 522），风险在出口商。',
          'In a collection the banks only follow instructions and do not guarantee payment (URC 522): the exporter carries the risk.',
        ],
      ),
    ],
  ),
];
