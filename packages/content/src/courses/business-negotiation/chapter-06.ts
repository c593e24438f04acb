/**
 * Business Negotiation, chapter 6 (opening the negotiation): an opening statement to listen to,
 * cooperative, frank and aggressive openings, an opening statement to deliver, a dubbed opening
 * scene and a role play that sets the tone and agrees the agenda.
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
import { dialogue, speaking, talk } from '../../trainings/speaking-builders';
import { dubbing } from '../../trainings/speaking-dubbing';

const opening = [
  '开场陈述四要素：欢迎与感谢、本方目标、希望讨论的议题、合作意愿；语速平稳，目光交流。',
  'An opening statement has four parts: welcome and thanks, your aims, the issues you want to discuss, and your wish to cooperate. Keep a steady pace and look at your audience.',
] as const;
const fluent = [
  '先听对方台词，再清楚、自然地说；语气友好，给对方留出回应的空间。',
  'Listen to the other role, then speak clearly and naturally; sound friendly and leave room for the other side to answer.',
] as const;

export const BN_CHAPTER_6: TTrainingSeed[] = [
  training(
    'bn-hear-opening-statement',
    'hearingSkill',
    ['听力：谈判开场陈述', 'Listening: an opening statement'],
    [
      '听凯斯勒机械销售总监托马斯·布劳恩在苏州谈判开始时的开场陈述，最多播放 3 次。',
      "Listen to Thomas Braun, Kessler Maschinenbau's sales director, opening the talks in Suzhou. At most 3 plays.",
    ],
    [audio('bn-hear-opening-statement.mp3', 'Kessler opens the talks')],
    [
      sequencing(
        'Put the parts of the statement in the order you hear them.',
        [
          'Thanks for the invitation',
          'What Kessler wants from the meeting',
          'The three issues to discuss',
          'An invitation to the other side to speak',
        ],
        ['感谢 → 目标 → 议题 → 请对方发言。', 'Thanks, aims, issues, then handing over to the other side.'],
      ),
      choice(
        'Which three issues does the speaker want to discuss?',
        ['Delivery', 'Price', 'Training and service', 'Packing'],
        'ABC',
        ['原文：delivery, price, and training and service。', '"delivery, price, and training and service".'],
      ),
      fillBlank(
        'Kessler has supplied machines to China for {{1}} years and has {{2}} machines running in Jiangsu.',
        [
          ['eighteen', '18'],
          ['forty', '40'],
        ],
        ['注意两个数字。', 'Listen for the two numbers.'],
      ),
      trueFalse('The speaker begins by stating a new, lower price.', false, [
        '他没有开场就谈价格，而是先表达合作意愿并确认议题。',
        'He does not open with a price; he states his aims and the issues first.',
      ]),
      qa(
        'Is this a cooperative, a frank or an aggressive opening? Give one phrase from the recording that shows it.',
        'A cooperative opening: for example "a partnership that works for both of us" or "we are here to listen".',
        [
          '语气友好、强调共同利益，属于协商式开局。',
          'A friendly tone that stresses shared interests is a cooperative opening.',
        ],
        15,
      ),
    ],
  ),
  training(
    'bn-read-opening-strategies',
    'readSkill',
    ['阅读：协商式、坦诚式与进攻式开局策略', 'Reading: cooperative, frank and aggressive openings'],
    [
      '阅读三种开局策略的说明和例句，判断各自适用的场合。',
      'Read about three ways to open a negotiation, with examples, and decide when each fits.',
    ],
    [
      text(
        `<bl>Three ways to open</bl>

The first minutes of a negotiation set its tone. Negotiators usually choose one of three openings.

<bl>A cooperative opening</bl> stresses shared interests and a friendly atmosphere: "We have worked well together for four years, and we would like to build on that." It suits partners with a good relationship, or first meetings where both sides want a long-term deal.

<bl>A frank opening</bl> states your position and problems openly: "I will be direct: our costs rose by 12% this year, and we cannot keep last year's price." It suits partners who trust each other, or a side in a weaker position that wants to be believed. Used with strangers, it can give away too much.

<bl>An aggressive opening</bl> puts pressure on the other side from the start: "Your last two shipments were late. Unless that changes, we will move our orders elsewhere." It is used when the other side has behaved badly or is trying to take advantage. It must be controlled: once the point is made, return to a calmer tone, or the talks may break down.

Whatever the opening, confirm the <re>agenda</re> early. Agreeing on small things first, such as the order of the issues, builds a habit of saying "yes".`,
        '三种开局方式。谈判的最初几分钟奠定基调，谈判者通常选择以下三种开局之一。协商式开局强调共同利益和友好气氛：“我们合作了四年，很愉快，希望在此基础上继续发展。”它适合关系良好的伙伴，或双方都想长期合作的首次会谈。坦诚式开局公开说明本方的立场和困难：“我直说吧：今年我们的成本上涨了 12%，不能维持去年的价格。”它适合彼此信任的伙伴，或希望被对方相信的弱势一方；对陌生人使用可能透露过多。进攻式开局一开始就向对方施压：“你们最近两批货都迟到了。如果不改变，我们将把订单转给别人。”它用于对方行为不当或企图占便宜时。必须有所控制：表明立场后要回到较平和的语气，否则谈判可能破裂。无论哪种开局，都要尽早确认议程。先在小事上达成一致，如议题的顺序，能养成说“是”的习惯。',
        'Opening strategies',
      ),
    ],
    [
      matching(
        'Match each opening line with its strategy.',
        [
          ['"We have worked well together, and we would like to build on that."', 'cooperative'],
          ['"I will be direct: our costs rose by 12% this year."', 'frank'],
          ['"Unless the delays stop, we will move our orders elsewhere."', 'aggressive'],
        ],
        ['根据语气和内容判断开局策略。', 'Judge the strategy by the tone and the content.'],
      ),
      choice(
        'When is an aggressive opening appropriate, according to the text?',
        [
          'At every first meeting',
          'When the other side has behaved badly or tries to take advantage',
          'When you are in a weak position',
          'When the relationship is very good',
        ],
        'B',
        ['第 4 段。', 'Paragraph 4.'],
      ),
      trueFalse('A frank opening is always the safest choice with a new partner.', false, [
        '原文：对陌生人使用可能透露过多。',
        'The text warns that with strangers it "can give away too much".',
      ]),
      fillBlank(
        'After an aggressive point is made, the negotiator should return to a {{1}} tone. Agreeing on small things first builds a habit of saying "{{2}}".',
        [['calmer', 'calm'], ['yes']],
        ['第 4、5 段。', 'Paragraphs 4 and 5.'],
      ),
      qa(
        'Haitian meets Nordhaus for the first time and hopes for a long-term contract. Which opening should Chen Hao choose, and why?',
        'A cooperative opening, because it is a first meeting and both sides want a long-term deal; he should stress shared interests and agree the agenda early.',
        [
          '首次会谈、追求长期合作，宜用协商式开局。',
          'A first meeting aimed at a long-term deal calls for a cooperative opening.',
        ],
        15,
      ),
    ],
  ),
  speaking(
    'bn-speech-opening-statement',
    'speechSkill',
    ['演讲：发表开场陈述', 'Speech: deliver an opening statement'],
    [
      '准备并发表谈判的开场陈述，录下你的发言。机器评分发音与流利度，教师评阅内容。',
      'Prepare and deliver the opening statement of a negotiation and record it. The machine scores pronunciation and fluency; the teacher grades the content.',
    ],
    [
      talk(
        'You are Chen Hao of Ningbo Haitian Appliances. Nordhaus (Hamburg) has come to Ningbo to discuss a one-year contract for 40,000 air fryers. Deliver your opening statement: welcome the guests, say what Haitian hopes to achieve today, propose the order of the issues (quality, price, delivery and warranty), and invite Ms Vogel to add anything.',
        opening,
        { prepare: 60, respond: 90, type: 'speech' },
      ),
      talk(
        "You are the buyer, Ms Vogel. Reply to Haitian's opening statement: thank the hosts, state Nordhaus's main aim (reliable delivery for the autumn season), and add one issue to the agenda: the BSCI audit.",
        opening,
        { prepare: 45, respond: 60, type: 'speech' },
      ),
      talk(
        'Your company has raised its price by 8% because copper and steel cost more. Open a meeting with a long-standing customer with a frank opening that explains the increase and keeps the relationship warm.',
        opening,
        { prepare: 60, respond: 75, type: 'speech' },
      ),
    ],
  ),
  dubbing('bn-dub-negotiation-opening', 'bn-dub-negotiation-opening.mp4', [
    '为一段谈判开场视频配音：主方欢迎客人、提出议程，客方补充议题。跟着字幕的时间录下每一句。',
    'Dub the opening of a negotiation: the host welcomes the guests and proposes the agenda, and the guest adds an issue. Record every line in time with the subtitles.',
  ]),
  speaking(
    'bn-role-play-opening-agenda',
    'rolePlay',
    ['角色扮演：营造开局气氛并确认议程', 'Role play: setting the tone and agreeing the agenda'],
    [
      '选择一个角色，机器朗读另一个角色：先寒暄营造气氛，再确认议程。',
      'Choose a role; the machine reads the other. Make small talk to set a friendly tone, then agree the agenda.',
    ],
    [
      dialogue(
        'Video call between Ms Gu Ping of Suzhou Hengli (buyer) and Mr Thomas Braun of Kessler Maschinenbau (seller) before the talks on six CNC machines.',
        [
          ['buyer', 'Gu Ping (Hengli, buyer)', '顾萍（恒力，买方）', 'emily'],
          ['seller', 'Thomas Braun (Kessler, seller)', '托马斯·布劳恩（凯斯勒，卖方）', 'eric'],
        ],
        [
          ['seller', 'Good afternoon, Ms Gu. Can you hear me well?', '顾女士，下午好。您能听清楚吗？'],
          ['buyer', 'Perfectly, thank you. How is the weather in Stuttgart?', '非常清楚，谢谢。斯图加特天气怎么样？'],
          [
            'seller',
            'Cold and grey, I am afraid. I am looking forward to spring in Suzhou.',
            '恐怕又冷又阴。我很期待苏州的春天。',
          ],
          ['buyer', 'You will enjoy it. The gardens are beautiful in March.', '您会喜欢的，三月的园林很美。'],
          ['seller', 'Shall we agree the agenda for our meeting on the ninth?', '我们来确定一下九号会议的议程好吗？'],
          [
            'buyer',
            'Yes. We would like to start with the delivery date, then discuss price and payment.',
            '好的。我们想先谈交货日期，再谈价格和付款。',
          ],
          [
            'seller',
            'That is fine. Could we also add training for your engineers?',
            '可以。我们能不能再加上贵方工程师的培训？',
          ],
          ['buyer', 'Of course. Let us put it after payment, as item four.', '当然。放在付款之后，作为第四项。'],
          ['seller', 'Good. I will send you the agenda in writing tomorrow.', '好的，我明天把书面议程发给您。'],
          ['buyer', 'Thank you, Mr Braun. See you in Suzhou.', '谢谢您，布劳恩先生。苏州见。'],
        ],
        fluent,
      ),
    ],
  ),
];
