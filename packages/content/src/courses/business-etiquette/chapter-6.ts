/**
 * Business Etiquette, chapter 6 (dining etiquette): Chinese and Western table manners, toasts and
 * small talk at a banquet, a banquet clip to dub, proposing a toast, and hosting a dinner for
 * foreign clients.
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
import { dialogue, speaking, talk } from '../../trainings/speaking-builders';
import { dubbing } from '../../trainings/speaking-dubbing';
import { dialogueIntro } from './shared';

const toast = [
  '祝酒词要短：引起注意、感谢或祝贺、一个具体事例、举杯的一句话；一分钟左右，面带微笑，举杯时看着大家。',
  'Keep a toast short: get attention, thank or congratulate, one concrete example, and the line that raises the glass; about a minute, smiling, looking round the table.',
] as const;

export const CHAPTER_6_TRAININGS: TTrainingSeed[] = [
  training(
    'bet-read-table-manners',
    'readSkill',
    ['阅读：中西餐桌礼仪', 'Reading: Chinese and Western table manners'],
    [
      '阅读一篇比较中餐宴请与西餐宴请礼仪的短文，然后回答问题。',
      'Read a short text comparing the manners of a Chinese banquet and a Western dinner, then answer the questions.',
    ],
    [
      text(
        `<bl>Two tables, two sets of rules</bl>

<bl>A Chinese banquet.</bl> Guests sit at a round table. The host sits facing the door, and the most important guest sits on the <re>host's right</re>. Dishes are placed on a turntable in the middle; turn it gently, and let the guest of honour taste a new dish first. Use the serving chopsticks or spoon to take food, not your own chopsticks, and never stand your chopsticks upright in a bowl of rice: it reminds people of a funeral. The host gives the first toast. "Ganbei" means "empty the glass", but a guest may simply take a sip, and tea or juice is fine for those who do not drink alcohol. When you touch glasses with a senior person, hold yours a little <re>lower</re> than theirs.

<bl>A Western dinner.</bl> The host sits at the head of a long table, with the most important guest on his or her right. Put your napkin on your lap when you sit down. Use the knife and fork from the <re>outside in</re>, one pair for each course; your bread plate is on the left and your glasses are on the right. Wait until the host starts eating before you begin. Between bites, rest your knife and fork on the plate in an upside-down V. When you have finished, place them side by side on the plate, handles to the right. Toasts are usually given at dessert, and nobody is expected to empty the glass.`,
        '两张餐桌，两套规矩。中餐宴请：宾客围坐圆桌，主人面向门坐，最重要的客人坐在主人右侧。菜放在中间的转盘上，轻轻转动，新菜先请主宾品尝。用公筷或公勺取菜，不用自己的筷子；绝不要把筷子竖插在米饭里，那会让人联想到葬礼。主人先敬第一杯酒。“干杯”意为喝干杯中酒，但客人可以只抿一口，不喝酒的人用茶或果汁也可以。与长辈或上级碰杯时，杯子略低于对方。西餐宴请：主人坐长桌一端，最重要的客人坐在主人右侧。入座后把餐巾铺在腿上。刀叉由外向内使用，每道菜一副；面包盘在左，酒杯在右。等主人开始用餐后再动刀叉。用餐间隙把刀叉呈倒“八”字放在盘上。吃完后把刀叉并排放在盘中，刀柄朝右。祝酒通常在甜点时进行，没人要求一饮而尽。',
        'Table manners compared',
      ),
    ],
    [
      choice(
        'At both a Chinese banquet and a Western dinner, where does the most important guest sit?',
        ['Opposite the host', 'On the host’s right', 'On the host’s left', 'Nearest the door'],
        'B',
        ['两段都写到主宾坐在主人右侧。', 'Both paragraphs put the guest of honour on the host’s right.'],
      ),
      trueFalse('At a Chinese banquet a guest must empty the glass every time someone says "ganbei".', false, [
        '原文：a guest may simply take a sip。',
        'The text: "a guest may simply take a sip".',
      ]),
      matching(
        'Match each situation with the right behaviour.',
        [
          ['You take food from a shared dish at a Chinese banquet', 'use the serving chopsticks or spoon'],
          ['You touch glasses with a senior person', 'hold your glass a little lower than theirs'],
          ['You sit down at a Western dinner', 'put your napkin on your lap'],
          ['You have finished your main course', 'place the knife and fork side by side, handles to the right'],
        ],
        ['各情境对应原文中的做法。', 'Each situation and the behaviour the text gives.'],
      ),
      fillBlank(
        'At a Western dinner use the knife and fork from the {{1}} in; your bread plate is on the {{2}}.',
        [['outside'], ['left', 'left side']],
        ['刀叉由外向内；面包盘在左。', 'Cutlery from the outside in; the bread plate on the left.'],
      ),
      choice(
        'Why should you never stand your chopsticks upright in a bowl of rice?',
        [
          'It damages the bowl',
          'It reminds people of a funeral',
          'It means you want more rice',
          'It shows you are in a hurry',
        ],
        'B',
        ['原文：it reminds people of a funeral。', 'The text: "it reminds people of a funeral".'],
      ),
      qa(
        'When are toasts usually given at a Western dinner, and how is that different from a Chinese banquet?',
        'At dessert, and nobody has to empty the glass; at a Chinese banquet the host gives the first toast and "ganbei" invites guests to empty the glass, though a sip is acceptable.',
        ['比较两段最后关于祝酒的句子。', 'Compare the sentences on toasts in the two paragraphs.'],
        10,
      ),
    ],
  ),
  training(
    'bet-hear-banquet-toasts',
    'hearingSkill',
    ['听力：宴会上的祝酒与寒暄', 'Listening: toasts and small talk at a banquet'],
    [
      '听明途照明在苏州宴请德国客户时的祝酒词和席间寒暄，先完整听一遍再作答，最多播放 3 次。',
      'Listen to the toast and the small talk when Brightway Lighting hosts its German clients at a dinner in Suzhou. Play it through once before answering; at most 3 plays.',
    ],
    [audio('bet-hear-banquet-toasts.mp3', 'Dinner for Becker Licht')],
    [
      choice(
        'How much has the business between the two companies grown?',
        ['By 14% in one year', 'By 40% over three years', 'By 4% over four years', 'It has doubled in two years'],
        'B',
        [
          '原文：Over the past three years our business together has grown by forty percent。',
          'He says: "Over the past three years our business together has grown by forty percent."',
        ],
      ),
      trueFalse('The host, Mr Zhang, proposes the first toast.', true, [
        '主人先致辞并举杯，客人随后回敬。',
        'The host speaks and raises his glass first; the guest replies later.',
      ]),
      choice(
        'What did the guest do in the morning?',
        ['She visited the factory', 'She visited the old gardens', 'She went shopping', 'She had a meeting'],
        'B',
        ['原文：This morning we visited the old gardens。', 'She says: "This morning we visited the old gardens."'],
      ),
      fillBlank(
        'The squirrel fish is cut so that it opens like a {{1}}, then fried and served with a {{2}} sauce.',
        [['flower'], ['sweet and sour', 'sweet-and-sour']],
        ['主人介绍松鼠鳜鱼的做法。', 'The host explains how squirrel fish is made.'],
      ),
      sequencing(
        'Put the parts of the host’s toast in order.',
        [
          'He asks for everyone’s attention',
          'He welcomes the guests on behalf of his company',
          'He mentions how the business has grown',
          'He asks everyone to raise their glasses',
        ],
        ['引起注意、致欢迎、举实例、举杯。', 'Attention, welcome, a concrete example, glasses raised.'],
      ),
      qa(
        'What does the guest drink to in her own toast?',
        'To the hosts and to the new LED panels.',
        ['最后一句。', 'The last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  dubbing('bet-dub-business-banquet', 'bet-dub-business-banquet.mp4', [
    '为商务宴请片段配音：主人请主宾入座、询问忌口并祝酒，客人致谢。先看一遍，再在静音视频上录下每一句。',
    'Dub a scene at a business banquet: the host seats the guest of honour, asks about food and drink and proposes a toast, and the guest thanks him. Watch once, then record every line over the muted clip.',
  ]),
  speaking(
    'bet-speech-toast',
    'speechSkill',
    ['演讲：祝酒词', 'Speech: proposing a toast'],
    [
      '按三个场合分别准备并发表一段祝酒词，每段约一分钟。',
      'Prepare and propose a toast for each of three occasions, about a minute each.',
    ],
    [
      talk(
        'You are the general manager of Zhejiang Greenleaf Tea. At a dinner in Hangzhou you have just signed a three-year contract with Hart and Sons of Bristol, whose buyer, David Miller, is your guest. Propose a toast.',
        toast,
        { prepare: 60, respond: 60, type: 'speech' },
      ),
      talk(
        'At your company’s New Year dinner, propose a toast to your foreign customers who have come from Germany, Italy and the UK. Thank them for the year and mention one shared success.',
        toast,
        { prepare: 60, respond: 60, type: 'speech' },
      ),
      talk(
        'You are the guest. Your Chinese host has just welcomed you with a toast. Reply with a short toast of thanks to your hosts.',
        toast,
        { prepare: 30, respond: 45, type: 'speech' },
      ),
    ],
  ),
  speaking(
    'bet-role-play-host-dinner',
    'rolePlay',
    ['角色扮演：宴请外国客户', 'Role play: hosting a dinner for foreign clients'],
    dialogueIntro,
    [
      dialogue(
        'Mr Zhang Hao of Suzhou Brightway Lighting hosts a dinner for Mr Paul Becker of Becker Licht at a Suzhou restaurant. They arrive, sit down and order.',
        [
          ['host', 'Host (Mr Zhang)', '主人（张先生）', 'luca'],
          ['guest', 'Guest (Mr Becker)', '客人（贝克尔先生）', 'eric'],
          ['waiter', 'Waiter', '服务员', 'emily'],
        ],
        [
          [
            'host',
            'Mr Becker, welcome. Please sit here, on my right. I hope you are not too tired after the factory visit.',
            '贝克尔先生，欢迎。请坐这里，我右手边。参观完工厂希望您不会太累。',
          ],
          [
            'guest',
            'Not at all. It was very interesting. Thank you for inviting me.',
            '一点也不累，很有意思。谢谢您的邀请。',
          ],
          ['waiter', 'Good evening. Would you like to see the menu?', '晚上好，请问需要看菜单吗？'],
          [
            'host',
            'Thank you. Mr Becker, is there anything you do not eat, or anything you would especially like to try?',
            '谢谢。贝克尔先生，您有什么忌口，或者特别想尝的菜吗？',
          ],
          [
            'guest',
            'I eat everything except very spicy food. I would love to try some local dishes.',
            '除了很辣的菜我什么都吃。我很想尝尝本地菜。',
          ],
          [
            'host',
            'Then we will have the squirrel fish, the shrimps with Longjing tea and some seasonal vegetables. What would you like to drink?',
            '那我们点松鼠鳜鱼、龙井虾仁和几样时令蔬菜。您想喝点什么？',
          ],
          ['guest', 'A glass of local rice wine, please. I would like to try it.', '请来一杯本地黄酒，我想尝一尝。'],
          ['waiter', 'Certainly. The dishes will be ready in a few minutes.', '好的，菜几分钟后就好。'],
        ],
        [
          '主人安排主宾坐在右侧，点菜前先问忌口和喜好，并介绍菜式。',
          'The host seats the guest of honour on his right, asks about food before ordering and explains the dishes.',
        ],
      ),
      dialogue(
        'Later in the evening Mr Zhang proposes a toast, Mr Becker replies, and the dinner ends.',
        [
          ['host', 'Host (Mr Zhang)', '主人（张先生）', 'luca'],
          ['guest', 'Guest (Mr Becker)', '客人（贝克尔先生）', 'eric'],
        ],
        [
          [
            'host',
            'Mr Becker, may I propose a toast? To three years of good business and to our new panels in Germany. Cheers!',
            '贝克尔先生，我来敬一杯好吗？为三年来的良好合作，也为我们的新面板灯在德国的销售，干杯！',
          ],
          [
            'guest',
            'Cheers! And may I reply? To our hosts, for a wonderful dinner and a warm welcome.',
            '干杯！我也回敬一杯：敬我们的主人，感谢丰盛的晚宴和热情的款待。',
          ],
          [
            'host',
            'Thank you. Would you like some more fish? Or perhaps some dessert?',
            '谢谢。再来点鱼吗？或者来点甜点？',
          ],
          [
            'guest',
            'No, thank you. I could not eat another bite. Everything was delicious.',
            '不用了，谢谢，我实在吃不下了。每道菜都很美味。',
          ],
          [
            'host',
            'I am glad you enjoyed it. Our driver will take you back to your hotel. What time shall he pick you up tomorrow?',
            '您喜欢就好。司机会送您回酒店。明天他几点去接您？',
          ],
          [
            'guest',
            'Half past eight would be perfect. Thank you again for a lovely evening.',
            '八点半就很好。再次感谢这个愉快的夜晚。',
          ],
        ],
        [
          '主人先祝酒，客人回敬；结束时主人安排送客并确认次日安排，客人再次致谢。',
          'The host toasts first and the guest replies; at the end the host arranges the ride back and the next day, and the guest thanks him again.',
        ],
      ),
    ],
  ),
];
