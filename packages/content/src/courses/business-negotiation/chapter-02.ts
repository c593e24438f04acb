/**
 * Business Negotiation, chapter 2 (background research): a market report on small kitchen
 * appliances in Germany, the buyer's company presentation, a deal lost through poor research and
 * a summary of a client's background. The seller throughout is Ningbo Haitian Appliances; the
 * buyer, Nordhaus Haushaltswaren of Hamburg.
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

export const BN_CHAPTER_2: TTrainingSeed[] = [
  training(
    'bn-read-market-research',
    'readSkill',
    [
      '阅读：目标市场调研报告——德国小家电市场',
      'Reading: a target-market research report on small appliances in Germany',
    ],
    [
      '阅读一份出口前的目标市场调研报告摘要，找出对谈判有用的信息。',
      'Read the summary of a target-market research report written before an export drive, and pick out what matters at the negotiating table.',
    ],
    [
      text(
        `<bl>Market research report: small kitchen appliances, Germany</bl>
Prepared for Ningbo Haitian Appliances Co., Ltd., 12 January 2026

<bl>1 Market size.</bl> Germans spent about <bl>EUR 3.1 billion</bl> on small kitchen appliances in 2025, 2.4% more than in 2024. Electric kettles, coffee machines and air fryers sold best; air fryers grew fastest, by 18%.

<bl>2 Buyers.</bl> Four retail groups sell over half of all units. Most buy through central purchasing departments, hold <re>annual supplier reviews in March and September</re> and sign one-year framework contracts.

<bl>3 Requirements.</bl> Every product must carry the <bl>CE</bl> mark and meet the EU rules on energy use and packaging waste. Buyers expect a <bl>two-year warranty</bl> and spare parts for five years.

<bl>4 Prices and terms.</bl> Private-label kettles are bought at EUR 9–12 FOB China. Buyers usually ask for payment 60 days after the bill of lading, not by letter of credit.

<bl>5 Conclusion.</bl> The best time to approach buyers is before the September review. Our strongest argument is the air fryer, where few Asian suppliers yet hold a German safety certificate.`,
        `市场调研报告：德国小型厨房电器，为宁波海天电器有限公司编写，2026 年 1 月 12 日。1 市场规模：2025 年德国人在小型厨房电器上的支出约 31 亿欧元，比 2024 年增长 2.4%。电水壶、咖啡机和空气炸锅销量最好，空气炸锅增长最快，达 18%。2 买家：四大零售集团占全部销量的一半以上，多数通过中央采购部采购，每年 3 月和 9 月进行供应商评审，签订一年期框架合同。3 要求：所有产品必须有 CE 标志，符合欧盟能耗和包装废弃物规定；买家期望两年保修，并提供五年备件。4 价格与条件：自有品牌电水壶的采购价为中国离岸价 9–12 欧元；买家通常要求提单日后 60 天付款，而不是信用证。5 结论：接触买家的最佳时间是 9 月评审之前。我方最有力的卖点是空气炸锅，目前很少有亚洲供应商持有德国安全认证。`,
        'A research report',
      ),
    ],
    [
      choice(
        'Which product grew fastest in Germany in 2025?',
        ['Electric kettles', 'Coffee machines', 'Air fryers', 'Toasters'],
        'C',
        ['第 1 段：air fryers grew fastest, by 18%。', 'Section 1: "air fryers grew fastest, by 18%".'],
      ),
      trueFalse('German retail buyers usually pay by letter of credit.', false, [
        '第 4 段：买家通常要求提单日后 60 天付款，而不是信用证。',
        'Section 4: they usually ask for payment 60 days after the bill of lading, not by letter of credit.',
      ]),
      matching(
        'Match each finding with what the negotiator should do about it.',
        [
          ['Supplier reviews in March and September', 'make the first approach in summer, before the review'],
          ['Buyers expect a two-year warranty', 'price the warranty cost into the offer'],
          ['Kettles are bought at EUR 9–12 FOB', 'set a kettle price inside this range'],
          ['Few Asian suppliers hold a German certificate', 'lead with the air fryer'],
        ],
        ['调研结论要转化为谈判行动。', 'Each finding of the research becomes a move in the negotiation.'],
      ),
      fillBlank(
        'Every product sold in Germany must carry the {{1}} mark, and buyers expect spare parts for {{2}} years.',
        [['CE'], ['five', '5']],
        ['第 3 段：CE 标志；五年备件。', 'Section 3: the CE mark; spare parts for five years.'],
      ),
      qa(
        'Why does the report say payment terms are something Haitian must prepare for before the talks?',
        'Because German buyers want to pay 60 days after the bill of lading instead of by L/C, so Haitian must decide in advance whether it can give that credit, at what price, or with credit insurance.',
        [
          '付款方式与报价、风险直接相关，谈判前就要定好可接受的方案。',
          'Payment terms change the price and the risk, so the acceptable answer must be decided before the talks.',
        ],
        15,
      ),
    ],
  ),
  training(
    'bn-hear-company-presentation',
    'hearingSkill',
    ['听力：对方公司的情况介绍', "Listening: a presentation of the other side's company"],
    [
      '听德国买方采购经理对本公司的介绍，记下规模、业务和采购要求，最多播放 3 次。',
      "Listen to the German buyer's purchasing manager presenting her company; note its size, business and purchasing rules. At most 3 plays.",
    ],
    [audio('bn-hear-company-presentation.mp3', 'Nordhaus presents itself')],
    [
      choice(
        'How many shops does Nordhaus have?',
        ['Eighty-five', 'One hundred and forty', 'Two hundred and ten', 'Forty-five'],
        'B',
        ['原文：one hundred and forty shops。', '"one hundred and forty shops in Germany and Austria".'],
      ),
      fillBlank(
        'Nordhaus was founded in {{1}}, and last year its sales were {{2}} million euros.',
        [
          ['1962', 'nineteen sixty-two'],
          ['620', 'six hundred and twenty'],
        ],
        ['注意年份和金额的听法。', 'Listen for the year and the sales figure.'],
      ),
      trueFalse('Nordhaus wants a supplier that can deliver within thirty days of an order.', false, [
        '原文是 45 天（forty-five days）。',
        'She says forty-five days, not thirty.',
      ]),
      choice(
        'Which product does Nordhaus most want to add to its own brand?',
        ['Electric kettles', 'Coffee machines', 'Air fryers', 'Blenders'],
        'C',
        ['原文：we are looking for a partner for air fryers。', '"we are looking for a partner for air fryers".'],
      ),
      qa(
        'Name two things Nordhaus checks before it signs with a new supplier.',
        'A factory audit and a social compliance (BSCI) report; it also asks for test samples.',
        [
          '原文提到工厂审核、BSCI 社会责任报告和样品测试。',
          'She mentions a factory audit, a BSCI report and sample tests.',
        ],
        10,
      ),
    ],
  ),
  training(
    'bn-case-poor-research',
    'caseAnalysis',
    ['案例：调研不足导致谈判失利', 'Case: a negotiation lost through poor research'],
    ['阅读案例，找出调研中漏掉的信息及其后果。', 'Read the case, find what the research missed and what it cost.'],
    [
      text(
        `In March 2025 <bl>Jiangsu Bright Lighting</bl> flew two sales managers to Lyon to sell LED panels to <bl>Domelec</bl>, a French chain of building-supply stores. They had studied Domelec's website and prepared a strong price: <bl>USD 14.80</bl> per panel, FOB Shanghai, 30% deposit by T/T.

The meeting went badly from the start. Domelec's buyer asked for the panels' <re>NF certificate</re>, a French safety mark that most of their competitors already held; Bright had never heard of it. She then explained that Domelec only bought <bl>DDP</bl> to its warehouse, because it had no import department, so an FOB price was useless to her. Finally, she mentioned that a Vietnamese supplier had offered USD 15.20 DDP six weeks earlier. Bright's price, once freight, duty and delivery were added, came to about USD 16.90.

The managers promised to come back with a new offer. By the time they had a certificate, Domelec had signed a two-year contract with the Vietnamese supplier.`,
        '2025 年 3 月，江苏明亮照明派两名销售经理飞往里昂，向法国建材连锁店 Domelec 推销 LED 面板灯。他们研究了 Domelec 的网站，准备了有力的报价：每块 14.80 美元，上海离岸价，30% 电汇定金。会谈从一开始就不顺利。Domelec 的采购员要求提供面板的 NF 证书——一种法国安全标志，其大多数竞争对手都已取得，而明亮照明从未听说过。她接着解释，Domelec 只按完税后交货（DDP）到其仓库的条件采购，因为它没有进口部门，所以 FOB 价格对她毫无用处。最后她提到，一家越南供应商六周前报了 DDP 15.20 美元。明亮照明的价格加上运费、关税和送货后约为 16.90 美元。两位经理答应带着新报价再来。等他们拿到证书时，Domelec 已与越南供应商签订了两年合同。',
      ),
    ],
    [
      choice(
        'Which three things did Bright fail to find out before the meeting?',
        [
          "The buyer's product certificate requirement",
          "The buyer's usual trade term (DDP)",
          "The competitor's price",
          "The address of Domelec's head office",
        ],
        'ABC',
        [
          '证书要求、贸易术语、竞争对手报价都是可以事先调研的。',
          'The certificate, the trade term and the rival price could all have been found out beforehand.',
        ],
      ),
      trueFalse("Bright's FOB price was lower than the Vietnamese offer once all costs to Lyon were added.", false, [
        '加上各项费用后约 16.90 美元，高于越南的 15.20 美元。',
        'With all costs added it came to about USD 16.90, above the Vietnamese USD 15.20.',
      ]),
      sequencing(
        'Put the research steps Bright should have taken in a sensible order.',
        [
          "Study the buyer's market and the rules for the product in France",
          "Find out the buyer's purchasing terms and who decides",
          "Collect competitors' prices and offers",
          "Calculate a price on the buyer's trade term",
          'Prepare documents and answers before travelling',
        ],
        [
          '由宏观到具体：市场法规 → 买方习惯 → 竞争对手 → 报价 → 准备材料。',
          'From the market down: rules, buyer, rivals, price, documents.',
        ],
      ),
      writing(
        "In about 100 words, write a note to Bright's sales director: what went wrong in Lyon, and what research the team must do before its next visit to a European buyer.",
        100,
        "The Lyon visit failed because we did not research the buyer. We had no NF certificate, which Domelec requires; we quoted FOB although Domelec buys only DDP; and we did not know that a Vietnamese rival had offered USD 15.20 DDP, well below our real cost of USD 16.90. Before the next visit the team should check the product rules and certificates of the country, ask the buyer or an agent for its usual terms, collect competitors' prices from trade fairs and databases, and prepare a price on the buyer's own trade term.",
        [
          '评分要点：准确指出三处调研缺失，提出可操作的调研步骤。',
          'Marked on: naming the three gaps and giving practical research steps.',
        ],
      ),
    ],
  ),
  training(
    'bn-write-client-background',
    'writingSkill',
    ['写作：客户背景调查摘要', "Writing: a summary of a client's background"],
    [
      '根据调查笔记，为谈判小组写一份客户背景摘要，不少于 120 词。',
      "Use the research notes to write a summary of the client's background for your negotiating team; at least 120 words.",
    ],
    [
      text(
        `<bl>Research notes: Nordhaus Haushaltswaren GmbH</bl>
- Hamburg, founded 1962, family owned; 140 shops in Germany and Austria; sales EUR 620 m (2025)
- Own brand "Nordkoch" since 2019; wants to add air fryers in 2026
- Decision makers: Ms Katrin Vogel, Head of Purchasing (chief negotiator); Mr Jens Ahrens, Quality Manager (must approve samples)
- Current air-fryer supplier: a factory in Shenzhen; late deliveries in 2025 (trade-fair contact)
- Pays 60 days after B/L; asks for 2-year warranty; BSCI audit required
- Credit report (Creditreform, Dec 2025): rating good, no payment delays recorded`,
        '调查笔记：Nordhaus 家居用品有限公司。汉堡，成立于 1962 年，家族企业；德国和奥地利共 140 家门店；2025 年销售额 6.2 亿欧元。自 2019 年起拥有自有品牌 Nordkoch，计划 2026 年增加空气炸锅。决策人：采购总监卡特琳·福格尔女士（首席谈判代表）；质量经理延斯·阿伦斯先生（负责批准样品）。现有空气炸锅供应商为深圳一家工厂，2025 年交货延误（展会获知）。提单日后 60 天付款；要求两年保修；须通过 BSCI 审核。资信报告（Creditreform，2025 年 12 月）：评级良好，无拖欠记录。',
      ),
    ],
    [
      fillBlank(
        'Warm-up: Nordhaus is a family-owned retailer {{1}} in Hamburg. Its purchasing is {{2}} by Ms Katrin Vogel.',
        [
          ['based', 'headquartered'],
          ['led', 'headed', 'run'],
        ],
        ['based in 总部位于；led by 由……领导。', '"based in" a city; a department "led by" someone.'],
        10,
        ['based', 'led', 'found', 'leading'],
      ),
      writing(
        'Write the background summary for your team (headings or short paragraphs): the company, the people, its needs, its risks and what this means for our negotiation.',
        120,
        `Client background: Nordhaus Haushaltswaren GmbH

Company: a family-owned home-goods retailer based in Hamburg, founded in 1962, with 140 shops in Germany and Austria and sales of EUR 620 million in 2025. It has sold its own brand, Nordkoch, since 2019.

People: Ms Katrin Vogel, Head of Purchasing, will lead the talks; Mr Jens Ahrens, Quality Manager, must approve our samples, so he should see them before the price is discussed.

Needs: Nordhaus plans to add air fryers in 2026. Its present supplier in Shenzhen delivered late last year, so reliable delivery is our strongest argument.

Terms and risk: it pays 60 days after B/L and asks for a two-year warranty and a BSCI audit. Its Creditreform rating is good, with no late payments, so open-account terms are an acceptable risk.

For our negotiation: lead with delivery and quality, have our BSCI report ready, and price the warranty and 60-day credit into the offer.`,
        [
          '评分要点：信息完整准确、分类清楚、结论对谈判有指导意义。',
          'Marked on: complete and accurate facts, clear headings, and conclusions the team can use at the table.',
        ],
      ),
      trueFalse('A background summary should end with what the facts mean for our own negotiation.', true, [
        '调查的目的是指导谈判，摘要结尾应给出结论。',
        'Research serves the negotiation, so the summary should end with what it means for us.',
      ]),
    ],
  ),
];
