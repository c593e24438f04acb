/**
 * Chapter 4 of Foreign Trade Documents, "Packing lists": reading a packing list and a weight
 * list, the words for packages and units, working out weights and measurement, and making out a
 * packing list from the order details.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, documents, fillBlank, matching, qa, text, training, trueFalse } from '../../trainings/builders';
import { read, speaking } from '../../trainings/speaking-builders';
import { stress } from './shared';

export const CHAPTER_4_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-packing-weight-list',
    'readSkill',
    ['阅读：装箱单与重量单', 'Reading: a packing list and a weight list'],
    [
      '阅读厦门一家体育用品出口商的装箱单和说明，找出箱数、重量和体积的信息，然后回答问题。',
      'Read a packing list from a sports goods exporter in Xiamen and the notes on it. Find the cartons, weights and measurement, then answer the questions.',
    ],
    [
      text(
        `<bl>PACKING LIST</bl> · Xiamen Jiahe Sports Goods Co., Ltd. · Invoice No. JH26-0611 · To: FitLife GmbH, Hamburg
Marks & Nos.: FITLIFE / JH26-0611 / HAMBURG / C/NO. 1-330
C/NO. 1-250: TPE yoga mats, 6 mm, 20 pcs per carton; 250 cartons, 5,000 pcs; N.W. 18.0 kg and G.W. 19.5 kg per carton; 62 × 42 × 40 cm per carton
C/NO. 251-330: neoprene dumbbells, 2 × 3 kg per pair, 10 pairs per carton; 80 cartons, 800 pairs; N.W. 60.0 kg and G.W. 61.2 kg per carton; 40 × 30 × 25 cm per carton
TOTAL: 330 cartons · N.W. 9,300.0 kg · G.W. 9,771.0 kg · Measurement 28.44 CBM

<bl>Notes.</bl> A packing list tells the buyer, the carrier and customs what is in each package. It shows the carton numbers, the contents and quantity of each carton, the <re>net weight</re> (the goods alone), the <re>gross weight</re> (goods plus packing) and the <re>measurement</re> (the volume, in cubic metres). It shows no prices: the figures for money belong on the invoice. A <re>weight list</re> (or weight memo) is a shorter document that gives only the gross, net and tare weight of each package; it is asked for when goods are sold or carried by weight. The shipping marks, carton numbers and totals must agree with the invoice and the bill of lading.`,
        `装箱单。厦门嘉禾体育用品有限公司，发票号 JH26-0611，收货人：德国汉堡 FitLife 公司。唛头：FITLIFE / JH26-0611 / HAMBURG / 箱号 1-330。箱号 1-250：TPE 瑜伽垫，6 毫米，每箱 20 张；250 箱，5000 张；每箱净重 18.0 千克、毛重 19.5 千克；每箱 62×42×40 厘米。箱号 251-330：氯丁橡胶哑铃，每副 2×3 千克，每箱 10 副；80 箱，800 副；每箱净重 60.0 千克、毛重 61.2 千克；每箱 40×30×25 厘米。合计：330 箱，净重 9300.0 千克，毛重 9771.0 千克，体积 28.44 立方米。

说明：装箱单告诉买方、承运人和海关每件包装里装的是什么。它列明箱号、每箱的内容和数量、净重（货物本身）、毛重（货物加包装）和体积（以立方米计）。装箱单不显示价格，金额属于发票。重量单是一种更简短的单据，只列每件包装的毛重、净重和皮重，在货物按重量买卖或计费时使用。唛头、箱号和合计数必须与发票和提单一致。`,
        'Packing list JH26-0611',
      ),
    ],
    [
      matching(
        'Match each term with its meaning.',
        [
          ['Net weight', 'the weight of the goods alone'],
          ['Gross weight', 'the weight of the goods plus their packing'],
          ['Tare', 'the weight of the packing alone'],
          ['Measurement', 'the volume of the packages, in cubic metres'],
        ],
        ['见说明：净重、毛重、皮重与体积。', 'See the notes: net, gross, tare and measurement.'],
      ),
      fillBlank(
        'The yoga mats are in cartons {{1}} to 250; the dumbbells fill {{2}} cartons.',
        [
          ['1', 'one'],
          ['80', 'eighty'],
        ],
        [
          '箱号 1-250 为瑜伽垫；251-330 共 80 箱为哑铃。',
          'Cartons 1-250 are mats; 251-330 are the 80 cartons of dumbbells.',
        ],
      ),
      choice('What is the tare weight of one carton of yoga mats?', ['1.2 kg', '1.5 kg', '18.0 kg', '19.5 kg'], 'B', [
        '皮重 = 毛重 − 净重 = 19.5 − 18.0 = 1.5 千克。',
        'Tare = gross − net = 19.5 − 18.0 = 1.5 kg.',
      ]),
      trueFalse('The packing list shows the unit price of each item.', false, [
        '说明：装箱单不显示价格，金额在发票上。',
        'The notes: a packing list shows no prices; money belongs on the invoice.',
      ]),
      qa(
        'Why are the dumbbell cartons listed with weights so much higher than the mat cartons, although they are smaller? What does the carrier need both figures for?',
        'Dumbbells are small but dense, mats are light but bulky; the carrier needs both weight and volume because freight is charged on whichever gives the higher amount, and it must plan the load of the container.',
        [
          '哑铃体积小重量大，瑜伽垫轻而占体积；运费按重量或体积中较高者计收，且须安排装箱。',
          'Dumbbells are heavy for their size, mats bulky for their weight; freight is charged by weight or measurement, whichever is higher.',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'ftd-words-packages-units',
    'wordTraining',
    ['单词训练：包装与计量单位', 'Word training: packages and units of measure'],
    [
      '朗读装箱单上常见的包装名称和计量单位，中文给出缩写和含义。',
      'Read aloud the names of packages and units of measure used on packing lists; the Chinese gives the abbreviation and the meaning.',
    ],
    [
      read('word', 'carton', 'CTN 纸箱', stress),
      read('word', 'pallet', 'PLT 托盘', stress),
      read('word', 'crate', '板条箱；木框箱', stress),
      read('word', 'drum', 'DR 桶（装液体或粉末）', stress),
      read('word', 'kilogram', 'KG 千克', stress),
      read('word', 'cubic metre', 'CBM 立方米', stress),
    ],
  ),
  training(
    'ftd-operation-weights-measurement',
    'practicalOperation',
    [
      '实操：计算一批瓷杯的毛重、净重与体积',
      'Practical operation: work out the gross weight, net weight and measurement of a shipment of mugs',
    ],
    [
      '根据醴陵一家陶瓷厂的包装资料，逐步算出箱数、净重、毛重和体积，并选择集装箱。',
      'From the packing details of a ceramics factory in Liling, work out the cartons, net weight, gross weight and measurement step by step, then choose the container.',
    ],
    [
      text(
        `Hunan Liling Yuxiang Ceramics Co., Ltd. is shipping <bl>24,000 stoneware mugs</bl> to Harbour Home Ltd, Liverpool.
- Each mug weighs 0.35 kg.
- 48 mugs are packed in one export carton; an empty carton with its dividers weighs 1.2 kg.
- Each carton measures 54 × 38 × 30 cm.
- In practice a 20-foot container takes about 28 CBM of cartons and a 40-foot container about 58 CBM.
- The shipping line charges freight per <re>freight ton</re>: 1 tonne or 1 cubic metre, whichever gives the higher figure.`,
        '湖南醴陵裕祥陶瓷有限公司向利物浦 Harbour Home 公司发运 24000 只炻瓷马克杯。每只杯重 0.35 千克；每个出口纸箱装 48 只，空箱连隔板重 1.2 千克；每箱尺寸 54×38×30 厘米。实际装箱时，20 尺柜约装 28 立方米纸箱，40 尺柜约装 58 立方米。船公司按运费吨计费：1 公吨或 1 立方米，取较高者。',
        'The packing details',
      ),
    ],
    [
      fillBlank(
        'Number of cartons: 24,000 ÷ 48 = {{1}}. Net weight per carton: 48 × 0.35 kg = {{2}} kg.',
        [
          ['500', 'five hundred'],
          ['16.8', '16.80'],
        ],
        ['24000 ÷ 48 = 500 箱；48 × 0.35 = 16.8 千克。', '24,000 ÷ 48 = 500 cartons; 48 × 0.35 = 16.8 kg.'],
      ),
      documents(
        'Complete the weight and measurement sheet for the whole shipment.',
        'WEIGHT AND MEASUREMENT SHEET',
        'Weights in kg, measurement in CBM to two decimals.',
        [
          ['gwCarton', 'Gross weight per carton (kg)', ['18', '18.0', '18 kg', '18.0 kg']],
          ['nwTotal', 'Total net weight (kg)', ['8400', '8,400', '8400 kg', '8,400 kg', '8,400.0']],
          ['gwTotal', 'Total gross weight (kg)', ['9000', '9,000', '9000 kg', '9,000 kg', '9,000.0']],
          ['cbmCarton', 'Measurement per carton (CBM)', ['0.06', '0.062', '0.0616', '0.06156']],
          ['cbmTotal', 'Total measurement (CBM)', ['30.78', '30.78 CBM', '30.8']],
        ],
        [
          '毛重/箱 = 16.8 + 1.2 = 18.0；净重 16.8 × 500 = 8400；毛重 18 × 500 = 9000；体积 0.54 × 0.38 × 0.30 = 0.06156 立方米，× 500 = 30.78 立方米。',
          'Gross per carton 16.8 + 1.2 = 18.0; net 16.8 × 500 = 8,400; gross 18 × 500 = 9,000; 0.54 × 0.38 × 0.30 = 0.06156 CBM, × 500 = 30.78 CBM.',
        ],
        30,
      ),
      choice(
        'Which container should the clerk book for the whole shipment in one lot?',
        [
          'One 20-foot container',
          'One 40-foot container',
          'Two 40-foot containers',
          'No container: ship it as bulk cargo',
        ],
        'B',
        [
          '30.78 立方米超过 20 尺柜约 28 立方米的容量，远低于 40 尺柜的 58 立方米。',
          '30.78 CBM is more than a 20-foot container takes (about 28) and well within a 40-foot one (about 58).',
        ],
      ),
      choice(
        'If the cargo went as LCL, on what would the freight be charged?',
        [
          '9.00 freight tons, by weight',
          '30.78 freight tons, by measurement',
          '8.40 freight tons, by net weight',
          '500 freight tons, by cartons',
        ],
        'B',
        [
          '毛重 9.0 公吨，体积 30.78 立方米，取较高者：按体积计 30.78 运费吨。',
          'Gross 9.0 tonnes against 30.78 CBM: the higher figure counts, so 30.78 freight tons by measurement.',
        ],
      ),
      qa(
        'Why does the packing list use the gross weight, not the net weight, for the carrier?',
        'Because the carrier moves and loads the goods with their packing, so the gross weight is what the ship, the crane and the container actually carry.',
        [
          '承运人运输的是带包装的货物，装载与安全计算都用毛重。',
          'The carrier carries goods with their packing, so loading and safety use the gross weight.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-bill-floodlight-packing-list',
    'billSkill',
    ['单证：缮制LED投光灯装箱单', 'Documents: fill in a packing list for LED floodlights'],
    [
      '你是深圳明途照明的单证员。根据订单和包装资料缮制装箱单：编好箱号，算出各项合计。',
      'You are the documentation clerk at Shenzhen Brightway Lighting. Fill in the packing list from the order and packing details: number the cartons and work out the totals.',
    ],
    [
      text(
        `<bl>Invoice No. BW26-0825</bl> · Buyer: Lumis S.A., Calle de Colón 18, 46004 Valencia, Spain
Shipping marks: LUMIS / BW26-0825 / VALENCIA / C/NO. 1-300
Item 1: LED floodlights 50W, Art. No. FL-50, 1,500 pcs, packed 10 pcs per carton; per carton N.W. 12.5 kg, G.W. 14.0 kg, 48 × 36 × 30 cm
Item 2: LED floodlights 100W, Art. No. FL-100, 900 pcs, packed 6 pcs per carton; per carton N.W. 15.6 kg, G.W. 17.4 kg, 56 × 40 × 34 cm
Pack item 1 first, then item 2.`,
        '发票号 BW26-0825；买方：西班牙瓦伦西亚 Lumis 公司。唛头：LUMIS / BW26-0825 / VALENCIA / 箱号 1-300。品项 1：50 瓦 LED 投光灯，货号 FL-50，1500 个，每箱 10 个；每箱净重 12.5 千克、毛重 14.0 千克，48×36×30 厘米。品项 2：100 瓦 LED 投光灯，货号 FL-100，900 个，每箱 6 个；每箱净重 15.6 千克、毛重 17.4 千克，56×40×34 厘米。先装品项 1，后装品项 2。',
        'Order and packing details',
      ),
    ],
    [
      documents(
        'Fill in the packing list.',
        'PACKING LIST — INVOICE No. BW26-0825',
        'Weights in kg; measurement in CBM to two decimals.',
        [
          ['nos1', 'C/NO., item 1', ['1-150', '1 - 150', '1 to 150']],
          ['nos2', 'C/NO., item 2', ['151-300', '151 - 300', '151 to 300']],
          ['nw', 'Total net weight (kg)', ['4215', '4,215', '4215 kg', '4,215 kg', '4,215.0']],
          ['gw', 'Total gross weight (kg)', ['4710', '4,710', '4710 kg', '4,710 kg', '4,710.0']],
          ['cbm', 'Total measurement (CBM)', ['19.2', '19.20', '19.20 CBM', '19.2 CBM']],
        ],
        [
          '1500÷10 = 150 箱，900÷6 = 150 箱；净重 150×12.5 + 150×15.6 = 4215；毛重 150×14.0 + 150×17.4 = 4710；体积 150×0.05184 + 150×0.07616 = 19.20 立方米。',
          '1,500 ÷ 10 = 150 and 900 ÷ 6 = 150 cartons; net 150×12.5 + 150×15.6 = 4,215; gross 150×14.0 + 150×17.4 = 4,710; 150×0.05184 + 150×0.07616 = 19.20 CBM.',
        ],
        50,
      ),
      choice(
        'Which information does <bl>not</bl> belong on the packing list?',
        ['The shipping marks', 'The carton numbers', 'The unit price of each floodlight', 'The gross weight'],
        'C',
        ['价格只出现在发票上。', 'Prices appear on the invoice, not on the packing list.'],
        5,
      ),
      trueFalse('The packing list should show "TOTAL: 300 CARTONS", the same number as the shipping marks.', true, [
        '唛头 C/NO. 1-300 与合计 300 箱必须一致，并与提单件数一致。',
        'The marks say C/NO. 1-300, so the total is 300 cartons, as on the bill of lading.',
      ]),
      qa(
        'The buyer asks why the packing list gives the total in words, "SAY THREE HUNDRED CARTONS ONLY". Explain in one sentence.',
        'Writing the number of packages in words, as on the bill of lading, stops anyone changing the figure and lets the carrier and customs check the count.',
        [
          '件数大写可防篡改，并与提单件数核对。',
          'The count in words prevents changes and is checked against the bill of lading.',
        ],
        10,
      ),
    ],
  ),
];
