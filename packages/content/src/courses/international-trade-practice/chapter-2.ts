/**
 * Chapter 2 of International Trade Practice, trade preparation: a target-market report, a manager
 * handing out market research, and the export costing that turns a factory price into FOB, CFR
 * and CIF quotations.
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
import { listenIntro } from './common';

export const CHAPTER_2_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-target-market',
    'readSkill',
    ['阅读：目标市场分析报告', 'Reading: an analysis of a target market'],
    [
      '阅读一家保温杯出口企业写的澳大利亚市场分析报告，找出市场规模、进入条件和建议。',
      'Read a flask exporter’s report on the Australian market and find its size, the entry conditions and the advice.',
    ],
    [
      text(
        `<bl>Market report: stainless steel vacuum flasks in Australia</bl>
Prepared by the export department, Yongkang Sunway Houseware Co., Ltd., February 2026

<bl>Market size.</bl> Australians spent about AUD 420 million on drink bottles and vacuum flasks in 2025, and we expect the market to grow by about 6% a year. Around 30% of sales are now made online.

<bl>Competition.</bl> Most private-label flasks sold by the large discount chains are made in China. Two local brands lead the top end of the market with strong designs and prices above AUD 50.

<bl>Entry conditions.</bl> Under the China–Australia Free Trade Agreement our flasks enter Australia <re>duty-free</re>; the importer pays 10% GST. Buyers ask for 304 stainless steel and a food-contact test report from an accredited laboratory.

<bl>Season.</bl> The peak season is the southern summer, from December to February, so goods must reach Australian warehouses by the end of October.

<bl>Our advice.</bl> Aim at the middle of the market, with retail prices of AUD 25 to 35, and offer printed company logos for corporate gifts, a fast-growing segment. Our minimum order should be 1,000 pieces per colour.`,
        `市场报告：澳大利亚不锈钢保温杯市场。永康三维家居用品有限公司出口部，2026 年 2 月。市场规模：2025 年澳大利亚人在水杯和保温杯上花费约 4.2 亿澳元，我们预计市场每年增长约 6%，约 30% 的销售来自网上。竞争：大型折扣连锁店销售的自有品牌保温杯大多产自中国；两个本土品牌以出色的设计和 50 澳元以上的价格占据高端市场。进入条件：根据中澳自由贸易协定，我们的保温杯免关税进入澳大利亚，进口商缴纳 10% 的商品及服务税。买家要求使用 304 不锈钢，并提供获认可实验室出具的食品接触检测报告。季节：旺季是南半球的夏季，即 12 月至次年 2 月，因此货物须在 10 月底前运抵澳大利亚仓库。建议：瞄准中端市场，零售价 25 至 35 澳元，并为企业礼品提供印制公司标志的服务，这是一个快速增长的细分市场。每种颜色最低订购量 1000 只。`,
        'A target-market report',
      ),
    ],
    [
      choice(
        'Which part of the market does the report advise Sunway to aim at?',
        [
          'The top end, above AUD 50',
          'The middle, AUD 25 to 35',
          'The cheapest private-label flasks',
          'Only online shops',
        ],
        'B',
        ['Our advice 一段：aim at the middle of the market。', 'The advice: "Aim at the middle of the market".'],
      ),
      trueFalse('Sunway’s flasks pay import duty in Australia, but no GST.', false, [
        '正好相反：中澳自贸协定下免关税，但进口商要缴 10% GST。',
        'The other way round: duty-free under the free trade agreement, but the importer pays 10% GST.',
      ]),
      fillBlank(
        'About {{1}}% of sales are made online, and the goods must reach Australia by the end of {{2}}.',
        [
          ['30', 'thirty'],
          ['October', 'Oct'],
        ],
        ['见 Market size 和 Season 两段。', 'See the paragraphs on market size and season.'],
      ),
      matching(
        'Match each heading of the report with what it tells the reader.',
        [
          ['Market size', 'how much is spent and how fast it grows'],
          ['Competition', 'who already sells there and at what prices'],
          ['Entry conditions', 'duties, taxes and the tests buyers require'],
          ['Season', 'when the goods must arrive'],
        ],
        ['市场分析报告的常见结构。', 'The usual parts of a market report.'],
      ),
      qa(
        'Why does the report say December to February is the peak season?',
        'Because it is summer in Australia, in the southern hemisphere, when people buy the most drink bottles.',
        [
          '南北半球季节相反，这是安排出运时间的关键。',
          'The seasons are reversed south of the equator, which decides when to ship.',
        ],
        10,
      ),
    ],
  ),
  training(
    'itp-hear-market-research',
    'hearingSkill',
    ['听力：外贸经理布置市场调研任务', 'Listening: a sales manager hands out market research tasks'],
    listenIntro([
      '听销售经理向助理布置波兰台灯市场的调研任务。',
      'Listen to a sales manager giving an assistant market research tasks on desk lamps in Poland.',
    ]),
    [audio('itp-hear-market-research.mp3', 'Mr Zhou and Lily')],
    [
      choice(
        'What product does the company want to sell in Poland?',
        ['Vacuum flasks', 'LED desk lamps', 'Cordless drills', 'Ceramic mugs'],
        'B',
        ['第一句：sell our LED desk lamps in Poland。', 'The first line: "sell our LED desk lamps in Poland".'],
      ),
      sequencing(
        'Put the three tasks in the order Mr Zhou gives them.',
        [
          'Find the import figures for the last three years',
          'List the ten biggest importers with contacts',
          'Check the CE marking and the import duty',
        ],
        [
          'First 进口数据，second 进口商名单，third 欧盟规定。',
          'First the figures, second the importers, third the EU rules.',
        ],
      ),
      choice(
        'Where should Lily look for the importers? Choose all.',
        ['Customs data', 'LinkedIn', 'The Canton Fair catalogue', 'Allegro'],
        'AB',
        [
          '"Try the customs data and LinkedIn." Allegro 用来查竞争对手零售价。',
          '"Try the customs data and LinkedIn." Allegro is for competitors’ retail prices.',
        ],
      ),
      trueFalse('Mr Zhou rejects Lily’s idea of checking competitors’ prices.', false, [
        '他说 Good idea，让她查 Allegro 上的零售价。',
        'He says "Good idea" and asks her to check retail prices on Allegro.',
      ]),
      fillBlank(
        'The report is due by {{1}}, and it will be discussed on Monday at {{2}}.',
        [['Friday'], ['nine', '9', '9:00', 'nine o’clock', "nine o'clock"]],
        ['最后一句。', 'The last line.'],
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'itp-operation-export-quote',
    'practicalOperation',
    ['实操：核算出口成本与对外报价', 'Practical operation: work out the export cost and quote a price'],
    [
      '按步骤核算保温杯的实际采购成本，算出 FOB、CFR、CIF 报价，再写出报价句。',
      'Work out the real purchase cost of a flask step by step, find the FOB, CFR and CIF prices, then write the quotation.',
    ],
    [
      text(
        `Yongkang Sunway Houseware will quote Coastline Living Pty Ltd, Sydney, for 500 ml vacuum flasks.

Purchase price from the factory: <bl>RMB 135.60</bl> per piece, including 13% VAT
Export tax rebate rate: <bl>13%</bl>
Domestic expenses (inland transport, customs broker, bank charges): <bl>RMB 9.60</bl> per piece
Expected profit: <bl>10% of the FOB price</bl>
Exchange rate: <bl>USD 1 = RMB 7.20</bl>
Sea freight Ningbo–Sydney: <bl>USD 1.20</bl> per piece
Insurance: 110% of the CIF value, premium rate <bl>0.8%</bl>

Real purchase cost = purchase price × (1 + VAT rate − rebate rate) ÷ (1 + VAT rate)`,
        '永康三维家居将向悉尼海岸生活公司报 500 毫升保温杯的价格。工厂采购价：每只 135.60 元人民币（含 13% 增值税）；出口退税率 13%；国内费用（内陆运输、报关行、银行费用）每只 9.60 元；预期利润为 FOB 价的 10%；汇率 1 美元 = 7.20 元人民币；宁波至悉尼海运费每只 1.20 美元；按 CIF 价的 110% 投保，保险费率 0.8%。实际采购成本 = 采购价 ×（1 + 增值税率 − 退税率）÷（1 + 增值税率）。',
        'Costing sheet',
      ),
    ],
    [
      documents(
        'Complete the costing sheet, one step at a time.',
        'EXPORT COSTING SHEET: 500 ML VACUUM FLASK',
        'RMB and USD with two decimals. CIF = CFR ÷ (1 − 110% × premium rate), rounded up to the cent.',
        [
          ['real', 'Real purchase cost (RMB)', ['120.00', '120', 'RMB 120.00', 'RMB120.00']],
          ['total', 'Total cost with domestic expenses (RMB)', ['129.60', '129.6', 'RMB 129.60', 'RMB129.60']],
          ['fobRmb', 'FOB price (RMB)', ['144.00', '144', 'RMB 144.00', 'RMB144.00']],
          ['fob', 'FOB Ningbo (USD)', ['20.00', '20', 'USD 20.00', 'USD20.00']],
          ['cfr', 'CFR Sydney (USD)', ['21.20', '21.2', 'USD 21.20', 'USD21.20']],
          ['cif', 'CIF Sydney (USD)', ['21.39', 'USD 21.39', 'USD21.39']],
        ],
        [
          '135.60 × (1 + 13% − 13%) ÷ 1.13 = 120.00；+ 9.60 = 129.60；÷ (1 − 10%) = 144.00 元 ÷ 7.20 = 20.00 美元；+ 1.20 = 21.20；21.20 ÷ (1 − 1.1 × 0.8%) = 21.39。',
          '135.60 × (1 + 13% − 13%) ÷ 1.13 = 120.00; + 9.60 = 129.60; ÷ (1 − 10%) = RMB 144.00 ÷ 7.20 = USD 20.00; + 1.20 = 21.20; 21.20 ÷ (1 − 1.1 × 0.8%) = 21.39.',
        ],
        40,
      ),
      choice(
        'Why is the FOB price found by dividing the cost by (1 − 10%) and not by multiplying it by 1.10?',
        [
          'Because the profit is 10% of the selling price, not of the cost',
          'Because the VAT is refunded',
          'Because the exchange rate changes',
          'Because the buyer pays the freight',
        ],
        'A',
        [
          '利润按 FOB 售价的 10% 计：FOB = 成本 + 10% × FOB，所以 FOB = 成本 ÷ 0.9。',
          'Profit is 10% of the FOB price: FOB = cost + 10% × FOB, so FOB = cost ÷ 0.9.',
        ],
      ),
      trueFalse('If the rebate rate fell to 9%, the real purchase cost would go up.', true, [
        '退税减少，实际成本 = 135.60 × 1.04 ÷ 1.13 = 124.80 元，上升。',
        'A smaller rebate raises the real cost: 135.60 × 1.04 ÷ 1.13 = RMB 124.80.',
      ]),
      qa(
        'Write the quotation sentence for the email to Coastline Living, giving the CIF price.',
        'We are pleased to quote USD 21.39 per piece CIF Sydney for our 500 ml vacuum flasks.',
        [
          '报价四要素：计量单位、单价金额、贸易术语、目的港。',
          'A quoted price names the currency and amount, the unit, the trade term and the port.',
        ],
        15,
      ),
    ],
  ),
];
