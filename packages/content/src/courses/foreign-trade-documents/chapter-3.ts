/**
 * Chapter 3 of Foreign Trade Documents, "Commercial invoices": what each box of an invoice says,
 * making one out from a contract and a credit, and correcting a draft the credit would refuse.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, documents, fillBlank, matching, qa, text, training, trueFalse } from '../../trainings/builders';

export const CHAPTER_3_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-invoice-boxes',
    'readSkill',
    ['阅读：商业发票的各个栏目', 'Reading: the boxes of a commercial invoice'],
    [
      '阅读一张宁波出口商的商业发票和它的说明，弄清每一栏写什么、为什么这样写，然后回答问题。',
      'Read a commercial invoice from a Ningbo exporter and the notes on it: learn what each box says and why. Then answer the questions.',
    ],
    [
      text(
        `<bl>COMMERCIAL INVOICE</bl>
Exporter: Ningbo Oriental Homewares Co., Ltd., 218 Jiangnan Road, Ningbo, China
To: Nordhus AB, Lilla Bommen 5, 411 04 Gothenburg, Sweden
Invoice No.: OH26-0519 · Date: 12 May 2026
Contract No.: NH-2026-07 · L/C No.: SEB-LC-26-3390
From Ningbo to Gothenburg by sea
Marks & Nos.: NORDHUS / NH-2026-07 / GOTHENBURG / C/NO. 1-400
1. Stainless steel cookware sets, 5 pieces per set, Art. No. SS-5: 1,800 sets at USD 16.50 per set = USD 29,700.00
2. Stainless steel saucepan sets, 3 pieces per set, Art. No. SS-3: 1,200 sets at USD 9.80 per set = USD 11,760.00
Price term: CIF Gothenburg · Total: <bl>USD 41,460.00</bl>
SAY US DOLLARS FORTY-ONE THOUSAND FOUR HUNDRED AND SIXTY ONLY.
Packing: SS-5 in 6 sets per carton (300 cartons), SS-3 in 12 sets per carton (100 cartons)
WE HEREBY CERTIFY THAT THE GOODS ARE OF CHINESE ORIGIN.
For and on behalf of Ningbo Oriental Homewares Co., Ltd. <it>Xu Lan</it>

<bl>Notes.</bl> The commercial invoice is the central document of a shipment: the other documents repeat its figures. Under a letter of credit it is issued by the beneficiary and made out to the applicant. The description of the goods must <re>correspond with</re> the description in the credit, and the total must not be higher than the credit amount. The unit price always carries its trade term, because "USD 16.50" means one thing CIF and another FOB. The shipping marks are printed on every carton and repeated on the packing list and the bill of lading, so that the goods and the papers can be matched at the port. The amount is also written out in words, "SAY … ONLY", so that nobody can change the figures.`,
        `商业发票。出口商：宁波东方家居用品有限公司；抬头人：瑞典哥德堡 Nordhus 公司。发票号 OH26-0519，日期 2026 年 5 月 12 日；合同号 NH-2026-07，信用证号 SEB-LC-26-3390；由宁波海运至哥德堡。唛头：NORDHUS / NH-2026-07 / GOTHENBURG / 箱号 1-400。1. 不锈钢锅具套装，每套 5 件，货号 SS-5：1800 套，每套 16.50 美元，计 29700 美元；2. 不锈钢奶锅套装，每套 3 件，货号 SS-3：1200 套，每套 9.80 美元，计 11760 美元。价格条款 CIF 哥德堡，总额 41460 美元。大写：美元肆万壹仟肆佰陆拾元整。包装：SS-5 每箱 6 套（300 箱），SS-3 每箱 12 套（100 箱）。兹证明货物原产于中国。宁波东方家居用品有限公司代表徐岚签字。

说明：商业发票是一票货物的中心单据，其他单据都重复它的数据。信用证项下，发票由受益人出具，抬头为开证申请人。货物描述必须与信用证的描述相符，总额不得超过信用证金额。单价必须带贸易术语，因为 16.50 美元在 CIF 和 FOB 下含义不同。唛头印在每个纸箱上，并在装箱单和提单上重复，以便在港口把货物与单据对上。金额还要用文字大写（SAY … ONLY），防止有人涂改数字。`,
        'Invoice OH26-0519',
      ),
    ],
    [
      matching(
        'Match each part of the invoice with what it is for.',
        [
          ['Marks & Nos.', 'identify the cartons and match them with the documents'],
          ['SAY … ONLY', 'writes the amount in words so the figures cannot be changed'],
          ['CIF Gothenburg after the price', 'shows what costs the price includes'],
          ['L/C No.', 'links the invoice to the credit it is presented under'],
        ],
        ['见说明部分对各栏目作用的解释。', 'See the notes on what each box is for.'],
      ),
      choice(
        'Under a letter of credit, the invoice is made out to…',
        ['the issuing bank', 'the applicant, Nordhus AB', 'the shipping company', 'the negotiating bank'],
        'B',
        [
          '信用证项下发票由受益人出具、以申请人为抬头。',
          'Under a credit the invoice is issued by the beneficiary and made out to the applicant.',
        ],
      ),
      fillBlank(
        'The shipment is packed in {{1}} cartons in all, and the invoice total is USD {{2}}.',
        [
          ['400', 'four hundred'],
          ['41,460.00', '41,460', '41460', '41460.00'],
        ],
        [
          '300 + 100 = 400 箱（唛头 C/NO. 1-400）；29700 + 11760 = 41460。',
          '300 + 100 = 400 cartons (C/NO. 1-400); 29,700 + 11,760 = 41,460.',
        ],
      ),
      trueFalse(
        'The description of the goods on the invoice may be shorter than the one in the credit, as long as it is correct.',
        false,
        [
          '说明指出发票描述必须与信用证相符；删减描述是常见不符点。',
          'The notes say the description must correspond with the credit; a shortened description is a common discrepancy.',
        ],
      ),
      qa(
        'Why must the unit price always carry a trade term such as CIF or FOB? Answer in one sentence.',
        'Because the same figure covers different costs and risks under different terms: a CIF price includes freight and insurance, an FOB price does not.',
        ['原文：USD 16.50 在 CIF 和 FOB 下含义不同。', 'The notes: "USD 16.50" means one thing CIF and another FOB.'],
        10,
      ),
    ],
  ),
  training(
    'ftd-bill-coffee-machine-invoice',
    'billSkill',
    ['单证：为一批咖啡机缮制商业发票', 'Documents: fill in a commercial invoice for a shipment of coffee machines'],
    [
      '你是中山凯力电器的单证员。根据合同和信用证条款缮制商业发票，金额用数字和大写两种方式写出。',
      'You are the documentation clerk at Zhongshan Kaili Electric. Fill in the commercial invoice from the contract and the credit, writing the total in figures and in words.',
    ],
    [
      text(
        `<bl>Contract No. KL-AU-2611</bl> · <bl>L/C No. ANZ-MEL-267781</bl> issued by ANZ Bank, Melbourne
Seller / beneficiary: Zhongshan Kaili Electric Appliance Co., Ltd., 9 Xingye Road, Zhongshan, Guangdong, China
Buyer / applicant: Brewhouse Supplies Pty Ltd, 40 Swan Street, Richmond VIC 3121, Australia
Goods as described in the credit:
 (1) ESPRESSO COFFEE MACHINES, MODEL KE-300, 15 BAR, 230V: 600 PCS AT USD 58.00 PER PC
 (2) ELECTRIC MILK FROTHERS, MODEL KE-150: 1,000 PCS AT USD 7.50 PER PC
 CIF MELBOURNE
Shipment from Shenzhen to Melbourne · Invoice No. to use: KL26-0712, dated 3 July 2026
Documents: signed commercial invoice in 3 copies, indicating the L/C number`,
        '合同 KL-AU-2611；信用证 ANZ-MEL-267781（澳新银行墨尔本分行开立）。卖方/受益人：中山凯力电器有限公司；买方/申请人：澳大利亚墨尔本 Brewhouse Supplies 公司。信用证货物描述：(1) KE-300 型意式咖啡机，15 巴，230 伏，600 台，每台 58.00 美元；(2) KE-150 型电动奶泡器，1000 个，每个 7.50 美元；CIF 墨尔本。由深圳运至墨尔本。发票号 KL26-0712，日期 2026 年 7 月 3 日。单据：签署的商业发票一式三份，注明信用证号。',
        'Contract and credit',
      ),
    ],
    [
      documents(
        'Fill in the commercial invoice.',
        'COMMERCIAL INVOICE No. KL26-0712',
        'Copy names exactly from the credit. Amounts as USD with two decimals (e.g. USD 1,000.00).',
        [
          [
            'seller',
            'Seller',
            [
              'Zhongshan Kaili Electric Appliance Co., Ltd.',
              'Zhongshan Kaili Electric Appliance Co., Ltd',
              'Zhongshan Kaili Electric Appliance Co. Ltd.',
            ],
          ],
          ['buyer', 'Messrs. (made out to)', ['Brewhouse Supplies Pty Ltd', 'Brewhouse Supplies Pty Ltd.']],
          ['lc', 'L/C No.', ['ANZ-MEL-267781']],
          ['route', 'From … to …', ['Shenzhen to Melbourne', 'From Shenzhen to Melbourne', 'Shenzhen - Melbourne']],
          [
            'amount1',
            'Amount, espresso machines',
            ['USD 34,800.00', 'USD34,800.00', 'USD 34800.00', '34,800.00', '34800.00'],
          ],
          ['amount2', 'Amount, milk frothers', ['USD 7,500.00', 'USD7,500.00', 'USD 7500.00', '7,500.00', '7500.00']],
          ['total', 'Total amount', ['USD 42,300.00', 'USD42,300.00', 'USD 42300.00', '42,300.00', '42300.00']],
          ['terms', 'Price term', ['CIF Melbourne']],
        ],
        [
          '600 × 58.00 = 34800；1000 × 7.50 = 7500；合计 42300。抬头为信用证申请人。',
          '600 × 58.00 = 34,800; 1,000 × 7.50 = 7,500; total 42,300. The invoice is made out to the applicant.',
        ],
        50,
      ),
      fillBlank(
        'Write the total in words: SAY US DOLLARS {{1}} ONLY.',
        [
          [
            'FORTY-TWO THOUSAND THREE HUNDRED',
            'FORTY TWO THOUSAND THREE HUNDRED',
            'Forty-two thousand three hundred',
            'forty-two thousand three hundred',
          ],
        ],
        [
          '42300 = forty-two thousand three hundred；大写金额以 SAY 开头、ONLY 结尾。',
          '42,300 is forty-two thousand three hundred; the words start with SAY and end with ONLY.',
        ],
      ),
      trueFalse(
        'The clerk may leave the invoice unsigned, because UCP 600 does not require invoices to be signed.',
        false,
        [
          'UCP 600 本身不要求发票签字，但本信用证明确要求 signed commercial invoice，必须签字。',
          'UCP 600 alone does not require a signature, but this credit asks for a "signed commercial invoice", so it must be signed.',
        ],
      ),
      choice(
        'Which description should appear for item (1) on the invoice?',
        [
          'Coffee machines KE-300',
          'Espresso coffee machines, Model KE-300, 15 bar, 230V',
          'Kitchen appliances',
          'Espresso machines and frothers, assorted',
        ],
        'B',
        [
          '发票品名应与信用证描述一致，不可简写或笼统概括。',
          'The invoice repeats the description in the credit; it is never shortened or made general.',
        ],
        5,
      ),
    ],
  ),
  training(
    'ftd-bill-invoice-correction',
    'billSkill',
    ['单证：按信用证更正发票', 'Documents: correct an invoice to match the letter of credit'],
    [
      '对照信用证条款检查海达轮胎的发票草稿，找出会被银行拒付的错误，并填写更正后的内容。',
      "Check Haida Tyre's draft invoice against the credit, find the errors a bank would refuse, and fill in the corrected boxes.",
    ],
    [
      text(
        `<bl>From L/C No. SBZA-26-LC-5512</bl>, issued by The Standard Bank of South Africa, Durban
Applicant: Cape Auto Parts (Pty) Ltd, 77 Umgeni Road, Durban 4001, South Africa
Goods: 1,200 PCS TRUCK TYRES 12R22.5 18PR, BRAND HAIDA, AT USD 118.00 PER PC CIF DURBAN
Amount: USD 141,600.00
Documents: commercial invoice in 3 copies, indicating the L/C number and HS code 4011.20

<bl>Draft invoice HD26-0330</bl>
To: Cape Auto Parts Ltd, Durban
Goods: Truck tyres 12R22.5, 1,200 pcs at USD 118.00 per pc CFR Durban
Total: USD 141,600.00
(no L/C number, no HS code)`,
        '信用证 SBZA-26-LC-5512（南非标准银行德班分行开立）节选。申请人：Cape Auto Parts (Pty) Ltd。货物：1200 条 12R22.5 18 层级卡车轮胎，海达牌，每条 118.00 美元，CIF 德班。金额 141600 美元。单据：商业发票一式三份，注明信用证号及 HS 编码 4011.20。发票草稿 HD26-0330：抬头 Cape Auto Parts Ltd, Durban；货物：12R22.5 卡车轮胎 1200 条，每条 118.00 美元 CFR 德班；总额 141600 美元；未注明信用证号和 HS 编码。',
        'The credit and the draft',
      ),
    ],
    [
      choice(
        'Which parts of the draft must be corrected? Choose all.',
        [
          'The name of the buyer',
          'The description of the goods',
          'The price term',
          'The total amount',
          'The missing L/C number and HS code',
        ],
        'ABCE',
        [
          '买方名称漏了 (Pty)；品名漏了 18PR 和品牌；CFR 应为 CIF；缺信用证号和 HS 编码。总额 1200 × 118 = 141600 正确。',
          'The name lacks "(Pty)"; the description lacks 18PR and the brand; CFR should be CIF; the L/C number and HS code are missing. The total, 1,200 × 118 = 141,600, is right.',
        ],
        20,
      ),
      documents(
        'Fill in the corrected boxes of invoice HD26-0330.',
        'COMMERCIAL INVOICE HD26-0330 — CORRECTED',
        'Copy the wording of the credit exactly.',
        [
          ['buyer', 'To (buyer)', ['Cape Auto Parts (Pty) Ltd', 'Cape Auto Parts (Pty) Ltd.']],
          [
            'goods',
            'Description of goods',
            [
              'Truck tyres 12R22.5 18PR, brand Haida',
              'TRUCK TYRES 12R22.5 18PR, BRAND HAIDA',
              'Truck tyres 12R22.5 18PR brand Haida',
            ],
          ],
          ['terms', 'Price term', ['CIF Durban']],
          ['lc', 'L/C No.', ['SBZA-26-LC-5512']],
          ['hs', 'HS code', ['4011.20', '401120']],
        ],
        [
          '更正时逐字照抄信用证：公司全称、完整品名、贸易术语，并补上要求注明的信用证号和 HS 编码。',
          'Copy the credit word for word: the full company name, the full description, the trade term, plus the L/C number and HS code it asks for.',
        ],
        40,
      ),
      trueFalse(
        'Under UCP 600 the description of the goods in the commercial invoice must correspond with that in the credit.',
        true,
        [
          'UCP 600 第 18 条 c 款：商业发票中的货物描述必须与信用证中的描述相符。',
          'UCP 600 article 18(c): the description of the goods in the invoice must correspond with that in the credit.',
        ],
      ),
      qa(
        'The draft shows "CFR Durban" but the figures are right. Why would the bank still refuse it?',
        'Because CFR means no insurance is included while the credit prices the goods CIF; the trade term is part of the price and of the description, so the invoice would not comply with the credit.',
        [
          '贸易术语是价格的一部分；CFR 与 CIF 意味着不同的费用和责任，属于不符点。',
          'The trade term is part of the price: CFR and CIF cover different costs, so the mismatch is a discrepancy.',
        ],
        15,
      ),
    ],
  ),
];
