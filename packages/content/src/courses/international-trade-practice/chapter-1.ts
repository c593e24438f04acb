/**
 * Chapter 1 of International Trade Practice, general introduction: the steps of one export deal,
 * a lecture on Incoterms 2020, the abbreviations every trade clerk uses, and who does what under
 * FOB, CFR and CIF.
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
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { read, speaking } from '../../trainings/speaking-builders';
import { listenIntro, termStress } from './common';

export const CHAPTER_1_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-export-steps',
    'readSkill',
    ['阅读：一笔出口业务的基本流程', 'Reading: the main steps of an export deal'],
    [
      '阅读一家陶瓷公司完成首笔出口的经过，弄清出口业务的四个阶段及各阶段的工作。',
      'Read how a ceramics company made its first export deal and learn the four stages of an export and the work of each.',
    ],
    [
      text(
        `<bl>How Jingdezhen Blue Kiln made its first export</bl>

In January 2026, Jingdezhen Blue Kiln Ceramics decided to sell its hand-painted mugs abroad. The deal that followed went through the four stages of almost every export.

<bl>1. Preparation.</bl> The export manager, Chen Hua, studied the Canadian market, worked out the export cost of each mug and registered the company with the customs as an exporter.

<bl>2. Negotiation.</bl> At the Canton Fair in April she met Maple Table Inc. of Toronto. The buyer sent an <re>enquiry</re>; Blue Kiln made an <re>offer</re> of USD 3.80 per mug CIF Toronto; Maple Table made a <re>counter-offer</re> of USD 3.50; Blue Kiln finally <re>accepted</re> USD 3.65 for 12,000 mugs.

<bl>3. Performing the contract.</bl> The two sides signed a sales contract on 8 May. Maple Table opened a letter of credit; Blue Kiln checked it, produced the goods, booked shipping space, insured the cargo, declared the goods to the customs and loaded them in Shanghai on 20 June. Then Chen Hua presented the documents to the bank and was paid USD 43,800.

<bl>4. After-sales.</bl> When 36 mugs arrived cracked, the buyer made a claim. Blue Kiln settled it quickly, and Maple Table placed a second, larger order in September.`,
        `景德镇蓝窑如何完成首笔出口。2026 年 1 月，景德镇蓝窑陶瓷决定向海外销售手绘马克杯，随后的交易经历了几乎所有出口业务都有的四个阶段。1. 交易准备：出口经理陈华研究了加拿大市场，核算了每只杯子的出口成本，并为公司办理了海关进出口收发货人备案。2. 交易磋商：四月在广交会上，她结识了多伦多的枫桌公司。买方发来询盘；蓝窑报出每只 3.80 美元 CIF 多伦多的发盘；枫桌还盘 3.50 美元；最终蓝窑接受了 12000 只、每只 3.65 美元。3. 履行合同：双方于 5 月 8 日签订销售合同。枫桌开立信用证；蓝窑审核信用证、生产备货、租船订舱、为货物投保、向海关申报，并于 6 月 20 日在上海装船。随后陈华向银行交单，收到货款 43800 美元。4. 售后：36 只杯子到货时破裂，买方提出索赔。蓝窑迅速解决，枫桌九月下了第二笔更大的订单。`,
        'A first export, stage by stage',
      ),
    ],
    [
      sequencing(
        'Put the steps of the negotiation in the order they happened.',
        [
          'Maple Table sends an enquiry',
          'Blue Kiln offers USD 3.80 per mug',
          'Maple Table counters with USD 3.50',
          'Blue Kiln accepts USD 3.65',
        ],
        [
          '磋商的一般顺序：询盘 → 发盘 → 还盘 → 接受。',
          'A negotiation usually runs enquiry → offer → counter-offer → acceptance.',
        ],
      ),
      matching(
        'Match each stage with one piece of work done in it.',
        [
          ['Preparation', 'working out the export cost of each mug'],
          ['Negotiation', 'agreeing on USD 3.65 per mug'],
          ['Performing the contract', 'checking the letter of credit and loading the goods'],
          ['After-sales', 'settling the claim for the cracked mugs'],
        ],
        ['四个阶段各举一项工作。', 'One piece of work from each of the four stages.'],
      ),
      fillBlank(
        'The contract was for {{1}} mugs at USD 3.65 each, so the bank paid USD {{2}}.',
        [
          ['12,000', '12000'],
          ['43,800', '43800', '43,800.00'],
        ],
        ['12000 × 3.65 = 43800 美元。', '12,000 × 3.65 = 43,800 dollars.'],
      ),
      trueFalse('Blue Kiln declared the goods to the customs after it presented the documents to the bank.', false, [
        '先报关装船，取得提单后才能向银行交单。',
        'The goods are declared and shipped first; only then can the documents, such as the bill of lading, go to the bank.',
      ]),
      choice(
        'Under the contract price CIF Toronto, which of these did Blue Kiln arrange?',
        [
          'Insurance of the cargo',
          'Import customs clearance in Canada',
          'Opening the letter of credit',
          'Delivery to the buyer’s warehouse',
        ],
        'A',
        [
          'CIF 下卖方负责租船订舱和投保；进口清关和开证是买方的事。',
          'Under CIF the seller books the ship and insures the cargo; import clearance and the credit are the buyer’s work.',
        ],
      ),
      qa(
        'What did the quick settlement of the claim bring Blue Kiln?',
        'A second, larger order from Maple Table in September.',
        ['最后一句：售后处理得好带来返单。', 'The last sentence: good after-sales service brought a repeat order.'],
        10,
      ),
    ],
  ),
  training(
    'itp-hear-incoterms-2020',
    'hearingSkill',
    ['听力：讲座——《2020年国际贸易术语解释通则》', 'Listening: a lecture on Incoterms 2020'],
    listenIntro([
      '听一段介绍《2020年国际贸易术语解释通则》的课堂讲座。',
      'Listen to a classroom lecture on Incoterms 2020.',
    ]),
    [audio('itp-hear-incoterms-2020.mp3', 'A lecture on Incoterms 2020')],
    [
      choice('How many rules does Incoterms 2020 contain?', ['Nine', 'Eleven', 'Thirteen', 'Fourteen'], 'B', [
        '"There are eleven rules, in two groups."',
        'The lecturer: "There are eleven rules, in two groups."',
      ]),
      choice(
        'Which rules are used only for sea and inland waterway transport? Choose all.',
        ['FOB', 'FCA', 'CIF', 'CFR', 'DAP'],
        'ACD',
        [
          '海运和内河水运专用的四个术语：FAS、FOB、CFR、CIF。',
          'The four sea and inland waterway rules are FAS, FOB, CFR and CIF.',
        ],
      ),
      fillBlank(
        'In Incoterms 2020, DAT has been renamed {{1}}, which stands for delivered at place {{2}}.',
        [['DPU'], ['unloaded']],
        ['DAT 改为 DPU（Delivered at Place Unloaded）。', 'DAT became DPU, delivered at place unloaded.'],
      ),
      trueFalse('Under CIP the seller now has to buy all risks cover.', true, [
        '讲者：under CIP the seller must now buy all risks cover。',
        'The lecturer: "under CIP the seller must now buy all risks cover".',
      ]),
      choice(
        'Under FOB, when does the risk pass from the seller to the buyer?',
        [
          'When the buyer pays',
          'When the goods are on board the vessel at the port of shipment',
          'When the goods arrive at the port of destination',
          'When the contract is signed',
        ],
        'B',
        [
          'FOB、CFR、CIF 风险均在装运港货物装上船时转移。',
          'Under FOB, CFR and CIF the risk passes when the goods are on board at the port of shipment.',
        ],
      ),
      qa(
        'Under CIF, who bears the risk while the goods are at sea?',
        'The buyer; the seller only pays the freight to the port of destination.',
        ['最后一句：the risk at sea is the buyer’s。', 'The last line: "the risk at sea is the buyer’s".'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'itp-words-trade-abbreviations',
    'wordTraining',
    ['单词训练：常用贸易术语缩写', 'Word training: common trade abbreviations'],
    [
      '每个缩写读出它代表的完整英文术语，中文给出缩写和含义。',
      'For each abbreviation, read aloud the full English term it stands for; the Chinese gives the abbreviation and its meaning.',
    ],
    [
      read('word', 'free on board', 'FOB 装运港船上交货', termStress),
      read('word', 'cost and freight', 'CFR 成本加运费', termStress),
      read('word', 'cost, insurance and freight', 'CIF 成本、保险费加运费', termStress),
      read('word', 'letter of credit', 'L/C 信用证', termStress),
      read('word', 'documents against payment', 'D/P 付款交单', termStress),
      read('word', 'telegraphic transfer', 'T/T 电汇', termStress),
    ],
  ),
  training(
    'itp-operation-fob-cfr-cif',
    'practicalOperation',
    [
      '实操：FOB、CFR 与 CIF 下买卖双方的责任比较',
      'Practical operation: the buyer’s and seller’s duties under FOB, CFR and CIF compared',
    ],
    [
      '根据同一笔交易在三种术语下的安排，判断谁订舱、谁投保、谁付运费，并换算报价。',
      'From one deal priced three ways, decide who books the ship, who insures and who pays the freight, and convert the price.',
    ],
    [
      text(
        `Ningbo Evergreen Tools sells 2,000 cordless drills to Lisbon Hardware, Portugal. The goods leave from Ningbo and go to Lisbon by sea.

Cost of the goods, loaded on board at Ningbo: <bl>USD 28.00</bl> per drill
Sea freight Ningbo–Lisbon: <bl>USD 1.50</bl> per drill
Insurance premium: <bl>USD 0.25</bl> per drill

The buyer asks for three prices: FOB Ningbo, CFR Lisbon and CIF Lisbon.`,
        '宁波常青工具向葡萄牙里斯本五金公司出售 2000 把无线电钻，货物从宁波海运至里斯本。货物在宁波装上船的成本：每把 28.00 美元；宁波至里斯本海运费：每把 1.50 美元；保险费：每把 0.25 美元。买方要求报三个价格：FOB 宁波、CFR 里斯本、CIF 里斯本。',
        'One deal, three terms',
      ),
    ],
    [
      matching(
        'Match each term with the seller’s duty that describes it best.',
        [
          ['FOB Ningbo', 'deliver the goods on board the ship the buyer has booked'],
          ['CFR Lisbon', 'book the ship and pay the freight, but not insure'],
          ['CIF Lisbon', 'book the ship, pay the freight and insure the cargo'],
        ],
        [
          'FOB 买方订舱；CFR 卖方订舱付运费；CIF 再加卖方投保。',
          'FOB: the buyer books; CFR: the seller books and pays freight; CIF: the seller also insures.',
        ],
        15,
      ),
      documents(
        'Work out the three prices per drill.',
        'PRICE SHEET: CORDLESS DRILLS',
        'Write USD with two decimals.',
        [
          ['fob', 'FOB Ningbo', ['USD 28.00', 'USD28.00', '28.00', '28']],
          ['cfr', 'CFR Lisbon', ['USD 29.50', 'USD29.50', '29.50', '29.5']],
          ['cif', 'CIF Lisbon', ['USD 29.75', 'USD29.75', '29.75']],
        ],
        [
          'CFR = FOB + 运费 = 28.00 + 1.50；CIF = CFR + 保险费 = 29.50 + 0.25。',
          'CFR = FOB + freight = 28.00 + 1.50; CIF = CFR + insurance = 29.50 + 0.25.',
        ],
        15,
      ),
      choice(
        'Under which terms must Lisbon Hardware book the shipping space itself?',
        ['FOB Ningbo', 'CFR Lisbon', 'CIF Lisbon', 'None of them'],
        'A',
        ['只有 FOB 由买方租船订舱。', 'Only under FOB does the buyer book the ship.'],
      ),
      trueFalse(
        'Under CIF Lisbon, if the drills are damaged in a storm at sea, the seller bears the loss because it bought the insurance.',
        false,
        [
          '风险在宁波装上船时已转移给买方；买方凭保险单向保险公司索赔。',
          'The risk passed to the buyer when the drills were loaded at Ningbo; the buyer claims on the insurance policy.',
        ],
      ),
      qa(
        'Under CFR, what must the seller do at once after loading so that the buyer can insure the goods?',
        'Send the buyer a shipping advice straight away with the vessel, the date of loading and the quantity, so the buyer can buy insurance in time.',
        [
          'CFR 下保险由买方办理，卖方须及时发装船通知，否则货损风险可能由卖方承担。',
          'Under CFR the buyer insures, so the seller must advise shipment at once; without the advice the loss may fall on the seller.',
        ],
        15,
      ),
    ],
  ),
];
