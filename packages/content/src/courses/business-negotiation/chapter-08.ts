/**
 * Business Negotiation, chapter 8 (deadlock): its causes and types, a negotiation that stalls
 * over delivery and price, a joint venture that broke down, when to call a break, and a role
 * dialogue that breaks the deadlock with a new proposal.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { dialogue, speaking } from '../../trainings/speaking-builders';

const fluent = [
  '先听对方台词，再清楚、自然地说；提出新方案时语气积极，用“如果……我们可以……”。',
  'Listen to the other role, then speak clearly; sound positive when you make the new proposal and use "if…, we could…".',
] as const;

export const BN_CHAPTER_8: TTrainingSeed[] = [
  training(
    'bn-read-deadlock-causes',
    'readSkill',
    ['阅读：僵局的成因与类型', 'Reading: the causes and types of deadlock'],
    [
      '阅读关于谈判僵局的短文，识别不同类型的僵局及其成因。',
      'Read a text on deadlock and recognise its types and causes.',
    ],
    [
      text(
        `<bl>Why negotiations get stuck</bl>

A <bl>deadlock</bl> is a point at which neither side is willing to move and the talks cannot go forward. It is not the same as failure: many good agreements are reached after a deadlock has been broken.

Deadlocks are usually of three types. A <bl>strategic deadlock</bl> is created on purpose: one side refuses to move to test how much the other really wants the deal. A <bl>deadlock of interests</bl> happens when the two sides' real needs clash, for example a buyer who must have the goods by July and a seller whose factory is full until September. A <bl>deadlock of emotions</bl> starts when people feel insulted or distrusted; a careless remark about the other side's quality can stop the talks for hours.

The most common causes are: positions stated too early and too firmly, so that moving means losing face; too few issues on the table, so that there is nothing to trade; poor communication, especially through interpreters; and deadlines set by head office that leave the negotiators no room.

Each type needs a different answer. A strategic deadlock can be met with patience and a clear alternative; a deadlock of interests with new options; and a deadlock of emotions with a break, an apology or a change of people.`,
        '谈判为何陷入僵局。僵局是双方都不愿让步、谈判无法推进的状态，但它不等于失败：许多好的协议是在打破僵局之后达成的。僵局通常有三类：策略性僵局是有意制造的，一方拒绝让步，以试探对方有多想达成交易；利益性僵局发生在双方真实需求冲突时，例如买方必须在七月拿到货，而卖方工厂九月前都已排满；情绪性僵局始于一方感到被冒犯或不被信任，一句对对方质量的随口评论就可能让谈判停滞数小时。最常见的原因有：立场表达得太早、太坚决，让步就意味着丢面子；谈判议题太少，没有可交换的东西；沟通不畅，尤其是通过翻译时；总部设定的期限让谈判者没有回旋余地。每类僵局需要不同的应对：策略性僵局可以用耐心和明确的替代方案应对；利益性僵局要靠新方案；情绪性僵局则需要休会、道歉或换人。',
        'Deadlock',
      ),
    ],
    [
      matching(
        'Match each situation with the type of deadlock.',
        [
          ['A buyer refuses to move to see how much the seller needs the order', 'strategic deadlock'],
          ['The buyer needs the goods in July; the factory is full until September', 'deadlock of interests'],
          ['A remark about "cheap Chinese quality" makes the other team angry', 'deadlock of emotions'],
        ],
        ['第 2 段三种类型。', 'The three types in paragraph 2.'],
      ),
      trueFalse('According to the text, a deadlock means the negotiation has failed.', false, [
        '原文：It is not the same as failure。',
        'The text: "It is not the same as failure".',
      ]),
      choice(
        'Which are causes of deadlock named in the text?',
        [
          'Stating positions too early and too firmly',
          'Having too few issues to trade',
          'Poor communication through interpreters',
          "Meeting in the other side's country",
        ],
        'ABC',
        [
          '第 3 段列出四个原因，不包括会谈地点。',
          'Paragraph 3 lists four causes; the place of the meeting is not one.',
        ],
      ),
      fillBlank(
        'A deadlock of interests is best met with new {{1}}; a deadlock of emotions with a {{2}}, an apology or a change of people.',
        [
          ['options', 'proposals'],
          ['break', 'pause'],
        ],
        ['最后一段。', 'The last paragraph.'],
      ),
      qa(
        'Why does adding more issues to the table make deadlock less likely?',
        'With more issues the sides can trade: one gives on something it values less in return for something it values more, so nobody has to lose face on a single point.',
        ['议题越多，可交换的空间越大。', 'More issues give more room to trade.'],
        15,
      ),
    ],
  ),
  training(
    'bn-hear-deadlock',
    'hearingSkill',
    ['听力：一段陷入僵局的谈判', 'Listening: a negotiation that reaches deadlock'],
    [
      '听恒力精密的顾萍女士与凯斯勒机械的布劳恩先生在苏州的谈判如何陷入僵局，最多播放 3 次。',
      'Listen to Ms Gu Ping of Hengli Precision and Mr Braun of Kessler Maschinenbau in Suzhou as their talks reach deadlock. At most 3 plays.',
    ],
    [audio('bn-hear-deadlock.mp3', 'Stuck in Suzhou')],
    [
      fillBlank(
        'Hengli needs the machines by {{1}} July; Kessler says it cannot deliver before the end of {{2}}.',
        [['fifteenth', '15', '15th'], ['August']],
        ['交货日期的冲突是僵局的核心。', 'The clash over the delivery date is at the heart of the deadlock.'],
      ),
      choice(
        'What price does Kessler say is its last word?',
        ['EUR 398,000', 'EUR 405,000', 'EUR 412,000', 'EUR 380,000'],
        'B',
        [
          '原文：four hundred and five thousand is our last word。',
          '"four hundred and five thousand is our last word".',
        ],
      ),
      trueFalse('Ms Gu says Hengli will buy from the Japanese supplier at once.', false, [
        '她提醒对方存在替代方案，但建议先休会。',
        'She reminds Kessler of the alternative but suggests a break first.',
      ]),
      choice(
        'What kind of deadlock is this mainly?',
        ['A deadlock of emotions', 'A deadlock of interests', 'A strategic deadlock only', 'No deadlock at all'],
        'B',
        [
          '双方对交货期的真实需求冲突，属于利益性僵局。',
          'The real needs clash over delivery: a deadlock of interests.',
        ],
      ),
      qa(
        'What do the two sides agree to do at the end?',
        'To take a break of thirty minutes and come back with new ideas.',
        ['结尾：thirty minutes, new ideas。', 'The end: a thirty-minute break, then new ideas.'],
        10,
      ),
    ],
  ),
  training(
    'bn-case-joint-venture-breakdown',
    'caseAnalysis',
    ['案例：一次破裂的合资谈判', 'Case: a joint-venture negotiation that broke down'],
    [
      '阅读合资谈判破裂的案例，分析原因并提出可以挽救谈判的做法。',
      'Read the case of a joint venture that fell through, analyse why and say what could have saved it.',
    ],
    [
      text(
        `In 2024 <bl>Hunan Greenfield Foods</bl>, a maker of rice snacks, and <bl>Alpine Dairy AG</bl> of Switzerland spent eight months negotiating a joint venture to make yoghurt in Changsha. Both sides agreed on the factory site, the investment of <bl>CNY 180 million</bl> and a 50:50 split of the capital.

Three issues remained. Alpine wanted the <re>general manager</re> to be Swiss for the first five years; Greenfield's board insisted on a Chinese general manager. Alpine asked for a technology fee of <bl>4% of sales</bl>; Greenfield offered 1.5%. Alpine wanted the yoghurt sold under its own brand; Greenfield wanted a new joint brand.

Each side treated all three points as matters of principle and refused to discuss one without the others. In the ninth round, Alpine's vice-president said in front of both teams that Greenfield "did not yet understand food safety". Greenfield's chairman left the room. Two weeks later Alpine signed with a dairy in Inner Mongolia.

Later, both sides admitted they could have agreed: Greenfield cared most about control and could have accepted the brand; Alpine cared most about the brand and its technology income.`,
        '2024 年，米制零食生产商湖南绿野食品与瑞士阿尔卑斯乳业谈了八个月，计划在长沙合资生产酸奶。双方在厂址、1.8 亿元人民币的投资和 50:50 的股比上已达成一致。还剩三个问题：阿尔卑斯要求前五年总经理由瑞士人担任，绿野董事会坚持由中国人担任；阿尔卑斯要求销售额 4% 的技术费，绿野只出 1.5%；阿尔卑斯希望酸奶使用自己的品牌，绿野则想用新的合资品牌。双方都把三点当作原则问题，拒绝单独讨论其中任何一点。第九轮谈判中，阿尔卑斯副总裁当着两队人的面说绿野“还不懂食品安全”，绿野董事长离席。两周后，阿尔卑斯与内蒙古一家乳企签约。后来双方都承认本可以达成协议：绿野最看重控制权，可以接受对方品牌；阿尔卑斯最看重品牌和技术收入。',
      ),
    ],
    [
      choice(
        'Which three issues were still open in the ninth round?',
        ['The general manager', 'The technology fee', 'The brand', 'The factory site'],
        'ABC',
        ['厂址已经谈妥。', 'The factory site had already been agreed.'],
      ),
      matching(
        'Match each cause of the breakdown with the type of deadlock it created.',
        [
          ['All three points treated as principles, linked together', 'a deadlock of interests with nothing to trade'],
          ['The remark about food safety', 'a deadlock of emotions'],
          ['Each side refusing to discuss one point alone', 'positions taken too firmly'],
        ],
        ['利益、情绪和立场三方面的原因。', 'Causes in interests, emotions and positions.'],
      ),
      trueFalse("The two sides' priorities were different, so a trade was possible.", true, [
        '绿野看重控制权，阿尔卑斯看重品牌和技术收入，可以交换。',
        'Greenfield valued control, Alpine the brand and the fee: they could have traded.',
      ]),
      writing(
        'In about 120 words, propose a package that both sides might have accepted, and say what each negotiator should have done differently in the ninth round.',
        120,
        "A possible package: a Chinese general manager with a Swiss deputy responsible for quality for five years; the yoghurt sold under the Alpine brand; a technology fee of 3% of sales, falling to 2% after five years. This gives Greenfield control and Alpine its brand and most of its income. In the ninth round, Alpine's vice-president should have raised food safety as a question of training and standards, in private, not as an insult in front of both teams. Greenfield's chairman should have asked for a break instead of leaving. Both teams should have separated the three issues and asked which mattered most to the other side.",
        [
          '评分要点：一揽子方案体现双方优先事项的交换；指出情绪处理与议题拆分的改进。',
          "Marked on: a package that trades each side's priorities, and better handling of the emotions and the linked issues.",
        ],
      ),
    ],
  ),
  training(
    'bn-topic-call-break',
    'topicDiscuss',
    ['话题讨论：何时应当暂停谈判', 'Topic discussion: when to call a break in the talks'],
    ['阅读两种观点，讨论谈判中何时应当休会。', 'Read two views and discuss when a negotiator should call a break.'],
    [
      text(
        `<bl>View A</bl> (Ms Ren, sales director, Shenzhen): "Call a break whenever you need one: when the other side makes a new proposal, when your team disagrees, or when feelings run high. Ten minutes outside the room have saved many of my deals."
<bl>View B</bl> (Mr Hartmann, purchasing manager, Munich): "Breaks cost momentum. When both sides are close, a break gives them time to think of new demands, and the other side may read it as weakness. Stay at the table until the point is settled, and break only at agreed times."`,
        '观点 A（任女士，深圳销售总监）：需要就休会：对方提出新方案时、本方意见不一致时、情绪激动时。会议室外的十分钟挽救过我的很多交易。观点 B（哈特曼先生，慕尼黑采购经理）：休会会打断节奏。双方接近时，休会让他们有时间想出新要求，对方也可能把它看作软弱。坚持在谈判桌上把问题谈完，只在约定的时间休息。',
      ),
    ],
    [
      choice(
        'In which situations does View A say a break helps?',
        [
          'When the other side makes a new proposal',
          'When your own team disagrees',
          'When feelings run high',
          'When the two sides are about to agree',
        ],
        'ABC',
        ['观点 A 列出三种情形。', 'View A names three situations.'],
      ),
      trueFalse('View B thinks a break may be read as a sign of weakness.', true, [
        '原文：the other side may read it as weakness。',
        'The text: "the other side may read it as weakness".',
      ]),
      qa(
        'Give one way of asking for a break that does not sound weak.',
        'For example: "This is an interesting proposal. We would like fifteen minutes to look at the figures, and then we will come back with an answer."',
        [
          '说明休会的理由和回来的时间，显得有控制力。',
          'Giving a reason and a time to return shows you are in control.',
        ],
        10,
      ),
      writing(
        'Post your view (at least 100 words): when should a negotiator call a break, and when should he or she stay at the table? Refer to both views and give an example.',
        100,
        'Both views are partly right. A break is wise when emotions are high or when the other side puts a new proposal on the table that my team must calculate; in the Greenfield case, a short break would have been better than the chairman walking out. But when the two sides are only a small step apart, I would stay at the table, because a pause gives time for new demands. The key is to ask for a break calmly, give a reason and a time, and never use it to avoid a decision.',
        [
          '评分要点：回应两种观点、观点明确、有例子。',
          'Marked on: engaging with both views, a clear position, an example.',
        ],
      ),
    ],
  ),
  speaking(
    'bn-dialogue-break-deadlock',
    'roleDialogue',
    ['角色对话：提出替代方案打破僵局', 'Role dialogue: breaking a deadlock with a new proposal'],
    [
      '选择一个角色，机器朗读另一个角色。休会之后，双方用新的替代方案打破交货期僵局。',
      'Choose a role; the machine reads the other. After the break, the two sides break the deadlock over delivery with a new proposal.',
    ],
    [
      dialogue(
        'After a thirty-minute break, Mr Braun (Kessler) and Ms Gu (Hengli) return to the table.',
        [
          ['seller', 'Thomas Braun (Kessler)', '托马斯·布劳恩（凯斯勒）', 'eric'],
          ['buyer', 'Gu Ping (Hengli)', '顾萍（恒力）', 'emily'],
        ],
        [
          [
            'seller',
            'Ms Gu, we have looked at the problem again. May I suggest a new idea?',
            '顾女士，我们重新研究了这个问题。我可以提一个新想法吗？',
          ],
          ['buyer', 'Please do. We also want to find a way forward.', '请讲。我们也希望找到出路。'],
          [
            'seller',
            'We have three machines in our demonstration hall. We could ship them by the tenth of July.',
            '我们展厅里有三台机器，可以在七月十日前发货。',
          ],
          ['buyer', 'And the other three?', '那另外三台呢？'],
          [
            'seller',
            'They would arrive at the end of August. Your line could start on time with three machines.',
            '它们八月底到货。贵方生产线可以用三台机器按时投产。',
          ],
          [
            'buyer',
            'That could work. But the demonstration machines have been used. What about the price?',
            '这可能行得通。但展厅的机器用过，价格怎么算？',
          ],
          [
            'seller',
            'If you accept this plan, we can offer four hundred and one thousand euros per machine, with a full warranty.',
            '如果贵方接受这个方案，我们可以报每台四十万一千欧元，并提供全额保修。',
          ],
          [
            'buyer',
            'If you also train two of our engineers in Stuttgart, we can agree today.',
            '如果你们再在斯图加特培训我们两名工程师，我们今天就可以同意。',
          ],
          ['seller', 'Agreed. Training for two engineers is included.', '同意，包括两名工程师的培训。'],
          ['buyer', 'Then we have a deal. Let us put it in writing.', '那我们就成交了。我们把它写下来吧。'],
        ],
        fluent,
      ),
    ],
  ),
];
