/**
 * Chapter 7 of Cross-Cultural Business Communication, business negotiation: negotiating styles in
 * different cultures, a negotiation between Chinese and British teams, a failed cross-cultural
 * negotiation and a role play agreeing delivery dates with a Brazilian client.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, speaking } from '../../trainings/speaking-builders';
import { playOnce, rolePlayIntro } from './shared';

const clientSupplier = [
  ['client', 'Ana Souza, buyer, Casa Verde (São Paulo)', '客户 安娜·索萨', 'emily'],
  ['supplier', 'Chen Ming, sales manager, Foshan Breeze Appliances', '供应商 陈明', 'eric'],
] as const;

const rolePlayMarks = [
  '先寒暄、建立关系，再谈交期；用条件句提出方案（If we…, could you…?），最后书面确认。',
  'Build the relationship before the dates, offer options with "If we…, could you…?", and confirm in writing at the end.',
] as const;

export const CCC_CHAPTER_7: TTrainingSeed[] = [
  training(
    'ccc-read-negotiating-styles',
    'readSkill',
    ['阅读：不同文化的谈判风格', 'Reading: negotiating styles in different cultures'],
    [
      '阅读一篇比较各国谈判风格的文章，完成练习。',
      'Read an article comparing negotiating styles around the world and do the exercises.',
    ],
    [
      text(
        `<bl>Same table, different games</bl>

<bl>American</bl> negotiators are direct and in a hurry. They put their cards on the table, make an opening offer not far from their target and expect to close the deal in one or two meetings. A signed contract is the goal; the relationship can come later.

<bl>German</bl> negotiators prepare thoroughly and bring detailed data. Their first offer is realistic, so they dislike heavy bargaining, and they expect every agreed point to be written down.

<bl>Japanese</bl> teams negotiate as a group and decide by consensus, so they rarely agree anything at the table. Long silences are normal: they show careful thought, not a problem.

<bl>Chinese</bl> negotiators usually see the first meetings as a time to build trust. Talks can run over several rounds, senior people join at key moments, and important concessions often come near the end. Protecting everyone's face matters more than winning a point.

<bl>Brazilian</bl> negotiators value warmth and personal contact. They may interrupt, show emotion and change the order of the agenda, and they prefer to deal with the same person throughout.

In much of the <bl>Middle East</bl>, bargaining is expected: a first price leaves plenty of room, and accepting it at once can even disappoint the other side.`,
        '《同一张桌子，不同的游戏》美国谈判者直接而且着急：他们开诚布公，开价接近目标，希望一两次会面就成交。签合同是目标，关系可以以后再建立。德国谈判者准备充分，带着详细数据；他们的首次报价实在，所以不喜欢反复讨价还价，并希望每一项约定都写下来。日本团队集体谈判、协商一致决策，所以很少在谈判桌上当场同意什么。长时间的沉默很正常，表示认真思考而不是有问题。中国谈判者通常把最初几次会面看作建立信任的时间。谈判可能进行好几轮，高层在关键时刻出面，重要让步常常在接近尾声时才出现。照顾各方的面子比赢得某一点更重要。巴西谈判者重视热情和个人接触；他们可能打断别人、流露情绪、调整议程顺序，并且希望自始至终与同一个人打交道。在中东大部分地区，讨价还价是意料之中的：首次报价留有很大余地，立刻接受甚至可能让对方失望。',
        'Negotiating styles',
      ),
    ],
    [
      matching(
        'Match each behaviour with the negotiators the article describes.',
        [
          ['A realistic first offer and dislike of heavy bargaining', 'German'],
          ['Long silences that show careful thought', 'Japanese'],
          ['Important concessions near the end', 'Chinese'],
          ['Preferring to deal with the same person throughout', 'Brazilian'],
        ],
        ['对照各段的描述。', 'Compare the paragraphs.'],
      ),
      trueFalse(
        'According to the article, American negotiators usually open with a very high price to leave room for bargaining.',
        false,
        [
          '美国人开价接近目标（not far from their target）；留很大余地的是中东。',
          'Americans open "not far from their target"; it is in the Middle East that a first price leaves plenty of room.',
        ],
      ),
      choice(
        'A Japanese team is silent for thirty seconds after your offer. What does the article suggest?',
        [
          'They are angry, so lower your price at once',
          'They are thinking carefully; wait and do not fill the silence with a concession',
          'They did not understand; repeat the offer louder',
          'The talks have failed',
        ],
        'B',
        [
          '原文：Long silences are normal: they show careful thought。',
          'The text: "they show careful thought, not a problem".',
        ],
      ),
      fillBlank(
        'Japanese teams decide by {{1}}. In much of the Middle East, {{2}} is expected.',
        [['consensus'], ['bargaining', 'haggling']],
        ['日本段与中东段的关键词。', 'Key words from the Japanese and Middle East paragraphs.'],
      ),
      qa(
        'An American buyer wants to sign with a Chinese supplier at the first meeting. Using the article, explain why this may not happen and what the buyer should do.',
        'The Chinese side sees the first meetings as building trust, brings in senior people later and makes big concessions near the end; the buyer should plan several rounds and invest in the relationship.',
        [
          '要点：先建信任、多轮谈判、后期让步；买方应预留时间、经营关系。',
          'Key points: trust first, several rounds, late concessions; allow time and build the relationship.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ccc-hear-china-uk-negotiation',
    'hearingSkill',
    ['听力：中英双方的谈判', 'Listening: a negotiation between Chinese and British teams'],
    [
      `听宁波一家家具企业与英国买家关于花园椅价格的谈判。${playOnce[0]}`,
      `Listen to a Ningbo furniture maker and a British buyer negotiating the price of garden chairs. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-china-uk-negotiation.mp3', 'Garden chairs: Ningbo and London')],
    [
      fillBlank(
        'The first offer is {{1}} dollars a chair for {{2}} chairs, FOB Ningbo.',
        [
          ['24', 'twenty-four', 'twenty four'],
          ['10,000', '10000', 'ten thousand'],
        ],
        ['中方首次报价。', 'The first offer of the Chinese side.'],
      ),
      choice(
        'What does Mr Carter really mean by "That is quite interesting. But I am not sure it is quite what we had in mind"?',
        [
          'He likes the price',
          'The price is too high',
          'He needs more information about quality',
          'He wants to end the talks',
        ],
        'B',
        [
          '英式委婉：quite interesting + not sure… 实际表示价格太高。',
          'British understatement: he is saying the price is too high.',
        ],
      ),
      matching(
        'Match each figure with what it refers to in the negotiation.',
        [
          ['21 dollars', 'the price the buyer has in mind'],
          ['22 dollars', "the Polish supplier's offer"],
          ['22.50 dollars', 'the price the seller could consider'],
          ['30 percent', 'the advance payment asked for'],
        ],
        ['谈判中的几个数字。', 'The figures in the negotiation.'],
      ),
      trueFalse('Wang Fang agrees the new price on the spot.', false, [
        '她说必须先与总经理商量（I must discuss it with our general manager first）。',
        'She must "discuss it with our general manager first".',
      ]),
      qa(
        'Name two things the Chinese sales director does that show her own business culture.',
        'She starts with small talk about his trip, she needs her general manager’s approval before agreeing, and she invites the buyer to dinner to build the relationship.',
        [
          '任意两点：寒暄、需上级批准、宴请建关系。',
          'Any two: small talk, approval from above, dinner to build the relationship.',
        ],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'ccc-case-failed-negotiation',
    'caseAnalysis',
    ['案例：一次失败的跨文化谈判', 'Case: a failed cross-cultural negotiation'],
    [
      '阅读一家美国企业在成都谈判失败的经过，分析失误并提出建议。',
      'Read how an American company lost a deal in Chengdu, analyse its mistakes and give advice.',
    ],
    [
      text(
        `Lone Star Pumps of Houston wanted to sell USD 4.8 million of water pumps to Sichuan Jinjiang Water Group, a state-owned company in Chengdu.

For the first meeting Lone Star sent a team of three led by its 31-year-old sales director, Kyle, and a lawyer. On day one they put an 80-page contract on the table and said they needed an answer "by the end of the week, because our prices go up on the first of the month". Kyle called the 58-year-old chairman, Mr Liu, by his first name and joked that "the chairman should let the engineers decide". When the Chinese side went quiet, the Americans lowered their price by 8% to "move things forward".

For the second round, Lone Star sent a different director, because Kyle had been promoted. He asked to start again from the contract.

After four months Jinjiang signed with a German supplier whose price was 5% higher. The German sales manager had visited Chengdu three times with the same senior engineer, invited the Chinese engineers to the factory in Stuttgart, and sent the contract only after the technical questions were settled.`,
        '休斯敦的孤星泵业希望向成都的国有企业四川锦江水务集团销售价值 480 万美元的水泵。第一次会谈，孤星派出由 31 岁的销售总监凯尔带队的三人团队和一名律师。第一天他们就把 80 页的合同摆上桌，说需要“本周内”答复，“因为下月一号我们要涨价”。凯尔直呼 58 岁的刘董事长的名字，还开玩笑说“董事长应该让工程师来决定”。中方沉默时，美方为了“推进进度”降价 8%。第二轮谈判时，因为凯尔升职，孤星换了另一位总监，他要求从合同重新谈起。四个月后，锦江与一家报价高 5% 的德国供应商签约。那位德国销售经理曾与同一位资深工程师三次来成都，邀请中方工程师参观斯图加特工厂，并在技术问题都解决后才发出合同。',
      ),
    ],
    [
      choice(
        'Which <bl>three</bl> actions hurt Lone Star most in this negotiation?',
        [
          'Setting a one-week deadline at the first meeting',
          'Selling water pumps',
          'Joking about the chairman in front of his team',
          'Changing the team leader between rounds',
          'Coming from Houston',
        ],
        'ACD',
        [
          '限期施压、让董事长丢面子、中途换人破坏信任。',
          'The deadline pressure, the chairman’s loss of face and the change of leader all damaged trust.',
        ],
      ),
      qa(
        'Why was lowering the price by 8% when the Chinese side went quiet a mistake?',
        'The silence probably meant careful thought, not refusal; cutting the price at once gave away value for nothing and suggested that the first price had not been serious.',
        [
          '要点：误读沉默；无条件让步；削弱首次报价的可信度。',
          'Key points: silence misread; a concession for nothing; the first price lost credibility.',
        ],
        15,
      ),
      qa(
        'The German price was 5% higher. Why did it still win? Give two reasons.',
        'The same senior people came back each time, which built trust; the German side solved the technical questions first and invited the engineers to its factory, showing respect and commitment before asking for a signature.',
        [
          '要点：人员稳定建立信任；先解决技术问题；邀请考察显示诚意。',
          'Key points: the same people built trust; technical questions first; a factory visit showed commitment.',
        ],
        15,
      ),
      writing(
        'Write advice (at least 100 words) to Lone Star’s vice-president on how to prepare for its next negotiation with a Chinese state-owned company.',
        100,
        'Send a senior leader whose rank matches the chairman’s, and keep the same team from the first meeting to the signing. Plan for several rounds over months, not a one-week deadline. Start with the relationship and the technical needs: invite the engineers to visit our plant and answer their questions before any contract appears. Address people by title and surname, and never joke about a leader in front of his team. Do not answer silence with a concession; if we give something, ask for something back, such as a larger order or earlier payment.',
        [
          '评分要点：层级对等、团队稳定、留足时间、先技术与关系、称呼得体、让步有条件。',
          'Marked on: matching rank, a stable team, enough time, technical needs and relationship first, proper address, conditional concessions.',
        ],
      ),
    ],
  ),
  speaking(
    'ccc-role-play-brazil-delivery',
    'rolePlay',
    ['角色扮演：与巴西客户商定交货期', 'Role play: agreeing delivery dates with a Brazilian client'],
    [
      `${rolePlayIntro[0]}佛山一家风扇企业与圣保罗的零售商商定夏季订单的交货期：先见面商谈，再电话确认。`,
      `${rolePlayIntro[1]} A fan maker from Foshan and a retailer from São Paulo agree the delivery dates of a summer order: first face to face, then on the phone.`,
    ],
    [
      dialogue(
        'At the Canton Fair, Chen Ming meets Ana Souza to agree when 6,000 ceiling fans will reach Santos for the Brazilian summer.',
        clientSupplier,
        [
          [
            'supplier',
            'Ana, it is great to see you again! How is the new shop in Campinas doing?',
            '安娜，很高兴再次见到你！坎皮纳斯的新店怎么样？',
          ],
          [
            'client',
            'It is doing very well, thank you, Chen. And your daughter? Did she start university?',
            '很好，谢谢你，陈明。你女儿呢？上大学了吗？',
          ],
          [
            'supplier',
            'Yes, in Guangzhou, she loves it. Now, about the six thousand fans…',
            '上了，在广州，她很喜欢。那么，关于那六千台风扇……',
          ],
          [
            'client',
            'Yes. Our summer starts in December, so we need all the fans in our stores by the end of October.',
            '是的。我们的夏天十二月开始，所以我们需要十月底前所有风扇都到店。',
          ],
          [
            'supplier',
            'The sea voyage to Santos takes about forty days, so we would have to ship by the tenth of September. Our factory is full until the end of August.',
            '海运到桑托斯大约四十天，所以我们必须九月十日前装船。我们工厂八月底前都排满了。',
          ],
          [
            'client',
            'Hmm, that is very tight. If one container is late, we lose the best weeks of the season.',
            '嗯，太紧了。如果有一个柜晚到，我们就错过销售旺季最好的几周。',
          ],
          [
            'supplier',
            'If we ship four thousand fans on the twenty-fifth of August and two thousand on the tenth of September, could you accept two shipments?',
            '如果我们八月二十五日装四千台，九月十日装两千台，你们能接受分两批装运吗？',
          ],
          [
            'client',
            'Two shipments are fine, but I would like the first one on the twentieth. Is that possible?',
            '分两批没问题，但我希望第一批二十日装船。可以吗？',
          ],
          [
            'supplier',
            'For you, we will try. I can confirm the twentieth if you send the deposit by the end of this month.',
            '为了你，我们尽力。如果你们在本月底前付定金，我就能确认二十日。',
          ],
          [
            'client',
            'Perfect, it is a deal! Now let us celebrate with a coffee.',
            '太好了，成交！现在我们喝杯咖啡庆祝一下。',
          ],
        ],
        rolePlayMarks,
      ),
      dialogue(
        'Two weeks later Ana calls Chen Ming because her company wants to add more fans to the order.',
        clientSupplier,
        [
          [
            'client',
            'Chen, good morning! Ana here. I have good news and a small problem.',
            '陈明，早上好！我是安娜。我有个好消息，也有个小问题。',
          ],
          ['supplier', 'Good morning, Ana. Let me hear the good news first.', '早上好，安娜。先说好消息吧。'],
          [
            'client',
            'Our sales team wants one thousand more fans, the white model. Can they come with the second shipment?',
            '我们的销售团队想再要一千台白色款风扇。能随第二批一起发吗？',
          ],
          [
            'supplier',
            'Let me check the plan. The second shipment is on the tenth of September. One thousand more would move it to the seventeenth.',
            '我查一下计划。第二批是九月十日，再加一千台就要推到十七日。',
          ],
          [
            'client',
            'The seventeenth means early November in Santos. Is there no other way?',
            '十七日装船，到桑托斯就是十一月初了。没有别的办法吗？',
          ],
          [
            'supplier',
            'If you can accept the white fans on a third, smaller shipment on the twenty-fourth, the first two dates stay the same.',
            '如果你们能接受白色风扇在二十四日单独小批量第三次装运，前两批的日期都不变。',
          ],
          [
            'client',
            'Yes, that works. The white ones are for our online shop, so they can arrive a little later.',
            '可以，这样行。白色款是给我们网店的，晚一点到没关系。',
          ],
          [
            'supplier',
            'Great. I will send you the new shipping plan by email today, so that we both have it in writing.',
            '好的。我今天把新的装运计划用邮件发给你，这样我们双方都有书面记录。',
          ],
        ],
        rolePlayMarks,
      ),
    ],
  ),
];
