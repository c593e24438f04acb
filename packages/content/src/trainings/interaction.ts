/**
 * Interactive group training (interaction): scenarios a team works through stage by stage in
 * class, each stage one shared written answer, then rated by other teams against a rubric.
 * Stages are Q&A questions (the stage's task, a model answer for the teacher, notes in Chinese and
 * English); INTERACTION_RUBRICS suggests each scenario's rating items (out of 5).
 */
import type { TLocalizedText, TTrainingSeed } from '@lingua/contracts';
import { qa, text, training } from './builders';

export const INTERACTION_TRAININGS: TTrainingSeed[] = [
  training(
    'interaction-distribution-agreement',
    'interaction',
    ['互动实训：洽谈独家经销协议', 'Interactive training: negotiating a distribution agreement'],
    [
      '各小组代表杭州绿源家居，与德国经销商洽谈独家经销协议，分四个阶段完成。',
      'Each team represents Hangzhou Greenway Home and negotiates an exclusive distribution agreement with a German distributor, in four stages.',
    ],
    [
      text(
        `<bl>Your company</bl>: Hangzhou Greenway Home Co., Ltd. makes bamboo kitchenware (cutting boards, utensil sets, storage boxes). Export sales last year: USD 4.2 million, mostly to the UK and France.
<bl>The other side</bl>: Müller Haushaltswaren GmbH, Cologne, supplies 380 kitchen shops and two online marketplaces in Germany and Austria.
<bl>On the table</bl>: Müller wants to be your <ud>exclusive distributor</ud> for Germany and Austria for five years. You want a minimum annual purchase, a shorter first term and payment security.`,
        '你方：杭州绿源家居有限公司，生产竹制厨具（砧板、餐具套装、收纳盒），去年出口额 420 万美元，主要销往英国和法国。对方：德国科隆的米勒家居用品公司，为德国和奥地利的 380 家厨具店及两个网上商城供货。议题：米勒希望成为你方在德国和奥地利为期五年的独家经销商；你方希望约定年度最低采购额、缩短首个合同期并保障收款。',
        'Background / 背景',
      ),
      text(
        `<bl>Your limits</bl> (confidential): first term at most 3 years; minimum purchase at least USD 600,000 in year 1, rising 10% a year; payment by L/C at sight or 30% T/T deposit with the balance against documents; you may give up to 3% marketing support on orders above USD 800,000.`,
        '你方底线（保密）：首个合同期不超过 3 年；第一年最低采购额不少于 60 万美元，之后每年增长 10%；付款方式为即期信用证，或 30% 电汇定金、余款凭单据支付；年订单超过 80 万美元时可给予不超过 3% 的市场推广支持。',
        'Your brief / 你方任务书',
      ),
    ],
    [
      qa(
        "Stage 1 — Opening. Write your team's opening statement for the first meeting (about 120 words): welcome the Müller team, state what both sides want from the partnership, and propose an agenda of three items.",
        'Good morning, Mr Müller, and thank you for coming to Hangzhou. We are very pleased that Müller Haushaltswaren wants to bring Greenway products to German and Austrian kitchens. We share one goal: strong, steady growth in a market where customers care about sustainable materials. Today we would like to agree the framework of a distribution agreement. May we suggest three items: first, the territory and the term of exclusivity; second, sales targets and minimum purchases; third, prices and payment terms. If time allows, we could also discuss marketing support. Does this agenda suit you?',
        [
          '开场要点：致谢与欢迎、共同目标、提出议程并征求对方同意。语气友好、正式。',
          'Opening: welcome and thanks, the shared goal, an agenda the other side is asked to agree. Friendly and formal.',
        ],
      ),
      qa(
        "Stage 2 — Exclusivity and targets. Müller asks for five years of exclusivity with no minimum purchase. Write your team's answer (about 150 words): accept exclusivity in principle, propose your term and minimum purchase, and explain why they protect both sides.",
        'We are happy to offer exclusivity for Germany and Austria; it shows how much we value your network of 380 shops. However, exclusivity means we cannot appoint anyone else, so we need to be sure the market grows. We propose a first term of three years, renewable by mutual agreement, with a minimum purchase of USD 600,000 in the first year and 10% more each following year. These figures are realistic: your current buyers alone could reach them. If the targets are met, we would be glad to extend the agreement for a further five years. If they are not met, the agreement would become non-exclusive rather than end, so neither side loses the work already done.',
        [
          '用“原则上同意 + 条件”的结构；用数据说明目标合理；给出对双方都有利的补救安排（如转为非独家）。',
          'Agree in principle, then set conditions; support the targets with figures; offer a fallback that protects both sides (e.g. becoming non-exclusive).',
        ],
      ),
      qa(
        'Stage 3 — Price and payment. Müller offers to pay by open account, 60 days after delivery, and asks for a 5% discount. Write your counter-proposal (about 150 words) within your limits.',
        "We understand that open account terms help your cash flow. For a first agreement, though, we need some security. We can offer two options: payment by L/C at sight, or a 30% deposit by T/T with the balance against copies of the shipping documents. Once the first year's minimum is reached, we would be willing to review the terms. Instead of a 5% discount on all orders, we propose marketing support: for annual orders above USD 800,000, we will contribute 3% of the order value to joint promotions such as trade-show stands and in-store displays. This way the money goes into growing sales for both of us.",
        [
          '让步要有条件（if… then…）；以“市场支持”替代直接降价；付款方式要守住底线。',
          'Make conditional concessions (if… then…); replace a price cut with marketing support; keep to your payment limits.',
        ],
      ),
      qa(
        'Stage 4 — Closing. Write the email (about 150 words) your team leader sends after the meeting: summarise what was agreed, list the open points and propose the next steps with dates.',
        'Subject: Distribution agreement — summary of our meeting on 12 May\n\nDear Mr Müller,\n\nThank you for a productive meeting. We agreed: exclusive distribution for Germany and Austria for an initial three years, renewable; a minimum purchase of USD 600,000 in year 1, rising 10% a year; payment by 30% T/T deposit and the balance against documents.\n\nStill open: the marketing support for orders above USD 800,000, and the product range for the online marketplaces.\n\nNext steps: we will send a draft agreement by 20 May; could you send your comments by 31 May? We suggest a video call on 3 June to settle the open points.\n\nWe look forward to working with you.\n\nBest regards,\nLi Na\nExport Manager, Hangzhou Greenway Home',
        [
          '邮件结构：主题、感谢、已达成一致、待定事项、下一步及日期、结尾。',
          'Structure: subject, thanks, what was agreed, open points, next steps with dates, close.',
        ],
      ),
    ],
  ),
  training(
    'interaction-shipment-delay',
    'interaction',
    ['互动实训：处理重要客户的交货延误', 'Interactive training: handling a shipment delay with a key client'],
    [
      '各小组作为宁波恒达电器的客户团队，处理一批延误货物，分三个阶段完成。',
      'Each team is the account team of Ningbo Hengda Electric and handles a delayed shipment, in three stages.',
    ],
    [
      text(
        `<bl>The order</bl>: 4,000 electric kettles for BrightHome Ltd, a UK retail chain and your biggest client (18% of sales). Shipment was promised for 5 October, in time for BrightHome's Christmas promotion starting 15 November.
<bl>The problem</bl>: a supplier's heating elements failed your quality check. New parts arrive on 8 October; the goods can leave Ningbo on 19 October and arrive in Felixstowe about 20 November, five days after the promotion starts.
<bl>Options</bl>: air-freight 800 units (cost USD 9,600) so the first stores have stock on time; ship the rest by sea.`,
        '订单：英国连锁零售商 BrightHome 公司订购 4,000 台电热水壶，该客户是你方最大客户（占销售额 18%）。承诺 10 月 5 日装运，以赶上对方 11 月 15 日开始的圣诞促销。问题：供应商的发热元件未通过你方质检，新部件 10 月 8 日到货，货物 10 月 19 日才能从宁波出运，约 11 月 20 日到达费利克斯托港，比促销开始晚五天。可选方案：空运 800 台（费用 9,600 美元）保证首批门店有货，其余海运。',
        'Background / 背景',
      ),
    ],
    [
      qa(
        "Stage 1 — Breaking the news. Write the email (about 150 words) to Ms Clarke, BrightHome's buyer: tell her about the delay honestly, explain the cause briefly, and show that you are already acting.",
        'Subject: Order BH-2291 — revised shipment date\n\nDear Ms Clarke,\n\nI am sorry to tell you that order BH-2291 cannot be shipped on 5 October as promised. During our final quality check, the heating elements from one of our suppliers did not meet our safety standard, and we will not ship kettles we cannot fully stand behind.\n\nReplacement parts arrive on 8 October, and the goods will leave Ningbo on 19 October, reaching Felixstowe around 20 November. We know this affects your Christmas promotion, so we are preparing options to get stock into your stores on time and will send them to you tomorrow.\n\nPlease accept our apologies. I will call you at 10:00 your time tomorrow to talk them through.\n\nKind regards,\nZhang Wei\nAccount Manager, Ningbo Hengda Electric',
        [
          '坏消息邮件：开门见山、诚恳道歉、简要原因（不推卸责任）、已采取的行动、下一步联系时间。',
          'Bad news: say it early, apologise sincerely, give the cause briefly without blaming others, show action, fix the next contact.',
        ],
      ),
      qa(
        "Stage 2 — The phone call. Ms Clarke is angry and asks for a 15% discount on the whole order. Write your team's side of the call (about 150 words): acknowledge her concern, present the air-freight option, and respond to the discount request.",
        'Ms Clarke, I completely understand your frustration — your promotion depends on this stock, and we let you down. Here is what we propose. We will send 800 kettles by air at our own cost, so they arrive by 12 November and your flagship stores have stock for the launch. The other 3,200 follow by sea on 19 October. About the discount: 15% on the whole order would be more than our margin. What we can do is 5% on the sea shipment, and we will cover the air freight of USD 9,600 in full. We would also like to add two months of free replacement for any faulty kettle during the promotion. Would that work for you?',
        [
          '先共情再给方案；用具体数字和日期；讨价还价时给出替代补偿而不是简单拒绝。',
          'Show empathy first, then the solution; use exact figures and dates; answer the discount with an alternative, not a flat no.',
        ],
      ),
      qa(
        'Stage 3 — Preventing it next time. Write a short internal memo (about 150 words) to your sales director: what went wrong, what it cost, and three changes so it does not happen again.',
        "To: Sales Director\nFrom: BrightHome account team\nSubject: Lessons from order BH-2291\n\nWhat went wrong: a new supplier's heating elements failed our final check, and we found out only five days before shipment.\n\nCost: USD 9,600 air freight and a 5% discount on 3,200 units (about USD 6,700), plus a strained relationship with our largest client.\n\nProposed changes:\n1. Test components from new suppliers when they arrive, not at final inspection.\n2. Keep a second approved supplier for heating elements.\n3. For orders tied to a client's promotion, plan shipment at least two weeks before the latest date, and tell the client at once when any risk appears.\n\nWe would like to discuss these at Monday's meeting.",
        [
          '内部备忘录：问题、代价（用数字）、改进措施（编号、可执行）。语气客观。',
          'Internal memo: the problem, the cost in figures, numbered practical measures. Neutral tone.',
        ],
      ),
    ],
  ),
  training(
    'interaction-trade-fair-visitor',
    'interaction',
    ['互动实训：广交会上接待潜在买家', 'Interactive training: meeting a potential buyer at the Canton Fair'],
    [
      '各小组作为佛山美陶卫浴的展台团队，接待一位澳大利亚买家，分三个阶段完成。',
      "Each team staffs Foshan Meitao Ceramics' stand and meets an Australian buyer, in three stages.",
    ],
    [
      text(
        `<bl>Your company</bl>: Foshan Meitao Ceramics makes bathroom basins and toilets; MOQ 200 units per model; FOB Guangzhou prices from USD 38 (basin) to USD 95 (toilet).
<bl>The visitor</bl>: Mr Daniel Hughes, purchasing manager of BuildRight, a chain of 46 hardware stores in Australia. He stops at your stand, picks up a basin and asks whether your products meet Australian standards (WaterMark certification).
<bl>Facts</bl>: three of your toilet models are WaterMark-certified; basins need no WaterMark but your glaze passed lead-free testing. Samples can be sent within 7 days.`,
        '你方：佛山美陶卫浴，生产洗脸盆和马桶，每款最低起订量 200 件，广州离岸价 38 美元（洗脸盆）至 95 美元（马桶）。来访者：澳大利亚连锁五金店 BuildRight（46 家门店）的采购经理 Daniel Hughes。他在展台前拿起一个洗脸盆，询问产品是否符合澳大利亚标准（WaterMark 认证）。事实：你方三款马桶已获 WaterMark 认证；洗脸盆无需该认证，但釉面已通过无铅检测；样品可在 7 天内寄出。',
        'Background / 背景',
      ),
    ],
    [
      qa(
        "Stage 1 — First contact. Write what your team says in the first two minutes (about 120 words): greet Mr Hughes, answer his question about standards, and ask two questions to learn about BuildRight's needs.",
        "Good afternoon, and welcome to Meitao Ceramics. I'm Chen Jie, export sales. That's a good question: three of our toilet models are WaterMark-certified, and I can show you the certificates on the tablet here. Basins don't need WaterMark, but our glaze has passed lead-free testing, and the report is in English. May I ask which products you are looking for at this fair: basins, toilets, or complete bathroom sets? And roughly how many stores would the range go into?",
        [
          '问候并自我介绍；用事实回答认证问题；用开放式问题了解需求。',
          'Greet and introduce yourself; answer the standards question with facts; ask open questions about needs.',
        ],
      ),
      qa(
        'Stage 2 — Price and quantity. Mr Hughes says your basin price of USD 38 is "too high" and his first order would be only 100 units per model. Write your response (about 150 words).',
        "I understand: for a first order you want to test the market without too much risk. Our price includes the lead-free glaze and a two-year warranty, which many suppliers at this fair don't offer. On quantity, our MOQ is 200 units per model, because each glaze colour is a separate firing. What we could do is accept 100 units per model if you choose models in the same colour, so we can fire them together. And if the first order reaches 1,000 units in total, we can offer USD 36 per basin. Would mixing models in one colour work for your stores?",
        [
          '先认同对方的顾虑，再说明价格的价值；对起订量给出有条件的灵活方案。',
          "Acknowledge the buyer's concern, explain the value behind the price, offer conditional flexibility on quantity.",
        ],
      ),
      qa(
        'Stage 3 — Follow-up. Write the follow-up email (about 120 words) your team sends the next day: thank him, confirm what was discussed, and offer samples with a date.',
        'Subject: Meitao Ceramics samples for BuildRight\n\nDear Mr Hughes,\n\nThank you for visiting our stand at the Canton Fair yesterday. As discussed, we can supply 100 units per model for a first order if the models share one glaze colour, and USD 36 per basin for orders of 1,000 units or more. I attach the WaterMark certificates for our toilets and the lead-free test report for our basins.\n\nWe would be glad to send samples of the three basins you liked; they can leave Guangzhou by 25 April. Could you confirm the delivery address?\n\nBest regards,\nChen Jie\nExport Sales, Foshan Meitao Ceramics',
        [
          '跟进邮件：感谢、确认要点、附件说明、提出具体的下一步。',
          'Follow-up: thanks, confirm key points, mention attachments, propose a concrete next step.',
        ],
      ),
    ],
  ),
];

type RubricSeed = { name: TLocalizedText; description: TLocalizedText };

const item = (cn: string, en: string, dcn: string, den: string): RubricSeed => ({
  name: { cn, en },
  description: { cn: dcn, en: den },
});

/** The rating items each scenario suggests (every item scored out of 5 per stage). */
export const INTERACTION_RUBRICS: Record<string, RubricSeed[]> = {
  'interaction-distribution-agreement': [
    item('任务完成', 'Task achievement', '回应了本阶段的全部要求', 'Does everything the stage asks'),
    item(
      '谈判策略',
      'Negotiation strategy',
      '守住底线，让步有条件，方案对双方有利',
      'Keeps to the limits, concedes on conditions, finds gains for both sides',
    ),
    item('语言得体', 'Suitable language', '礼貌、清楚、正式的商务英语', 'Polite, clear, formal business English'),
    item('准确性', 'Accuracy', '数字、条款和语法准确', 'Figures, terms and grammar are correct'),
  ],
  'interaction-trade-fair-visitor': [
    item('任务完成', 'Task achievement', '回应了本阶段的全部要求', 'Does everything the stage asks'),
    item('了解需求', 'Finding needs', '提问得当，回应买家关切', "Asks good questions, answers the buyer's concerns"),
    item('语言得体', 'Suitable language', '礼貌、自然的商务口吻', 'Polite, natural business tone'),
  ],
  'interaction-shipment-delay': [
    item('任务完成', 'Task achievement', '回应了本阶段的全部要求', 'Does everything the stage asks'),
    item(
      '客户关系',
      'Client care',
      '坦诚、共情，维护长期合作',
      'Honest, empathetic, protects the long-term relationship',
    ),
    item('方案可行', 'Workable solution', '措施具体、有日期和数字', 'Concrete actions with dates and figures'),
    item('语言得体', 'Suitable language', '语气恰当，语言准确', 'Right tone, accurate language'),
  ],
};
