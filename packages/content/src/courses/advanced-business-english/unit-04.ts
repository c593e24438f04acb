/**
 * Unit 4 of Advanced Business English, finance and accounting: the highlights of a listed pump
 * maker's annual report, the words of financial statements, a finance director on quarterly
 * results, a results announcement to translate, and BEC Writing Part 1 (describing a graph).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  jumbled,
  matching,
  qa,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { speaking } from '../../trainings/speaking-builders';
import { word } from './helpers';

export const UNIT_4_TRAININGS: TTrainingSeed[] = [
  training(
    'abe-read-annual-report',
    'readSkill',
    ['阅读：上市公司年报摘要', "Reading: the highlights of a listed company's annual report"],
    [
      '阅读一家深交所上市水泵企业的年报摘要和董事长致辞，读懂关键财务指标及其变化原因。',
      'Read the highlights and the chairman’s statement of a pump maker listed in Shenzhen: understand the key figures and why they changed.',
    ],
    [
      text(
        `<bl>Zhejiang Hengfeng Pumps Co., Ltd — Annual Report 2025: Highlights</bl>

Revenue: RMB 4.82 billion (2024: RMB 4.32 billion), <re>up 11.6%</re>
Gross margin: 30.5% (2024: 31.2%)
Net profit attributable to shareholders: RMB 512 million (2024: RMB 473 million), up 8.3%
Earnings per share: RMB 0.86 (2024: RMB 0.79)
Net cash from operating activities: RMB 690 million
Overseas revenue: 38% of the total (2024: 33%)
Research and development: 5.4% of revenue
Debt-to-asset ratio: 41%
Proposed final dividend: RMB 0.30 per share

<bl>From the Chairman's statement</bl>
"2025 was a year of strong growth abroad. Sales of our energy-saving pumps in Southeast Asia and the Middle East rose by more than 30%, and overseas business now makes up almost two fifths of our revenue. At home, demand from the property sector remained weak, but orders for farm irrigation and water treatment grew steadily.

Profit rose more slowly than sales. Higher prices for steel and copper, together with the cost of opening our new factory in Thailand, reduced our gross margin. We expect the Thai plant to reach full capacity in the second half of 2026, which will lower our costs and shorten delivery times to customers in the region.

The main risks for 2026 are raw-material prices and exchange rates. We will continue to invest in research and keep a strong balance sheet."`,
        `浙江恒丰泵业股份有限公司 2025 年年报摘要：营业收入 48.2 亿元（2024 年 43.2 亿元），增长 11.6%；毛利率 30.5%（2024 年 31.2%）；归属于股东的净利润 5.12 亿元（2024 年 4.73 亿元），增长 8.3%；每股收益 0.86 元（2024 年 0.79 元）；经营活动产生的现金流量净额 6.9 亿元；海外收入占总收入 38%（2024 年 33%）；研发投入占营业收入 5.4%；资产负债率 41%；拟派末期股息每股 0.30 元。

董事长致辞摘录：“2025 年是海外业务强劲增长的一年。我们的节能水泵在东南亚和中东的销售额增长超过 30%，海外业务已占收入的近五分之二。在国内，房地产行业需求依然疲弱，但农田灌溉和水处理订单稳步增长。利润增速低于销售增速：钢、铜价格上涨，加上泰国新工厂的开办成本，拉低了毛利率。我们预计泰国工厂将于 2026 年下半年达产，这将降低成本并缩短对该地区客户的交货期。2026 年的主要风险是原材料价格和汇率。我们将继续投入研发，保持稳健的资产负债表。”`,
        'Hengfeng Pumps annual report 2025',
      ),
    ],
    [
      fillBlank(
        'Revenue grew by {{1}}% in 2025, but net profit grew by only {{2}}%. Overseas business was {{3}}% of revenue.',
        [['11.6'], ['8.3'], ['38']],
        [
          '数字直接取自摘要：收入 +11.6%，净利润 +8.3%，海外占 38%。',
          'The figures come straight from the highlights: revenue +11.6%, net profit +8.3%, overseas 38%.',
        ],
      ),
      choice(
        'According to the chairman, why did profit rise more slowly than sales?',
        [
          'The company paid a larger dividend',
          'Raw-material prices and the start-up cost of the Thai factory reduced the gross margin',
          'Sales to the property sector fell to zero',
          'The company spent less on research',
        ],
        'B',
        [
          '致辞第二段：钢铜涨价和泰国工厂的开办成本拉低毛利率（31.2% → 30.5%）。',
          'The second paragraph: steel and copper prices and the Thai factory’s start-up costs cut the gross margin (31.2% → 30.5%).',
        ],
      ),
      matching(
        'Match each term from the report with its meaning.',
        [
          ['gross margin', 'gross profit as a percentage of revenue'],
          ['earnings per share', 'net profit divided by the number of shares'],
          ['debt-to-asset ratio', 'total liabilities as a percentage of total assets'],
          ['final dividend', 'the part of the profit paid to shareholders for the year'],
        ],
        [
          '毛利率、每股收益、资产负债率、末期股息的定义。',
          'Definitions of gross margin, earnings per share, debt-to-asset ratio and final dividend.',
        ],
      ),
      trueFalse('Demand from the domestic property sector was strong in 2025.', false, [
        '原文：demand from the property sector remained weak。',
        'The statement says "demand from the property sector remained weak".',
      ]),
      qa(
        'What benefits does the chairman expect from the Thai factory once it is at full capacity?',
        'Lower costs and shorter delivery times to customers in Southeast Asia.',
        [
          '致辞第二段最后一句：lower our costs and shorten delivery times。',
          'The end of the second paragraph: "lower our costs and shorten delivery times".',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'abe-words-financial-statements',
    'wordTraining',
    ['单词训练：财务报表', 'Word training: financial statements'],
    [
      '朗读资产负债表、利润表和现金流量表中的核心术语，中文给出词义和搭配。',
      'Read aloud the key terms of the balance sheet, the income statement and the cash flow statement; the Chinese gives the meaning and a phrase.',
    ],
    [
      word('revenue', '营业收入（annual revenue 年收入）'),
      word('liabilities', '负债（current liabilities 流动负债）'),
      word('depreciation', '折旧（depreciation of equipment 设备折旧）'),
      word('receivables', '应收账款（accounts receivable 应收账款）'),
      word('inventory', '存货（inventory turnover 存货周转率）'),
      word('overheads', '管理费用；间接费用（cut overheads 削减日常开支）'),
      word('dividend', '股息（pay a dividend 派发股息）'),
      word('solvency', '偿债能力（solvency ratio 偿付能力比率）'),
    ],
  ),
  training(
    'abe-hear-quarterly-results',
    'hearingSkill',
    ['听力：财务总监解读季度业绩', 'Listening: a finance director explains quarterly results'],
    [
      '听永明照明财务总监向分析师介绍第三季度业绩，注意各项数字及其变化原因。先完整听一遍再作答，最多播放 3 次。',
      'Listen to the finance director of Everbright Lighting present third-quarter results to analysts: note each figure and the reason for each change. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-quarterly-results.mp3', 'Everbright Lighting: third-quarter results')],
    [
      fillBlank(
        'Revenue: {{1}} million dollars, up {{2}}% year on year.',
        [
          ['186', 'one hundred and eighty six', 'one hundred eighty-six'],
          ['7', 'seven'],
        ],
        ['第二句：186 百万美元，同比增长 7%。', 'The second line: 186 million dollars, up seven percent.'],
      ),
      choice(
        'Why did the gross margin fall?',
        [
          'Sales in the United States fell',
          'Copper prices rose sharply',
          'A warehouse was closed',
          'The new price list started',
        ],
        'B',
        [
          '原文：mainly because copper prices rose sharply in July。',
          '"mainly because copper prices rose sharply in July".',
        ],
      ),
      trueFalse('Sales in the United States grew by fifteen percent.', false, [
        '增长 15% 的是欧洲，美国持平（flat）。',
        'Europe grew by fifteen percent; the United States was flat.',
      ]),
      choice(
        'How did the company reduce its operating costs?',
        [
          'By cutting its research budget',
          'By closing a warehouse in Ohio and moving the stock to New Jersey',
          'By buying cheaper copper',
          'By closing its European office',
        ],
        'B',
        [
          '原文：after closing our warehouse in Ohio and moving its stock to New Jersey。',
          '"after closing our warehouse in Ohio and moving its stock to New Jersey".',
        ],
      ),
      qa(
        'Does the company change its full-year forecast? Give the figure and the reason.',
        'No. It still expects revenue of 720 to 740 million dollars, because its new price list starts in October.',
        ['最后一句回答了分析师的问题。', 'The last line answers the analyst’s question.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'abe-trans-results-summary',
    'translateSkill',
    ['翻译：业绩公告摘要', 'Translation: a summary of financial results'],
    [
      '先配对业绩公告中的常用术语，再把一份业绩公告摘要在中英之间互译，数字、时间和增减表达要准确。',
      'Match the terms used in results announcements, then translate a summary of financial results between Chinese and English; figures, periods and words for rises and falls must be exact.',
    ],
    [],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['year on year', '同比'],
          ['quarter on quarter', '环比'],
          ['net profit attributable to shareholders', '归属于股东的净利润'],
          ['operating cash flow', '经营活动现金流'],
          ['guidance', '业绩指引'],
        ],
        [
          '业绩公告的固定对应：同比 / 环比不要混淆。',
          'Fixed equivalents in results announcements; do not confuse year on year with quarter on quarter.',
        ],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'For the six months ended 30 June 2026, revenue rose 9.4% year on year to RMB 2.67 billion, while net profit attributable to shareholders fell 3.1% to RMB 218 million.',
        '截至 2026 年 6 月 30 日止六个月，营业收入同比增长 9.4% 至 26.7 亿元，归属于股东的净利润下降 3.1% 至 2.18 亿元。',
        [
          'For the six months ended… 译为“截至……止六个月”；rose … to … 注意“增长 9.4% 至”；billion 换算为“亿”。',
          '"For the six months ended…" is 截至……止六个月; keep "rose … to …" as 增长……至; convert billion into 亿.',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'The decline in profit was mainly due to higher raw-material costs and a one-off charge of RMB 35 million for restructuring.',
        '利润下降主要是由于原材料成本上升以及一笔 3500 万元的一次性重组费用。',
        [
          'mainly due to 主要由于；one-off charge 一次性费用；restructuring 重组。',
          '"mainly due to" is 主要由于, "one-off charge" 一次性费用, "restructuring" 重组.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '报告期内，公司海外收入占比提升至 42%，经营活动现金流净额为 4.1 亿元。董事会建议不派发中期股息。',
        'During the reporting period, overseas revenue rose to 42% of the total, and net cash from operating activities was RMB 410 million. The board does not recommend an interim dividend.',
        [
          '报告期内 During the reporting period；占比提升至 rose to … of the total；4.1 亿 = 410 million；不派发中期股息 does not recommend an interim dividend。',
          'Use "during the reporting period", "rose to … of the total", 4.1 亿 = 410 million, and "does not recommend an interim dividend".',
        ],
      ),
      fillBlank(
        'Complete with the right verb: "Sales {{1}} by 12% to RMB 3 billion" (a rise). "Costs {{2}} by 5%" (a fall, in one word beginning with d).',
        [
          ['rose', 'increased', 'grew'],
          ['decreased', 'declined', 'dropped'],
        ],
        [
          '增加：rose / increased / grew；减少：decreased / declined / dropped。by 表示幅度，to 表示达到的数值。',
          'Rises: rose, increased, grew; falls: decreased, declined, dropped. "by" gives the change, "to" the new level.',
        ],
      ),
    ],
  ),
  training(
    'abe-write-bec-graph',
    'writingSkill',
    ['写作：BEC 写作第一部分——图表描述', 'Writing: BEC Writing Part 1, describing a graph'],
    [
      'BEC 高级写作第一部分：根据图表数据写一篇 120–140 词的短报告，概括主要趋势并做比较，不需要给出原因以外的个人观点。',
      'BEC Higher Writing Part 1: write a short report of 120–140 words from the data in a graph, summing up the main trends and making comparisons, without adding opinions.',
    ],
    [
      text(
        `<bl>The graph</bl>: quarterly revenue of three product lines at Nordholm Furniture, 2025 (EUR million)

Product line — Q1 / Q2 / Q3 / Q4
Office chairs — 12.0 / 12.4 / 12.1 / 12.3
Standing desks — 4.5 / 6.0 / 7.8 / 9.6
Bookcases — 8.2 / 7.1 / 6.3 / 5.0

Your manager has asked you to write a short report describing the changes in revenue of the three product lines during 2025.`,
        '图表：诺德霍尔姆家具 2025 年三条产品线的季度收入（百万欧元）。办公椅：12.0 / 12.4 / 12.1 / 12.3；升降桌：4.5 / 6.0 / 7.8 / 9.6；书柜：8.2 / 7.1 / 6.3 / 5.0。经理请你写一份短报告，描述三条产品线 2025 年的收入变化。',
        'Nordholm Furniture revenue by quarter',
      ),
    ],
    [
      fillBlank(
        'Choose the best word from the bank. Revenue from standing desks rose {{1}}, more than doubling over the year. Office-chair revenue remained {{2}} at around EUR 12 million. Bookcase revenue fell {{3}}, from 8.2 to 5.0 million.',
        [
          ['steadily', 'sharply'],
          ['stable', 'steady'],
          ['steadily', 'sharply'],
        ],
        [
          '升降桌每季度都增长且翻倍以上（steadily / sharply 均可）；办公椅基本不变用 stable / steady；书柜持续下降。',
          'Standing desks grew every quarter and more than doubled (steadily or sharply); chairs stayed stable; bookcases fell every quarter.',
        ],
        10,
        ['steadily', 'stable', 'sharply', 'slightly'],
      ),
      jumbled(
        'Put the words in order to make the opening sentence of the report.',
        'This report describes the revenue of our three product lines in 2025.',
        ['BEC 图表作文第一句说明报告目的。', 'The first sentence of a BEC graph report states its purpose.'],
      ),
      fillBlank(
        'Complete the comparison: "By the fourth quarter, standing desks earned almost {{1}} as much as bookcases." (9.6 against 5.0)',
        [['twice']],
        ['9.6 约为 5.0 的两倍：almost twice as much as。', '9.6 is almost two times 5.0: "almost twice as much as".'],
      ),
      writing(
        'Write the report (120–140 words). Describe the trend of each product line, compare them and give the key figures.',
        120,
        `This report describes the revenue of our three product lines in 2025.

Standing desks showed the strongest growth. Revenue rose steadily every quarter, from EUR 4.5 million in Q1 to EUR 9.6 million in Q4, more than doubling over the year.

Office chairs, our largest line, remained stable. Revenue moved only slightly, between EUR 12.0 and 12.4 million, and ended the year at EUR 12.3 million.

By contrast, bookcases declined throughout the year. Revenue fell from EUR 8.2 million in the first quarter to EUR 5.0 million in the fourth, a drop of almost 40%.

As a result, standing desks overtook bookcases in the third quarter, and by the end of the year they earned almost twice as much. Office chairs, however, still brought in the most revenue.`,
        [
          '评分要点：120–140 词；覆盖三条产品线；用准确的趋势词和数字；有比较（by contrast, overtook, twice as much）；不加入图表外的观点。',
          'Marked on: 120–140 words; all three lines covered; exact trend words and figures; comparisons ("by contrast", "overtook", "twice as much"); no opinions beyond the data.',
        ],
      ),
    ],
  ),
];
