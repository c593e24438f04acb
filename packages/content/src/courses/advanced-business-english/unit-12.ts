/**
 * Unit 12 of Advanced Business English, entrepreneurship and innovation: how a farm-sensor
 * start-up raised its funding, a founder's story of her pet-food business, a one-minute pitch,
 * and BEC Speaking Part 2 (the mini-presentation). The unit's business-plan summary is a task,
 * not a training.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { speaking } from '../../trainings/speaking-builders';
import { speechTask } from './helpers';

const pitch: readonly [string, string] = [
  '路演结构：问题 → 解决方案 → 市场与客户 → 商业模式 → 进展与数据 → 融资需求。用一个数字或例子抓住听众，不超时。',
  'Pitch structure: problem, solution, market and customers, business model, traction, the ask. Hook the listeners with a figure or an example and keep to time.',
];
const miniTalk: readonly [string, string] = [
  'BEC 口语第二部分：1 分钟准备，讲约 1 分钟。先点明话题，再讲两三个要点并举例，最后总结；卡片上的提示都要覆盖。',
  'BEC Speaking Part 2: one minute to prepare, about one minute to speak. Introduce the topic, cover two or three points with examples, then conclude; use every prompt on the card.',
];

export const UNIT_12_TRAININGS: TTrainingSeed[] = [
  training(
    'abe-read-startup-funding',
    'readSkill',
    ['阅读：一家初创企业的融资之路', 'Reading: how a start-up raised its funding'],
    [
      '阅读杭州一家农业传感器初创企业从创始人积蓄到 A 轮融资的经历，理解各轮融资的来源、金额和代价。',
      'Read how a Hangzhou farm-sensor start-up went from the founders’ savings to a Series A round: understand where each round came from, how much it raised and what it cost the founders.',
    ],
    [
      text(
        `<bl>From tea garden to Series A</bl>

In 2021 two engineers, Fang Jie and Wu Lei, built a soil-moisture sensor that tells tea farmers exactly when to water. They named their company <bl>Fernway</bl> and paid for the first fifty prototypes with RMB 400,000 of their own savings. This is known as <re>bootstrapping</re>.

When farmers in Anji tested the sensors and cut their water use by a third, the founders joined a university incubator, which gave them free office space and a grant of RMB 500,000. The grant did not cost them any shares.

The next step was harder. To hire a sales team, Fernway needed RMB 3 million. After presentations to more than twenty investors, two <re>angel investors</re>, a retired agricultural-machinery executive and a tea company owner, agreed to provide the money in exchange for 15% of the company. Apart from the cash, the tea company owner introduced Fernway to its first large customer, a plantation group with 2,000 hectares.

By 2024 Fernway had sensors on 11,000 hectares and annual revenue of RMB 18 million. A venture capital fund then led a <re>Series A</re> round of RMB 30 million at a pre-money valuation of RMB 120 million. In return, the fund received a seat on the board and the right to approve any future sale of the company. The money will pay for a factory line and an expansion into Yunnan and Vietnam.

"Every round cost us something," says Fang Jie. "Savings, then shares, then some control. The trick is to raise money only when you know exactly what it will buy."`,
        `从茶园到 A 轮：2021 年，两位工程师方杰和吴磊制作了一种土壤湿度传感器，能准确告诉茶农何时浇水。他们把公司命名为“蕨途”，用自己的 40 万元积蓄支付了前五十个样机，这被称为“自力更生”（自筹资金）。

安吉的茶农试用传感器后用水减少了三分之一，两位创始人随后加入一家大学孵化器，获得免费办公场地和 50 万元资助。这笔资助不占用任何股份。

下一步更难。为了组建销售团队，蕨途需要 300 万元。在向二十多位投资人路演后，两位天使投资人——一位退休的农机企业高管和一位茶企老板——同意出资，换取公司 15% 的股份。除了资金，那位茶企老板还把蕨途介绍给第一个大客户：一家拥有 2000 公顷茶园的种植集团。

到 2024 年，蕨途的传感器覆盖了 11000 公顷，年收入 1800 万元。一家风险投资基金随后领投了 3000 万元的 A 轮融资，投前估值 1.2 亿元。作为回报，该基金获得一个董事会席位，以及批准公司未来任何出售的权利。这笔钱将用于建设生产线，并拓展云南和越南市场。

方杰说：“每一轮都让我们付出了代价：先是积蓄，然后是股份，然后是部分控制权。诀窍是只在你清楚知道钱要用来买什么的时候才去融资。”`,
        'Fernway',
      ),
    ],
    [
      sequencing(
        'Put Fernway’s sources of money in the order it received them.',
        ['The founders’ savings', 'An incubator grant', 'Two angel investors', 'A venture capital fund (Series A)'],
        [
          '融资顺序：自筹 → 孵化器资助 → 天使轮 → A 轮。',
          'The order: bootstrapping, an incubator grant, the angel round, Series A.',
        ],
      ),
      matching(
        'Match each source of money with what the founders gave in return.',
        [
          ['the incubator grant', 'no shares at all'],
          ['the angel investors', '15% of the company'],
          ['the venture capital fund', 'a board seat and a say over any sale of the company'],
        ],
        [
          '对应文中 “Every round cost us something”：资助不占股，天使轮换股份，A 轮还让出部分控制权。',
          'As Fang Jie says, "every round cost us something": the grant cost nothing, the angels took shares, the fund also took some control.',
        ],
      ),
      fillBlank(
        'The angel round raised RMB {{1}} million. The Series A raised RMB {{2}} million at a pre-money valuation of RMB {{3}} million.',
        [['3', 'three'], ['30', 'thirty'], ['120']],
        ['第三、四段的金额。', 'The amounts in paragraphs 3 and 4.'],
      ),
      choice(
        'Besides money, what did one of the angel investors give Fernway?',
        ['Free office space', 'An introduction to its first large customer', 'A factory line', 'A seat on the board'],
        'B',
        [
          '茶企老板介绍了第一个大客户（2000 公顷的种植集团）；免费办公场地来自孵化器。',
          'The tea company owner introduced its first large customer; the office space came from the incubator.',
        ],
      ),
      trueFalse('The Series A money will be used to expand into Yunnan and Vietnam.', true, [
        '原文：an expansion into Yunnan and Vietnam。',
        'The text: "an expansion into Yunnan and Vietnam".',
      ]),
      qa(
        'What does Fang Jie mean by "raise money only when you know exactly what it will buy"?',
        'Each round costs the founders savings, shares or control, so they should raise money only for a clear purpose, such as hiring a sales team or building a factory line, and not just because investors are willing.',
        [
          '结合全文：每轮融资都有代价，所以融资要有明确用途。',
          'Link it to the whole story: every round has a cost, so money should be raised for a clear purpose.',
        ],
        10,
      ),
    ],
  ),
  training(
    'abe-hear-entrepreneur-story',
    'hearingSkill',
    ['听力：创业者讲述创业经历', 'Listening: an entrepreneur tells the story of her business'],
    [
      '听“爪印”宠物食品配送公司创始人讲述她的创业经历：起因、起步、最艰难的时刻和今天的规模。先完整听一遍再作答，最多播放 3 次。',
      'Listen to the founder of Pawprint, a pet-food delivery company, tell the story of her business: how it started, the worst moment and where it is today. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-entrepreneur-story.mp3', 'Maya Lin, founder of Pawprint')],
    [
      choice(
        'What gave Maya the idea for her business?',
        [
          'A course on e-commerce',
          'Her own dog’s special food, which was hard to buy',
          'A suggestion from her bank',
          'A pet shop she worked in',
        ],
        'B',
        [
          '她的狗肠胃敏感，每月要开车穿城买专门的狗粮。',
          'Her dog had a sensitive stomach and she drove across the city every month for one special food.',
        ],
      ),
      fillBlank(
        'She started with {{1}} yuan of savings, a simple website and a rented {{2}}.',
        [
          ['80,000', '80000', 'eighty thousand'],
          ['storeroom', 'store room'],
        ],
        [
          '原文：eighty thousand yuan of savings… a rented storeroom。',
          '"eighty thousand yuan of savings… a rented storeroom".',
        ],
      ),
      trueFalse('Most subscribers cancelled when the main supplier stopped delivering.', false, [
        '三百个订阅用户中只有十二人取消。',
        'Only twelve of three hundred subscribers cancelled.',
      ]),
      matching(
        'Match the figures about Pawprint today.',
        [
          ['staff', 'forty two'],
          ['subscribers', 'eighteen thousand'],
          ['cities', 'six'],
        ],
        ['倒数第二句的数字。', 'The figures in the last answer.'],
      ),
      qa(
        'What two lessons did Maya learn from her worst moment?',
        'Customers forgive problems if you are honest with them quickly, and never depend on one supplier.',
        [
          '原文：customers forgive problems if you are honest with them quickly… never to depend on one supplier again。',
          '"customers forgive problems if you are honest with them quickly… never to depend on one supplier again".',
        ],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'abe-speech-startup-pitch',
    'speechSkill',
    ['演讲：一分钟创业项目路演', 'Speech: a one-minute start-up pitch'],
    [
      '为你的创业项目（真实的或设想的）做一分钟路演，然后回答投资人的两个问题。',
      'Give a one-minute pitch for your start-up idea (real or imagined), then answer two questions from an investor.',
    ],
    [
      speechTask(
        'Pitch your start-up to a panel of investors in one minute: the problem, your solution, who will pay, how you make money, any progress so far, and how much money you need and what for.',
        pitch,
        60,
        60,
      ),
      speechTask(
        'An investor asks: "Who are your competitors, and why will customers choose you?" Answer in 45 seconds.',
        pitch,
        20,
        45,
      ),
      speechTask(
        'An investor asks: "What will you do with the money in the first twelve months?" Answer in 45 seconds with at least two figures.',
        pitch,
        20,
        45,
      ),
    ],
  ),
  speaking(
    'abe-speech-bec-mini-presentation',
    'speechSkill',
    ['演讲：BEC 口语第二部分——个人陈述', 'Speech: BEC Speaking Part 2, mini-presentation'],
    [
      'BEC 高级口语第二部分：从考官给的话题中任选其一，准备 1 分钟后讲约 1 分钟。这里有三张话题卡，每张都练一遍。',
      'BEC Higher Speaking Part 2: choose a topic from the examiner’s cards, prepare for one minute and speak for about one minute. Here are three cards: practise each one.',
    ],
    [
      speechTask(
        'What is important when choosing a location for a new business? Talk about: the cost of premises; access to customers and suppliers; the availability of skilled staff.',
        miniTalk,
        60,
        60,
      ),
      speechTask(
        'What is important when deciding whether to launch an innovative product? Talk about: evidence of customer demand; the cost of developing it; the risk of competitors copying it.',
        miniTalk,
        60,
        60,
      ),
      speechTask(
        'What is important when a small company looks for investment? Talk about: choosing the right type of investor; how much control to give up; preparing realistic forecasts.',
        miniTalk,
        60,
        60,
      ),
    ],
  ),
];
