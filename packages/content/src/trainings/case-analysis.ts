/** Case analysis (caseAnalysis, caseAnalyse): read a business case, find the causes, advise. */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, qa, text, training, writing } from './builders';

export const CASE_ANALYSIS_TRAININGS: TTrainingSeed[] = [
  training(
    'case-discrepant-documents',
    'caseAnalysis',
    ['案例：单证不符被拒付', 'Case: payment refused for discrepant documents'],
    ['阅读案例，分析原因并提出建议。', 'Read the case, find the causes and give advice.'],
    [
      text(
        `In March, a Shenzhen exporter of LED lamps shipped goods worth USD 86,000 to a buyer in Dubai under an irrevocable L/C at sight. The L/C required shipment "not later than 15 March" and a commercial invoice "describing the goods as LED panel lights, model P600".

The goods were loaded on 17 March because the truck to the port broke down. The clerk also typed the description as "LED lights P-600". The documents were presented on 20 March. The issuing bank refused to pay, listing two <re>discrepancies</re>: late shipment and an invoice description that did not match the credit.

By then lamp prices in Dubai had fallen by 12%, and the buyer offered to accept the documents only at a 15% discount.`,
        '三月，深圳一家 LED 灯出口商以即期不可撤销信用证向迪拜买方出口价值 86000 美元的货物。信用证要求“不迟于 3 月 15 日”装运，商业发票须将货物描述为“LED panel lights, model P600”。因去港口的卡车抛锚，货物 3 月 17 日才装船；单证员还把品名打成了“LED lights P-600”。单据于 3 月 20 日交单，开证行以两处不符点拒付：迟装运和发票品名与信用证不符。此时迪拜灯具价格已下跌 12%，买方提出只有在降价 15% 的情况下才接受单据。',
      ),
    ],
    [
      choice(
        'Which <bl>two</bl> discrepancies did the bank find?',
        [
          'Late shipment',
          'Wrong port of discharge',
          'Invoice description not matching the credit',
          'Missing insurance policy',
        ],
        'AC',
        ['案例列出迟装运与品名不符两点。', 'The case lists late shipment and the invoice description.'],
      ),
      qa(
        'Why is the buyer now asking for a discount? Explain the link with the market.',
        'Because prices in Dubai have fallen by 12%, the discrepancies give the buyer a legal reason to refuse the documents, so it uses them to renegotiate the price.',
        [
          '不符点使买方不再受信用证付款约束，市场下跌时买方借机压价。',
          'Discrepancies free the buyer from the credit; with falling prices it uses them to push the price down.',
        ],
      ),
      qa(
        'What should the exporter have done when the truck broke down? Give two actions.',
        'Ask the buyer at once to amend the L/C to extend the shipment date (and the expiry date), and arrange another truck or a later vessel only after the amendment.',
        [
          '要点：及时申请改证展期；不要在证外操作。',
          'Key points: ask in time for an amendment extending the dates; never ship outside the credit’s terms.',
        ],
      ),
      writing(
        'Write advice (at least 80 words) to the documents department on how to avoid such losses.',
        80,
        'Check every document against the L/C line by line before presentation, copying descriptions exactly; use a checklist; plan transport with a safety margin before the latest shipment date; ask for amendments as soon as a problem appears; have a second person review the documents.',
        [
          '评分要点：逐字核对、清单、留出时间余量、及时改证、双人复核。',
          'Marked on: word-for-word checking, a checklist, time margins, timely amendments, a second check.',
        ],
      ),
    ],
  ),
  training(
    'case-cultural-meeting',
    'caseAnalysis',
    ['案例：跨文化谈判中的误会', 'Case: a misunderstanding in a cross-cultural negotiation'],
    ['分析中德谈判中的沟通问题。', 'Analyse the communication problems in a Chinese–German negotiation.'],
    [
      text(
        `A German machinery buyer, Mr Hoffmann, visited a supplier in Ningbo. He arrived at 9:00 sharp with a detailed agenda and expected to discuss prices before lunch. His hosts had planned a factory tour, a long lunch and a banquet, and wanted to "build the relationship" first.

When Mr Hoffmann asked directly, "What is your best price?", the Chinese sales manager smiled and said, "We can discuss that later." Mr Hoffmann understood this as a <re>refusal</re> and became impatient. By the evening no price had been agreed, and he left for Shanghai a day early.`,
        '德国机械采购商霍夫曼先生拜访宁波的一家供应商。他 9 点准时到达，带着详细议程，希望午饭前谈价格。东道主安排了参观工厂、长时间午餐和晚宴，想先“建立关系”。霍夫曼直接问“你们的最优价格是多少？”，中方销售经理微笑着说“这个我们稍后再谈”。霍夫曼将其理解为拒绝，变得不耐烦。到晚上仍未谈定价格，他提前一天去了上海。',
      ),
    ],
    [
      choice(
        'Which difference best explains the problem?',
        [
          'Task-first versus relationship-first styles',
          'Different currencies',
          'A language the buyer could not understand',
          'A product of poor quality',
        ],
        'A',
        [
          '德方重任务与效率，中方重关系建立。',
          'The German side puts the task first; the Chinese side the relationship.',
        ],
      ),
      qa(
        'How did Mr Hoffmann understand "We can discuss that later", and what did the manager probably mean?',
        'He heard a refusal to talk about price; the manager probably meant that price would come after they knew each other better, later in the visit.',
        ['间接表达在高语境文化中常见。', 'Indirect answers are common in high-context cultures.'],
      ),
      writing(
        'Suggest how both sides could prepare for the next visit (at least 80 words).',
        80,
        'Exchange agendas beforehand and agree when prices will be discussed; the hosts could schedule a short business session in the morning and the tour afterwards; the buyer could accept some social time as part of the business; both should check understanding by asking clear follow-up questions.',
        [
          '评分要点：事先沟通议程、兼顾双方期望、确认理解。',
          'Marked on: agreeing the agenda in advance, meeting both sides’ expectations, checking understanding.',
        ],
      ),
    ],
  ),
  training(
    'case-late-delivery',
    'caseAnalysis',
    ['案例：延迟交货的索赔', 'Case: a claim for late delivery'],
    [
      '阅读合同条款与事实，判断责任并给出处理方案。',
      'Read the contract clause and the facts, decide who is responsible and propose a settlement.',
    ],
    [
      text(
        `Contract clause 9: "If the Seller fails to deliver on time, the Seller shall pay a penalty of 0.5% of the value of the late goods for every full week of delay, up to a maximum of 5%. Delays caused by <bl>force majeure</bl> are excluded."

Facts: furniture worth EUR 60,000 was due on 1 June and delivered on 29 June (four weeks late). The seller says two of the four weeks were caused by a typhoon that closed the port of Xiamen; the other two by a shortage of workers at its factory.`,
        '合同第 9 条：“如卖方未能按时交货，每延迟满一周应支付迟交货物价值 0.5% 的罚金，最高不超过 5%。不可抗力造成的延误除外。”事实：价值 6 万欧元的家具应于 6 月 1 日交货，实际 6 月 29 日交货（延迟四周）。卖方称其中两周因台风关闭厦门港所致，另两周因工厂缺工所致。',
      ),
    ],
    [
      choice(
        'Which part of the delay counts as force majeure?',
        [
          'The two weeks caused by the typhoon',
          'The two weeks caused by the worker shortage',
          'All four weeks',
          'None of it',
        ],
        'A',
        [
          '台风属不可抗力；缺工是卖方经营风险。',
          'A typhoon is force majeure; a shortage of workers is the seller’s own business risk.',
        ],
      ),
      qa('Calculate the penalty. Show your working.', 'Two weeks count: 2 × 0.5% = 1% of EUR 60,000 = EUR 600.', [
        '可计罚 2 周：2 × 0.5% × 60000 = 600 欧元。',
        'Two weeks: 2 × 0.5% × 60,000 = EUR 600.',
      ]),
      writing(
        'As the buyer, write a short claim email (at least 60 words) asking for the penalty and evidence of the typhoon closure.',
        60,
        'Dear Mr Chen, our order arrived on 29 June, four weeks after the agreed date. Under clause 9 we accept that the typhoon is force majeure, if you send us the port authority notice, but the two weeks caused by the worker shortage are not excluded. Please pay the penalty of EUR 600 within 14 days. Best regards.',
        [
          '评分要点：引用条款、区分责任、金额正确、要求证明、礼貌。',
          'Marked on: citing the clause, separating the causes, the right amount, asking for evidence, tone.',
        ],
      ),
    ],
  ),
  training(
    'case-brand-crisis',
    'caseAnalyse',
    ['案例分析：社交媒体上的品牌危机', 'Case analysis: a brand crisis on social media'],
    ['分析一家跨境电商卖家如何应对差评风波。', 'Analyse how a cross-border seller handled a storm of bad reviews.'],
    [
      text(
        `A Chinese seller of phone chargers on a European marketplace received 300 one-star reviews in a week after a video showed one of its chargers overheating. The seller first deleted comments on its own page, which made customers angrier. Two days later it stopped sales, offered full refunds, and published the results of an independent safety test showing the fault affected one batch only.`,
        '一家在欧洲电商平台销售手机充电器的中国卖家，在一段展示其充电器过热的视频传播后，一周内收到 300 条一星差评。卖家起初删除自家页面上的评论，激起顾客更大不满。两天后，卖家暂停销售、提供全额退款，并公布独立安全检测结果，显示故障只涉及一个批次。',
      ),
    ],
    [
      choice(
        'Which first reaction made the crisis worse?',
        ['Offering refunds', 'Deleting comments', 'Stopping sales', 'Publishing test results'],
        'B',
        ['删除评论被视为掩盖问题。', 'Deleting comments looks like hiding the problem.'],
      ),
      qa(
        'Name two things the seller did right later, and why they help.',
        'It stopped sales and offered full refunds, which protects customers; it published an independent test, which rebuilds trust with facts.',
        ['透明、负责、以事实回应。', 'Openness, responsibility and facts.'],
      ),
    ],
  ),
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
];
