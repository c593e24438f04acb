/**
 * Unit 11 of Advanced Business English, corporate responsibility and sustainability: a denim
 * maker's sustainability report, the words of CSR, whether going green pays, a short talk on
 * corporate responsibility, and BEC Reading Part 4 (multiple-choice cloze).
 */
import { QuestionTypeCodes as C, type TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { speaking } from '../../trainings/speaking-builders';
import { speechTask, word } from './helpers';

type Question = TTrainingSeed['questions'][number];

/** A multiple-choice cloze: gaps {{1}}… in the stem, four options each, `answers` the right option's index. */
function cloze(
  stem: string,
  options: string[][],
  answers: number[],
  analysis: readonly [string, string],
  fullMark = 15,
): Question {
  return {
    subject_type: C.cloze,
    stem,
    fullMark,
    analysis: { cn: analysis[0], en: analysis[1] },
    content: { blanks: options.map((o, i) => ({ options: o, answer: answers[i] ?? 0 })) },
  };
}

const talkWell: readonly [string, string] = [
  '结构清晰（观点—理由—例子—结论），用具体公司或数据支撑，语速适中，与听众有眼神交流。',
  'A clear structure (point, reasons, example, conclusion), a real company or figure as support, a steady pace and eye contact with the audience.',
];

export const UNIT_11_TRAININGS: TTrainingSeed[] = [
  training(
    'abe-read-sustainability-report',
    'readSkill',
    ['阅读：企业可持续发展报告', "Reading: a company's sustainability report"],
    [
      '阅读一家广东牛仔布企业可持续发展报告的摘要，区分已完成的目标和未完成的目标，判断报告是否坦诚。',
      'Read the summary of a Guangdong denim maker’s sustainability report, tell the targets it met from those it missed, and judge how honest the report is.',
    ],
    [
      text(
        `<bl>Kaiping Blue Denim — Sustainability Report 2025: Summary</bl>

<bl>Water.</bl> Finishing one pair of jeans used 38 litres of water in 2025, down from 62 litres in 2021. Most of the saving came from ozone and laser finishing, which replace traditional stone washing. 85% of process water is now treated and reused. <re>Target met.</re>

<bl>Energy and emissions.</bl> Rooftop solar panels with a capacity of 12 megawatts now supply 41% of our electricity. Scope 1 and 2 emissions (from our own factories and the energy we buy) fell by 18% compared with 2021. We aim for carbon-neutral operations by 2035.

<bl>Materials.</bl> Recycled cotton made up 9% of our fibre, below our target of 15%. Recycled fibre is still 20% more expensive than new cotton, and two customers rejected samples because of colour differences. <re>Target missed.</re>

<bl>People.</bl> The accident rate fell to 0.6 per 100 workers (1.1 in 2021). All three factories passed independent social audits.

<bl>What we have not yet measured.</bl> About 78% of the carbon footprint of a pair of jeans comes from our supply chain, mainly cotton farming and dyeing by suppliers (Scope 3). We began collecting data from our 40 largest suppliers in 2025 and will publish a full Scope 3 figure in the 2026 report.`,
        `开平蓝色牛仔 2025 年可持续发展报告摘要。水：2025 年每条牛仔裤后整理用水 38 升，2021 年为 62 升。大部分节水来自臭氧和激光后整理，取代了传统石磨水洗。85% 的工艺用水经处理后循环使用。目标已完成。能源与排放：装机容量 12 兆瓦的屋顶太阳能板现在提供 41% 的电力。范围一和范围二排放（来自自有工厂和外购能源）比 2021 年下降 18%。我们的目标是到 2035 年实现运营碳中和。材料：再生棉占纤维用量的 9%，低于 15% 的目标。再生纤维仍比新棉贵 20%，两家客户因色差拒收样品。目标未完成。员工：事故率降至每百名工人 0.6 起（2021 年为 1.1）。三家工厂均通过独立社会责任审核。尚未衡量的部分：一条牛仔裤约 78% 的碳足迹来自供应链，主要是供应商的棉花种植和染色（范围三）。我们 2025 年开始向 40 家最大供应商收集数据，将在 2026 年报告中公布完整的范围三数据。`,
        'Kaiping Blue Denim',
      ),
    ],
    [
      fillBlank(
        'Water used to finish one pair of jeans fell from {{1}} to {{2}} litres. Solar power supplies {{3}}% of the company’s electricity.',
        [['62'], ['38'], ['41']],
        ['数字见“水”和“能源”两段。', 'The figures are in the Water and Energy sections.'],
      ),
      matching(
        'Match each area with its result in 2025.',
        [
          ['water reuse', '85% of process water treated and reused'],
          ['recycled cotton', '9% of fibre, below the 15% target'],
          ['accident rate', '0.6 per 100 workers'],
          ['Scope 3 emissions', 'not yet measured in full'],
        ],
        ['区分已完成、未完成和尚未衡量的项目。', 'Tell the results apart: met, missed and not yet measured.'],
      ),
      choice(
        'Why did the company miss its recycled-cotton target?',
        [
          'Its factories could not process recycled fibre',
          'Recycled fibre costs more and some customers rejected samples because of colour differences',
          'The government banned recycled cotton',
          'It spent the money on solar panels',
        ],
        'B',
        [
          '“材料”一段给出两个原因：贵 20%，两家客户因色差拒收。',
          'The Materials section gives two reasons: 20% higher cost and samples rejected for colour.',
        ],
      ),
      trueFalse('The 18% cut in emissions includes the emissions of cotton farms that supply the company.', false, [
        '18% 只指范围一和范围二（自有工厂和外购能源）；棉花种植属于尚未衡量的范围三。',
        'The 18% covers only Scope 1 and 2 (own factories and bought energy); cotton farming is Scope 3, not yet measured.',
      ]),
      qa(
        'Why is the section "What we have not yet measured" important for judging the report?',
        'Because about 78% of the footprint of a pair of jeans comes from the supply chain (Scope 3), so the 18% cut covers only a small part of the total; by saying this openly and promising a full figure, the company makes the report more honest and avoids greenwashing.',
        [
          '关键：范围三占 78%，只报范围一、二会夸大成效；主动披露体现透明度。',
          'The key point: Scope 3 is 78%, so reporting only Scope 1 and 2 would overstate progress; saying so openly shows transparency.',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'abe-words-csr',
    'wordTraining',
    ['单词训练：企业社会责任', 'Word training: corporate social responsibility'],
    [
      '朗读企业社会责任与可持续发展的核心词，中文给出词义和搭配。',
      'Read aloud the key words of corporate social responsibility and sustainability; the Chinese gives the meaning and a phrase.',
    ],
    [
      word('sustainability', '可持续性（a sustainability report 可持续发展报告）'),
      word('emissions', '排放（cut carbon emissions 减少碳排放）'),
      word('stakeholder', '利益相关者（engage with stakeholders 与利益相关方沟通）'),
      word('transparency', '透明度（supply chain transparency 供应链透明度）'),
      word('renewable', '可再生的（renewable energy 可再生能源）'),
      word('philanthropy', '慈善（corporate philanthropy 企业慈善）'),
      word('accountability', '问责；责任（accountability for results 对结果负责）'),
      word('greenwashing', '漂绿；虚假环保宣传（accused of greenwashing 被指漂绿）'),
    ],
  ),
  training(
    'abe-topic-going-green-pays',
    'topicDiscuss',
    ['话题讨论：绿色经营能否带来利润', 'Topic discussion: does going green pay?'],
    [
      '阅读两家企业的绿色转型数据和两种观点，讨论绿色经营能否带来利润、在什么条件下带来利润。',
      'Read the figures of two companies’ green changes and two views on them, then discuss whether going green pays, and when.',
    ],
    [
      text(
        `<bl>Case 1: Swiftline Logistics</bl> replaced 60 diesel vans with electric ones in Shenzhen. Each electric van cost RMB 90,000 more, but saves about RMB 30,000 a year in fuel and maintenance, and two large customers chose Swiftline because they must report lower emissions in their own supply chains.
<bl>Case 2: Harbour View Hotels</bl> removed single-use plastics from 14 hotels. Costs rose by RMB 1.2 million a year, guest complaints about missing toothbrushes rose at first, and there was no measurable increase in bookings.

<bl>View A</bl> (an investor): "Green projects pay when they cut costs or win customers. If they do neither, they are a cost that shareholders should not carry."
<bl>View B</bl> (a sustainability manager): "Some benefits do not show in one year's accounts: lower risk from future carbon taxes, easier hiring of young staff, a better reputation. Not everything valuable is immediately profitable."`,
        '案例一：迅捷物流在深圳把 60 辆柴油货车换成电动车。每辆电动车贵 9 万元，但每年节省约 3 万元燃油和维修费，而且两家大客户因自身供应链须报告更低排放而选择了迅捷。案例二：海景酒店在 14 家酒店取消一次性塑料用品。成本每年增加 120 万元，起初客人对没有牙刷的投诉增加，预订量没有可衡量的增长。观点 A（投资者）：绿色项目在降低成本或赢得客户时才有回报；两者都做不到，就是股东不应承担的成本。观点 B（可持续发展经理）：有些好处不会体现在一年的账目里：未来碳税风险降低、更容易招到年轻员工、声誉更好。并非所有有价值的东西都能立即盈利。',
      ),
    ],
    [
      qa(
        'How many years does it take for one of Swiftline’s electric vans to pay back its extra cost from savings alone? Show your calculation and name the other benefit Swiftline gained.',
        'About three years: RMB 90,000 ÷ RMB 30,000 a year = 3 years. Swiftline also won two large customers who need lower emissions in their supply chains.',
        [
          '回收期 = 额外投资 ÷ 每年节省 = 9 万 ÷ 3 万 = 3 年；另一好处是赢得客户。',
          'Payback = extra cost ÷ yearly saving = 90,000 ÷ 30,000 = 3 years; the other benefit is new customers.',
        ],
      ),
      qa(
        'Would View A and View B judge Harbour View’s plastics decision differently? Explain.',
        'View A would call it a cost that does not pay, because costs rose by RMB 1.2 million and bookings did not increase. View B might still support it for longer-term benefits such as reputation, meeting future rules on plastics and attracting staff who care about the environment.',
        [
          '用两种观点的标准分别评价同一案例：短期财务回报 vs. 长期、难以量化的收益。',
          'Apply each view’s test to the same case: short-term financial return versus longer-term benefits that are hard to measure.',
        ],
      ),
      writing(
        'Post your view (at least 150 words): does going green pay? Use both cases and say under what conditions a green project is worth doing.',
        150,
        'Going green pays when it is planned as a business decision, not only as a gesture. Swiftline is a good example: its electric vans pay back their extra cost in about three years and helped it win two large customers, so the project makes money and reduces risk. Harbour View shows the opposite: removing plastics was the right thing to do, but the hotel raised costs by RMB 1.2 million without explaining the change to guests or using it in its marketing, so it gained little. In my view a green project is worth doing under three conditions: it cuts a real cost such as fuel, energy or waste; customers or regulators value it, now or soon; and the company measures the results and tells its stakeholders about them. View B is right that some benefits take years to appear, but managers should still estimate them, otherwise "green" becomes an excuse for spending without control.',
        [
          '评分要点：明确立场；两个案例都用到并有数据；提出判断条件；回应两种观点；结构清晰。',
          'Marked on: a clear position; both cases used with figures; conditions for a worthwhile project; a response to both views; clear structure.',
        ],
      ),
    ],
  ),
  speaking(
    'abe-speech-csr-talk',
    'speechSkill',
    ['演讲：企业社会责任简短演讲', 'Speech: a short talk on corporate responsibility'],
    [
      '在公司年度员工大会上就企业社会责任发表一段简短演讲，并回答听众提问。',
      'Give a short talk on corporate responsibility at your company’s annual staff meeting, then answer questions from the audience.',
    ],
    [
      speechTask(
        'You work for a furniture maker with 800 staff. Give a two-minute talk to your colleagues: what corporate social responsibility means for a company like yours, one thing the company already does well, and one new project you propose for next year.',
        talkWell,
        60,
        120,
      ),
      speechTask(
        'A colleague asks: "Isn’t CSR just advertising? Why should we spend money on it?" Answer in one minute.',
        talkWell,
        30,
        60,
      ),
      speechTask(
        'Close your talk in 45 seconds: sum up your main point and ask your colleagues to take one concrete action.',
        talkWell,
        15,
        45,
      ),
    ],
  ),
  training(
    'abe-read-bec-cloze',
    'readSkill',
    ['阅读：BEC 阅读第四部分——完形填空', 'Reading: BEC Reading Part 4, multiple-choice cloze'],
    [
      'BEC 高级阅读第四部分：阅读一篇关于可持续发展报告的短文，为每个空选出最合适的词。此部分重点考查词汇搭配和固定用法。',
      'BEC Higher Reading Part 4: read a short article on sustainability reporting and choose the best word for each gap. This part tests collocations and fixed expressions.',
    ],
    [],
    [
      cloze(
        'Ten years ago, only a few large companies published a sustainability report. Today it is almost {{1}} practice among listed firms, and in many markets it is becoming a legal {{2}}. Investors use the reports to {{3}} how well a company is prepared for climate risks, while customers want evidence that suppliers {{4}} the standards they promise. A report that only lists achievements, however, can do more harm than good: readers quickly {{5}} greenwashing.',
        [
          ['ordinary', 'frequent', 'standard', 'plain'],
          ['demand', 'requirement', 'request', 'need'],
          ['value', 'price', 'count', 'assess'],
          ['meet', 'do', 'make', 'fill'],
          ['doubt', 'wonder', 'suspect', 'question'],
        ],
        [2, 1, 3, 0, 2],
        [
          '搭配：standard practice 惯例；legal requirement 法定要求；assess how well 评估；meet standards 达到标准；suspect greenwashing 怀疑漂绿（suspect 后接怀疑存在的事物，doubt 表示不相信）。',
          'Collocations: "standard practice", "a legal requirement", "assess how well", "meet the standards", "suspect greenwashing" ("suspect" means you think something bad is true; "doubt" means you think it is not).',
        ],
      ),
      cloze(
        'The most credible reports are those that {{1}} failures as openly as successes. They set targets against a clear {{2}} year, explain the reasons when a target is {{3}}, and have their figures checked by an independent {{4}}. Above all, they show how sustainability is {{5}} into everyday business decisions rather than treated as a separate project.',
        [
          ['confess', 'admit', 'agree', 'accept'],
          ['start', 'first', 'origin', 'base'],
          ['missed', 'lost', 'failed', 'dropped'],
          ['inspector', 'examiner', 'auditor', 'controller'],
          ['made', 'built', 'given', 'set'],
        ],
        [1, 3, 0, 2, 1],
        [
          '搭配：admit failures 承认失败；base year 基准年；miss a target 未达目标；independent auditor 独立审计师；be built into 融入。',
          'Collocations: "admit failures", "base year", "a target is missed", "an independent auditor", "built into everyday decisions".',
        ],
      ),
      choice(
        'According to the text, what makes a sustainability report credible?',
        [
          'Listing as many achievements as possible',
          'Reporting failures openly, with checked figures',
          'Publishing it every month',
          'Treating sustainability as a separate project',
        ],
        'B',
        [
          '第二段：坦诚报告失败、设定基准年、解释未达原因、独立核查。',
          'Paragraph 2: report failures openly, use a base year, explain missed targets, have figures checked independently.',
        ],
        5,
      ),
    ],
  ),
];
