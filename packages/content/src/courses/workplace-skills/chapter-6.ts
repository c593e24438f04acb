/**
 * Workplace Skills, chapter 6 (social etiquette): etiquette for meeting people, dining and dress,
 * small talk at a business dinner, a business reception dubbed, toasts and words of thanks, and a
 * dinner hosted for an overseas client.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, read, speaking } from '../../trainings/speaking-builders';
import { dubbing } from '../../trainings/speaking-dubbing';

const stress: readonly [string, string] = ['注意单词重音和尾音。', 'Mind the word stress and the final sounds.'];
const raise: readonly [string, string] = [
  '举杯时语速放慢，声音洪亮，看着客人；句末语调下降，显得真诚。',
  'Slow down, speak up and look at your guests as you raise your glass; let your voice fall at the end to sound sincere.',
];
const host: readonly [string, string] = [
  '做个周到的主人：介绍菜品、照顾客人、话题轻松，敬酒简短真诚。',
  'Be a thoughtful host: explain the dishes, look after your guest, keep the talk light and the toast short and sincere.',
];
const roleIntro: readonly [string, string] = [
  '选择一个角色，机器朗读另一个角色，你录下自己的台词。三个场景是入座点菜、席间交谈和敬酒道别。',
  'Choose a role; the machine reads the other and you record your lines. The three scenes are sitting down and ordering, talk over dinner, and the toast and goodbye.',
];
const hostGuest = [
  ['host', 'Host', '主人', 'emily'],
  ['guest', 'Guest', '客人', 'eric'],
] as const;

const etiquette = `<bl>Business etiquette: a short guide for meeting overseas clients</bl>

<bl>Meeting people.</bl> Stand up, smile and give a firm handshake while looking the other person in the eye. Use a title and the family name — "Mr Smith", "Dr Müller" — until you are invited to use a first name. Give and receive business cards with both hands, and read the card for a moment before you put it away; never write on it in front of its owner.

<bl>Dining.</bl> As the host, you choose the restaurant and pay the bill; ask your guests in advance whether they have any dietary needs, such as vegetarian or halal food. Seat the most important guest on the host's right. Do not start eating before the host does, and keep your phone off the table.

<bl>Dress.</bl> "Business formal" means a dark suit and tie for men, and a suit or a dress with a jacket for women. "Business casual" means no tie is needed, but jeans, trainers and T-shirts are still not suitable. If you are not sure, it is better to be a little too formal than too casual.`;

const etiquetteCn = `商务礼仪：会见海外客户简明指南。见面：起身、微笑，一边注视对方的眼睛一边有力地握手。在对方邀请你直呼名字之前，用头衔加姓氏称呼，如“史密斯先生”“米勒博士”。用双手递接名片，收到后看一会儿再收好；不要当着对方的面在名片上写字。宴请：作为主人，由你选择餐厅并买单；提前询问客人有无饮食要求，如素食或清真食品。把最重要的客人安排在主人右侧。主人开始用餐前不要先吃，手机不要放在桌上。着装：“正式商务装”指男士穿深色西装、系领带，女士穿套装或连衣裙配外套。“商务休闲装”指不必系领带，但牛仔裤、运动鞋和 T 恤仍不合适。拿不准时，宁可稍正式，也不要太随便。`;

const dinnerOrder = dialogue(
  'Scene 1: Zhao Lin of Hangzhou Tianyi Tea hosts Mr David Walsh, a buyer from Dublin, at a restaurant by West Lake.',
  hostGuest,
  [
    ['host', 'Mr Walsh, please take this seat, with the view of the lake.', '沃尔什先生，请坐这里，可以看到湖景。'],
    ['guest', 'Thank you, what a view. And please, call me David.', '谢谢，景色真美。请叫我戴维吧。'],
    [
      'host',
      'Then please call me Lin. Is there anything you do not eat, David?',
      '那也请叫我琳。戴维，您有什么忌口吗？',
    ],
    [
      'guest',
      'I eat almost everything, but I am not a fan of very spicy food.',
      '我几乎什么都吃，只是不太喜欢很辣的菜。',
    ],
    [
      'host',
      'No problem. Hangzhou food is quite mild. I suggest the Dongpo pork and the Longjing shrimps, cooked with our green tea.',
      '没问题，杭帮菜比较清淡。我推荐东坡肉和龙井虾仁，是用我们的绿茶做的。',
    ],
    ['guest', 'Shrimps cooked with tea? I must try that.', '用茶做的虾？那我一定要尝尝。'],
  ],
  host,
);
const dinnerTalk = dialogue(
  'Scene 2: talk over dinner.',
  hostGuest,
  [
    ['host', 'How do you like the shrimps?', '虾仁味道怎么样？'],
    [
      'guest',
      'Excellent. You can really taste the tea. Is this the same tea we are buying from you?',
      '好极了，真能吃出茶香。这和我们向你们买的是同一种茶吗？',
    ],
    [
      'host',
      'Yes, it is this spring’s Longjing. Tomorrow you can see the tea gardens where it grows.',
      '是的，是今年的春茶龙井。明天您可以去看看种茶的茶园。',
    ],
    ['guest', 'I am looking forward to it. Do many tourists visit the gardens?', '我很期待。去茶园的游客多吗？'],
    [
      'host',
      'Quite a lot in spring. Have you had a chance to see anything of Hangzhou yet?',
      '春天挺多的。您在杭州转过了吗？',
    ],
    [
      'guest',
      'I walked along the lake this morning before our meeting. It was very peaceful.',
      '今天上午开会前我沿着湖边走了走，非常宁静。',
    ],
  ],
  host,
);
const dinnerToast = dialogue(
  'Scene 3: the host proposes a toast, and the guest says goodbye.',
  hostGuest,
  [
    [
      'host',
      'David, I would like to propose a toast. To our first year of working together, and to many more.',
      '戴维，我想提议干一杯。为我们合作的第一年，也为今后更多年的合作。',
    ],
    [
      'guest',
      'To many more years. Thank you, Lin, for a wonderful evening and for looking after me so well.',
      '为更多年的合作干杯。琳，谢谢你安排了这么美好的晚上，照顾得这么周到。',
    ],
    ['host', 'It is our pleasure. The driver will take you back to your hotel.', '这是我们的荣幸。司机会送您回酒店。'],
    [
      'guest',
      'That is very kind. Next time you come to Dublin, dinner is on me.',
      '太周到了。下次你来都柏林，晚饭我请。',
    ],
    [
      'host',
      'I will hold you to that. Good night, David, and see you at nine tomorrow.',
      '一言为定。晚安，戴维，明天九点见。',
    ],
  ],
  host,
);

export const CHAPTER_6_TRAININGS: TTrainingSeed[] = [
  training(
    'wps-read-etiquette',
    'readSkill',
    ['阅读：见面、宴请与着装礼仪', 'Reading: etiquette for meeting people, dining and dress'],
    [
      '阅读一份会见海外客户的礼仪指南，判断不同场合中的做法是否得体。',
      'Read a short guide to etiquette with overseas clients and decide what is right in each situation.',
    ],
    [text(etiquette, etiquetteCn, 'Business etiquette: a short guide')],
    [
      choice(
        'You receive a business card from a new client. What should you do?',
        [
          'Put it straight into your pocket',
          'Take it with both hands and read it for a moment',
          'Write the meeting date on it at once',
          'Give it to your assistant',
        ],
        'B',
        [
          '指南：双手接名片，看一会儿再收好，不要当面在上面写字。',
          'The guide: take it with both hands, read it, and never write on it in front of its owner.',
        ],
      ),
      trueFalse('You should call a new client by his first name as soon as you meet him.', false, [
        '应先用头衔加姓氏，等对方邀请后再直呼名字。',
        'Use a title and the family name until you are invited to use a first name.',
      ]),
      matching(
        'Match each situation with what the guide says.',
        [
          ['The most important guest', 'sits on the host’s right'],
          ['A guest who eats only halal food', 'should be asked about dietary needs before the dinner'],
          ['An invitation says "business casual"', 'no tie, but no jeans or trainers either'],
          ['You are not sure what to wear', 'be a little too formal rather than too casual'],
        ],
        ['见指南“宴请”和“着装”两段。', 'See the "Dining" and "Dress" paragraphs.'],
      ),
      fillBlank(
        'As the host, you choose the restaurant and pay the {{1}}. Keep your {{2}} off the table.',
        [
          ['bill', 'check'],
          ['phone', 'mobile', 'mobile phone'],
        ],
        ['主人买单；手机不要放在桌上。', 'The host pays; the phone stays off the table.'],
      ),
      qa(
        'Your colleague plans to wear jeans and a smart shirt to a "business formal" dinner with a Swiss client. What would you tell him?',
        'That "business formal" means a dark suit and tie; jeans are not suitable even for business casual, so he should wear a suit.',
        [
          '正式商务装须穿深色西装系领带；牛仔裤连商务休闲场合都不合适。',
          'Business formal means a dark suit and tie; jeans are wrong even for business casual.',
        ],
        15,
      ),
    ],
  ),
  training(
    'wps-hear-dinner-small-talk',
    'hearingSkill',
    ['听力：商务晚宴上的寒暄', 'Listening: small talk at a business dinner'],
    [
      '听杭州一场商务晚宴上主人与英国客户的寒暄，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a host and a British client making small talk at a business dinner in Hangzhou. Play it through once before answering; at most 3 plays.',
    ],
    [audio('wps-hear-dinner-small-talk.mp3', 'Dinner in Hangzhou')],
    [
      choice(
        'What does Mr Clarke ask Ms Yang to do?',
        ['Order the food', 'Call him James', 'Book a taxi', 'Send him a price list'],
        'B',
        ['"Please, call me James."', '"Please, call me James."'],
      ),
      fillBlank(
        'The West Lake fish is cooked in a {{1}} and sour sauce. Ms Yang studied in {{2}} for a year.',
        [['sweet'], ['Manchester']],
        [
          '西湖醋鱼是糖醋口味；杨女士在曼彻斯特读过一年书。',
          'The fish is sweet and sour; Ms Yang studied in Manchester.',
        ],
      ),
      trueFalse('Ms Yang has worked for her company for three years, counting this one.', true, [
        '"No, my third."：这是她的第三年。',
        '"No, my third." This is her third year.',
      ]),
      choice('Which topic do they NOT talk about?', ['Food', 'Football', 'Politics', 'Travel plans'], 'C', [
        '他们谈了菜、足球和行程，没有谈政治；政治是商务寒暄中应避免的话题。',
        'They talk about food, football and travel, not politics, a topic small talk avoids.',
      ]),
      qa(
        'Where is Mr Clarke going next, and why?',
        'To Shenzhen on Thursday, to visit two more suppliers.',
        ['最后一句给出了行程。', 'The last line gives his plan.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  dubbing('wps-dub-business-reception', 'wps-dub-business-reception.mp4', [
    '为一段商务招待会的视频配音：欢迎客人、介绍总经理、招待饮品。',
    'Dub a video of a business reception: welcoming a guest, introducing the general manager, offering drinks.',
  ]),
  speaking(
    'wps-oral-toasts',
    'oralSkill',
    ['口语：祝酒与致谢用语', 'Speaking: toasts and words of thanks'],
    [
      '朗读宴会上的祝酒词和致谢用语：先读词和句子，再读一段完整的祝酒词。',
      'Read aloud the toasts and words of thanks used at a dinner: a word and sentences first, then a complete toast.',
    ],
    [
      read('word', 'hospitality', '热情款待', stress),
      read('sentence', 'I would like to propose a toast to our partnership.', '我提议为我们的合作干杯。', raise),
      read(
        'sentence',
        'Thank you so much for your kind hospitality this evening.',
        '非常感谢您今晚的盛情款待。',
        raise,
      ),
      read(
        'sentence',
        'On behalf of our team, thank you for coming all the way to Ningbo.',
        '我代表我们团队，感谢您远道来到宁波。',
        raise,
      ),
      read(
        'paragraph',
        'Ladies and gentlemen, may I have your attention, please? On behalf of Ningbo Ocean Star Electronics, I would like to thank our friends from Lindqvist Retail for travelling so far to be with us. This year we shipped more than two hundred thousand speakers to Sweden together, and tomorrow we will sign our new three year agreement. Please raise your glasses: to our friendship, and to our success. Cheers!',
        '女士们，先生们，请允许我说几句。我代表宁波海星电子，感谢林德奎斯特零售的朋友们远道而来。今年我们一起向瑞典发运了二十多万台音箱，明天我们将签署新的三年协议。请大家举杯：为我们的友谊，为我们的成功，干杯！',
        raise,
        20,
      ),
    ],
  ),
  speaking(
    'wps-role-play-client-dinner',
    'rolePlay',
    ['角色扮演：宴请海外客户', 'Role play: host a dinner for an overseas client'],
    roleIntro,
    [dinnerOrder, dinnerTalk, dinnerToast],
  ),
];
