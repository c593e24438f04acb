/**
 * Chapter 2 of Foreign Trade Documents, "Letters of credit": the main fields of a credit, checking
 * a credit against the contract, the importer's application for a credit and the request to amend
 * one. (Its translation activity opens the shared trans-lc-clauses training.)
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  documents,
  fillBlank,
  jumbled,
  matching,
  qa,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';

/** Foshan Meijia's contract with Casa Pietra, against which the credit is checked and amended. */
const tileContract = `<bl>Sales Contract No. MJ26-0412</bl> (signed 8 April 2026)
Seller: Foshan Meijia Ceramics Co., Ltd., 16 Jihua Road, Foshan, Guangdong, China
Buyer: Casa Pietra S.r.l., Via XX Settembre 41, 16121 Genoa, Italy
Goods: glazed porcelain floor tiles, 600 × 600 mm, 8,000 square metres at EUR 7.20 per square metre
Total value: EUR 57,600.00, CIF Genoa
Insurance: by the seller, for 110% of the invoice value, covering Institute Cargo Clauses (A)
Shipment: from Shenzhen to Genoa, not later than 20 June 2026; partial shipments and transhipment allowed
Payment: irrevocable L/C at sight, to reach the seller by 30 April 2026 and to remain valid in China until the 15th day after shipment`;

const tileContractCn =
  '销售合同 MJ26-0412（2026 年 4 月 8 日签订）。卖方：佛山美佳陶瓷有限公司；买方：意大利热那亚 Casa Pietra 公司。货物：600×600 毫米釉面抛光地砖 8000 平方米，每平方米 7.20 欧元；总值 57600 欧元，CIF 热那亚。保险：由卖方按发票金额 110% 投保协会货物条款（A）。装运：2026 年 6 月 20 日前由深圳运往热那亚，允许分批装运和转运。付款：不可撤销即期信用证，须于 2026 年 4 月 30 日前开到卖方，在装运后第 15 天前在中国有效。';

export const CHAPTER_2_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-lc-terms',
    'readSkill',
    ['阅读：信用证的主要条款', 'Reading: the main terms of a letter of credit'],
    [
      '阅读一份迪拜银行开出的 SWIFT 信用证（MT700）节选，找出各项主要条款，然后回答问题。',
      'Read part of a SWIFT letter of credit (MT700) opened by a Dubai bank, find its main terms and answer the questions.',
    ],
    [
      text(
        `<bl>MT700 Issue of a Documentary Credit</bl>
:40A: Form of documentary credit: IRREVOCABLE
:20: Documentary credit number: ENB26LC04417
:31C: Date of issue: 260415
:31D: Date and place of expiry: 260706 CHINA
:50: Applicant: GULF STAR BUILDING MATERIALS LLC, AL QUOZ 3, DUBAI, UAE
:59: Beneficiary: FOSHAN MEIJIA CERAMICS CO., LTD., 16 JIHUA ROAD, FOSHAN, CHINA
:32B: Currency code, amount: USD 64,350.00
:41D: Available with ... by ...: ANY BANK IN CHINA BY NEGOTIATION
:42C: Drafts at ...: SIGHT
:43P: Partial shipments: NOT ALLOWED
:43T: Transhipment: ALLOWED
:44E: Port of loading: SHENZHEN, CHINA
:44F: Port of discharge: JEBEL ALI, UAE
:44C: Latest date of shipment: 260615
:45A: Goods: 9,900 SQM GLAZED PORCELAIN FLOOR TILES 600X600 MM AT USD 6.50 PER SQM CFR JEBEL ALI
:46A: Documents required:
 1. SIGNED COMMERCIAL INVOICE IN 3 COPIES
 2. FULL SET OF CLEAN ON BOARD BILLS OF LADING MADE OUT TO THE ORDER OF EMIRATES NBD BANK, MARKED FREIGHT PREPAID, NOTIFY APPLICANT
 3. PACKING LIST IN 3 COPIES
 4. CERTIFICATE OF ORIGIN ISSUED BY CCPIT
:48: Period for presentation: 21 DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT`,
        `MT700 开立跟单信用证。40A 信用证形式：不可撤销。20 信用证号：ENB26LC04417。31C 开证日期：2026 年 4 月 15 日。31D 到期日及地点：2026 年 7 月 6 日，中国。50 申请人：迪拜海湾之星建材有限责任公司。59 受益人：佛山美佳陶瓷有限公司。32B 币种金额：64350 美元。41D 兑用银行及方式：中国任何银行议付。42C 汇票期限：即期。43P 分批装运：不允许。43T 转运：允许。44E 装运港：中国深圳。44F 卸货港：阿联酋杰贝阿里。44C 最迟装运日：2026 年 6 月 15 日。45A 货物：600×600 毫米釉面抛光地砖 9900 平方米，每平方米 6.50 美元，CFR 杰贝阿里。46A 所需单据：1. 签署的商业发票一式三份；2. 全套清洁已装船提单，凭阿联酋国民银行指示，注明运费已付，通知申请人；3. 装箱单一式三份；4. 中国国际贸易促进委员会签发的原产地证书。48 交单期：装运日后 21 天内，但须在信用证有效期内。`,
        'Credit ENB26LC04417',
      ),
    ],
    [
      choice(
        'Who is the <bl>beneficiary</bl> of this credit?',
        [
          'Gulf Star Building Materials LLC',
          'Emirates NBD Bank',
          'Foshan Meijia Ceramics Co., Ltd.',
          'Any bank in China',
        ],
        'C',
        [
          '59 栏受益人是出口商佛山美佳；50 栏申请人是进口商。',
          'Field 59, the beneficiary, is the exporter Foshan Meijia; field 50, the applicant, is the importer.',
        ],
      ),
      matching(
        'Match each field with what it tells the beneficiary.',
        [
          [':31D:', 'the last day, and the place, to present the documents'],
          [':44C:', 'the last day the goods may be shipped'],
          [':48:', 'how many days after shipment the documents may be presented'],
          [':41D:', 'which bank may pay or negotiate, and how'],
        ],
        [
          '31D 到期日及地点；44C 最迟装运日；48 交单期；41D 兑用银行及方式。',
          '31D expiry date and place; 44C latest shipment; 48 period for presentation; 41D where and how the credit is available.',
        ],
      ),
      fillBlank(
        'The goods must be shipped by {{1}} June 2026, and the credit expires on {{2}} July 2026 in China.',
        [
          ['15', '15th'],
          ['6', '6th'],
        ],
        [
          '日期按 YYMMDD 读：260615 = 2026 年 6 月 15 日；260706 = 2026 年 7 月 6 日。',
          'SWIFT dates read YYMMDD: 260615 is 15 June 2026; 260706 is 6 July 2026.',
        ],
      ),
      trueFalse('Meijia may ship the 9,900 square metres in two lots.', false, [
        '43P：Partial shipments NOT ALLOWED，必须一次装完。',
        'Field 43P says partial shipments are NOT ALLOWED: everything goes in one shipment.',
      ]),
      choice(
        'The bill of lading must be made out…',
        [
          'to the applicant, Gulf Star',
          'to the order of Emirates NBD Bank',
          'to the order of the shipper',
          'to the CCPIT',
        ],
        'B',
        [
          '46A 第 2 项：MADE OUT TO THE ORDER OF EMIRATES NBD BANK，通知方才是申请人。',
          'Item 2 of 46A: "made out to the order of Emirates NBD Bank"; the applicant is only the notify party.',
        ],
      ),
      qa(
        'The credit asks for no insurance document. Why not?',
        'Because the price term is CFR Jebel Ali: under CFR the buyer, not the seller, insures the goods.',
        [
          '45A 显示价格条款为 CFR，保险由买方自行办理，故不要求保险单。',
          'Field 45A shows CFR: the buyer arranges the insurance, so the seller presents no policy.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-operation-tile-lc-check',
    'practicalOperation',
    ['实操：对照瓷砖合同审核信用证', "Practical operation: check a tile buyer's letter of credit against the contract"],
    [
      '你是佛山美佳陶瓷的单证员。逐条对照销售合同审核意大利客户开来的信用证，找出须修改之处并填写改证清单。',
      'You are the documentation clerk at Foshan Meijia Ceramics. Check the Italian buyer’s credit against the sales contract clause by clause, find what must be amended and fill in the amendment checklist.',
    ],
    [
      text(tileContract, tileContractCn, 'The sales contract'),
      text(
        `<bl>Letter of credit No. UC-GE-2604-0877</bl>, issued by UniCredit S.p.A., Genoa, on 27 April 2026
Applicant: Casa Pietra S.r.l., Genoa · Beneficiary: Foshan Meijia Ceramics Co., Ltd., Foshan
Amount: EUR 56,700.00
Goods: 8,000 square metres of glazed porcelain floor tiles, 600 × 600 mm, at EUR 7.20 per square metre, CIF Genoa
Shipment from Shenzhen to Genoa, latest date of shipment: 31 May 2026
Partial shipments: prohibited · Transhipment: allowed
Insurance policy for 110% of the invoice value, covering Institute Cargo Clauses (A)
Expiry: 5 June 2026 at the counters of UniCredit S.p.A., Genoa`,
        '信用证 UC-GE-2604-0877，由意大利裕信银行热那亚分行于 2026 年 4 月 27 日开立。申请人：Casa Pietra 公司；受益人：佛山美佳陶瓷有限公司。金额：56700 欧元。货物：600×600 毫米釉面抛光地砖 8000 平方米，每平方米 7.20 欧元，CIF 热那亚。由深圳运至热那亚，最迟装运日 2026 年 5 月 31 日。分批装运：禁止；转运：允许。保险单按发票金额 110% 投保协会货物条款（A）。到期：2026 年 6 月 5 日，在热那亚裕信银行柜台到期。',
        'The credit received',
      ),
    ],
    [
      choice(
        'Which clauses of the credit must be amended? Choose all.',
        [
          'The amount',
          'The price per square metre',
          'The latest date of shipment',
          'Partial shipments',
          'The insurance clause',
          'The date and place of expiry',
        ],
        'ACDF',
        [
          '金额应为 57600；装运期应为 6 月 20 日；合同允许分批；到期日和地点应为装运后 15 天、在中国。单价和保险条款与合同一致。',
          'The amount should be 57,600; the shipment date 20 June; partial shipments allowed; expiry 15 days after shipment in China. The price and the insurance clause agree.',
        ],
        20,
      ),
      fillBlank(
        'Work out the right figures: 8,000 × EUR 7.20 = EUR {{1}}. The credit is short by EUR {{2}}.',
        [
          ['57,600.00', '57,600', '57600', '57600.00'],
          ['900', '900.00'],
        ],
        [
          '8000 × 7.20 = 57600；57600 − 56700 = 900，显然是开证时把数字打颠倒了。',
          '8,000 × 7.20 = 57,600; 57,600 − 56,700 = 900: the digits were typed in the wrong order.',
        ],
      ),
      trueFalse(
        'An expiry at the counters of UniCredit in Genoa is acceptable, because the documents end up there anyway.',
        false,
        [
          '在国外到期意味着单据必须在到期日前寄达热那亚，邮程风险由卖方承担；合同约定在中国到期。',
          'Expiry abroad means the documents must reach Genoa by that date, with the courier risk on the seller; the contract says expiry in China.',
        ],
      ),
      documents(
        'Fill in the amendment checklist with the wording the credit should carry.',
        'L/C AMENDMENT CHECKLIST — UC-GE-2604-0877',
        'Write amounts as EUR with two decimals and dates as day month year (e.g. 1 May 2026).',
        [
          ['amount', 'Amount', ['EUR 57,600.00', 'EUR57,600.00', 'EUR 57600.00', '57,600.00', '57600.00']],
          ['shipment', 'Latest date of shipment', ['20 June 2026', '20 Jun 2026', '2026-06-20', 'June 20, 2026']],
          ['partial', 'Partial shipments', ['allowed', 'Allowed', 'permitted']],
          ['expiryDate', 'Date of expiry', ['5 July 2026', '5 Jul 2026', '2026-07-05', 'July 5, 2026']],
          ['expiryPlace', 'Place of expiry', ['China', 'in China']],
        ],
        [
          '最迟装运日 6 月 20 日，加 15 天即 7 月 5 日在中国到期。',
          'Latest shipment 20 June; fifteen days later is 5 July, expiring in China.',
        ],
        30,
      ),
      qa(
        'Why should Meijia ask for all the changes in one amendment request rather than one at a time?',
        'Each amendment costs a bank fee and takes days to go through the buyer and the issuing bank; one complete request saves money and time and lets Meijia ship on schedule.',
        [
          '每次改证都有费用和时间成本，应一次提出全部修改。',
          'Every amendment costs a fee and time, so all changes go in a single request.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ftd-bill-credit-application',
    'billSkill',
    ['单证：填写开证申请书', 'Documents: an application for a documentary credit'],
    [
      '你是上海华鑫进出口公司的单证员，根据进口合同向中国银行填写开证申请书。',
      'You are the documentation clerk at Shanghai Huaxin Import & Export. Fill in the application to Bank of China for a documentary credit, using the import contract.',
    ],
    [
      text(
        `<bl>Purchase Contract No. HX-DE-2026-031</bl>
Buyer: Shanghai Huaxin Import & Export Co., Ltd., 1500 Century Avenue, Shanghai, China
Seller: Hoffmann Werkzeugmaschinen GmbH, Industriestraße 12, 70565 Stuttgart, Germany
Goods: 2 sets of vertical CNC machining centres, model VMC-850, at EUR 93,000.00 per set
Total value: EUR 186,000.00, FOB Hamburg
Shipment: from Hamburg to Shanghai, not later than 31 August 2026; partial shipments not allowed
Payment: irrevocable L/C available by payment at sight, to be opened through Bank of China, Shanghai Branch, valid until 15 September 2026 in Germany
Documents: commercial invoice, packing list, full set of clean on board bills of lading marked "freight collect", certificate of origin`,
        '采购合同 HX-DE-2026-031。买方：上海华鑫进出口有限公司；卖方：德国斯图加特霍夫曼机床有限公司。货物：VMC-850 立式数控加工中心 2 台，每台 93000 欧元；总值 186000 欧元，FOB 汉堡。装运：2026 年 8 月 31 日前由汉堡运至上海，不允许分批装运。付款：通过中国银行上海分行开立不可撤销即期付款信用证，2026 年 9 月 15 日在德国到期。单据：商业发票、装箱单、注明“运费到付”的全套清洁已装船提单、原产地证书。',
        'The import contract',
      ),
    ],
    [
      matching(
        'Match each box of the application with its meaning.',
        [
          ['Applicant', 'the importer who asks the bank to open the credit'],
          ['Beneficiary', 'the exporter who will be paid under the credit'],
          ['Advising bank', "the bank in the exporter's country that passes the credit on"],
          ['Expiry date', 'the last day for presenting the documents'],
        ],
        ['开证申请书各栏含义。', 'What each box of the application means.'],
      ),
      documents(
        'Fill in the application for an irrevocable documentary credit.',
        'APPLICATION FOR IRREVOCABLE DOCUMENTARY CREDIT — BANK OF CHINA, SHANGHAI BRANCH',
        'Use the purchase contract. Amounts as EUR with two decimals; dates as day month year.',
        [
          [
            'applicant',
            'Applicant',
            [
              'Shanghai Huaxin Import & Export Co., Ltd.',
              'Shanghai Huaxin Import & Export Co., Ltd',
              'Shanghai Huaxin Import and Export Co., Ltd.',
            ],
          ],
          ['beneficiary', 'Beneficiary', ['Hoffmann Werkzeugmaschinen GmbH']],
          ['amount', 'Currency and amount', ['EUR 186,000.00', 'EUR186,000.00', 'EUR 186000.00']],
          ['terms', 'Price term', ['FOB Hamburg']],
          ['loading', 'Port of loading', ['Hamburg']],
          ['discharge', 'Port of discharge', ['Shanghai']],
          ['shipment', 'Latest date of shipment', ['31 August 2026', '31 Aug 2026', '2026-08-31', 'August 31, 2026']],
          ['partial', 'Partial shipments', ['not allowed', 'Not allowed', 'prohibited']],
          [
            'expiry',
            'Date and place of expiry',
            ['15 September 2026 in Germany', '15 Sep 2026 in Germany', '15 September 2026, Germany'],
          ],
        ],
        [
          '申请人是进口商华鑫，受益人是德国出口商；金额、日期、港口照抄合同。',
          'The applicant is the importer Huaxin, the beneficiary the German exporter; copy amounts, dates and ports exactly from the contract.',
        ],
        40,
      ),
      choice(
        'The contract is FOB Hamburg. Which document should the application <bl>not</bl> ask for?',
        ['Commercial invoice', 'Insurance policy', 'Bill of lading', 'Certificate of origin'],
        'B',
        [
          'FOB 下由买方自己投保，不应要求卖方提交保险单。',
          'Under FOB the buyer insures the goods itself, so it does not ask the seller for a policy.',
        ],
      ),
      trueFalse('The bills of lading should be marked "freight prepaid".', false, [
        'FOB 下运费由买方在目的港支付，提单注明 freight collect（运费到付）。',
        'Under FOB the buyer pays the freight, so the bills are marked "freight collect".',
      ]),
    ],
  ),
  training(
    'ftd-write-lc-amendment',
    'writingSkill',
    ['写作：请求修改信用证', 'Writing: a request to amend a letter of credit'],
    [
      '根据审证结果给意大利客户写一封改证函，写明每一处修改，不少于 120 词。',
      'From the results of the credit check, write to the Italian buyer asking for the amendments. Name every change; at least 120 words.',
    ],
    [
      text(
        `You are <bl>Liang Yu</bl>, documentation clerk at Foshan Meijia Ceramics. You have checked L/C No. UC-GE-2604-0877 from Casa Pietra S.r.l. (contact: Mr Marco Ferri, Purchasing Manager) against Sales Contract No. MJ26-0412 and found four problems:
- amount EUR 56,700.00, should be EUR 57,600.00 (8,000 sq m × EUR 7.20)
- latest shipment 31 May 2026, should be 20 June 2026
- partial shipments prohibited, should be allowed
- expiry 5 June 2026 in Genoa, should be 5 July 2026 in China
The goods will be ready on 10 June. You need the amendment by 20 May to book space.`,
        '你是佛山美佳陶瓷的单证员梁宇。你已对照销售合同 MJ26-0412 审核了 Casa Pietra 公司（联系人：采购经理马可·费里先生）开来的信用证 UC-GE-2604-0877，发现四处问题：金额 56700 欧元应为 57600 欧元（8000 平方米 × 7.20 欧元）；最迟装运日 5 月 31 日应为 6 月 20 日；禁止分批装运应改为允许；到期日 6 月 5 日在热那亚应为 7 月 5 日在中国。货物 6 月 10 日备妥，你需要在 5 月 20 日前收到修改书以便订舱。',
        'The facts',
      ),
    ],
    [
      fillBlank(
        'Complete the useful phrases: "Thank you for your L/C No. UC-GE-2604-0877. On checking it, we find that it does not {{1}} with the contract." "Please {{2}} the credit as follows."',
        [
          ['agree', 'comply', 'correspond', 'conform'],
          ['amend', 'have the bank amend'],
        ],
        [
          'not agree/comply with the contract 与合同不符；amend the credit 修改信用证。',
          '"does not agree (comply) with the contract"; "please amend the credit".',
        ],
      ),
      jumbled('Put the words in order to make the closing request.', 'Please let us have the amendment by 20 May.', [
        '结尾要写明收到修改书的期限。',
        'Close by saying when you need the amendment.',
      ]),
      choice(
        'Which sentence is the best way to explain the amount problem?',
        [
          'You made a stupid mistake with the amount.',
          'The amount should read EUR 57,600.00 (8,000 sq m at EUR 7.20), not EUR 56,700.00.',
          'The amount is a bit wrong, please look at it.',
          'We will not ship unless you pay more money.',
        ],
        'B',
        [
          '改证函要礼貌、准确：写出正确数字和依据。',
          'An amendment request is polite and exact: give the right figure and how it is worked out.',
        ],
        5,
      ),
      writing(
        'Write the email to Mr Ferri asking for the four amendments. Give the correct wording of each clause, the reason, and the date by which you need the amendment.',
        120,
        `Subject: Amendment to L/C No. UC-GE-2604-0877 (Contract MJ26-0412)

Dear Mr Ferri,

Thank you for opening L/C No. UC-GE-2604-0877. On checking it against Contract No. MJ26-0412, we find that four clauses do not agree with the contract. Please ask UniCredit to amend the credit as follows:

1. Amount: EUR 57,600.00 instead of EUR 56,700.00 (8,000 sq m at EUR 7.20).
2. Latest date of shipment: 20 June 2026 instead of 31 May 2026.
3. Partial shipments: allowed instead of prohibited.
4. Expiry: 5 July 2026 in China instead of 5 June 2026 in Genoa.

The tiles will be ready on 10 June, so we need the amendment by 20 May to book shipping space. We would be grateful for your prompt help.

Yours sincerely,
Liang Yu
Documentation Clerk, Foshan Meijia Ceramics Co., Ltd.`,
        [
          '评分要点：注明信用证号和合同号；四处修改逐条写明“改为……而非……”；说明期限与理由；语气礼貌，格式规范。',
          'Marked on: the L/C and contract numbers; each of the four changes as "X instead of Y"; the deadline and its reason; polite tone and layout.',
        ],
      ),
    ],
  ),
];
