/**
 * Chapter 7 of Foreign Trade Documents, "Insurance policies": reading a cargo policy and its
 * clauses of cover, translating the insurance clause of a credit, working out the insured amount
 * and the premium, and filling in the application for insurance.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  documents,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  translation,
  trueFalse,
} from '../../trainings/builders';

export const CHAPTER_7_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-insurance-policy',
    'readSkill',
    ['阅读：保险单与险别条款', 'Reading: an insurance policy and its clauses of cover'],
    [
      '阅读一份海运货物保险单和关于险别的说明，然后回答问题。',
      'Read a marine cargo insurance policy and the notes on the clauses of cover. Then answer the questions.',
    ],
    [
      text(
        `<bl>MARINE CARGO INSURANCE POLICY</bl> No. PYIE2026NB01558 · PICC Property and Casualty Co., Ltd., Ningbo Branch
Insured: Ningbo Oriental Homewares Co., Ltd. · Invoice No. OH26-0519
Goods: 400 cartons of stainless steel cookware · Marks: NORDHUS / NH-2026-07 / GOTHENBURG / C/NO. 1-400
Amount insured: <bl>USD 45,606.00</bl> (US Dollars forty-five thousand six hundred and six only)
Premium: as arranged · Conveyance: PACIFIC HARMONY V.2618W · Sailing on or about 18 May 2026
From Ningbo to Gothenburg
Conditions: covering <re>Institute Cargo Clauses (A)</re> 1/1/2009 and Institute War Clauses (Cargo)
Claims payable at Gothenburg in USD · Survey agent: Nordic Marine Surveyors AB, Gothenburg
Date and place of issue: 16 May 2026, Ningbo

<bl>Notes.</bl> The amount insured is the CIF value plus 10%, the usual <re>110%</re>, so that the buyer also recovers its expected profit and costs. The Institute Cargo Clauses (A) cover all risks of loss or damage except those the clauses exclude, such as wilful misconduct, ordinary leakage, insufficient packing and delay. Clauses (B) and (C) cover only the events they name, and (C) names fewer than (B). In the Chinese PICC clauses the three levels are All Risks, With Particular Average (WPA) and Free from Particular Average (FPA). War is never covered by the main clauses and must be added. The policy is dated before the shipment, and the insured endorses it in blank so that the rights under it pass to the buyer, who claims through the survey agent at the destination.`,
        `海运货物保险单，编号 PYIE2026NB01558，中国人民财产保险股份有限公司宁波分公司。被保险人：宁波东方家居用品有限公司；发票号 OH26-0519。货物：不锈钢锅具 400 箱；唛头：NORDHUS / NH-2026-07 / GOTHENBURG / 箱号 1-400。保险金额：45606 美元（美元肆万伍仟陆佰零陆元整）。保费：按约定。运输工具：PACIFIC HARMONY V.2618W，约于 2026 年 5 月 18 日开航，自宁波至哥德堡。承保条件：协会货物条款（A）（2009 年 1 月 1 日）及协会战争险条款（货物）。在哥德堡以美元赔付；查勘代理：哥德堡北欧海事查勘公司。出单日期和地点：2026 年 5 月 16 日，宁波。

说明：保险金额为 CIF 价加一成，即通常的 110%，使买方还能收回预期利润和费用。协会货物条款（A）承保除除外责任以外的一切灭失或损坏风险，除外责任包括故意行为、正常渗漏、包装不足和迟延等。（B）和（C）条款只承保列明的风险，（C）列明的少于（B）。在中国人民保险公司条款中，三个层次分别是一切险、水渍险和平安险。战争险从不包括在主险中，必须加保。保单日期早于装运日；被保险人作空白背书，使保单项下的权利转让给买方，由买方通过目的地的查勘代理索赔。`,
        'Policy PYIE2026NB01558',
      ),
    ],
    [
      fillBlank(
        'The invoice value is USD 41,460.00. Insured at 110%, the amount insured is USD {{1}}.',
        [['45,606.00', '45,606', '45606', '45606.00']],
        ['41460 × 110% = 45606。', '41,460 × 110% = 45,606.'],
      ),
      matching(
        'Match each Institute clause with the PICC cover closest to it.',
        [
          ['Institute Cargo Clauses (A)', 'All Risks'],
          ['Institute Cargo Clauses (B)', 'With Particular Average (WPA)'],
          ['Institute Cargo Clauses (C)', 'Free from Particular Average (FPA)'],
        ],
        [
          'ICC(A) 约等于一切险，ICC(B) 约等于水渍险，ICC(C) 约等于平安险。',
          'ICC (A) is close to All Risks, (B) to WPA and (C) to FPA.',
        ],
      ),
      trueFalse('Institute Cargo Clauses (C) cover more risks than Clauses (A).', false, [
        '（A）为“一切险减除外责任”，（C）只承保列明的少数风险。',
        '(A) covers all risks less exclusions; (C) covers only a short list of named events.',
      ]),
      choice(
        'Why does it matter that the policy is dated 16 May, two days before the sailing?',
        [
          'Because premiums are lower early in the month',
          'Because the cover must start no later than the date of shipment, or a bank will treat it as a discrepancy',
          'Because the buyer pays the premium',
          'Because the survey agent needs two days',
        ],
        'B',
        [
          '保险单日期不得晚于装运日期，否则为不符点。',
          'The insurance document may not be dated later than the shipment, or it is discrepant.',
        ],
      ),
      qa(
        'Why does the insured endorse the policy in blank, and who will make a claim if the cookware arrives damaged?',
        'Endorsing in blank passes the rights under the policy to the holder, the buyer Nordhus AB, who makes the claim at Gothenburg through the survey agent.',
        [
          'CIF 下风险在装船时转移给买方，由买方凭背书后的保单在目的地索赔。',
          'Under CIF the risk passes to the buyer at loading, so the buyer claims at the destination with the endorsed policy.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-trans-lc-insurance-clause',
    'translateSkill',
    ['翻译：信用证中的保险条款', 'Translation: the insurance clause of a letter of credit'],
    [
      '先配对保险术语，再英汉互译信用证和合同中的保险条款。',
      'Match the insurance terms, then translate the insurance clauses of credits and contracts both ways.',
    ],
    [],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['amount insured', '保险金额'],
          ['premium', '保险费'],
          ['insurance certificate', '保险凭证'],
          ['endorsed in blank', '空白背书'],
          ['claims payable at', '赔付地点'],
        ],
        ['保险条款中的基本术语。', 'The basic terms of an insurance clause.'],
        15,
      ),
      translation(
        'Translate this clause of a credit into Chinese.',
        'en-cn',
        'Insurance policy or certificate in duplicate, endorsed in blank, for 110% of the invoice value, covering Institute Cargo Clauses (A) and Institute War Clauses (Cargo), showing claims payable in Jebel Ali in the currency of the draft.',
        '保险单或保险凭证一式两份，空白背书，按发票金额的 110% 投保协会货物条款（A）和协会战争险条款（货物），注明在杰贝阿里以汇票所用货币赔付。',
        [
          'in duplicate 一式两份；for 110% of the invoice value 按发票金额的 110%；in the currency of the draft 以汇票货币。',
          '"In duplicate" is 一式两份; "for 110% of the invoice value" is 按发票金额的 110%; keep the order of the clause.',
        ],
      ),
      translation(
        'Translate this contract clause into English.',
        'cn-en',
        '由卖方按发票金额的 110% 投保一切险和战争险，以中国人民保险公司 1981 年 1 月 1 日海洋运输货物保险条款为准。',
        "Insurance to be effected by the seller for 110% of the invoice value against All Risks and War Risk as per the Ocean Marine Cargo Clauses of the People's Insurance Company of China dated 1 January 1981.",
        [
          '“由卖方投保”译作 insurance to be effected by the seller；“以……为准”译作 as per。',
          'Use the fixed phrases "insurance to be effected by the seller" and "as per".',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'The insurance document must be dated not later than the date of shipment and must indicate that the cover is effective from the port of loading.',
        '保险单据的出单日期不得晚于装运日期，并须表明保险责任自装货港起生效。',
        [
          'not later than 不得晚于；cover is effective from 保险责任自……起生效。',
          '"Not later than" is 不得晚于; "the cover is effective from" is 保险责任自……起生效.',
        ],
      ),
      fillBlank(
        'Complete the English clause: "Insurance to be {{1}} by the buyer." (FOB and CFR contracts)',
        [['effected', 'covered', 'arranged']],
        [
          'FOB、CFR 下由买方投保：Insurance to be effected by the buyer。',
          'Under FOB and CFR the buyer insures: "Insurance to be effected by the buyer."',
        ],
        5,
      ),
    ],
  ),
  training(
    'ftd-operation-insurance-premium',
    'practicalOperation',
    ['实操：计算保险金额与保险费', 'Practical operation: calculate the insured amount and the premium'],
    [
      '按照保险金额和保险费的计算公式，为两笔出口业务算出保险金额、保险费和 CIF 价。',
      'Use the formulas for the insured amount and the premium to work out the figures for two export sales, including a CIF price from a CFR price.',
    ],
    [
      text(
        `<bl>Formulas</bl>
Insured amount = CIF value × (1 + markup), usually 110%
Premium = insured amount × premium rate
CIF = CFR ÷ [1 − (1 + markup) × premium rate]

<bl>Sale 1.</bl> Foshan Meijia Ceramics sells tiles to Casa Pietra, Genoa, CIF Genoa, EUR 57,600.00. Cover: 110%, Institute Cargo Clauses (A) at 0.50% plus War at 0.08%.
<bl>Sale 2.</bl> A buyer in Cape Town has accepted a price of USD 20,000.00 CFR Cape Town and now asks for a CIF price, with 110% cover at a total rate of 0.80%.`,
        '公式：保险金额 = CIF 价 × (1 + 加成率)，通常为 110%；保险费 = 保险金额 × 保险费率；CIF = CFR ÷ [1 − (1 + 加成率) × 保险费率]。业务 1：佛山美佳陶瓷以 CIF 热那亚 57600 欧元向 Casa Pietra 出售瓷砖，按 110% 投保协会货物条款（A），费率 0.50%，另加战争险 0.08%。业务 2：开普敦的买方已接受 CFR 开普敦 20000 美元的价格，现要求改报 CIF 价，按 110% 投保，总费率 0.80%。',
        'Formulas and two sales',
      ),
    ],
    [
      sequencing(
        'Put the steps for Sale 1 in order.',
        [
          'Take the CIF value of the invoice',
          'Multiply it by 110% to get the insured amount',
          'Add up the rates of all the covers',
          'Multiply the insured amount by the total rate to get the premium',
        ],
        ['先求保险金额，再加总费率，最后求保险费。', 'Insured amount first, then the total rate, then the premium.'],
        10,
      ),
      fillBlank(
        'Sale 1: insured amount = EUR {{1}}; premium = EUR {{2}}.',
        [
          ['63,360.00', '63,360', '63360', '63360.00'],
          ['367.49', '367.49 EUR'],
        ],
        [
          '57600 × 110% = 63360；63360 × (0.50% + 0.08%) = 367.488 ≈ 367.49。',
          '57,600 × 110% = 63,360; 63,360 × 0.58% = 367.488, rounded to 367.49.',
        ],
        15,
      ),
      documents(
        'Complete the CIF quotation worksheet for Sale 2 (two decimals).',
        'CIF QUOTATION WORKSHEET — CAPE TOWN',
        'Use the formula CIF = CFR ÷ [1 − (1 + markup) × rate].',
        [
          ['divisor', '1 − 110% × 0.80%', ['0.9912']],
          ['cif', 'CIF Cape Town (USD)', ['20,177.56', '20177.56', 'USD 20,177.56']],
          ['insured', 'Insured amount (USD)', ['22,195.32', '22195.32', 'USD 22,195.32']],
          ['premium', 'Premium (USD)', ['177.56', 'USD 177.56']],
        ],
        [
          '1 − 1.1 × 0.008 = 0.9912；20000 ÷ 0.9912 = 20177.56；× 110% = 22195.32；× 0.80% = 177.56，CIF − 保费 = 20000 正好等于 CFR。',
          '1 − 1.1 × 0.008 = 0.9912; 20,000 ÷ 0.9912 = 20,177.56; × 110% = 22,195.32; × 0.80% = 177.56, and CIF − premium = 20,000, the CFR price.',
        ],
        25,
      ),
      choice(
        'Why is CIF not simply CFR + (CFR × 110% × rate)?',
        [
          'Because the premium is worked out on the CIF value, which itself includes the premium',
          'Because insurance is free under CIF',
          'Because the markup is paid by the buyer',
          'Because the rate changes with the currency',
        ],
        'A',
        [
          '保险金额以 CIF 为基数，而 CIF 又包含保费，所以要用除法公式。',
          'The insured amount is based on CIF, which already contains the premium, hence the division.',
        ],
      ),
      qa(
        'Casa Pietra asks for cover at 130% instead of 110%. What should Meijia answer?',
        'Meijia can agree if the insurer accepts the higher amount, but the extra premium for the additional 20% is for the buyer’s account, so the price or a separate charge must cover it.',
        [
          '可以按 130% 投保，但须保险公司同意，超出 110% 部分的保费由买方负担。',
          'Higher cover is possible with the insurer’s consent; the extra premium is for the buyer’s account.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ftd-bill-insurance-application',
    'billSkill',
    ['单证：填写货物运输投保单', 'Documents: fill in an application for cargo insurance'],
    [
      '你是深圳明途照明的单证员。根据发票、装运信息和信用证的保险条款填写投保单。',
      'You are the documentation clerk at Shenzhen Brightway Lighting. Fill in the application for cargo insurance from the invoice, the shipment details and the insurance clause of the credit.',
    ],
    [
      text(
        `<bl>Invoice No. BW26-0825</bl>: LED floodlights 50W, 1,500 pcs at USD 11.80; LED floodlights 100W, 900 pcs at USD 19.50; total USD 35,250.00 CIF Valencia; 300 cartons; marks LUMIS / BW26-0825 / VALENCIA / C/NO. 1-300
<bl>Shipment</bl>: MEDITERRANEAN STAR V.2634W, sailing on or about 25 August 2026, from Shenzhen (Yantian) to Valencia
<bl>L/C clause</bl>: insurance policy in duplicate, endorsed in blank, for 110% of the invoice value, covering Institute Cargo Clauses (A) and Institute War Clauses (Cargo), claims payable in Valencia in USD`,
        '发票 BW26-0825：50 瓦 LED 投光灯 1500 个，每个 11.80 美元；100 瓦 LED 投光灯 900 个，每个 19.50 美元；合计 35250 美元，CIF 瓦伦西亚；300 箱；唛头 LUMIS / BW26-0825 / VALENCIA / 箱号 1-300。装运：MEDITERRANEAN STAR V.2634W，约于 2026 年 8 月 25 日开航，由深圳盐田至瓦伦西亚。信用证条款：保险单一式两份，空白背书，按发票金额 110% 投保协会货物条款（A）和协会战争险条款（货物），在瓦伦西亚以美元赔付。',
        'Invoice, shipment and credit',
      ),
    ],
    [
      documents(
        'Fill in the application for cargo insurance.',
        'APPLICATION FOR CARGO TRANSPORTATION INSURANCE',
        'Amounts in USD with two decimals.',
        [
          [
            'insured',
            'Insured',
            [
              'Shenzhen Brightway Lighting Co., Ltd.',
              'Shenzhen Brightway Lighting Co., Ltd',
              'Shenzhen Brightway Lighting Co. Ltd.',
            ],
          ],
          ['invoice', 'Invoice No.', ['BW26-0825']],
          ['amount', 'Amount insured', ['USD 38,775.00', 'USD38,775.00', 'USD 38775.00', '38,775.00']],
          ['packages', 'Quantity and packing', ['300 cartons', '300 CTNS', '300']],
          ['vessel', 'Conveyance', ['MEDITERRANEAN STAR V.2634W', 'Mediterranean Star V.2634W']],
          ['route', 'From … to …', ['Shenzhen (Yantian) to Valencia', 'Yantian to Valencia', 'Shenzhen to Valencia']],
          [
            'cover',
            'Conditions',
            [
              'Institute Cargo Clauses (A) and Institute War Clauses (Cargo)',
              'ICC (A) and Institute War Clauses (Cargo)',
              'ICC(A) and War',
              'Institute Cargo Clauses (A) and War Clauses',
            ],
          ],
          ['claims', 'Claims payable at', ['Valencia in USD', 'Valencia', 'Valencia, in USD']],
        ],
        [
          '35250 × 110% = 38775；险别、赔付地点照抄信用证。',
          '35,250 × 110% = 38,775; copy the cover and the place of claims from the credit.',
        ],
        45,
      ),
      choice(
        'When should the application be made?',
        [
          'After the goods arrive in Valencia',
          'Before the goods are loaded, so the policy is dated no later than the shipment',
          'After the bank has paid',
          'Only if the goods are damaged',
        ],
        'B',
        [
          '须在装运前投保，保单日期不得晚于提单日期。',
          'Insure before loading: the policy may not be dated after the bill of lading.',
        ],
        5,
      ),
      trueFalse('The total invoice value is 1,500 × 11.80 + 900 × 19.50 = USD 35,250.00.', true, [
        '17700 + 17550 = 35250。',
        '17,700 + 17,550 = 35,250.',
      ]),
      fillBlank(
        'Write the amount insured in words: SAY US DOLLARS {{1}} ONLY.',
        [
          [
            'THIRTY-EIGHT THOUSAND SEVEN HUNDRED AND SEVENTY-FIVE',
            'THIRTY EIGHT THOUSAND SEVEN HUNDRED AND SEVENTY FIVE',
            'THIRTY-EIGHT THOUSAND SEVEN HUNDRED SEVENTY-FIVE',
          ],
        ],
        [
          '38775 = thirty-eight thousand seven hundred and seventy-five。',
          '38,775 is thirty-eight thousand seven hundred and seventy-five.',
        ],
      ),
    ],
  ),
];
