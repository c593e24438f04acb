/**
 * Chapter 8 of Foreign Trade Correspondence, letters of credit: a documentary credit read field by
 * field, a letter urging the buyer to open a credit, and a letter asking for an amendment. (The
 * discrepancy case is the shared training case-discrepant-documents.)
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, jumbled, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';

export const CHAPTER_8_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-documentary-credit',
    'readSkill',
    ['阅读：一份跟单信用证', 'Reading: a documentary letter of credit'],
    [
      '阅读一份按 SWIFT MT700 格式开立的信用证摘要，找出当事人、金额、期限和单据要求。',
      'Read the main fields of a letter of credit issued in the SWIFT MT700 format. Find the parties, the amount, the dates and the documents required.',
    ],
    [
      text(
        `<bl>MT700 — ISSUE OF A DOCUMENTARY CREDIT</bl>
:40A: Form of credit: IRREVOCABLE
:20: Credit number: DC-HSB-260417
:31C: Date of issue: 260417
:31D: Date and place of expiry: 260630 CHINA
:50: Applicant: NORTHWIND OUTDOOR LTD, 40 KING STREET, MANCHESTER M2 4LY, UK
:59: Beneficiary: NINGBO EVERGREEN TEXTILE CO., LTD., 199 JIANGNAN ROAD, NINGBO, CHINA
:32B: Currency code, amount: USD 57,600.00
:41D: Available with ANY BANK BY NEGOTIATION
:42C: Drafts at SIGHT
:43P: Partial shipments: NOT ALLOWED
:43T: Transhipment: ALLOWED
:44E: Port of loading: NINGBO, CHINA
:44F: Port of discharge: FELIXSTOWE, UK
:44C: Latest date of shipment: 260615
:45A: Goods: 9,600 PCS POLYESTER FLEECE JACKETS, ART. NO. FJ-88, AT USD 6.00 PER PC CIF FELIXSTOWE
:46A: Documents required:
 + SIGNED COMMERCIAL INVOICE IN 3 COPIES
 + FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO ORDER, BLANK ENDORSED, MARKED FREIGHT PREPAID
 + INSURANCE POLICY FOR 110 PCT OF INVOICE VALUE COVERING ALL RISKS
 + PACKING LIST IN 3 COPIES
:48: Period for presentation: WITHIN 15 DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT`,
        'MT700 跟单信用证开立。40A 信用证类型：不可撤销。20 信用证号：DC-HSB-260417。31C 开证日期：2026 年 4 月 17 日。31D 有效期及地点：2026 年 6 月 30 日，中国。50 开证申请人：英国曼彻斯特 Northwind 户外用品公司。59 受益人：宁波常青纺织有限公司。32B 币种金额：57600 美元。41D 在任何银行议付。42C 即期汇票。43P 分批装运：不允许。43T 转运：允许。44E 装运港：中国宁波。44F 卸货港：英国费利克斯托。44C 最迟装运日：2026 年 6 月 15 日。45A 货物：9600 件涤纶抓绒夹克，货号 FJ-88，每件 6.00 美元 CIF 费利克斯托。46A 所需单据：签字商业发票一式三份；全套清洁已装船海运提单，凭指示，空白背书，注明运费预付；按发票金额 110% 投保一切险的保险单；装箱单一式三份。48 交单期：装运日后 15 天内，且在信用证有效期内。',
        'A credit for fleece jackets',
      ),
    ],
    [
      matching(
        'Match the parties and fields with what they are.',
        [
          ['Applicant', 'the buyer who asked the bank to open the credit'],
          ['Beneficiary', 'the seller who will be paid'],
          [':44C: Latest date of shipment', 'the last day the goods may be loaded'],
          [':31D: Date of expiry', 'the last day documents may be presented'],
        ],
        [
          '开证申请人是买方，受益人是卖方；最迟装运日与有效期是两个不同的期限。',
          'The applicant is the buyer and the beneficiary the seller; the shipment date and the expiry date are two different limits.',
        ],
      ),
      fillBlank(
        'The credit is for USD {{1}}, which is 9,600 pieces × USD {{2}} per piece.',
        [
          ['57,600.00', '57,600', '57600', '57600.00'],
          ['6.00', '6'],
        ],
        ['9600 × 6.00 = 57600 美元，金额与 32B 栏一致。', '9,600 × 6.00 = 57,600 dollars, as in field 32B.'],
      ),
      trueFalse('The seller may ship 5,000 jackets in May and the rest in June.', false, [
        '43P 栏：Partial shipments NOT ALLOWED，不允许分批装运。',
        'Field 43P says partial shipments are NOT ALLOWED.',
      ]),
      choice(
        'The goods are loaded on 10 June. What is the last day to present the documents?',
        ['15 June', '25 June', '30 June', '10 July'],
        'B',
        [
          '装运日后 15 天内，即 6 月 25 日，且早于 6 月 30 日的有效期，所以是 6 月 25 日。',
          'Fifteen days after 10 June is 25 June, which is within the 30 June expiry, so 25 June is the limit.',
        ],
      ),
      qa(
        'Why is the insurance policy among the documents required, and who arranges it?',
        'Because the price is CIF Felixstowe, the seller must insure the goods; the credit asks for a policy for 110% of the invoice value covering All Risks.',
        [
          'CIF 由卖方办理保险，所以信用证要求卖方提交保险单。',
          'Under CIF the seller insures, so the credit asks the seller for the policy.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftc-read-urge-open-credit',
    'readSkill',
    ['阅读：催开信用证函', 'Reading: a letter urging the buyer to open a credit'],
    [
      '阅读卖方在信用证迟迟未到时写给买方的两封催证函，比较两封信的语气逐步加强。',
      'Read the two letters a seller sends when the buyer’s credit has not arrived, and see how the tone grows firmer from the first to the second.',
    ],
    [
      text(
        `<bl>First letter — 20 April 2026</bl>
Dear Mr Hughes,
Re: Sales Confirmation No. EG26-045, 9,600 fleece jackets
We are pleased to inform you that production of your order is well under way, and the goods will be ready for shipment by the end of May. However, we have not yet received the relevant letter of credit, which under the confirmation should have reached us by 15 April. <re>We would appreciate it if you would open the L/C at your earliest convenience</re>, so that we can book shipping space in good time.

<bl>Second letter — 5 May 2026</bl>
Dear Mr Hughes,
Re: Sales Confirmation No. EG26-045 — L/C still outstanding
We refer to our letter of 20 April and regret to say that your L/C has still not arrived. The goods are now ready, and the shipping lines need bookings three weeks in advance. <re>Please open the L/C by 12 May at the latest</re>; otherwise we cannot ship by the date agreed, and we shall have to ask you to bear the storage charges. We trust you will give this matter your immediate attention.`,
        '第一封信（2026 年 4 月 20 日）：尊敬的休斯先生，事由：EG26-045 号销售确认书，9600 件抓绒夹克。我们高兴地通知您，贵方订单正在顺利生产，货物将于五月底备妥待运。但我们尚未收到相关信用证，按确认书规定，信用证应于 4 月 15 日前开到。如蒙尽早开证，以便我方及时订舱，将不胜感激。第二封信（2026 年 5 月 5 日）：事由：EG26-045 号销售确认书——信用证仍未开到。兹提及我方 4 月 20 日去函，遗憾的是贵方信用证仍未到达。货物已备妥，船公司需提前三周订舱。请最迟于 5 月 12 日开证，否则我们将无法按约定日期装运，并不得不请贵方承担仓储费用。相信贵方会立即处理此事。',
        'Two letters about a late credit',
      ),
    ],
    [
      choice(
        'By what date should the L/C have reached the seller under the sales confirmation?',
        ['15 April', '20 April', '5 May', '12 May'],
        'A',
        [
          '第一封信：should have reached us by 15 April。',
          'The first letter: it "should have reached us by 15 April".',
        ],
      ),
      matching(
        'Match the sentence with the letter and the tone it shows.',
        [
          ['We would appreciate it if you would open the L/C', 'first letter: a polite request'],
          ['Please open the L/C by 12 May at the latest', 'second letter: a firm deadline'],
          ['we shall have to ask you to bear the storage charges', 'second letter: the consequence'],
          ['production of your order is well under way', 'first letter: good news first'],
        ],
        [
          '第一封委婉提醒，先报好消息；第二封给出最后期限并说明后果。',
          'The first letter reminds gently and opens with good news; the second sets a deadline and states the consequence.',
        ],
      ),
      trueFalse('The second letter threatens to cancel the contract at once.', false, [
        '第二封信只说明无法按期装运并要求承担仓储费，并未撤销合同。',
        'It says shipment will be late and asks the buyer to pay storage; it does not cancel the contract.',
      ]),
      fillBlank(
        'The seller needs the L/C early because shipping lines need bookings {{1}} weeks in advance, and the goods will be ready by the end of {{2}}.',
        [['three', '3'], ['May']],
        [
          '订舱需提前三周，货物五月底备妥，所以必须尽快开证。',
          'Bookings take three weeks and the goods are ready at the end of May, so the credit is needed now.',
        ],
      ),
      qa(
        'Why does the seller not simply ship the goods without the L/C?',
        'Because without the credit it has no bank’s promise to pay: if it ships, the buyer could refuse to pay or ask for a lower price, and the goods would already be gone.',
        [
          '信用证未到就发货，卖方失去银行付款保证，风险全在自己。',
          'Shipping before the credit arrives leaves the seller with no bank’s promise of payment.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftc-write-lc-amendment',
    'writingSkill',
    ['写作：信用证修改函', 'Writing: asking for an amendment to a letter of credit'],
    [
      '把收到的信用证与销售确认书逐项核对，找出不符之处，写信请买方修改信用证，不少于 100 词。',
      'Check the credit you have received against the sales confirmation, find what does not agree and write asking the buyer to amend the credit; at least 100 words.',
    ],
    [
      text(
        `<bl>Sales Confirmation No. QD26-077</bl> (Qingdao Ocean Star Foods ↔ Baltic Seafood AS, Oslo; contact Mr Erik Hansen)
Goods: 40 metric tons frozen squid rings, USD 3,250.00 per M/T CFR Oslo, total USD 130,000.00
Shipment: from Qingdao to Oslo, not later than 31 August 2026, transhipment allowed
Payment: irrevocable L/C at sight, valid for negotiation in China until 15 September 2026

<bl>L/C No. DNB-88213 as received</bl>
Amount: USD 130,000.00
Latest date of shipment: 31 July 2026
Expiry: 15 September 2026 in Norway
Transhipment: not allowed
Goods: 40 M/T frozen squid rings at USD 3,250.00 per M/T CFR Oslo`,
        '销售确认书 QD26-077（青岛海星食品—奥斯陆 Baltic Seafood 公司，联系人埃里克·汉森先生）：冻鱿鱼圈 40 公吨，每公吨 3250 美元 CFR 奥斯陆，总额 130000 美元；2026 年 8 月 31 日前由青岛运至奥斯陆，允许转运；不可撤销即期信用证，在中国议付，有效期至 2026 年 9 月 15 日。收到的信用证 DNB-88213：金额 130000 美元；最迟装运日 2026 年 7 月 31 日；有效期 2026 年 9 月 15 日，在挪威到期；不允许转运；货物：冻鱿鱼圈 40 公吨，每公吨 3250 美元 CFR 奥斯陆。',
        'The confirmation and the credit',
      ),
    ],
    [
      choice(
        'Which points of the credit must be amended? Choose <bl>three</bl>.',
        ['The latest date of shipment', 'The amount', 'The place of expiry', 'Transhipment', 'The unit price'],
        'ACD',
        [
          '装运期应为 8 月 31 日、到期地点应在中国、应允许转运；金额和单价与确认书一致。',
          'Shipment should be by 31 August, expiry in China and transhipment allowed; the amount and the unit price agree.',
        ],
      ),
      jumbled(
        'Warm-up: put the words in order to make the key request.',
        'Please amend the credit to read transhipment allowed.',
        ['修改信用证的固定句式：amend ... to read ...（改为……）。', 'The fixed pattern: "amend ... to read ...".'],
      ),
      writing(
        'Write to Mr Erik Hansen asking for the amendments.',
        100,
        `Dear Mr Hansen,

Re: L/C No. DNB-88213 under Sales Confirmation No. QD26-077

Thank you for your L/C No. DNB-88213, which reached us today. On checking it against our Sales Confirmation No. QD26-077, we found the following points that do not agree with the contract. Please amend the credit as follows:

1. The latest date of shipment should read "31 August 2026" instead of "31 July 2026".
2. The place of expiry should read "in China" instead of "in Norway".
3. Transhipment should read "allowed" instead of "not allowed", as there is no direct sailing from Qingdao to Oslo.

As the goods are ready, please instruct your bank to send the amendment by SWIFT as soon as possible, so that we can book shipping space in time.

Thank you for your cooperation.

Yours sincerely,
Zhao Qiang
Export Department, Qingdao Ocean Star Foods`,
        [
          '评分要点：感谢来证、逐条列出三处修改（原文与应改内容）、说明必要的理由、请求尽快电开修改书、格式规范。',
          'Marked on: thanks for the credit, the three amendments listed with the wrong and right wording, reasons where needed, a request for a prompt SWIFT amendment, layout.',
        ],
      ),
    ],
  ),
];
