/** Trade documents (billSkill): fill in commercial invoices, packing lists and bills of lading from the facts. */
import type { TTrainingSeed } from '@lingua/contracts';
import { documents, matching, text, training } from './builders';

const contract = `<bl>Sales Contract No. GB2024-118</bl>
Seller: Hangzhou GreenBamboo Co., Ltd., 88 Wensan Road, Hangzhou, China
Buyer: GreenNest Ltd., 5 Dock Street, Southampton SO14 2AB, UK
Goods: Bamboo cutting boards, Art. No. CB-30, 2,000 sets at USD 4.20 per set; bamboo serving spoons, Art. No. SP-12, 1,500 sets at USD 2.80 per set
Total: USD 12,600.00, CIF Southampton
Packing: 20 sets per carton (cutting boards), 50 sets per carton (serving spoons)
Shipment: from Ningbo to Southampton, not later than 31 August 2026
Payment: by irrevocable L/C at sight, L/C No. LC-55621 issued by Barclays Bank
Vessel: MSC Aurora V.126E, sailing 20 August 2026`;

const contractCn =
  '销售合同 GB2024-118：卖方杭州绿竹有限公司；买方英国南安普敦 GreenNest 公司；货物：竹砧板 CB-30 2000 套，每套 4.20 美元；竹上菜勺 SP-12 1500 套，每套 2.80 美元；总额 12600 美元，CIF 南安普敦；包装：砧板每箱 20 套，勺每箱 50 套；2026 年 8 月 31 日前由宁波运至南安普敦；即期不可撤销信用证 LC-55621（巴克莱银行开立）；船名航次 MSC Aurora V.126E，8 月 20 日开航。';

export const DOCUMENT_TRAININGS: TTrainingSeed[] = [
  training(
    'bill-commercial-invoice',
    'billSkill',
    ['单证：缮制商业发票', 'Documents: make out a commercial invoice'],
    ['根据销售合同填写商业发票。', 'Fill in the commercial invoice from the sales contract.'],
    [text(contract, contractCn, 'Sales contract')],
    [
      documents(
        'Fill in the commercial invoice.',
        'COMMERCIAL INVOICE',
        'Use the sales contract. Write amounts as USD with two decimals (e.g. USD 1,000.00).',
        [
          [
            'seller',
            'Seller (name)',
            ['Hangzhou GreenBamboo Co., Ltd.', 'Hangzhou GreenBamboo Co., Ltd', 'Hangzhou GreenBamboo Co. Ltd.'],
          ],
          ['buyer', 'Buyer (name)', ['GreenNest Ltd.', 'GreenNest Ltd', 'GreenNest Limited']],
          ['contract', 'Contract No.', ['GB2024-118']],
          ['lc', 'L/C No.', ['LC-55621']],
          ['from', 'From (port of loading)', ['Ningbo']],
          ['to', 'To (port of discharge)', ['Southampton']],
          ['amount1', 'Amount, cutting boards', ['USD 8,400.00', 'USD8,400.00', 'USD 8400.00', '8,400.00', '8400.00']],
          ['amount2', 'Amount, serving spoons', ['USD 4,200.00', 'USD4,200.00', 'USD 4200.00', '4,200.00', '4200.00']],
          ['total', 'Total amount', ['USD 12,600.00', 'USD12,600.00', 'USD 12600.00', '12,600.00', '12600.00']],
          ['terms', 'Price terms', ['CIF Southampton']],
        ],
        [
          '金额 = 数量 × 单价：2000 × 4.20 = 8400；1500 × 2.80 = 4200。',
          'Amount = quantity × unit price: 2,000 × 4.20 = 8,400; 1,500 × 2.80 = 4,200.',
        ],
        50,
      ),
    ],
  ),
  training(
    'bill-packing-list',
    'billSkill',
    ['单证：缮制装箱单', 'Documents: make out a packing list'],
    ['计算箱数并填写装箱单。', 'Work out the cartons and fill in the packing list.'],
    [
      text(
        `${contract}
Gross weight: cutting boards 16 kg per carton, spoons 12 kg per carton. Net weight: cutting boards 15 kg per carton, spoons 11 kg per carton.`,
        `${contractCn} 毛重：砧板每箱 16 千克，勺每箱 12 千克；净重：砧板每箱 15 千克，勺每箱 11 千克。`,
        'Sales contract and weights',
      ),
    ],
    [
      documents(
        'Fill in the packing list.',
        'PACKING LIST',
        'Cartons = quantity ÷ sets per carton. Weights in kg, whole numbers.',
        [
          ['ctn1', 'Cartons, cutting boards', ['100', '100 cartons', '100 CTNS']],
          ['ctn2', 'Cartons, serving spoons', ['30', '30 cartons', '30 CTNS']],
          ['total', 'Total cartons', ['130', '130 cartons', '130 CTNS']],
          ['gw', 'Total gross weight (kg)', ['1960', '1,960', '1960 kg', '1,960 kg']],
          ['nw', 'Total net weight (kg)', ['1830', '1,830', '1830 kg', '1,830 kg']],
        ],
        [
          '2000÷20=100 箱，1500÷50=30 箱；毛重 100×16+30×12=1960；净重 100×15+30×11=1830。',
          '2,000÷20=100 and 1,500÷50=30 cartons; gross 100×16+30×12=1,960 kg; net 100×15+30×11=1,830 kg.',
        ],
        50,
      ),
    ],
  ),
  training(
    'bill-bill-of-lading',
    'billSkill',
    ['单证：海运提单要素', 'Documents: the bill of lading'],
    ['认识提单栏目并根据合同填写提单。', 'Learn the boxes of a bill of lading and fill one in from the contract.'],
    [text(contract, contractCn, 'Sales contract')],
    [
      matching(
        'Match each box of the bill of lading with what goes in it.',
        [
          ['Shipper', 'The exporter who sends the goods'],
          ['Consignee', 'The party the goods are consigned to'],
          ['Notify party', 'Who the carrier tells when the goods arrive'],
          ['Port of loading', 'Where the goods go on board'],
        ],
        ['提单各栏的含义。', 'What each box of the bill of lading means.'],
        20,
      ),
      documents(
        'Fill in the bill of lading. The L/C asks for the bill "to order", notify the buyer.',
        'BILL OF LADING',
        'Use the contract and the L/C requirement.',
        [
          [
            'shipper',
            'Shipper',
            ['Hangzhou GreenBamboo Co., Ltd.', 'Hangzhou GreenBamboo Co., Ltd', 'Hangzhou GreenBamboo Co. Ltd.'],
          ],
          ['consignee', 'Consignee', ['To order', 'to order of shipper', 'To order of shipper']],
          ['notify', 'Notify party', ['GreenNest Ltd.', 'GreenNest Ltd']],
          ['vessel', 'Vessel and voyage', ['MSC Aurora V.126E']],
          ['pol', 'Port of loading', ['Ningbo']],
          ['pod', 'Port of discharge', ['Southampton']],
          ['freight', 'Freight', ['Freight prepaid', 'prepaid']],
        ],
        [
          'CIF 下运费由卖方预付，提单注明 Freight prepaid。',
          'Under CIF the seller pays the freight: mark it "Freight prepaid".',
        ],
        35,
      ),
    ],
  ),
];
