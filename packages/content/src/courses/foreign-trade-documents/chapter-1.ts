/**
 * Chapter 1 of Foreign Trade Documents, "Introduction to trade documents": the documents of one
 * CIF shipment paid by L/C and how they flow, the English terms on them, a documentation clerk's
 * day and a payment refused over three discrepancies.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { read, speaking } from '../../trainings/speaking-builders';
import { stress } from './shared';

export const CHAPTER_1_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-document-flow',
    'readSkill',
    ['阅读：外贸单证的种类与流转', 'Reading: the kinds of trade documents and how they flow'],
    [
      '阅读一票轮胎出口业务背后的全部单据，了解每种单据由谁出具、按什么顺序流转，然后回答问题。',
      'Read about the documents behind one shipment of tyres: who issues each one and in what order they move. Then answer the questions.',
    ],
    [
      text(
        `<bl>The documents behind one shipment</bl>

In May 2026 Qingdao Haida Tyre Co., Ltd. sold 1,200 truck tyres to Cape Auto Parts (Pty) Ltd in Durban, South Africa, <ud>CIF Durban</ud>, payment by irrevocable L/C at sight. Before it could be paid, its documentation clerk had to prepare or collect eight documents.

Some documents are made by the exporter itself: the <re>commercial invoice</re>, which shows what was sold and for how much, and the <re>packing list</re>, which shows how the goods are packed and what they weigh. Others come from third parties. The shipping company issues the <re>bill of lading</re>, which is a receipt for the goods, evidence of the contract of carriage and a document of title. The insurance company issues the <re>insurance policy</re>. The CCPIT or the customs authority issues the <re>certificate of origin</re>, and an inspection body issues the inspection certificate. Finally, the exporter draws a <re>bill of exchange</re> on the bank.

The documents move in a fixed order. The clerk books shipping space and declares the goods to customs; after loading, the carrier releases the bill of lading; the clerk checks every document against the L/C and presents the full set to the negotiating bank within 21 days of shipment. The bank sends them to the issuing bank in South Africa, which pays if the documents comply and releases them to the buyer. Only with an original bill of lading can the buyer take delivery of the tyres in Durban.`,
        `一票货物背后的单据

2026 年 5 月，青岛海达轮胎有限公司向南非德班的开普汽配有限公司出售 1200 条卡车轮胎，CIF 德班，以不可撤销即期信用证付款。在收到货款之前，公司的单证员需要制作或收集八种单据。

有些单据由出口商自己制作：商业发票，说明卖了什么、卖了多少钱；装箱单，说明货物如何包装、重量多少。另一些来自第三方：船公司签发提单，它既是货物收据、运输合同的证明，也是物权凭证；保险公司出具保险单；中国国际贸易促进委员会或海关签发原产地证书；检验机构出具检验证书。最后，出口商向银行开立汇票。

单据按固定顺序流转：单证员订舱并向海关申报；货物装船后，承运人签发提单；单证员对照信用证逐一审核所有单据，并在装运后 21 天内把全套单据交给议付行。议付行将单据寄给南非的开证行，开证行在单证相符时付款，并把单据交给买方。买方只有凭正本提单才能在德班提货。`,
        'Haida Tyre ships to Durban',
      ),
    ],
    [
      choice(
        'Which document is also a <bl>document of title</bl> to the goods?',
        ['The commercial invoice', 'The packing list', 'The bill of lading', 'The certificate of origin'],
        'C',
        [
          '原文：提单是货物收据、运输合同的证明，也是物权凭证。',
          'The text: the bill of lading is a receipt, evidence of the contract of carriage and a document of title.',
        ],
      ),
      matching(
        'Match each document with the party that issues it in the text.',
        [
          ['Commercial invoice', 'the exporter'],
          ['Bill of lading', 'the shipping company'],
          ['Insurance policy', 'the insurance company'],
          ['Certificate of origin', 'the CCPIT or the customs authority'],
        ],
        [
          '发票、装箱单由出口商自制；提单、保单、产地证分别来自船公司、保险公司和贸促会或海关。',
          'The exporter makes the invoice and packing list; the carrier, the insurer and the CCPIT or customs issue the others.',
        ],
      ),
      sequencing(
        "Put the clerk's steps in the order the text gives them.",
        [
          'Book shipping space',
          'Declare the goods to customs',
          'Receive the bill of lading after loading',
          'Check every document against the L/C',
          'Present the full set to the negotiating bank',
        ],
        [
          '订舱 → 报关 → 装船取得提单 → 对照信用证审单 → 向议付行交单。',
          'Book space → declare to customs → get the B/L after loading → check against the L/C → present to the bank.',
        ],
      ),
      trueFalse('The buyer can take delivery of the tyres in Durban with a copy of the bill of lading.', false, [
        '原文：只有凭正本提单（an original bill of lading）才能提货。',
        'The text says the buyer needs an original bill of lading, not a copy.',
      ]),
      fillBlank(
        'The clerk must present the documents within {{1}} days of shipment. The issuing bank is in {{2}}.',
        [
          ['21', 'twenty-one', 'twenty one'],
          ['South Africa', 'Durban'],
        ],
        [
          '第三段：装运后 21 天内交单；开证行在南非。',
          'Paragraph three: within 21 days of shipment; the issuing bank is in South Africa.',
        ],
      ),
      qa(
        'Why must the clerk check every document against the L/C before presenting it? Answer in one sentence.',
        'Because the issuing bank pays only if the documents comply with the terms of the credit.',
        [
          '原文：which pays if the documents comply。信用证是单据业务，银行只看单据。',
          'The text: the issuing bank "pays if the documents comply". Banks deal in documents, not goods.',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'ftd-words-document-terms',
    'wordTraining',
    ['单词训练：单证常用英文术语', 'Word training: the English terms on trade documents'],
    [
      '朗读外贸单证上最常见的英文术语，中文给出它在单据上的含义。',
      'Read aloud the English terms you meet most often on trade documents; the Chinese gives their meaning on the document.',
    ],
    [
      read('word', 'consignee', '收货人（提单上的 Consignee 栏）', stress),
      read('word', 'beneficiary', '受益人（信用证上的出口商）', stress),
      read('word', 'applicant', '开证申请人（信用证上的进口商）', stress),
      read('word', 'discrepancy', '不符点（单据与信用证不一致）', stress),
      read('word', 'negotiation', '议付（银行买入出口商的单据）', stress),
      read('word', 'endorsement', '背书（在提单或汇票背面签章转让）', stress),
    ],
  ),
  training(
    'ftd-hear-clerk-day',
    'hearingSkill',
    ['听力：单证员的一天', "Listening: a documentation clerk's working day"],
    [
      '听海达轮胎的单证员陈静讲她一天的工作，先完整听一遍再作答，最多播放 3 次。',
      'Listen to Chen Jing, a documentation clerk at Haida Tyre, describe her working day. Play it through once before answering; at most 3 plays.',
    ],
    [audio('ftd-hear-clerk-day.mp3', 'A day at Haida Tyre')],
    [
      choice(
        'What does Chen Jing do first in the morning?',
        [
          'She goes to the bank',
          'She reads emails from the shipping agent and the bank',
          'She makes out packing lists',
          'She calls the customer in Durban',
        ],
        'B',
        [
          '她八点半先看货代和银行的邮件，然后审证。',
          'At half past eight she reads the emails from the shipping agent and the bank, then checks new credits.',
        ],
      ),
      trueFalse('Chen Jing says it is cheaper to amend a letter of credit after shipment.', false, [
        '她说装运前改证比装运后改便宜得多。',
        'She says it is much cheaper to change a credit before shipment than after.',
      ]),
      fillBlank(
        'In the afternoon she sends shipping instructions to the {{1}}. Today she is working on {{2}} containers of tyres for Durban.',
        [
          ['forwarder', 'freight forwarder'],
          ['4', 'four'],
        ],
        [
          '下午她给货代发装运指示；今天处理四个柜。',
          'She sends shipping instructions to the forwarder; four containers today.',
        ],
      ),
      choice(
        'Which document does she say needs the most care?',
        ['The commercial invoice', 'The packing list', 'The bill of lading', 'The letter of credit'],
        'C',
        [
          '提单收货人一栏错一个词就可能收不到货款。',
          'One wrong word in the consignee box of the bill of lading can stop the payment.',
        ],
      ),
      qa(
        'The rule says 21 days. How soon does Chen Jing try to present the documents, and why is that wise?',
        'Within a week of shipment; presenting early leaves time to correct any discrepancy before the 21 days or the credit run out.',
        [
          '她尽量一周内交单；提早交单可在期限内更正不符点。',
          'She aims for one week; early presentation leaves time to correct a discrepancy before the deadline.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-case-three-discrepancies',
    'caseAnalysis',
    ['案例：三处不符点导致拒付', 'Case: three discrepancies and a refused payment'],
    [
      '阅读一家服装出口商被开证行拒付的经过，找出每个不符点的原因，并提出改进建议。',
      "Read how an issuing bank refused a garment exporter's documents. Find the cause of each discrepancy and advise the exporter.",
    ],
    [
      text(
        `Zhejiang Lanting Garment Co., Ltd. shipped 8,000 women's jackets to Andes Moda S.A. in Santiago, Chile, under an irrevocable L/C at sight for <bl>USD 152,000.00</bl> issued by Banco de Chile. The goods were loaded at Ningbo on <bl>3 June</bl> and the documents were presented on 9 June.

Ten days later Banco de Chile sent a refusal notice listing three <re>discrepancies</re>:
1. The commercial invoice was for USD 152,800.00. The clerk had added USD 800.00 for samples sent by courier, so the invoice was higher than the credit amount.
2. The insurance policy was dated <bl>6 June</bl>, later than the on-board date of the bill of lading. The bank could not see that the cover had started by the date of shipment.
3. The L/C asked for the notify party to read "Andes Moda S.A., Av. Providencia 1208, Santiago". The bill of lading showed only "Andes Moda".

The bank said it would hold the documents and ask the applicant whether it would accept them. Andes Moda accepted the discrepancies after nine days, but Banco de Chile deducted a discrepancy fee of USD 90.00, and Lanting received its money almost a month later than planned.`,
        `浙江兰亭服饰有限公司以智利银行开立的金额 152000 美元的不可撤销即期信用证，向智利圣地亚哥的 Andes Moda 公司出口女式夹克 8000 件。货物 6 月 3 日在宁波装船，单据 6 月 9 日交单。

十天后，智利银行发来拒付通知，列出三个不符点：
1. 商业发票金额为 152800 美元。单证员把快递寄样的 800 美元样品费加进了发票，使发票金额超过信用证金额。
2. 保险单日期为 6 月 6 日，晚于提单的装船日期，银行无法看出保险责任在装运日之前已经开始。
3. 信用证要求通知方写明“Andes Moda S.A., Av. Providencia 1208, Santiago”，提单上只写了“Andes Moda”。

银行表示将持单并征询开证申请人是否接受单据。Andes Moda 九天后接受了不符点，但智利银行扣收了 90 美元不符点费，兰亭比计划晚了将近一个月才收到货款。`,
        'Lanting Garment and Banco de Chile',
      ),
    ],
    [
      choice(
        'Which <bl>three</bl> problems did Banco de Chile list?',
        [
          'The invoice amount was higher than the credit',
          'The goods were shipped late',
          'The insurance policy was dated after the shipment',
          'The notify party on the bill of lading was incomplete',
          'The bill of exchange was not signed',
        ],
        'ACD',
        [
          '发票超额、保单晚于装船日、通知方不完整；装运并未迟于规定。',
          'The invoice over the credit amount, the late insurance date and the incomplete notify party; shipment itself was not late.',
        ],
      ),
      qa(
        'Why does the date of the insurance policy matter to the bank?',
        'The insurance must cover the goods from the date of shipment at the latest; a policy dated after the on-board date suggests the goods were uninsured for part of the voyage.',
        [
          '保险单日期不得晚于装运日，否则说明货物在一段时间内没有保险。',
          'The policy must not be later than the shipment date, or the goods look uninsured for the first days.',
        ],
        15,
      ),
      trueFalse(
        'When it finds discrepancies, the issuing bank may ask the applicant whether it will accept the documents.',
        true,
        [
          '案例中银行持单并征询申请人是否接受不符点。',
          'In the case the bank holds the documents and asks the applicant for a waiver.',
        ],
      ),
      choice(
        'How should Lanting have charged the buyer for the USD 800 of samples?',
        [
          'Add it to the commercial invoice anyway',
          'Ask for an L/C amendment raising the amount, or collect it outside the credit',
          'Show it on the bill of lading',
          'Deduct it from the insurance amount',
        ],
        'B',
        [
          '发票不能超过信用证金额；须先改证增额，或在信用证之外另行收取。',
          'The invoice may not exceed the credit: amend the credit first or collect the charge separately.',
        ],
      ),
      writing(
        'Write a short note (at least 80 words) to the documents team at Lanting: what each discrepancy cost the company and three checks that would have prevented them.',
        80,
        'The three discrepancies cost us a USD 90 fee and almost a month of waiting for USD 152,000, and the buyer could have refused the goods. From now on: (1) compare every invoice total with the credit amount, and put any extra charge on a separate invoice unless the credit is amended; (2) insure the goods before loading and check that the policy date is not later than the on-board date; (3) copy the names and addresses of the parties word for word from the L/C into the shipping instructions and check the draft bill of lading.',
        [
          '评分要点：说明损失（费用、时间、风险）；三条可操作的核对措施；语言清楚。',
          'Marked on: the cost (fee, delay, risk); three practical checks; clear language.',
        ],
        25,
      ),
    ],
  ),
];
