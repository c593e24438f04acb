/**
 * Business Negotiation, chapter 11 (cross-cultural negotiation): national negotiating styles
 * compared, Chinese and American negotiators at the table, a misunderstanding between a Chinese
 * and a Japanese team, direct and indirect communication, and a role play with a German buyer.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { dialogue, speaking } from '../../trainings/speaking-builders';

const fluent = [
  '先听对方台词，再清楚、自然地说；对德国买方要守时、讲事实、数字准确，承诺要能书面兑现。',
  'Listen to the other role, then speak clearly; with a German buyer be punctual, factual and exact with figures, and promise only what you can put in writing.',
] as const;

export const BN_CHAPTER_11: TTrainingSeed[] = [
  training(
    'bn-read-national-styles',
    'readSkill',
    ['阅读：各国谈判风格比较', 'Reading: a comparison of national negotiating styles'],
    [
      '阅读各国谈判风格的比较，注意这些只是总体倾向，不是对个人的定论。',
      'Read a comparison of national negotiating styles; remember that these are general tendencies, not rules about any one person.',
    ],
    [
      text(
        `<bl>Negotiating styles: a comparison</bl>

Every negotiator is an individual, but national business cultures shape what people expect at the table. The notes below describe <re>tendencies</re>, not rules.

<bl>Germany.</bl> Careful preparation, detailed technical questions and punctuality. Offers are close to the final figure, so German buyers dislike large price cuts, which suggest the first offer was not serious. Agreements are written down precisely and kept.

<bl>United States.</bl> Direct and quick. Americans often open with the deal rather than the relationship, use first names early, and expect the person at the table to have authority to decide. "Time is money": long silences make them uncomfortable.

<bl>Japan.</bl> The relationship and the group come first. Decisions are made by consensus at home, so the team at the table may not answer at once. Silence is a sign of thought, not of refusal, and a direct "no" is avoided; "That will be difficult" often means no.

<bl>China.</bl> Trust is built through personal relationships, meals and repeated visits. Negotiators prefer to agree general principles first and details later, and giving face to the other side, especially to senior people, matters a great deal.

<bl>Brazil.</bl> Warm and personal, with lively, overlapping conversation. Relationships matter more than schedules; meetings may start late and run long.`,
        '谈判风格比较。每位谈判者都是独立的个体，但各国的商业文化会影响人们在谈判桌上的期待。以下描述的是总体倾向，不是规律。德国：准备细致，技术问题详细，守时。报价接近最终价格，所以德国买家不喜欢大幅降价，这会让人觉得第一次报价不认真。协议书写精确，并严格履行。美国：直接、快速。美国人常常先谈交易而不是关系，很早就直呼名字，并期望谈判桌上的人有权作决定。“时间就是金钱”，长时间的沉默让他们不自在。日本：关系和集体优先。决策要在国内经集体协商一致，所以桌上的团队可能不会马上答复。沉默表示在思考而不是拒绝，他们避免直接说“不”；“那会比较困难”往往就是拒绝。中国：信任通过私人关系、宴请和多次拜访建立。谈判者倾向于先商定总体原则，再谈细节；给对方面子，尤其是给年长或职位高的人面子，非常重要。巴西：热情、重人情，谈话活跃，常常互相插话。关系比日程更重要，会议可能晚开始、拖得较长。',
        'Styles compared',
      ),
    ],
    [
      matching(
        'Match each behaviour with the business culture the text links it to.',
        [
          ['A first offer close to the final price', 'Germany'],
          ['Expecting the negotiator to decide at the table', 'United States'],
          ['"That will be difficult" meaning no', 'Japan'],
          ['Agreeing general principles before details', 'China'],
          ['Meetings that start late and run long', 'Brazil'],
        ],
        ['各国风格的典型表现。', 'Typical behaviour in each culture.'],
      ),
      trueFalse('The text says every German negotiator behaves in the same way.', false, [
        '原文：describe tendencies, not rules。',
        'The text describes "tendencies, not rules".',
      ]),
      choice(
        'Why might a German buyer distrust a seller who cuts the price by 20% at once?',
        [
          'Because it suggests the first offer was not serious',
          'Because Germans never accept discounts',
          'Because it is illegal in Germany',
          'Because the buyer wanted a longer meeting',
        ],
        'A',
        [
          '德国部分：大幅降价让人觉得第一次报价不认真。',
          'The Germany section: a big cut suggests the first offer was not serious.',
        ],
      ),
      fillBlank(
        'In Japan, {{1}} is a sign of thought, not of refusal, and decisions are made by {{2}} at home.',
        [['silence'], ['consensus']],
        ['日本部分。', 'The Japan section.'],
      ),
      qa(
        'An American buyer wants to sign a deal at the first meeting; your Chinese director prefers to build the relationship first. Suggest one way to satisfy both.',
        'For example, agree the main terms in a short letter of intent at the first meeting, then invite the buyer to a dinner and a factory visit before the detailed contract is signed.',
        [
          '兼顾美方的效率与中方的关系导向。',
          'Combine the American wish for speed with the Chinese wish for a relationship.',
        ],
        15,
      ),
    ],
  ),
  training(
    'bn-hear-sino-american',
    'hearingSkill',
    ['听力：中美谈判代表的对话', 'Listening: Chinese and American negotiators at the table'],
    [
      '听美国买方米勒先生与中国卖方林女士在厦门的谈判，注意双方沟通风格的差异，最多播放 3 次。',
      'Listen to Mr Miller, an American buyer, and Ms Lin, a Chinese seller, at the table in Xiamen, and notice how differently they communicate. At most 3 plays.',
    ],
    [audio('bn-hear-sino-american.mp3', 'Chicago meets Xiamen')],
    [
      choice(
        'What does Mr Miller want at this meeting?',
        ['A dinner in Xiamen', 'A deal on price today', 'A factory visit', "A meeting with Ms Lin's director"],
        'B',
        ['原文：I would like to agree the price today。', '"I would like to agree the price today".'],
      ),
      fillBlank(
        'Mr Miller offers {{1}} dollars a chair for {{2}} chairs.',
        [
          ['forty-two', '42'],
          ['ten thousand', '10,000', '10000'],
        ],
        ['注意价格和数量。', 'Listen for the price and the quantity.'],
      ),
      trueFalse('Ms Lin says "no" directly to the price.', false, [
        '她说 we will need to study it 和 that may be difficult，是委婉的拒绝。',
        'She says "we will need to study it" and "that may be difficult": an indirect no.',
      ]),
      choice(
        'What does Ms Lin suggest before the details are agreed?',
        [
          'A dinner and a visit to the factory',
          'A lower price at once',
          'Ending the talks',
          'A meeting in Chicago next year',
        ],
        'A',
        ['中方倾向于先建立关系。', 'The Chinese side prefers to build the relationship first.'],
      ),
      qa(
        'How does Mr Miller show at the end that he has understood her?',
        'He says he will not push for an answer today, accepts the dinner and the factory visit, and asks for a reply by Friday.',
        ['美方调整了节奏，同时要一个明确的时间。', 'He adjusts his pace but still asks for a clear date.'],
        10,
      ),
    ],
  ),
  training(
    'bn-case-sino-japanese-misunderstanding',
    'caseAnalysis',
    ['案例：中日合作谈判中的文化误解', 'Case: a cultural misunderstanding in a Sino-Japanese negotiation'],
    [
      '阅读案例，分析中日双方之间的文化误解及其后果，并提出改进建议。',
      'Read the case, analyse the cultural misunderstanding between the Chinese and Japanese teams, and suggest what each could do better.',
    ],
    [
      text(
        `<bl>Dalian Haixing Electronics</bl> wanted to supply cable harnesses to <bl>Mori Motors</bl>, a Japanese car-parts maker. In October 2025 four Mori managers came to Dalian.

The meeting started well. Haixing's sales director, Mr Zhao, presented the offer: <bl>JPY 1,850</bl> per harness for 120,000 units a year. When he finished, the Japanese team said nothing for almost a minute. Worried, Mr Zhao offered a 5% discount. The Japanese looked at each other and their leader, Mr Sato, said: "Thank you. We will consider it carefully."

Mr Zhao took this as a yes. He told his factory to prepare a production line and, the next day, asked Mr Sato to sign a contract before the delegation left. Mr Sato answered, "That will be difficult." Mr Zhao pressed him twice more in front of his team.

Three weeks later, Mori wrote that it had "decided to continue with its present supplier". A Japanese consultant later explained that Mori's team had no authority to sign: the decision needed a <re>ringi</re>, a written proposal approved by several departments in Tokyo. The silence was normal; the quick discount made Haixing look uncertain of its own price; and pushing the leader in front of his team had caused him to lose face.`,
        '大连海星电子希望向日本汽车零部件企业森汽车供应线束。2025 年 10 月，森汽车四位经理来到大连。会议开始时很顺利。海星销售总监赵先生介绍了报价：每年 12 万套，每套 1,850 日元。他讲完后，日方近一分钟没有说话。赵先生很担心，主动给了 5% 的折扣。日方互相看了看，领队佐藤先生说：“谢谢，我们会认真考虑。”赵先生以为这是同意，通知工厂准备生产线，第二天又请佐藤先生在代表团离开前签合同。佐藤先生回答：“那会比较困难。”赵先生又当着其团队的面催了两次。三周后，森汽车来函称已“决定继续与现有供应商合作”。一位日本顾问后来解释：森汽车的团队无权签约，决策需要经过“禀议”，即由东京多个部门审批的书面提案。沉默很正常；过快的折扣让海星显得对自己的价格没有信心；当着团队的面催促领队，则让他丢了面子。',
      ),
    ],
    [
      matching(
        'Match what the Japanese team did or said with what it really meant.',
        [
          ['A long silence after the offer', 'they were thinking, not refusing'],
          ['"We will consider it carefully."', 'the proposal must go through the decision process at home'],
          ['"That will be difficult."', 'no'],
        ],
        ['日方表达的真实含义。', 'What the Japanese behaviour really meant.'],
      ),
      choice(
        "Which of Mr Zhao's actions harmed the negotiation?",
        [
          'Offering a discount during the silence',
          'Taking "we will consider it" as a yes',
          'Pressing Mr Sato in front of his team',
          'Presenting a clear offer with price and quantity',
        ],
        'ABC',
        ['清晰的报价本身没有问题。', 'Presenting a clear offer was not the problem.'],
      ),
      trueFalse('Mr Sato could have signed the contract in Dalian if the price had been low enough.', false, [
        '日方需要经过东京的“禀议”审批，代表团无权签约。',
        'The decision needed a ringi in Tokyo; the team had no authority to sign.',
      ]),
      writing(
        'In about 120 words, advise Mr Zhao how to approach Mori Motors again: what he should do before, during and after the next meeting.',
        120,
        'Before the meeting, Mr Zhao should find out who takes part in Mori\'s ringi and send detailed written material early, so the departments in Tokyo can study it. During the meeting, he should present the offer and then wait calmly through any silence, without giving a discount unasked; he should ask open questions such as "What would your engineers need to see?" rather than push for a decision. He must never press Mr Sato in front of his team; difficult points can be raised privately, perhaps over dinner. After the meeting, he should follow up in writing, answer every question quickly, and agree a realistic date for Mori\'s decision.',
        [
          '评分要点：涵盖会前、会中、会后；体现对沉默、集体决策和面子的理解。',
          'Marked on: advice for before, during and after; an understanding of silence, group decisions and face.',
        ],
      ),
    ],
  ),
  training(
    'bn-topic-direct-indirect',
    'topicDiscuss',
    ['话题讨论：直接与间接的沟通方式', 'Topic discussion: direct and indirect ways of communicating'],
    [
      '阅读两种观点，讨论谈判中直接与间接沟通方式的利弊。',
      'Read two views and discuss the strengths and risks of direct and indirect communication in negotiation.',
    ],
    [
      text(
        `<bl>View A</bl> (Mr Klein, engineer, Rotterdam): "Say what you mean. If the price is too high, say 'The price is too high.' Indirect language wastes time and causes expensive misunderstandings: I once waited two months for an order after a supplier said 'we will try our best', which meant no."
<bl>View B</bl> (Ms Tanaka, account manager, Osaka): "Direct words can hurt a relationship that took years to build. Saying 'That may be difficult' lets both sides keep face and leaves the door open. A good negotiator learns to hear what is not said."`,
        '观点 A（克莱因先生，鹿特丹工程师）：有话直说。价格太高就说“价格太高”。间接的表达浪费时间，还会造成代价高昂的误解：有一次供应商说“我们会尽力”，我等了两个月订单，其实那就是拒绝。观点 B（田中女士，大阪客户经理）：直接的话可能伤害多年建立起来的关系。说“那可能有困难”让双方都保住面子，也留有余地。好的谈判者要学会听懂没有说出来的话。',
      ),
    ],
    [
      choice(
        'What did "we will try our best" really mean in Mr Klein\'s story?',
        ['Yes', 'No', 'Maybe next year', 'A lower price'],
        'B',
        ['原文：which meant no。', 'The text: "which meant no".'],
      ),
      trueFalse('Ms Tanaka thinks indirect language helps both sides keep face.', true, [
        '原文：lets both sides keep face。',
        'The text: "lets both sides keep face".',
      ]),
      qa(
        'Rewrite the direct sentence "Your price is too high." in a polite but clear way that a direct and an indirect communicator would both understand.',
        'For example: "We appreciate your offer, but at this price we cannot place the order. Could you look at it again?"',
        [
          '委婉但不含糊：先肯定，再明确说明结果，并提出下一步。',
          'Polite but not vague: acknowledge, state the result clearly, ask for a next step.',
        ],
        10,
      ),
      writing(
        'Post your view (at least 100 words): in international negotiation, should you adapt your style to the other side, or keep your own? Refer to both views and give an example.',
        100,
        'I think a negotiator should adapt, but only so far. With Mr Klein I would be direct, because vague answers cost him time and trust. With Ms Tanaka I would soften my words so that nobody loses face. But in both cases the message itself must be clear: "That may be difficult" should be followed by what is possible, for example "we could offer a smaller quantity by June". Adapting the style while keeping the content clear avoids both hurt feelings and expensive misunderstandings like the two-month wait.',
        [
          '评分要点：回应两种观点、立场明确、有例子。',
          'Marked on: engaging with both views, a clear position, an example.',
        ],
      ),
    ],
  ),
  speaking(
    'bn-role-play-german-buyer',
    'rolePlay',
    ['角色扮演：与德国采购商谈判', 'Role play: negotiating with a German buyer'],
    [
      '选择一个角色，机器朗读另一个角色。在汉堡与德国采购商谈判第二款产品：准备充分、数字准确、让步有依据。',
      'Choose a role; the machine reads the other. In Hamburg, negotiate a second product with a German buyer: be well prepared, exact with figures, and give a reason for every concession.',
    ],
    [
      dialogue(
        'In Hamburg, after signing the air fryer contract, Chen Hao (Haitian) discusses electric kettles with Katrin Vogel (Nordhaus).',
        [
          ['seller', 'Chen Hao (Haitian, seller)', '陈浩（海天，卖方）', 'eric'],
          ['buyer', 'Katrin Vogel (Nordhaus, buyer)', '卡特琳·福格尔（Nordhaus，买方）', 'emily'],
        ],
        [
          [
            'buyer',
            'Mr Chen, you are exactly on time. Shall we look at the kettle offer?',
            '陈先生，您非常准时。我们来看看电水壶的报价吧？',
          ],
          [
            'seller',
            'Certainly. Our price is eleven euros forty per kettle, FOB Ningbo, for twenty thousand units.',
            '好的。我们的价格是每台十一点四欧元，宁波离岸价，两万台。',
          ],
          [
            'buyer',
            'Our research shows that private-label kettles cost between nine and twelve euros. Why are you near the top?',
            '我们的调研显示，自有品牌电水壶的价格在九到十二欧元之间。为什么你们接近上限？',
          ],
          [
            'seller',
            'Because the kettle uses a Strix controller and meets the new EU standby rules. Here are the test reports.',
            '因为这款水壶使用 Strix 温控器，并符合欧盟新的待机能耗规定。这是测试报告。',
          ],
          [
            'buyer',
            'Thank you. Mr Ahrens will check them. What is the energy use on standby?',
            '谢谢，阿伦斯先生会核对。待机能耗是多少？',
          ],
          ['seller', 'Zero point three watts, below the limit of zero point five.', '零点三瓦，低于零点五瓦的限值。'],
          [
            'buyer',
            'Good. But we cannot pay more than ten eighty. That is our budget for this line.',
            '很好。但我们最多只能付十点八欧元，这是这条产品线的预算。',
          ],
          [
            'seller',
            'If you add the kettles to the air fryer shipments, we save freight. Then we can offer eleven ten.',
            '如果贵方把电水壶和空气炸锅一起装运，我们能节省运费，那我们可以报十一点一欧元。',
          ],
          [
            'buyer',
            'Eleven ten with combined shipments. Please confirm that in writing, with the delivery dates.',
            '合并装运，十一点一欧元。请书面确认，并注明交货日期。',
          ],
          ['seller', 'I will send it to you by tomorrow at noon.', '我会在明天中午前发给您。'],
        ],
        fluent,
      ),
    ],
  ),
];
