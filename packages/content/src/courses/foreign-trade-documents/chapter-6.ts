/**
 * Chapter 6 of Foreign Trade Documents, "Bills of lading": the face of an ocean bill, the kinds of
 * bill and their endorsement, the shipping order that comes before the bill, the bill itself made
 * out from a credit, and a dispute over an antedated bill.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  documents,
  fillBlank,
  matching,
  qa,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { read, speaking } from '../../trainings/speaking-builders';
import { stress } from './shared';

export const CHAPTER_6_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-bl-face',
    'readSkill',
    ['阅读：提单正面内容', 'Reading: the face of a bill of lading'],
    [
      '阅读一份海运提单正面的全部栏目和说明，然后回答问题。',
      'Read every box on the face of an ocean bill of lading and the notes on it. Then answer the questions.',
    ],
    [
      text(
        `<bl>BILL OF LADING</bl> · Pacific Bridge Shipping Co., Ltd. · B/L No. PBSL26NB0871
Shipper: Ningbo Oriental Homewares Co., Ltd., 218 Jiangnan Road, Ningbo, China
Consignee: TO ORDER OF SKANDINAVISKA ENSKILDA BANKEN AB, GOTHENBURG
Notify party: Nordhus AB, Lilla Bommen 5, 411 04 Gothenburg, Sweden
Vessel / voyage: PACIFIC HARMONY V.2618W · Port of loading: Ningbo · Port of discharge: Gothenburg
Marks & Nos.: NORDHUS / NH-2026-07 / GOTHENBURG / C/NO. 1-400
Container / seal: TGHU 8843120 / PB265517, 1 × 40' GP
Number and kind of packages: 400 CARTONS · Description: STAINLESS STEEL COOKWARE
Gross weight: 6,420.00 KGS · Measurement: 52.80 CBM
FREIGHT PREPAID · SHIPPER'S LOAD, COUNT AND SEAL
SHIPPED ON BOARD: 18 MAY 2026 · Number of original B/Ls: THREE (3)
Place and date of issue: Ningbo, 18 May 2026 · Signed by Pacific Bridge Shipping Co., Ltd. as carrier

<bl>Notes.</bl> The bill is <re>clean</re>: it carries no clause saying that the goods or their packing were defective. It is an <re>on board</re> bill: the notation "shipped on board" with its date proves loading, and that date counts as the date of shipment. Because the consignee is "to order of" a bank, the bill is negotiable: the goods go to whoever the bank endorses it to. A <re>full set</re> means all the originals issued, here three; a buyer holding any one original can claim the goods, so banks ask for all of them.`,
        `提单。太平洋桥海运有限公司，提单号 PBSL26NB0871。托运人：宁波东方家居用品有限公司。收货人：凭瑞典北欧斯安银行哥德堡分行指示。通知方：瑞典哥德堡 Nordhus 公司。船名航次：PACIFIC HARMONY V.2618W；装货港宁波，卸货港哥德堡。唛头：NORDHUS / NH-2026-07 / GOTHENBURG / 箱号 1-400。箱号/封号：TGHU 8843120 / PB265517，1 个 40 尺普柜。件数与包装：400 箱；货名：不锈钢锅具。毛重 6420.00 千克，体积 52.80 立方米。运费预付；托运人装箱、计数并加封。已装船日期：2026 年 5 月 18 日。正本提单份数：三份。签发地点和日期：宁波，2026 年 5 月 18 日；由太平洋桥海运有限公司作为承运人签署。

说明：这是一份清洁提单，没有注明货物或包装有缺陷的条款。它是已装船提单，带日期的“已装船”批注证明货物已装船，该日期即视为装运日期。收货人写“凭某银行指示”，提单可以转让，货物交给银行背书转让的人。全套指签发的全部正本，这里是三份；买方持任何一份正本都能提货，所以银行要求全套。`,
        'B/L PBSL26NB0871',
      ),
    ],
    [
      matching(
        'Match each box with the party or fact it names on this bill.',
        [
          ['Shipper', 'Ningbo Oriental Homewares Co., Ltd.'],
          ['Consignee', 'to order of Skandinaviska Enskilda Banken AB'],
          ['Notify party', 'Nordhus AB'],
          ['Vessel / voyage', 'PACIFIC HARMONY V.2618W'],
        ],
        ['见提单各栏。', 'See the boxes of the bill.'],
      ),
      choice(
        'Which date is the date of shipment?',
        [
          'The date of the invoice',
          'The date of the "shipped on board" notation, 18 May 2026',
          'The date the container was sealed',
          'The date the goods arrive in Gothenburg',
        ],
        'B',
        [
          '说明：已装船批注日期视为装运日期。',
          'The notes: the date of the on-board notation counts as the date of shipment.',
        ],
      ),
      fillBlank(
        'The carrier issued {{1}} originals, and the goods are packed in {{2}} cartons in one 40-foot container.',
        [
          ['3', 'three'],
          ['400', 'four hundred'],
        ],
        ['正本份数 THREE (3)；件数 400 CARTONS。', 'Originals: THREE (3); packages: 400 CARTONS.'],
      ),
      trueFalse('A clean bill of lading carries a clause saying the cartons were damaged.', false, [
        '清洁提单恰恰没有任何货物或包装有缺陷的批注。',
        'A clean bill is one with no clause declaring the goods or packing defective.',
      ]),
      choice(
        '"Freight prepaid" on this bill agrees with which price term on the invoice?',
        ['FOB Ningbo', 'EXW Ningbo', 'CIF Gothenburg', 'FCA Ningbo'],
        'C',
        [
          'CIF 下卖方支付运费，提单注明运费预付；FOB、EXW、FCA 下通常为运费到付。',
          'Under CIF the seller pays the freight, so the bill says "freight prepaid"; FOB, EXW and FCA usually mean "freight collect".',
        ],
      ),
      qa(
        'Why do banks ask for the full set of original bills of lading?',
        'Because each original can be used to claim the goods; if the buyer or anyone else held one original outside the bank, they could take the goods without paying.',
        [
          '任何一份正本都可提货，持有全套才能控制货物。',
          'Any original can claim the goods, so only the full set gives control of them.',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'ftd-words-bl-endorsement',
    'wordTraining',
    ['单词训练：提单种类与背书术语', 'Word training: the types of bill of lading and endorsement'],
    [
      '朗读提单种类和背书转让的常用术语，中文给出含义。',
      'Read aloud the terms for the kinds of bill of lading and for endorsing them; the Chinese gives the meaning.',
    ],
    [
      read('word', 'straight bill', '记名提单（收货人栏写明具体收货人，不能转让）', stress),
      read('word', 'order bill', '指示提单（凭指示，可背书转让）', stress),
      read('word', 'bearer bill', '不记名提单（谁持有谁提货）', stress),
      read('word', 'blank endorsement', '空白背书（只签章，不写被背书人）', stress),
      read('word', 'endorsee', '被背书人', stress),
      read('word', 'telex release', '电放（不出正本提单，凭电报放货）', stress),
    ],
  ),
  training(
    'ftd-bill-shipping-order',
    'billSkill',
    ['单证：填写海运托运单', 'Documents: fill in a shipping order'],
    [
      '你是深圳明途照明的单证员，要为发往瓦伦西亚的 LED 投光灯订舱。根据信用证和装箱单填写托运单。',
      'You are the documentation clerk at Shenzhen Brightway Lighting, booking space for the LED floodlights to Valencia. Fill in the shipping order from the credit and the packing list.',
    ],
    [
      text(
        `<bl>From L/C No. BSV-26-0471</bl> (Banco Sabadell, Valencia): full set of clean on board bills of lading made out to order and blank endorsed, marked "freight prepaid", notify Lumis S.A., Calle de Colón 18, 46004 Valencia. Shipment from Shenzhen (Yantian) to Valencia not later than 31 August 2026. Price term CIF Valencia.
<bl>From packing list BW26-0825</bl>: LED floodlights, 300 cartons, G.W. 4,710 kg, 19.20 CBM, marks LUMIS / BW26-0825 / VALENCIA / C/NO. 1-300.
Shipper: Shenzhen Brightway Lighting Co., Ltd., 3 Gaoxin South Road, Nanshan, Shenzhen. One 20-foot container.`,
        '信用证 BSV-26-0471（萨瓦德尔银行瓦伦西亚分行）节选：全套清洁已装船提单，凭指示并空白背书，注明运费预付，通知 Lumis 公司。2026 年 8 月 31 日前由深圳盐田运至瓦伦西亚，价格条款 CIF 瓦伦西亚。装箱单 BW26-0825：LED 投光灯 300 箱，毛重 4710 千克，19.20 立方米，唛头 LUMIS / BW26-0825 / VALENCIA / 箱号 1-300。托运人：深圳明途照明有限公司。一个 20 尺柜。',
        'Credit and packing list',
      ),
    ],
    [
      documents(
        'Fill in the shipping order.',
        'SHIPPING ORDER',
        'Copy the wording of the credit for the consignee and the notify party.',
        [
          [
            'shipper',
            'Shipper',
            [
              'Shenzhen Brightway Lighting Co., Ltd.',
              'Shenzhen Brightway Lighting Co., Ltd',
              'Shenzhen Brightway Lighting Co. Ltd.',
            ],
          ],
          ['consignee', 'Consignee', ['To order', 'to order']],
          ['notify', 'Notify party', ['Lumis S.A.', 'Lumis S.A., Calle de Colón 18, 46004 Valencia', 'Lumis SA']],
          ['pol', 'Port of loading', ['Shenzhen (Yantian)', 'Yantian', 'Shenzhen', 'Yantian, Shenzhen']],
          ['pod', 'Port of discharge', ['Valencia']],
          ['packages', 'Number of packages', ['300 cartons', '300', '300 CTNS']],
          ['gw', 'Gross weight', ['4,710 kg', '4710 kg', '4710', '4,710', '4,710.00 KGS']],
          ['meas', 'Measurement', ['19.20 CBM', '19.2 CBM', '19.20', '19.2']],
          ['freight', 'Freight', ['Freight prepaid', 'prepaid']],
        ],
        [
          '托运单是提单的依据：收货人“凭指示”、通知方、运费条款都要与信用证对提单的要求一致。',
          'The shipping order becomes the bill of lading: consignee "to order", the notify party and the freight must match what the credit asks of the bill.',
        ],
        45,
      ),
      choice(
        'Why must the shipping order follow the credit word for word?',
        [
          'Because the carrier copies it onto the bill of lading, which the bank checks against the credit',
          'Because customs charges duty on it',
          'Because the buyer signs it',
          'Because it replaces the invoice',
        ],
        'A',
        [
          '船公司根据托运单缮制提单，托运单错则提单错。',
          'The carrier makes out the bill of lading from the shipping order: a wrong order means a wrong bill.',
        ],
        5,
      ),
      trueFalse('Since the buyer is Lumis S.A., the consignee box should read "Lumis S.A.".', false, [
        '信用证要求提单 made out to order，收货人栏写 To order，买方只作通知方。',
        'The credit asks for bills "made out to order": the consignee box reads "To order" and the buyer is the notify party.',
      ]),
      matching(
        'Match each box of the shipping order with the document its wording comes from.',
        [
          ['Consignee and notify party', 'the letter of credit'],
          ['Number of packages, weight and measurement', 'the packing list'],
          ['Shipping marks', 'the invoice and packing list, printed on the cartons'],
          ['Freight prepaid', 'the CIF price term of the sale'],
        ],
        [
          '托运单的数据来自信用证、装箱单和发票，运费条款取决于贸易术语。',
          'The order takes its data from the credit, the packing list and the invoice; the freight follows the trade term.',
        ],
      ),
    ],
  ),
  training(
    'ftd-bill-ocean-bl',
    'billSkill',
    ['单证：根据信用证缮制海运提单', 'Documents: fill in an ocean bill of lading from the letter of credit'],
    [
      '你是厦门嘉禾体育用品的单证员，货物已装船。根据信用证的提单条款和装运资料缮制海运提单，并检查提单是否清洁。',
      'You are the documentation clerk at Xiamen Jiahe Sports Goods and the goods are on board. Fill in the ocean bill of lading from the bill of lading clause of the credit and the shipment details, and check that the bill is clean.',
    ],
    [
      text(
        `<bl>From L/C No. CBK-HH-26-08817</bl> (Commerzbank AG, Hamburg): full set of clean on board ocean bills of lading made out to the order of Commerzbank AG, Hamburg, marked "freight prepaid", notify FitLife GmbH, Am Sandtorkai 30, 20457 Hamburg. Shipment from Xiamen to Hamburg, latest 20 August 2026.
<bl>Shipper</bl>: Xiamen Jiahe Sports Goods Co., Ltd., 99 Huli Avenue, Xiamen, China
<bl>Shipment</bl>: EAST WIND V.2630W, loaded at Xiamen on 14 August 2026 in container CSNU 6621874, seal EW778210, 1 × 40' GP
<bl>Packing list JH26-0611</bl>: TPE yoga mats and neoprene dumbbells, 330 cartons, G.W. 9,771.0 kg, 28.44 CBM, marks FITLIFE / JH26-0611 / HAMBURG / C/NO. 1-330
The carrier issues three originals.`,
        '信用证 CBK-HH-26-08817（德国商业银行汉堡分行）节选：全套清洁已装船海运提单，凭德国商业银行汉堡分行指示，注明运费预付，通知汉堡 FitLife 公司；由厦门运至汉堡，最迟 2026 年 8 月 20 日装运。托运人：厦门嘉禾体育用品有限公司。装运：EAST WIND V.2630W，2026 年 8 月 14 日在厦门装船，箱号 CSNU 6621874，封号 EW778210，1 个 40 尺普柜。装箱单 JH26-0611：TPE 瑜伽垫和氯丁橡胶哑铃共 330 箱，毛重 9771.0 千克，28.44 立方米，唛头 FITLIFE / JH26-0611 / HAMBURG / 箱号 1-330。承运人签发三份正本。',
        'Credit and shipment',
      ),
    ],
    [
      documents(
        'Fill in the ocean bill of lading.',
        'OCEAN BILL OF LADING',
        'Copy the wording of the credit for the consignee and the notify party; dates as day month year.',
        [
          [
            'shipper',
            'Shipper',
            [
              'Xiamen Jiahe Sports Goods Co., Ltd.',
              'Xiamen Jiahe Sports Goods Co., Ltd',
              'Xiamen Jiahe Sports Goods Co. Ltd.',
            ],
          ],
          [
            'consignee',
            'Consignee',
            [
              'To the order of Commerzbank AG, Hamburg',
              'To order of Commerzbank AG, Hamburg',
              'To the order of Commerzbank AG Hamburg',
            ],
          ],
          ['notify', 'Notify party', ['FitLife GmbH', 'FitLife GmbH, Am Sandtorkai 30, 20457 Hamburg']],
          ['vessel', 'Vessel and voyage', ['EAST WIND V.2630W', 'East Wind V.2630W']],
          ['pol', 'Port of loading', ['Xiamen']],
          ['pod', 'Port of discharge', ['Hamburg']],
          ['packages', 'Number of packages', ['330 cartons', '330 CTNS', '330']],
          ['gw', 'Gross weight', ['9,771.0 kg', '9771 kg', '9,771 kg', '9771.0', '9,771.00 KGS']],
          ['freight', 'Freight', ['Freight prepaid', 'prepaid']],
          ['onboard', 'Shipped on board (date)', ['14 August 2026', '14 Aug 2026', '2026-08-14', 'August 14, 2026']],
          ['originals', 'Number of original B/Ls', ['3', 'three', 'THREE (3)']],
        ],
        [
          '收货人照抄信用证“凭商业银行指示”；件数、毛重照装箱单；已装船日期即装运日，早于 8 月 20 日。',
          'The consignee is copied from the credit ("to the order of Commerzbank"); packages and weight from the packing list; the on-board date is the shipment date, before 20 August.',
        ],
        45,
      ),
      fillBlank(
        'Write the number of packages in words: SAY {{1}} CARTONS ONLY.',
        [['THREE HUNDRED AND THIRTY', 'THREE HUNDRED THIRTY', 'Three hundred and thirty']],
        ['330 = three hundred and thirty。', '330 is three hundred and thirty.'],
      ),
      choice(
        'The bill is made out "to the order of Commerzbank AG". Who can transfer it by endorsement?',
        [
          'The shipper, Xiamen Jiahe',
          'Commerzbank AG, the party named in the consignee box',
          'FitLife GmbH, the notify party',
          'The carrier',
        ],
        'B',
        [
          '“凭某银行指示”的提单由该银行背书转让，托运人无须背书。',
          'A bill "to the order of" a bank is endorsed by that bank; the shipper does not endorse it.',
        ],
        5,
      ),
      qa(
        'The carrier\'s draft bill adds the remark "two cartons torn". What is the problem, and what should Jiahe do?',
        'The remark makes the bill claused (unclean), and the credit asks for a clean bill, so the bank would refuse it; Jiahe should replace or repack the two cartons before loading so that the carrier issues a clean bill.',
        [
          '有货损批注的是不清洁提单，与信用证不符；应在装船前更换破损纸箱。',
          'A remark on damaged packing makes the bill unclean and discrepant; replace the cartons before loading.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ftd-case-antedated-bl',
    'caseAnalysis',
    ['案例：倒签提单引发的纠纷', 'Case: a dispute over an antedated bill of lading'],
    [
      '阅读一起倒签提单的案例，分析各方的责任和风险，并说明出口商本应怎么做。',
      'Read a case of an antedated bill of lading. Analyse who carried which risk and what the exporter should have done instead.',
    ],
    [
      text(
        `Shandong Jinxiang Huaxin Garlic Co., Ltd. sold four reefer containers of fresh garlic to FreshLink B.V., Rotterdam, <bl>CFR Rotterdam</bl>, by L/C at sight. The credit set the latest date of shipment at <bl>31 October 2026</bl>.

The vessel arrived late at Qingdao and the containers were loaded on <bl>5 November</bl>. Afraid of losing the sale, Huaxin gave the carrier a <re>letter of indemnity</re>, promising to cover any loss, and the carrier issued bills of lading dated 31 October. The bank paid against the documents.

Meanwhile garlic prices in Europe fell by 20%. FreshLink's agent checked the terminal records, found that the containers had been loaded on 5 November, and claimed EUR 38,000 in damages from the carrier for the <re>antedated</re> bills. The carrier paid the claim in Rotterdam to release the cargo and then asked Huaxin to repay it under the letter of indemnity. Huaxin also lost FreshLink as a customer.`,
        '山东金乡华鑫大蒜有限公司以即期信用证、CFR 鹿特丹价向鹿特丹 FreshLink 公司出售四个冷藏柜的鲜蒜，信用证规定最迟装运日为 2026 年 10 月 31 日。船舶晚到青岛，货柜 11 月 5 日才装船。华鑫怕丢掉生意，向承运人出具保函，承诺赔偿任何损失，承运人便签发了日期为 10 月 31 日的提单，银行凭单付了款。与此同时，欧洲大蒜价格下跌 20%。FreshLink 的代理查阅码头记录，发现货柜是 11 月 5 日装船的，于是以倒签提单为由向承运人索赔 38000 欧元。承运人在鹿特丹赔付以放行货物，随后依据保函要求华鑫偿还。华鑫还失去了 FreshLink 这个客户。',
        'Garlic for Rotterdam',
      ),
    ],
    [
      choice(
        'What is an <bl>antedated</bl> bill of lading?',
        [
          'A bill issued before the goods are received by the carrier',
          'A bill whose date of shipment is earlier than the day the goods were actually loaded',
          'A bill issued after the credit expires',
          'A bill with a clause about damaged packing',
        ],
        'B',
        [
          '倒签提单：提单签发日期早于货物实际装船日期。',
          'An antedated bill shows a shipment date earlier than the real loading date.',
        ],
      ),
      trueFalse("Huaxin's letter of indemnity made the antedated bill lawful.", false, [
        '保函只是托运人与承运人之间的赔偿承诺，不能对抗善意的收货人，倒签提单仍属虚假记载。',
        'The indemnity is only a promise between shipper and carrier; it does not bind the buyer, and the false date is still a misstatement.',
      ]),
      qa(
        'Why did FreshLink look for a reason to claim only after the market fell?',
        'Because with prices down 20% the garlic was worth less than the contract price; proving the bill was antedated gave FreshLink a legal claim to recover part of its loss.',
        [
          '市场下跌后买方有动机寻找单据瑕疵来转嫁损失。',
          'A falling market gives the buyer a reason to use any defect in the documents to pass on its loss.',
        ],
        15,
      ),
      qa(
        'What should Huaxin have done when it knew the vessel would be late?',
        'Ask FreshLink at once to have the L/C amended, extending the latest shipment date and the expiry date, and ship under the amended credit with a truthfully dated bill.',
        [
          '及时联系买方改证展期，如实装运，不要倒签。',
          'Ask in time for an amendment extending the dates, and ship with a true date.',
        ],
        15,
      ),
      writing(
        "Write a short internal memo (at least 80 words) to Huaxin's sales and documents staff: what the antedated bill cost the company and the rule to follow next time.",
        80,
        'To: Sales and documents staff. Subject: No antedated bills of lading. The antedated bills for the FreshLink order cost us EUR 38,000 repaid to the carrier under our letter of indemnity, and we lost a good customer. An antedated bill is a false document: an indemnity does not protect us, and the buyer can always check the real loading date. From now on, if a vessel is late, tell the buyer the same day and ask for an L/C amendment extending the shipment and expiry dates. Never ask a carrier to change a date.',
        [
          '评分要点：损失（赔款、客户）；倒签属虚假单据；今后规则（及时改证、不倒签）；备忘录格式。',
          'Marked on: the cost (the claim, the customer); why antedating is false; the rule for next time; memo layout.',
        ],
        25,
      ),
    ],
  ),
];
