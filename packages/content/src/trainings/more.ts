/**
 * The second and third trainings of the kinds with one in practice.ts and cases.ts: case analysis
 * (caseAnalyse), topic discussion, study skills, practical operation, practical skills and practice
 * exercises, so every kind this version completes has three.
 */
import { QuestionTypeCodes as C, type TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  documents,
  fillBlank,
  jumbled,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
  writing,
} from './builders';

export const MORE_TRAININGS: TTrainingSeed[] = [
  training(
    'case-supplier-switch',
    'caseAnalyse',
    ['案例分析：是否更换供应商', 'Case analysis: should we change supplier?'],
    ['比较两家供应商，给出采购建议。', 'Compare two suppliers and recommend one.'],
    [
      text(
        `Nordic Home, a Swedish retailer, has bought ceramic mugs from <bl>Supplier A</bl> in Jingdezhen for six years: USD 1.80 per mug, 1.5% defects, delivery always on time. <bl>Supplier B</bl> in Vietnam offers USD 1.52 per mug, but its samples had 4% defects and it has never exported to Europe. Nordic Home buys 200,000 mugs a year, and each defective mug costs it USD 3.00 in returns and handling.`,
        '瑞典零售商 Nordic Home 六年来一直从景德镇的供应商 A 采购陶瓷杯：每个 1.80 美元，次品率 1.5%，交货从未延误。越南的供应商 B 报价每个 1.52 美元，但样品次品率为 4%，且从未向欧洲出口过。Nordic Home 每年采购 20 万个杯子，每个次品造成退货和处理成本 3.00 美元。',
      ),
    ],
    [
      qa(
        'Work out the yearly cost of each supplier, defects included. Show your working.',
        'A: 200,000 × 1.80 = 360,000 + 3,000 defects × 3 = 9,000 → USD 369,000. B: 200,000 × 1.52 = 304,000 + 8,000 defects × 3 = 24,000 → USD 328,000.',
        [
          'A：36 万 + 0.9 万 = 36.9 万美元；B：30.4 万 + 2.4 万 = 32.8 万美元。',
          'A: 360,000 + 9,000 = 369,000; B: 304,000 + 24,000 = 328,000.',
        ],
      ),
      choice(
        'Which risk of Supplier B does the cost calculation <bl>not</bl> show?',
        ['Higher defect rate', 'No experience of exporting to Europe', 'Lower unit price', 'Handling cost of returns'],
        'B',
        [
          '出口经验不足带来的交期与合规风险无法直接计入成本。',
          'Missing export experience brings delivery and compliance risks that the sums do not show.',
        ],
      ),
      writing(
        'Write a recommendation to the purchasing director (at least 80 words).',
        80,
        'Supplier B would save about USD 41,000 a year, but it has never exported to Europe. I recommend a trial order of 20,000 mugs from B with a pre-shipment inspection, while keeping A for the rest of this year; if B’s defects stay under 2.5% and it delivers on time, we can move more volume to it next year.',
        [
          '评分要点：引用计算结果、权衡风险、提出可操作的方案。',
          'Marked on: using the figures, weighing the risks, a workable plan.',
        ],
      ),
    ],
  ),
  training(
    'case-payment-terms',
    'caseAnalyse',
    ['案例分析：付款方式的选择', 'Case analysis: choosing the terms of payment'],
    ['分析新客户提出的赊销要求。', 'Analyse a new customer’s request to buy on open account.'],
    [
      text(
        `A new buyer in Chile wants to order USD 150,000 of solar lamps from a Ningbo exporter. The buyer refuses a letter of credit because "bank charges are too high" and asks for <re>open account, 90 days</re>. The exporter has no credit information about the buyer. Export credit insurance is available at 0.6% of the invoice value.`,
        '一家智利新买家想从宁波出口商订购 15 万美元的太阳能灯。买家以“银行费用太高”为由拒绝信用证，要求 90 天赊销。出口商没有该买家的资信资料。出口信用保险的费率为发票金额的 0.6%。',
      ),
    ],
    [
      choice(
        'Under open account, who carries the risk of non-payment?',
        ['The exporter', 'The buyer', 'The buyer’s bank', 'The shipping line'],
        'A',
        ['赊销先发货后收款，风险在出口商。', 'Goods go first and payment later: the exporter carries the risk.'],
      ),
      qa('How much would export credit insurance cost for this order?', '0.6% × 150,000 = USD 900.', [
        '150000 × 0.6% = 900 美元。',
        '150,000 × 0.6% = 900.',
      ]),
      qa(
        'Suggest two compromises the exporter could offer the buyer.',
        'A 30% deposit with the balance against documents (D/P); or open account for a smaller first order covered by credit insurance, moving to longer terms after good payment history.',
        [
          '如定金加付款交单、先小单投保赊销等。',
          'For example a deposit plus D/P, or a small insured first order on open account.',
        ],
      ),
    ],
  ),
  training(
    'topic-ai-translation',
    'topicDiscuss',
    ['话题讨论：机器翻译能取代外贸业务员吗', 'Topic discussion: can machine translation replace trade clerks?'],
    ['阅读材料，参与讨论。', 'Read the material and join the discussion.'],
    [
      text(
        'Many small exporters now answer enquiries with machine translation. It is fast and free, but a buyer in Germany recently cancelled an order after a translated email promised "delivery in 30 working days" instead of "30 days".',
        '许多小型出口企业现在用机器翻译回复询盘，既快又免费。但德国一位买家最近取消了订单，因为翻译出的邮件把“30 天交货”写成了“30 个工作日交货”。',
      ),
    ],
    [
      qa(
        'Name one task where machine translation helps a trade clerk and one where it is risky.',
        'It helps to understand a long enquiry quickly; it is risky for prices, dates and contract terms, which must be checked word by word.',
        ['理解大意 vs. 合同关键条款。', 'Getting the gist versus exact contract terms.'],
      ),
      writing(
        'Post your view (at least 100 words): how should a company use machine translation in its business emails?',
        100,
        'Use it as a first draft and for reading, never as the final text for numbers, dates or commitments; keep a glossary of product and payment terms; have a trained clerk check every outgoing email; and learn enough English to notice when a translation sounds wrong.',
        ['评分要点：观点明确、有例证、建议可行。', 'Marked on: a clear view, examples, workable advice.'],
      ),
    ],
  ),
  training(
    'topic-green-packaging',
    'topicDiscuss',
    ['话题讨论：环保包装值得多花钱吗', 'Topic discussion: is green packaging worth the cost?'],
    ['阅读客户要求，讨论环保包装的利弊。', 'Read a customer’s request and discuss green packaging.'],
    [
      text(
        'A French customer asks you to replace plastic foam with recycled paper packaging from next season. The new packaging costs 8% more and the cartons are 10% larger, so fewer fit in a container.',
        '一位法国客户要求你从下一季起用再生纸包装取代泡沫塑料。新包装贵 8%，纸箱大 10%，一个集装箱能装的箱数减少。',
      ),
    ],
    [
      trueFalse('Larger cartons can raise the freight cost per unit.', true, [
        '每个集装箱装得少，单件运费上升。',
        'Fewer cartons per container means more freight per unit.',
      ]),
      writing(
        'Write your post (at least 100 words): accept the request, refuse it, or propose something else? Give reasons.',
        100,
        'Accept, but share the cost: explain the 8% packaging increase and the higher freight per unit, propose a 3% price rise, and redesign the carton with the customer to limit the extra volume. Green packaging also helps the customer meet French packaging rules and sell to eco-minded shoppers.',
        ['评分要点：立场、成本分析、沟通方案。', 'Marked on: position, cost reasoning, how to talk to the customer.'],
      ),
    ],
  ),
  training(
    'study-email-phrases',
    'studySkill',
    ['学习技能：商务邮件常用句', 'Study skills: phrases for business emails'],
    ['熟悉邮件开头、请求和结尾的常用表达。', 'Learn the phrases that open, ask and close business emails.'],
    [],
    [
      matching(
        'Match each purpose with a phrase.',
        [
          ['Opening a reply', 'Thank you for your email of 3 May.'],
          ['Making a request', 'Could you please send us your price list?'],
          ['Attaching a file', 'Please find the contract attached.'],
          ['Closing', 'I look forward to hearing from you.'],
        ],
        ['邮件结构的四个功能。', 'Four jobs of an email.'],
        20,
      ),
      jumbled('Put the words in order.', 'We apologise for the delay in our reply.', [
        '致歉常用句。',
        'A set apology.',
      ]),
      fillBlank(
        'Choose from the word bank: Please {{1}} receipt of this order and {{2}} the delivery date.',
        [['acknowledge', 'confirm'], ['confirm']],
        ['acknowledge receipt 确认收到；confirm the date 确认日期。', '"acknowledge receipt"; "confirm the date".'],
        10,
        ['acknowledge', 'confirm', 'refuse', 'delay'],
      ),
    ],
  ),
  training(
    'study-numbers-dates',
    'studySkill',
    ['学习技能：数字与日期的读写', 'Study skills: numbers and dates'],
    ['练习商务英语中数字、金额和日期的写法。', 'Practise writing numbers, amounts and dates in business English.'],
    [],
    [
      choice(
        'How is USD 1,250,000 said?',
        [
          'One million two hundred fifty thousand dollars',
          'Twelve million fifty thousand dollars',
          'One point two five thousand dollars',
        ],
        'A',
        [
          '1,250,000 = one million two hundred and fifty thousand。',
          '1,250,000 is one million two hundred (and) fifty thousand.',
        ],
        5,
      ),
      trueFalse('In British English, 03/04/2026 usually means 3 April 2026.', true, [
        '英式日期为日/月/年；美式为月/日/年。',
        'British dates are day/month/year; American dates month/day/year.',
      ]),
      sequencing(
        'Put the amounts in order, from the smallest to the largest.',
        ['USD 950', 'USD 9,500', 'USD 95,000', 'USD 950,000'],
        ['注意千位分隔符。', 'Watch the thousands separators.'],
      ),
      {
        subject_type: C.dragDrop,
        stem: 'Drag each written number to its figure.',
        fullMark: 10,
        analysis: { cn: 'thousand 千，million 百万，billion 十亿。', en: 'thousand, million, billion.' },
        content: {
          targets: [
            { id: 'k', label: '15,000' },
            { id: 'm', label: '15,000,000' },
            { id: 'b', label: '1,500,000,000' },
          ],
          items: [
            { id: 'mil', content: 'fifteen million' },
            { id: 'bil', content: 'one point five billion' },
            { id: 'thou', content: 'fifteen thousand' },
          ],
          answer: [
            { targetId: 'k', itemId: 'thou' },
            { targetId: 'm', itemId: 'mil' },
            { targetId: 'b', itemId: 'bil' },
          ],
        },
      },
    ],
  ),
  training(
    'operation-lc-check',
    'practicalOperation',
    ['实操：对照合同审核信用证', 'Practical operation: check a letter of credit against the contract'],
    ['找出信用证与合同不一致之处。', 'Find where the letter of credit differs from the contract.'],
    [
      text(
        `<bl>Contract</bl>: 5,000 pcs LED desk lamps, USD 9.60 each, total USD 48,000.00, CIF Hamburg, shipment by 30 June 2026, partial shipments allowed.
<bl>L/C</bl>: 5,000 pcs LED desk lamps, USD 9.60 each, total USD 46,000.00, <re>FOB</re> Hamburg, latest shipment 30 June 2026, partial shipments not allowed, expiry 15 July 2026 in China.`,
        '合同：LED 台灯 5000 个，每个 9.60 美元，总额 48000 美元，CIF 汉堡，2026 年 6 月 30 日前装运，允许分批装运。信用证：LED 台灯 5000 个，每个 9.60 美元，总额 46000 美元，FOB 汉堡，最迟装运日 2026 年 6 月 30 日，不允许分批装运，2026 年 7 月 15 日在中国到期。',
      ),
    ],
    [
      choice(
        'Which items of the L/C do <bl>not</bl> match the contract? Choose all.',
        ['The total amount', 'The price term', 'The latest shipment date', 'Partial shipments', 'The unit price'],
        'ABD',
        [
          '金额应为 48000；应为 CIF；合同允许分批装运。',
          'The total should be 48,000; the term CIF; the contract allows partial shipments.',
        ],
        20,
      ),
      qa(
        'Write the amendment request in one or two sentences.',
        'Please amend the L/C: total amount to USD 48,000.00, price term to CIF Hamburg, and partial shipments to "allowed".',
        ['改证函须逐项写明修改内容。', 'An amendment request names each change exactly.'],
        15,
      ),
    ],
  ),
  training(
    'operation-booking-note',
    'practicalOperation',
    ['实操：填写订舱委托书', 'Practical operation: fill in a booking note'],
    ['根据出货信息填写订舱委托书。', 'Fill in the booking note from the shipment details.'],
    [
      text(
        'Shipper: Ningbo Bright Lighting Co., Ltd. Goods: LED desk lamps, 5,000 pcs in 250 cartons, 3,750 kg, 18 CBM. Port of loading Ningbo, destination Hamburg. One 20-foot container, sailing on or before 25 June 2026. Freight prepaid.',
        '发货人：宁波明亮照明有限公司。货物：LED 台灯 5000 个，250 箱，3750 千克，18 立方米。宁波装运，目的港汉堡。一个 20 尺柜，2026 年 6 月 25 日或之前开船。运费预付。',
      ),
    ],
    [
      documents(
        'Fill in the booking note.',
        'BOOKING NOTE',
        'Use the shipment details.',
        [
          [
            'shipper',
            'Shipper',
            ['Ningbo Bright Lighting Co., Ltd.', 'Ningbo Bright Lighting Co., Ltd', 'Ningbo Bright Lighting Co. Ltd.'],
          ],
          ['pol', 'Port of loading', ['Ningbo']],
          ['pod', 'Port of discharge', ['Hamburg']],
          ['packages', 'Number of packages', ['250 cartons', '250', '250 CTNS']],
          ['weight', 'Gross weight', ['3,750 kg', '3750 kg', '3750', '3,750']],
          ['volume', 'Measurement', ['18 CBM', '18', '18 cbm', '18 m3']],
          ['container', 'Container', ["1 x 20'", "1x20'", '1 x 20 ft', "one 20'", '1 x 20GP', '1x20GP']],
          ['freight', 'Freight', ['Freight prepaid', 'prepaid']],
        ],
        ['订舱委托书信息须与装箱单、发票一致。', 'The booking note must agree with the packing list and invoice.'],
        40,
      ),
    ],
  ),
  training(
    'skill-meeting-minutes',
    'practicalSkill',
    ['实践技能：整理会议纪要', 'Practical skills: writing up meeting minutes'],
    ['根据会议笔记完成会议纪要。', 'Complete the minutes from the meeting notes.'],
    [
      text(
        'Notes, sales meeting 12 March: present – Li Na (chair), Tom, Aisha. Q1 sales up 8%. New catalogue late: printer problem → Tom to call printer by Friday. Trade fair budget: approved, USD 20,000. Next meeting 9 April.',
        '3 月 12 日销售会议笔记：出席——李娜（主持）、汤姆、艾莎。一季度销售增长 8%。新目录延误：印刷厂问题 → 汤姆周五前致电印刷厂。展会预算：已批准，2 万美元。下次会议 4 月 9 日。',
      ),
    ],
    [
      fillBlank(
        'Minutes: The meeting was chaired by {{1}}. Sales rose by {{2}} in the first quarter. {{3}} will call the printer by Friday. The next meeting is on {{4}}.',
        [
          ['Li Na'],
          ['8%', '8 %', '8 percent', 'eight percent'],
          ['Tom'],
          ['9 April', 'April 9', '9th April', 'April 9th'],
        ],
        ['纪要要写清谁、做什么、何时。', 'Minutes say who does what and by when.'],
        20,
      ),
      qa(
        'Write the action point about the trade fair as one sentence.',
        'The trade fair budget of USD 20,000 was approved.',
        ['决议用被动语态简洁表达。', 'Decisions are often written in the passive.'],
        10,
      ),
    ],
  ),
  training(
    'skill-visit-itinerary',
    'practicalSkill',
    ['实践技能：安排客户来访行程', 'Practical skills: plan a customer visit'],
    ['为来访客户安排合理的行程。', 'Plan a sensible itinerary for a visiting customer.'],
    [
      text(
        'Ms Weber from Munich lands at Hangzhou airport at 09:30 on Tuesday. She wants to see the factory, discuss the new order and visit West Lake, and she flies home at 16:00 on Wednesday.',
        '慕尼黑的韦伯女士周二 9:30 抵达杭州机场。她想参观工厂、商谈新订单并游览西湖，周三 16:00 乘机回国。',
      ),
    ],
    [
      sequencing(
        'Put the itinerary in a sensible order.',
        [
          'Pick Ms Weber up at the airport',
          'Check in at the hotel and lunch',
          'Factory tour in the afternoon',
          'Order meeting on Wednesday morning',
          'Visit West Lake, then drive to the airport',
        ],
        [
          '先接机入住，工厂参观后再谈订单，最后安排游览并送机。',
          'Arrive, see the factory, then negotiate, and end with sightseeing on the way to the airport.',
        ],
        20,
      ),
      trueFalse(
        'A West Lake visit on Wednesday afternoon leaves enough time for a 16:00 flight if it ends by 14:00.',
        true,
        ['留出两小时赴机场和值机较稳妥。', 'Two hours for the drive and check-in is a safe margin.'],
      ),
    ],
  ),
  training(
    'exercise-collocations',
    'practical_exercises',
    ['实训练习：商务搭配', 'Practice exercises: business collocations'],
    [
      '练习 place an order、meet a deadline 等常用搭配。',
      'Practise collocations such as "place an order" and "meet a deadline".',
    ],
    [],
    [
      {
        subject_type: C.cloze,
        stem: 'We would like to {{1}} an order for 500 units. Can you {{2}} the deadline of 1 June? Please {{3}} us a discount for payment in advance.',
        fullMark: 15,
        analysis: {
          cn: 'place an order；meet a deadline；give/offer a discount。',
          en: 'place an order; meet a deadline; offer a discount.',
        },
        content: {
          blanks: [
            { options: ['make', 'place', 'do'], answer: 1 },
            { options: ['meet', 'reach', 'hit'], answer: 0 },
            { options: ['offer', 'take', 'put'], answer: 0 },
          ],
        },
      },
      choice(
        'Which collocation is correct?',
        ['do a profit', 'make a profit', 'take a profit loss', 'get a profit of loss'],
        'B',
        ['make a profit 盈利。', '"make a profit".'],
        5,
      ),
    ],
  ),
  training(
    'exercise-business-verbs',
    'practical_exercises',
    ['实训练习：商务动词', 'Practice exercises: business verbs'],
    ['选择合适的动词完成句子。', 'Choose the right verb for each sentence.'],
    [],
    [
      fillBlank(
        'Choose from the word bank: The bank will {{1}} the letter of credit today. We must {{2}} the goods before 30 June.',
        [['issue'], ['ship', 'dispatch']],
        ['issue an L/C 开证；ship the goods 装运。', '"issue" a credit; "ship" the goods.'],
        10,
        ['issue', 'ship', 'borrow', 'lend'],
      ),
      trueFalse('"To quote a price" means to say how much something will cost.', true, [
        'quote 报价。',
        '"quote" means to give a price.',
      ]),
      choice(
        'The customer wants to ___ the order from 500 to 800 units.',
        ['increase', 'raise up', 'grow', 'rise'],
        'A',
        ['increase 为及物动词；rise 不及物。', '"increase" takes an object; "rise" does not.'],
        5,
      ),
    ],
  ),
];
