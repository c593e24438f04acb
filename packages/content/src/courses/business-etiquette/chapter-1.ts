/**
 * Business Etiquette, chapter 1 (greetings and introductions): the rules of handshakes, forms of
 * address and the order of introductions, a meeting at a food expo, greetings read aloud, and
 * introducing your manager to a client.
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
import { dialogue, read, speaking } from '../../trainings/speaking-builders';
import { dialogueIntro } from './shared';

const stress = ['注意单词重音，尾音读完整。', 'Stress the right syllable and finish the last sound.'] as const;
const warm = [
  '语气友好，名字和职位读清楚，句末语调自然下降。',
  'Sound friendly, say names and job titles clearly, and let your voice fall at the end.',
] as const;

export const CHAPTER_1_TRAININGS: TTrainingSeed[] = [
  training(
    'bet-read-introductions',
    'readSkill',
    ['阅读：握手、称呼与介绍的顺序', 'Reading: handshakes, forms of address and the order of introductions'],
    [
      '阅读一篇商务见面礼仪指南，了解如何握手、如何称呼对方、先介绍谁，然后回答问题。',
      'Read a short guide to meeting people in business: how to shake hands, how to address people and whom to introduce first. Then answer the questions.',
    ],
    [
      text(
        `<bl>Meeting people the right way</bl>

In international business the first minute of a meeting shapes the rest of the relationship. Three things matter: the handshake, the way you address people and the order in which you introduce them.

<bl>The handshake.</bl> Stand up, look the other person in the eye, smile and give a <re>firm handshake</re> that lasts two or three seconds. A weak handshake can seem unsure; a very strong one can seem aggressive. The more senior person, or the host, usually offers a hand first.

<bl>Forms of address.</bl> Use a title and the family name (Mr Brown, Ms Lopez, Dr Kaur) until the other person invites you to use a first name. Use <re>Ms</re> for a woman unless you know she prefers Mrs or Miss. Remember that Chinese names put the family name first: Wang Lei is Mr Wang, not Mr Lei.

<bl>The order of introductions.</bl> Say the name of the more important person first and introduce the other person to him or her: "Mr Tanaka, may I introduce my colleague Li Na, our export assistant?" In business a <re>client ranks above your own colleagues</re>, even your managing director, so you introduce your manager to the client: "Ms Garcia, this is Zhou Ming, our sales director." After each name add a short detail, such as a job title, so that the two people have something to talk about.`,
        '正确地与人见面。在国际商务中，见面的第一分钟决定了之后的关系。有三件事很重要：握手、称呼对方的方式以及介绍的顺序。握手：起身，看着对方的眼睛，微笑，有力地握手两三秒。握手无力显得不自信，过分用力又显得咄咄逼人。通常由职位较高的一方或主人先伸手。称呼：使用称谓加姓氏（布朗先生、洛佩斯女士、考尔博士），直到对方请你直呼其名。称呼女士用 Ms，除非你知道她更喜欢 Mrs 或 Miss。记住中文姓名姓在前：王磊是“王先生”（Mr Wang），而不是 Mr Lei。介绍的顺序：先说较重要一方的名字，把另一方介绍给他或她，例如“田中先生，请允许我介绍我的同事李娜，我们的出口助理。”在商务场合，客户的地位高于本公司的同事，甚至高于总经理，因此要把你的上司介绍给客户：“加西亚女士，这位是我们的销售总监周明。”每说一个名字都补充一个简短信息，比如职位，让双方有话可谈。',
        'A guide to meeting people',
      ),
    ],
    [
      choice(
        'How long should a business handshake last?',
        ['About half a second', 'Two or three seconds', 'About ten seconds', 'As long as the first conversation'],
        'B',
        [
          '原文：a firm handshake that lasts two or three seconds。',
          'The text: "a firm handshake that lasts two or three seconds".',
        ],
      ),
      choice(
        'Who usually offers a hand first?',
        ['The younger person', 'The more senior person or the host', 'The person who arrives last', 'The visitor'],
        'B',
        [
          '原文：The more senior person, or the host, usually offers a hand first。',
          'The text: "The more senior person, or the host, usually offers a hand first."',
        ],
      ),
      trueFalse('A visitor called Wang Lei should be addressed as "Mr Lei".', false, [
        '中文姓名姓在前，王磊应称 Mr Wang。',
        'Chinese names put the family name first, so Wang Lei is Mr Wang.',
      ]),
      matching(
        'How should you address each person at a first meeting?',
        [
          ['Dr Anita Kaur, a research director', 'Dr Kaur'],
          ['Wang Lei, a buyer from Tianjin', 'Mr Wang'],
          ['Sarah Lopez, whose marital status you do not know', 'Ms Lopez'],
          ['Tom Brown, who has just said "Please call me Tom"', 'Tom'],
        ],
        [
          '有头衔用头衔；中文姓在前；不知婚姻状况用 Ms；对方邀请后才直呼其名。',
          'Use a title if there is one; Chinese family names come first; Ms when unsure; a first name only when invited.',
        ],
      ),
      choice(
        'You introduce your sales director, Zhou Ming, to a client, Ms Garcia. What do you say?',
        [
          '"Mr Zhou, this is Ms Garcia, one of our clients."',
          '"Ms Garcia, may I introduce Zhou Ming, our sales director?"',
          '"Zhou Ming, meet Garcia."',
          '"Everybody, this is Zhou."',
        ],
        'B',
        [
          '客户地位更高，先称呼客户，把销售总监介绍给她，并说明职位。',
          'The client ranks higher: name her first, introduce your director to her and add his job title.',
        ],
      ),
      fillBlank(
        'When you introduce two people, say the name of the more {{1}} person first, and after each name add a short detail such as a job {{2}}.',
        [['important', 'senior'], ['title']],
        [
          '先说较重要一方的名字；补充职位等信息方便双方交谈。',
          'Name the more important person first; a job title gives the two people something to talk about.',
        ],
      ),
    ],
  ),
  training(
    'bet-hear-meeting-event',
    'hearingSkill',
    ['听力：商务场合的见面对话', 'Listening: people meeting at a business event'],
    [
      '听两位参展商在上海国际食品博览会酒会上初次见面的对话，先完整听一遍再作答，最多播放 3 次。',
      'Listen to two people meeting for the first time at a reception of the Shanghai food expo. Play it through once before answering; at most 3 plays.',
    ],
    [audio('bet-hear-meeting-event.mp3', 'At the expo reception')],
    [
      choice(
        'Who is Chen Jing?',
        [
          'Export manager at Greenleaf Tea in Hangzhou',
          'A buyer for a food importer in Bristol',
          'The organiser of the food expo',
          'A sales assistant at a tea shop in Shanghai',
        ],
        'A',
        [
          '她自我介绍：export manager at Greenleaf Tea in Hangzhou。',
          'She introduces herself as "export manager at Greenleaf Tea in Hangzhou".',
        ],
      ),
      trueFalse('David Miller invites Chen Jing to call him by his first name.', true, [
        '原文：Please, call me David。',
        'He says: "Please, call me David."',
      ]),
      choice(
        'What are David Miller’s customers looking for?',
        [
          'Black tea in large tins',
          'Organic tea in small gift boxes',
          'Cheap tea bags for offices',
          'Tea sets and cups',
        ],
        'B',
        [
          '原文：Our customers want organic tea in small gift boxes。',
          'He says: "Our customers want organic tea in small gift boxes."',
        ],
      ),
      sequencing(
        'Put what happens in the conversation in order.',
        [
          'They give their names and companies',
          'Chen Jing offers her business card',
          'They agree to use first names',
          'David explains what his customers want',
          'They arrange a visit to the stand',
        ],
        [
          '顺序：互报姓名与公司、递名片、改用名字相称、说明需求、约定参观展位。',
          'Names and companies, the card, first names, the customers’ needs, then the visit.',
        ],
      ),
      fillBlank(
        'Greenleaf Tea’s stand is {{1}} in Hall {{2}}.',
        [
          ['B12', 'B 12', 'B twelve'],
          ['3', 'Three', 'three'],
        ],
        ['原文：stand B twelve in Hall Three。', 'She says: "stand B twelve in Hall Three".'],
      ),
      qa(
        'When will they meet again?',
        'Tomorrow morning at ten o’clock, at the Greenleaf Tea stand.',
        ['最后两句约定明天上午十点。', 'The last two lines fix ten o’clock tomorrow morning.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'bet-oral-greetings',
    'oralSkill',
    ['口语：问候与介绍用语', 'Speaking: greetings and introductions'],
    [
      '朗读初次见面时的问候与介绍用语：先读单词，再跟读句子，最后朗读一段展位上的自我介绍。',
      'Read aloud what you say when you meet people: the words first, then the sentences, then a self-introduction at a trade show stand.',
    ],
    [
      read('word', 'introduce', '介绍', stress),
      read('word', 'colleague', '同事', stress),
      read(
        'sentence',
        'Good morning, Ms Garcia. It is a pleasure to meet you.',
        '早上好，加西亚女士，很高兴见到您。',
        warm,
      ),
      read(
        'sentence',
        'May I introduce my colleague Li Na, our export assistant?',
        '请允许我介绍我的同事李娜，我们的出口助理。',
        warm,
      ),
      read('sentence', 'Please call me David. Everyone here does.', '请叫我大卫吧，这里大家都这么叫。', warm),
      read(
        'paragraph',
        'Good afternoon, and welcome to our stand. My name is Zhang Hao, and I am the export manager of Suzhou Brightway Lighting. Let me introduce my colleague, Ms Liu, who looks after our customers in Europe. Please feel free to ask either of us about our new LED panels.',
        '下午好，欢迎来到我们的展位。我叫张浩，是苏州明途照明的出口部经理。让我介绍一下我的同事刘女士，她负责我们的欧洲客户。关于我们的新款 LED 面板灯，欢迎随时向我们任何一位咨询。',
        warm,
        20,
      ),
    ],
  ),
  speaking(
    'bet-dialogue-introduce-manager',
    'roleDialogue',
    ['角色对话：向客户介绍上司', 'Role dialogue: introducing your manager to a client'],
    dialogueIntro,
    [
      dialogue(
        'At the office of Suzhou Brightway Lighting, the assistant Wang Tao meets a visiting client, Mr Paul Becker of Becker Licht, Munich, and introduces the sales director, Ms Zhou Yan.',
        [
          ['assistant', 'Assistant (Wang Tao)', '助理（王涛）', 'eric'],
          ['director', 'Sales director (Ms Zhou)', '销售总监（周女士）', 'emily'],
          ['client', 'Client (Mr Becker)', '客户（贝克尔先生）', 'luca'],
        ],
        [
          [
            'assistant',
            'Good morning, Mr Becker. Welcome to Brightway. Did you have a good trip from Munich?',
            '早上好，贝克尔先生。欢迎来到明途。从慕尼黑过来一路顺利吗？',
          ],
          [
            'client',
            'Good morning, Wang Tao. Yes, thank you. The flight was on time.',
            '早上好，王涛。很顺利，谢谢，航班很准时。',
          ],
          [
            'assistant',
            'Mr Becker, may I introduce Ms Zhou Yan, our sales director? Ms Zhou, this is Mr Paul Becker, purchasing manager of Becker Licht in Munich.',
            '贝克尔先生，请允许我介绍我们的销售总监周燕女士。周总，这位是慕尼黑贝克尔照明的采购经理保罗·贝克尔先生。',
          ],
          [
            'director',
            'How do you do, Mr Becker? It is a pleasure to meet you at last. Thank you for your orders this year.',
            '您好，贝克尔先生，终于见到您了，很荣幸。感谢您今年的订单。',
          ],
          [
            'client',
            'How do you do, Ms Zhou? The pleasure is mine. Your LED panels have sold very well in Germany.',
            '您好，周女士，这是我的荣幸。你们的 LED 面板灯在德国卖得非常好。',
          ],
          [
            'director',
            'I am delighted to hear that. Please have a seat. Would you like tea or coffee?',
            '听到这个消息我很高兴。请坐。您想喝茶还是咖啡？',
          ],
          ['client', 'Tea would be lovely, thank you.', '茶就很好，谢谢。'],
          [
            'assistant',
            'I will bring it right away. The factory tour starts at half past ten.',
            '我马上端来。参观工厂十点半开始。',
          ],
        ],
        [
          '先称呼客户、把上司介绍给客户，并说明双方的职位和公司。',
          'Name the client first, introduce your manager to him, and give each person’s job and company.',
        ],
      ),
      dialogue(
        'At the Frankfurt lighting fair, the assistant Wang Tao is showing solar garden lamps to Ms Clara Rossi of Casa Luce, Milan, when his manager, Mr Zhang Hao, arrives at the stand.',
        [
          ['assistant', 'Assistant (Wang Tao)', '助理（王涛）', 'eric'],
          ['manager', 'Export manager (Mr Zhang)', '出口部经理（张先生）', 'luca'],
          ['client', 'Client (Ms Rossi)', '客户（罗西女士）', 'emily'],
        ],
        [
          [
            'assistant',
            'Ms Rossi, may I introduce Mr Zhang Hao, head of our export department? Mr Zhang, this is Ms Clara Rossi from Casa Luce in Milan. She is interested in our solar garden lamps.',
            '罗西女士，请允许我介绍我们出口部的负责人张浩先生。张经理，这位是米兰 Casa Luce 的克拉拉·罗西女士，她对我们的太阳能花园灯感兴趣。',
          ],
          [
            'manager',
            'Good afternoon, Ms Rossi. Welcome to our stand. I hope my colleague has looked after you well.',
            '下午好，罗西女士，欢迎光临我们的展位。希望我的同事招待得周到。',
          ],
          [
            'client',
            'Very well, thank you. He has shown me all your garden lamps.',
            '非常周到，谢谢。他给我看了你们所有的花园灯。',
          ],
          [
            'manager',
            'They are our best sellers this year. How many shops does Casa Luce have?',
            '这是我们今年最畅销的产品。Casa Luce 有多少家门店？',
          ],
          [
            'client',
            'Twenty-two, all in northern Italy. We would need about four thousand lamps for the spring.',
            '二十二家，都在意大利北部。我们春季大约需要四千盏灯。',
          ],
          ['manager', 'Then let us sit down and talk about it. Here is my card.', '那我们坐下来详谈吧。这是我的名片。'],
          ['client', 'Thank you. And here is mine.', '谢谢，这是我的。'],
          ['assistant', 'I will get the samples and the price list for you.', '我去给您拿样品和价目表。'],
        ],
        [
          '上司到来时及时介绍：先称呼客户，再介绍上司及其职位，并说明客户的兴趣。',
          'When your manager arrives, introduce him at once: the client’s name first, then your manager and his job, then what the client is interested in.',
        ],
      ),
    ],
  ),
];
