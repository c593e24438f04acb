/**
 * Chapter 4 of International Trade Practice, deal negotiation: the rules on enquiry, offer,
 * counter-offer and acceptance (CISG articles 14 to 24), a price negotiation heard and then
 * played, a dispute over a withdrawn offer and a firm offer written.
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
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, speaking } from '../../trainings/speaking-builders';
import { buyerSeller, dialogueHint, dialogueIntro, listenIntro } from './common';

export const CHAPTER_4_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-offer-acceptance-rules',
    'readSkill',
    ['阅读：询盘、发盘、还盘与接受的规则', 'Reading: the rules on enquiry, offer, counter-offer and acceptance'],
    [
      '阅读《联合国国际货物销售合同公约》关于合同订立的主要规则，判断每一步的法律效果。',
      'Read the main rules of the UN Convention on Contracts for the International Sale of Goods (CISG) on making a contract, and judge the legal effect of each step.',
    ],
    [
      text(
        `<bl>How a sales contract is made under the CISG</bl>

<bl>Enquiry.</bl> A buyer asks about price, quantity or delivery. An enquiry binds no one; it only invites an offer.

<bl>Offer.</bl> An offer is a proposal to a named person that is <re>sufficiently definite</re>: it names the goods and fixes, or provides for fixing, the quantity and the price, and it shows that the offeror will be bound if it is accepted (Article 14). An offer becomes effective when it <re>reaches</re> the offeree.

<bl>Withdrawal and revocation.</bl> An offer can be <re>withdrawn</re> if the withdrawal reaches the offeree before or at the same time as the offer (Article 15). Once it has arrived, it can only be <re>revoked</re>, and only before the offeree has sent an acceptance. An offer cannot be revoked if it states a fixed time for acceptance, or if the offeree reasonably relied on it (Article 16).

<bl>Counter-offer.</bl> A reply that seems to accept but adds to, limits or changes the offer is a rejection and a counter-offer (Article 19). Changes to the price, payment, quality, quantity, place and time of delivery, liability or the settlement of disputes are always material.

<bl>Acceptance.</bl> Silence is not acceptance. An acceptance becomes effective when it reaches the offeror within the time fixed, and the contract is concluded at that moment (Articles 18 and 23).`,
        `依据《公约》订立销售合同。询盘：买方询问价格、数量或交货，询盘对任何人都没有约束力，只是邀请对方发盘。发盘：发盘是向特定人提出的、内容十分确定的建议：写明货物，明示或暗示地规定数量和价格，并表明发盘人在对方接受时受其约束（第 14 条）。发盘于送达受盘人时生效。撤回与撤销：如果撤回通知在发盘送达之前或同时送达受盘人，发盘可以撤回（第 15 条）。发盘一旦送达，就只能撤销，而且只能在受盘人发出接受之前撤销。如果发盘规定了接受的期限，或受盘人有理由信赖该发盘，则发盘不得撤销（第 16 条）。还盘：表面上接受但有添加、限制或其他更改的答复，即为拒绝原发盘并构成还盘（第 19 条）。有关价格、付款、质量、数量、交货地点和时间、赔偿责任或争端解决的更改，均属实质性变更。接受：沉默不等于接受。接受于规定时间内送达发盘人时生效，合同在此时成立（第 18 条和第 23 条）。`,
        'The CISG on offer and acceptance',
      ),
    ],
    [
      choice(
        'Which of these is an offer under Article 14?',
        [
          'Please quote your best price for LED lamps.',
          'We offer 5,000 LED lamps at USD 9.60 each CIF Hamburg, shipment in June, subject to your reply reaching us by 15 May.',
          'Our prices are very competitive; please visit our website.',
          'We may be able to supply lamps later this year.',
        ],
        'B',
        [
          'B 写明了货物、数量和价格，并有受约束的意思；A 是询盘，C、D 不确定。',
          'B names the goods, the quantity and the price and is meant to bind; A is an enquiry, C and D are not definite.',
        ],
      ),
      matching(
        'Match each step with its legal effect.',
        [
          ['Enquiry', 'binds no one and invites an offer'],
          ['Offer', 'becomes effective when it reaches the offeree'],
          ['Counter-offer', 'rejects the offer and makes a new one'],
          ['Acceptance', 'concludes the contract when it reaches the offeror'],
        ],
        ['四个环节的法律效果。', 'The legal effect of the four steps.'],
      ),
      trueFalse(
        'A buyer replies: "We accept your offer, but payment by D/P 60 days instead of L/C at sight." A contract is concluded.',
        false,
        [
          '更改付款条件属实质性变更，构成还盘，合同未成立。',
          'A change of payment terms is material: the reply is a counter-offer and no contract is made.',
        ],
      ),
      fillBlank(
        'An offer can be {{1}} if the notice reaches the offeree before the offer does; once the offer has arrived, it can only be {{2}}.',
        [['withdrawn'], ['revoked']],
        ['撤回（withdraw）在送达前，撤销（revoke）在送达后。', 'Withdraw before it arrives; revoke after.'],
        10,
        ['withdrawn', 'revoked', 'accepted', 'rejected'],
      ),
      sequencing(
        'Put the usual steps of a negotiation in order.',
        ['Enquiry', 'Offer', 'Counter-offer', 'Acceptance', 'Signing the contract'],
        [
          '询盘、发盘、还盘、接受，之后签订书面合同。',
          'Enquiry, offer, counter-offer, acceptance, then the written contract.',
        ],
      ),
      qa(
        'The buyer does not answer an offer for two weeks. Has it accepted? Why?',
        'No. Silence or inactivity does not in itself amount to acceptance.',
        ['第 18 条：沉默不构成接受。', 'Article 18: silence is not acceptance.'],
        10,
      ),
    ],
  ),
  training(
    'itp-hear-price-negotiation',
    'hearingSkill',
    ['听力：一段出口价格磋商', 'Listening: a negotiation over an export price'],
    listenIntro([
      '听一位荷兰买家和中国出口商就太阳能灯的价格进行磋商。',
      'Listen to a Dutch buyer and a Chinese exporter negotiating the price of solar lights.',
    ]),
    [audio('itp-hear-price-negotiation.mp3', 'Ms Zhao and Mr de Vries')],
    [
      fillBlank(
        'The first offer was USD {{1}} CIF Rotterdam; the buyer mentions a Vietnamese price of USD {{2}}.',
        [
          ['4.60', '4.6'],
          ['4.20', '4.2'],
        ],
        ['开头两句。', 'The first lines.'],
      ),
      choice(
        'What reasons does Ms Zhao give for not accepting USD 4.20? Choose all.',
        [
          'The battery lasts three years',
          'Solar panels have become more expensive',
          'The freight to Rotterdam has doubled',
          'USD 4.20 is below her cost',
        ],
        'ABD',
        ['她没有提运费。', 'She does not mention freight.'],
      ),
      choice(
        'What does the seller ask for in return for a lower price?',
        [
          'A larger order and a 30% deposit by T/T',
          'Payment by L/C at sight',
          'A longer delivery time only',
          'A two-year contract',
        ],
        'A',
        ['以量换价：15000 套加 30% 电汇定金。', 'A bigger order, 15,000 sets, and a 30% T/T deposit.'],
      ),
      fillBlank(
        'The final price is USD {{1}} for {{2}} sets.',
        [
          ['4.40', '4.4'],
          ['15,000', '15000', 'fifteen thousand'],
        ],
        ['最终 4.40 美元，一万五千套。', 'Agreed at 4.40 dollars for fifteen thousand sets.'],
      ),
      trueFalse('The goods will be shipped within 45 days after the contract is signed.', false, [
        '是收到定金后 45 天内装运。',
        'Within 45 days after the seller receives the deposit.',
      ]),
    ],
    LISTENING_RULES,
  ),
  training(
    'itp-case-withdrawn-offer',
    'caseAnalysis',
    ['案例：一起发盘撤回纠纷', 'Case: a dispute over a withdrawn offer'],
    [
      '阅读案例，依据《公约》判断合同是否成立，并给出建议。',
      'Read the case, decide under the CISG whether a contract was made, and give advice.',
    ],
    [
      text(
        `On <bl>3 March 2026</bl>, Qingdao Harvest Foods emailed a firm offer to Olivia Foods GmbH, Munich: "20 metric tons of frozen peeled garlic at USD 1,850 per ton CFR Hamburg, shipment in April, payment by L/C at sight. This offer is valid until 10 March, Beijing time." The email reached Olivia Foods the same day.

On <bl>6 March</bl> garlic prices in Shandong jumped by 15%. Harvest Foods emailed: "We hereby withdraw our offer of 3 March owing to the sharp rise in raw material prices."

On <bl>7 March</bl> Olivia Foods replied: "We accept your offer of 3 March and will open the L/C within a week." Harvest Foods answered that its offer no longer existed. Olivia Foods insisted that a contract had been made. Both countries are parties to the CISG.`,
        '2026 年 3 月 3 日，青岛丰收食品通过电子邮件向慕尼黑的 Olivia Foods 公司发出实盘：“冷冻去皮大蒜 20 公吨，每吨 1850 美元 CFR 汉堡，四月装运，即期信用证付款。本发盘有效期至 3 月 10 日（北京时间）。”邮件当天到达对方。3 月 6 日，山东大蒜价格上涨 15%，丰收食品发邮件称：“因原料价格大幅上涨，我方特此撤回 3 月 3 日的发盘。”3 月 7 日，Olivia Foods 回复：“我方接受贵方 3 月 3 日的发盘，并将在一周内开立信用证。”丰收食品答复称其发盘已不存在，Olivia Foods 坚持合同已经成立。两国均为《公约》缔约国。',
        'The garlic offer',
      ),
    ],
    [
      choice(
        'Could Harvest Foods still "withdraw" the offer on 6 March?',
        [
          'Yes, an offer can be withdrawn at any time before acceptance',
          'No, it had already reached the buyer; at most it could be revoked',
          'Yes, because prices rose by more than 10%',
          'No, because it was sent by email',
        ],
        'B',
        [
          '撤回通知须先于或同时于发盘到达；发盘 3 月 3 日已到达，只能谈撤销。',
          'A withdrawal must arrive before or with the offer; the offer arrived on 3 March, so only revocation was possible.',
        ],
      ),
      trueFalse('The notice of 6 March was a valid revocation, because Olivia Foods had not yet accepted.', false, [
        '发盘规定了有效期至 3 月 10 日，依第 16 条第 2 款不得撤销。',
        'The offer fixed a time for acceptance (10 March), so under Article 16(2) it could not be revoked.',
      ]),
      choice(
        'When was the contract concluded?',
        [
          'On 3 March, when the offer was sent',
          'On 7 March, when the acceptance reached Harvest Foods',
          'On 10 March, when the offer expired',
          'No contract was concluded',
        ],
        'B',
        [
          '接受在有效期内到达发盘人时生效，合同于 3 月 7 日成立。',
          'The acceptance reached the offeror within the time fixed, so the contract was made on 7 March.',
        ],
      ),
      qa(
        'What must Harvest Foods do now, and what will happen if it refuses to ship?',
        'It must perform the contract: ship 20 tons at USD 1,850 per ton once the L/C arrives. If it refuses, it is in breach and must pay damages, such as the extra cost of the garlic Olivia Foods buys elsewhere.',
        [
          '合同有效成立，拒绝履行即违约，须赔偿损失。',
          'The contract is valid; refusing to perform is a breach that gives the buyer damages.',
        ],
        15,
      ),
      writing(
        'In about 80 words, advise Harvest Foods how to make offers in future so that a price rise does not catch it out again.',
        80,
        'Harvest Foods should keep the validity of firm offers short, for example three days, when raw material prices are unstable. It can also make offers "subject to our final confirmation", which are only invitations to deal, or add a price adjustment clause linked to the market price of garlic. Before sending an offer, the sales clerk should check the price trend with the purchasing department. Finally, if it needs to withdraw an offer, the withdrawal must reach the buyer before or with the offer.',
        [
          '评分要点：缩短有效期、使用“以我方最后确认为准”、价格调整条款、内部核价，至少两条且说明理由。',
          'Marked on: at least two measures with reasons, such as a short validity, "subject to our final confirmation", a price adjustment clause or checking prices first.',
        ],
      ),
    ],
  ),
  training(
    'itp-write-firm-offer',
    'writingSkill',
    ['写作：发盘函', 'Writing: a firm offer'],
    [
      '根据客户询盘和公司给出的条件写一封实盘：品名规格、数量、价格、包装、装运、付款、有效期缺一不可，不少于 120 词。',
      'Write a firm offer from the buyer’s enquiry and your company’s terms: goods, quantity, price, packing, shipment, payment and validity; at least 120 words.',
    ],
    [
      text(
        `<bl>Enquiry</bl> (email of 12 May 2026 from Mr James Okafor, Lagos Home Appliances Ltd, Nigeria):
"Please make us a firm offer for 1,200 units of your 1.7-litre stainless steel electric kettles, model KT-17, CIF Lagos, for shipment in July."

<bl>Your terms</bl> (Foshan Everbright Electric Co., Ltd.):
Price USD 9.80 per unit CIF Lagos; packing: 1 unit per colour box, 12 units per export carton; shipment from Guangzhou (Nansha) in July 2026; payment by irrevocable L/C at sight, to reach the seller by 15 June; offer valid until 20 May 2026, our time. You are Helen Wu, sales manager.`,
        '询盘（2026 年 5 月 12 日尼日利亚拉各斯家电公司詹姆斯·奥卡福先生来函）：请就 1200 台 KT-17 型 1.7 升不锈钢电热水壶报实盘，CIF 拉各斯，七月装运。你方条件（佛山永明电器有限公司）：每台 9.80 美元 CIF 拉各斯；每台装一个彩盒，12 台装一个出口纸箱；2026 年 7 月从广州南沙装运；不可撤销即期信用证付款，须于 6 月 15 日前开到卖方；发盘有效期至 2026 年 5 月 20 日（我方时间）。你是销售经理吴海伦。',
        'The enquiry and your terms',
      ),
    ],
    [
      fillBlank(
        'Complete the key sentence: "We are pleased to offer you, {{1}} your reply reaching us by 20 May 2026, 1,200 units of electric kettles at USD 9.80 per unit {{2}} Lagos."',
        [['subject to'], ['CIF']],
        [
          '实盘常用 subject to your reply reaching us by…（以……前复到为有效）。',
          'A firm offer often says "subject to your reply reaching us by…".',
        ],
      ),
      trueFalse('"This offer is subject to our final confirmation" makes the offer firm.', false, [
        '“以我方最后确认为准”的是虚盘，不约束发盘人。',
        '"Subject to our final confirmation" makes it a non-firm offer that does not bind the seller.',
      ]),
      writing(
        'Write the firm offer to Mr Okafor.',
        120,
        `Dear Mr Okafor,

Thank you for your enquiry of 12 May. We are pleased to make you the following firm offer, subject to your reply reaching us by 20 May 2026, our time:

Goods: 1.7-litre stainless steel electric kettles, model KT-17
Quantity: 1,200 units
Price: USD 9.80 per unit CIF Lagos, total USD 11,760.00
Packing: one unit per colour box, 12 units per export carton
Shipment: from Guangzhou (Nansha) in July 2026
Payment: by irrevocable L/C at sight, to reach us by 15 June 2026

The KT-17 is our best seller in West Africa, and our production schedule for July is filling quickly. We therefore recommend that you accept this offer early.

We look forward to your order.

Yours sincerely,
Helen Wu
Sales Manager, Foshan Everbright Electric Co., Ltd.`,
        [
          '评分要点：七项交易条件齐全且与背景一致；总价正确（1200 × 9.80 = 11760 美元）；有效期表述清楚；结尾促成交。',
          'Marked on: all seven terms, matching the facts; the right total (1,200 × 9.80 = USD 11,760); a clear validity; a closing that moves the buyer to order.',
        ],
      ),
    ],
  ),
  speaking(
    'itp-role-play-price-delivery',
    'rolePlay',
    ['角色扮演：磋商价格与交货条件', 'Role play: negotiate the price and terms of delivery'],
    dialogueIntro,
    [
      dialogue(
        'A Chilean buyer and a Chinese bicycle exporter negotiate the price and the delivery of an order by video call.',
        buyerSeller,
        [
          [
            'seller',
            'Good afternoon, Mr Rojas. Have you had time to look at our offer for the mountain bikes?',
            '罗哈斯先生，下午好。您看过我们山地自行车的报价了吗？',
          ],
          [
            'buyer',
            'Yes. The quality is good, but eighty-six dollars FOB Tianjin is more than we can pay.',
            '看过了。质量不错，但天津船上交货八十六美元超出了我们的承受能力。',
          ],
          [
            'seller',
            'What quantity are you planning, and when do you need the bikes in Santiago?',
            '您计划订多少？什么时候需要在圣地亚哥收到自行车？',
          ],
          [
            'buyer',
            'Eight hundred bikes, in Santiago before our spring season starts in September.',
            '八百辆，要在九月春季销售开始前到达圣地亚哥。',
          ],
          [
            'seller',
            'If you take one thousand, we can offer eighty-two dollars, shipped in one forty-foot container in late June.',
            '如果您订一千辆，我们可以给八十二美元，六月下旬用一个四十尺柜装运。',
          ],
          [
            'buyer',
            'One thousand is a lot for us. Could we have two shipments, five hundred in June and five hundred in July?',
            '一千辆对我们来说多了。能不能分两批，六月五百辆，七月五百辆？',
          ],
          [
            'seller',
            'Yes, partial shipments are fine, at eighty-three dollars, because two smaller shipments cost us more.',
            '可以分批装运，但价格是八十三美元，因为两批小货成本更高。',
          ],
          [
            'buyer',
            'Eighty-three, two shipments, payment by letter of credit at sight. I can agree to that.',
            '八十三美元，分两批，即期信用证付款，我可以同意。',
          ],
          ['seller', 'Excellent. I will send you the sales contract today.', '太好了，我今天就把销售合同发给您。'],
        ],
        dialogueHint,
      ),
    ],
  ),
];
