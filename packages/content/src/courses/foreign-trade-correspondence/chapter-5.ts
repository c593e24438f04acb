/**
 * Chapter 5 of Foreign Trade Correspondence, counter-offers: a buyer's counter-offer read, an
 * exchange of counter-offers analysed, the sentences that decline and set conditions, and both
 * sides of the exchange written: the counter-offer and the reply to it.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, jumbled, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { sentenceDrill } from './speaking-drills';

const tone = [
  '语气平和礼貌：重读表示条件的词（if, provided），句末语调下降，不要读成命令。',
  'Keep the tone calm and polite: stress the condition words (if, provided) and let the voice fall, so it does not sound like an order.',
] as const;

export const CHAPTER_5_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-buyer-counter-offer',
    'readSkill',
    ['阅读：买方的还盘函', 'Reading: a buyer’s counter-offer'],
    [
      '阅读一封买方的还盘函，找出买方改动了哪些条件、理由是什么、给卖方留了多少时间。',
      'Read a buyer’s counter-offer. Find which terms it changes, the reasons it gives and how long the seller has to answer.',
    ],
    [
      text(
        `<bl>From:</bl> Lucas Becker, Purchasing, Hausfreund GmbH, Cologne
<bl>To:</bl> Liu Yang, Sales Manager, Yongkang Meida Kitchenware Co., Ltd.
<bl>Date:</bl> 9 June 2026
<bl>Subject:</bl> Your offer of 5 June — stainless-steel cookware sets CS-12

Dear Mr Liu,

Thank you for your offer of 5 June for 2,400 cookware sets CS-12 at EUR 27.60 per set CIF Hamburg, shipment in September, payment by L/C at sight.

We like the quality of your samples, but we regret to say that <re>your price is about 8% higher</re> than what we pay for similar sets from Turkey. To make business possible, we can <re>counter-offer EUR 25.80 per set</re> CIF Hamburg.

We also need the goods for our autumn promotion, so shipment must be made <re>not later than 31 August</re>. If you accept these two changes, we can increase the quantity to 3,000 sets. All other terms are as in your offer.

This counter-offer is subject to your reply reaching us by 16 June.

Yours sincerely,
Lucas Becker`,
        `发件人：科隆 Hausfreund 公司采购部卢卡斯·贝克尔。收件人：永康美达厨具有限公司销售经理刘洋。日期：2026 年 6 月 9 日。主题：贵方 6 月 5 日报盘——CS-12 不锈钢锅具套装。尊敬的刘先生：感谢贵方 6 月 5 日就 2400 套 CS-12 锅具的报盘，每套 27.60 欧元 CIF 汉堡，9 月装运，即期信用证付款。我们很满意贵方样品的质量，但遗憾的是，贵方价格比我们从土耳其采购的同类产品高约 8%。为促成交易，我方还盘每套 25.80 欧元 CIF 汉堡。我们需要这批货参加秋季促销，因此必须在 8 月 31 日前装运。如贵方接受这两项修改，我们可将数量增加到 3000 套。其他条件均按贵方报盘。本还盘以贵方答复于 6 月 16 日前到达我方为有效。卢卡斯·贝克尔谨上。`,
        'Hausfreund replies to Meida',
      ),
    ],
    [
      choice(
        'Which <bl>two</bl> terms does the buyer change?',
        ['The price', 'The payment terms', 'The time of shipment', 'The packing'],
        'AC',
        [
          '买方改了价格（27.60 → 25.80 欧元）和装运期（9 月 → 8 月 31 日前），其他条件不变。',
          'The price (27.60 to 25.80 euros) and the shipment date (September to 31 August); all other terms stay.',
        ],
      ),
      fillBlank(
        'The buyer’s price is {{1}} euros per set lower than the seller’s. If the seller accepts, the quantity rises to {{2}} sets.',
        [
          ['1.80', '1.8'],
          ['3,000', '3000'],
        ],
        [
          '27.60 − 25.80 = 1.80 欧元；接受两项修改后数量增至 3000 套。',
          '27.60 − 25.80 = 1.80 euros; with both changes accepted the order grows to 3,000 sets.',
        ],
      ),
      trueFalse('After this letter, the seller’s offer of 5 June still binds the seller.', false, [
        '还盘是对原报盘的拒绝，原报盘随即失效；现在由买方的还盘约束买方。',
        'A counter-offer rejects the original offer, which then lapses; now the buyer is bound by its counter-offer.',
      ]),
      matching(
        'Match each part of the letter with its purpose.',
        [
          ['We like the quality of your samples', 'keeps the relationship warm'],
          ['about 8% higher than ... from Turkey', 'gives a reason for the lower price'],
          ['we can increase the quantity to 3,000 sets', 'offers something in return'],
          ['subject to your reply reaching us by 16 June', 'sets a time limit'],
        ],
        [
          '好的还盘：先肯定、再说理由、给出交换条件、规定有效期。',
          'A good counter-offer praises first, gives reasons, offers something in exchange and sets a time limit.',
        ],
      ),
      qa(
        'Why does the buyer mention the Turkish supplier?',
        'To show the seller that its price is not competitive in the market, so the lower figure looks reasonable and not just a demand.',
        [
          '用市场上的具体比较作理由，比单纯要求降价更有说服力。',
          'A concrete market comparison is more convincing than simply asking for a lower price.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftc-case-counter-offer-exchange',
    'caseAnalysis',
    ['案例：往来还盘中双方的让步与坚持', 'Case: what each side gives and holds in an exchange of counter-offers'],
    [
      '阅读一组往来还盘，分析每一轮中双方让了什么、守住了什么，以及最后为什么能成交。',
      'Read an exchange of counter-offers. Analyse what each side gave and held in every round, and why they reached a deal.',
    ],
    [
      text(
        `<bl>Seller:</bl> Jiangsu Lanwei Textiles. <bl>Buyer:</bl> BlueHarbour Retail, Melbourne. <bl>Goods:</bl> 10,000 bath towels.

<bl>Round 1 — offer (2 March):</bl> AUD 6.20 per piece CIF Melbourne, shipment in May, payment by L/C at sight.
<bl>Round 2 — buyer’s counter-offer (5 March):</bl> AUD 5.60, shipment in April, payment by D/P 60 days.
<bl>Round 3 — seller’s counter-offer (8 March):</bl> AUD 5.95; shipment in April is possible if the colours are confirmed by 15 March; payment must stay by L/C, but the seller accepts an L/C at 30 days’ sight.
<bl>Round 4 — buyer’s counter-offer (11 March):</bl> AUD 5.85 if the order is raised to 12,000 pieces; L/C at 30 days’ sight accepted; colours confirmed today.
<bl>Round 5 — seller’s acceptance (12 March):</bl> accepted; sales confirmation sent.`,
        '卖方：江苏蓝威纺织；买方：墨尔本 BlueHarbour 零售公司；货物：10000 条浴巾。第一轮报盘（3 月 2 日）：每条 6.20 澳元 CIF 墨尔本，5 月装运，即期信用证。第二轮买方还盘（3 月 5 日）：5.60 澳元，4 月装运，60 天付款交单。第三轮卖方还盘（3 月 8 日）：5.95 澳元；如 3 月 15 日前确认颜色，可 4 月装运；付款仍须信用证，但接受 30 天远期信用证。第四轮买方还盘（3 月 11 日）：如订量增至 12000 条，价格 5.85 澳元；接受 30 天远期信用证；当天确认颜色。第五轮卖方接受（3 月 12 日），寄出销售确认书。',
      ),
    ],
    [
      choice(
        'Which term did the seller hold throughout the exchange?',
        ['The price', 'Payment by letter of credit', 'Shipment in May', 'The quantity'],
        'B',
        [
          '卖方始终坚持信用证付款（只把即期改为 30 天远期），拒绝了风险更大的付款交单。',
          'The seller kept payment by L/C (moving only from sight to 30 days) and refused the riskier D/P.',
        ],
      ),
      qa(
        'What did the seller ask for in return for shipping in April, and why?',
        'That the buyer confirm the colours by 15 March, because earlier shipment is only possible if production can start at once.',
        [
          '让步附带条件：提前装运换取提前确认颜色，让步对自己也可行。',
          'A concession with a condition: earlier shipment in exchange for early colour confirmation, so the concession is workable.',
        ],
      ),
      qa(
        'What did the buyer give in Round 4 to get a price of AUD 5.85?',
        'A larger order of 12,000 pieces instead of 10,000, the acceptance of an L/C at 30 days’ sight and the colours confirmed at once.',
        [
          '买方以增加数量、接受信用证和立即确认颜色来换取更低价格。',
          'The buyer traded quantity, the L/C and a quick colour decision for the lower price.',
        ],
      ),
      trueFalse(
        'The final price of AUD 5.85 is exactly halfway between the seller’s first offer and the buyer’s first counter-offer.',
        false,
        [
          '中间值是 (6.20 + 5.60) ÷ 2 = 5.90 澳元；5.85 更接近买方，但买方以加订 2000 条作为交换。',
          'Halfway would be (6.20 + 5.60) ÷ 2 = 5.90; 5.85 is nearer the buyer’s figure, and the buyer paid for it with 2,000 more pieces.',
        ],
      ),
      writing(
        'In about 100 words, explain why the exchange ended in a deal, and give two lessons for writing counter-offers.',
        100,
        'The deal was made because neither side made a concession for nothing: each change of price was traded for something the other side valued — earlier shipment for early colour confirmation, a lower price for a larger order, a usance L/C instead of D/P. Both sides also kept to the terms that mattered most to them: the seller kept the security of an L/C and the buyer got its goods in April. Lessons: link every concession to a condition ("if you ..., we can ..."), and make your concessions smaller each round so the other side sees you are near your limit.',
        [
          '评分要点：指出“有条件的让步”与“守住核心条件”；两条教训具体可用。',
          'Marked on: conditional concessions and protected core terms identified; two specific, usable lessons.',
        ],
      ),
    ],
  ),
  sentenceDrill(
    'ftc-sentences-decline-conditions',
    ['句子训练：委婉拒绝与提出条件', 'Sentence training: declining politely and setting conditions'],
    [
      '跟读还盘中委婉拒绝对方条件、并提出己方条件的句子。',
      'Repeat the sentences a counter-offer uses to turn down the other side’s terms politely and to set your own.',
    ],
    tone,
    [
      [
        'We regret that we are unable to accept your price, as our costs have risen sharply this year.',
        '很遗憾我们无法接受贵方的价格，因为今年我方成本大幅上涨。',
      ],
      [
        'Much as we would like to do business with you, the best we can do is a two percent reduction.',
        '尽管我们很希望与贵方合作，但我们最多只能降价百分之二。',
      ],
      [
        'We could accept your price provided that the order is increased to five thousand units.',
        '如果订量增加到五千件，我们可以接受贵方的价格。',
      ],
      [
        'If you can open the letter of credit by the end of this month, we will advance shipment to July.',
        '如果贵方能在本月底前开出信用证，我们将把装运提前到七月。',
      ],
      [
        'This counter-offer is subject to your reply reaching us by Friday.',
        '本还盘以贵方答复于周五前到达我方为有效。',
      ],
    ],
  ),
  training(
    'ftc-write-counter-offer',
    'writingSkill',
    ['写作：还盘函', 'Writing: a counter-offer'],
    [
      '作为买方，根据供应商的报盘和你方的情况写一封还盘函，不少于 120 词：说明理由、提出新条件、给出交换条件和有效期。',
      'As the buyer, write a counter-offer to the supplier’s offer from the facts given, at least 120 words: give reasons, state your new terms, offer something in return and set a time limit.',
    ],
    [
      text(
        `<bl>The offer</bl> (from Shenzhen Brightway Electronics, Ms Tang Li, 20 July 2026): 5,000 wireless earbuds, Model EB-7, USD 9.40 per pair FOB Shenzhen, shipment within 40 days of order, payment 100% T/T in advance.

<bl>Your position</bl> (you are James Carter, Buyer, Volt Gadgets Ltd, Manchester): similar earbuds from Vietnam cost USD 8.70; your target is USD 8.80. Paying everything in advance ties up too much cash: you want 30% T/T in advance and 70% against the copy of the B/L. In return you could order 6,000 pairs and confirm within three days of agreement. Reply needed by 31 July.`,
        '报盘（深圳明路电子唐丽女士，2026 年 7 月 20 日）：5000 副 EB-7 型无线耳机，每副 9.40 美元 FOB 深圳，下单后 40 天内装运，100% 电汇预付。你方情况（你是曼彻斯特 Volt Gadgets 公司买手詹姆斯·卡特）：越南同类耳机 8.70 美元，目标价 8.80 美元；全额预付占用资金太多，希望 30% 电汇预付、70% 凭提单副本支付。作为交换，可订 6000 副，并在达成一致后三天内确认。要求 7 月 31 日前答复。',
      ),
    ],
    [
      jumbled(
        'Warm-up: put the words in order to make the sentence that links your concession to a condition.',
        'We could increase the order to 6,000 pairs if you accept our price.',
        ['有条件的让步：we could ... if you ...。', 'A conditional concession: "we could ... if you ...".'],
      ),
      writing(
        'Write the counter-offer to Ms Tang Li.',
        120,
        `Dear Ms Tang,

Re: Your offer of 20 July — wireless earbuds EB-7

Thank you for your offer of 20 July. We were pleased with the sound quality of the EB-7 samples.

However, your price of USD 9.40 per pair is well above the market: similar earbuds from Vietnam are offered to us at USD 8.70. We can therefore counter-offer USD 8.80 per pair FOB Shenzhen.

We also find full payment in advance difficult to accept. We propose 30% by T/T in advance and the balance of 70% against the copy of the bill of lading.

If you accept these terms, we will increase our order to 6,000 pairs and confirm it within three days.

This counter-offer is subject to your reply reaching us by 31 July.

Yours sincerely,
James Carter
Buyer, Volt Gadgets Ltd`,
        [
          '评分要点：肯定对方、用市场价说明理由、新价格与付款条件明确、给出交换条件、规定有效期、语气礼貌坚定。',
          'Marked on: a positive opening, a market reason, clear new price and payment terms, something offered in return, a time limit, a polite but firm tone.',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-reply-counter-offer',
    'writingSkill',
    ['写作：答复对方的还盘', 'Writing: reply to a counter-offer'],
    [
      '作为卖方，答复买方的还盘：接受部分条件、拒绝部分条件并说明理由，提出新的折中方案，不少于 120 词。',
      'As the seller, reply to the buyer’s counter-offer: accept part of it, decline the rest with reasons and propose a new middle way; at least 120 words.',
    ],
    [
      text(
        `You are <bl>Liu Yang</bl> of <bl>Yongkang Meida Kitchenware</bl>. Lucas Becker of Hausfreund GmbH has counter-offered (9 June): EUR 25.80 per set CIF Hamburg instead of EUR 27.60, shipment by 31 August instead of September, 3,000 sets if both changes are accepted.

Your position: steel has gone up 6% since May; EUR 25.80 would leave you no profit. Your lowest price for 3,000 sets is <bl>EUR 26.70</bl>. Shipment by 31 August is possible if the L/C reaches you by 5 July. You can add 200 free gift boxes for the promotion. Your reply should be valid until 20 June.`,
        '你是永康美达厨具的刘洋。Hausfreund 公司的卢卡斯·贝克尔 6 月 9 日还盘：每套 25.80 欧元 CIF 汉堡（原报 27.60 欧元），8 月 31 日前装运（原为 9 月），如两项都接受则订 3000 套。你方情况：5 月以来钢材上涨 6%，25.80 欧元无利润；3000 套最低价 26.70 欧元；如信用证 7 月 5 日前到达，可在 8 月 31 日前装运；可为促销免费加送 200 个礼盒。答复有效期至 6 月 20 日。',
      ),
    ],
    [
      fillBlank(
        'Complete the polite refusal: "We {{1}} that we cannot {{2}} your price of EUR 25.80, as steel has gone up 6% since May."',
        [
          ['regret', 'are sorry'],
          ['accept', 'agree to'],
        ],
        [
          '委婉拒绝：We regret that we cannot accept ...，并紧跟理由。',
          'The polite refusal "We regret that we cannot accept ..." followed at once by the reason.',
        ],
      ),
      choice(
        'Which sentence accepts the earlier shipment but protects the seller?',
        [
          'We will ship by 31 August whatever happens.',
          'Shipment by 31 August is possible, provided your L/C reaches us by 5 July.',
          'We cannot ship before September.',
          'Please ship the goods yourselves.',
        ],
        'B',
        [
          'provided that 引出条件，接受对方要求的同时保护自己。',
          '"provided" adds a condition, so the seller agrees and stays safe.',
        ],
        5,
      ),
      writing(
        'Write your reply to Lucas Becker.',
        120,
        `Dear Mr Becker,

Re: Your counter-offer of 9 June — cookware sets CS-12

Thank you for your email of 9 June and for the larger quantity you propose.

We regret that we cannot accept EUR 25.80 per set. The price of stainless steel has risen by 6% since May, and at that figure we would make no profit. However, to help you with your autumn promotion, we can reduce our price to EUR 26.70 per set CIF Hamburg for 3,000 sets, and we will add 200 gift boxes free of charge.

Shipment by 31 August is possible, provided your L/C reaches us by 5 July.

This offer is firm subject to your reply reaching us by 20 June. We hope it will allow us to start our business together.

Yours sincerely,
Liu Yang
Sales Manager, Yongkang Meida Kitchenware Co., Ltd.`,
        [
          '评分要点：感谢来函、委婉拒绝并说明理由、提出折中价格与附加条件、接受交期并附条件、有效期、语气积极。',
          'Marked on: thanks, a polite refusal with a reason, a middle price and an extra, the shipment accepted with a condition, a time limit, a positive tone.',
        ],
      ),
    ],
  ),
];
