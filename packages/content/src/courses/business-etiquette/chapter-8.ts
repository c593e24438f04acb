/**
 * Business Etiquette, chapter 8 (dress and manners): business dress codes, an image consultant on
 * professional appearance, and what to wear on different occasions.
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
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';

export const CHAPTER_8_TRAININGS: TTrainingSeed[] = [
  training(
    'bet-read-dress-codes',
    'readSkill',
    ['阅读：商务着装规范', 'Reading: business dress codes'],
    [
      '阅读一篇介绍常见商务着装规范的短文，然后回答问题。',
      'Read a short text on the common business dress codes, then answer the questions.',
    ],
    [
      text(
        `<bl>What does the invitation mean?</bl>

Invitations and company rules often name a <re>dress code</re>. Knowing what each one means saves you from arriving in the wrong clothes.

<bl>Business formal.</bl> For negotiations, board meetings and formal ceremonies. Men: a dark suit, a white or light blue shirt, a tie and dark leather shoes. Women: a suit with a skirt or trousers, or a simple dress with a jacket, and closed shoes with a low heel.

<bl>Business casual.</bl> For most office days and many client visits. No tie is needed: trousers such as chinos, a collared shirt or a blouse, perhaps a blazer, and smart shoes. In most companies jeans, trainers, shorts and T-shirts are still not business casual.

<bl>Smart casual.</bl> For company dinners and informal events: neater than everyday clothes, for example dark jeans with a jacket and a shirt, or a dress with flat shoes.

<bl>Black tie.</bl> For evening galas and award dinners. Men wear a dinner jacket (a tuxedo in the USA) with a black bow tie; women wear a long evening dress.

Whatever the code, clothes should be clean, ironed and fit well. If you are not sure, it is better to be <re>slightly overdressed</re> than underdressed, or simply ask your host.`,
        '请柬上的要求是什么意思？请柬和公司规定常常写明着装要求。了解每种要求的含义，可以避免穿错衣服。商务正装：用于谈判、董事会和正式仪式。男士：深色西装、白色或浅蓝色衬衫、领带和深色皮鞋。女士：裙装或裤装套装，或简洁的连衣裙配外套，穿低跟包头鞋。商务休闲：用于大多数办公日和许多客户拜访。不必打领带：卡其裤等长裤、有领衬衫或女式衬衫，可加一件休闲西装外套，配得体的鞋。在大多数公司，牛仔裤、运动鞋、短裤和 T 恤仍不算商务休闲。精致休闲：用于公司聚餐和非正式活动，比日常衣着整洁，例如深色牛仔裤配外套和衬衫，或连衣裙配平底鞋。黑色领结：用于晚间盛会和颁奖晚宴。男士穿晚礼服（美国称 tuxedo）配黑色领结；女士穿长款晚礼服。无论哪种要求，衣服都应干净、熨平、合身。如果拿不准，宁可穿得稍正式一些，也不要太随便，或者直接问主人。',
        'Dress codes',
      ),
    ],
    [
      matching(
        'Match each occasion with the dress code the text gives for it.',
        [
          ['A contract negotiation with a new client', 'business formal'],
          ['An ordinary day at the office', 'business casual'],
          ['An informal company dinner', 'smart casual'],
          ['An evening award gala', 'black tie'],
        ],
        ['原文中每种着装要求对应的场合。', 'The occasions the text gives for each code.'],
      ),
      choice(
        'Which outfit is business casual according to the text?',
        [
          'Chinos, a collared shirt and a blazer',
          'Jeans, a T-shirt and trainers',
          'A dinner jacket with a black bow tie',
          'Shorts and a polo shirt',
        ],
        'A',
        [
          '原文：chinos, a collared shirt or a blouse, perhaps a blazer。',
          'The text: "chinos, a collared shirt or a blouse, perhaps a blazer".',
        ],
      ),
      trueFalse('If you are unsure of the dress code, it is better to be slightly underdressed.', false, [
        '原文：better to be slightly overdressed than underdressed。',
        'The text: "better to be slightly overdressed than underdressed".',
      ]),
      fillBlank(
        'At a black-tie event men wear a dinner jacket, called a {{1}} in the USA, with a black {{2}} tie.',
        [['tuxedo'], ['bow']],
        ['黑色领结场合的男士着装。', 'Men’s clothes for a black-tie event.'],
      ),
      choice(
        'What shoes does the text suggest for women in business formal dress?',
        ['Open sandals', 'Closed shoes with a low heel', 'Trainers', 'Very high heels'],
        'B',
        ['原文：closed shoes with a low heel。', 'The text: "closed shoes with a low heel".'],
      ),
      qa(
        'Whatever the dress code, what three things should your clothes be?',
        'Clean, ironed and well fitting.',
        ['最后一段第一句。', 'The first sentence of the last paragraph.'],
        10,
      ),
    ],
  ),
  training(
    'bet-hear-image-consultant',
    'hearingSkill',
    ['听力：形象顾问讲解职业形象', 'Listening: an image consultant on professional appearance'],
    [
      '听一档职场节目中形象顾问谈职业形象，先完整听一遍再作答，最多播放 3 次。',
      'Listen to an image consultant talk about professional appearance on a careers programme. Play it through once before answering; at most 3 plays.',
    ],
    [audio('bet-hear-image-consultant.mp3', 'Career Talk')],
    [
      fillBlank(
        'According to Grace Lin, people decide what they think of you in the first {{1}} seconds.',
        [['7', 'seven']],
        ['原文：in the first seven seconds。', 'She says: "in the first seven seconds".'],
      ),
      choice(
        'What does Grace say about an expensive suit that is too big?',
        [
          'It is better than a cheap suit',
          'It looks worse than a simple suit that fits',
          'It is fine for video calls',
          'It shows you are successful',
        ],
        'B',
        ['原文：looks worse than a simple one that fits。', 'She says it "looks worse than a simple one that fits".'],
      ),
      sequencing(
        'Put Grace’s three points in the order she gives them.',
        [
          'Clothes that fit and are clean and ironed',
          'Good posture and eye contact',
          'Small details such as shoes, nails and your phone',
        ],
        ['衣着、仪态、细节。', 'Clothes, posture, details.'],
      ),
      trueFalse('Grace says that for video calls from home, how you dress does not matter.', false, [
        '原文：Dress as you would for the office, at least above the desk。',
        'She says: "Dress as you would for the office, at least above the desk."',
      ]),
      qa(
        'What should you check before a video call, besides your clothes?',
        'Your background and your lighting.',
        [
          '原文：check your background and lighting before the call。',
          'She says: "check your background and lighting before the call".',
        ],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'bet-topic-dress-occasions',
    'topicDiscuss',
    ['话题讨论：不同场合的着装选择', 'Topic discussion: what to wear on different occasions'],
    [
      '阅读两种着装选择的看法，回答问题并发表你的观点。',
      'Read two views on choosing clothes for different occasions, answer the questions and give your own view.',
    ],
    [
      text(
        `<bl>View A</bl> (Zhou Yan, sales director, Suzhou): "When I meet a client, I always wear a suit, even if the client wears jeans. A suit shows that I take the client and the meeting seriously. It is my respect in the form of clothes."
<bl>View B</bl> (Tom Walsh, founder of a software start-up, Dublin): "When a supplier turns up at our office in a dark suit, my whole team feels uncomfortable. Look at the client's website and photos before you go, and dress one step smarter than they do: if they wear T-shirts, wear a neat shirt, not a tie."`,
        '观点 A（苏州销售总监周燕）：“我见客户时总是穿西装，即使客户穿牛仔裤。西装表明我重视客户和这次会面，这是以衣着表达的尊重。”观点 B（都柏林一家软件初创公司创始人汤姆·沃尔什）：“供应商穿着深色西装来我们办公室时，我整个团队都觉得不自在。去之前看看客户的网站和照片，穿得比他们正式一级：如果他们穿 T 恤，你就穿整洁的衬衫，而不是打领带。”',
        'Two views on dress',
      ),
    ],
    [
      trueFalse('Tom Walsh thinks a supplier should dress exactly like the client’s team.', false, [
        '他主张比客户正式一级（one step smarter），而不是完全一样。',
        'He says "one step smarter than they do", not exactly the same.',
      ]),
      choice(
        'According to Tom Walsh, what should you wear to visit a client whose staff wear T-shirts?',
        ['A dark suit and tie', 'A neat shirt without a tie', 'A T-shirt and shorts', 'A dinner jacket'],
        'B',
        ['原文：wear a neat shirt, not a tie。', 'He says: "wear a neat shirt, not a tie".'],
      ),
      qa(
        'You will attend (1) a contract signing with a state-owned bank and (2) a team-building day with a client’s marketing team. What would you wear to each, and why?',
        '(1) Business formal, a dark suit, because a signing is a formal ceremony with a conservative client. (2) Smart casual, such as chinos and a neat shirt or a simple dress and flat shoes, one step smarter than the client’s team, because the event is informal and active.',
        ['两个场合分别给出着装和理由。', 'Clothes and a reason for each occasion.'],
      ),
      writing(
        'Post your view for the class (at least 100 words): is a suit always the safest choice for meeting a client? Use both views and an example.',
        100,
        'A suit is the safest choice for formal occasions such as negotiations and signings, and with conservative clients in banking or government, as Zhou Yan says. But it is not always safe: in a start-up like Tom Walsh’s, a suit can make people feel distant, which is the opposite of respect. The best rule is to find out about the client first, from their website or a contact, and dress one step smarter than they do. When there is no information, a suit without a tie is a good middle way.',
        [
          '评分要点：观点、结合两种看法、例子、结构清晰。',
          'Marked on: a position, both views used, an example, clear structure.',
        ],
      ),
    ],
  ),
];
