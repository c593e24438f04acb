/**
 * Workplace Skills, chapter 3 (business communication): a customer complaint call, telephone
 * phrases, an email reporting progress, the opening of a product presentation read aloud, a
 * product presentation given, and a complaint handled by phone.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, jumbled, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, read, speaking, talk } from '../../trainings/speaking-builders';

const linking: readonly [string, string] = [
  '按意群停顿，意群内连读；问句句末语调上扬，陈述句下降。',
  'Pause between thought groups and link the words inside them; questions rise at the end, statements fall.',
];
const pace: readonly [string, string] = [
  '语速平稳，面向听众；数字、产品名和公司名读清楚。',
  'Keep a steady pace as if facing an audience; say numbers, product names and company names clearly.',
];
const structure: readonly [string, string] = [
  '先说产品是什么、给谁用，再给出两三个有数字支撑的卖点，最后提出下一步。',
  'Say what the product is and who it is for, give two or three selling points backed by figures, then propose a next step.',
];
const calm: readonly [string, string] = [
  '先道歉并复述问题，再问清事实，最后给出具体的解决办法和时间。',
  'Apologise and repeat the problem, check the facts, then offer a concrete solution with a time.',
];
const callIntro: readonly [string, string] = [
  '选择一个角色，机器朗读另一个角色，你录下自己的台词。三个场景是同一通投诉电话的开头、核实与解决。',
  'Choose a role; the machine reads the other and you record your lines. The three scenes are the opening, the checking and the solution of one complaint call.',
];
const customerAgent = [
  ['customer', 'Customer', '客户', 'luca'],
  ['agent', 'Customer service officer', '客服专员', 'emily'],
] as const;

const progressFacts = `You are <bl>Zhao Yan</bl>, project assistant at Ningbo Sunrise Textiles. Your manager, <bl>Mark Hughes</bl>, is at a trade fair in Frankfurt and wants a progress report on the order of <bl>12,000 cotton bath towels</bl> for Nordic Home AB (Sweden), due to ship on <bl>30 May</bl>.

Progress on 15 May:
• Weaving: finished (12,000 towels)
• Dyeing: 9,000 done; 3,000 will be done by 20 May
• Labels: the customer changed the care label on 10 May; the new labels arrive on 21 May
• Packing: starts on 22 May
• Risk: if the labels are late, shipment may move to 2 June. The next vessel after 30 May leaves on 2 June.`;

const progressFactsCn = `你是宁波旭日纺织的项目助理赵燕。你的经理马克·休斯正在法兰克福参展，想了解瑞典 Nordic Home 公司 12000 条纯棉浴巾订单的进度，该订单应于 5 月 30 日装运。5 月 15 日进度：织造已完成（12000 条）；染色已完成 9000 条，其余 3000 条 5 月 20 日前完成；客户 5 月 10 日修改了洗标，新洗标 5 月 21 日到货；包装 5 月 22 日开始；风险：如洗标延误，装运可能推迟到 6 月 2 日（5 月 30 日之后的下一班船 6 月 2 日开航）。`;

const complaintOpening = dialogue(
  'Scene 1: a buyer calls about a late delivery of office chairs.',
  customerAgent,
  [
    [
      'agent',
      'Good morning, Comfort Seating, Nina speaking. How can I help you?',
      '早上好，舒适座椅公司，我是妮娜。有什么可以帮您？',
    ],
    [
      'customer',
      'Good morning. This is Alan Price from Metro Offices in Leeds. Our order of two hundred chairs was due last Friday, and it still has not arrived.',
      '早上好。我是利兹 Metro Offices 的艾伦·普莱斯。我们订的两百把椅子应该上周五到，到现在还没到。',
    ],
    [
      'agent',
      'I am very sorry about that, Mr Price. May I have your order number, please?',
      '非常抱歉，普莱斯先生。请告诉我您的订单号好吗？',
    ],
    ['customer', 'It is C D four four eight one.', '是 CD4481。'],
    [
      'agent',
      'Thank you. So that is two hundred chairs, order C D four four eight one, due last Friday. Let me check for you.',
      '谢谢。那就是 CD4481 号订单，两百把椅子，应于上周五送达。我帮您查一下。',
    ],
  ],
  calm,
);
const complaintChecking = dialogue(
  'Scene 2: the officer finds out what happened.',
  customerAgent,
  [
    [
      'agent',
      'Mr Price, I can see that the chairs left our warehouse on time, but the truck was held at the port because of a missing customs form.',
      '普莱斯先生，我查到椅子是按时出库的，但因为缺一份报关单据，卡车在港口被扣留了。',
    ],
    [
      'customer',
      'That is not good enough. Our new office opens on Monday and the staff need somewhere to sit.',
      '这可不行。我们的新办公室周一开业，员工得有地方坐。',
    ],
    [
      'agent',
      'I completely understand. We sent the form to the port this morning, and the truck should be released today.',
      '我完全理解。今天上午我们已把单据送到港口，卡车今天应该就能放行。',
    ],
    ['customer', 'So when will the chairs actually arrive?', '那椅子到底什么时候能到？'],
    [
      'agent',
      'The driver can deliver on Thursday morning, before ten. Would that work for you?',
      '司机可以周四上午十点前送到。这个时间您方便吗？',
    ],
  ],
  calm,
);
const complaintSolution = dialogue(
  'Scene 3: the officer offers something for the trouble and closes the call.',
  customerAgent,
  [
    [
      'customer',
      'Thursday is fine, but this delay has caused us a lot of trouble.',
      '周四可以，但这次延误给我们添了很多麻烦。',
    ],
    [
      'agent',
      'I know, and I apologise again. We will refund the delivery charge of one hundred and twenty pounds.',
      '我知道，再次向您道歉。我们将退还一百二十英镑的运费。',
    ],
    [
      'customer',
      'Thank you. Will someone call me if there is another problem?',
      '谢谢。如果再出问题，会有人给我打电话吗？',
    ],
    [
      'agent',
      'Yes. I will call you myself on Wednesday afternoon to confirm the delivery time.',
      '会的。我周三下午亲自给您打电话确认送货时间。',
    ],
    ['customer', 'Good. Thank you for your help, Nina.', '好的。谢谢你的帮助，妮娜。'],
    [
      'agent',
      'You are welcome, Mr Price. I will also email you a written confirmation today.',
      '不客气，普莱斯先生。我今天还会给您发一封书面确认邮件。',
    ],
  ],
  calm,
);

export const CHAPTER_3_TRAININGS: TTrainingSeed[] = [
  training(
    'wps-hear-complaint-call',
    'hearingSkill',
    ['听力：一通客户投诉电话', 'Listening: a customer complaint call'],
    [
      '听一位波兰客户打给客服的投诉电话，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a Polish customer’s complaint call to customer service. Play it through once before answering; at most 3 plays.',
    ],
    [audio('wps-hear-complaint-call.mp3', 'Casa Bella calls Brightway')],
    [
      choice(
        'What is the customer’s complaint?',
        ['The pans arrived late', 'Some pans are scratched', 'The wrong colour was sent', 'The invoice is wrong'],
        'B',
        [
          '"Forty of the six hundred have scratches on the surface."',
          '"Forty of the six hundred have scratches on the surface."',
        ],
      ),
      fillBlank(
        'The order number is {{1}}. {{2}} of the 600 pans cannot be sold.',
        [
          ['B217', 'B 217', 'B-217'],
          ['40', 'forty', 'Forty'],
        ],
        ['订单号 B217；600 只中 40 只有划痕。', 'Order B217; forty of the six hundred are scratched.'],
      ),
      choice(
        'Why does Mr Novak need all 600 pans soon?',
        [
          'His shop is opening',
          'His spring promotion starts in two weeks',
          'He has sold them to a hotel',
          'His warehouse is closing',
        ],
        'B',
        ['"Our spring promotion starts in two weeks."', '"Our spring promotion starts in two weeks."'],
      ),
      trueFalse('Casa Bella must send the damaged pans back before the new ones are shipped.', false, [
        'Lucy 说 You will not need to return the damaged ones：不需要退回。',
        'Lucy says "You will not need to return the damaged ones."',
      ]),
      qa(
        'List the two things Lucy promises to do, and the one thing she asks Mr Novak to do.',
        'She will send forty new pans by air this week at the company’s cost and ask the factory to check the packing of the next order; she asks him to email photos of the damaged pans.',
        [
          '客服的处理步骤：先要证据（照片），再补发，再防止再次发生。',
          'A complaint handled step by step: evidence (photos), replacement, and prevention next time.',
        ],
        15,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'wps-sentences-telephone',
    'sentenceTraining',
    ['句子训练：电话沟通常用句型', 'Sentence training: useful telephone phrases'],
    [
      '听示范后跟读电话沟通的六个常用句型：接听、找人、留言、核对、回电和结束通话。',
      'Listen, then repeat six useful telephone phrases: answering, asking for someone, taking a message, checking, calling back and closing.',
    ],
    [
      read('sentence', 'Good morning, Sunrise Textiles, Zhao Yan speaking.', '早上好，旭日纺织，我是赵燕。', linking),
      read(
        'sentence',
        'Could you put me through to the shipping department, please?',
        '请帮我转接运输部好吗？',
        linking,
      ),
      read(
        'sentence',
        'I am afraid she is out of the office. Can I take a message?',
        '恐怕她不在办公室。需要我帮您留言吗？',
        linking,
      ),
      read('sentence', 'Could you spell that for me, please?', '您能帮我拼一下吗？', linking),
      read(
        'sentence',
        'I will ask him to call you back before four this afternoon.',
        '我会请他今天下午四点前给您回电话。',
        linking,
      ),
      read('sentence', 'Thank you for calling. Have a nice day.', '感谢来电，祝您愉快。', linking),
    ],
  ),
  training(
    'wps-write-progress-email',
    'writingSkill',
    ['写作：工作进度汇报邮件', 'Writing: an email reporting progress'],
    [
      '先完成三个热身练习，再给出差中的经理写一封订单进度汇报邮件，不少于 100 词。',
      'Do three warm-ups, then write an email reporting the progress of an order to your manager, who is away; at least 100 words.',
    ],
    [text(progressFacts, progressFactsCn, 'The Nordic Home order on 15 May')],
    [
      choice(
        'Warm-up: which subject line is best for this email?',
        ['Hello', 'Towels', 'Nordic Home order: progress on 15 May', 'URGENT!!! Please read'],
        'C',
        [
          '好的主题行说明是哪件事、什么内容；其他选项太空泛或制造紧张。',
          'A good subject says which job and what about; the others are vague or alarming.',
        ],
      ),
      fillBlank(
        'Warm-up: "Weaving {{1}} been finished. Dyeing will be {{2}} by 20 May."',
        [['has'], ['finished', 'completed', 'done']],
        [
          '已完成的工作用现在完成时；计划完成的用 will be + 过去分词。',
          'Finished work takes the present perfect; planned work takes will be + past participle.',
        ],
      ),
      jumbled(
        'Warm-up: put the words in order to make the sentence that warns about a risk.',
        'If the labels are late, shipment may move to 2 June.',
        ['汇报邮件要把风险和可能的后果说清楚。', 'A progress email states the risk and what it could lead to.'],
      ),
      writing(
        'Write Zhao Yan’s email to Mark Hughes. Report what is finished, what is in progress and the risk, and suggest what you will do about it.',
        100,
        `Subject: Nordic Home order: progress on 15 May

Dear Mark,

Here is an update on the Nordic Home order of 12,000 cotton bath towels, due to ship on 30 May.

Weaving has been finished. 9,000 towels have been dyed, and the other 3,000 will be done by 20 May. Packing will start on 22 May.

There is one risk. Nordic Home changed the care label on 10 May, and the new labels will only arrive on 21 May. If they are late, the shipment may move to the next vessel on 2 June.

I suggest that I tell Nordic Home about the possible delay now and ask the label printer to deliver two days earlier. I will confirm the labels with the printer tomorrow.

Best regards,
Zhao Yan`,
        [
          '评分要点：主题明确；先说结论，再分已完成、进行中、风险；提出应对措施；时态正确。',
          'Marked on: a clear subject; the main point first, then done, in progress and risk; a proposed action; correct tenses.',
        ],
      ),
    ],
  ),
  speaking(
    'wps-oral-presentation-opening',
    'oralSkill',
    ['口语：产品演示开场白', 'Speaking: the opening of a product presentation'],
    [
      '朗读一段产品演示的开场白：先读两个关键句，再读完整的开场段落。',
      'Read aloud the opening of a product presentation: two key sentences first, then the whole opening.',
    ],
    [
      read('word', 'presentation', '演示；介绍', [
        '重音在第三音节：pre-sen-TA-tion。',
        'The stress is on the third syllable: pre-sen-TA-tion.',
      ]),
      read('sentence', 'Thank you all for coming this morning.', '感谢各位今天上午到场。', linking),
      read(
        'sentence',
        'My talk is divided into three parts, and there will be time for questions at the end.',
        '我的发言分为三部分，最后留有提问时间。',
        linking,
      ),
      read(
        'paragraph',
        'Good morning, everyone, and thank you for coming. My name is Li Hua, and I am the product manager at Brightway Kitchenware. Today I would like to introduce our new ProChef frying pan. First, I will show you what makes it different. Then I will explain why it saves your customers time and money. Finally, I will talk about prices and delivery. The presentation will take about fifteen minutes, and I will be happy to answer your questions at the end.',
        '大家早上好，感谢各位到场。我叫李华，是明道厨具的产品经理。今天我想向大家介绍我们的新款 ProChef 煎锅。首先，我会展示它的与众不同之处；然后，说明它为什么能帮您的顾客节省时间和金钱；最后，谈谈价格和交货。演示大约十五分钟，最后我很乐意回答各位的问题。',
        pace,
        20,
      ),
    ],
  ),
  speaking(
    'wps-speech-product-presentation',
    'speechSkill',
    ['演讲：做一次产品演示', 'Speech: give a product presentation'],
    [
      '根据提示准备并做一次完整的产品演示：开场、卖点、回答提问和结束。',
      'Prepare and give a complete product presentation: the opening, the selling points, a question and the close.',
    ],
    [
      talk(
        'Open your presentation of the ProChef frying pan to buyers from a European supermarket chain: greet them, introduce yourself and give the three parts of your talk.',
        structure,
        { prepare: 30, respond: 60, type: 'speech' },
      ),
      talk(
        'Present the selling points: the pan heats up 30% faster than a standard pan, the non-stick coating lasts for 5 years, and it works on gas, electric and induction cookers. Say why each point matters to the buyers’ customers.',
        structure,
        { prepare: 60, respond: 120, type: 'speech' },
      ),
      talk(
        'A buyer asks: "Your price is 12% higher than our current supplier. Why should we pay more?" Answer the question.',
        structure,
        { prepare: 30, respond: 60, type: 'speech' },
      ),
      talk(
        'Close the presentation: sum up the three selling points, offer free samples for 10 stores, and thank the audience.',
        structure,
        { prepare: 20, respond: 45, type: 'speech' },
      ),
    ],
  ),
  speaking(
    'wps-role-dialogue-complaint-call',
    'roleDialogue',
    ['角色对话：电话处理客户投诉', 'Role dialogue: handle a complaint by phone'],
    callIntro,
    [complaintOpening, complaintChecking, complaintSolution],
  ),
];
