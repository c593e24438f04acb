/**
 * Unit 7 of Advanced Business English, logistics and the supply chain: the words of logistics,
 * just-in-time production and its buffer stocks, a supermarket's distribution network, a port
 * closure that stopped a production line, and BEC Reading Part 3 (multiple-choice reading).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { speaking } from '../../trainings/speaking-builders';
import { word } from './helpers';

export const UNIT_7_TRAININGS: TTrainingSeed[] = [
  speaking(
    'abe-words-logistics-supply-chain',
    'wordTraining',
    ['单词训练：物流与供应链', 'Word training: logistics and supply chains'],
    [
      '朗读物流与供应链管理中的核心词，中文给出词义和搭配。',
      'Read aloud the key words of logistics and supply chain management; the Chinese gives the meaning and a phrase.',
    ],
    [
      word('warehouse', '仓库（a bonded warehouse 保税仓库）'),
      word('consignment', '一批货物（a consignment of spare parts 一批备件）'),
      word('procurement', '采购（the procurement department 采购部）'),
      word('forwarder', '货运代理（a freight forwarder 货运代理公司）'),
      word('bottleneck', '瓶颈（a bottleneck in production 生产瓶颈）'),
      word('replenishment', '补货（stock replenishment 库存补充）'),
      word('intermodal', '多式联运的（intermodal transport 多式联运）'),
      word('traceability', '可追溯性（product traceability 产品可追溯性）'),
    ],
  ),
  training(
    'abe-read-just-in-time',
    'readSkill',
    ['阅读：准时制生产与库存管理', 'Reading: just-in-time production and stock control'],
    [
      '阅读一家重庆汽车零部件企业如何实行准时制生产、又为何重新增加安全库存，再回答问题。',
      'Read how a Chongqing car-parts maker introduced just-in-time production and why it later built up safety stock again, then answer the questions.',
    ],
    [
      text(
        `<bl>Just in time — or just in case?</bl>

<bl>Yuxin Auto Parts</bl> makes seats for three car assembly plants in Chongqing. Ten years ago its warehouse held enough foam, fabric and steel frames for five weeks of production. Then it adopted <re>just-in-time</re> (JIT) production, the system made famous by Toyota: materials arrive only when they are needed, often several times a day, and finished seats leave for the customer's line within hours.

The savings were large. Stock fell from five weeks to three days, the warehouse was turned into a second production hall, and the money tied up in inventory dropped by RMB 60 million. Because problems could no longer be hidden behind piles of stock, quality improved too: defects fell by 40% in two years.

JIT, however, depends on every link in the chain working. In 2021 a shortage of the electronic chips used in heated seats stopped Yuxin's lines for eleven days. With only three days of stock, there was nothing to fall back on, and its customers' assembly lines stopped as well.

Yuxin did not abandon JIT. Instead it sorted its 1,800 parts by risk. Cheap, bulky items that several local suppliers can provide, such as foam, are still delivered just in time. But for parts that come from one supplier or from abroad, such as chips and motors, it now keeps four to six weeks of <re>safety stock</re>. The company calls the result "just in time, with a little just in case".`,
        `准时制还是以防万一？渝鑫汽车零部件为重庆三家汽车总装厂生产座椅。十年前，它的仓库里存有够五周生产用的泡沫、面料和钢架。后来它采用了因丰田而闻名的准时制生产：物料只在需要时送达，常常一天几次，成品座椅在数小时内发往客户的生产线。

节约效果很大。库存从五周降到三天，仓库改成了第二个生产车间，占用在存货上的资金减少了 6000 万元。由于问题不能再藏在成堆的库存后面，质量也提高了：两年内缺陷率下降了 40%。

然而，准时制依赖链条上每个环节都正常运转。2021 年，加热座椅所用电子芯片短缺，使渝鑫的生产线停了十一天。只有三天的库存，无可依靠，客户的总装线也随之停产。

渝鑫没有放弃准时制，而是把 1800 种零件按风险分类。泡沫这类便宜、体积大、本地有多家供应商的物料仍然准时配送；但对于只有一家供应商或来自国外的零件，如芯片和电机，现在保留四到六周的安全库存。公司把这种做法称为“准时制，外加一点以防万一”。`,
        'Yuxin Auto Parts',
      ),
    ],
    [
      choice(
        'What is the main idea of just-in-time production as described in the text?',
        [
          'Keeping large stocks so that production never stops',
          'Receiving materials only when they are needed',
          'Buying all parts from one supplier',
          'Building cars in a second production hall',
        ],
        'B',
        [
          '第一段：materials arrive only when they are needed。',
          'Paragraph 1: "materials arrive only when they are needed".',
        ],
      ),
      fillBlank(
        'After JIT, stock fell from five weeks to {{1}} days, inventory money dropped by RMB {{2}} million, and defects fell by {{3}}%.',
        [
          ['3', 'three'],
          ['60', 'sixty'],
          ['40', 'forty'],
        ],
        ['第二段的三个数字。', 'The three figures in paragraph 2.'],
      ),
      choice(
        'Why did quality improve under JIT?',
        [
          'Workers were paid more',
          'Problems could no longer be hidden behind piles of stock',
          'The company bought better chips',
          'Customers checked every seat',
        ],
        'B',
        [
          '原文：Because problems could no longer be hidden behind piles of stock。',
          'The text: "Because problems could no longer be hidden behind piles of stock".',
        ],
      ),
      matching(
        'Match each type of part with how Yuxin now stocks it.',
        [
          ['foam from several local suppliers', 'delivered just in time'],
          ['chips from a single foreign supplier', 'four to six weeks of safety stock'],
        ],
        [
          '按风险分类：本地多源、便宜笨重的零件准时制；单一来源或进口零件保留安全库存。',
          'Sorted by risk: cheap, bulky, multi-source local parts stay JIT; single-source or imported parts get safety stock.',
        ],
      ),
      trueFalse('After the chip shortage, Yuxin stopped using just-in-time production.', false, [
        '原文：Yuxin did not abandon JIT。',
        'The text: "Yuxin did not abandon JIT".',
      ]),
      qa(
        'Explain the phrase "just in time, with a little just in case" in your own words.',
        'Most parts are still delivered only when needed, but the company keeps some extra stock of the risky parts, those from a single or foreign supplier, in case supply is interrupted.',
        [
          '要点：大多数零件仍准时制；风险高的零件保留安全库存。',
          'Key points: most parts remain JIT; risky parts are held as a buffer.',
        ],
        10,
      ),
    ],
  ),
  training(
    'abe-hear-distribution-network',
    'hearingSkill',
    ['听力：物流经理讲解配送网络', 'Listening: a logistics manager explains a distribution network'],
    [
      '听鲜途超市物流经理讲解公司的配送网络：配送中心、越库配送、配送频率和最后一公里。先完整听一遍再作答，最多播放 3 次。',
      'Listen to the logistics manager of FreshWay Supermarkets explain its distribution network: distribution centres, cross-docking, delivery frequency and the last mile. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-distribution-network.mp3', 'FreshWay Supermarkets: from supplier to shelf')],
    [
      fillBlank(
        'FreshWay has {{1}} stores and {{2}} regional distribution centres.',
        [
          ['280', 'two hundred and eighty'],
          ['3', 'three'],
        ],
        [
          '第二句：280 家门店，武汉、长沙、南昌三个配送中心。',
          'Line 2: 280 stores and three centres (Wuhan, Changsha, Nanchang).',
        ],
      ),
      choice(
        'What is the advantage of suppliers delivering to the distribution centres?',
        [
          'Suppliers pay less tax',
          'Each store receives one truck instead of many small deliveries',
          'Goods can be stored for longer',
          'Stores can choose their own suppliers',
        ],
        'B',
        [
          '原文：a store receives one truck with everything, instead of forty small deliveries。',
          '"a store receives one truck with everything, instead of forty small deliveries".',
        ],
      ),
      trueFalse(
        'With cross-docking, vegetables are stored in the distribution centre for a day before delivery.',
        false,
        [
          '越库配送：四小时内发出，从不入库（never put into storage）。',
          'Cross-docking: they leave within four hours and are "never put into storage".',
        ],
      ),
      matching(
        'Match each type of product with how often it is delivered to the stores.',
        [
          ['chilled products', 'twice a day'],
          ['dry goods such as rice', 'three times a week'],
        ],
        [
          '冷藏品每天两次（早六点前、下午两点后）；干货每周三次。',
          'Chilled goods twice a day (before 6 am, after 2 pm); dry goods three times a week.',
        ],
      ),
      qa(
        'What is the company’s target for its home delivery vans?',
        'All of them should be electric by 2028 (60% are electric now).',
        ['最后一句。', 'The last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'abe-case-supply-disruption',
    'caseAnalysis',
    ['案例：一次供应链中断事件', 'Case: a supply chain disruption'],
    [
      '阅读一家家电企业因港口关闭导致电机断供的案例，分析原因、评价应对措施，并提出防范建议。',
      'Read how a port closure cut off an appliance maker’s supply of motors, analyse the causes, judge its response and advise how to prevent it happening again.',
    ],
    [
      text(
        `<bl>Hallberg Home</bl>, a Swedish maker of kitchen appliances, assembles 600,000 stand mixers a year at its plant in Poland. All of their motors come from one supplier, <bl>Jinda Motors</bl> in Ningbo, which offered the best price after a tender in 2022. The motors travel by sea, take about 35 days to arrive, and Hallberg keeps two weeks of stock.

In August a typhoon and then a local outbreak of illness closed part of Ningbo port for nine days. Ships were delayed, and by the time the backlog cleared, Hallberg's motor stock had run out. The Polish line stopped for 16 days in September, just before the Christmas selling season. About 40,000 mixers could not be delivered, and two retailers in Germany filled the gap with a competitor's product.

Hallberg's response: it flew 8,000 motors from Shanghai at six times the normal freight cost, moved workers to another product line, and wrote to retailers every two days with updated delivery dates. After the crisis, the board asked the supply chain director for a plan to make sure it "never happens again".`,
        '瑞典厨房电器制造商哈尔伯格家居在波兰工厂每年组装 60 万台厨师机，所有电机都来自宁波的一家供应商——金达电机，它在 2022 年的招标中报价最低。电机海运约 35 天到货，哈尔伯格保有两周库存。八月，一场台风以及随后的局部疫情使宁波港部分区域关闭九天。船舶延误，等积压清完时，哈尔伯格的电机库存已经用完。波兰生产线在九月停产 16 天，正值圣诞销售季之前。约 4 万台厨师机无法交付，德国两家零售商用竞争对手的产品填补了空缺。哈尔伯格的应对：以正常运费六倍的价格从上海空运 8000 台电机，把工人调到另一条产品线，并每两天给零售商写信更新交货日期。危机过后，董事会要求供应链总监拿出一份确保“不再发生”的方案。',
      ),
    ],
    [
      choice(
        'Which <bl>two</bl> decisions made Hallberg most exposed to the port closure?',
        [
          'Buying all its motors from a single supplier',
          'Assembling the mixers in Poland',
          'Keeping only two weeks of stock for parts that take 35 days to arrive',
          'Writing to retailers every two days',
        ],
        'AC',
        [
          '单一供应商 + 库存少于运输周期，是暴露风险的两个决定；给零售商写信是应对措施。',
          'A single supplier and stock shorter than the shipping time made it exposed; writing to retailers was part of the response.',
        ],
      ),
      qa(
        'Judge Hallberg’s response. Which action was most useful, and which was most expensive? Explain.',
        'The regular updates to retailers were the most useful for the relationship, because customers could plan and trust was kept, though two retailers still switched. Flying 8,000 motors at six times the normal freight was the most expensive, and it covered only a small part of the 40,000 lost mixers.',
        [
          '从作用与成本两方面评价；注意 8000 台电机只弥补了 4 万台缺口的一小部分。',
          'Judge both value and cost; note that 8,000 motors covered only a small part of the 40,000-unit gap.',
        ],
      ),
      qa(
        'Besides the extra freight, what longer-term cost did the disruption cause?',
        'Lost market position: two German retailers filled their shelves with a competitor’s product in the Christmas season and may keep buying from it.',
        [
          '长期代价：圣诞季货架被竞争对手占据，可能失去客户。',
          'The longer-term cost: a competitor took the Christmas shelf space and may keep the retailers.',
        ],
      ),
      writing(
        'Write the supply chain director’s plan for the board (at least 120 words): give three measures to prevent such a stoppage, with the cost or drawback of each.',
        120,
        'To the Board – Plan to protect motor supply. 1. Dual sourcing: qualify a second motor supplier, ideally in Europe or in another Chinese port city, for about 30% of volume. The unit price will be around 8% higher, but one port closure could no longer stop the line. 2. Safety stock: raise motor stock from two to six weeks before the peak season from July to October. This ties up about EUR 1.2 million in inventory and needs extra warehouse space. 3. Monitoring and contingency: track every container and weather and port warnings, and agree in advance an air-freight and rail option (China–Europe rail takes about 18 days) with our forwarder. This costs staff time but gives us earlier warning and a quicker route when delays begin. Together these measures cost less than the 16 days of lost production we suffered this year.',
        [
          '评分要点：三项措施（如双源采购、安全库存、监控与备用运输）各有具体做法和成本/缺点；与案例事实挂钩；报告格式。',
          'Marked on: three measures (e.g. dual sourcing, safety stock, monitoring and back-up transport), each with a concrete action and its cost or drawback; links to the facts of the case; report layout.',
        ],
      ),
    ],
  ),
  training(
    'abe-read-bec-multiple-choice',
    'readSkill',
    ['阅读：BEC 阅读第三部分——长文选择题', 'Reading: BEC Reading Part 3, multiple-choice reading'],
    [
      'BEC 高级阅读第三部分：阅读一篇关于“近岸外包”的长文，回答六道单项选择题。题目按文章顺序排列，注意区分原文事实和作者观点。',
      'BEC Higher Reading Part 3: read a longer article on nearshoring and answer six multiple-choice questions. The questions follow the order of the text; tell the facts apart from the writer’s opinions.',
    ],
    [
      text(
        `<bl>Closer to home</bl>

For thirty years, the logic of manufacturing was simple: make things wherever labour is cheapest and ship them to wherever the customers are. Recently, a different word has entered boardroom presentations: <re>nearshoring</re>, moving production closer to the final market.

The case for it is easy to make. The last few years have shown how fragile long supply chains can be: container rates rose tenfold at one point, and a single ship stuck in a canal held up billions of dollars of trade. A factory in Mexico supplying the United States, or in Turkey supplying Germany, is one or two days from its customers instead of five weeks. Companies can hold less stock, react faster to fashion or demand, and advertise a smaller carbon footprint.

Yet the figures tell a more cautious story. Surveys show that far more executives say they plan to nearshore than actually do so. Building a new plant takes three to five years, and many of the skills and suppliers a modern factory needs are still concentrated in Asia. A European bicycle maker that moved assembly from Taiwan to Portugal found that it still had to import most of its gears, brakes and frames from Asia; it had shortened only the last step of the chain.

The real change, argues logistics professor Ines Carvalho, is not a great return home but a move from "lowest cost" to "lowest total risk". Companies are keeping their Asian suppliers while adding a second, closer source for their most important products. "It's less a revolution than an insurance policy," she says. "And like all insurance, it costs money. The question is how much each company is willing to pay."`,
        `离家更近：三十年来，制造业的逻辑很简单——哪里劳动力最便宜就在哪里生产，再运到顾客所在的地方。最近，会议室的演示中出现了一个新词：近岸外包，即把生产移到离最终市场更近的地方。

支持它的理由很容易说：过去几年显示了长供应链有多脆弱——集装箱运价一度上涨了十倍，一艘卡在运河中的船耽误了数十亿美元的贸易。墨西哥的工厂供应美国、土耳其的工厂供应德国，离客户只有一两天路程，而不是五周。企业可以持有更少库存，更快对潮流或需求作出反应，还能宣传更小的碳足迹。

然而数据讲述的故事更谨慎。调查显示，说打算近岸外包的高管远多于真正去做的。建新工厂需要三到五年，现代工厂所需的许多技能和供应商仍集中在亚洲。一家欧洲自行车制造商把组装从台湾迁到葡萄牙后发现，大部分齿轮、刹车和车架仍须从亚洲进口，它只缩短了链条的最后一环。

物流学教授伊内斯·卡瓦略认为，真正的变化不是大规模回迁，而是从“最低成本”转向“最低总风险”。企业保留亚洲供应商，同时为最重要的产品增加第二个较近的货源。她说：“与其说是革命，不如说是一份保险。和所有保险一样，它要花钱。问题是每家公司愿意付多少。”`,
        'Closer to home',
      ),
    ],
    [
      choice(
        'In the first paragraph, the writer says that for thirty years manufacturers mainly',
        [
          'built factories near their customers',
          'produced where labour cost least',
          'avoided shipping goods by sea',
          'used the word nearshoring in presentations',
        ],
        'B',
        [
          '第一段：make things wherever labour is cheapest。',
          'Paragraph 1: "make things wherever labour is cheapest".',
        ],
        5,
      ),
      choice(
        'The ship stuck in a canal is mentioned as an example of',
        [
          'the low cost of sea freight',
          'how easily long supply chains can be disrupted',
          'a reason to build larger ships',
          'the success of nearshoring in Turkey',
        ],
        'B',
        [
          '它与运价上涨一起说明 how fragile long supply chains can be。',
          'With the rise in container rates, it shows "how fragile long supply chains can be".',
        ],
        5,
      ),
      choice(
        'Which advantage of nearshoring is <bl>not</bl> mentioned in the second paragraph?',
        ['Lower stock levels', 'Faster reaction to demand', 'Lower wages', 'A smaller carbon footprint'],
        'C',
        [
          '第二段提到库存更少、反应更快、碳足迹更小；近岸通常工资更高，不是优势。',
          'Paragraph 2 names less stock, faster reaction and a smaller carbon footprint; lower wages are not a benefit of nearshoring.',
        ],
        5,
      ),
      choice(
        'What does the writer mean by "the figures tell a more cautious story"?',
        [
          'Nearshoring has failed in every case',
          'Fewer companies are actually nearshoring than say they will',
          'Surveys about nearshoring are unreliable',
          'Factories in Asia are closing quickly',
        ],
        'B',
        [
          '下一句解释：far more executives say they plan to nearshore than actually do so。',
          'The next sentence explains: "far more executives say they plan to nearshore than actually do so".',
        ],
        5,
      ),
      choice(
        'What does the example of the bicycle maker show?',
        [
          'Portugal has better engineers than Taiwan',
          'Moving assembly closer may still leave most of the supply chain in Asia',
          'Bicycle parts are cheaper in Europe',
          'Nearshoring takes less than a year',
        ],
        'B',
        [
          '它仍需从亚洲进口大部分零件，只缩短了最后一环（only the last step）。',
          'It still imported most parts from Asia and had shortened "only the last step of the chain".',
        ],
        5,
      ),
      choice(
        'Ines Carvalho compares nearshoring to an insurance policy because',
        [
          'it protects against risk but has a price',
          'insurance companies are investing in factories',
          'it removes all risk from supply chains',
          'it is required by law',
        ],
        'A',
        [
          '保险的含义：降低风险，但要付出成本（it costs money）。',
          'Like insurance, it reduces risk but "it costs money".',
        ],
        5,
      ),
    ],
  ),
];
