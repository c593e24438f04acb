/**
 * Business Etiquette, chapter 7 (gift-giving): gift customs and taboos by country, a gift that
 * caused a misunderstanding, choosing a gift for a foreign client, and a gift card message with a
 * thank-you note.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, jumbled, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';

export const CHAPTER_7_TRAININGS: TTrainingSeed[] = [
  training(
    'bet-read-gift-customs',
    'readSkill',
    ['阅读：各国送礼习俗与禁忌', 'Reading: gift customs and taboos in different countries'],
    [
      '阅读一篇介绍几个国家商务送礼习俗与禁忌的短文，然后回答问题。',
      'Read a short text on business gift customs and taboos in several countries, then answer the questions.',
    ],
    [
      text(
        `<bl>The right gift in the right place</bl>

A business gift says "we value this relationship". The wrong gift can say something very different.

<bl>China.</bl> Avoid clocks: "giving a clock" (送钟) sounds like "attending a funeral" (送终). Avoid sets of four, because "four" sounds like "death", and white or black wrapping paper. A gift is often politely declined once or twice before it is accepted, and it is usually <re>opened later</re>, not in front of the giver.

<bl>Japan.</bl> The wrapping matters as much as the gift. Give and receive gifts with both hands, and avoid sets of four or nine. Gifts are usually opened later.

<bl>The UK and the USA.</bl> Business gifts are modest, and they are usually <re>opened at once</re>, in front of the giver, so that the receiver can thank him or her. Many companies limit the value of gifts their staff may accept, often to about 50 pounds or 50 dollars, and some ask staff to declare every gift.

<bl>Germany.</bl> Flowers are a good gift for a host, but not red roses, which mean romance, or white lilies and chrysanthemums, which are for funerals.

<bl>Gulf countries.</bl> Do not give alcohol or anything made from pork, and give and receive with the right hand.`,
        '合适的地方送合适的礼。商务礼物表达“我们重视这段关系”，送错礼物却可能表达完全不同的意思。中国：不送钟，“送钟”与“送终”谐音；避免四件一套，因为“四”与“死”谐音，也避免白色或黑色包装纸。礼物常常先被客气地推辞一两次才收下，通常事后再打开，而不是当着送礼人的面拆。日本：包装和礼物本身同样重要。双手递送和接受礼物，避免四件或九件一套。礼物通常事后打开。英国和美国：商务礼物不贵重，通常当面立即打开，以便向送礼人道谢。许多公司限制员工可接受礼物的价值，通常约为 50 英镑或 50 美元，有的要求员工申报所有礼物。德国：花是送给主人的好礼物，但不要送代表爱情的红玫瑰，也不要送用于葬礼的白百合和菊花。海湾国家：不要送酒或猪制品，用右手递送和接受。',
        'Gift customs',
      ),
    ],
    [
      matching(
        'Match each country or region with a gift to avoid there.',
        [
          ['China', 'a clock'],
          ['Germany', 'red roses for your host'],
          ['Gulf countries', 'a bottle of whisky'],
          ['Japan', 'a set of nine glasses'],
        ],
        [
          '送钟谐音送终；红玫瑰代表爱情；海湾国家忌酒；日本忌四件、九件一套。',
          'A clock sounds like a funeral in Chinese; red roses mean romance; no alcohol in the Gulf; sets of four or nine in Japan.',
        ],
      ),
      trueFalse('In the UK a business gift is usually opened in front of the giver.', true, [
        '原文：they are usually opened at once, in front of the giver。',
        'The text: "they are usually opened at once, in front of the giver".',
      ]),
      choice(
        'A Chinese client declines your gift the first time you offer it. What does the text suggest?',
        [
          'The client dislikes the gift',
          'This is a polite custom; offer it again',
          'You should take the gift back at once',
          'The client wants a more expensive gift',
        ],
        'B',
        [
          '原文：A gift is often politely declined once or twice before it is accepted。',
          'The text: a gift "is often politely declined once or twice before it is accepted".',
        ],
      ),
      fillBlank(
        'Many British and American companies limit the value of gifts staff may accept, often to about {{1}} pounds or dollars.',
        [['50', 'fifty']],
        ['原文：often to about 50 pounds or 50 dollars。', 'The text: "often to about 50 pounds or 50 dollars".'],
      ),
      choice(
        'Which gift is the safest for a German host?',
        ['Red roses', 'White lilies', 'A bunch of mixed yellow and orange flowers', 'Chrysanthemums'],
        'C',
        [
          '红玫瑰代表爱情，白百合和菊花用于葬礼，只有混色黄橙花束不触犯原文提到的禁忌。',
          'Red roses mean romance and white lilies and chrysanthemums are for funerals; only the mixed bunch breaks no rule in the text.',
        ],
      ),
      qa(
        'Why should gift paper be chosen with care in China?',
        'Because white or black wrapping paper is linked with funerals and should be avoided.',
        ['中国段落提到避免白色或黑色包装纸。', 'The China paragraph says to avoid white or black wrapping paper.'],
        10,
      ),
    ],
  ),
  training(
    'bet-case-gift-misunderstanding',
    'caseAnalysis',
    ['案例：一次由礼物引起的误会', 'Case: a misunderstanding caused by a gift'],
    [
      '阅读一次送礼引发误会的案例，分析双方各自的想法，并提出建议。',
      'Read a case in which a gift caused a misunderstanding, explain what each side was thinking and give advice.',
    ],
    [
      text(
        `In November, Liu Fang, sales manager of Ningbo Haitong Auto Parts, visited Ridgeway Motors in Birmingham. Ridgeway was choosing a supplier of brake discs for 2027, and Haitong was one of three companies in the tender.

To show respect, Liu Fang brought two gifts for the purchasing manager, Helen Shaw: a silk scarf from Hangzhou and a silver tea set worth about <bl>USD 600</bl>. Helen thanked her, opened both gifts at once in front of her team and said how beautiful they were. Liu Fang felt a little uncomfortable: at home a gift is opened later.

A week later the tea set came back by courier with a polite letter. Helen explained that Ridgeway's <re>gift policy</re> did not allow staff to accept gifts worth more than 50 pounds, and none at all from companies in an open tender. She kept the scarf and declared it. Liu Fang felt that she had lost face, and her manager wondered whether Ridgeway was unfriendly to Chinese suppliers.`,
        '十一月，宁波海通汽车配件的销售经理刘芳拜访了伯明翰的 Ridgeway Motors。Ridgeway 正在为 2027 年选择刹车盘供应商，海通是参加招标的三家公司之一。为表示尊重，刘芳给采购经理海伦·肖带了两件礼物：一条杭州丝巾和一套价值约 600 美元的银茶具。海伦道谢后当着团队的面立刻打开了两件礼物，并称赞它们很漂亮。刘芳有点不自在：在国内礼物通常事后才打开。一周后，茶具被快递退回，附有一封客气的信。海伦解释说，Ridgeway 的礼品政策不允许员工接受价值超过 50 英镑的礼物，正在公开招标的公司送的礼物一律不能接受。她留下了丝巾并做了申报。刘芳觉得丢了面子，她的经理也怀疑 Ridgeway 是否对中国供应商不友好。',
        'Haitong and Ridgeway Motors',
      ),
    ],
    [
      choice(
        'Why did Helen Shaw send the tea set back?',
        [
          'She did not like silver',
          'Her company’s gift policy did not allow it, especially during a tender',
          'She wanted to end talks with Haitong',
          'The tea set arrived damaged',
        ],
        'B',
        [
          '原文：gift policy … not more than 50 pounds, and none at all from companies in an open tender。',
          'The letter cites the gift policy: nothing over 50 pounds and nothing from a company in an open tender.',
        ],
      ),
      trueFalse('Helen Shaw was being rude when she opened the gifts in front of her team.', false, [
        '在英国当面拆礼物并称赞是礼貌的做法，这是文化差异而非失礼。',
        'In the UK opening a gift at once and praising it is polite; it is a cultural difference, not rudeness.',
      ]),
      matching(
        'Match each event in the case with what it really meant.',
        [
          ['Helen opened the gifts at once', 'a British way of showing thanks'],
          ['The tea set came back by courier', 'the company rules on gifts were applied'],
          ['Helen kept the scarf and declared it', 'she valued the gesture and followed the rules'],
          ['A gift during an open tender', 'it can look like an attempt to win the contract'],
        ],
        ['每个事件背后的真实含义。', 'What each event really meant.'],
      ),
      qa(
        'Was Ridgeway unfriendly to Chinese suppliers? Explain with evidence from the case.',
        'No. Helen thanked Liu Fang, praised the gifts, kept and declared the scarf and wrote a polite letter; she returned only the expensive tea set because company policy forbids gifts over 50 pounds and any gift from a company in a tender.',
        [
          '她的行为都符合英国的礼节与公司合规要求，并无敌意。',
          'Everything she did fits British manners and company compliance; there was no hostility.',
        ],
        15,
      ),
      qa(
        'What should Liu Fang have done before choosing the gifts? Give two pieces of advice (about 60 words).',
        'She should have checked Ridgeway’s gift policy or asked a contact about it, and avoided any valuable gift while Haitong was in the tender. A modest gift under 50 pounds with a Chinese story, such as the silk scarf or good tea, given after the contract decision, would show respect without causing problems.',
        [
          '评分要点：了解对方规定、注意时机与价值。',
          'Marked on: checking the rules, and the timing and value of a gift.',
        ],
        20,
      ),
    ],
  ),
  training(
    'bet-topic-choosing-gifts',
    'topicDiscuss',
    ['话题讨论：如何为外国客户挑选礼物', 'Topic discussion: choosing a gift for a foreign client'],
    [
      '阅读两种挑选礼物的思路，回答问题并写出你的建议。',
      'Read two ways of choosing a gift, answer the questions and write your own advice.',
    ],
    [
      text(
        `<bl>View A</bl> (Chen Jing, export manager, Hangzhou): "Give something from your own city with a story: West Lake Longjing tea, a small silk scarf, a paper-cut in a frame. Keep the value modest, wrap it well, and tell the client why you chose it. The story is worth more than the price."
<bl>View B</bl> (Paul Becker, purchasing manager, Munich): "I have a cupboard full of tea and scarves. The best gift I ever received was a book about the Bauhaus, because my supplier remembered I had talked about architecture at dinner. Listen first, then choose, and a company-branded item is fine for people you hardly know."`,
        '观点 A（杭州出口部经理陈静）：“送有故事的本地礼物：西湖龙井、一条小丝巾、一幅装框剪纸。价值适中，包装精美，并告诉客户你为什么选它。故事比价格更有价值。”观点 B（慕尼黑采购经理保罗·贝克尔）：“我有一柜子的茶和丝巾。我收到过最好的礼物是一本关于包豪斯的书，因为供应商记得我在晚餐时聊过建筑。先倾听，再挑选；对不太熟的人送印有公司标志的物品就可以。”',
        'Two ways to choose a gift',
      ),
    ],
    [
      trueFalse('Both speakers agree that an expensive gift is the best way to show respect.', false, [
        'A 主张价值适中，B 看重用心而非价格，二人都不主张贵重礼物。',
        'A wants a modest value and B values thought over price; neither recommends an expensive gift.',
      ]),
      choice(
        'What does Paul Becker’s example show?',
        [
          'Books are always the best gift',
          'A gift chosen from what the client has said shows real attention',
          'Suppliers should not give gifts at all',
          'Tea is a bad gift in Germany',
        ],
        'B',
        [
          '供应商记住了他对建筑的兴趣，礼物体现了用心。',
          'The supplier remembered his interest in architecture, which showed real attention.',
        ],
      ),
      qa(
        'You are visiting a Danish client for the first time and know little about him. Which view would you follow, and what would you bring?',
        'For example: follow View A, as I do not yet know his interests, and bring a small box of good Longjing tea with a card explaining where it comes from, well under his company’s gift limit.',
        [
          '结合对客户的了解程度选择思路，并给出具体礼物。',
          'Choose a view by how well you know the client and name a concrete gift.',
        ],
      ),
      writing(
        'Post your advice for the class (at least 100 words): how should a young sales assistant choose a gift for a foreign client? Use ideas from both views and add one rule of your own.',
        100,
        'Start by listening: notes from meetings and dinners tell you what a client likes, as Paul Becker’s book shows. If you know little about the person, a modest local gift with a story, such as tea or a silk scarf, is safe and personal. Always check the client’s company gift policy and the customs of the country, wrap the gift well and add a short handwritten card. My own rule: never give a gift while a contract is being decided, so it cannot look like a bribe.',
        [
          '评分要点：结合两种观点、提出自己的规则、结构清晰。',
          'Marked on: using both views, a rule of your own, clear structure.',
        ],
      ),
    ],
  ),
  training(
    'bet-write-gift-thanks',
    'writingSkill',
    ['写作：礼品附言与感谢信', 'Writing: a gift card message and a thank-you note'],
    [
      '阅读礼品附言和感谢信的写法，完成热身题，再写一张附言卡和一封感谢信。',
      'Read how a gift card message and a thank-you note are written, do the warm-ups, then write one of each.',
    ],
    [
      text(
        `<bl>A gift card message</bl> is two or three lines: the occasion, a warm wish, your name.
"Dear Paul, with our thanks for a wonderful year of working together. We hope you enjoy this Longjing tea from the hills of Hangzhou. Warm regards, Chen Jing"

<bl>A thank-you note</bl> is sent within a few days. It thanks the person for something specific, says why it mattered, and looks ahead.
"Dear Jing, thank you so much for the beautiful box of Longjing tea. It reminded me of our walk by West Lake in April, and my team has enjoyed it every afternoon since. I look forward to seeing you in Munich in the spring. Best wishes, Paul"`,
        '礼品附言只有两三行：场合、祝福、署名。例如：“亲爱的保罗，感谢一年来的愉快合作。希望您喜欢这盒来自杭州山间的龙井茶。致以温暖的问候，陈静。”感谢信在几天内寄出：感谢具体的事物，说明它的意义，并展望以后。例如：“亲爱的静，非常感谢你送的那盒漂亮的龙井茶。它让我想起四月在西湖边的散步，我的团队从那以后每天下午都在享用。期待春天在慕尼黑见到你。祝好，保罗。”',
        'Two models',
      ),
    ],
    [
      choice(
        'Which sentence is the best opening for a thank-you note?',
        [
          'I received your gift.',
          'Thank you so much for the beautiful silk scarf you brought to Birmingham.',
          'Gifts are not necessary.',
          'Please send me another one.',
        ],
        'B',
        ['感谢信开头要具体说明感谢什么。', 'A thank-you note opens by naming exactly what you are thankful for.'],
      ),
      fillBlank(
        'A thank-you note should be sent within a few {{1}}, thank the person for something {{2}} and look ahead.',
        [['days'], ['specific', 'particular']],
        ['感谢信的三个要素。', 'The three parts of a thank-you note.'],
      ),
      jumbled(
        'Put the words in order to make the last line of a thank-you note.',
        'I look forward to seeing you in Munich in the spring.',
        ['结尾展望下次见面。', 'The note ends by looking ahead to the next meeting.'],
      ),
      writing(
        'Write a gift card message (30–50 words) from Liu Fang of Ningbo Haitong Auto Parts to Helen Shaw of Ridgeway Motors, sent with a small box of Ningbo rice cakes after Ridgeway chose Haitong as its supplier.',
        30,
        'Dear Helen, thank you for choosing Haitong as your partner for 2027. We hope you and your team enjoy these rice cakes, a New Year treat from Ningbo. We look forward to working together. Warm regards, Liu Fang',
        [
          '评分要点：场合明确、祝福得体、价值适中的礼物、署名。',
          'Marked on: the occasion, a warm wish, a modest gift, a signature.',
        ],
        20,
      ),
      writing(
        'Write Helen Shaw’s thank-you note to Liu Fang (60–90 words): thank her for the rice cakes, say something specific about them, and look ahead to the first delivery in January.',
        60,
        'Dear Fang, thank you so much for the rice cakes from Ningbo. We shared them at our team meeting on Monday, and everyone loved the sweet osmanthus ones. It was a kind way to start our partnership. I look forward to receiving the first delivery of brake discs in January and to welcoming you to Birmingham again next year. Best wishes, Helen',
        [
          '评分要点：具体感谢、说明意义、展望未来、格式完整。',
          'Marked on: specific thanks, why it mattered, a look ahead, complete form.',
        ],
        20,
      ),
    ],
  ),
];
