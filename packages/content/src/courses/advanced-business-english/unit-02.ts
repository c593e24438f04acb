/**
 * Unit 2 of Advanced Business English, marketing: the words of the marketing mix, the research
 * behind a canned oat-milk coffee, a manager presenting a jacket campaign, a research
 * questionnaire to write, and BEC Listening Part 1 (note completion).
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
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { speaking } from '../../trainings/speaking-builders';
import { word } from './helpers';

export const UNIT_2_TRAININGS: TTrainingSeed[] = [
  speaking(
    'abe-words-marketing-mix',
    'wordTraining',
    ['单词训练：营销组合', 'Word training: the marketing mix'],
    [
      '朗读营销组合（产品、价格、渠道、促销）中最常用的术语，中文给出词义和搭配。',
      'Read aloud the terms used most when talking about the marketing mix (product, price, place, promotion); the Chinese gives the meaning and a phrase.',
    ],
    [
      word('segmentation', '市场细分（market segmentation 市场细分）'),
      word('positioning', '定位（brand positioning 品牌定位）'),
      word('distribution', '分销；渠道（distribution channel 分销渠道）'),
      word('promotion', '促销；推广（sales promotion 促销活动）'),
      word('premium', '高端的；溢价（premium pricing 高价策略）'),
      word('packaging', '包装（eye-catching packaging 醒目的包装）'),
      word('endorsement', '代言；认可（celebrity endorsement 名人代言）'),
      word('penetration', '渗透（market penetration pricing 市场渗透定价）'),
    ],
  ),
  training(
    'abe-read-market-research',
    'readSkill',
    ['阅读：一款新产品的市场调研', 'Reading: market research for a new product'],
    [
      '阅读成都一家初创企业为罐装燕麦奶咖啡所做的市场调研，注意调研方法、数据和最终决定。',
      'Read how a Chengdu start-up researched the market for a canned oat-milk coffee: note the methods, the figures and the decision it took.',
    ],
    [
      text(
        `<bl>Before the first can: how Lumo tested its market</bl>

<bl>Lumo Drinks</bl>, a Chengdu start-up founded by two former coffee-shop managers, wanted to sell a ready-to-drink oat-milk latte in cans. Before spending money on a production line, the founders ran three months of research.

They began with <re>desk research</re>: industry reports showed that sales of plant-based milk in China had grown by more than 20% a year since 2020, mostly among urban consumers under 35. Next came an <re>online survey</re> of 1,200 people aged 18 to 35 in Chengdu, Chongqing and Xi'an. 62% had already tried oat milk, but only 15% drank canned coffee every week. The most common reason for not buying canned coffee was "too sweet" (48%), followed by price (31%).

Finally, Lumo held six <re>focus groups</re> and a blind taste test against two leading brands. Lumo's less-sweet recipe won in four of the six groups. When asked about price, 45% of the survey group said they would pay up to 8 yuan a can, but only 12% would pay 10 yuan.

The decision: launch at <bl>7.5 yuan</bl>, with 30% less sugar than the market leaders, and sell first through convenience stores near offices and universities in Chengdu and Chongqing. Xi'an will follow if the first six months reach sales of 400,000 cans.`,
        `第一罐之前：Lumo 如何测试市场

Lumo 饮品是由两位前咖啡店经理在成都创办的初创企业，想推出一款罐装即饮燕麦奶拿铁。在投资生产线之前，两位创始人做了三个月的调研。

他们先做案头调研：行业报告显示，自 2020 年以来中国植物奶销量每年增长超过 20%，主要集中在 35 岁以下的城市消费者。随后，他们在成都、重庆和西安对 1200 名 18 至 35 岁的人进行了网络问卷调查：62% 的人喝过燕麦奶，但只有 15% 的人每周喝罐装咖啡。不买罐装咖啡最常见的原因是“太甜”（48%），其次是价格（31%）。

最后，Lumo 组织了六场焦点小组，并与两个领先品牌进行盲测。Lumo 的低糖配方在六组中的四组胜出。问到价格时，45% 的受访者愿意为一罐付最多 8 元，但只有 12% 愿意付 10 元。

决定：定价每罐 7.5 元，含糖量比市场领先品牌低 30%，首先通过成都和重庆写字楼及高校附近的便利店销售。如果前六个月销量达到 40 万罐，再进入西安。`,
        'Lumo Drinks',
      ),
    ],
    [
      matching(
        'Match each research method with what Lumo learned from it.',
        [
          ['desk research', 'plant-based milk sales have grown over 20% a year'],
          ['online survey', 'most non-buyers find canned coffee too sweet'],
          ['blind taste test', "Lumo's recipe won in four of the six groups"],
        ],
        [
          '案头调研用现成报告，问卷得到态度和价格数据，盲测比较口味。',
          'Desk research uses existing reports, the survey gives attitudes and prices, the blind test compares taste.',
        ],
      ),
      choice(
        'Why did Lumo choose a price of 7.5 yuan?',
        [
          'It is the same price as the market leaders',
          'Almost half the people surveyed would pay up to 8 yuan, but very few would pay 10',
          'The focus groups asked for the cheapest product',
          'Convenience stores set the price',
        ],
        'B',
        [
          '45% 愿付 8 元以内，只有 12% 愿付 10 元，所以定在 8 元以下。',
          '45% would pay up to 8 yuan but only 12% would pay 10, so the price stays under 8.',
        ],
      ),
      trueFalse('Most of the people in the survey drank canned coffee every week.', false, [
        '只有 15% 每周喝罐装咖啡；62% 是喝过燕麦奶的比例。',
        'Only 15% drank canned coffee weekly; 62% is the share who had tried oat milk.',
      ]),
      fillBlank(
        'The new drink has {{1}}% less sugar than the market leaders. Lumo will sell in Xi’an only if it sells {{2}} cans in the first six months.',
        [
          ['30', 'thirty'],
          ['400,000', '400000', 'four hundred thousand'],
        ],
        ['最后一段：30% less sugar；400,000 cans。', 'The last paragraph: "30% less sugar" and "400,000 cans".'],
      ),
      qa(
        'How did the research results shape the product itself, not only its price? Give one example.',
        'The survey showed that "too sweet" was the main reason people did not buy canned coffee, so Lumo made a less-sweet recipe with 30% less sugar, and the taste test confirmed that people preferred it.',
        [
          '把“太甜”（48%）和低糖配方、盲测结果联系起来。',
          'Link the "too sweet" finding (48%) with the less-sweet recipe and the taste-test result.',
        ],
        10,
      ),
    ],
  ),
  training(
    'abe-hear-campaign',
    'hearingSkill',
    ['听力：营销经理介绍推广方案', 'Listening: a marketing manager presents a campaign'],
    [
      '听阿尔皮纳户外营销经理介绍新款夹克的推广方案，注意目标客户、各阶段安排、预算和目标。先完整听一遍再作答，最多播放 3 次。',
      'Listen to the marketing manager of Alpina Outdoor present the campaign for a new jacket: note the target customers, the phases, the budget and the target. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-campaign.mp3', 'Alpina Outdoor: the Summit Three campaign')],
    [
      choice(
        'Who are the target customers of the Summit Three?',
        [
          'Professional mountain guides',
          'City hikers aged 25 to 40',
          'Teenagers who play outdoor sports',
          'Retired people who walk every day',
        ],
        'B',
        ['原文：city hikers aged twenty five to forty。', '"city hikers aged twenty five to forty".'],
      ),
      fillBlank(
        'Phase 1, March: {{1}} videos on social media. Phase 2: launch event in {{2}} on 12 April.',
        [['teaser'], ['Manchester']],
        [
          '预热视频（teaser videos）在三月；发布会在曼彻斯特。',
          'Teaser videos in March; the launch event is in Manchester.',
        ],
      ),
      trueFalse('The March videos show the jacket in detail.', false, [
        '原文：without showing the product。预热视频的特点就是不展示产品。',
        'She says "without showing the product": that is what a teaser does.',
      ]),
      choice(
        'What takes almost half of the £420,000 budget?',
        ['The launch event', 'The social media videos', 'The work with the bloggers', 'The rain room'],
        'C',
        ['原文：almost half of it goes on the bloggers。', '"almost half of it goes on the bloggers".'],
      ),
      qa(
        'What is the sales target of the campaign?',
        'To sell 20,000 jackets by the end of September.',
        ['最后一句。', 'The last line of the presentation.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'abe-write-questionnaire',
    'writingSkill',
    ['写作：市场调研问卷', 'Writing: a market research questionnaire'],
    [
      '为一家咖啡连锁店的校园外送服务设计一份英文市场调研问卷：先做问题类型和措辞练习，再写完整问卷（不少于 150 词）。',
      'Design an English market research questionnaire for a coffee chain’s campus delivery service: first practise question types and wording, then write the full questionnaire (at least 150 words).',
    ],
    [
      text(
        `<bl>Brief from Bean Street Coffee (Hangzhou)</bl>
We are thinking of launching a delivery service to student dormitories on three university campuses from September. Before we invest in riders and packaging, we want to know: how often students buy coffee, how much they spend, what time they would order, how much they would pay for delivery (we are considering 2 or 3 yuan) and which drinks they want. The questionnaire must take under three minutes, be anonymous and end with a thank-you and a chance to win a month of free coffee.`,
        '来自杭州豆街咖啡的需求说明：我们计划从九月起向三所大学的学生宿舍提供外送服务。在投入骑手和包装之前，我们想了解：学生多久买一次咖啡、花多少钱、会在什么时间点单、愿意为外送付多少钱（我们考虑 2 元或 3 元）以及想要哪些饮品。问卷须在三分钟内完成，匿名，并在结尾致谢，附抽奖赢取一个月免费咖啡的机会。',
        'The brief',
      ),
    ],
    [
      fillBlank(
        'Name the question types. "Do you drink coffee? Yes / No" is a {{1}} question. "What would make you order more often?" is an {{2}} question. "Rate our delivery idea from 1 (poor) to 5 (excellent)" uses a rating {{3}}.',
        [['closed', 'yes/no', 'yes-no'], ['open', 'open-ended'], ['scale']],
        [
          '封闭式问题便于统计，开放式问题收集原因和建议，评分量表衡量态度强弱。',
          'Closed questions are easy to count, open questions collect reasons and ideas, a rating scale measures how strongly people feel.',
        ],
      ),
      fillBlank(
        'A leading question pushes people towards an answer. Rewrite "Don’t you agree that 3 yuan is a fair delivery fee?" as a neutral question: "How much {{1}} you be willing to pay for delivery?"',
        [['would']],
        [
          '中立问法不暗示答案：How much would you be willing to pay…?',
          'A neutral question suggests no answer: "How much would you be willing to pay…?"',
        ],
      ),
      jumbled(
        'Put the words in order to make the opening line of the questionnaire.',
        'This survey takes about three minutes and your answers are anonymous.',
        [
          '问卷开头说明用时和匿名性，提高回答率。',
          'Opening with the time it takes and a promise of anonymity raises the response rate.',
        ],
      ),
      writing(
        'Write the questionnaire for Bean Street Coffee: a short introduction, 8 to 10 questions that cover every point of the brief (use closed, multiple-choice, rating-scale and at least one open question), and a closing line.',
        150,
        `Bean Street Coffee – Campus Delivery Survey
This survey takes about three minutes and your answers are anonymous. Thank you for helping us.

1. How often do you buy coffee? □ Every day □ 3–5 times a week □ 1–2 times a week □ Less often
2. How much do you usually spend on one drink? □ Under 10 yuan □ 10–15 yuan □ 16–20 yuan □ Over 20 yuan
3. Where do you usually buy it? □ Campus café □ Chain coffee shop □ Delivery app □ Other: ____
4. Would you use a delivery service to your dormitory? □ Yes □ Maybe □ No
5. At what time would you most likely order? □ Before 9 am □ 9–12 □ 12–5 pm □ After 5 pm
6. Which delivery fee would you accept? □ 2 yuan □ 3 yuan □ I would not pay a fee
7. Which drinks would you order? (Tick all that apply) □ Latte □ Americano □ Oat-milk drinks □ Tea drinks
8. How important is delivery within 20 minutes? (1 = not important, 5 = very important) 1 2 3 4 5
9. What would make you order from us more often?
________________________________
Thank you! Leave your student email below if you would like to enter the draw for a month of free coffee.`,
        [
          '评分要点：覆盖需求中的全部信息（频率、花费、时间、外送费、饮品）；问题类型多样且措辞中立；选项互不重叠；有开头说明和结尾致谢。',
          'Marked on: every point of the brief (frequency, spending, time, fee, drinks); a mix of question types in neutral wording; options that do not overlap; an introduction and a closing thank-you.',
        ],
      ),
    ],
  ),
  training(
    'abe-hear-bec-note-completion',
    'hearingSkill',
    ['听力：BEC 听力第一部分——信息填空', 'Listening: BEC Listening Part 1, note completion'],
    [
      'BEC 高级听力第一部分：听一位营销总监布置参加汉堡数字营销论坛的安排，边听边补全笔记，每空填一到三个词或一个数字。先完整听一遍再作答，最多播放 3 次。',
      'BEC Higher Listening Part 1: listen to a marketing director give the arrangements for the Digital Marketing Forum in Hamburg and complete the notes with one to three words or a number. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-bec-notes.mp3', 'Briefing: the Digital Marketing Forum')],
    [
      fillBlank(
        'Dates of the forum: {{1}} May. Our stand: {{2}}, Hall Four.',
        [
          ['14-15', '14–15', '14 and 15', '14th and 15th', 'fourteenth and fifteenth'],
          ['B27', 'B 27', 'B twenty seven'],
        ],
        ['日期题注意两个日期都要写；展位号 B27 在四号馆。', 'Write both dates; the stand is B27 in Hall Four.'],
      ),
      fillBlank(
        'Demonstration of the new {{1}} app at 11:00 each day; sales team on the stand by {{2}}.',
        [['analytics'], ['10:30', '10.30', 'half past ten']],
        [
          '演示的是数据分析应用（analytics app）；销售团队须十点半到位。',
          'They demonstrate the analytics app; the sales team must be there by half past ten.',
        ],
      ),
      fillBlank(
        'Brochures: {{1}} in German and 200 in English, delivered by the printers on {{2}} May.',
        [
          ['500', 'five hundred'],
          ['9', '9th', 'ninth', 'the ninth'],
        ],
        [
          '五百份德文、两百份英文；九日送达。',
          'Five hundred in German, two hundred in English; delivered on the ninth.',
        ],
      ),
      fillBlank(
        'Register on the company {{1}} by 30 April. Contact in Hamburg: Katrin {{2}}.',
        [['intranet'], ['Vogel']],
        [
          '在公司内网登记；人名按拼读 V-O-G-E-L 写出。',
          'Register on the intranet; spell the name as it is spelled out: V-O-G-E-L.',
        ],
      ),
      choice(
        'What happens if staff do not register in time?',
        [
          'They pay for their own hotel',
          'They will not get a pass',
          'They cannot do the demonstration',
          'They must travel on the ninth',
        ],
        'B',
        ['原文：or you will not get a pass。', '"or you will not get a pass".'],
      ),
    ],
    LISTENING_RULES,
  ),
];
