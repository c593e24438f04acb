/**
 * Business Negotiation, chapter 9 (closing): buying signals and closing techniques, the final
 * terms confirmed aloud, a memorandum of the negotiation, and the minutes of a closing meeting
 * translated into Chinese.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  jumbled,
  matching,
  qa,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';

export const BN_CHAPTER_9: TTrainingSeed[] = [
  training(
    'bn-read-closing-techniques',
    'readSkill',
    ['阅读：成交信号与收尾技巧', 'Reading: buying signals and closing techniques'],
    [
      '阅读短文，学会识别成交信号并选择合适的收尾方式。',
      'Read the text, learn to spot buying signals and choose a way to close.',
    ],
    [
      text(
        `<bl>Knowing when and how to close</bl>

Many negotiators lose a deal not in the middle but at the end: they keep talking after the other side is ready to agree, and new doubts appear. Learn to hear <bl>buying signals</bl>. The other side starts asking about details of delivery or packing rather than price; it talks about "when" instead of "if"; its concessions become very small; its leader looks at his colleagues and nods; or it asks, "Can you put that in writing?"

When you hear such signals, move to close. Four techniques are common.
<bl>The summary close:</bl> list everything agreed and ask, "Is that everything?"
<bl>The final concession close:</bl> offer one small, last concession in return for agreement today: "If we sign now, we will pay for the first samples."
<bl>The alternative close:</bl> give a choice between two ways of saying yes: "Would you prefer the first shipment in June or in July?"
<bl>The deadline close:</bl> point to a real deadline: "Our price is valid until Friday, when copper prices are reviewed." Use it only if the deadline is true.

Once agreement is reached, stop negotiating. Thank the other side, confirm the terms in writing the same day and agree who will prepare the contract.`,
        '知道何时以及如何收尾。许多谈判者丢掉交易不是在中途而是在最后：对方已准备同意，他们却还在说，于是产生新的疑虑。要学会识别成交信号：对方开始询问交货或包装细节而不是价格；谈论“什么时候”而不是“是否”；让步变得很小；主谈看着同事点头；或者问“你能把这写下来吗？”听到这些信号，就要转入收尾。常见的四种技巧：总结式收尾——列出所有已商定的内容，然后问“就这些了吗？”；最后让步式收尾——为换取今天达成协议，作出最后一个小让步：“如果现在签约，首批样品费由我们承担。”；选择式收尾——给出两种都是“同意”的选择：“首批货您希望六月还是七月装运？”；期限式收尾——指出一个真实的期限：“我们的价格有效期到周五，届时铜价将调整。”只有期限真实时才可使用。一旦达成协议就停止谈判：感谢对方，当天书面确认条款，并商定由谁起草合同。',
        'Closing the deal',
      ),
    ],
    [
      choice(
        'Which of these are buying signals?',
        [
          'The buyer asks about the colour of the cartons',
          'The buyer says "when we start" instead of "if we start"',
          'The buyer asks you to put the offer in writing',
          'The buyer repeats that your price is far too high',
        ],
        'ABC',
        ['抱怨价格太高不是成交信号。', 'Repeating that the price is too high is not a buying signal.'],
      ),
      matching(
        'Match each closing line with the technique.',
        [
          ['"So: 40,000 units at 24.10, delivery in four lots. Is that everything?"', 'summary close'],
          ['"Would you like the first lot in June or in July?"', 'alternative close'],
          ['"If we sign today, we will pay for the test samples."', 'final concession close'],
          ['"This price holds until Friday, when copper is reviewed."', 'deadline close'],
        ],
        ['四种收尾方式。', 'The four closing techniques.'],
      ),
      trueFalse('The text says a deadline close may be used even if the deadline is not real.', false, [
        '原文：Use it only if the deadline is true。',
        'The text: "Use it only if the deadline is true".',
      ]),
      fillBlank(
        'After agreement, confirm the terms in {{1}} the same day and agree who will prepare the {{2}}.',
        [['writing'], ['contract']],
        ['最后一段。', 'The last paragraph.'],
      ),
      qa(
        'Why can talking too long after the other side is ready to agree lose the deal?',
        'Because new doubts or new demands may appear, and the other side may start to reconsider terms it had already accepted.',
        ['第 1 段。', 'Paragraph 1.'],
        10,
      ),
    ],
  ),
  training(
    'bn-hear-final-terms',
    'hearingSkill',
    ['听力：双方确认最终条款', 'Listening: both sides confirm the final terms'],
    [
      '听 Nordhaus 的福格尔女士与海天的陈浩在谈判结束时逐条确认最终条款，记下各项数字，最多播放 3 次。',
      'Listen to Ms Vogel of Nordhaus and Mr Chen of Haitian confirming the final terms one by one at the end of the talks; note every figure. At most 3 plays.',
    ],
    [audio('bn-hear-final-terms.mp3', 'Confirming the deal')],
    [
      fillBlank(
        'Quantity: {{1}} units. Price: USD {{2}} FOB Ningbo.',
        [
          ['40,000', '40000', 'forty thousand'],
          ['24.10', '24.1'],
        ],
        ['第一、二项条款。', 'The first two terms.'],
      ),
      choice(
        'How will the goods be delivered?',
        [
          'In one shipment in June',
          'In four lots of ten thousand',
          'In two lots of twenty thousand',
          'Every month for a year',
        ],
        'B',
        ['原文：four lots of ten thousand。', '"four lots of ten thousand".'],
      ),
      trueFalse('Payment is sixty days after the bill of lading, insured by Sinosure.', true, [
        '原文：sixty days after the bill of lading, insured by Sinosure。',
        '"sixty days after the bill of lading, insured by Sinosure".',
      ]),
      choice(
        'Who will prepare the draft contract, and by when?',
        ['Nordhaus, by 8 May', 'Haitian, by 24 April', 'Haitian, by 8 May', 'Nordhaus, by 24 April'],
        'B',
        [
          '原文：we will send the draft contract by the twenty-fourth of April。',
          '"we will send the draft contract by the twenty-fourth of April".',
        ],
      ),
      qa(
        'Which closing technique does Ms Vogel use at the start, and what does she say?',
        'The summary close: "Let me sum up what we have agreed" and she lists the terms, ending "Is that everything?"',
        ['总结式收尾。', 'A summary close.'],
        10,
      ),
    ],
  ),
  training(
    'bn-write-negotiation-memo',
    'writingSkill',
    ['写作：谈判备忘录', 'Writing: a memorandum of the negotiation'],
    [
      '根据谈判记录写一份谈判备忘录，发给对方确认，不少于 150 词。',
      'Write a memorandum of the negotiation from the notes, to send to the other side for confirmation; at least 150 words.',
    ],
    [
      text(
        `<bl>Notes from the talks, Ningbo, 14 April 2026</bl>
Parties: Ningbo Haitian Appliances Co., Ltd. (seller; Chen Hao, Wu Lin, Zhou Yan) and Nordhaus Haushaltswaren GmbH (buyer; Katrin Vogel, Jens Ahrens).
Agreed: air fryer HT-AF55 in Nordkoch design; 40,000 units in 12 months; USD 24.10 per unit FOB Ningbo; four lots of 10,000 (15 June, 15 August, 15 September, 15 October); payment 60 days after B/L by T/T, insured by Sinosure; 2-year warranty; free spare parts for 5 years; second colour (grey) at no extra cost; BSCI audit by 31 May.
Open: the design of the gift box (Nordhaus to send artwork by 30 April).
Next steps: Haitian sends draft contract by 24 April; signing in Hamburg on 8 May.`,
        '谈判记录，宁波，2026 年 4 月 14 日。双方：宁波海天电器有限公司（卖方；陈浩、吴琳、周燕）与 Nordhaus 家居用品有限公司（买方；卡特琳·福格尔、延斯·阿伦斯）。已商定：Nordkoch 款 HT-AF55 空气炸锅；12 个月内 4 万台；每台宁波离岸价 24.10 美元；分四批各 1 万台（6 月 15 日、8 月 15 日、9 月 15 日、10 月 15 日）；提单日后 60 天电汇付款，由中国信保承保；两年保修；五年免费备件；免费增加第二种颜色（灰色）；5 月 31 日前完成 BSCI 审核。待定：礼盒设计（Nordhaus 在 4 月 30 日前提供图稿）。下一步：海天在 4 月 24 日前发送合同草案；5 月 8 日在汉堡签约。',
      ),
    ],
    [
      jumbled(
        'Warm-up: put the words in order to make the opening sentence of the memorandum.',
        'This memorandum records the points agreed at our meeting in Ningbo on 14 April 2026.',
        ['备忘录开头说明记录的是哪次会议。', 'A memorandum opens by saying which meeting it records.'],
      ),
      writing(
        'Write the memorandum: parties, points agreed (numbered), points still open, next steps, and a request to confirm.',
        150,
        `Memorandum of negotiation

This memorandum records the points agreed at our meeting in Ningbo on 14 April 2026 between Ningbo Haitian Appliances Co., Ltd. (the seller), represented by Mr Chen Hao, Ms Wu Lin and Ms Zhou Yan, and Nordhaus Haushaltswaren GmbH (the buyer), represented by Ms Katrin Vogel and Mr Jens Ahrens.

Points agreed
1. Product: air fryer HT-AF55 in the Nordkoch design; a second colour (grey) at no extra cost.
2. Quantity: 40,000 units within twelve months.
3. Price: USD 24.10 per unit, FOB Ningbo.
4. Delivery: four lots of 10,000 units on 15 June, 15 August, 15 September and 15 October 2026.
5. Payment: by T/T 60 days after the date of the bill of lading, insured by Sinosure.
6. Warranty and service: two years' warranty; free spare parts for five years.
7. Audit: BSCI audit to be completed by 31 May 2026.

Point still open
The design of the gift box: Nordhaus will send the artwork by 30 April.

Next steps
Haitian will send the draft contract by 24 April, and the contract will be signed in Hamburg on 8 May.

Please confirm that this memorandum reflects our agreement, or let us know of any correction, by 20 April.

Chen Hao, Sales Director, Ningbo Haitian Appliances Co., Ltd.`,
        [
          '评分要点：双方信息、已商定条款逐条编号且数字准确、待定事项、后续步骤、请求确认。',
          'Marked on: the parties, numbered agreed points with correct figures, open points, next steps and a request to confirm.',
        ],
      ),
      trueFalse(
        'A memorandum of negotiation should record points that are still open as well as points agreed.',
        true,
        ['待定事项也要写明，以免日后误解。', 'Open points are recorded too, so that nobody misunderstands them later.'],
      ),
    ],
  ),
  training(
    'bn-trans-negotiation-minutes',
    'translateSkill',
    ['翻译：将谈判纪要译成中文', 'Translation: the minutes of a negotiation into Chinese'],
    [
      '将恒力精密与凯斯勒机械收尾会议的纪要译成中文。',
      'Translate into Chinese the minutes of the closing meeting between Hengli Precision and Kessler Maschinenbau.',
    ],
    [
      text(
        `<bl>Minutes of the closing meeting</bl>
Date and place: 10 March 2026, Hengli Precision Parts Co., Ltd., Suzhou
Present: Ms Gu Ping, Mr Fang Lei, Ms Shen Yue (Hengli); Mr Thomas Braun, Ms Anja Keller (Kessler Maschinenbau)

1. The parties agreed on the purchase of six five-axis machining centres at EUR 401,000 each, CIP Shanghai.
2. Three machines from Kessler's demonstration hall will be shipped by 10 July 2026; the remaining three will be delivered by 31 August 2026.
3. Kessler will train two Hengli engineers in Stuttgart for two weeks at its own cost.
4. Hengli will pay 30% in advance and the balance within 30 days of acceptance of each machine.
5. Kessler will send the draft contract by 17 March. The meeting closed at 17:40.`,
        '',
      ),
    ],
    [
      matching(
        'Match the English phrases of the minutes with their Chinese equivalents.',
        [
          ['Present', '出席人员'],
          ['the parties agreed on', '双方商定'],
          ['the balance', '余款'],
          ['acceptance', '验收'],
          ['at its own cost', '费用自理'],
        ],
        ['会议纪要常用表达。', 'Common phrases of minutes.'],
        15,
      ),
      translation(
        'Translate items 1 and 2 into Chinese.',
        'en-cn',
        "The parties agreed on the purchase of six five-axis machining centres at EUR 401,000 each, CIP Shanghai. Three machines from Kessler's demonstration hall will be shipped by 10 July 2026; the remaining three will be delivered by 31 August 2026.",
        '双方商定采购六台五轴加工中心，每台 401,000 欧元，运费和保险费付至上海（CIP 上海）。凯斯勒展厅的三台机器将于 2026 年 7 月 10 日前发运，其余三台将于 2026 年 8 月 31 日前交付。',
        [
          'CIP 可保留英文或译为“运费和保险费付至”；by + 日期译为“……前”。',
          '"CIP" may stay in English; "by" a date is ……前.',
        ],
      ),
      translation(
        'Translate items 3 and 4 into Chinese.',
        'en-cn',
        'Kessler will train two Hengli engineers in Stuttgart for two weeks at its own cost. Hengli will pay 30% in advance and the balance within 30 days of acceptance of each machine.',
        '凯斯勒将在斯图加特为恒力的两名工程师提供为期两周的培训，费用由凯斯勒承担。恒力预付 30%，余款在每台机器验收后 30 天内付清。',
        [
          'at its own cost 费用自理；balance 余款；acceptance 验收。',
          '"at its own cost", "the balance" and "acceptance" are the key terms.',
        ],
      ),
      translation(
        'Translate the heading lines and item 5 into Chinese.',
        'en-cn',
        'Date and place: 10 March 2026, Hengli Precision Parts Co., Ltd., Suzhou. Kessler will send the draft contract by 17 March. The meeting closed at 17:40.',
        '时间地点：2026 年 3 月 10 日，苏州恒力精密零件有限公司。凯斯勒将于 3 月 17 日前发送合同草案。会议于 17:40 结束。',
        [
          '中文日期按“年月日”；draft contract 合同草案。',
          'Dates run year, month, day in Chinese; "draft contract" is 合同草案.',
        ],
      ),
    ],
  ),
];
