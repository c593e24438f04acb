/** Case analysis (caseAnalysis, caseAnalyse) and topic discussion: read a business case, analyse, argue. */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, qa, text, training, writing } from './builders';

export const CASE_TRAININGS: TTrainingSeed[] = [
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
    'topic-remote-work',
    'topicDiscuss',
    ['话题讨论：远程办公的利与弊', 'Topic discussion: the pros and cons of remote work'],
    ['阅读观点，发表你的看法。', 'Read the views and give your own.'],
    [
      text(
        `<bl>View A</bl> (a manager): "People at home work longer hours and avoid a two-hour commute. Our productivity went up."
<bl>View B</bl> (a new employee): "I learn much less at home. I cannot ask a colleague a quick question, and I feel alone."`,
        '观点 A（经理）：在家工作的人工作时间更长，还省去了两小时通勤，我们的效率提高了。观点 B（新员工）：在家我学到的少得多，不能随时向同事请教，也感到孤单。',
      ),
    ],
    [
      qa(
        'Which view is closer to yours? Give one reason from your own experience.',
        'An answer that chooses a view and supports it with a concrete example.',
        ['观点明确，理由具体即可。', 'A clear view with a concrete reason.'],
      ),
      writing(
        'Write a post for the class discussion (at least 100 words): how could a company keep the benefits of remote work and help new employees?',
        100,
        'A hybrid model: two office days a week for teamwork and training, a mentor for every new employee, fixed online hours for quick questions, and clear goals so that results, not hours, are measured.',
        [
          '评分要点：观点、论据、可行建议、结构清晰。',
          'Marked on: a position, arguments, practical proposals, clear structure.',
        ],
      ),
    ],
  ),
];
