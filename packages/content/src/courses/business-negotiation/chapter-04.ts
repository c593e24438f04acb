/**
 * Business Negotiation, chapter 4 (planning the negotiation): an import negotiation plan, the
 * sentences that state targets and limits, setting the target, acceptable and walk-away prices,
 * weighing the other side's best alternative and writing a plan of one's own.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
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
import { read, speaking } from '../../trainings/speaking-builders';

const linking = [
  '在意群之间停顿，数字读清楚，句末语调下降，语气坚定而礼貌。',
  'Pause between thought groups, say the figures clearly and let the voice fall at the end: firm but polite.',
] as const;
const s = (en: string, cn: string) => read('sentence', en, cn, linking);

export const BN_CHAPTER_4: TTrainingSeed[] = [
  training(
    'bn-read-import-plan',
    'readSkill',
    ['阅读：一份进口谈判计划书', 'Reading: the plan for an import negotiation'],
    [
      '阅读苏州一家企业进口数控机床的谈判计划书，回答问题。',
      "Read a Suzhou company's plan for negotiating the import of CNC machines and answer the questions.",
    ],
    [
      text(
        `<bl>Negotiation plan: import of six CNC machining centres</bl>
Suzhou Hengli Precision Parts Co., Ltd. — prepared 3 February 2026

<bl>1 Background.</bl> We need six five-axis machining centres for our new production line, to start on 1 September. Kessler Maschinenbau (Stuttgart) has quoted <bl>EUR 412,000</bl> per machine, CIP Shanghai, delivery in 20 weeks.

<bl>2 Objectives.</bl> Target price EUR 380,000 per machine; walk-away price <re>EUR 398,000</re>. Delivery no later than 15 July. Two engineers trained in Stuttgart at Kessler's cost. Warranty 24 months.

<bl>3 Our alternative.</bl> A Japanese supplier offers a similar machine at EUR 385,000 but cannot deliver before October.

<bl>4 Strategy.</bl> Open with the delivery date, where Kessler is strong, then link price to the order of six machines. Trade: we can pay 30% in advance instead of 10% if the price comes down.

<bl>5 Team.</bl> Leader: Ms Gu Ping, purchasing director. Technical: Mr Fang Lei, production manager. Finance: Ms Shen Yue.

<bl>6 Timetable.</bl> Video call 20 February; talks in Suzhou 9–10 March; contract signed by 31 March.`,
        '谈判计划：进口六台数控加工中心。苏州恒力精密零件有限公司，2026 年 2 月 3 日编制。1 背景：新生产线需要六台五轴加工中心，9 月 1 日投产。斯图加特的凯斯勒机械报价每台 41.2 万欧元，CIP 上海，20 周交货。2 目标：目标价每台 38 万欧元，底价 39.8 万欧元；最迟 7 月 15 日交货；两名工程师在斯图加特培训，费用由凯斯勒承担；保修 24 个月。3 我方替代方案：一家日本供应商报价类似机型 38.5 万欧元，但 10 月前无法交货。4 策略：先谈凯斯勒占优的交货期，再把价格与六台的订量挂钩。交换条件：如果降价，我方可预付 30% 而不是 10%。5 团队：主谈为采购总监顾萍女士；技术为生产经理方磊先生；财务为沈悦女士。6 时间表：2 月 20 日视频会议；3 月 9–10 日在苏州谈判；3 月 31 日前签约。',
        'A negotiation plan',
      ),
    ],
    [
      fillBlank(
        "Hengli's target price is EUR {{1}} per machine, and it will not pay more than EUR {{2}}.",
        [
          ['380,000', '380000', '380 000'],
          ['398,000', '398000', '398 000'],
        ],
        [
          '第 2 部分：目标价与底价（买方的底价是最高可接受价）。',
          'Section 2: the target and the walk-away price (for a buyer, the highest it will pay).',
        ],
      ),
      trueFalse('The Japanese machine is a good alternative because it is cheaper and arrives sooner.', false, [
        '日本机型便宜，但 10 月前无法交货，晚于 9 月 1 日投产。',
        'It is cheaper but cannot arrive before October, after the line must start on 1 September.',
      ]),
      choice(
        'What will Hengli offer in exchange for a lower price?',
        ['A larger order', 'A 30% advance payment instead of 10%', 'A longer warranty', 'Training at its own cost'],
        'B',
        ['第 4 部分：预付 30% 换降价。', 'Section 4: 30% in advance if the price comes down.'],
      ),
      sequencing(
        'Put the parts of the plan in the order they appear.',
        ['Background', 'Objectives', 'Our alternative', 'Strategy', 'Team', 'Timetable'],
        ['计划书的典型结构。', 'The usual outline of a negotiation plan.'],
      ),
      qa(
        'Why does the plan open the talks with the delivery date rather than the price?',
        'Because delivery is where Kessler is strong and Hengli needs it; starting on common ground builds agreement, and Hengli can then link the price to the size of the order.',
        ['先谈容易达成一致的议题，再谈价格。', 'Start with an issue that can be agreed, then move to price.'],
        15,
      ),
    ],
  ),
  speaking(
    'bn-sentences-targets-limits',
    'sentenceTraining',
    ['句子训练：表达谈判目标与底线', 'Sentence training: stating targets and limits'],
    [
      '跟读谈判中说明目标、划定底线的句子，注意语气坚定而礼貌。',
      'Repeat the sentences that state what you aim for and where your limits are: firm but polite.',
    ],
    [
      s(
        'Our aim today is to agree a price for six machines and a delivery date in July.',
        '我们今天的目标是商定六台机器的价格和七月份的交货日期。',
      ),
      s(
        'We are looking for a price closer to three hundred and eighty thousand euros per machine.',
        '我们希望价格更接近每台三十八万欧元。',
      ),
      s('I am afraid we cannot go beyond that figure.', '恐怕我们不能超过这个数字。'),
      s('That is the limit of what I am authorised to accept.', '这是我被授权接受的极限。'),
      s('Delivery after the end of July would not work for us.', '七月底以后交货对我们来说不行。'),
      s('If we cannot meet on price, we will have to look at other options.', '如果价格谈不拢，我们只能考虑其他选择。'),
    ],
  ),
  training(
    'bn-operation-price-range',
    'practicalOperation',
    ['实操：设定目标价、可接受价与底价', 'Practical operation: set the target, acceptable and walk-away prices'],
    [
      '根据成本和市场数据，为空气炸锅报价计算开价、目标价、可接受价与底价。',
      'Use the cost and market data to work out the opening, target, acceptable and walk-away prices of an air fryer offer.',
    ],
    [
      text(
        `You are in the finance team of Ningbo Haitian Appliances, preparing the air fryer offer to Nordhaus (Hamburg).

<bl>Cost per unit (FOB Ningbo):</bl> materials and parts USD 15.60; labour USD 2.10; packing USD 0.90; overheads USD 1.40. Total <bl>USD 20.00</bl>.
<bl>Extra cost of Nordhaus's terms:</bl> two-year warranty USD 0.80 per unit; 60-day credit USD 0.30 per unit. 
<bl>Company rule:</bl> export orders must earn a margin of at least 8% on full cost.
<bl>Market:</bl> Nordhaus pays its Shenzhen supplier about USD 24.50; a well-known brand sells at USD 29.00.
<bl>Management's aim:</bl> a margin of 15% on full cost; open about 8% above the target.`,
        '你在宁波海天电器财务组，为向汉堡 Nordhaus 报空气炸锅价做准备。单位成本（宁波离岸）：材料零件 15.60 美元，人工 2.10 美元，包装 0.90 美元，管理费 1.40 美元，合计 20.00 美元。满足 Nordhaus 条件的额外成本：两年保修每台 0.80 美元，60 天赊账每台 0.30 美元。公司规定：出口订单按全部成本计算的利润率至少 8%。市场：Nordhaus 从深圳供应商采购价约 24.50 美元，知名品牌为 29.00 美元。管理层目标：按全部成本计 15% 的利润率，开价比目标价高约 8%。',
      ),
    ],
    [
      fillBlank(
        "Step 1. The full cost per unit on Nordhaus's terms is USD {{1}}.",
        [['21.10', '21.1']],
        [
          '20.00 + 0.80 + 0.30 = 21.10。保修和赊账的成本必须计入。',
          '20.00 + 0.80 + 0.30 = 21.10: the warranty and credit cost money too.',
        ],
      ),
      fillBlank(
        'Step 2. The walk-away price (full cost plus the minimum 8% margin) is USD {{1}}, rounded to the cent.',
        [['22.79']],
        [
          '21.10 × 1.08 = 22.788 ≈ 22.79。低于此价不接单。',
          '21.10 × 1.08 = 22.788, about 22.79: below this we walk away.',
        ],
      ),
      fillBlank(
        'Step 3. The target price (15% margin) is USD {{1}}, and the opening price, about 8% higher, is about USD {{2}}.',
        [
          ['24.27', '24.26', '24.3'],
          ['26.20', '26.2', '26.21'],
        ],
        [
          '21.10 × 1.15 = 24.265 ≈ 24.27；24.27 × 1.08 ≈ 26.21，可取整为 26.20。',
          '21.10 × 1.15 = 24.27; 24.27 × 1.08 ≈ 26.21, rounded to about 26.20.',
        ],
      ),
      choice(
        'Is the target price realistic in this market?',
        [
          'Yes: it is close to what Nordhaus pays now and well below the brand price',
          'No: it is above the brand price',
          'No: it is below our full cost',
          'We cannot tell from the data',
        ],
        'A',
        [
          '24.27 与现价 24.50 接近，低于品牌价 29.00。',
          'USD 24.27 is close to the USD 24.50 Nordhaus pays now and far below the brand at 29.00.',
        ],
      ),
      qa(
        'Nordhaus offers USD 23.50 if you drop the 60-day credit and accept payment by L/C at sight. Should you accept? Show your reasoning.',
        'Without the credit, full cost is 20.80 and the walk-away price 20.80 × 1.08 = 22.46; 23.50 gives a margin of about 13%, above the 8% minimum but below the 15% target, so it is acceptable, ideally after trying for a little more.',
        ['条件变化后要重新计算成本和底价。', 'When the terms change, recalculate the cost and the walk-away price.'],
        20,
      ),
    ],
  ),
  training(
    'bn-case-best-alternative',
    'caseAnalysis',
    ['案例：评估对方的最佳替代方案', "Case: assessing the other side's best alternative to a deal"],
    [
      '阅读案例，判断对方的“最佳替代方案”到底有多强，并决定如何应对。',
      "Read the case, judge how strong the other side's best alternative really is, and decide how to respond.",
    ],
    [
      text(
        `<bl>Qingdao Everroad Tyre</bl> has sold truck tyres to <bl>Andes Distribución</bl> in Santiago, Chile, for four years. This year Andes wants <bl>USD 168</bl> per tyre instead of last year's USD 182. Its buyer, Mr Rojas, says a Thai factory has offered USD 168 and that he will "sign with the Thais on Friday" unless Everroad matches it.

Everroad's export manager, Ms Liu Fang, collects the facts before answering:
- The Thai factory asks for a <bl>50% deposit</bl>; Everroad gives Andes 60 days' credit.
- The Thai factory's delivery time is <bl>75 days</bl>; Everroad ships in 30 days from stock in its bonded warehouse in Qingdao.
- Andes's busy season, the grain harvest, starts in about <bl>60 days</bl>, and a Chilean trade contact says Andes's warehouse is half empty.
- The Thai tyres have not yet been tested on Chilean mining roads, which Andes's largest customers use.
- Everroad's full cost is USD 151 per tyre.`,
        '青岛恒途轮胎向智利圣地亚哥的安第斯分销公司供应卡车轮胎已有四年。今年安第斯要求每条 168 美元，而去年是 182 美元。其采购员罗哈斯先生说，一家泰国工厂报价 168 美元，除非恒途跟价，否则他“周五就和泰国人签约”。恒途出口经理刘芳在答复前收集了事实：泰国工厂要求 50% 定金，而恒途给安第斯 60 天赊账；泰国工厂交货期 75 天，恒途从青岛保税仓库现货发货，30 天交货；安第斯的旺季（粮食收获季）约 60 天后开始，一位智利业内人士说安第斯的仓库半空；泰国轮胎尚未在安第斯最大客户使用的智利矿区道路上测试过；恒途每条轮胎的全部成本为 151 美元。',
      ),
    ],
    [
      choice(
        "What is Andes's best alternative to a deal with Everroad?",
        [
          'Buying from the Thai factory at USD 168',
          'Buying no tyres this year',
          'Making its own tyres',
          'Buying from Everroad at USD 182',
        ],
        'A',
        ['对方的 BATNA 就是罗哈斯提到的泰国报价。', "Andes's BATNA is the Thai offer Mr Rojas mentions."],
      ),
      matching(
        'Match each fact with what it means for the strength of the Thai offer.',
        [
          ['75-day delivery', 'the tyres would arrive after the busy season starts'],
          ['50% deposit', 'Andes must find cash it does not need with Everroad'],
          ['Not tested on mining roads', 'Andes risks complaints from its biggest customers'],
          ['Half-empty warehouse', 'Andes needs tyres soon'],
        ],
        ['每条事实都削弱了泰国方案。', 'Each fact makes the Thai offer weaker than its price suggests.'],
      ),
      trueFalse('Ms Liu should match USD 168 at once, because the Thai price is lower.', false, [
        '对方的替代方案弱于表面：交货晚、要定金、未经测试，无需立刻跟价。',
        'The alternative is weaker than it looks: late, a deposit, untested. There is no need to match it at once.',
      ]),
      writing(
        'In about 100 words, write what Ms Liu should say to Mr Rojas: how she shows the real cost of his alternative without sounding threatening, and what small concession, if any, she offers.',
        100,
        '"Mr Rojas, we understand you must compare offers. Before Friday, please compare the whole package: the Thai tyres would arrive in about 75 days, after your harvest season starts, and you would pay half in advance, while we ship from stock in 30 days on 60 days\' credit. Our tyres are also proven on your customers\' mining roads. We value our four years together, so we can offer USD 176 for an order of 2,000 tyres placed this month." She keeps well above the USD 151 cost and gives a small step only in return for a larger, earlier order.',
        [
          '评分要点：用事实说明对方替代方案的真实成本，语气合作，让步有条件且幅度小。',
          'Marked on: facts that show the real cost of the alternative, a cooperative tone, and a small concession given only for something in return.',
        ],
      ),
    ],
  ),
  training(
    'bn-write-negotiation-plan',
    'writingSkill',
    ['写作：谈判计划书', 'Writing: a negotiation plan'],
    [
      '根据材料为一次出口谈判写计划书，不少于 150 词，包括背景、目标、替代方案、策略、团队和时间表。',
      'Write the plan for an export negotiation from the notes: background, objectives, alternative, strategy, team and timetable; at least 150 words.',
    ],
    [
      text(
        `<bl>Notes for the plan</bl>
- Ningbo Haitian Appliances will negotiate a one-year framework contract for <bl>40,000 air fryers</bl> with Nordhaus Haushaltswaren (Hamburg), talks in Ningbo on 14 April.
- Price (FOB Ningbo, on Nordhaus's terms): opening USD 26.20, target USD 24.27, walk-away USD 22.79.
- Nordhaus wants: 60 days' credit, two-year warranty, delivery within 45 days, BSCI report.
- Our alternative: a French retailer has asked for 15,000 units at about USD 24.00, but only from October.
- What we can trade: free spare parts for five years; a second colour at no extra cost. What we want: an order of 40,000, not 25,000; payment insured by Sinosure.
- Team: Chen Hao (leader), Wu Lin (technical), Zhou Yan (finance and minutes).`,
        '计划要点：宁波海天电器将与汉堡 Nordhaus 家居谈判一年期框架合同，4 万台空气炸锅，4 月 14 日在宁波谈判。价格（宁波离岸，按 Nordhaus 条件）：开价 26.20 美元，目标价 24.27 美元，底价 22.79 美元。Nordhaus 要求：60 天赊账、两年保修、45 天内交货、BSCI 报告。我方替代方案：一家法国零售商询价 1.5 万台，约 24.00 美元，但 10 月才开始。可交换的条件：五年免费备件；免费增加第二种颜色。我方想要：4 万台而非 2.5 万台的订量；付款由中国信保承保。团队：陈浩（主谈）、吴琳（技术）、周燕（财务与记录）。',
      ),
    ],
    [
      matching(
        'Warm-up: match each heading of a plan with what goes under it.',
        [
          ['Objectives', 'the target and walk-away prices and the other terms we want'],
          ['Alternative', 'what we do if there is no agreement'],
          ['Strategy', 'what we open with and what we trade'],
          ['Timetable', 'the dates of the talks and the signing'],
        ],
        ['计划书各部分的内容。', 'What belongs under each heading.'],
      ),
      writing(
        'Write the negotiation plan for the Haitian team, using the six headings.',
        150,
        `Negotiation plan: air fryer framework contract with Nordhaus Haushaltswaren

1 Background. Nordhaus, a Hamburg retailer with 140 shops, wants a supplier of air fryers for its own brand from 2026. Talks will be held in Ningbo on 14 April.

2 Objectives. A one-year contract for 40,000 units. Price FOB Ningbo on Nordhaus's terms: open at USD 26.20, target USD 24.27, walk-away USD 22.79. We accept 60 days' credit only if it is insured by Sinosure; we can deliver within 45 days and give a two-year warranty.

3 Our alternative. A French retailer wants 15,000 units at about USD 24.00 from October. It is smaller and later, so a deal with Nordhaus is clearly better, but we do not need to accept any price below USD 22.79.

4 Strategy. Open with quality and our German safety certificate. Link every price step to volume: lower prices only for 40,000 units. Trade free spare parts and a second colour, which cost us little, before we move on price.

5 Team. Chen Hao leads and makes all offers; Wu Lin answers on quality and testing; Zhou Yan checks figures and keeps the minutes.

6 Timetable. Agenda to Nordhaus by 8 April; talks 14 April; draft contract by 24 April; signing by 8 May.`,
        [
          '评分要点：六部分齐全，数字准确，让步与交换条件对应，团队分工明确。',
          'Marked on: all six parts, correct figures, concessions linked to what we get back, clear roles.',
        ],
      ),
    ],
  ),
];
