/**
 * Chapter 6 of International Trade Practice, payment: remittance, collection and letters of
 * credit compared, a banker explaining settlements, a letter of credit checked against its
 * contract and the bill of exchange drawn under it.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, documents, fillBlank, matching, qa, text, training, trueFalse } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { listenIntro } from './common';

export const CHAPTER_6_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-payment-methods',
    'readSkill',
    ['阅读：汇付、托收与信用证的比较', 'Reading: remittance, collection and letters of credit compared'],
    [
      '阅读三种国际结算方式的比较，判断各方式下出口商的风险，为不同客户选择付款方式。',
      'Read a comparison of the three ways of international payment, judge the exporter’s risk in each and choose a method for different buyers.',
    ],
    [
      text(
        `<bl>Remittance</bl> means the buyer sends the money through its bank, usually by <bl>telegraphic transfer (T/T)</bl>. With payment in advance, the buyer bears all the risk; with payment after shipment (open account), the seller does. Remittance is fast and cheap, so it suits customers who trust each other. A common compromise is 30% in advance and 70% against a copy of the bill of lading.

<bl>Documentary collection</bl> uses the banks as messengers. The seller ships, then hands the documents to its bank, which sends them to a bank in the buyer’s country. Under <bl>documents against payment (D/P)</bl> the buyer gets the documents, and so the goods, only by paying; under <bl>documents against acceptance (D/A)</bl> it gets them by accepting a bill of exchange and pays later. Neither bank promises to pay, so the seller relies on the buyer’s <re>commercial credit</re>.

A <bl>letter of credit (L/C)</bl> is a bank’s written promise to pay the seller if it presents documents that comply with the credit’s terms. The seller relies on the bank’s credit instead of the buyer’s, and the buyer knows it will pay only for documents showing the goods were shipped as agreed. Letters of credit are the most secure for both sides, but they cost the most and the documents must be perfect: banks deal in documents, not goods.`,
        `汇付指买方通过银行汇款，通常用电汇。预付货款时买方承担全部风险；装运后付款（赊销）时卖方承担风险。汇付快捷、费用低，适合互相信任的客户。常见的折中做法是预付 30%，余款 70% 凭提单副本支付。跟单托收把银行当作传递者：卖方装运后把单据交给本方银行，由其寄给买方所在国的银行。付款交单下，买方付款才能取得单据进而提货；承兑交单下，买方承兑汇票即可取得单据，日后付款。两家银行都不承诺付款，所以卖方依靠的是买方的商业信用。信用证是银行的书面承诺：只要卖方提交与信用证条款相符的单据，银行就付款。卖方依靠银行信用而非买方信用，买方也知道只有在单据证明货物已按约定装运时才付款。信用证对双方都最安全，但费用最高，单据必须完全相符：银行只处理单据，不管货物。`,
        'Three ways to get paid',
      ),
    ],
    [
      matching(
        'Match each method with its description.',
        [
          ['T/T in advance', 'the buyer pays before the goods are shipped'],
          ['D/P', 'the buyer gets the documents only by paying'],
          ['D/A', 'the buyer gets the documents by accepting a bill and pays later'],
          ['L/C', 'a bank promises to pay against complying documents'],
        ],
        ['四种方式的含义。', 'What the four methods mean.'],
      ),
      choice(
        'Rank the risk to the exporter: which method is the riskiest for the seller?',
        ['T/T in advance', 'L/C at sight', 'D/P at sight', 'D/A 60 days'],
        'D',
        [
          '承兑交单下买方先拿单提货、后付款，卖方风险最大。',
          'Under D/A the buyer takes the documents and the goods before paying, so the seller’s risk is highest.',
        ],
      ),
      trueFalse('Under documentary collection, the collecting bank must pay if the buyer does not.', false, [
        '托收属于商业信用，银行不承担付款责任。',
        'Collection rests on commercial credit; the banks do not promise to pay.',
      ]),
      fillBlank(
        'A letter of credit replaces the buyer’s credit with the {{1}}’s credit, but banks deal in {{2}}, not goods.',
        [['bank', 'issuing bank'], ['documents']],
        ['信用证是银行信用；银行只处理单据。', 'An L/C is bank credit, and banks deal only in documents.'],
      ),
      qa(
        'A new buyer in a country you do not know well orders USD 80,000 of goods. Which method would you ask for, and why?',
        'An irrevocable L/C at sight, preferably confirmed, because we do not know the buyer and the bank’s promise protects us if the buyer does not pay.',
        [
          '新客户、大金额、陌生市场宜用即期信用证，必要时要求保兑。',
          'A new buyer, a large amount and an unknown market call for a sight L/C, confirmed if needed.',
        ],
        15,
      ),
    ],
  ),
  training(
    'itp-hear-banker-settlements',
    'hearingSkill',
    ['听力：银行职员讲解国际结算业务', 'Listening: a banker explains international settlements'],
    listenIntro([
      '听银行国际结算部职员向一位新出口商讲解几种结算方式。',
      'Listen to a bank’s trade settlement officer explaining the ways of payment to a new exporter.',
    ]),
    [audio('itp-hear-banker-settlements.mp3', 'At the bank')],
    [
      choice(
        'Which method does Ms Lin call the safest for the exporter?',
        ['Payment in advance by T/T', 'D/P', 'D/A', 'Open account'],
        'A',
        [
          '"The safest for you is payment in advance by telegraphic transfer."',
          '"The safest for you is payment in advance by telegraphic transfer."',
        ],
      ),
      trueFalse('Under D/P, the buyer’s bank releases the documents before the buyer pays.', false, [
        '付款交单：买方付款后才放单。',
        'Under D/P the documents are released only when the buyer pays.',
      ]),
      choice(
        'What is the risk of D/P that Ms Lin describes?',
        [
          'It is more expensive than an L/C',
          'No bank promises to pay, and the goods may wait in a foreign port',
          'The documents are sent by the buyer',
          'The seller has to pay in advance',
        ],
        'B',
        ['买方拒付时货物滞留国外港口。', 'If the buyer refuses, the goods wait in a foreign port.'],
      ),
      fillBlank(
        'Under an L/C, documents must be presented within {{1}} days after shipment and before the credit {{2}}.',
        [['21', 'twenty-one', 'twenty one'], ['expires']],
        [
          'UCP 600 第 14 条 c 款：装运后 21 天内且在有效期内交单。',
          'UCP 600 Article 14(c): within 21 days after shipment and within the validity of the credit.',
        ],
      ),
      qa(
        'What does the exporter decide to use for new buyers and for old customers?',
        'A letter of credit for new buyers; D/P or T/T for old customers.',
        ['倒数第二句。', 'The second-to-last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'itp-operation-check-lc',
    'practicalOperation',
    ['实操：按合同审核信用证', 'Practical operation: check a letter of credit against the sales contract'],
    [
      '逐项对照销售合同审核 SWIFT MT700 信用证，找出不符之处并提出改证要求。',
      'Check a SWIFT MT700 letter of credit against the sales contract field by field, find what does not match and ask for amendments.',
    ],
    [
      text(
        `<bl>Sales contract HX26-0417</bl>: Seller Hangzhou Xinyuan Tea Co., Ltd.; buyer Atlas Trading SARL, Casablanca. 18 metric tons of China green tea Chunmee 41022, 5% more or less at the seller’s option, USD 3,250 per metric ton CIF Casablanca, total USD 58,500.00. Shipment from Shanghai not later than 30 June 2026, partial shipments not allowed, transhipment allowed. Payment by irrevocable L/C at sight, valid for negotiation in China until the 15th day after the date of shipment.

<bl>L/C received on 12 May 2026 (extract)</bl>
:40A: Form of credit: IRREVOCABLE
:20: Credit number: ATB/LC/26/1187
:31D: Date and place of expiry: 260715 CASABLANCA
:50: Applicant: ATLAS TRADING SARL, CASABLANCA
:59: Beneficiary: HANGZHOU XINYUAN TEA CO., LTD.
:32B: Currency code, amount: USD 58,500.00
:39A: Percentage credit amount tolerance: 00/00
:42C: Drafts at: 60 DAYS AFTER SIGHT
:43P: Partial shipments: NOT ALLOWED
:44E: Port of loading: SHANGHAI   :44F: Port of discharge: CASABLANCA
:44C: Latest date of shipment: 260630
:45A: 18 M/T CHINA GREEN TEA CHUNMEE 41022 AT USD 3,250/MT CIF CASABLANCA
:48: Period for presentation: DOCUMENTS TO BE PRESENTED WITHIN 15 DAYS AFTER THE DATE OF SHIPMENT`,
        '销售合同 HX26-0417：卖方杭州新源茶业有限公司，买方卡萨布兰卡阿特拉斯贸易公司。中国绿茶珍眉 41022 共 18 公吨，卖方可溢短装 5%，每公吨 3250 美元 CIF 卡萨布兰卡，总值 58500 美元。不迟于 2026 年 6 月 30 日自上海装运，不允许分批，允许转运。不可撤销即期信用证付款，装运日后第 15 天前在中国议付有效。2026 年 5 月 12 日收到的信用证（摘录）：不可撤销；信用证号 ATB/LC/26/1187；到期日及地点 2026 年 7 月 15 日卡萨布兰卡；申请人阿特拉斯贸易公司；受益人杭州新源茶业有限公司；金额 58500 美元；金额增减幅度 0/0；汇票期限见票后 60 天；不允许分批装运；装运港上海，卸货港卡萨布兰卡；最迟装运日 2026 年 6 月 30 日；货物描述 18 公吨中国绿茶珍眉 41022，每公吨 3250 美元 CIF 卡萨布兰卡；交单期为装运日后 15 天内。',
        'The contract and the credit',
      ),
    ],
    [
      matching(
        'Match each MT700 field tag with what it states.',
        [
          [':31D:', 'the date and place of expiry'],
          [':32B:', 'the currency and amount'],
          [':42C:', 'the tenor of the drafts'],
          [':44C:', 'the latest date of shipment'],
          [':48:', 'the period for presentation'],
        ],
        ['SWIFT MT700 常用栏位。', 'Common fields of a SWIFT MT700.'],
        15,
      ),
      choice(
        'Which fields of the L/C do <bl>not</bl> agree with the contract? Choose all.',
        [':31D: expiry place', ':39A: tolerance', ':42C: drafts at', ':44C: latest shipment date', ':45A: description'],
        'ABC',
        [
          '到期地应在中国；合同有 5% 溢短装，金额需 5% 增减幅度；合同为即期，信用证却是见票后 60 天。装运期和货物描述相符。',
          'The expiry place should be China; the 5% more-or-less clause needs a 5% amount tolerance; the contract says at sight, not 60 days after sight. The shipment date and description agree.',
        ],
        20,
      ),
      trueFalse(
        'If the seller ships 18.9 tons under this L/C as it stands, the invoice of USD 61,425.00 will be paid.',
        false,
        [
          '金额增减幅度为 0/0，发票金额超过 58500 美元即构成不符点。',
          'With a 00/00 tolerance, any invoice above USD 58,500.00 is a discrepancy.',
        ],
      ),
      qa(
        'Write the amendment request to Atlas Trading in two or three sentences.',
        'Please instruct the issuing bank to amend L/C No. ATB/LC/26/1187 as follows: place of expiry to read "China"; amount tolerance to read "05/05"; drafts to read "at sight". We will ship as soon as the amendment reaches us.',
        [
          '改证函写明信用证号和每一处修改，并说明收到修改后再装运。',
          'Quote the credit number, list each change exactly and say shipment follows the amendment.',
        ],
        20,
      ),
    ],
  ),
  training(
    'itp-bill-of-exchange',
    'billSkill',
    ['单证：缮制汇票', 'Documents: fill in a bill of exchange'],
    [
      '根据信用证和商业发票缮制信用证项下的汇票，注意出票人、付款人、收款人和大写金额。',
      'Fill in the bill of exchange under a letter of credit from the credit and the invoice: mind the drawer, the drawee, the payee and the amount in words.',
    ],
    [
      text(
        `<bl>L/C (extract)</bl>
Credit number: ATB/LC/26/1187, dated 10 May 2026
Issuing bank: Attijariwafa Bank, Casablanca
Beneficiary: Hangzhou Xinyuan Tea Co., Ltd.
Available with: any bank in China, by negotiation
Drafts at sight, drawn on the issuing bank, for 100% of the invoice value

<bl>Commercial invoice</bl> No. XY-INV-2608, dated 26 June 2026: 18 M/T China green tea, USD 58,500.00
Negotiating bank: Bank of China, Zhejiang Branch
Date of presentation: 28 June 2026, Hangzhou`,
        '信用证摘录：号码 ATB/LC/26/1187，2026 年 5 月 10 日开立；开证行卡萨布兰卡 Attijariwafa 银行；受益人杭州新源茶业有限公司；在中国任何银行议付；即期汇票，以开证行为付款人，金额为发票金额的 100%。商业发票 XY-INV-2608，2026 年 6 月 26 日：中国绿茶 18 公吨，58500 美元。议付行：中国银行浙江省分行。交单日期：2026 年 6 月 28 日，杭州。',
        'Credit and invoice',
      ),
    ],
    [
      documents(
        'Fill in the bill of exchange.',
        'BILL OF EXCHANGE',
        'Use the credit and the invoice. Amounts as USD with two decimals; the amount in words ends with ONLY.',
        [
          ['no', 'No. (invoice number)', ['XY-INV-2608']],
          ['amount', 'Exchange for', ['USD 58,500.00', 'USD58,500.00', 'USD 58500.00']],
          ['place', 'Place and date', ['Hangzhou, 28 June 2026', 'Hangzhou, June 28, 2026', 'Hangzhou 28 June 2026']],
          ['tenor', 'At ___ sight', ['***', 'at sight', '---']],
          ['payee', 'Pay to the order of', ['Bank of China, Zhejiang Branch', 'Bank of China Zhejiang Branch']],
          [
            'words',
            'The sum of',
            [
              'US Dollars fifty-eight thousand five hundred only',
              'US Dollars fifty eight thousand five hundred only',
              'Say US Dollars fifty-eight thousand five hundred only',
              'USD fifty-eight thousand five hundred only',
            ],
          ],
          ['drawnUnder', 'Drawn under L/C No.', ['ATB/LC/26/1187']],
          [
            'drawee',
            'To (drawee)',
            ['Attijariwafa Bank, Casablanca', 'Attijariwafa Bank Casablanca', 'Attijariwafa Bank'],
          ],
          [
            'drawer',
            'Drawer (signature block)',
            ['Hangzhou Xinyuan Tea Co., Ltd.', 'Hangzhou Xinyuan Tea Co., Ltd', 'Hangzhou Xinyuan Tea Co. Ltd.'],
          ],
        ],
        [
          '信用证汇票：出票人是受益人，付款人是开证行（不能是申请人），收款人通常是议付行；即期汇票在 At 与 sight 之间打上 *** 或 ---。',
          'Under an L/C the drawer is the beneficiary, the drawee the issuing bank (never the applicant), the payee usually the negotiating bank; a sight draft fills the tenor with *** or ---.',
        ],
        45,
      ),
      choice(
        'Why must this draft not be drawn on Atlas Trading SARL?',
        [
          'Because UCP 600 says a credit must not be issued available by a draft drawn on the applicant',
          'Because Atlas Trading is in Morocco',
          'Because the amount is too large',
          'Because it is a sight draft',
        ],
        'A',
        [
          'UCP 600 第 6 条 c 款：信用证不得开成凭以申请人为付款人的汇票兑用。',
          'UCP 600 Article 6(c): a credit must not be available by a draft drawn on the applicant.',
        ],
      ),
      trueFalse(
        'If the credit said "drafts at 30 days after sight", the tenor box would read "At 30 days after sight".',
        true,
        [
          '远期汇票在期限栏写明 30 days after。',
          'A usance draft writes the period, "30 days after", in the tenor box.',
        ],
      ),
    ],
  ),
];
