/**
 * Chapter 8 of International Trade Practice, customs and inspection declaration: the steps of an
 * export declaration in China, its vocabulary read aloud, the export declaration form and the
 * look-up of a product's HS code and supervision conditions.
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
  trueFalse,
} from '../../trainings/builders';
import { read, speaking } from '../../trainings/speaking-builders';
import { termStress } from './common';

export const CHAPTER_8_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-customs-inspection-steps',
    'readSkill',
    ['阅读：出口报关报检流程', 'Reading: the steps of export customs and inspection declaration'],
    [
      '阅读中国出口货物报关报检的基本流程，弄清每一步由谁做、何时做。',
      'Read the basic steps of declaring export goods to China Customs, including inspection, and learn who does each step and when.',
    ],
    [
      text(
        `<bl>Declaring export goods in China</bl>

Since 2018 China Customs has also been in charge of <bl>inspection and quarantine</bl>, so exporters deal with one authority and make most declarations online through the <bl>China International Trade Single Window</bl>.

<bl>1. Registration.</bl> Before its first export, a company registers with the customs as a consignor or consignee of import and export goods. Many exporters then hire a licensed <bl>customs broker</bl> to declare for them.

<bl>2. Inspection at origin.</bl> Goods on the list of legal inspection, such as tea, frozen food and many food-contact products, must be inspected where they are produced. When they pass, the exporter receives an electronic reference number that must be quoted on the customs declaration.

<bl>3. Declaration.</bl> The exporter or its broker declares the goods after they arrive in the customs supervision area and at least <re>24 hours before loading</re>. The declaration gives the HS code, the quantity, the value, the trade terms and the destination, and it must agree with the invoice and the packing list.

<bl>4. Examination and release.</bl> The customs may examine the goods, for example by opening a container. When everything agrees, it releases the goods, and only released goods may be loaded.

<bl>5. After shipment.</bl> The export declaration data are used to apply for the <bl>export tax rebate</bl> and for collecting the foreign currency.`,
        `在中国申报出口货物。自 2018 年起，中国海关同时负责检验检疫，因此出口商只需面对一个部门，大部分申报通过中国国际贸易“单一窗口”在线办理。1. 备案：首次出口前，企业须在海关办理进出口货物收发货人备案。许多出口商随后委托有资质的报关企业代为申报。2. 产地检验：列入法定检验目录的货物，如茶叶、冷冻食品和许多食品接触产品，须在产地接受检验。检验合格后，出口商获得一个电子底账编号，须在报关单上填写。3. 申报：出口商或其报关企业在货物运抵海关监管区后、装货的 24 小时以前申报。报关单写明商品编码、数量、价格、成交方式和目的地，并须与发票和装箱单一致。4. 查验与放行：海关可能查验货物，例如开箱查验。一切相符后海关放行，只有放行的货物才能装船。5. 装运后：出口报关数据用于申请出口退税和办理收汇。`,
        'Export declaration in China',
      ),
    ],
    [
      sequencing(
        'Put the steps in order for a shipment of tea.',
        [
          'Register with the customs',
          'Have the tea inspected where it is produced',
          'Declare the goods at least 24 hours before loading',
          'The customs examines and releases the goods',
          'Apply for the export tax rebate',
        ],
        [
          '备案 → 产地检验 → 申报 → 查验放行 → 退税。',
          'Register → inspect at origin → declare → examine and release → rebate.',
        ],
      ),
      trueFalse('Goods may be loaded on the ship while the customs is still examining them.', false, [
        '只有海关放行的货物才能装船。',
        'Only goods the customs has released may be loaded.',
      ]),
      fillBlank(
        'Export goods are declared after they arrive in the customs {{1}} area and at least {{2}} hours before loading.',
        [['supervision'], ['24', 'twenty-four', 'twenty four']],
        ['见第 3 步。', 'See step 3.'],
      ),
      choice(
        'What must a customs declaration agree with? Choose all.',
        ['The commercial invoice', 'The packing list', 'The sales catalogue', 'The buyer’s website'],
        'AB',
        ['报关单须与发票、装箱单一致。', 'It must agree with the invoice and the packing list.'],
      ),
      qa(
        'Which two things is the export declaration data used for after shipment?',
        'Applying for the export tax rebate and collecting the foreign currency.',
        ['第 5 步。', 'Step 5.'],
        10,
      ),
    ],
  ),
  speaking(
    'itp-words-customs-inspection',
    'wordTraining',
    ['单词训练：海关与检验常用词汇', 'Word training: the vocabulary of customs and inspection'],
    [
      '朗读报关报检工作中最常用的词汇，中文给出其含义。',
      'Read aloud the words used most in customs and inspection work; the Chinese gives their meaning.',
    ],
    [
      read('word', 'customs declaration', '报关；报关单', termStress),
      read('word', 'customs broker', '报关企业；报关行', termStress),
      read('word', 'commodity inspection', '商品检验', termStress),
      read('word', 'quarantine', '检疫', termStress),
      read('word', 'certificate of origin', '原产地证书', termStress),
      read('word', 'export tax rebate', '出口退税', termStress),
    ],
  ),
  training(
    'itp-bill-export-customs-declaration',
    'billSkill',
    ['单证：填写出口货物报关单', 'Documents: fill in an export customs declaration'],
    [
      '根据发票、装箱单和订舱资料，填写出口货物报关单的主要栏目。',
      'Fill in the main boxes of the export customs declaration from the invoice, the packing list and the booking data.',
    ],
    [
      text(
        `Exporter: Ningbo Evergreen Tools Co., Ltd. (domestic consignor and producer)
Buyer: Lisbon Hardware Lda., Lisbon, Portugal
Invoice ET-INV-0724: 1,200 cordless drills ED-18 at USD 29.75 and 800 cordless drills ED-12 at USD 22.40, CIF Lisbon, total USD 53,620.00
Packing: 300 cartons, gross weight 4,200 kg, net weight 3,640 kg
HS code for both models: 8467.21 (hand tools with self-contained electric motor: drills of all kinds)
Customs port of exit: Ningbo Beilun Port; transport: by sea (waterway), MSC Carla V.628W
Nature of the trade: ordinary sale of the company’s own products (general trade)`,
        '出口商：宁波常青工具有限公司（境内发货人兼生产销售单位）。买方：葡萄牙里斯本五金公司。发票 ET-INV-0724：ED-18 无线电钻 1200 把，每把 29.75 美元；ED-12 无线电钻 800 把，每把 22.40 美元；CIF 里斯本，总额 53620 美元。包装：300 箱，毛重 4200 千克，净重 3640 千克。两种型号的商品编码均为 8467.21（自带电动机的手提式工具：各种钻）。出境关别：宁波北仑港；运输方式：水路运输，MSC Carla V.628W。贸易性质：自产产品的一般销售（一般贸易）。',
        'Shipment data',
      ),
    ],
    [
      documents(
        'Fill in the boxes of the export customs declaration.',
        'EXPORT GOODS DECLARATION OF THE PEOPLE’S REPUBLIC OF CHINA',
        'Use the shipment data. Write the boxes in English.',
        [
          [
            'consignor',
            'Domestic consignor',
            ['Ningbo Evergreen Tools Co., Ltd.', 'Ningbo Evergreen Tools Co., Ltd', 'Ningbo Evergreen Tools Co. Ltd.'],
          ],
          ['consignee', 'Overseas consignee', ['Lisbon Hardware Lda.', 'Lisbon Hardware Lda']],
          ['mode', 'Mode of transport', ['Waterway transport', 'By sea', 'Sea', 'Waterway']],
          ['supervision', 'Supervision mode', ['General trade', 'General trade (0110)', '0110']],
          ['terms', 'Transaction mode', ['CIF']],
          ['country', 'Country of destination', ['Portugal']],
          ['packages', 'Number of packages', ['300', '300 cartons', '300 CTNS']],
          ['gw', 'Gross weight (kg)', ['4200', '4,200', '4200 kg', '4,200 kg']],
          ['nw', 'Net weight (kg)', ['3640', '3,640', '3640 kg', '3,640 kg']],
          ['hs', 'HS code (first six digits)', ['8467.21', '846721']],
          ['total', 'Total price (USD)', ['53,620.00', '53620.00', '53620', 'USD 53,620.00', 'USD 53620.00']],
        ],
        [
          '一般贸易监管方式代码 0110；成交方式按发票填 CIF；件数、毛净重与装箱单一致；运抵国为葡萄牙。',
          'General trade is supervision mode 0110; the transaction mode follows the invoice (CIF); packages and weights agree with the packing list; the destination is Portugal.',
        ],
        45,
      ),
      trueFalse(
        'The gross weight on the declaration may differ from the packing list if the customs broker rounds it.',
        false,
        [
          '报关单与发票、装箱单必须一致（单单相符）。',
          'The declaration must agree with the invoice and the packing list.',
        ],
      ),
      choice(
        'Under CIF, what does the declared total price include?',
        [
          'Only the cost of the goods',
          'The cost of the goods, the freight and the insurance to Lisbon',
          'Only the freight',
          'The import duty in Portugal',
        ],
        'B',
        ['CIF 价含成本、运费和保险费。', 'A CIF price covers cost, insurance and freight.'],
      ),
    ],
  ),
  training(
    'itp-operation-hs-code-lookup',
    'practicalOperation',
    [
      '实操：查询商品编码与监管条件',
      'Practical operation: look up the HS code and import-export requirements of a product',
    ],
    [
      '读懂海关税则查询结果，为商品归类，并判断出口前需要办理哪些手续。',
      'Read the results of a customs tariff look-up, classify the goods and decide what must be done before export.',
    ],
    [
      text(
        `<bl>How an HS code is built</bl>
The Harmonized System (HS) of the World Customs Organization gives every product a six-digit code: chapter (2 digits), heading (4) and subheading (6). China adds four more digits, giving a 10-digit code used for duties, statistics and supervision.

<bl>Look-up results of an export clerk</bl>
• Green tea, not fermented, in packings of more than 3 kg: 0902.20 – supervision condition: export inspection required
• Stainless steel vacuum flasks, complete: 9617.00 – supervision condition: export inspection required (food-contact product)
• Cordless drills with self-contained electric motor: 8467.21 – no supervision condition for export
• Bicycles, not motorised: 8712.00 – no supervision condition for export

“Export inspection required” means the goods must pass inspection at origin and the electronic reference number must be quoted on the declaration.`,
        '商品编码的构成：世界海关组织的协调制度为每种商品规定六位编码：章（2 位）、品目（4 位）、子目（6 位）。中国在此基础上再加四位，形成用于征税、统计和监管的 10 位编码。一名出口业务员的查询结果：未发酵绿茶，内包装超过 3 千克：0902.20，监管条件为出口须检验；成套不锈钢保温瓶：9617.00，监管条件为出口须检验（食品接触产品）；自带电动机的无线电钻：8467.21，出口无监管条件；非机动自行车：8712.00，出口无监管条件。“出口须检验”指货物须在产地检验合格，并在报关单上填写电子底账编号。',
        'HS codes and supervision conditions',
      ),
    ],
    [
      matching(
        'Match each product with its HS subheading.',
        [
          ['Green tea in 25 kg cartons', '0902.20'],
          ['500 ml vacuum flasks', '9617.00'],
          ['Cordless drills', '8467.21'],
          ['Mountain bikes', '8712.00'],
        ],
        ['按查询结果归类。', 'Classify by the look-up results.'],
        20,
      ),
      fillBlank(
        'In the code 8467.21, "84" is the {{1}}, "8467" the {{2}} and "8467.21" the subheading.',
        [['chapter'], ['heading']],
        ['前 2 位为章，前 4 位为品目，6 位为子目。', 'Two digits: chapter; four: heading; six: subheading.'],
        10,
        ['chapter', 'heading', 'section', 'tariff'],
      ),
      choice(
        'For which of these shipments must the exporter arrange inspection at origin before declaring? Choose all.',
        ['18 tons of green tea', '2,000 cordless drills', '5,000 vacuum flasks', '1,000 mountain bikes'],
        'AC',
        [
          '查询结果显示茶叶和保温瓶出口须检验；电钻和自行车无监管条件。',
          'The look-up shows export inspection for the tea and the flasks; the drills and the bikes have none.',
        ],
        15,
      ),
      trueFalse('All countries use the same first six digits of the HS code for a product.', true, [
        '前 6 位是国际通用的协调制度编码，后面的位数各国自定。',
        'The first six digits are the international HS code; the extra digits are national.',
      ]),
      qa(
        'The tea has passed inspection at origin. What must the exporter do with the result when it declares?',
        'Quote the electronic reference number from the inspection on the customs declaration.',
        [
          '检验合格后获得的电子底账编号须填入报关单。',
          'The electronic reference number from inspection goes on the declaration.',
        ],
        10,
      ),
    ],
  ),
];
