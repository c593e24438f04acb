/**
 * Unit 8 of Advanced Business English, e-commerce and digital business: four business models of
 * cross-border platforms, the words of digital marketing, a cookware brand's live-stream sales,
 * a social media promotion plan, and BEC Listening Part 2 (matching speakers).
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

export const UNIT_8_TRAININGS: TTrainingSeed[] = [
  training(
    'abe-read-cross-border-models',
    'readSkill',
    ['阅读：跨境电商平台的商业模式', 'Reading: the business models of cross-border e-commerce platforms'],
    [
      '阅读一家南京灯具企业对四种跨境电商模式的比较，理解每种模式由谁定价、谁负责物流、谁拥有客户，再回答问题。',
      'Read how a Nanjing lighting company compared four cross-border e-commerce models: who sets the price, who handles logistics and who owns the customer in each. Then answer the questions.',
    ],
    [
      text(
        `<bl>Four ways to sell abroad online</bl>

When <bl>Yuecheng Lighting</bl>, a Nanjing maker of LED desk lamps, decided to sell directly to consumers in Europe and North America, its export manager, Zhang Hui, compared four business models.

On an <re>open marketplace</re>, thousands of independent sellers list their own products. Yuecheng would set its prices, pay the platform a commission of 8–15% on each sale plus advertising fees, and either ship orders itself or pay the platform to store and deliver them. Reach is enormous, but so is competition: a search for "LED desk lamp" returns more than 20,000 results.

A <re>self-operated platform</re> buys goods from suppliers and resells them under its own control. Yuecheng would simply be a wholesaler, with a lower margin but no marketing work.

The newest option is the <re>fully managed model</re>. Yuecheng would only deliver stock to the platform's warehouse in China; the platform sets the retail price, runs the promotions, ships the parcels and handles returns. It is the easiest way to start, but the seller loses control of price, and margins are often squeezed.

Finally, an <re>independent online store</re> on a rented shop system gives Yuecheng full control of its brand, prices and customer data, but every visitor has to be won through its own advertising, and payment, tax and delivery in each country must be organised by the company itself.

Zhang's decision: start with a fully managed platform to learn what sells, move the best-selling models to an open marketplace within a year, and open an independent store once the brand is known.`,
        `网上出海的四种方式：南京一家 LED 台灯制造商——悦城照明决定直接向欧洲和北美消费者销售时，出口经理张慧比较了四种商业模式。

在开放式平台上，成千上万的独立卖家发布自己的商品。悦城自行定价，每笔销售向平台支付 8%–15% 的佣金外加广告费，自行发货或付费由平台仓储和配送。覆盖面很广，竞争也很激烈：搜索“LED 台灯”有两万多条结果。

自营平台从供应商处采购商品，在自己的控制下转售。悦城只相当于批发商，利润较低但无需做营销。

最新的选择是全托管模式。悦城只需把货送到平台在国内的仓库；平台定零售价、做促销、发包裹、处理退货。这是最容易起步的方式，但卖家失去定价权，利润常被压缩。

最后，在租用的建站系统上开设独立站，悦城能完全掌控品牌、价格和客户数据，但每位访客都要靠自己的广告争取，各国的支付、税务和配送也须自己安排。

张慧的决定：先上全托管平台了解什么好卖，一年内把畅销款转到开放式平台，品牌有知名度后再开独立站。`,
        'Yuecheng Lighting',
      ),
    ],
    [
      matching(
        'Match each model with who sets the retail price.',
        [
          ['open marketplace', 'the seller sets its own price and pays a commission'],
          ['self-operated platform', 'the platform, after buying the goods from the supplier'],
          ['fully managed model', 'the platform, while the seller only supplies stock'],
          ['independent online store', 'the company, which also owns the customer data'],
        ],
        [
          '定价权是区分四种模式的关键：开放平台和独立站由卖家定价，自营和全托管由平台定价。',
          'Who sets the price is the key difference: the seller on a marketplace or its own store, the platform in the self-operated and fully managed models.',
        ],
      ),
      choice(
        'What is the main drawback of the fully managed model for Yuecheng?',
        [
          'It must build its own warehouse abroad',
          'It loses control of price and its margins are often squeezed',
          'It must organise tax in every country',
          'It cannot sell in North America',
        ],
        'B',
        [
          '原文：the seller loses control of price, and margins are often squeezed。',
          'The text: "the seller loses control of price, and margins are often squeezed".',
        ],
      ),
      fillBlank(
        'On an open marketplace the platform takes a commission of {{1}} on each sale. A search for "LED desk lamp" returns more than {{2}} results.',
        [
          ['8-15%', '8–15%', '8 to 15%', '8-15', '8–15'],
          ['20,000', '20000', 'twenty thousand'],
        ],
        ['第二段的两个数字。', 'The two figures in paragraph 2.'],
      ),
      trueFalse('An independent online store gives the company its customers’ data.', true, [
        '原文：full control of its brand, prices and customer data。',
        'The text: "full control of its brand, prices and customer data".',
      ]),
      qa(
        'Why does Zhang Hui plan to open the independent store last, not first?',
        'Because on its own store every visitor has to be won through Yuecheng’s own advertising, and it must organise payment, tax and delivery itself; this only makes sense once the brand is known and the company has learned which lamps sell.',
        [
          '独立站的流量和运营成本都由企业承担，适合在品牌有知名度之后。',
          'An independent store needs its own traffic and operations, so it comes after the brand is known.',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'abe-words-digital-marketing',
    'wordTraining',
    ['单词训练：数字营销', 'Word training: digital marketing'],
    [
      '朗读数字营销和电商运营中的核心词，中文给出词义和搭配。',
      'Read aloud the key words of digital marketing and online selling; the Chinese gives the meaning and a phrase.',
    ],
    [
      word('algorithm', '算法（the platform’s recommendation algorithm 平台推荐算法）'),
      word('conversion', '转化（conversion rate 转化率）'),
      word('engagement', '互动（engagement rate 互动率）'),
      word('influencer', '网红；意见领袖（influencer marketing 网红营销）'),
      word('analytics', '数据分析（web analytics 网站分析）'),
      word('retargeting', '再营销（retargeting ads 再营销广告）'),
      word('impressions', '曝光量（ten thousand impressions 一万次曝光）'),
      word('livestream', '直播（a livestream sale 直播带货）'),
    ],
  ),
  training(
    'abe-hear-live-streaming',
    'hearingSkill',
    ['听力：电商运营经理分享直播带货经验', 'Listening: an e-commerce manager on selling through live streams'],
    [
      '听炉石厨具电商经理谈直播带货：与头部主播合作的教训、自播的做法和效果。先完整听一遍再作答，最多播放 3 次。',
      'Listen to the e-commerce manager of Hearthstone Cookware on selling through live streams: what went wrong with a top host, how the brand runs its own streams and the results. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-live-streaming.mp3', 'Chloe Xu, Hearthstone Cookware')],
    [
      fillBlank(
        'Live streams brought in {{1}}% of online sales last year, up from {{2}}% two years ago.',
        [
          ['35', 'thirty five', 'thirty-five'],
          ['10', 'ten'],
        ],
        ['第二句：35%，两年前 10%。', 'Line 2: 35 percent, up from ten.'],
      ),
      choice(
        'Why did the evening with the top host lose money?',
        [
          'He sold too few pans',
          'His fee and the discount he demanded were too high, and many pans were returned',
          'The stream was cancelled',
          'The pans were out of stock',
        ],
        'B',
        [
          '佣金和折扣使每口锅都亏钱，且四分之一退货。',
          'His fee and discount meant a loss on every pan, and a quarter came back.',
        ],
      ),
      trueFalse('The brand’s own streams are hosted by its product trainers, who cook during the stream.', true, [
        '原文：two of our product trainers as hosts. They actually cook during the stream。',
        '"two of our product trainers as hosts. They actually cook during the stream."',
      ]),
      matching(
        'Match the figures about the brand’s own streams.',
        [
          ['streams per week', 'five evenings'],
          ['units sold per stream', 'about three hundred'],
          ['return rate', 'under five percent'],
        ],
        ['自播的三个数字。', 'The three figures about their own streams.'],
      ),
      qa(
        'What two pieces of advice does Chloe give at the end?',
        'Prepare every stream like a TV show, with a script and a clear offer, and never promise a discount you cannot afford.',
        ['最后一句。', 'The last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'abe-write-social-media-plan',
    'writingSkill',
    ['写作：社交媒体推广方案', 'Writing: a social media promotion plan'],
    [
      '为一家精品茶叶品牌撰写一份面向年轻消费者的社交媒体推广方案：先练习方案用语，再写完整方案（不少于 180 词）。',
      'Write a social media promotion plan for a specialty tea brand aimed at young consumers: practise the language of plans first, then write the full plan (at least 180 words).',
    ],
    [
      text(
        `<bl>Brief from Cloudpeak Tea (Fujian)</bl>
Product: "Cold Brew Oolong", bottles of ready-to-drink oolong tea with no sugar, RMB 12 each, launching on 1 May.
Target: office workers and students aged 20–30 in first-tier cities.
Budget: RMB 300,000 for three months (May–July).
Goals: 2 million video views, 50,000 followers on the brand account, 80,000 bottles sold online.
What we have: a tea garden in Wuyishan that visitors love, two tea masters, and a small design team.`,
        '来自福建云峰茶业的需求：产品是“冷泡乌龙”，无糖即饮乌龙茶，每瓶 12 元，5 月 1 日上市。目标人群：一线城市 20–30 岁的上班族和学生。预算：三个月（5–7 月）30 万元。目标：视频播放 200 万次，品牌账号粉丝 5 万，线上销售 8 万瓶。现有资源：一座深受游客喜爱的武夷山茶园、两位制茶师傅和一个小型设计团队。',
        'The brief',
      ),
    ],
    [
      fillBlank(
        'Complete the plan phrases: "The campaign is {{1}} at office workers aged 20–30." "We will {{2}} 40% of the budget to short videos." "Success will be {{3}} by views, followers and online sales."',
        [['aimed', 'targeted'], ['allocate', 'devote', 'give'], ['measured']],
        [
          '方案常用：be aimed at（面向）；allocate … to（分配给）；be measured by（以……衡量）。',
          'Common plan phrases: "aimed at", "allocate … to", "measured by".',
        ],
      ),
      jumbled(
        'Put the words in order to make the objective of the plan.',
        'Our objective is to sell eighty thousand bottles online by the end of July.',
        ['目标要具体、可衡量、有期限。', 'An objective should be specific, measurable and have a deadline.'],
      ),
      writing(
        'Write the social media promotion plan for Cloudpeak Tea with these headings: Objectives, Target audience, Platforms and content, Timeline, Budget, Measuring success.',
        180,
        `Social Media Promotion Plan: Cold Brew Oolong (May–July)

Objectives
Reach 2 million video views, gain 50,000 followers and sell 80,000 bottles online by 31 July.

Target audience
Office workers and students aged 20–30 in first-tier cities who want a healthy, sugar-free drink with a story.

Platforms and content
Short-video platforms: weekly videos of our tea masters making oolong in the Wuyishan garden, and 15-second "cold brew at your desk" clips. Lifestyle-sharing platform: posts by 20 mid-sized food and wellness creators with honest reviews. Brand account: a live stream every Friday evening from the tea garden with a limited offer.

Timeline
May: launch videos and creator posts. June: "Desk Tea Challenge", in which users post their own cold-brew videos to win a visit to the garden. July: summer bundle offer and a final live stream.

Budget (RMB 300,000)
Creators 120,000; video production 60,000; paid promotion of the best-performing posts 90,000; prizes and samples 30,000.

Measuring success
Weekly report of views, followers, engagement rate, conversion rate and online sales; budget moved to the content that converts best.`,
        [
          '评分要点：六个标题齐全；目标与需求一致且可衡量；平台与内容契合目标人群并利用现有资源；时间表和预算合计正确；有评估方法。',
          'Marked on: all six headings; measurable objectives that match the brief; platforms and content that suit the audience and use the brand’s assets; a timeline and a budget that adds up; a way to measure success.',
        ],
      ),
    ],
  ),
  training(
    'abe-hear-bec-matching-speakers',
    'hearingSkill',
    ['听力：BEC 听力第二部分——说话人匹配', 'Listening: BEC Listening Part 2, matching speakers'],
    [
      'BEC 高级听力第二部分：五位企业主谈各自把生意搬到网上的经历。任务一：每人开网店的主要原因；任务二：每人遇到的主要困难。先完整听一遍再作答，最多播放 3 次。',
      'BEC Higher Listening Part 2: five business owners talk about taking their business online. Task 1: each speaker’s main reason for going online; Task 2: the main difficulty each one met. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-bec-speakers.mp3', 'Five business owners on going online')],
    [
      matching(
        'Task 1: match each speaker with the main reason for going online.',
        [
          ['Speaker 1 (tea business)', 'rising shop rent'],
          ['Speaker 2 (spare parts)', 'customers wanted to order outside office hours'],
          ['Speaker 3 (leather bags)', 'keeping the margin that shops took'],
          ['Speaker 4 (furniture)', 'access to data about customer behaviour'],
          ['Speaker 5 (retailer)', 'a competitor moved online'],
        ],
        [
          '每段的第一、二句给出原因：租金翻倍、晚上订货、保住利润、数据、竞争对手上线。',
          'Each speaker gives the reason early: rent doubled, ordering at night, keeping the margin, data, a competitor online.',
        ],
        15,
      ),
      matching(
        'Task 2: match each speaker with the main difficulty.',
        [
          ['Speaker 1 (tea business)', 'being noticed among many sellers'],
          ['Speaker 2 (spare parts)', 'the cost of international returns'],
          ['Speaker 3 (leather bags)', 'photos that did not show the true colour'],
          ['Speaker 4 (furniture)', 'systems that could not exchange data'],
          ['Speaker 5 (retailer)', 'persuading older staff to serve online customers'],
        ],
        [
          '困难多在 But / The problem was / The difficult part was 之后。',
          'The difficulty usually follows "But", "The problem was" or "The difficult part was".',
        ],
        15,
      ),
      choice(
        'How much did Speaker 5’s sales fall before the company went online?',
        ['By a tenth', 'By a fifth', 'By a quarter', 'By half'],
        'B',
        ['原文：our sales fell by a fifth in one year。', '"our sales fell by a fifth in one year".'],
        5,
      ),
    ],
    LISTENING_RULES,
  ),
];
