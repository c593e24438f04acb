/**
 * Workplace Skills, chapter 4 (business negotiation): a preparation checklist, a negotiation over
 * a purchase price, a negotiation in which one side gave away too much, a price negotiated with a
 * supplier, and the email that confirms what was agreed.
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

const trade: readonly [string, string] = [
  '每次让步都要换回对方的条件：用 if 句把价格和数量、付款、交期连在一起。',
  'Never give without getting: use "if" to tie the price to quantity, payment or delivery.',
];
const roleIntro: readonly [string, string] = [
  '选择一个角色，机器朗读另一个角色，你录下自己的台词。三个场景是一次完整的价格谈判：开价、讨价还价和成交。',
  'Choose a role; the machine reads the other and you record your lines. The three scenes make one negotiation: the opening, the bargaining and the deal.',
];
const buyerSupplier = [
  ['buyer', 'Buyer', '采购员', 'emily'],
  ['supplier', 'Supplier', '供应商', 'eric'],
] as const;

const checklist = `<bl>Negotiation preparation checklist</bl>
Deal: purchase of 20,000 recycled paper shopping bags from Dongguan GreenPack Co. for our 60 supermarkets
Prepared by: Sun Li, buyer, Fresh Valley Supermarkets — Meeting: 8 June 2026, 10:00, by video

1. <bl>Our objectives</bl>: unit price, delivery before 1 August (start of the summer campaign), printing of our logo in two colours.
2. <bl>Target price</bl>: RMB 1.10 per bag. <bl>Walk-away price</bl>: RMB 1.30 — above this we do not buy.
3. <bl>Our BATNA</bl> (best alternative): Shenzhen EcoBag quoted RMB 1.28, but delivery only on 10 August.
4. <bl>What we know about them</bl>: GreenPack's factory is not busy in June; they want a one-year supply contract.
5. <bl>Concessions we can make</bl>: pay 30% in advance; sign a one-year contract if quality is good.
6. <bl>Concessions to ask for</bl>: free logo printing; samples before 20 June.
7. <bl>Team</bl>: Sun Li leads; Ma Jun (finance) checks payment terms; no price is agreed without both.`;

const checklistCn = `谈判准备清单。交易：为我们 60 家超市向东莞绿包公司采购 20000 个再生纸购物袋。制表人：鲜谷超市采购员孙丽。会议：2026 年 6 月 8 日 10:00，视频会议。1. 我方目标：单价；8 月 1 日（夏季促销开始）前交货；标志双色印刷。2. 目标价：每个 1.10 元；底线价：1.30 元，高于此价不买。3. 我方最佳替代方案：深圳易包报价 1.28 元，但 8 月 10 日才能交货。4. 已知对方情况：绿包工厂六月不忙；他们希望签一年供货合同。5. 我方可做的让步：预付 30%；质量好可签一年合同。6. 要求对方的让步：免费印标志；6 月 20 日前提供样品。7. 团队：孙丽主谈；财务马军负责付款条件；价格须两人都同意才能定。`;

const caseText = `In March 2026, <bl>Zhou Ming</bl>, a young sales manager at Hangzhou Silkroad Garments, met <bl>Ms Laura Bianchi</bl>, the buyer of an Italian fashion chain, to sell 10,000 silk scarves. His list price was EUR 9.00 a scarf; the factory's cost was EUR 6.20.

Ms Bianchi said at once that a Turkish supplier offered EUR 7.50. Zhou Ming was afraid to lose the order and cut his price to EUR 8.00 without asking for anything back. She then asked for 90 days' credit instead of payment at sight; he agreed. Next she asked for free airfreight; he agreed again, which cost EUR 0.60 a scarf. Finally she asked for 5% off "to close the deal today", and he accepted.

After the meeting, Zhou Ming's manager worked out the result: the price was EUR 7.60, airfreight took EUR 0.60, and the 90 days' credit cost about EUR 0.15 a scarf in bank interest. Nobody ever checked the Turkish offer, which later proved to be for a cheaper polyester-silk mix.`;

const caseTextCn = `2026 年 3 月，杭州丝路服饰的年轻销售经理周明会见意大利一家时装连锁店的采购比安奇女士，洽谈 10000 条丝巾。他的报价是每条 9.00 欧元，工厂成本 6.20 欧元。比安奇女士一开始就说土耳其供应商报价 7.50 欧元。周明怕丢单，没有要求任何回报就把价格降到 8.00 欧元。她接着要求把即期付款改为 90 天赊账，他同意了。然后她要求免费空运，他又同意了，每条成本 0.60 欧元。最后她要求再降 5%“今天就成交”，他也接受了。会后，周明的经理算了结果：单价 7.60 欧元，空运占 0.60 欧元，90 天赊账的银行利息约每条 0.15 欧元。没有人核实过土耳其的报价，后来发现那是更便宜的涤丝混纺产品。`;

const agreement = `Notes from the negotiation, 12 June 2026 (video call)
Buyer: Fresh Valley Supermarkets — Sun Li
Supplier: Dongguan GreenPack Co. — Mr Kevin Tang, sales manager

Agreed:
• 20,000 recycled paper shopping bags, model GP-35, logo printed in two colours free of charge
• Unit price RMB 1.18; total RMB 23,600.00
• Payment: 30% in advance, 70% within 30 days of delivery
• Samples to reach Fresh Valley by 20 June; delivery to our Dongguan warehouse by 25 July
Still open: a one-year supply contract — to be discussed after the first delivery.`;

const agreementCn = `2026 年 6 月 12 日谈判记录（视频会议）。买方：鲜谷超市孙丽；供方：东莞绿包公司销售经理唐凯文先生。达成一致：20000 个 GP-35 型再生纸购物袋，免费双色印刷标志；单价 1.18 元，总额 23600.00 元；付款：预付 30%，交货后 30 天内付 70%；6 月 20 日前样品送达鲜谷，7 月 25 日前送到我方东莞仓库。待定：一年供货合同，首批交货后再谈。`;

const supplierOpening = dialogue(
  'Scene 1: Sun Li of Fresh Valley Supermarkets opens the price talk with Kevin Tang of GreenPack.',
  buyerSupplier,
  [
    [
      'supplier',
      'Good morning, Ms Sun. Thank you for your interest in our paper bags. Did you have a chance to look at our quotation?',
      '早上好，孙女士。感谢您对我们纸袋的关注。您看过我们的报价了吗？',
    ],
    [
      'buyer',
      'Yes, thank you, Mr Tang. The quality is good, but one yuan forty a bag is well above our budget.',
      '看过了，谢谢唐先生。质量不错，但每个一点四元远超我们的预算。',
    ],
    ['supplier', 'What figure did you have in mind?', '您心里的数字是多少？'],
    [
      'buyer',
      'We are looking at one yuan ten, for twenty thousand bags with our logo printed.',
      '我们考虑的是一点一元，两万个，印我们的标志。',
    ],
    [
      'supplier',
      'One ten is below our cost, I am afraid. The recycled paper alone costs us almost eighty fen a bag.',
      '恐怕一点一元低于我们的成本。光再生纸每个就要将近八毛钱。',
    ],
  ],
  trade,
);
const supplierBargaining = dialogue(
  'Scene 2: both sides trade concessions.',
  buyerSupplier,
  [
    [
      'buyer',
      'I understand. If we pay thirty percent in advance, could you come down to one fifteen?',
      '我理解。如果我们预付百分之三十，你们能降到一点一五元吗？',
    ],
    [
      'supplier',
      'An advance helps. We could do one twenty five, but logo printing would be extra.',
      '预付款有帮助。我们可以做到一点二五元，但印标志要另外收费。',
    ],
    [
      'buyer',
      'The logo is essential for our summer campaign. Could you include it if we order samples now and decide quickly?',
      '标志对我们的夏季促销必不可少。如果我们现在就要样品并尽快决定，你们能把印标志包含在内吗？',
    ],
    [
      'supplier',
      'If you can promise to discuss a one year contract after the first delivery, I can include the printing at one twenty.',
      '如果您能承诺首批交货后商谈一年期合同，我可以一点二元含印刷。',
    ],
    [
      'buyer',
      'We can discuss a contract, but we cannot promise one. Let us meet in the middle at one eighteen, printing included.',
      '合同我们可以谈，但不能保证签。我们各让一步，一点一八元，含印刷。',
    ],
  ],
  trade,
);
const supplierDeal = dialogue(
  'Scene 3: they close the deal and sum up.',
  buyerSupplier,
  [
    [
      'supplier',
      'One eighteen with printing, thirty percent in advance, and the rest within thirty days of delivery. Is that right?',
      '一点一八元含印刷，预付百分之三十，余款交货后三十天内付清。对吗？',
    ],
    [
      'buyer',
      'Yes. And we need the samples by the twentieth of June and delivery by the twenty fifth of July.',
      '对。另外我们需要六月二十日前收到样品，七月二十五日前交货。',
    ],
    ['supplier', 'That is fine. Our factory has capacity in June.', '没问题，我们工厂六月有产能。'],
    [
      'buyer',
      'Then we have a deal. I will send you an email today to confirm everything we agreed.',
      '那就成交了。我今天会发邮件确认我们商定的所有内容。',
    ],
    [
      'supplier',
      'Thank you, Ms Sun. I look forward to working with Fresh Valley.',
      '谢谢您，孙女士。期待与鲜谷超市合作。',
    ],
  ],
  trade,
);

export const CHAPTER_4_TRAININGS: TTrainingSeed[] = [
  training(
    'wps-read-negotiation-checklist',
    'readSkill',
    ['阅读：一份谈判准备清单', 'Reading: a negotiation preparation checklist'],
    [
      '阅读一位超市采购员为购物袋采购谈判做的准备清单，回答问题。',
      'Read the checklist a supermarket buyer prepared before negotiating a purchase of shopping bags, then answer.',
    ],
    [text(checklist, checklistCn, 'Checklist: paper bags from GreenPack')],
    [
      matching(
        'Match each term of the checklist with its meaning.',
        [
          ['target price', 'the price the buyer hopes to reach'],
          ['walk-away price', 'the highest price the buyer will accept'],
          ['BATNA', 'what the buyer will do if there is no deal'],
          ['concession', 'something one side gives up to reach agreement'],
        ],
        [
          '谈判准备的四个核心概念：目标价、底线价、最佳替代方案、让步。',
          'Four key ideas of preparation: target, walk-away point, best alternative, concession.',
        ],
      ),
      choice(
        'GreenPack offers RMB 1.35 a bag and will not go lower. What should Sun Li do?',
        [
          'Accept, because GreenPack is the better supplier',
          'Walk away, because the price is above RMB 1.30',
          'Accept, because she can pay 30% in advance',
          'Ask Ma Jun to agree the price alone',
        ],
        'B',
        ['1.35 元高于 1.30 元的底线价，按清单应放弃。', 'RMB 1.35 is above the RMB 1.30 walk-away price.'],
      ),
      trueFalse(
        'Shenzhen EcoBag is a perfect alternative, because it is cheaper than the walk-away price and delivers in time.',
        false,
        [
          '深圳易包价格虽低于底线，但 8 月 10 日才交货，赶不上 8 月 1 日的促销。',
          'EcoBag is under the walk-away price, but it delivers on 10 August, after the 1 August campaign starts.',
        ],
      ),
      fillBlank(
        'Sun Li can offer to pay {{1}}% in advance, and she will ask GreenPack for free logo {{2}}.',
        [['30', 'thirty'], ['printing']],
        ['见清单第 5、6 条。', 'See points 5 and 6 of the checklist.'],
      ),
      qa(
        'Point 4 says GreenPack’s factory is not busy in June and wants a one-year contract. How can Sun Li use this in the negotiation?',
        'A factory with spare capacity needs orders, so she can push for a lower price and early samples; the wish for a one-year contract is something she can offer in return (only if the quality is good) instead of paying more.',
        [
          '了解对方的需求就能找到交换条件：对方缺订单、想要长期合同。',
          'Knowing what the other side needs gives you something to trade: they need work and want a long contract.',
        ],
        15,
      ),
    ],
  ),
  training(
    'wps-hear-price-negotiation',
    'hearingSkill',
    ['听力：一段采购价格谈判', 'Listening: a negotiation over a purchase price'],
    [
      '听一位挪威采购商和中国供应商就台灯价格进行谈判，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a Norwegian buyer and a Chinese supplier negotiating the price of desk lamps. Play it through once before answering; at most 3 plays.',
    ],
    [audio('wps-hear-price-negotiation.mp3', 'Desk lamps: the price talk')],
    [
      fillBlank(
        'The supplier’s first price was {{1}} dollars a unit; the competitor offered {{2}} dollars.',
        [
          ['14', 'fourteen', '14.00'],
          ['12', 'twelve', '12.00'],
        ],
        [
          '开价 14 美元；另一家供应商 12 美元。',
          'The first price was fourteen dollars; the other supplier offered twelve.',
        ],
      ),
      choice(
        'What reason does Ms Wu give for her price being higher?',
        ['Faster delivery', 'A three-year warranty', 'Free shipping', 'A better design'],
        'B',
        [
          '"Our lamps have a three year warranty, which is longer than most."',
          '"Our lamps have a three year warranty, which is longer than most."',
        ],
      ),
      sequencing(
        'Put Ms Wu’s prices in the order she gave them.',
        ['14 dollars', '13 dollars', '12.50 dollars'],
        [
          '14 → 五千台降到 13 → 八千台加预付和 60 天交期降到 12.5。',
          '14 → 13 for five thousand → 12.50 for eight thousand with an advance and 60 days.',
        ],
      ),
      choice(
        'What did Ms Wu get in return for the price of 12.50 dollars?',
        [
          'Full payment in advance',
          'A bigger order and a longer delivery time',
          'A shorter warranty',
          'A two-year contract',
        ],
        'B',
        [
          '她要求订量增至 8000 台并接受 60 天交货。',
          'She asked for an order of eight thousand and delivery in sixty days instead of forty-five.',
        ],
      ),
      qa(
        'Sum up the deal: quantity, price, payment and delivery time.',
        '8,000 lamps at 12.50 dollars each, 30% paid in advance, delivery in 60 days.',
        ['最后的确认句给出了全部条件。', 'The final lines sum up every term.'],
        15,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'wps-case-too-many-concessions',
    'caseAnalysis',
    ['案例：一次让步过多的谈判', 'Case: a negotiation in which one side gave away too much'],
    [
      '阅读一位年轻销售经理接连让步的案例，算出损失，找出原因并提出建议。',
      'Read how a young sales manager kept giving way, work out what it cost, find the causes and give advice.',
    ],
    [text(caseText, caseTextCn, 'Silk scarves for Italy')],
    [
      choice(
        'What was the profit per scarf at the list price, before any concession?',
        ['EUR 1.40', 'EUR 2.80', 'EUR 3.20', 'EUR 9.00'],
        'B',
        ['9.00 − 6.20 = 2.80 欧元。', 'EUR 9.00 − 6.20 = EUR 2.80.'],
      ),
      choice(
        'What was left per scarf after all the concessions?',
        ['EUR 0.65', 'EUR 1.40', 'EUR 1.80', 'EUR 2.05'],
        'A',
        [
          '7.60 − 6.20 − 0.60（空运）− 0.15（利息）= 0.65 欧元，不到原来利润的四分之一。',
          '7.60 − 6.20 − 0.60 airfreight − 0.15 interest = EUR 0.65, less than a quarter of the original profit.',
        ],
      ),
      trueFalse('Zhou Ming asked for something in return for at least one of his concessions.', false, [
        '四次让步（降价、赊账、空运、再降 5%）都没有换回任何条件。',
        'All four concessions (price, credit, airfreight, 5% off) were given for nothing.',
      ]),
      qa(
        'Give three mistakes Zhou Ming made.',
        'He believed the Turkish offer without checking it; he cut his price at once and by a large amount; he gave every concession without asking for anything in return (such as a bigger order or faster payment); he had no walk-away price and did not count the cost of credit and freight.',
        [
          '要点：未核实对方信息、让步太快太大、无条件让步、没有底线。',
          'Key points: an unchecked claim, early and large concessions, nothing asked in return, no walk-away point.',
        ],
      ),
      writing(
        'Write advice (at least 80 words) for Zhou Ming on how to prepare for his next negotiation with Ms Bianchi.',
        80,
        'Before the meeting, work out your costs, a target price and a walk-away price that includes freight and credit. When the buyer mentions a cheaper offer, ask for details and compare quality: this offer was for a polyester-silk mix. Make small concessions, slowly, and tie each one to something in return: "If you pay at sight, we can offer EUR 8.50." Keep a list of what has been given. Finally, summarise the total deal before you agree to a last discount.',
        [
          '评分要点：算清成本和底线、核实竞争对手信息、小步让步并换取条件、总结全部条件后再成交。',
          'Marked on: costs and a walk-away price, checking the rival offer, small concessions traded for something, summing up before closing.',
        ],
      ),
    ],
  ),
  speaking(
    'wps-role-play-supplier-price',
    'rolePlay',
    ['角色扮演：与供应商谈判价格', 'Role play: negotiate a price with a supplier'],
    roleIntro,
    [supplierOpening, supplierBargaining, supplierDeal],
  ),
  training(
    'wps-write-agreement-confirmation',
    'writingSkill',
    ['写作：谈判后的确认邮件', 'Writing: an email confirming what was agreed'],
    [
      '谈判结束后，根据谈判记录给供应商写一封确认邮件，不少于 100 词。',
      'After the negotiation, write an email to the supplier confirming what was agreed, from the notes; at least 100 words.',
    ],
    [text(agreement, agreementCn, 'Notes from the negotiation')],
    [
      choice(
        'Why should the buyer send a confirmation email after the call?',
        [
          'To start the negotiation again',
          'To have a written record that both sides can check',
          'To ask for a lower price',
          'Because the law requires an email',
        ],
        'B',
        [
          '确认邮件留下书面记录，避免双方记忆不一致。',
          'It gives a written record, so the two sides do not remember the deal differently.',
        ],
      ),
      fillBlank(
        'The total value is 20,000 × RMB 1.18 = RMB {{1}}. The advance payment of 30% is RMB {{2}}.',
        [
          ['23,600.00', '23600.00', '23,600', '23600'],
          ['7,080.00', '7080.00', '7,080', '7080'],
        ],
        ['20000 × 1.18 = 23600；23600 × 30% = 7080。', '20,000 × 1.18 = 23,600; 30% of 23,600 = 7,080.'],
      ),
      trueFalse('The email should say that both sides agreed to a one-year supply contract.', false, [
        '一年合同还未商定，只能写明“首批交货后再谈”。',
        'The one-year contract is still open: the email says it will be discussed after the first delivery.',
      ]),
      writing(
        'Write Sun Li’s email to Kevin Tang confirming every point agreed, mentioning the point still open, and asking him to reply if anything is wrong.',
        100,
        `Subject: Confirmation of our agreement on GP-35 paper bags

Dear Mr Tang,

Thank you for your time on our video call today. I am writing to confirm what we agreed.

• Goods: 20,000 recycled paper shopping bags, model GP-35, with our logo printed in two colours free of charge
• Price: RMB 1.18 per bag; total RMB 23,600.00
• Payment: 30% (RMB 7,080.00) in advance and 70% within 30 days of delivery
• Samples: to reach us by 20 June
• Delivery: to our Dongguan warehouse by 25 July

As discussed, we will talk about a one-year supply contract after the first delivery.

Please let me know by Monday if any of these points is not correct. Otherwise, we will send our purchase order and the advance payment next week.

Best regards,
Sun Li
Buyer, Fresh Valley Supermarkets`,
        [
          '评分要点：所有条件准确完整、标明未决事项、要求对方确认、格式规范、语气礼貌。',
          'Marked on: every term exact and complete, the open point named, a request to confirm, correct layout, a polite tone.',
        ],
      ),
    ],
  ),
];
