/**
 * Business Negotiation, chapter 10 (negotiation skills): questioning, listening and persuasion,
 * pressure tactics to spot in a dialogue, the intonation of a polite refusal, a persuasive
 * statement read aloud and a role play against a good cop, bad cop team.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse } from '../../trainings/builders';
import { dialogue, read, speaking } from '../../trainings/speaking-builders';

const stress = ['注意单词重音，读清每个音节。', 'Stress the right syllable and say every syllable.'] as const;
const refusal = [
  '委婉拒绝：先肯定对方（语调上扬或平稳），在 but / however 前稍作停顿，拒绝部分语调平缓下降，不要生硬。',
  'A polite refusal: acknowledge the other side first, pause before "but" or "however", and let the refusal fall gently; never sound abrupt.',
] as const;
const persuade = [
  '有说服力的陈述：重读关键数字和利益，句间停顿，语气自信，结尾放慢。',
  'A persuasive statement: stress the key figures and benefits, pause between sentences, sound confident and slow down at the end.',
] as const;
const fluent = [
  '先听对方台词，再冷静、礼貌地回应；不被“红脸”激怒，也不因“白脸”的友好而让步。',
  'Listen to the other roles, then answer calmly and politely; do not let the bad cop anger you or the good cop charm you into a concession.',
] as const;

export const BN_CHAPTER_10: TTrainingSeed[] = [
  training(
    'bn-read-questioning-persuasion',
    'readSkill',
    ['阅读：提问、倾听与说服技巧', 'Reading: questioning, listening and persuasion'],
    [
      '阅读短文，学习谈判中提问、倾听与说服的技巧。',
      'Read the text and learn how negotiators question, listen and persuade.',
    ],
    [
      text(
        `<bl>Three skills at the table</bl>

<bl>Questioning.</bl> Good negotiators ask twice as many questions as average ones. <bl>Open questions</bl> ("What matters most to you in a supplier?") invite the other side to talk and reveal interests. <bl>Closed questions</bl> ("Can you accept delivery in two lots?") check facts and confirm agreement. Avoid <re>leading questions</re> that sound like traps ("Surely you don't expect us to pay that?"): they make people defensive.

<bl>Listening.</bl> Active listening means showing that you have heard: nod, take notes, and <bl>summarise</bl> ("So, if I understand you correctly, delivery matters more to you than price"). A summary checks understanding, slows the talks down when they become heated, and often makes the other side add information.

<bl>Persuasion.</bl> Arguments persuade when they are about the other side's interests, not yours. "Our factory is full" is your problem; "Two lots mean your line can start on time" is their benefit. Support every claim with <bl>evidence</bl>: figures, test results, references from other customers. Put your strongest argument first or last, not in the middle, and do not use too many arguments: a weak one gives the other side something easy to attack.`,
        '谈判桌上的三项技能。提问：优秀谈判者提问的数量是一般谈判者的两倍。开放式问题（“选择供应商时您最看重什么？”）让对方多说，从而暴露利益；封闭式问题（“您能接受分两批交货吗？”）用于核实事实、确认协议。避免听起来像陷阱的诱导性问题（“你们总不会指望我们付这个价吧？”），它们会让人产生戒备。倾听：积极倾听就是表明你听到了：点头、记笔记，并进行总结（“如果我理解正确的话，对您来说交货比价格更重要”）。总结能核实理解，在谈判激烈时放慢节奏，还常常让对方补充信息。说服：论据只有围绕对方的利益而不是你的利益时才有说服力。“我们工厂满负荷”是你的问题；“分两批交货，您的生产线就能按时投产”是对方的好处。每个论点都要有证据支持：数据、测试结果、其他客户的推荐。把最有力的论据放在开头或结尾，而不是中间；论据也不要太多，薄弱的论据会给对方留下容易攻击的靶子。',
        'Questioning, listening, persuading',
      ),
    ],
    [
      matching(
        'Match each question with its type.',
        [
          ['"What matters most to you in a supplier?"', 'open question'],
          ['"Can you accept delivery in two lots?"', 'closed question'],
          ['"Surely you don\'t expect us to pay that?"', 'leading question'],
          ['"So delivery matters more to you than price?"', 'summary to check understanding'],
        ],
        ['四种问句的功能。', 'What each kind of question does.'],
      ),
      choice(
        'Which argument is most persuasive to a buyer, according to the text?',
        [
          '"Our factory is full until September."',
          '"Two lots mean your line can start on time."',
          '"We need this order to meet our annual target."',
          '"Our costs have gone up."',
        ],
        'B',
        ['说服要围绕对方的利益。', "Persuasion works through the other side's interests."],
      ),
      trueFalse('The text advises using as many arguments as possible.', false, [
        '原文：do not use too many arguments。',
        'The text: "do not use too many arguments".',
      ]),
      fillBlank(
        'Put your strongest argument {{1}} or last, and support every claim with {{2}}.',
        [['first'], ['evidence', 'figures', 'facts']],
        ['最后一段。', 'The last paragraph.'],
      ),
      qa(
        'Give two things a summary does in a negotiation.',
        'It checks that you have understood, slows the talks down when they become heated, and often makes the other side add information (any two).',
        ['第 2 段。', 'Paragraph 2.'],
        10,
      ),
    ],
  ),
  training(
    'bn-hear-pressure-tactics',
    'hearingSkill',
    ['听力：对话中的施压策略', 'Listening: spot the pressure tactics in a dialogue'],
    [
      '听智利买方罗哈斯先生与恒途轮胎出口经理刘芳的对话，找出买方使用的施压策略，最多播放 3 次。',
      "Listen to Mr Rojas, a Chilean buyer, and Ms Liu Fang, Everroad Tyre's export manager, and spot the pressure tactics the buyer uses. At most 3 plays.",
    ],
    [audio('bn-hear-pressure-tactics.mp3', 'Under pressure')],
    [
      matching(
        'Match what the buyer says with the tactic.',
        [
          ['"I need your answer by five this afternoon."', 'a deadline'],
          ['"One hundred and seventy. Take it or leave it."', 'a final offer'],
          ['"My director will never accept more than that."', 'a higher authority'],
          [
            '"And of course you will pay for the delivery to our warehouse."',
            'the nibble: one more small demand at the end',
          ],
        ],
        ['截止期限、最后通牒、上级权威、蚕食策略。', 'Deadline, take it or leave it, higher authority, the nibble.'],
      ),
      choice(
        'How does Ms Liu answer the deadline?',
        [
          'She accepts it at once',
          'She says she will answer when she has checked the figures, and asks to speak to the director',
          'She ends the call',
          'She lowers the price to 170',
        ],
        'B',
        [
          '她不被期限牵着走，并要求与决策者直接对话。',
          'She does not let the deadline rush her and asks to meet the decision maker.',
        ],
      ),
      trueFalse("Ms Liu agrees to pay for delivery to the buyer's warehouse.", false, [
        '她指出送货费不在已谈条件中，需要另行交换。',
        'She says delivery was not part of the terms and would need something in return.',
      ]),
      qa(
        'Why does Ms Liu ask to speak to the director herself?',
        'To meet the real decision maker and take away the "higher authority" excuse, so the buyer cannot use an absent boss to push for more.',
        [
          '应对“上级权威”策略：争取与决策者直接对话。',
          'The answer to a higher authority is to reach the decision maker.',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'bn-oral-polite-refusal',
    'oralSkill',
    ['口语：委婉拒绝的语调', 'Speaking: the intonation of a polite refusal'],
    [
      '朗读委婉拒绝的单词、句子和段落，注意先肯定、再转折、语调平缓下降。',
      'Read aloud the words, sentences and paragraph of a polite refusal: acknowledge first, then turn, with a gentle fall.',
    ],
    [
      read('word', 'unfortunately', '遗憾的是', stress),
      read('word', 'appreciate', '感激；理解', stress),
      read(
        'sentence',
        'I appreciate your offer, but I am afraid we cannot accept it.',
        '感谢您的报价，但恐怕我们无法接受。',
        refusal,
      ),
      read(
        'sentence',
        'That is a fair point. However, our price already includes the warranty.',
        '您说得有道理。不过，我们的价格已经包含了保修。',
        refusal,
      ),
      read(
        'sentence',
        'I understand your position, but that would be below our cost.',
        '我理解您的立场，但那会低于我们的成本。',
        refusal,
      ),
      read(
        'paragraph',
        'Thank you for your proposal, Mr Rojas. I can see why a lower price matters to you this year. Unfortunately, one hundred and sixty-eight dollars is below what we can accept for a tyre tested on mining roads. What we can do is offer you a better price for a larger order.',
        '罗哈斯先生，感谢您的提议。我能理解今年较低的价格对您很重要。遗憾的是，对于在矿区道路上测试过的轮胎，一百六十八美元低于我们能接受的价格。我们可以做的是为更大的订单提供更优惠的价格。',
        refusal,
        20,
      ),
    ],
  ),
  speaking(
    'bn-paragraphs-persuasive-statement',
    'paragraphsTraining',
    ['段落训练：有说服力的陈述', 'Paragraph training: a persuasive statement'],
    [
      '朗读一段由论点、证据和对方利益组成的说服性陈述，共三段。',
      'Read aloud a persuasive statement in three paragraphs: the claim, the evidence, and the benefit to the other side.',
    ],
    [
      read(
        'paragraph',
        'Ms Vogel, you told us that reliable delivery matters more to Nordhaus than anything else this year. That is exactly where we are strongest.',
        '福格尔女士，您说过今年对 Nordhaus 来说，可靠交货比什么都重要。这正是我们最强的地方。',
        persuade,
        20,
      ),
      read(
        'paragraph',
        'Last year we shipped more than two hundred containers to Europe, and ninety-eight per cent of them left Ningbo on the agreed date. Our air fryer holds a German safety certificate, and our customers in France and Poland will be glad to tell you about our service.',
        '去年我们向欧洲发运了两百多个集装箱，其中百分之九十八按约定日期从宁波发出。我们的空气炸锅持有德国安全认证，我们在法国和波兰的客户也很乐意向您介绍我们的服务。',
        persuade,
        20,
      ),
      read(
        'paragraph',
        'With four deliveries planned around your season, your shops will never run short in autumn, and you will not have to pay for extra warehouse space. That is why we believe our offer gives you the best value, not just the lowest price.',
        '四批交货围绕贵方销售旺季安排，贵方门店秋季绝不会缺货，也不必支付额外的仓储费用。正因如此，我们相信我们的报价给您带来的是最大价值，而不只是最低价格。',
        persuade,
        20,
      ),
    ],
  ),
  speaking(
    'bn-role-play-good-cop-bad-cop',
    'rolePlay',
    ['角色扮演：应对“红白脸”策略', 'Role play: dealing with a good cop, bad cop team'],
    [
      '选择一个角色，机器朗读其他角色。买方两人一唱红脸、一唱白脸，卖方要识破策略并冷静应对。',
      'Choose a role; the machine reads the others. The two buyers play bad cop and good cop; the seller sees through it and stays calm.',
    ],
    [
      dialogue(
        "Everroad Tyre's export manager, Liu Fang, meets two buyers from Andes Distribución in Santiago.",
        [
          ['seller', 'Liu Fang (Everroad, seller)', '刘芳（恒途，卖方）', 'emily'],
          ['bad', 'Mr Rojas (buyer, bad cop)', '罗哈斯先生（买方，红脸）', 'luca'],
          ['good', 'Ms Soto (buyer, good cop)', '索托女士（买方，白脸）', 'eric'],
        ],
        [
          [
            'bad',
            'Your price is ridiculous. One hundred and eighty dollars? The Thais are much cheaper.',
            '你们的价格太离谱了。一百八十美元？泰国人便宜多了。',
          ],
          [
            'seller',
            'I understand you have other offers. Could you tell me what they include?',
            '我理解你们有其他报价。能告诉我那些报价包含什么吗？',
          ],
          [
            'bad',
            'That is not your business. Match their price or we leave.',
            '这不关你的事。跟他们的价，否则我们就走。',
          ],
          [
            'good',
            'Please, let us all calm down. Ms Liu, I want to keep working with you.',
            '请大家都冷静一下。刘女士，我想继续和您合作。',
          ],
          [
            'good',
            'If you could just come down to one hundred and seventy, I am sure I can persuade him.',
            '只要您能降到一百七十，我肯定能说服他。',
          ],
          [
            'seller',
            'Thank you, Ms Soto. But my answer is the same for both of you, whoever asks.',
            '谢谢您，索托女士。但不管谁来问，我对二位的答复都是一样的。',
          ],
          [
            'seller',
            "Our price includes stock in Qingdao, thirty-day delivery and sixty days' credit. The Thai offer does not.",
            '我们的价格包含青岛现货、三十天交货和六十天赊账，泰国的报价没有这些。',
          ],
          ['bad', 'So you will not move at all?', '那么你们一点都不让？'],
          [
            'seller',
            'For an order of two thousand tyres this month, I can offer one hundred and seventy-six.',
            '如果本月订两千条轮胎，我可以报一百七十六美元。',
          ],
          [
            'good',
            'Two thousand at one seventy-six. I think we can work with that.',
            '两千条，一百七十六美元。我想我们可以接受。',
          ],
        ],
        fluent,
      ),
    ],
  ),
];
