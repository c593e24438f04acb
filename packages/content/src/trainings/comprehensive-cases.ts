/**
 * Comprehensive cases (kind multiple, issue 16): one business case worked in linked steps, each a
 * short list of tasks of the engine's question types. English material with Chinese notes; the
 * analyses are the rubrics the teacher grades the written tasks by.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, matching, qa, sequencing, text, training, trueFalse, writing } from './builders';

type Pair = readonly [cn: string, en: string];
const link = (title: Pair, brief: Pair, tasks: number) => ({
  title: { cn: title[0], en: title[1] },
  brief: { cn: brief[0], en: brief[1] },
  tasks,
});

const exportDeal: TTrainingSeed = {
  ...training(
    'multiple-export-deal-led-lamps',
    'multiple',
    ['综合案例：一笔完整的出口交易（LED 台灯）', 'Comprehensive case: a whole export deal (LED desk lamps)'],
    [
      '跟随宁波光明照明公司与汉堡进口商完成一笔出口交易：询盘、报价、还价、合同、装运与单据，五个环节依次完成。',
      'Follow Ningbo Brightway Lighting through one export deal with an importer in Hamburg: enquiry, offer, counter-offer, contract, shipment and documents, one link after another.',
    ],
    [
      text(
        `<bl>Ningbo Brightway Lighting Co., Ltd.</bl> makes LED desk lamps. Its export sales manager, <bl>Chen Lin</bl>, receives an enquiry from <bl>Nordlicht Handels GmbH</bl>, an importer in Hamburg that supplies office-furniture shops in Germany and Austria.

Model <bl>BW-220</bl>: 8 W LED desk lamp, three brightness levels, USB charging port, CE and RoHS certified. Factory cost: USD 7.40 per piece. Brightway's usual margin for a first order: 15%. Freight to Hamburg: USD 1,650 per 20' container (2,400 pieces). Insurance: 110% of the CIF value at a premium rate of 0.3%.

You work in Chen Lin's team and handle the deal from the first email to the shipping documents.`,
        '宁波光明照明有限公司生产 LED 台灯。出口销售经理陈琳收到汉堡进口商 Nordlicht 公司的询盘，该公司向德国和奥地利的办公家具店供货。型号 BW-220：8 瓦 LED 台灯，三档亮度，带 USB 充电口，有 CE 与 RoHS 认证。出厂成本每只 7.40 美元；首单通常利润率 15%；到汉堡运费每个 20 英尺柜（2400 只）1650 美元；保险按 CIF 价的 110% 投保，费率 0.3%。你在陈琳的团队中，从第一封邮件一直跟进到装运单据。',
        'The case',
      ),
    ],
    [
      // Link 1: the enquiry
      choice(
        `Read the enquiry.

"Dear Ms Chen, we saw your BW-220 desk lamp at the Canton Fair. Please quote your <bl>lowest price CIF Hamburg</bl> for <bl>4,800 pieces</bl>, stating your earliest delivery date and terms of payment. We would also like two samples. Yours sincerely, Anna Weber, Purchasing, Nordlicht Handels GmbH."

What does Ms Weber ask for? Choose <bl>all</bl> that apply.`,
        ['A price on CIF Hamburg terms', 'The earliest delivery date', 'A sole agency agreement', 'Two samples'],
        'ABD',
        [
          '询盘要求：CIF 汉堡最低价、最早交货期、付款条件和两个样品；并未提独家代理。',
          'The enquiry asks for a CIF Hamburg price, the delivery date, payment terms and two samples; no agency.',
        ],
      ),
      qa(
        'Before you quote, which two facts about the buyer or the order would you check, and why? (at least two sentences)',
        'I would check the buyer’s credit standing (a bank or credit agency report), because it is a new customer and the order is large; and I would check the plug and voltage standard for Germany and Austria and any labelling rules (CE, WEEE registration), because the lamp must be legal to sell there.',
        [
          '评分要点（20 分）：新客户资信（10 分）；目标市场技术/认证要求或包装标签（10 分）；理由清楚。',
          'Rubric (20): the new customer’s credit (10); the market’s technical or labelling rules (10); each with a reason.',
        ],
      ),
      // Link 2: the offer
      fillBlank(
        `Work out the CIF price per piece (two decimals).
Cost USD 7.40 + 15% margin = FOB USD {{1}}.
Freight per piece = 1,650 ÷ 2,400 = USD {{2}}.
CFR = USD {{3}}.
CIF = CFR ÷ (1 − 110% × 0.3%) = USD {{4}}.`,
        [['8.51'], ['0.69', '0.6875'], ['9.20', '9.2'], ['9.23']],
        [
          'FOB = 7.40 × 1.15 = 8.51；运费 1650 ÷ 2400 ≈ 0.69；CFR = 9.20；CIF = 9.20 ÷ (1 − 0.0033) ≈ 9.23。',
          'FOB = 7.40 × 1.15 = 8.51; freight ≈ 0.69; CFR = 9.20; CIF = 9.20 ÷ 0.9967 ≈ 9.23.',
        ],
      ),
      writing(
        'Write the offer to Ms Weber (at least 80 words): thank her, quote USD 9.23 per piece CIF Hamburg for 4,800 pieces, delivery within 40 days of receipt of the L/C, payment by irrevocable L/C at sight, offer valid for 10 days, samples sent by express.',
        80,
        'Dear Ms Weber, Thank you for your enquiry of 3 May and for your interest in our BW-220 desk lamp. We are pleased to offer 4,800 pieces at USD 9.23 per piece CIF Hamburg. Delivery: within 40 days of receipt of your L/C. Payment: by irrevocable L/C at sight. This offer is valid for 10 days. Two samples have been sent to you today by DHL. We look forward to your order. Yours sincerely, Chen Lin',
        [
          '评分要点（30 分）：致谢与引用询盘（5）；价格与术语准确（8）；交货、付款、有效期齐全（9）；样品安排（3）；格式与语气得体（5）。',
          'Rubric (30): thanks and reference (5); price and trade term right (8); delivery, payment and validity all given (9); samples (3); layout and tone (5).',
        ],
      ),
      // Link 3: the counter-offer
      matching(
        `Ms Weber replies: "Your price is about 8% higher than offers from other suppliers. If you can reduce it to USD 8.50, we will place an order for 4,800 pieces and more next season."
Match each sentence of your answer to what it does.`,
        [
          ['We appreciate your frank reply.', 'keeping the relationship warm'],
          ['Our lamp carries CE and RoHS certificates and a two-year warranty.', 'defending the value'],
          ['For 4,800 pieces we can accept USD 9.00 per piece.', 'making a concession'],
          ['This price applies if we receive your order by 20 May.', 'setting a condition'],
        ],
        [
          '还盘回复的四个功能：致谢、强调价值、有限让步、附加条件。',
          'A reply to a counter-offer: thanks, value, a limited concession, a condition.',
        ],
      ),
      qa(
        'Why should Brightway not simply accept USD 8.50? Use the figures of the case.',
        'At USD 8.50 CIF the price is below the FOB price of USD 8.51 before freight and insurance (about USD 0.72 per piece) are paid, so Brightway would lose money on every lamp; a concession to USD 9.00 still leaves about 12% (9.00 − 0.72 = 8.28 FOB against a cost of 7.40).',
        [
          '评分要点（20 分）：指出 8.50 低于成本加运保费（10）；用数字说明（6）；提出合理让步（4）。',
          'Rubric (20): 8.50 is below cost plus freight and insurance (10); shown with figures (6); a sensible concession (4).',
        ],
      ),
      // Link 4: the contract
      trueFalse(
        `Clause 6 of the draft contract: "Payment: by irrevocable L/C at sight, to reach the Seller 30 days before the month of shipment and to remain valid for negotiation in China until the 15th day after the date of shipment."
The L/C must reach the seller at least 30 days before the month of shipment.`,
        true,
        [
          '条款规定信用证须于装运月份前 30 天开到卖方。',
          'The clause says the credit must reach the seller 30 days before the month of shipment.',
        ],
      ),
      fillBlank(
        `Complete clause 8 (claims): "Any claim by the Buyer regarding the {{1}} of the goods shall be made within 30 days after the arrival of the goods at the port of {{2}}, supported by a survey report issued by a surveyor {{3}} by the Seller."`,
        [['quality'], ['destination'], ['approved', 'accepted']],
        [
          '索赔条款三要素：品质、目的港、卖方认可的检验机构。',
          'A claims clause: quality, the port of destination, a surveyor the seller approves.',
        ],
        10,
        ['quality', 'destination', 'approved', 'shipment', 'price', 'refused'],
      ),
      // Link 5: shipment and documents
      sequencing(
        'Put the steps from the L/C to payment in order.',
        [
          'Check the L/C against the contract',
          'Book space with the shipping company',
          'Load the container and get the bill of lading',
          'Prepare the invoice, packing list and insurance policy',
          'Present the documents to the bank within the L/C period',
        ],
        [
          '审证 → 订舱 → 装运取提单 → 制单 → 在信用证规定期限内交单。',
          'Check the credit → book space → ship and get the B/L → make the documents → present them in time.',
        ],
      ),
      qa(
        'The L/C describes the goods as "LED desk lamps, model BW-220". Your colleague typed "LED table lamps BW220" on the invoice. What do you do, and why?',
        'Correct the invoice so that the description is exactly as in the L/C, "LED desk lamps, model BW-220", before presentation, because banks check documents on their face and a different description is a discrepancy that lets the bank refuse payment.',
        [
          '评分要点（20 分）：改为与信用证一字不差（10）；说明不符点导致拒付的风险（10）。',
          'Rubric (20): make it word for word as in the credit (10); explain that a discrepancy lets the bank refuse to pay (10).',
        ],
      ),
    ],
  ),
  links: [
    link(
      ['询盘', 'The enquiry'],
      [
        '读懂买方询盘的要求，判断报价前需要核实的信息。',
        'Read the buyer’s enquiry and decide what to check before you quote.',
      ],
      2,
    ),
    link(
      ['报价', 'The offer'],
      ['核算 CIF 价格，写一封完整的报盘函。', 'Work out the CIF price and write a complete offer.'],
      2,
    ),
    link(
      ['还价与磋商', 'The counter-offer'],
      [
        '买方要求降价 8%，组织还盘回复并用数字说明底线。',
        'The buyer wants 8% off: answer, and show your limit with figures.',
      ],
      2,
    ),
    link(
      ['合同条款', 'The contract'],
      ['审读付款条款，补全索赔条款。', 'Read the payment clause and complete the claims clause.'],
      2,
    ),
    link(
      ['装运与单据', 'Shipment and documents'],
      ['安排从审证到交单的步骤，处理单证不符。', 'Order the steps from the credit to payment and fix a discrepancy.'],
      2,
    ),
  ],
};

const qualityClaim: TTrainingSeed = {
  ...training(
    'multiple-import-quality-claim',
    'multiple',
    ['综合案例：进口货物质量投诉与索赔', 'Comprehensive case: an import quality complaint and claim'],
    [
      '上海一家进口商收到意大利供应商的瓷砖，部分破损且色差明显。依次完成：验货、投诉、磋商与和解四个环节。',
      'A Shanghai importer receives Italian floor tiles, some broken and of the wrong shade. Work through inspection, complaint, negotiation and settlement.',
    ],
    [
      text(
        `<bl>Shanghai Huamei Building Materials Co.</bl> imported 12,000 m² of porcelain floor tiles from <bl>Ceramica Fiorentina S.p.A.</bl>, Italy, at EUR 14.50 per m² CIF Shanghai (contract HM-2031). The contract says: "Quality as per sample No. CF-77. Breakage up to 1% is allowed. Claims for quality must be filed within 45 days after arrival, with an inspection certificate issued by a surveyor acceptable to both parties."

The goods arrived on 2 April. The surveyor's report of 9 April found: <re>4.5% of the tiles broken</re> (the cartons had no corner protection), and <re>1,800 m² of a darker shade</re> than sample CF-77. The tiles are for a hotel project whose fitting starts on 10 May.`,
        '上海华美建材公司从意大利 Ceramica Fiorentina 公司进口 12000 平方米瓷质地砖，单价 CIF 上海每平方米 14.50 欧元（合同 HM-2031）。合同规定：“品质以 CF-77 号样品为准；允许 1% 以内破损；品质索赔须在货到后 45 天内提出，并附双方认可的检验机构出具的检验证书。”货物 4 月 2 日到港。4 月 9 日检验报告显示：4.5% 的瓷砖破损（纸箱无护角），1800 平方米颜色比 CF-77 样品深。这批瓷砖用于一个酒店项目，5 月 10 日开始铺装。',
        'The case',
      ),
    ],
    [
      // Link 1: inspection
      choice(
        'Which findings of the survey are grounds for a claim under the contract? Choose <bl>all</bl> that apply.',
        [
          'Breakage of 4.5%',
          'The darker shade of 1,800 m²',
          'The arrival date of 2 April',
          'The price of EUR 14.50 per m²',
        ],
        'AB',
        [
          '破损超过 1% 的允许范围，色差不符合 CF-77 样品；到货日期和价格都符合合同。',
          'Breakage is over the 1% allowed and the shade does not match sample CF-77; date and price are as agreed.',
        ],
      ),
      trueFalse('Huamei can still file the claim on 20 May.', false, [
        '索赔期为货到后 45 天，即 5 月 17 日截止；5 月 20 日已超期。',
        'The 45 days after arrival end on 17 May, so 20 May is too late.',
      ]),
      // Link 2: the complaint
      writing(
        'Write the complaint to Ceramica Fiorentina (at least 100 words): refer to contract HM-2031, state the two problems with figures, enclose the survey report, say what the hotel project needs and ask for their proposal within 7 days.',
        100,
        'Dear Mr Rossi, Contract HM-2031 – porcelain floor tiles. The goods arrived in Shanghai on 2 April. The enclosed survey report of 9 April shows that 4.5% of the tiles are broken, well above the 1% allowed, because the cartons had no corner protection, and that 1,800 m² are darker than sample CF-77. As the tiles are for a hotel whose fitting begins on 10 May, we need replacement tiles of the correct shade before that date. Please let us have your proposal for replacement and compensation within 7 days. Yours sincerely, Li Hua, Purchasing Manager',
        [
          '评分要点（30 分）：引用合同号（4）；两项问题及数字准确（10）；附检验报告（4）；说明时间压力与要求（8）；语气坚定而礼貌（4）。',
          'Rubric (30): contract reference (4); both problems with figures (10); survey report enclosed (4); the deadline and the request (8); firm, polite tone (4).',
        ],
      ),
      // Link 3: negotiation
      matching(
        'The supplier offers a 5% discount on the whole shipment instead of replacing anything. Match each of Huamei’s replies to its purpose.',
        [
          ['A discount does not solve our problem on site.', 'rejecting the offer'],
          ['The hotel needs one even shade on every floor.', 'explaining the real need'],
          ['Please airfreight 1,800 m² of shade CF-77 by 5 May.', 'stating the remedy'],
          ['We will bear half of the airfreight if you agree this week.', 'offering a trade'],
        ],
        [
          '磋商回复：拒绝不合适方案、说明真实需求、提出补救办法、以交换条件促成协议。',
          'In negotiation: refuse what does not work, explain the need, name the remedy, trade to close.',
        ],
      ),
      qa(
        'Calculate the value of the broken tiles above the 1% allowed, and say what else Huamei could claim.',
        '4.5% − 1% = 3.5% of 12,000 m² = 420 m²; 420 × EUR 14.50 = EUR 6,090. Huamei could also claim the survey fee and any extra cost caused by the wrong shade (replacement, airfreight, handling), and ask for better packing with corner protection in future.',
        [
          '评分要点（20 分）：超出部分 420 平方米、6090 欧元计算正确（10）；其他可索赔项目如检验费、补货运费（6）；提出包装改进（4）。',
          'Rubric (20): 420 m² and EUR 6,090 (10); other items such as the survey fee and airfreight (6); better packing (4).',
        ],
      ),
      // Link 4: settlement
      fillBlank(
        `Complete the settlement: "The Seller shall {{1}} 1,800 m² of tiles matching sample CF-77 by air by 5 May, pay EUR 6,090 as {{2}} for the broken tiles, and bear the {{3}} fee. The Buyer accepts this as full and final {{4}} of the claim."`,
        [['replace', 'ship'], ['compensation'], ['survey', 'inspection'], ['settlement']],
        [
          '和解协议要素：补货、赔偿金额、检验费承担、全部和最终了结。',
          'A settlement: replacement, compensation, the survey fee, full and final settlement.',
        ],
        10,
        ['replace', 'compensation', 'survey', 'settlement', 'discount', 'refuse'],
      ),
      qa(
        'Write two lessons Huamei should put into its next contract with a tile supplier.',
        'Specify export packing with corner protection and a breakage limit with a price reduction for any excess; and require a pre-shipment inspection of shade against the approved sample, with the shade batch number shown on every carton.',
        [
          '评分要点（20 分）：包装条款（10）；装运前检验或批号/色号控制（10）。',
          'Rubric (20): a packing clause (10); a pre-shipment inspection or shade batch control (10).',
        ],
      ),
    ],
  ),
  links: [
    link(
      ['验货', 'Inspection'],
      [
        '对照合同条款判断检验结果能否索赔，注意索赔期限。',
        'Compare the survey with the contract and mind the time limit for claims.',
      ],
      2,
    ),
    link(
      ['投诉', 'The complaint'],
      ['写一封有依据、有数字、有要求的投诉函。', 'Write a complaint with evidence, figures and a clear request.'],
      1,
    ),
    link(
      ['磋商', 'Negotiation'],
      ['回应卖方的折扣方案，计算索赔金额。', 'Answer the supplier’s discount offer and work out the claim.'],
      2,
    ),
    link(
      ['和解', 'Settlement'],
      ['拟定和解条款，总结对今后合同的改进。', 'Draft the settlement and the lessons for the next contract.'],
      2,
    ),
  ],
};

const tradeFair: TTrainingSeed = {
  ...training(
    'multiple-trade-fair-follow-up',
    'multiple',
    ['综合案例：从展会到订单', 'Comprehensive case: from a trade fair to an order'],
    [
      '杭州一家丝巾企业首次参加法兰克福消费品展：展前准备、展位接待、展后跟进三个环节。',
      'A Hangzhou silk-scarf maker goes to the Ambiente fair in Frankfurt for the first time: preparing, at the stand, following up.',
    ],
    [
      text(
        `<bl>Hangzhou Silkroad Accessories Co.</bl> makes printed silk scarves (90 × 90 cm, 100% mulberry silk). It has booked a 9 m² stand at <bl>Ambiente, Frankfurt</bl> (7–11 February). Its goal: five new buyers in the EU, each ordering at least 600 scarves. Prices: EUR 11.80 per scarf FOB Shanghai, minimum order 300 per design. Sales manager <bl>Zhou Min</bl> and one assistant will staff the stand.`,
        '杭州丝路饰品公司生产印花真丝方巾（90 × 90 厘米，100% 桑蚕丝），在法兰克福消费品展（2 月 7 日至 11 日）订了 9 平方米展位。目标：在欧盟开发 5 个新客户，每个客户订购不少于 600 条。价格：FOB 上海每条 11.80 欧元，每款起订 300 条。销售经理周敏和一名助理负责展位。',
        'The case',
      ),
    ],
    [
      choice(
        'Which preparations should be finished <bl>before</bl> the fair? Choose <bl>all</bl> that apply.',
        [
          'Invite existing and target buyers to visit the stand',
          'Prepare a price list with FOB and CIF prices',
          'Sign contracts with every visitor',
          'Print catalogues and business cards in English and German',
        ],
        'ABD',
        [
          '展前：邀约客户、准备价格单、印制资料；合同在展后谈定。',
          'Before the fair: invitations, price lists, printed material; contracts come after it.',
        ],
      ),
      qa(
        'A 9 m² stand is small. How would you arrange it so that buyers stop and touch the scarves? (at least two ideas)',
        'Hang the best-selling designs at eye level facing the aisle so the colours are seen from a distance, and keep a low table at the front with folded samples buyers can touch; leave the back for one small meeting table and the catalogues.',
        [
          '评分要点（20 分）：面向通道的陈列（8）；可触摸的样品（8）；洽谈区安排（4）。',
          'Rubric (20): display facing the aisle (8); samples to touch (8); a place to talk (4).',
        ],
      ),
      matching(
        'Match each sentence Zhou Min says at the stand to its purpose.',
        [
          ['Good morning! Are you looking for scarves for spring?', 'opening a conversation'],
          ['Which shops do you supply, and in which countries?', 'qualifying the buyer'],
          ['Feel the weight: this is 16 momme mulberry silk.', 'showing the product'],
          ['May I have your card? I will send our price list tomorrow.', 'arranging the follow-up'],
        ],
        [
          '展位接待四步：开场、了解客户、展示产品、约定跟进。',
          'At the stand: open, qualify, show, arrange the follow-up.',
        ],
      ),
      trueFalse('A buyer who wants 200 scarves of one design can order at the price list’s terms.', false, [
        '每款起订量为 300 条，200 条低于起订量。',
        'The minimum is 300 per design, so 200 is too few.',
      ]),
      writing(
        'Write the follow-up email (at least 80 words) to Mr Jan de Vries of Amsterdam, who liked designs SR-12 and SR-15 and asked about delivery: thank him, attach the price list, state price, minimum order and delivery time (35 days after order), and propose a video call.',
        80,
        'Dear Mr de Vries, Thank you for visiting our stand at Ambiente and for your interest in designs SR-12 and SR-15. As promised, I attach our price list. Both designs are EUR 11.80 per scarf FOB Shanghai, with a minimum of 300 scarves per design, and we deliver 35 days after receiving your order. Would a short video call next Tuesday or Wednesday suit you, so that we can show you the new spring colours? Best regards, Zhou Min, Sales Manager',
        [
          '评分要点（30 分）：提及展会与款号（6）；价格、起订量、交期准确（12）；提出下一步（6）；格式语气（6）。',
          'Rubric (30): the fair and the designs (6); price, minimum and delivery right (12); a next step (6); layout and tone (6).',
        ],
      ),
      fillBlank(
        'Complete Mr de Vries’s reply: "We would like to place a {{1}} order of 300 scarves of each design. If the quality meets our customers’ expectations, we will {{2}} regular orders. Please send a {{3}} invoice so that we can arrange payment."',
        [['trial'], ['place', 'give'], ['proforma', 'pro forma']],
        [
          '试订单、续订、形式发票是首单往来的常用词。',
          'A trial order, regular orders and a proforma invoice: the words of a first order.',
        ],
        10,
        ['trial', 'place', 'proforma', 'final', 'cancel'],
      ),
    ],
  ),
  links: [
    link(
      ['展前准备', 'Before the fair'],
      ['安排展前工作和小展位的布置。', 'Plan the work before the fair and the small stand.'],
      2,
    ),
    link(
      ['展位接待', 'At the stand'],
      ['用恰当的英语接待客户，判断订单条件。', 'Talk to buyers in the right words and apply the order terms.'],
      2,
    ),
    link(
      ['展后跟进', 'After the fair'],
      ['写跟进邮件，读懂客户的试订单回复。', 'Write the follow-up and read the buyer’s trial order.'],
      2,
    ),
  ],
};

export const COMPREHENSIVE_CASE_TRAININGS: TTrainingSeed[] = [exportDeal, qualityClaim, tradeFair];
