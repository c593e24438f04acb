/**
 * Chapter 9 of Cross-Cultural Business Communication, business etiquette: greetings and forms of
 * address around the world, conversation at a business dinner in Hangzhou, cultural taboos in
 * gift-giving and a business reception that went wrong.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { playOnce } from './shared';

export const CCC_CHAPTER_9: TTrainingSeed[] = [
  training(
    'ccc-read-greetings-address',
    'readSkill',
    ['阅读：各国见面与称呼习惯', 'Reading: greetings and forms of address around the world'],
    [
      '阅读一份各国见面问候与称呼习惯的指南，完成练习。',
      'Read a guide to greetings and forms of address in different countries and do the exercises.',
    ],
    [
      text(
        `<bl>Hello, Mr…? Getting the first minute right</bl>

<bl>Japan.</bl> A bow is the traditional greeting; with foreigners it is often combined with a handshake. Business cards are exchanged at the start, with both hands, and studied before being put on the table. Add "-san" to the family name: "Tanaka-san".

<bl>China.</bl> The family name comes first: Wang Fang is Ms Wang, not Ms Fang. People are often addressed by surname and job title: "Manager Li" (李经理) or "Director Zhang".

<bl>Germany.</bl> A firm handshake and eye contact. Use Herr or Frau with the surname, and include a doctor's title: "Frau Dr. Schmidt". First names are for colleagues you know well.

<bl>Spain and Latin America.</bl> Many people have two surnames, the father's then the mother's: Carlos García López is Mr García. After a first meeting, people may greet with a hug between men or a kiss on the cheek between women.

<bl>India.</bl> A handshake is common in business, but many people also use namaste, pressing the palms together with a slight bow. It is a safe greeting for a woman you meet for the first time.

<bl>Thailand.</bl> The wai, palms together and a bow of the head, is the polite greeting; the younger or junior person offers it first.

When you are not sure, listen to how your host introduces himself, and ask: "How would you like me to address you?"`,
        '《“您好，……先生？”把握最初的一分钟》日本：鞠躬是传统问候方式，与外国人见面时常与握手结合。名片在开始时用双手交换，仔细看过后放在桌上。在姓后加“-san（桑）”：“田中桑”。中国：姓在前，王芳是王女士，不是芳女士。人们常用姓加职务称呼：“李经理”“张总监”。德国：有力的握手和目光接触。用 Herr 或 Frau 加姓，并带上博士头衔：“施密特博士女士”。名字只用于很熟悉的同事。西班牙和拉丁美洲：很多人有两个姓，先父姓后母姓：Carlos García López 是加西亚先生。初次见面之后，男士之间可能拥抱，女士之间可能贴面。印度：商务中常握手，但很多人也用合十礼，双掌合拢并微微鞠躬。初次见到女士时，这是稳妥的问候方式。泰国：合十礼（双掌合拢、低头）是礼貌的问候，由年轻或职位低的一方先行礼。如果不确定，就听主人如何介绍自己，并问：“我该怎么称呼您？”',
        'Greetings and forms of address',
      ),
    ],
    [
      choice(
        'How should you address Carlos García López in a business email?',
        ['Mr López', 'Mr García', 'Mr Carlos', 'Mr García-Carlos'],
        'B',
        ['第一个姓是父姓，称呼时用它。', 'The first surname is the father’s, and it is the one used.'],
      ),
      matching(
        'Match each country with a greeting or form of address from the guide.',
        [
          ['Japan', '"Tanaka-san"'],
          ['Germany', '"Frau Dr. Schmidt"'],
          ['Thailand', 'the wai, offered first by the junior person'],
          ['India', 'namaste with palms pressed together'],
        ],
        ['对照指南各段。', 'Compare the sections of the guide.'],
      ),
      trueFalse('In China, Wang Fang should be called Ms Fang.', false, [
        '中国人姓在前，王芳应称王女士（Ms Wang）。',
        'Chinese family names come first: she is Ms Wang.',
      ]),
      fillBlank(
        'In Japan, business cards are exchanged with {{1}} hands. In Germany, first names are for colleagues you know {{2}}.',
        [['both', 'two'], ['well']],
        ['日本段与德国段。', 'The Japan and Germany sections.'],
      ),
      qa(
        'What does the guide advise you to do when you are not sure how to greet or address someone?',
        'Listen to how the host introduces himself, and ask politely: "How would you like me to address you?"',
        ['最后一段。', 'The last paragraph.'],
        10,
      ),
    ],
  ),
  training(
    'ccc-hear-business-dinner',
    'hearingSkill',
    ['听力：商务宴请中的交谈', 'Listening: conversation at a business dinner'],
    [
      `听杭州一家企业宴请英国客户时的交谈。${playOnce[0]}`,
      `Listen to the conversation at a dinner a Hangzhou company gives for a British client. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-business-dinner.mp3', 'Dinner by West Lake')],
    [
      choice(
        'Where does Mr Zhou ask Ms Clarke to sit?',
        [
          'Next to the door',
          'Facing the door, in the seat of the guest of honour',
          'At the end of the table',
          'Next to the window, with her back to the door',
        ],
        'B',
        ['中式宴请中主宾座位面向门口。', 'At a Chinese dinner, the guest of honour faces the door.'],
      ),
      trueFalse('Ms Clarke refuses the toast completely.', false, [
        '她说了 Ganbei，然后礼貌地请求改喝茶。',
        'She says "Ganbei!" and then politely asks to continue with tea.',
      ]),
      fillBlank(
        'The famous Hangzhou dish is West Lake {{1}} in vinegar sauce. Mr Zhou toasts to cooperation and a long {{2}}.',
        [['fish'], ['friendship']],
        ['菜名和祝酒词。', 'The name of the dish and the words of the toast.'],
      ),
      matching(
        'Match what each person says with its purpose.',
        [
          ['"Please, let me give you some."', 'the host serving the guest to show care'],
          ['"May I continue with tea?"', 'declining alcohol politely'],
          ['"Do you have children?"', 'small talk to build the relationship'],
          ['"I couldn\'t eat another thing."', 'politely refusing more food'],
        ],
        ['宴请交谈中各句的作用。', 'The purpose of each line at the dinner.'],
      ),
      qa(
        'Name two topics of small talk at the dinner, and one topic a foreign guest should avoid at a first business dinner in China.',
        'The view of West Lake, the food, and family and children; a guest should avoid topics such as politics or criticism of the host country.',
        [
          '谈话话题：西湖、美食、家庭；应避免政治等敏感话题。',
          'Topics: West Lake, food, family; avoid politics and other sensitive topics.',
        ],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'ccc-topic-gift-taboos',
    'topicDiscuss',
    ['话题讨论：送礼的文化禁忌', 'Topic discussion: cultural taboos in gift-giving'],
    [
      '阅读各国商务送礼禁忌的材料和两位员工的经历，回答问题并发表你的看法。',
      'Read about taboos in business gift-giving and two employees’ experiences, then answer and give your view.',
    ],
    [
      text(
        `<bl>China</bl>: avoid clocks (送钟 sounds like "attending a funeral"), umbrellas (伞 sounds like "to part") and sharp objects, which suggest cutting a relationship. A gift may be politely refused two or three times before it is accepted, and is usually opened later, not in front of the giver.
<bl>Japan</bl>: avoid sets of four or nine (the words sound like "death" and "suffering"); wrap the gift carefully and give it with both hands.
<bl>The Middle East</bl>: no alcohol or pork products; give with the right hand.
<bl>India</bl>: avoid leather goods for Hindu partners, as the cow is sacred to many Hindus.
<bl>The USA and Europe</bl>: gifts are opened at once; many companies only allow small gifts, for example up to 50 dollars, and some ban them.

<bl>Li Na</bl> (sales, Shenzhen): "I gave a German buyer an expensive tea set. He said he had to return it because of his company's rules. I felt embarrassed."
<bl>Tom</bl> (buyer, Chicago): "My Chinese supplier put my gift aside without opening it. I thought she didn't like it."`,
        '中国：避免送钟（“送钟”与“送终”同音）、伞（“伞”与“散”同音）和利器（象征断绝关系）。礼物可能被礼貌地推辞两三次才接受，通常事后打开，而不是当着送礼人的面。日本：避免四件或九件一套（发音与“死”“苦”相近）；礼物要仔细包装，用双手递上。中东：不送酒和猪肉制品；用右手递送。印度：不要给印度教伙伴送皮具，因为牛对许多印度教徒是神圣的。美国和欧洲：礼物会当场打开；许多公司只允许接受小额礼物，例如 50 美元以内，有的完全禁止。李娜（深圳，销售）：“我送给一位德国买家一套昂贵的茶具，他说因为公司规定必须退回。我很尴尬。”汤姆（芝加哥，买手）：“我的中国供应商把我的礼物放在一边，没有打开。我以为她不喜欢。”',
      ),
    ],
    [
      qa(
        'Explain why each of these would be a poor gift: a clock for a Chinese partner, a set of four glasses for a Japanese partner, a leather wallet for a Hindu partner.',
        'In Chinese 送钟 sounds like attending a funeral; in Japanese "four" sounds like "death"; many Hindus regard the cow as sacred, so leather can offend.',
        ['要点：谐音禁忌与宗教禁忌。', 'Key points: taboos from sounds of words and from religion.'],
        15,
      ),
      qa(
        'Why did Tom misunderstand his Chinese supplier, and what could she have said?',
        'In China gifts are usually opened later, not in front of the giver, to avoid showing disappointment or greed; in the USA opening at once shows pleasure. She could have said, "Thank you so much, I will open it later with my family."',
        [
          '要点：当面拆礼与事后拆礼的习惯不同；一句解释即可避免误会。',
          'Key points: opening now versus later; a short explanation avoids the misunderstanding.',
        ],
        15,
      ),
      qa(
        'What should Li Na have checked before giving the tea set?',
        'Whether the buyer’s company has a gift policy and a value limit; she could have given a small, inexpensive gift from her city instead.',
        [
          '要点：了解对方公司的礼品政策与金额上限。',
          'Key point: check the partner company’s gift policy and value limit.',
        ],
        10,
      ),
      writing(
        'Write a post for the class discussion (at least 100 words): should Chinese companies keep giving gifts to foreign partners when many Western companies limit them? Give your view and practical advice.',
        100,
        'Yes, but the gift should change its purpose: it should show thought, not value. A small gift that tells a story about our city or company, such as local tea in a box with our logo or a book of photographs of Hangzhou, is welcome almost everywhere and stays under most company limits. Before giving, we should ask the partner’s assistant about their gift policy, avoid taboo items for their culture, and present the gift at the end of the visit. If a partner must refuse, we should accept it with a smile and not feel offended.',
        [
          '评分要点：观点明确、理由、实用建议（价值、禁忌、政策、时机）。',
          'Marked on: a clear view, reasons, practical advice on value, taboos, policies and timing.',
        ],
      ),
    ],
  ),
  training(
    'ccc-case-reception',
    'caseAnalysis',
    ['案例：一次失礼的商务接待', 'Case: a business reception that went wrong'],
    [
      '阅读一家青岛企业接待沙特客户的经过，找出失礼之处并重新设计接待方案。',
      'Read how a Qingdao company received a Saudi delegation, find what went wrong and plan the reception again.',
    ],
    [
      text(
        `Qingdao Haiyang Machinery hoped to sell desalination pumps worth USD 2.6 million to Al-Rashid Water of Riyadh. Three Saudi managers, led by Mr Khalid Al-Rashid, visited Qingdao for two days.

The visit started on a <bl>Friday</bl> morning, with a factory tour planned from 11:30 to 13:30. At the welcome banquet that evening, the host ordered Qingdao's famous seafood and sweet-and-sour pork, and the sales director made six toasts with baijiu, each time insisting that the guests "empty the glass". When a guest put his glass down, the director joked, "You don't respect us!"

During dinner, a young sales assistant, Ms Sun, reached out to shake hands with each visitor; Mr Khalid placed his hand on his chest and smiled instead, and she looked confused. At the end, the Saudi managers received a gift: a bottle of 30-year-old Maotai.

The visitors were polite throughout and left on time. Two months later, Al-Rashid bought the pumps from a Korean supplier.`,
        '青岛海洋机械希望向利雅得的拉希德水务出售价值 260 万美元的海水淡化泵。以哈立德·拉希德先生为首的三位沙特经理到青岛访问两天。访问从周五上午开始，参观工厂安排在 11:30 至 13:30。当晚的欢迎宴上，主人点了青岛有名的海鲜和糖醋里脊，销售总监用白酒敬了六次酒，每次都坚持让客人“干了”。一位客人放下酒杯时，总监开玩笑说：“你们不给面子！”席间，年轻的销售助理孙女士伸手与每位客人握手；哈立德先生把手放在胸前微笑代替握手，她显得很困惑。最后，沙特经理们收到的礼物是一瓶 30 年陈酿茅台。客人们自始至终很有礼貌，按时离开。两个月后，拉希德水务从一家韩国供应商那里购买了水泵。',
      ),
    ],
    [
      choice(
        'Which <bl>three</bl> arrangements showed that the host had not learned about its guests’ culture?',
        [
          'Pork on the banquet menu',
          'A factory tour over Friday midday',
          'Inviting the guests to Qingdao',
          'A bottle of Maotai as a gift',
          'Starting the banquet in the evening',
        ],
        'ABD',
        [
          '伊斯兰教禁食猪肉、禁酒；周五中午是聚礼时间。',
          'Islam forbids pork and alcohol, and Friday midday is the time of the main weekly prayer.',
        ],
      ),
      qa(
        'Mr Khalid put his hand on his chest instead of shaking hands with Ms Sun. What did this mean, and how should she have reacted?',
        'It was a polite greeting that avoids physical contact with a woman outside the family, as many devout Muslim men prefer; she should have smiled, nodded and waited for the guest to offer his hand rather than offering hers first.',
        [
          '要点：抚胸是礼貌问候；女士不必先伸手，微笑点头即可。',
          'Key points: the hand on the chest is a polite greeting; she should smile and nod and not offer her hand first.',
        ],
        15,
      ),
      qa(
        'Why is pushing guests to "empty the glass" a mistake even with guests who do drink?',
        'It puts pressure on guests and can make them lose face; in international business a good host offers drinks and accepts a refusal or a soft drink without comment.',
        [
          '要点：劝酒造成压力；应尊重客人的选择。',
          'Key point: pressure to drink is disrespectful; respect the guest’s choice.',
        ],
        10,
      ),
      writing(
        'Plan the reception again (at least 100 words): schedule, food and drink, greetings and the gift.',
        100,
        'Schedule: start the visit on Sunday, the first working day of the Saudi week, and keep Friday free; leave time for prayers and ask the guests which times suit them. Food and drink: choose a restaurant that serves halal food, for example seafood and vegetable dishes prepared without pork or alcohol, and offer tea, juice and soft drinks for toasts. Greetings: brief the team that women wait for a male guest to offer his hand, and a smile with a nod is enough. Gift: a high-quality item such as a model of our pump, a book of photographs of Qingdao or fine Chinese tea, given with the right hand.',
        [
          '评分要点：日程避开周五并预留祈祷时间、清真饮食与无酒祝酒、问候方式、合适的礼物。',
          'Marked on: a schedule that avoids Friday and leaves time for prayer, halal food and alcohol-free toasts, greetings, a suitable gift.',
        ],
      ),
    ],
  ),
];
