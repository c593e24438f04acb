/**
 * Business Negotiation, chapter 5 (negotiation etiquette): the rules of the negotiating table,
 * welcoming a foreign delegation, introductions and thanks read aloud, and a role dialogue that
 * seats the guests and introduces both teams.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse } from '../../trainings/builders';
import { dialogue, read, speaking } from '../../trainings/speaking-builders';

const stress = ['注意单词重音，读清每个音节。', 'Stress the right syllable and say every syllable.'] as const;
const warm = [
  '语气热情、真诚，句末语调自然下降，人名和公司名读清楚。',
  'Sound warm and sincere, let the voice fall at the end, and say names and companies clearly.',
] as const;
const pace = [
  '语速平稳，意群之间停顿，面带微笑地读。',
  'Keep a steady pace, pause between thought groups, and smile as you read.',
] as const;

const fluent = [
  '先听对方台词，再清楚、自然地说出自己的台词；称呼对方时用头衔加姓氏。',
  'Listen to the other roles, then say your line clearly and naturally; address people by title and surname.',
] as const;

export const BN_CHAPTER_5: TTrainingSeed[] = [
  training(
    'bn-read-table-etiquette',
    'readSkill',
    ['阅读：谈判桌上的礼仪规范', 'Reading: the rules of etiquette at the negotiating table'],
    [
      '阅读谈判礼仪要点，回答问题。',
      'Read the main rules of etiquette at the negotiating table and answer the questions.',
    ],
    [
      text(
        `<bl>Etiquette at the negotiating table</bl>

<bl>Arriving.</bl> The host team is in the room five minutes early and stands when the guests come in. Be on time: in Germany or Japan, ten minutes late is a bad start.

<bl>Seating.</bl> The two teams sit <re>facing each other</re> across a long table. When the table faces the door, the guests take the side facing the door and the hosts sit with their backs to it. Each leader sits in the middle of his or her side, with the interpreter on the leader's right or left.

<bl>Introductions and cards.</bl> The host leader introduces his team first, in order of rank. Business cards are given with both hands, with the text facing the receiver; read the card before you put it on the table in front of you, never in your back pocket.

<bl>During the talks.</bl> Phones are switched to silent. Do not interrupt; wait until the other side has finished. Address people by title and surname ("Ms Vogel") until they invite you to use first names.

<bl>Gifts.</bl> In many countries a small gift with the company logo is welcome, but very expensive gifts can look like a bribe and may break the guests' company rules.`,
        '谈判桌上的礼仪。到场：主方提前五分钟到会议室，客人进门时起立。要守时：在德国或日本，迟到十分钟是糟糕的开始。座次：双方隔长桌相对而坐。桌子正对门时，客方坐面向门的一侧，主方背对门。双方主谈坐在本方中间，翻译坐在主谈的右侧或左侧。介绍与名片：主方主谈先按职位高低介绍本方成员。名片用双手递送，文字朝向对方；收到名片要先看一看，再放在自己面前的桌上，绝不要放进后裤兜。谈判中：手机调至静音；不要打断，等对方说完；在对方邀请直呼名字之前，用头衔加姓氏称呼，如“福格尔女士”。礼品：在许多国家，带公司标志的小礼品很受欢迎，但过于贵重的礼品可能像贿赂，也可能违反客人公司的规定。',
        'Table manners',
      ),
    ],
    [
      choice(
        'The table faces the door. Where do the guests sit?',
        [
          'With their backs to the door',
          'On the side facing the door',
          'At the two ends of the table',
          'Wherever they like',
        ],
        'B',
        ['原文：the guests take the side facing the door。', 'The text: "the guests take the side facing the door".'],
      ),
      trueFalse('The guest leader introduces his or her team first.', false, [
        '主方主谈先介绍本方成员。',
        'The host leader introduces his team first.',
      ]),
      matching(
        'Match each situation with the right behaviour.',
        [
          ['You receive a business card', 'read it and put it on the table in front of you'],
          ['The other side is still speaking', 'wait until they have finished'],
          ['You meet Dr Jens Ahrens', 'call him "Dr Ahrens" until he invites first names'],
          ['You choose a gift', 'something small with the company logo'],
        ],
        ['各种场合的礼仪。', 'The right behaviour in each situation.'],
      ),
      fillBlank(
        'Business cards are given with {{1}} hands, with the text facing the {{2}}.',
        [
          ['both', 'two'],
          ['receiver', 'other person', 'reader'],
        ],
        ['双手递送，文字朝向对方。', 'With both hands, the text facing the receiver.'],
      ),
      qa(
        'Why can an expensive gift harm a negotiation?',
        "It can look like a bribe and may break the guests' company rules, so they may have to refuse it or report it.",
        ['最后一段。', 'The last paragraph.'],
        10,
      ),
    ],
  ),
  training(
    'bn-hear-welcome-delegation',
    'hearingSkill',
    ['听力：迎接外方代表团', 'Listening: welcoming a foreign delegation'],
    [
      '听海天电器在宁波迎接 Nordhaus 代表团的对话，最多播放 3 次。',
      'Listen to Haitian welcoming the Nordhaus delegation in Ningbo. At most 3 plays.',
    ],
    [audio('bn-hear-welcome-delegation.mp3', 'Welcome to Ningbo')],
    [
      choice(
        "How was the guests' journey?",
        ['The flight was late', 'It was long but comfortable', 'They lost their luggage', 'They came by train'],
        'B',
        ['原文：a long flight, but very comfortable。', '"a long flight, but very comfortable".'],
      ),
      trueFalse('Mr Ahrens is the technical director of Haitian.', false, [
        '阿伦斯是 Nordhaus 的质量经理；吴琳是海天的技术负责人。',
        "Mr Ahrens is Nordhaus's quality manager; Wu Lin is Haitian's technical manager.",
      ]),
      fillBlank(
        'The meeting starts at {{1}}, and the factory tour is after {{2}}.',
        [['half past nine', '9:30', '9.30', 'nine thirty'], ['lunch']],
        ['注意时间和顺序。', 'Listen for the time and the order of events.'],
      ),
      choice(
        'What does Chen Hao give the guests at the end?',
        ['Their business cards', 'A copy of the agenda', 'A gift', 'The contract'],
        'B',
        ['原文：here is a copy of the agenda。', '"here is a copy of the agenda".'],
      ),
    ],
  ),
  speaking(
    'bn-oral-introductions-thanks',
    'oralSkill',
    ['口语：介绍与致谢用语', 'Speaking: introductions and words of thanks'],
    [
      '朗读谈判开始时的介绍用语和结束时的致谢用语：单词、句子和一段欢迎辞。',
      'Read aloud what you say to introduce people at the start of the talks and to thank them at the end: words, sentences and a short welcome.',
    ],
    [
      read('word', 'delegation', '代表团', stress),
      read('word', 'hospitality', '热情款待', stress),
      read(
        'sentence',
        'May I introduce Ms Katrin Vogel, Head of Purchasing at Nordhaus?',
        '请允许我介绍 Nordhaus 的采购总监卡特琳·福格尔女士。',
        warm,
      ),
      read(
        'sentence',
        'This is my colleague Wu Lin, who is in charge of quality and testing.',
        '这是我的同事吴琳，她负责质量和测试。',
        warm,
      ),
      read(
        'sentence',
        'Thank you for your hospitality and for a very useful meeting.',
        '感谢您的热情款待和这次很有成效的会议。',
        warm,
      ),
      read(
        'paragraph',
        'Good morning, Ms Vogel, Mr Ahrens. On behalf of Ningbo Haitian Appliances, welcome to Ningbo. We are very glad that you have come so far to meet us, and we hope today will be the start of a long partnership. Thank you for your time.',
        '福格尔女士、阿伦斯先生，早上好。我代表宁波海天电器欢迎二位来到宁波。很高兴二位远道而来与我们会面，希望今天是长期合作的开始。感谢二位抽出时间。',
        pace,
        20,
      ),
    ],
  ),
  speaking(
    'bn-dialogue-seating-introductions',
    'roleDialogue',
    ['角色对话：安排座次并互相介绍', 'Role dialogue: seating the guests and making introductions'],
    [
      '选择一个角色，机器朗读其他角色。在会议室里请客人入座，并介绍双方成员。',
      'Choose a role; the machine reads the others. Show the guests to their seats and introduce both teams.',
    ],
    [
      dialogue(
        "In Haitian's meeting room, Chen Hao shows the Nordhaus guests to their seats and introduces the two teams.",
        [
          ['host', 'Chen Hao (host leader)', '陈浩（主方主谈）', 'eric'],
          ['guest', 'Katrin Vogel (guest leader)', '卡特琳·福格尔（客方主谈）', 'emily'],
          ['expert', 'Jens Ahrens (quality manager)', '延斯·阿伦斯（质量经理）', 'luca'],
        ],
        [
          [
            'host',
            'Ms Vogel, Mr Ahrens, please come in. Your seats are on this side, facing the door.',
            '福格尔女士、阿伦斯先生，请进。二位的座位在这一侧，面向门。',
          ],
          ['guest', 'Thank you. What a bright room, and what a view of the river.', '谢谢。房间真亮堂，江景真美。'],
          [
            'host',
            'Let me introduce my team. This is Wu Lin, our technical manager, and Zhou Yan, who looks after the figures.',
            '请允许我介绍我的团队。这是我们的技术经理吴琳，这是负责数字的周燕。',
          ],
          ['guest', 'Pleased to meet you both. Here is my card.', '很高兴认识二位，这是我的名片。'],
          [
            'host',
            'Thank you. Head of Purchasing, Nordhaus Haushaltswaren. And here is mine.',
            '谢谢。Nordhaus 家居用品采购总监。这是我的名片。',
          ],
          [
            'guest',
            'And this is my colleague Jens Ahrens, our quality manager. He will look at your samples.',
            '这是我的同事延斯·阿伦斯，我们的质量经理，他会查看你们的样品。',
          ],
          [
            'expert',
            'Good morning. I am looking forward to seeing the air fryer in your laboratory.',
            '早上好。我很期待在你们的实验室看到空气炸锅。',
          ],
          [
            'host',
            'Wu Lin will show you everything this afternoon. Would you like tea or coffee before we begin?',
            '今天下午吴琳会带您看所有的东西。开始之前，您想喝茶还是咖啡？',
          ],
          ['expert', 'Green tea, please. I would like to try some Chinese tea.', '请给我绿茶，我想尝尝中国茶。'],
          ['guest', 'Coffee for me, thank you. Shall we start with the agenda?', '我要咖啡，谢谢。我们从议程开始吧？'],
        ],
        fluent,
      ),
      dialogue(
        'At the end of the day, the two leaders thank each other and agree the next step.',
        [
          ['host', 'Chen Hao (host leader)', '陈浩（主方主谈）', 'eric'],
          ['guest', 'Katrin Vogel (guest leader)', '卡特琳·福格尔（客方主谈）', 'emily'],
        ],
        [
          ['guest', 'Mr Chen, thank you for a very well organised day.', '陈先生，感谢您安排了如此周到的一天。'],
          [
            'host',
            'It was our pleasure. Thank you for coming all the way to Ningbo.',
            '这是我们的荣幸。感谢您远道来到宁波。',
          ],
          [
            'guest',
            'We will send you our comments on the samples by next Friday.',
            '我们会在下周五之前把对样品的意见发给您。',
          ],
          [
            'host',
            "Excellent. We will send you the minutes of today's meeting tomorrow.",
            '好极了。我们明天把今天的会议纪要发给您。',
          ],
          ['guest', 'Perfect. I hope to welcome you in Hamburg soon.', '太好了。希望不久能在汉堡欢迎您。'],
          ['host', 'We would be delighted. Have a safe journey home.', '我们非常乐意。祝您回程平安。'],
        ],
        fluent,
      ),
    ],
  ),
];
