/** Practical operation (practicalOperation): check and complete the documents of a trade step by step. */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, documents, qa, sequencing, text, training } from './builders';

export const PRACTICAL_OPERATION_TRAININGS: TTrainingSeed[] = [
  training(
    'operation-export-process',
    'practicalOperation',
    ['实操：出口业务流程', 'Practical operation: the export process'],
    ['排列出口流程并处理业务问题。', 'Order the export process and handle a business question.'],
    [
      text(
        'You are a new export clerk. Your manager wants you to know the order of the main steps of a CIF export paid by L/C.',
        '你是一名新入职的外贸单证员，经理希望你掌握 CIF 信用证出口的主要流程顺序。',
      ),
    ],
    [
      sequencing(
        'Put the steps of the export in order.',
        [
          'Sign the sales contract',
          'Receive and check the L/C',
          'Book shipping space and buy insurance',
          'Load the goods and get the bill of lading',
          'Present the documents to the bank',
        ],
        [
          '合同 → 审证 → 订舱投保 → 装运取单 → 交单议付。',
          'Contract → check the credit → book and insure → ship and get the B/L → present documents.',
        ],
        20,
      ),
      choice(
        'Under CIF, who buys the insurance?',
        ['The seller', 'The buyer', 'The carrier', 'The issuing bank'],
        'A',
        ['CIF 中 I 即 insurance，由卖方投保。', 'The I in CIF is insurance, bought by the seller.'],
      ),
      qa(
        'The L/C arrives with the wrong port of discharge. What do you do?',
        'Do not ship yet; ask the buyer to have the issuing bank amend the L/C, and ship only after the amendment arrives.',
        ['审证发现问题应及时要求改证。', 'A wrong credit must be amended before shipment.'],
        15,
      ),
    ],
  ),
  training(
    'operation-lc-check',
    'practicalOperation',
    ['实操：对照合同审核信用证', 'Practical operation: check a letter of credit against the contract'],
    ['找出信用证与合同不一致之处。', 'Find where the letter of credit differs from the contract.'],
    [
      text(
        `<bl>Contract</bl>: 5,000 pcs LED desk lamps, USD 9.60 each, total USD 48,000.00, CIF Hamburg, shipment by 30 June 2026, partial shipments allowed.
<bl>L/C</bl>: 5,000 pcs LED desk lamps, USD 9.60 each, total USD 46,000.00, <re>FOB</re> Hamburg, latest shipment 30 June 2026, partial shipments not allowed, expiry 15 July 2026 in China.`,
        '合同：LED 台灯 5000 个，每个 9.60 美元，总额 48000 美元，CIF 汉堡，2026 年 6 月 30 日前装运，允许分批装运。信用证：LED 台灯 5000 个，每个 9.60 美元，总额 46000 美元，FOB 汉堡，最迟装运日 2026 年 6 月 30 日，不允许分批装运，2026 年 7 月 15 日在中国到期。',
      ),
    ],
    [
      choice(
        'Which items of the L/C do <bl>not</bl> match the contract? Choose all.',
        ['The total amount', 'The price term', 'The latest shipment date', 'Partial shipments', 'The unit price'],
        'ABD',
        [
          '金额应为 48000；应为 CIF；合同允许分批装运。',
          'The total should be 48,000; the term CIF; the contract allows partial shipments.',
        ],
        20,
      ),
      qa(
        'Write the amendment request in one or two sentences.',
        'Please amend the L/C: total amount to USD 48,000.00, price term to CIF Hamburg, and partial shipments to "allowed".',
        ['改证函须逐项写明修改内容。', 'An amendment request names each change exactly.'],
        15,
      ),
    ],
  ),
  training(
    'operation-booking-note',
    'practicalOperation',
    ['实操：填写订舱委托书', 'Practical operation: fill in a booking note'],
    ['根据出货信息填写订舱委托书。', 'Fill in the booking note from the shipment details.'],
    [
      text(
        'Shipper: Ningbo Bright Lighting Co., Ltd. Goods: LED desk lamps, 5,000 pcs in 250 cartons, 3,750 kg, 18 CBM. Port of loading Ningbo, destination Hamburg. One 20-foot container, sailing on or before 25 June 2026. Freight prepaid.',
        '发货人：宁波明亮照明有限公司。货物：LED 台灯 5000 个，250 箱，3750 千克，18 立方米。宁波装运，目的港汉堡。一个 20 尺柜，2026 年 6 月 25 日或之前开船。运费预付。',
      ),
    ],
    [
      documents(
        'Fill in the booking note.',
        'BOOKING NOTE',
        'Use the shipment details.',
        [
          [
            'shipper',
            'Shipper',
            ['Ningbo Bright Lighting Co., Ltd.', 'Ningbo Bright Lighting Co., Ltd', 'Ningbo Bright Lighting Co. Ltd.'],
          ],
          ['pol', 'Port of loading', ['Ningbo']],
          ['pod', 'Port of discharge', ['Hamburg']],
          ['packages', 'Number of packages', ['250 cartons', '250', '250 CTNS']],
          ['weight', 'Gross weight', ['3,750 kg', '3750 kg', '3750', '3,750']],
          ['volume', 'Measurement', ['18 CBM', '18', '18 cbm', '18 m3']],
          ['container', 'Container', ["1 x 20'", "1x20'", '1 x 20 ft', "one 20'", '1 x 20GP', '1x20GP']],
          ['freight', 'Freight', ['Freight prepaid', 'prepaid']],
        ],
        ['订舱委托书信息须与装箱单、发票一致。', 'The booking note must agree with the packing list and invoice.'],
        40,
      ),
    ],
  ),
];
