/**
 * Unit 10 of Advanced Business English, meetings and negotiations: sentences for proposing,
 * agreeing and disagreeing, a board deciding on a warehouse, renewing a supply contract, the
 * minutes of a meeting, and BEC Listening Part 3 (a multiple-choice interview).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, jumbled, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, speaking } from '../../trainings/speaking-builders';
import { sentence, VOICE } from './helpers';

const buyerSupplier = [
  ['buyer', 'Buyer (Emma Walsh, Greenway Supermarkets)', '采购方（艾玛·沃尔什，绿道超市）', VOICE.woman],
  ['supplier', 'Supplier (Liu Qiang, Taihu Foods)', '供应方（刘强，太湖食品）', VOICE.man],
] as const;

const tradeNotGive: readonly [string, string] = [
  '用条件句交换让步（If you…, we could…），先总结对方立场再提方案，结尾复述达成的条款。',
  'Trade concessions with conditionals ("If you…, we could…"), sum up the other side’s position before proposing, and repeat the agreed terms at the end.',
];

export const UNIT_10_TRAININGS: TTrainingSeed[] = [
  speaking(
    'abe-sentences-meeting-opinions',
    'sentenceTraining',
    ['句子训练：会议中提议、赞同与反对', 'Sentence training: proposing, agreeing and disagreeing in meetings'],
    [
      '听示范后跟读会议中提出建议、表示赞同、委婉反对和寻求折中的句子。注意语气：反对时先肯定再转折。',
      'Listen to the model and repeat sentences for proposing, agreeing, disagreeing politely and finding a compromise in meetings. Mind the tone: when you disagree, acknowledge first, then give your point.',
    ],
    [
      sentence('I would like to propose that we move the launch to September.', '我提议把上市时间推迟到九月。'),
      sentence('What if we tested the idea in one region first?', '如果我们先在一个区域测试这个想法呢？'),
      sentence('I completely agree. The figures support that view.', '我完全同意，数据支持这个观点。'),
      sentence('That is a fair point, but have we considered the cost?', '这个观点有道理，但我们考虑过成本吗？'),
      sentence(
        'I am afraid I see it differently. Our customers want lower prices, not more features.',
        '恐怕我的看法不同。我们的客户要的是更低的价格，而不是更多功能。',
      ),
      sentence(
        'I take your point about the budget, but the deadline matters more.',
        '我理解你对预算的看法，但截止日期更重要。',
      ),
      sentence(
        'Could we meet halfway and review the results in three months?',
        '我们能各让一步，三个月后再评估结果吗？',
      ),
      sentence(
        'So, to sum up, we agree to go ahead with the pilot in Shenzhen.',
        '那么总结一下，我们同意在深圳开展试点。',
      ),
    ],
  ),
  training(
    'abe-hear-board-meeting',
    'hearingSkill',
    ['听力：一次董事会会议', 'Listening: a board meeting'],
    [
      '听一次讨论是否在成都新建仓库的董事会会议：注意数据、不同意见和最终决定。先完整听一遍再作答，最多播放 3 次。',
      'Listen to a board meeting on whether to build a second warehouse in Chengdu: note the figures, the different views and the final decision. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-board-meeting.mp3', 'Board meeting: a warehouse in Chengdu')],
    [
      fillBlank(
        'Building the warehouse would cost {{1}} million yuan and cut delivery times in western China from four days to {{2}}.',
        [
          ['85', 'eighty five', 'eighty-five'],
          ['one', '1', 'one day'],
        ],
        ['第二句给出造价和交货时间。', 'The second line gives the cost and the delivery times.'],
      ),
      choice(
        'Why does the chair have doubts at first?',
        [
          'The building would take too long',
          'Western China is only twelve percent of sales',
          'Competitors are cheaper',
          'The bank refused a loan',
        ],
        'B',
        [
          '原文：Our sales in the west are only twelve percent of the total。',
          '"Our sales in the west are only twelve percent of the total."',
        ],
      ),
      trueFalse('Over ten years, renting would be cheaper than building.', false, [
        '原文：over ten years building is cheaper（租金每年九百万）。',
        'He says "over ten years building is cheaper" (rent is nine million a year).',
      ]),
      choice(
        'What does the board decide?',
        [
          'To build the warehouse at once',
          'To rent for two years and decide on building in 2028',
          'To give up the western market',
          'To ask competitors to share a warehouse',
        ],
        'B',
        [
          '主席提出折中：先租两年测试需求，2028 年再决定，双方同意。',
          'The chair proposes a compromise, renting for two years and deciding in 2028, and it is agreed.',
        ],
      ),
      qa(
        'What is Peter’s action point after the meeting?',
        'To prepare the rental contract and bring it to the next meeting in June.',
        ['最后一句。', 'The last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'abe-role-play-contract-renewal',
    'rolePlay',
    ['角色扮演：续签供货合同谈判', 'Role play: negotiating the renewal of a supply contract'],
    [
      '英国连锁超市与无锡食品供应商谈判续签冷冻饺子供货合同：第一段谈价格和期限，第二段谈付款条件和送货频率。选择一个角色，机器朗读另一个角色，你录下自己的台词。',
      'A British supermarket chain and a Wuxi food supplier negotiate the renewal of a contract for frozen dumplings: price and length first, then payment terms and deliveries. Choose a role; the machine reads the other and you record your lines.',
    ],
    [
      dialogue(
        'The current contract ends on 31 March. Taihu Foods supplies 40,000 packs a month at £1.85 a pack.',
        buyerSupplier,
        [
          [
            'buyer',
            'Thank you for coming, Mr Liu. We are happy with your quality, and we would like to renew the contract for another year.',
            '谢谢你来，刘先生。我们对你们的质量很满意，希望再续签一年合同。',
          ],
          [
            'supplier',
            'We are glad to hear that. However, flour and pork prices have risen by about nine percent, so we need to raise our price to two pounds a pack.',
            '很高兴听到这个。不过面粉和猪肉价格上涨了约百分之九，所以我们需要把价格提高到每包两英镑。',
          ],
          [
            'buyer',
            'Two pounds is too high for us. Our customers are very sensitive to price. What else could you offer?',
            '两英镑对我们来说太高了。我们的顾客对价格很敏感。你们还能提供什么？',
          ],
          [
            'supplier',
            'If you increase the order to fifty thousand packs a month, we could offer one pound ninety five.',
            '如果你们把订单增加到每月五万包，我们可以给一英镑九十五。',
          ],
          [
            'buyer',
            'We could take fifty thousand if you agree to a two-year contract at a fixed price of one pound ninety.',
            '如果你们同意签两年合同、固定价格一英镑九十，我们可以订五万包。',
          ],
          [
            'supplier',
            'A fixed price for two years is a risk for us. Could we fix it for the first year and review it against flour prices after that?',
            '两年固定价格对我们来说有风险。能否第一年固定，之后根据面粉价格再评估？',
          ],
          [
            'buyer',
            'That is acceptable, as long as any increase in the second year is no more than three percent.',
            '可以接受，只要第二年的涨幅不超过百分之三。',
          ],
          [
            'supplier',
            'Agreed. So: two years, fifty thousand packs a month, one pound ninety in the first year, and a review capped at three percent.',
            '同意。那就是：两年，每月五万包，第一年一英镑九十，第二年评估涨幅上限百分之三。',
          ],
          ['buyer', 'Exactly. I will send you the draft contract by Friday.', '正是。我周五前把合同草案发给你。'],
        ],
        tradeNotGive,
      ),
      dialogue(
        'With the price agreed, the two sides turn to payment terms and deliveries.',
        buyerSupplier,
        [
          [
            'supplier',
            'Now, payment. At the moment you pay sixty days after delivery. With higher volumes we need thirty days.',
            '现在谈付款。目前你们在交货后六十天付款。订量增加后，我们需要三十天。',
          ],
          [
            'buyer',
            'Thirty days is difficult for our finance department. Why is it so important for you?',
            '三十天对我们财务部来说有难度。为什么这对你们这么重要？',
          ],
          [
            'supplier',
            'Because we pay our pork suppliers in cash, and fifty thousand packs a month ties up a lot of money.',
            '因为我们用现金支付猪肉供应商，每月五万包要占用大量资金。',
          ],
          [
            'buyer',
            'I understand. If we paid in forty five days, could you deliver every week instead of every two weeks? That would save us cold storage space.',
            '我理解。如果我们四十五天付款，你们能否从每两周送一次改为每周送一次？这样能给我们节省冷库空间。',
          ],
          [
            'supplier',
            'Weekly deliveries are possible if the minimum is twelve thousand packs per delivery.',
            '如果每次至少一万二千包，可以每周送货。',
          ],
          [
            'buyer',
            'Twelve thousand a week fits our plan. So, payment in forty five days and weekly deliveries of at least twelve thousand packs.',
            '每周一万二千包符合我们的计划。那就是四十五天付款，每周送货至少一万二千包。',
          ],
          ['supplier', 'Agreed. I will add these terms to the draft.', '同意。我会把这些条款加进草案。'],
        ],
        tradeNotGive,
      ),
    ],
  ),
  training(
    'abe-write-meeting-minutes',
    'writingSkill',
    ['写作：会议纪要', 'Writing: the minutes of a meeting'],
    [
      '根据一次部门会议的笔记，写一份规范的英文会议纪要：先练习纪要的格式和用语，再写完整纪要（不少于 150 词）。',
      'Turn the notes of a department meeting into proper English minutes: practise the layout and language of minutes first, then write them in full (at least 150 words).',
    ],
    [
      text(
        `<bl>Your notes: Marketing department meeting, Tuesday 14 April 2026, 10:00–11:00, Room 5B</bl>
Present: Karen Hu (Marketing Director, chair), Tom Reid, Li Jing, Omar Haddad. Apologies: Sofia Marino (at the trade fair).
1. Trade fair in Milan (3–6 May): stand booked; Tom to order 1,000 brochures by 20 April.
2. Website relaunch: developer late, new date 1 June instead of 15 May. Li Jing worried about the summer campaign. Agreed: summer campaign will start on 8 June.
3. Budget: Q2 budget RMB 450,000, 80% already planned. Omar proposed moving RMB 50,000 from print ads to online video. Karen agreed.
4. AOB: new intern starts 4 May; Li Jing to prepare training plan.
Next meeting: 28 April, 10:00.`,
        '你的笔记：市场部会议，2026 年 4 月 14 日（周二）10:00–11:00，5B 会议室。出席：胡凯伦（市场总监，主持）、汤姆·里德、李静、奥马尔·哈达德。缺席致歉：索菲亚·马里诺（在展会）。1. 米兰展会（5 月 3–6 日）：展位已订；汤姆 4 月 20 日前订 1000 份宣传册。2. 网站改版：开发商延误，新日期为 6 月 1 日而非 5 月 15 日；李静担心夏季推广；商定夏季推广 6 月 8 日开始。3. 预算：第二季度预算 45 万元，80% 已有安排；奥马尔提议从平面广告调 5 万元到网络视频；凯伦同意。4. 其他事项：新实习生 5 月 4 日入职；李静准备培训计划。下次会议：4 月 28 日 10:00。',
        'Meeting notes',
      ),
    ],
    [
      fillBlank(
        'Complete the standard parts of minutes: "{{1}}: Sofia Marino." (people who sent a message that they could not come) "{{2}}: new intern starts on 4 May." (other business at the end)',
        [
          ['Apologies', 'Apologies for absence'],
          ['AOB', 'Any other business'],
        ],
        [
          '会议纪要固定用语：Apologies（缺席致歉），AOB = Any other business（其他事项）。',
          'Fixed headings in minutes: "Apologies" for those absent, "AOB" (any other business) for extra items.',
        ],
      ),
      fillBlank(
        'Minutes report what happened in the past tense and in neutral language: "Omar {{1}} moving RMB 50,000 to online video. This was {{2}}." "Action: Tom to {{3}} 1,000 brochures by 20 April."',
        [['proposed', 'suggested'], ['agreed', 'approved'], ['order']],
        [
          '纪要用过去时和中性动词（proposed, agreed）；行动项用 “人名 + to + 动词原形 + 截止日期”。',
          'Minutes use the past tense and neutral verbs (proposed, agreed); action points are "name + to + verb + deadline".',
        ],
      ),
      jumbled(
        'Put the words in order to make the last line of the minutes.',
        'The next meeting will be held on 28 April at 10:00.',
        ['纪要以下次会议时间结束。', 'Minutes end with the date of the next meeting.'],
      ),
      writing(
        'Write the minutes of the meeting. Include the heading, those present and absent, each item with what was discussed and decided, action points with names and deadlines, and the next meeting.',
        150,
        `Minutes of the Marketing Department Meeting
Date: Tuesday 14 April 2026, 10:00–11:00, Room 5B
Present: Karen Hu (Marketing Director, Chair), Tom Reid, Li Jing, Omar Haddad
Apologies: Sofia Marino

1. Milan trade fair (3–6 May)
The stand has been booked.
Action: Tom Reid to order 1,000 brochures by 20 April.

2. Website relaunch
The developer is behind schedule, and the relaunch has been moved from 15 May to 1 June. Li Jing expressed concern about the effect on the summer campaign. It was agreed that the summer campaign will start on 8 June.

3. Q2 budget
The Q2 budget is RMB 450,000, of which 80% has already been allocated. Omar Haddad proposed moving RMB 50,000 from print advertising to online video. This was agreed by the Chair.

4. AOB
A new intern will start on 4 May.
Action: Li Jing to prepare a training plan before 4 May.

The next meeting will be held on 28 April at 10:00.`,
        [
          '评分要点：标题、时间地点、出席与缺席齐全；按议题编号；只记讨论要点和决定，不记对话原话；行动项写清负责人和期限；用过去时和中性语言。',
          'Marked on: heading, time and place, present and absent; numbered items; only key points and decisions, not who said what word for word; action points with names and deadlines; past tense and neutral language.',
        ],
      ),
    ],
  ),
  training(
    'abe-hear-bec-interview',
    'hearingSkill',
    ['听力：BEC 听力第三部分——访谈选择题', 'Listening: BEC Listening Part 3, multiple-choice interview'],
    [
      'BEC 高级听力第三部分：听一段对谈判培训师的访谈，回答单项选择题。题目按访谈顺序排列，注意选项中的同义替换。先完整听一遍再作答，最多播放 3 次。',
      'BEC Higher Listening Part 3: listen to an interview with a negotiation trainer and answer the multiple-choice questions. The questions follow the order of the interview; watch for options that say the same thing in other words. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-bec-interview.mp3', 'An interview with Laura Chen, negotiation trainer')],
    [
      choice(
        'According to Laura, what do most negotiators fail to prepare?',
        [
          'Their own price list',
          'An understanding of the other side’s needs and alternatives',
          'The legal terms of the contract',
          'A presentation about their company',
        ],
        'B',
        [
          '原文：almost no time thinking about what the other side needs and what their alternatives are。',
          '"almost no time thinking about what the other side needs and what their alternatives are".',
        ],
      ),
      choice(
        'When does Laura say you should let the other side make the first offer?',
        [
          'Always',
          'When you are not sure what the market price is',
          'When you are selling, not buying',
          'When the other side is larger than you',
        ],
        'B',
        [
          '原文：If you are unsure of the market, let the other side start。',
          '"If you are unsure of the market, let the other side start."',
        ],
      ),
      choice(
        'Why is the first offer important?',
        [
          'It is usually accepted',
          'It sets a point that the rest of the discussion moves around',
          'It shows you are honest',
          'It must be written down',
        ],
        'B',
        [
          'anchor（锚点）：第一个数字成为讨论的参照点。',
          'The first number becomes an "anchor" that the discussion moves around.',
        ],
      ),
      choice(
        'What does Laura advise about concessions?',
        [
          'Make a big concession early to build trust',
          'Ask for something in return for each one and make them smaller each time',
          'Avoid making any concessions',
          'Make all concessions at the end',
        ],
        'B',
        [
          '每个让步都要交换（traded），且每次比上次小（smaller than the last）。',
          'Every concession should be "traded", and each should be "smaller than the last".',
        ],
      ),
      choice(
        'How should you judge whether a negotiation went well?',
        [
          'By the final price',
          'By how quickly it ended',
          'By whether both sides keep the agreement and want to work together again',
          'By how many concessions the other side made',
        ],
        'C',
        [
          '原文：Not by the price alone… are both sides keeping the agreement, and do they want to do business again?',
          '"Not by the price alone… are both sides keeping the agreement, and do they want to do business again?"',
        ],
      ),
    ],
    LISTENING_RULES,
  ),
];
