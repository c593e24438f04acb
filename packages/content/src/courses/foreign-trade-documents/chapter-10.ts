/**
 * Chapter 10 of Foreign Trade Documents, "Customs documents": the boxes of an export customs
 * declaration, a customs broker on the phone with a client, declaring a shipment of e-bikes, and
 * putting together the full set of documents presented for negotiation.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  documents,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
} from '../../trainings/builders';

export const CHAPTER_10_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-export-declaration',
    'readSkill',
    ['阅读：出口货物报关单的栏目', 'Reading: the boxes of an export customs declaration'],
    [
      '阅读海达轮胎发往德班的出口货物报关单主要栏目和说明，然后回答问题。',
      "Read the main boxes of Haida Tyre's export customs declaration for the shipment to Durban and the notes on them. Then answer the questions.",
    ],
    [
      text(
        `<bl>EXPORT GOODS DECLARATION OF THE CUSTOMS OF THE PEOPLE'S REPUBLIC OF CHINA</bl> (main boxes)
Domestic consignor: Qingdao Haida Tyre Co., Ltd. · Overseas consignee: Cape Auto Parts (Pty) Ltd
Customs port of exit: Qingdao Qianwan Customs · Mode of transport: waterway transport
Conveyance and voyage: SOUTHERN CROSS V.2619S · B/L No.: SCSL26QD4471
Trade mode: <re>general trade</re> · Nature of levy and exemption: general taxation
Country of destination: South Africa · Port of destination: Durban
Kind of packages: bare (no packing) · Number of packages: 1,200 · Gross weight: 66,000 kg · Net weight: 66,000 kg
Transaction mode: <bl>CIF</bl> · Freight: USD 9,600.00 · Insurance: USD 187.00
Commodity code: 4011.20 (first six digits of the ten-digit code) · Goods: truck tyres 12R22.5 18PR, brand Haida
Quantity: 1,200 pieces · Unit price: USD 118.00 · Total: USD 141,600.00
Country of origin: China · Domestic source of goods: Qingdao

<bl>Notes.</bl> Every export is declared to customs before loading, by the exporter or by a customs broker it authorises. The <re>trade mode</re> tells customs what kind of business it is: an ordinary sale is "general trade"; processing with imported materials is declared differently. China's customs record exports at their FOB value, so when the contract is CIF or CFR the freight and the insurance premium are declared too, and customs takes them off the total. The tyres are shipped without packing, so their gross and net weights are the same. The commodity code decides which rules apply to the goods, so it must be the right one.`,
        `中华人民共和国海关出口货物报关单（主要栏目）。境内发货人：青岛海达轮胎有限公司；境外收货人：开普汽配有限公司。出境关别：青岛前湾海关；运输方式：水路运输。运输工具名称及航次：SOUTHERN CROSS V.2619S；提运单号：SCSL26QD4471。监管方式：一般贸易；征免性质：一般征税。运抵国：南非；指运港：德班。包装种类：裸装；件数：1200；毛重 66000 千克；净重 66000 千克。成交方式：CIF；运费 9600 美元；保费 187 美元。商品编号：4011.20（十位编码的前六位）；商品名称：12R22.5 18 层级卡车轮胎，海达牌。数量：1200 条；单价 118 美元；总价 141600 美元。原产国：中国；境内货源地：青岛。

说明：每票出口货物都要在装船前向海关申报，由出口商或其委托的报关行办理。监管方式告诉海关这是什么类型的业务：普通买卖为“一般贸易”，进料加工等另行申报。中国海关按 FOB 价统计出口，所以合同为 CIF 或 CFR 时，还要申报运费和保险费，由海关从总价中扣除。轮胎裸装运输，毛重与净重相同。商品编号决定货物适用哪些规定，必须准确。`,
        'Declaration for the Durban tyres',
      ),
    ],
    [
      matching(
        'Match each box with what it says on this declaration.',
        [
          ['Trade mode', 'general trade'],
          ['Transaction mode', 'CIF'],
          ['Customs port of exit', 'Qingdao Qianwan Customs'],
          ['Kind of packages', 'bare (no packing)'],
        ],
        ['见报关单各栏。', 'See the boxes of the declaration.'],
      ),
      fillBlank(
        'The FOB value customs records is 141,600.00 − 9,600.00 − 187.00 = USD {{1}}.',
        [['131,813.00', '131,813', '131813', '131813.00']],
        ['FOB = CIF − 运费 − 保费 = 131813 美元。', 'FOB = CIF − freight − insurance = USD 131,813.'],
      ),
      choice(
        'Why are the freight and the insurance declared?',
        [
          'Because customs charges duty on them',
          'Because the contract is CIF and customs records exports at their FOB value',
          'Because the shipping line asks for them',
          'Because the buyer pays them in South Africa',
        ],
        'B',
        [
          '说明：海关按 FOB 价统计，CIF 成交须申报运保费。',
          'The notes: customs records FOB value, so a CIF sale declares freight and insurance.',
        ],
      ),
      trueFalse('The gross weight and the net weight are the same because the tyres are shipped bare.', true, [
        '裸装无包装，毛重等于净重。',
        'With no packing, gross weight equals net weight.',
      ]),
      qa(
        'Haida Tyre does not file the declaration itself. Who may do it, and what must Haida give them?',
        'A customs broker Haida authorises; Haida must give it a signed power of attorney and the documents: invoice, packing list, contract and booking details.',
        [
          '由其委托的报关行申报，须提供报关委托书和发票、装箱单、合同等资料。',
          'A customs broker it authorises, with a power of attorney and the invoice, packing list and contract.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-hear-broker-call',
    'hearingSkill',
    ['听力：报关员与客户通电话', 'Listening: a customs broker on the phone with a client'],
    [
      '听报关行的王浩给明途照明的林女士打电话核对报关资料，先完整听一遍再作答，最多播放 3 次。',
      'Listen to Wang Hao of a customs brokerage call Ms Lin at Brightway Lighting to check the declaration. Play it through once before answering; at most 3 plays.',
    ],
    [audio('ftd-hear-broker-call.mp3', 'A call from the customs broker')],
    [
      choice(
        'Why does Wang Hao call Ms Lin?',
        [
          'To tell her the goods have been seized',
          'To check two details of the export declaration',
          'To ask for a lower fee',
          'To book shipping space',
        ],
        'B',
        ['他说有两个小问题要核对。', 'He says there are two small questions about the declaration.'],
      ),
      fillBlank(
        'The packing list says {{1}} cartons, but the booking says 290. The right number is {{2}}.',
        [
          ['300', 'three hundred'],
          ['300', 'three hundred'],
        ],
        ['装箱单 300 箱，订舱 290 箱，以 300 箱为准。', 'The packing list says 300, the booking 290; 300 is right.'],
      ),
      fillBlank(
        'The freight is USD {{1}} and the insurance premium is USD {{2}}.',
        [
          ['1,800', '1800', 'one thousand eight hundred'],
          ['51', 'fifty-one', 'fifty one'],
        ],
        [
          'CIF 成交须申报运费 1800 美元和保费 51 美元。',
          'A CIF sale declares the freight, 1,800, and the premium, 51.',
        ],
      ),
      trueFalse('The customs cut-off is Thursday at five p.m.', true, [
        '原文：The customs cut off is Thursday at five p m。',
        '"The customs cut off is Thursday at five p.m."',
      ]),
      qa(
        'List what Ms Lin must do or send before Wednesday noon.',
        'Have the forwarder correct the booking to 300 cartons, email the freight and premium figures, and send the signed power of attorney.',
        [
          '三件事：更正订舱件数、发运保费数字、寄签字的报关委托书。',
          'Three things: correct the booking, send the freight and premium, send the signed power of attorney.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ftd-bill-ebike-export-declaration',
    'billSkill',
    ['单证：为电动自行车填写出口货物报关单', 'Documents: fill in an export customs declaration for e-bikes'],
    [
      '你是天津飞鸽电动车公司的单证员，委托报关行申报一批出口新西兰的电动自行车。根据发票和装箱单填写报关单的主要栏目。',
      'You are the documentation clerk at Tianjin Feige E-Bike, preparing the declaration for a shipment of e-bikes to New Zealand. Fill in the main boxes of the export customs declaration from the invoice and packing list.',
    ],
    [
      text(
        `<bl>Invoice FG26-1103</bl>: 240 sets of city e-bikes, model FG-26, 250 W, at USD 360.00 per set FOB Tianjin Xingang; total USD 86,400.00
<bl>Packing list</bl>: 1 set per carton, 240 cartons; per carton G.W. 32 kg, N.W. 27 kg
Seller: Tianjin Feige E-Bike Co., Ltd., Tianjin · Buyer: Pedal Power NZ Ltd, 14 Great North Road, Auckland, New Zealand
Shipment by sea on PACIFIC JADE V.2641S from Tianjin Xingang to Auckland; an ordinary export sale
Commodity code (first six digits): 8711.60 (cycles with an auxiliary electric motor)`,
        '发票 FG26-1103：FG-26 型 250 瓦城市电动自行车 240 辆，每辆 360 美元 FOB 天津新港，总额 86400 美元。装箱单：每箱 1 辆，共 240 箱；每箱毛重 32 千克，净重 27 千克。卖方：天津飞鸽电动车有限公司；买方：新西兰奥克兰 Pedal Power 公司。由 PACIFIC JADE V.2641S 从天津新港海运至奥克兰，为普通出口买卖。商品编号前六位：8711.60（装有辅助电动机的脚踏车）。',
        'Invoice and packing list',
      ),
    ],
    [
      documents(
        'Fill in the main boxes of the export declaration.',
        "EXPORT GOODS DECLARATION OF THE CUSTOMS OF THE PEOPLE'S REPUBLIC OF CHINA",
        'Weights in kg; value in USD with two decimals.',
        [
          [
            'consignor',
            'Domestic consignor',
            ['Tianjin Feige E-Bike Co., Ltd.', 'Tianjin Feige E-Bike Co., Ltd', 'Tianjin Feige E-Bike Co. Ltd.'],
          ],
          ['consignee', 'Overseas consignee', ['Pedal Power NZ Ltd', 'Pedal Power NZ Ltd.']],
          ['transport', 'Mode of transport', ['waterway transport', 'by sea', 'sea', 'waterway']],
          ['tradeMode', 'Trade mode', ['general trade']],
          ['transaction', 'Transaction mode', ['FOB']],
          ['destination', 'Country of destination', ['New Zealand']],
          ['packages', 'Number and kind of packages', ['240 cartons', '240 CTNS', '240']],
          ['gw', 'Gross weight (kg)', ['7680', '7,680', '7680 kg', '7,680 kg']],
          ['nw', 'Net weight (kg)', ['6480', '6,480', '6480 kg', '6,480 kg']],
          ['code', 'Commodity code (first six digits)', ['8711.60', '871160']],
          ['total', 'Total price', ['USD 86,400.00', 'USD86,400.00', 'USD 86400.00', '86,400.00']],
        ],
        [
          '毛重 240 × 32 = 7680，净重 240 × 27 = 6480；普通买卖为一般贸易；FOB 成交不填运费、保费。',
          'Gross 240 × 32 = 7,680, net 240 × 27 = 6,480; an ordinary sale is general trade; under FOB the freight and insurance boxes stay empty.',
        ],
        50,
      ),
      choice(
        'The sale is FOB Tianjin Xingang. What goes in the freight and insurance boxes?',
        [
          'The freight and premium the buyer will pay',
          'Nothing: under FOB they are not declared',
          'An estimate of 10% of the value',
          'The freight only',
        ],
        'B',
        [
          'FOB 价即海关统计价，运保费由买方负担，不需申报。',
          'The FOB price is already the value customs records; the buyer pays freight and insurance.',
        ],
        5,
      ),
      trueFalse('The total price on the declaration must agree with the commercial invoice.', true, [
        '报关单数据须与发票、装箱单一致，否则海关会要求修改或查验。',
        'The declaration must agree with the invoice and packing list, or customs will query or inspect it.',
      ]),
      matching(
        'Match each entry with its meaning.',
        [
          ['General trade', 'an ordinary export sale of goods'],
          ['Waterway transport', 'carriage by sea or by river'],
          ['FOB (transaction mode)', 'the price includes no freight or insurance after loading'],
          ['Commodity code', 'the number that classifies the goods for customs'],
        ],
        ['报关单常用栏目的含义。', 'The meaning of common entries on the declaration.'],
      ),
    ],
  ),
  training(
    'ftd-operation-negotiation-documents',
    'practicalOperation',
    ['实操：整理全套议付单据', 'Practical operation: put together a full set of documents for negotiation'],
    [
      '你是中山凯力电器的单证员，货物已经装船。按信用证 46A 条款整理全套议付单据，核对份数、背书和日期，填写交单清单。',
      'You are the documentation clerk at Zhongshan Kaili Electric and the goods are on board. Put together the full set of documents that credit field 46A asks for: check the copies, endorsements and dates, and fill in the covering schedule.',
    ],
    [
      text(
        `<bl>L/C No. ANZ-MEL-267781</bl> · expiry 15 August 2026 in China
:42C: drafts at 30 days after sight, in duplicate, drawn on ANZ Bank, Melbourne
:46A: Documents required
 1. Signed commercial invoice in 3 copies indicating the L/C number
 2. Packing list in 3 copies
 3. Full set (3/3) of clean on board bills of lading made out to order, blank endorsed, marked "freight prepaid", notify the applicant
 4. Insurance policy in duplicate, endorsed in blank, for 110% of the invoice value, covering Institute Cargo Clauses (A)
 5. Certificate of origin issued by the CCPIT, 1 original
 6. Beneficiary's certificate stating that one set of non-negotiable documents was sent to the applicant by courier within 3 days after shipment
:48: Documents to be presented within 21 days after the date of shipment but within the validity of the credit

<bl>Your file</bl>: invoice KL26-0712 dated 3 July; certificate of origin dated 5 July; insurance policy dated 6 July; bill of lading, shipped on board <bl>8 July 2026</bl>; courier receipt dated 9 July; drafts dated 10 July.`,
        '信用证 ANZ-MEL-267781，2026 年 8 月 15 日在中国到期。42C：见票后 30 天付款的汇票一式两份，以澳新银行墨尔本分行为付款人。46A 所需单据：1. 签署的商业发票一式三份，注明信用证号；2. 装箱单一式三份；3. 全套（3/3）清洁已装船提单，凭指示，空白背书，注明运费预付，通知申请人；4. 保险单一式两份，空白背书，按发票金额 110% 投保协会货物条款（A）；5. 贸促会签发的原产地证书正本一份；6. 受益人证明，声明已在装运后 3 天内将一套副本单据快递给申请人。48：装运日后 21 天内交单，但须在信用证有效期内。你的资料：发票 KL26-0712 日期 7 月 3 日；原产地证 7 月 5 日；保险单 7 月 6 日；提单已装船日期 2026 年 7 月 8 日；快递回单 7 月 9 日；汇票 7 月 10 日。',
        'The credit and your file',
      ),
    ],
    [
      documents(
        'Fill in the covering schedule: how many of each document, and the last day to present.',
        'COVERING SCHEDULE — L/C No. ANZ-MEL-267781',
        'Write numbers as figures; the date as day month year.',
        [
          ['drafts', 'Drafts', ['2', 'two']],
          ['invoices', 'Commercial invoices', ['3', 'three']],
          ['packing', 'Packing lists', ['3', 'three']],
          ['bl', 'Original bills of lading', ['3', 'three', '3/3']],
          ['policy', 'Insurance policies', ['2', 'two']],
          ['origin', 'Certificate of origin (originals)', ['1', 'one']],
          ['beneficiary', "Beneficiary's certificate", ['1', 'one']],
          ['lastDay', 'Last day to present', ['29 July 2026', '29 Jul 2026', '2026-07-29', 'July 29, 2026']],
        ],
        [
          '份数照 42C、46A；交单期 = 装运日 7 月 8 日 + 21 天 = 7 月 29 日，早于 8 月 15 日的到期日，以 7 月 29 日为准。',
          'Counts from 42C and 46A; 8 July + 21 days = 29 July, earlier than the 15 August expiry, so 29 July is the last day.',
        ],
        40,
      ),
      choice(
        'Which documents must the clerk endorse in blank before presenting them? Choose all.',
        [
          'The bills of lading',
          'The commercial invoices',
          'The insurance policies',
          'The certificate of origin',
          'The packing lists',
        ],
        'AC',
        [
          '46A 要求提单和保险单空白背书；发票、装箱单、产地证不需背书。',
          '46A asks for the bills of lading and the insurance policies to be blank endorsed; the others are not endorsed.',
        ],
        15,
      ),
      sequencing(
        'Put the last steps before presentation in order.',
        [
          'Check each document against the terms of the credit',
          'Check the documents against each other: marks, weights, amounts, dates',
          'Endorse the bills of lading and the insurance policies in blank',
          'Fill in the covering schedule',
          'Present the full set to Bank of China, Zhongshan Branch',
        ],
        [
          '先“单证相符”，再“单单相符”，然后背书、填交单清单、交单。',
          'Documents against the credit, then against each other, then endorse, list and present.',
        ],
        15,
      ),
      trueFalse('Presenting on 31 July is still in time, because the credit only expires on 15 August.', false, [
        '交单须同时满足 21 天交单期和有效期，7 月 29 日之后即使未到期也晚了。',
        'Both limits apply: after 29 July the presentation is late even though the credit has not expired.',
      ]),
      qa(
        'The insurance policy is dated 6 July and the bill of lading 8 July. Is that in order? Explain in one sentence.',
        'Yes: the insurance document is dated before the date of shipment, so the cover was in place when the goods were loaded.',
        ['保险单日期早于装运日期，符合要求。', 'The policy is dated before shipment, as it must be.'],
        10,
      ),
    ],
  ),
];
