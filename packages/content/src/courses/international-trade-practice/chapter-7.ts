/**
 * Chapter 7 of International Trade Practice, goods preparation and shipping: the steps from
 * production to loading, a merchandiser chasing a factory, the commercial invoice and packing
 * list, the booking note and the shipping advice sent to the buyer.
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
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { listenIntro } from './common';

/** The drill order of chapter 1 (Ningbo Evergreen Tools to Lisbon), now shipped. */
const drillOrder = `<bl>Sales contract</bl> No. ET26-0309 and <bl>L/C</bl> No. BCP-LC-44127 (Banco Comercial Português)
Seller: Ningbo Evergreen Tools Co., Ltd., 36 Jiangnan Road, Ningbo, China
Buyer: Lisbon Hardware Lda., Rua do Comércio 48, 1100-150 Lisboa, Portugal
Goods: cordless drills ED-18 (18 V), 1,200 pcs at USD 29.75; cordless drills ED-12 (12 V), 800 pcs at USD 22.40; CIF Lisbon
Packing: ED-18 6 pcs per carton, gross 14.5 kg, net 12.6 kg; ED-12 8 pcs per carton, gross 13.0 kg, net 11.2 kg; every carton 48 × 36 × 32 cm
Shipping marks: LH / ET26-0309 / LISBON / C/NO. 1-300
Shipment: from Ningbo to Lisbon by 31 July 2026 on MSC Carla V.628W, sailing 24 July 2026
Invoice No. ET-INV-0724, dated 20 July 2026`;

const drillOrderCn =
  '销售合同 ET26-0309，信用证 BCP-LC-44127（葡萄牙商业银行）。卖方：宁波常青工具有限公司；买方：葡萄牙里斯本五金公司。货物：ED-18（18 伏）无线电钻 1200 把，每把 29.75 美元；ED-12（12 伏）无线电钻 800 把，每把 22.40 美元；CIF 里斯本。包装：ED-18 每箱 6 把，毛重 14.5 千克，净重 12.6 千克；ED-12 每箱 8 把，毛重 13.0 千克，净重 11.2 千克；每箱尺寸 48 × 36 × 32 厘米。唛头：LH / ET26-0309 / LISBON / C/NO. 1-300。装运：2026 年 7 月 31 日前由宁波运至里斯本，船名航次 MSC Carla V.628W，7 月 24 日开航。发票号 ET-INV-0724，日期 2026 年 7 月 20 日。';

export const CHAPTER_7_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-goods-booking',
    'readSkill',
    ['阅读：备货与租船订舱流程', 'Reading: preparing the goods and booking shipping space'],
    [
      '阅读一篇介绍备货和订舱流程的文章，理清从生产到装船的每一步及相关单据。',
      'Read how an exporter prepares the goods and books shipping space, and follow every step and document from production to loading.',
    ],
    [
      text(
        `<bl>From the factory to the ship</bl>

<bl>Preparing the goods.</bl> Once the letter of credit has been checked, the merchandiser places the production order and follows it closely. The goods must match the contract exactly in quality, quantity and packing, and the cartons must carry the <re>shipping marks</re> the contract or credit requires. A few days before loading, the exporter’s own QC staff or a third party such as SGS carries out a <bl>pre-shipment inspection</bl>.

<bl>Booking the space.</bl> Under CFR or CIF the exporter books the space. It sends a <bl>booking note</bl> to a freight forwarder about two weeks before the sailing date, giving the goods, the number of packages, the weight and volume, the ports and the type of container. The shipping line replies with a <bl>booking confirmation</bl>, also called the shipping order (S/O), which gives the vessel, the voyage number and the <re>cut-off time</re>, the last moment a container can enter the terminal.

<bl>Loading.</bl> The forwarder collects an empty container, which is loaded at the factory and sealed. Before the cut-off the exporter must declare the goods to the customs and submit the container’s <bl>verified gross mass (VGM)</bl>, required by the SOLAS convention. After the container goes on board, the carrier issues the <bl>bill of lading</bl>, and the exporter sends the buyer a shipping advice.`,
        `从工厂到船上。备货：审核信用证无误后，跟单员下达生产订单并密切跟进。货物的品质、数量和包装必须与合同完全一致，纸箱要刷上合同或信用证规定的唛头。装运前几天，由出口商自己的质检人员或 SGS 等第三方进行装运前检验。订舱：在 CFR 或 CIF 下由出口商订舱。出口商约在开船前两周向货运代理发送订舱委托书，写明货物、件数、重量和体积、港口及集装箱类型。船公司回复订舱确认，也叫装货单，写明船名、航次和截关时间，即集装箱进入码头的最后时刻。装运：货代提取空箱，在工厂装货后施封。截关前，出口商必须向海关申报，并按《国际海上人命安全公约》提交集装箱核实总重。集装箱装船后，承运人签发提单，出口商向买方发出装船通知。`,
        'From the factory to the ship',
      ),
    ],
    [
      sequencing(
        'Put the steps in order.',
        [
          'Check the letter of credit',
          'Place and follow the production order',
          'Send the booking note to the forwarder',
          'Carry out the pre-shipment inspection',
          'Load and seal the container at the factory',
          'Get the bill of lading and send a shipping advice',
        ],
        [
          '审证 → 生产跟单 → 开船前约两周订舱 → 装运前几天验货 → 装箱施封 → 取得提单并发装船通知。',
          'Check the credit → follow production → book about two weeks before sailing → inspect a few days before loading → load and seal → B/L and shipping advice.',
        ],
      ),
      matching(
        'Match each document or term with its meaning.',
        [
          ['Booking note', 'the exporter’s request for shipping space'],
          ['Booking confirmation (S/O)', 'the line’s reply giving the vessel and voyage'],
          ['Cut-off time', 'the last moment a container can enter the terminal'],
          ['VGM', 'the checked total weight of a packed container'],
        ],
        ['订舱相关单据和术语。', 'The documents and terms of booking.'],
      ),
      choice(
        'Under which terms does the exporter book the shipping space?',
        ['FOB only', 'CFR and CIF', 'EXW', 'None: the forwarder decides'],
        'B',
        ['CFR、CIF 由卖方租船订舱；FOB 由买方订舱。', 'Under CFR and CIF the seller books; under FOB the buyer does.'],
      ),
      trueFalse('The bill of lading is issued before the container goes on board.', false, [
        '已装船提单在货物装船后签发。',
        'An on-board bill of lading is issued after the goods are loaded.',
      ]),
      qa(
        'About how long before the sailing date should the booking note be sent, and to whom?',
        'About two weeks before sailing, to a freight forwarder.',
        ['第二段。', 'The second paragraph.'],
        10,
      ),
    ],
  ),
  training(
    'itp-hear-production-check',
    'hearingSkill',
    ['听力：跟单员与工厂确认生产进度', 'Listening: a merchandiser checks production progress with a factory'],
    listenIntro([
      '听外贸公司跟单员给工厂打电话，确认书包订单的生产进度、验货日期和唛头。',
      'Listen to a merchandiser phoning a factory about the production progress, the inspection date and the shipping marks of a backpack order.',
    ]),
    [audio('itp-hear-production-check.mp3', 'Grace calls the factory')],
    [
      fillBlank(
        'The order is for {{1}} backpacks; {{2}} are finished.',
        [
          ['4,800', '4800', 'four thousand eight hundred'],
          ['3,400', '3400', 'three thousand four hundred'],
        ],
        ['黄先生的第一句。', 'Mr Huang’s first line.'],
      ),
      choice(
        'Why is production late?',
        [
          'The factory lacks workers',
          'The zip supplier delivered late',
          'The buyer changed the design',
          'The power was cut',
        ],
        'B',
        ['"The zip supplier delivered late."', '"The zip supplier delivered late."'],
      ),
      sequencing(
        'Put the new dates in order.',
        [
          'All bags packed (13 June)',
          'Inspection (morning of 14 June)',
          'Container at the port (by 17 June)',
          'Ship sails (20 June)',
        ],
        [
          '加夜班后：13 日包装完，14 日验货，17 日前进港，20 日开船。',
          'With a night shift: packed 13th, inspected 14th, at port by 17th, sails 20th.',
        ],
      ),
      trueFalse('Grace asks the factory to add a night shift.', true, [
        '"Can you add a night shift?"',
        '"Can you add a night shift?"',
      ]),
      qa(
        'What must the shipping marks show, and where?',
        'The order number and the carton number, on two sides of each carton.',
        ['格蕾丝最后的要求。', 'Grace’s last request.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'itp-bill-invoice-packing-list',
    'billSkill',
    ['单证：缮制商业发票与装箱单', 'Documents: fill in a commercial invoice and a packing list'],
    [
      '根据合同和装箱资料，先缮制商业发票，再计算箱数、重量和体积缮制装箱单。',
      'From the contract and the packing data, make out the commercial invoice, then work out the cartons, weights and volume for the packing list.',
    ],
    [text(drillOrder, drillOrderCn, 'Contract, credit and packing data')],
    [
      documents(
        'Fill in the commercial invoice.',
        'COMMERCIAL INVOICE',
        'Use the contract and credit. Write amounts as USD with two decimals.',
        [
          ['no', 'Invoice No.', ['ET-INV-0724']],
          ['to', 'To (buyer)', ['Lisbon Hardware Lda.', 'Lisbon Hardware Lda']],
          ['lc', 'L/C No.', ['BCP-LC-44127']],
          ['amount1', 'Amount, ED-18', ['USD 35,700.00', 'USD35,700.00', 'USD 35700.00', '35,700.00', '35700.00']],
          ['amount2', 'Amount, ED-12', ['USD 17,920.00', 'USD17,920.00', 'USD 17920.00', '17,920.00', '17920.00']],
          ['total', 'Total amount', ['USD 53,620.00', 'USD53,620.00', 'USD 53620.00', '53,620.00', '53620.00']],
          ['terms', 'Price terms', ['CIF Lisbon']],
        ],
        [
          '1200 × 29.75 = 35700；800 × 22.40 = 17920；合计 53620。',
          '1,200 × 29.75 = 35,700; 800 × 22.40 = 17,920; total 53,620.',
        ],
        35,
      ),
      documents(
        'Fill in the packing list.',
        'PACKING LIST',
        'Cartons = quantity ÷ pieces per carton. Weights in kg; measurement in CBM with two decimals.',
        [
          ['ctn1', 'Cartons, ED-18', ['200', '200 cartons', '200 CTNS']],
          ['ctn2', 'Cartons, ED-12', ['100', '100 cartons', '100 CTNS']],
          ['gw', 'Total gross weight (kg)', ['4200', '4,200', '4200 kg', '4,200 kg', '4,200.0']],
          ['nw', 'Total net weight (kg)', ['3640', '3,640', '3640 kg', '3,640 kg', '3,640.0']],
          ['meas', 'Total measurement (CBM)', ['16.59', '16.59 CBM', '16.59 m3']],
          ['marks', 'Shipping marks, last line', ['C/NO. 1-300', 'C/NO.1-300', 'C/No. 1-300']],
        ],
        [
          '1200÷6=200 箱，800÷8=100 箱；毛重 200×14.5+100×13.0=4200；净重 200×12.6+100×11.2=3640；体积 0.48×0.36×0.32×300=16.59 立方米。',
          '1,200÷6=200 and 800÷8=100 cartons; gross 200×14.5+100×13.0=4,200 kg; net 200×12.6+100×11.2=3,640 kg; 0.48×0.36×0.32×300=16.59 CBM.',
        ],
        35,
      ),
      trueFalse('The packing list shows the unit prices of the drills.', false, [
        '装箱单只列包装、重量和体积，不显示价格。',
        'A packing list gives packing, weights and volume, not prices.',
      ]),
    ],
  ),
  training(
    'itp-bill-booking-note',
    'billSkill',
    ['单证：填写订舱委托书', 'Documents: fill in a booking note'],
    [
      '根据合同、信用证和装箱资料，替出口商填写交给货代的订舱委托书。',
      'From the contract, the credit and the packing data, fill in the booking note the exporter sends to its freight forwarder.',
    ],
    [
      text(
        `<bl>Contract HX26-0417 and L/C ATB/LC/26/1187 (as amended)</bl>
Shipper: Hangzhou Xinyuan Tea Co., Ltd., 18 Longjing Road, Hangzhou, China
Buyer and notify party: Atlas Trading SARL, 12 Boulevard Zerktouni, Casablanca, Morocco
Bill of lading: "made out to order, blank endorsed, marked freight prepaid, notify applicant"
Goods: China green tea Chunmee 41022, 18 metric tons net, in 720 cartons of 25 kg net
Gross weight 26.5 kg and measurement 0.07 CBM per carton
Shipping marks: ATLAS / HX26-0417 / CASABLANCA / NOS. 1-720
Port of loading Shanghai; port of discharge Casablanca; one 40-foot general purpose container
Latest shipment 30 June 2026; partial shipments not allowed; transhipment allowed`,
        '合同 HX26-0417 及修改后的信用证 ATB/LC/26/1187。发货人：杭州新源茶业有限公司。买方兼通知人：摩洛哥卡萨布兰卡阿特拉斯贸易公司。提单要求：“凭指示，空白背书，注明运费预付，通知申请人”。货物：中国绿茶珍眉 41022，净重 18 公吨，720 箱，每箱净重 25 千克；每箱毛重 26.5 千克，体积 0.07 立方米。唛头：ATLAS / HX26-0417 / CASABLANCA / NOS. 1-720。装运港上海，卸货港卡萨布兰卡；一个 40 尺普通柜。最迟装运日 2026 年 6 月 30 日；不允许分批装运；允许转运。',
        'Shipment data',
      ),
    ],
    [
      documents(
        'Fill in the booking note.',
        'BOOKING NOTE (SHIPPING ORDER REQUEST)',
        'Use the shipment data. Weights in kg and measurement in CBM.',
        [
          [
            'shipper',
            'Shipper',
            ['Hangzhou Xinyuan Tea Co., Ltd.', 'Hangzhou Xinyuan Tea Co., Ltd', 'Hangzhou Xinyuan Tea Co. Ltd.'],
          ],
          ['consignee', 'Consignee', ['To order', 'To order of shipper', 'to order']],
          ['notify', 'Notify party', ['Atlas Trading SARL', 'Atlas Trading SARL, Casablanca']],
          ['pol', 'Port of loading', ['Shanghai']],
          ['pod', 'Port of discharge', ['Casablanca']],
          ['packages', 'Number of packages', ['720 cartons', '720', '720 CTNS']],
          ['gw', 'Gross weight (kg)', ['19,080', '19080', '19,080 kg', '19080 kg']],
          ['meas', 'Measurement (CBM)', ['50.4', '50.40', '50.40 CBM', '50.4 CBM']],
          ['container', 'Container', ["1 x 40'GP", "1x40'GP", '1 x 40GP', '1x40GP', "1 x 40'", "one 40'"]],
          ['freight', 'Freight', ['Freight prepaid', 'prepaid']],
          ['partial', 'Partial shipments', ['Not allowed']],
          ['tranship', 'Transhipment', ['Allowed']],
        ],
        [
          '毛重 720 × 26.5 = 19080 千克；体积 720 × 0.07 = 50.4 立方米；CIF 下运费预付；收货人按提单要求写 To order。',
          'Gross 720 × 26.5 = 19,080 kg; volume 720 × 0.07 = 50.4 CBM; CIF means freight prepaid; the consignee follows the B/L clause, "To order".',
        ],
        45,
      ),
      choice(
        'Why is Atlas Trading written as the notify party and not as the consignee?',
        [
          'Because the L/C asks for a bill made out to order, so the goods are released to whoever holds the endorsed bill',
          'Because Atlas Trading has not paid the freight',
          'Because the forwarder chooses the consignee',
          'Because notify party and consignee mean the same',
        ],
        'A',
        [
          '指示提单可以背书转让，银行凭此控制货权，买方只是通知人。',
          'An order bill can be endorsed, so the banks keep control of the goods; the buyer is only notified.',
        ],
      ),
      trueFalse('50.4 CBM of tea will fit in one 40-foot general purpose container, which holds about 67 CBM.', true, [
        '40 尺普通柜容积约 67 立方米，可以装下。',
        'A 40-foot GP container holds about 67 CBM, so the tea fits.',
      ]),
    ],
  ),
  training(
    'itp-write-shipping-advice',
    'writingSkill',
    ['写作：装船通知', 'Writing: a shipping advice'],
    [
      '货物装船后，给买方写一封装船通知，写明合同和信用证号、货物、船名航次、开航日期、提单号和预计到港日，不少于 80 词。',
      'After loading, write the buyer a shipping advice giving the contract and L/C numbers, the goods, the vessel, the sailing date, the B/L number and the expected arrival; at least 80 words.',
    ],
    [
      text(
        `${drillOrder}
B/L No. MEDUNB628114, dated 24 July 2026; 300 cartons in container MSCU 7264510, seal 1583927
ETA Lisbon: 2 September 2026. Invoice value USD 53,620.00.
You are Zhou Min, export manager. Your contact is Mr Rui Almeida, purchasing manager.`,
        `${drillOrderCn} 提单号 MEDUNB628114，日期 2026 年 7 月 24 日；300 箱，集装箱号 MSCU 7264510，铅封号 1583927；预计 9 月 2 日抵达里斯本；发票金额 53620 美元。你是出口经理周敏，对方联系人是采购经理鲁伊·阿尔梅达先生。`,
        'Shipment details',
      ),
    ],
    [
      fillBlank(
        'Complete: "We are pleased to {{1}} you that the goods under Contract No. ET26-0309 have been {{2}} on board MSC Carla V.628W, which sailed from Ningbo on 24 July."',
        [
          ['inform', 'advise'],
          ['shipped', 'loaded'],
        ],
        [
          '装船通知常用 inform/advise you that … have been shipped/loaded。',
          'A shipping advice: "inform / advise you that … have been shipped / loaded".',
        ],
      ),
      trueFalse('Under CIF, the shipping advice is needed so that the buyer can buy insurance.', false, [
        'CIF 下卖方已投保；通知是为了让买方准备付款、清关和提货。CFR 下通知才关系到买方投保。',
        'Under CIF the seller has insured; the advice lets the buyer prepare to pay, clear and collect. Under CFR it matters for the buyer’s insurance.',
      ]),
      writing(
        'Write the shipping advice email to Mr Almeida, with a subject line.',
        80,
        `Subject: Shipping advice – Contract ET26-0309, L/C BCP-LC-44127

Dear Mr Almeida,

We are pleased to inform you that the goods under Contract No. ET26-0309 and L/C No. BCP-LC-44127 have been shipped as follows:

Goods: 1,200 cordless drills ED-18 and 800 cordless drills ED-12, in 300 cartons
Invoice value: USD 53,620.00 CIF Lisbon
Vessel: MSC Carla V.628W, sailed from Ningbo on 24 July 2026
B/L No.: MEDUNB628114
Container/seal: MSCU 7264510 / 1583927
ETA Lisbon: 2 September 2026

The shipping documents have been presented to our bank. We trust the goods will reach you in good condition and look forward to your further orders.

Best regards,
Zhou Min
Export Manager, Ningbo Evergreen Tools Co., Ltd.`,
        [
          '评分要点：合同号、信用证号、品名数量、件数、船名航次、开航日、提单号、箱号封号、预计到港日齐全准确；格式清楚。',
          'Marked on: contract and L/C numbers, goods and quantities, cartons, vessel and voyage, sailing date, B/L number, container and seal, ETA, all correct and clearly laid out.',
        ],
        25,
      ),
    ],
  ),
];
