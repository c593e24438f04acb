/**
 * Chapter 5 of International Trade Practice, contract making: the clauses of a sales contract,
 * their vocabulary read aloud, a sales confirmation translated, a dispute over a vague quality
 * clause and an export contract drafted from agreed terms.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  fillBlank,
  matching,
  qa,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { read, speaking } from '../../trainings/speaking-builders';
import { termStress } from './common';

export const CHAPTER_5_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-contract-clauses',
    'readSkill',
    ['阅读：销售合同的主要条款', 'Reading: the main clauses of a sales contract'],
    [
      '阅读一份出口销售合同，认识各主要条款及其作用，并计算溢短装范围。',
      'Read an export sales contract, learn what each main clause does and work out the more-or-less range.',
    ],
    [
      text(
        `<bl>SALES CONTRACT No. HX26-0417</bl>
Date: 17 April 2026   Place: Hangzhou

<bl>Seller:</bl> Hangzhou Xinyuan Tea Co., Ltd.   <bl>Buyer:</bl> Atlas Trading SARL, Casablanca, Morocco

1. <bl>Name and specification:</bl> China green tea, Chunmee 41022, crop 2026, quality as per the seller’s sample No. CM-03.
2. <bl>Quantity:</bl> 18 metric tons, <re>5% more or less</re> at the seller’s option.
3. <bl>Unit price:</bl> USD 3,250 per metric ton CIF Casablanca. Total: USD 58,500.00.
4. <bl>Packing:</bl> in cartons of 25 kg net, 720 cartons.
5. <bl>Shipment:</bl> from Shanghai to Casablanca not later than 30 June 2026; partial shipments not allowed, transhipment allowed.
6. <bl>Payment:</bl> by irrevocable letter of credit at sight, to reach the seller by 15 May 2026.
7. <bl>Insurance:</bl> by the seller for 110% of the invoice value against all risks.
8. <bl>Inspection:</bl> the certificate of quality issued by the China Certification and Inspection Group (CCIC) shall be final for the quality of the goods shipped.
9. <bl>Claims:</bl> any claim shall be made within 30 days after the goods arrive at Casablanca.
10. <bl>Force majeure:</bl> the seller is not liable for late delivery or non-delivery caused by events it could not foresee, avoid or overcome, such as war, earthquake or flood.
11. <bl>Arbitration:</bl> disputes shall be settled by the China International Economic and Trade Arbitration Commission (CIETAC) in Beijing; its award is final and binding on both parties.`,
        `销售合同 HX26-0417，2026 年 4 月 17 日签于杭州。卖方：杭州新源茶业有限公司；买方：摩洛哥卡萨布兰卡阿特拉斯贸易公司。1. 品名规格：中国绿茶，珍眉 41022，2026 年新茶，品质以卖方 CM-03 号样品为准。2. 数量：18 公吨，卖方可溢短装 5%。3. 单价：每公吨 3250 美元 CIF 卡萨布兰卡，总值 58500 美元。4. 包装：纸箱装，每箱净重 25 千克，共 720 箱。5. 装运：不迟于 2026 年 6 月 30 日由上海运至卡萨布兰卡；不允许分批装运，允许转运。6. 付款：不可撤销即期信用证，须于 2026 年 5 月 15 日前开到卖方。7. 保险：由卖方按发票金额的 110% 投保一切险。8. 检验：以中国检验认证集团出具的品质证书作为装运货物品质的最终依据。9. 索赔：任何索赔应在货物到达卡萨布兰卡后 30 天内提出。10. 不可抗力：因战争、地震、洪水等卖方不能预见、不能避免且不能克服的事件造成迟交或不能交货，卖方不负责任。11. 仲裁：争议提交北京的中国国际经济贸易仲裁委员会仲裁，裁决为终局的，对双方均有约束力。`,
        'An export sales contract',
      ),
    ],
    [
      matching(
        'Match each clause with the question it answers.',
        [
          ['Name and specification', 'What exactly is sold?'],
          ['Shipment', 'From where, to where and by when?'],
          ['Inspection', 'Whose certificate decides the quality?'],
          ['Force majeure', 'When is the seller excused for not delivering?'],
          ['Arbitration', 'Who settles a dispute?'],
        ],
        ['各条款回答的问题。', 'The question each clause answers.'],
        15,
      ),
      fillBlank(
        'Under the more-or-less clause, the seller may ship between {{1}} and {{2}} metric tons.',
        [
          ['17.1', '17.10'],
          ['18.9', '18.90'],
        ],
        ['18 × (1 ± 5%) = 17.1 至 18.9 公吨。', '18 × (1 ± 5%) = 17.1 to 18.9 metric tons.'],
      ),
      choice(
        'Who chooses how much more or less is shipped?',
        ['The buyer', 'The seller', 'The carrier', 'The arbitration commission'],
        'B',
        ['at the seller’s option：由卖方选择。', '"at the seller’s option": the seller decides.'],
      ),
      trueFalse('The buyer may ship the tea in two lots, one in May and one in June.', false, [
        '合同规定 partial shipments not allowed；而且装运是卖方的义务。',
        'The contract says "partial shipments not allowed", and shipping is the seller’s job anyway.',
      ]),
      qa(
        'The tea arrives on 10 July. By what date must Atlas Trading make any claim?',
        'By 9 August 2026, within 30 days after arrival.',
        ['索赔期为到货后 30 天。', 'The claim period is 30 days after arrival.'],
        10,
      ),
    ],
  ),
  speaking(
    'itp-words-contract-clauses',
    'wordTraining',
    ['单词训练：合同条款常用词汇', 'Word training: the vocabulary of contract clauses'],
    [
      '朗读销售合同条款中最常见的术语，中文给出其含义。',
      'Read aloud the terms found most often in the clauses of a sales contract; the Chinese gives their meaning.',
    ],
    [
      read('word', 'specification', '规格', termStress),
      read('word', 'more or less clause', '溢短装条款', termStress),
      read('word', 'shipping marks', '唛头；运输标志', termStress),
      read('word', 'force majeure', '不可抗力', termStress),
      read('word', 'arbitration', '仲裁', termStress),
      read('word', 'breach of contract', '违约', termStress),
    ],
  ),
  training(
    'itp-trans-sales-confirmation',
    'translateSkill',
    ['翻译：销售确认书', 'Translation: a sales confirmation'],
    [
      '先配对销售确认书中的术语，再英汉互译确认书的条款。',
      'Match the terms of a sales confirmation, then translate its clauses both ways.',
    ],
    [
      text(
        `<bl>SALES CONFIRMATION No. SC-2611</bl>
Sellers: Xiamen Bluewave Outdoor Co., Ltd.   Buyers: Sierra Sports S.A. de C.V., Monterrey, Mexico
We hereby confirm having sold to you the following goods on the terms and conditions set forth below.`,
        '销售确认书 SC-2611。卖方：厦门蓝浪户外用品有限公司；买方：墨西哥蒙特雷塞拉体育公司。兹确认售予贵方下列货物，其条款如下。',
        'The sales confirmation',
      ),
    ],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['sales confirmation', '销售确认书'],
          ['terms and conditions', '条款'],
          ['shipping marks', '唛头'],
          ['at the sellers’ option', '由卖方选择'],
          ['countersign', '会签'],
        ],
        ['销售确认书常用术语。', 'Terms used in a sales confirmation.'],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Folding camping chairs, model BW-120, 3,000 pieces, 5% more or less at the sellers’ option, at USD 8.20 per piece FOB Xiamen.',
        '折叠露营椅，BW-120 型，3000 把，卖方可溢短装 5%，每把 8.20 美元厦门船上交货。',
        [
          'at the sellers’ option 译为“由卖方选择”或“卖方可”；FOB Xiamen 可保留英文。',
          'Render "at the sellers’ option" as 由卖方选择 or 卖方可; "FOB Xiamen" may stay in English.',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Shipment: during August 2026 from Xiamen to Manzanillo, with partial shipments and transhipment allowed.',
        '装运：2026 年 8 月由厦门运至曼萨尼约，允许分批装运和转运。',
        [
          'during August 译为“8 月内”或“2026 年 8 月”；两个 allowed 合并译出。',
          '"During August" is 8 月内; the two "allowed" can be joined in Chinese.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '付款：买方须于 2026 年 6 月 30 日前电汇 30% 货款作为定金，余款凭提单副本电汇支付。',
        'Payment: the buyers shall pay 30% of the contract value by T/T as a deposit before 30 June 2026, and the balance by T/T against a copy of the bill of lading.',
        [
          '“须”译为 shall；“凭提单副本”译为 against a copy of the bill of lading。',
          'Use "shall" for 须; 凭提单副本 is "against a copy of the bill of lading".',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '买方收到本确认书后请立即会签并退回一份。',
        'Please countersign and return one copy of this confirmation immediately upon receipt.',
        [
          '“会签”译为 countersign；“收到后立即”译为 immediately upon receipt。',
          '会签 is "countersign"; 收到后立即 is "immediately upon receipt".',
        ],
      ),
    ],
  ),
  training(
    'itp-case-vague-quality-clause',
    'caseAnalysis',
    ['案例：品质条款约定不明引起的纠纷', 'Case: a dispute caused by a vague quality clause'],
    [
      '阅读案例，找出品质条款的问题，判断责任并改写条款。',
      'Read the case, find what is wrong with the quality clause, decide who is responsible and rewrite the clause.',
    ],
    [
      text(
        `Nantong Huafang Textiles sold 60,000 metres of cotton poplin to Bellini Moda S.r.l., a shirt maker in Milan, at USD 1.35 per metre CIF Genoa. The quality clause read:

"Cotton poplin, 100% cotton, 40s × 40s, 133 × 72, width 57/58 inches, bleached. <re>Shrinkage: small.</re>"

During the talks Bellini had said that the fabric was for men’s shirts sold in Italy and Germany. The goods were shipped on time and the bank paid against the documents.

After the first wash, Bellini’s shirts shrank by 6% in length. Its laboratory report showed that the fabric itself shrank by 5.8%, while shirt makers in Europe normally accept no more than 3%. Bellini claimed USD 24,000 for the ruined shirts. Huafang answered that "small" had no figure, that 5.8% was small for untreated cotton, and that the claim had no basis.`,
        '南通华纺纺织以每米 1.35 美元 CIF 热那亚的价格，向米兰衬衫厂贝利尼时装出售 60000 米全棉府绸。品质条款为：“全棉府绸，40 支 × 40 支，133 × 72，幅宽 57/58 英寸，漂白。缩水率：小。”磋商时贝利尼曾说明，面料用于在意大利和德国销售的男式衬衫。货物按时装运，银行已凭单付款。首次洗涤后，贝利尼的衬衫长度缩水 6%。其实验室报告显示面料本身缩水 5.8%，而欧洲衬衫厂通常只接受不超过 3%。贝利尼索赔 24000 美元。华纺答复称“小”没有数字，5.8% 对未经处理的棉布来说算小，索赔没有依据。',
        'The poplin dispute',
      ),
    ],
    [
      choice(
        'What is the main weakness of the quality clause?',
        [
          'It does not give the yarn count',
          'It gives no measurable limit or test method for shrinkage',
          'It does not name the width',
          'It does not say the fabric is cotton',
        ],
        'B',
        [
          '“small”无数值、无检测标准，双方理解不同。',
          '"Small" has no figure and no test method, so each side reads it its own way.',
        ],
      ),
      trueFalse('Because the clause is vague, Huafang is certainly free of any liability.', false, [
        '《公约》第 35 条要求货物适用于订约时买方明示的特定用途；华纺知道面料用于欧洲市场的衬衫，可能要承担责任。',
        'CISG Article 35 requires goods to fit a particular purpose made known to the seller; Huafang knew the fabric was for shirts sold in Europe, so it may well be liable.',
      ]),
      choice(
        'Which facts help Bellini’s claim? Choose all.',
        [
          'It told Huafang the fabric was for men’s shirts sold in Europe',
          'Its laboratory measured 5.8% shrinkage',
          'The bank had already paid',
          'European shirt makers normally accept no more than 3%',
        ],
        'ABD',
        [
          '用途告知、检测结果和行业惯例支持买方；银行付款与品质无关。',
          'The stated purpose, the test result and trade practice support the buyer; the bank’s payment says nothing about quality.',
        ],
      ),
      qa(
        'Rewrite the shrinkage part of the quality clause so that it cannot be argued about.',
        'Shrinkage: not more than 3% in length and width after washing according to ISO 6330, as certified by SGS before shipment.',
        [
          '好的品质条款：具体数值、检测标准、检验机构与时间。',
          'A good clause gives a figure, a test standard, an inspection body and when it tests.',
        ],
        15,
      ),
      writing(
        'In about 100 words, say how Huafang should handle the claim now and what it should change in its contracts.',
        100,
        'Huafang should not simply reject the claim. It knew the fabric was for European shirts, so a tribunal could find the goods unfit for that purpose. It should ask for Bellini’s laboratory report and a sample, test the fabric itself, and then offer a negotiated settlement, for example a discount on this lot or on the next order, to keep a good customer. In future contracts it should state every quality index with a figure and a test standard, name an independent inspection body, and pre-shrink fabric sold for garments.',
        [
          '评分要点：不简单拒赔；核实证据；协商解决；今后条款量化并指定检验标准和机构。',
          'Marked on: not a flat refusal; checking the evidence; a negotiated settlement; measurable clauses with a test standard and inspection body in future.',
        ],
      ),
    ],
  ),
  training(
    'itp-write-export-contract',
    'writingSkill',
    ['写作：拟定出口销售合同', 'Writing: draft an export sales contract'],
    [
      '根据双方已谈妥的条件，拟定一份条款完整的出口销售合同，不少于 150 词。',
      'Draft a complete export sales contract from the terms both sides have agreed; at least 150 words.',
    ],
    [
      text(
        `Agreed by email on 2 June 2026 between <bl>Tianjin Speedway Bicycle Co., Ltd.</bl> (seller) and <bl>Andes Ciclos SpA</bl>, Santiago, Chile (buyer):

• 1,000 mountain bikes, model SW-275, 27.5-inch wheels, aluminium frame, as per sample approved on 20 May
• USD 83.00 per bike FOB Tianjin Xingang
• 1 bike per carton, shipping marks of the buyer’s choice
• Two equal shipments: 500 bikes by 30 June and 500 bikes by 31 July 2026; transhipment allowed
• Payment by irrevocable L/C at sight, opened by 15 June 2026
• Inspection by the seller before shipment; the buyer may re-inspect within 30 days after arrival
• Disputes: arbitration by CIETAC in Beijing`,
        '2026 年 6 月 2 日天津速道自行车有限公司（卖方）与智利圣地亚哥安第斯自行车公司（买方）通过邮件商定：SW-275 型山地车 1000 辆，27.5 英寸轮，铝合金车架，以 5 月 20 日确认的样品为准；每辆 83.00 美元 FOB 天津新港；每辆装一个纸箱，唛头由买方选定；分两批等量装运：2026 年 6 月 30 日前 500 辆、7 月 31 日前 500 辆，允许转运；不可撤销即期信用证付款，6 月 15 日前开出；卖方装运前检验，买方可在到货后 30 天内复验；争议提交北京的中国国际经济贸易仲裁委员会仲裁。',
        'The agreed terms',
      ),
    ],
    [
      fillBlank(
        'The total value of the contract is USD {{1}}, and each shipment is worth USD {{2}}.',
        [
          ['83,000.00', '83000', '83,000', '83000.00'],
          ['41,500.00', '41500', '41,500', '41500.00'],
        ],
        ['1000 × 83 = 83000；每批 500 × 83 = 41500。', '1,000 × 83 = 83,000; each lot 500 × 83 = 41,500.'],
      ),
      choice(
        'Which sentence writes the shipment clause correctly?',
        [
          'Shipment: in two equal lots, 500 bikes not later than 30 June 2026 and 500 bikes not later than 31 July 2026, from Tianjin Xingang to Valparaíso; transhipment allowed.',
          'Shipment: soon, in some lots.',
          'Shipment: 1,000 bikes in July 2026, partial shipments not allowed.',
          'Shipment: the buyer will collect the bikes in Santiago.',
        ],
        'A',
        [
          '须写明批次、数量、期限、装运港和目的港及转运。',
          'It must give the lots, quantities, dates, ports and transhipment.',
        ],
      ),
      writing(
        'Draft the sales contract with a number, date, parties and the clauses of name and specification, quantity, price, packing and marking, shipment, payment, inspection and arbitration. The port of destination is Valparaíso.',
        150,
        `SALES CONTRACT No. SW26-0602
Date: 2 June 2026   Place: Tianjin
Seller: Tianjin Speedway Bicycle Co., Ltd.
Buyer: Andes Ciclos SpA, Santiago, Chile

1. Name and specification: mountain bikes, model SW-275, 27.5-inch wheels, aluminium frame, quality as per the sample approved by the buyer on 20 May 2026.
2. Quantity: 1,000 bikes.
3. Unit price: USD 83.00 per bike FOB Tianjin Xingang. Total value: USD 83,000.00 (US dollars eighty-three thousand only).
4. Packing and marking: one bike per export carton; shipping marks at the buyer’s option, to be advised before shipment.
5. Shipment: in two equal lots, 500 bikes not later than 30 June 2026 and 500 bikes not later than 31 July 2026, from Tianjin Xingang to Valparaíso; partial shipments allowed as stated, transhipment allowed.
6. Payment: by irrevocable letter of credit at sight, to be opened by the buyer before 15 June 2026.
7. Inspection: the seller shall inspect the goods before shipment; the buyer may re-inspect them within 30 days after arrival at Valparaíso.
8. Arbitration: any dispute shall be settled by the China International Economic and Trade Arbitration Commission in Beijing, whose award is final and binding on both parties.

The Seller: ________   The Buyer: ________`,
        [
          '评分要点：合同号、日期、双方名称齐全；八项条款与谈妥条件一致；总价及大写正确；措辞使用 shall 等合同用语。',
          'Marked on: number, date and parties; eight clauses that match the agreed terms; the right total in figures and words; contract wording such as "shall".',
        ],
        40,
      ),
    ],
  ),
];
