/**
 * Workplace Skills, chapter 5 (cross-cultural communication): working habits in different
 * cultures, the weekly meeting of a team spread over three countries, working well with
 * colleagues from abroad, and meeting a foreign visitor at the airport.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, speaking } from '../../trainings/speaking-builders';

const warm: readonly [string, string] = [
  '热情而有分寸：主动问候、帮忙提行李、介绍安排，话题轻松。',
  'Warm but not pushy: greet first, offer to help with the bags, explain the plan, keep the small talk light.',
];
const roleIntro: readonly [string, string] = [
  '选择一个角色，机器朗读另一个角色，你录下自己的台词。三个场景是接机、去车上的路上和车里介绍日程。',
  'Choose a role; the machine reads the other and you record your lines. The three scenes are the meeting, the walk to the car and the plan explained in the car.',
];
const hostVisitor = [
  ['host', 'Host', '接待人员', 'emily'],
  ['visitor', 'Visitor', '外宾', 'luca'],
] as const;

const habits = `<bl>Same job, different habits</bl>

Huang Wei works in the Shanghai office of a German engineering company. In her first year she noticed that colleagues from different countries work in different ways.

Her German manager, <bl>Mr Becker</bl>, sends the agenda two days before every meeting and expects everyone to arrive on time, with their figures ready. He says "no" directly when he disagrees, and he rarely answers work emails after 6 p.m.

<bl>Mr Tanaka</bl>, from the Japanese partner company, seldom says "no" in a meeting. When he says "We will consider it carefully", he often means that the answer is no. Decisions are made only after everyone in his team has agreed, so they take time.

<bl>Carla</bl>, from the Brazilian sales office, starts every call with a few minutes of personal chat and likes to build a friendship before doing business. Deadlines for her are important but can sometimes move.

Huang Wei's advice to new colleagues: "Nobody's way is wrong. Learn what each person expects, and adapt."`;

const habitsCn = `同样的工作，不同的习惯。黄薇在一家德国工程公司的上海办公室工作。第一年里她发现，来自不同国家的同事工作方式各不相同。她的德国经理贝克先生每次开会前两天发出议程，要求每个人准时到场并备好数据。他不同意时会直接说“不”，晚上六点以后很少回复工作邮件。日本合作公司的田中先生开会时很少说“不”。他说“我们会认真考虑”时，往往意思就是不行。他们的团队要所有人都同意后才做决定，所以需要时间。巴西销售办事处的卡拉每次通话都先聊几分钟私事，喜欢先建立友谊再谈生意。截止日期对她很重要，但有时可以调整。黄薇给新同事的建议：“谁的方式都没有错。了解每个人的期待，然后去适应。”`;

const views = `<bl>Post 1</bl> — Liu Yang, engineer, Suzhou: "Our Australian colleague always says exactly what he thinks in meetings, even to the boss. At first I found it rude. Now I see it saves a lot of time."

<bl>Post 2</bl> — Emma Schulz, project manager, Munich (working in Suzhou): "My Chinese team members rarely tell me about a problem until it is very late. I think they don't want me to lose face. I have started asking for a short written update every Friday."

<bl>Post 3</bl> — Zhang Hao, sales assistant, Shenzhen: "Our team has people from five countries. We agreed three rules: English in all meetings, no messages after 9 p.m., and every decision written in the team chat."`;

const viewsCn = `帖子 1——苏州工程师刘洋：“我们的澳大利亚同事开会时总是直言不讳，甚至对老板也是。起初我觉得他很无礼，现在我发现这样节省了很多时间。”帖子 2——在苏州工作的慕尼黑项目经理埃玛·舒尔茨：“我的中国组员很少及时告诉我问题，往往到很晚才说。我想他们是不想让我丢面子。我开始要求每周五交一份简短的书面进度。”帖子 3——深圳销售助理张浩：“我们团队有来自五个国家的人。我们定了三条规则：所有会议用英语，晚上九点后不发消息，每个决定都写在团队群里。”`;

const airportMeeting = dialogue(
  'Scene 1: Wang Fang of Qingdao Haibin Appliances meets Mr Marco Rossi, an Italian buyer, at Qingdao Jiaodong Airport.',
  hostVisitor,
  [
    ['host', 'Excuse me, are you Mr Rossi from Casa Moderna?', '打扰一下，请问您是 Casa Moderna 公司的罗西先生吗？'],
    ['visitor', 'Yes, that is right. Marco Rossi.', '是的，我是马可·罗西。'],
    [
      'host',
      'Welcome to Qingdao, Mr Rossi. I am Wang Fang from Haibin Appliances. We spoke on the phone last week.',
      '欢迎来到青岛，罗西先生。我是海滨电器的王芳，我们上周通过电话。',
    ],
    ['visitor', 'Of course. Nice to meet you in person, Ms Wang.', '当然记得。很高兴见到您本人，王女士。'],
    ['host', 'Nice to meet you too. How was your flight?', '我也很高兴见到您。航班还顺利吗？'],
    [
      'visitor',
      'Long, but comfortable. I changed planes in Beijing, and the connection was easy.',
      '很长，但挺舒服。我在北京转机，衔接很顺利。',
    ],
  ],
  warm,
);
const airportWalk = dialogue(
  'Scene 2: on the way to the car.',
  hostVisitor,
  [
    ['host', 'Let me help you with your bags. Is this everything?', '我来帮您拿行李。就这些吗？'],
    [
      'visitor',
      'Thank you. Yes, just this suitcase and my laptop bag. I will keep the laptop.',
      '谢谢。是的，只有这个箱子和电脑包。电脑我自己拿。',
    ],
    [
      'host',
      'Our driver is waiting in the car park. It is about five minutes on foot.',
      '我们的司机在停车场等着，走过去大约五分钟。',
    ],
    ['visitor', 'Is it always this warm in Qingdao in September?', '青岛九月总是这么暖和吗？'],
    [
      'host',
      'Usually, yes. September is one of the best months here, and the sea is still warm enough to swim.',
      '通常是的。九月是这里最好的月份之一，海水还暖和得可以游泳。',
    ],
    ['visitor', 'Maybe I will find time for a swim, then.', '那也许我能抽空去游一次。'],
  ],
  warm,
);
const airportPlan = dialogue(
  'Scene 3: in the car, the host explains the plan for the visit.',
  hostVisitor,
  [
    [
      'host',
      'We will take you to the Hilton first. It is about forty minutes from here. You can rest this afternoon.',
      '我们先送您去希尔顿酒店，离这里大约四十分钟。今天下午您可以休息。',
    ],
    ['visitor', 'That sounds perfect. What is the plan for tomorrow?', '太好了。明天怎么安排？'],
    [
      'host',
      'The driver will pick you up at half past eight. At nine our general manager will welcome you, and then we will visit the factory.',
      '司机八点半来接您。九点我们总经理欢迎您，然后参观工厂。',
    ],
    ['visitor', 'Good. Will I also see the new refrigerator models?', '好的。我也能看到新款冰箱吗？'],
    [
      'host',
      'Yes, in the showroom after lunch. And in the evening our general manager would like to invite you to dinner.',
      '能的，午饭后在展厅看。晚上我们总经理想请您吃饭。',
    ],
    ['visitor', 'How kind of him. Please thank him for me.', '他太客气了。请代我向他致谢。'],
  ],
  warm,
);

export const CHAPTER_5_TRAININGS: TTrainingSeed[] = [
  training(
    'wps-read-working-habits',
    'readSkill',
    ['阅读：不同文化的工作习惯', 'Reading: working habits in different cultures'],
    [
      '阅读一位上海职员对德国、日本和巴西同事工作习惯的观察，回答问题。',
      'Read a Shanghai employee’s observations of how her German, Japanese and Brazilian colleagues work, then answer.',
    ],
    [text(habits, habitsCn, 'Same job, different habits')],
    [
      matching(
        'Match each colleague with the habit the text describes.',
        [
          ['Mr Becker', 'sends the agenda two days before a meeting'],
          ['Mr Tanaka', 'decides only after the whole team agrees'],
          ['Carla', 'opens every call with some personal chat'],
        ],
        [
          '贝克重视计划和准时；田中重视集体共识；卡拉重视关系。',
          'Becker values planning and time; Tanaka values team agreement; Carla values the relationship.',
        ],
      ),
      choice(
        'Mr Tanaka says, "We will consider it carefully." What does he most probably mean?',
        ['Yes, we agree.', 'Probably not.', 'Please send more samples.', 'We will decide today.'],
        'B',
        [
          '文中说这句话 often means that the answer is no：委婉的拒绝。',
          'The text says it "often means that the answer is no": a polite refusal.',
        ],
      ),
      trueFalse('Mr Becker usually answers work emails late in the evening.', false, [
        '文中说他 rarely answers work emails after 6 p.m.。',
        'The text says he "rarely answers work emails after 6 p.m."',
      ]),
      fillBlank(
        'Huang Wei’s advice: nobody’s way is {{1}}; learn what each person expects, and {{2}}.',
        [['wrong'], ['adapt']],
        ['见最后一段。', 'See the last paragraph.'],
      ),
      qa(
        'You must agree a delivery date with Carla and with Mr Becker by email. How would you begin each email differently? Give one sentence for each.',
        'To Carla: start with a friendly personal line, e.g. "I hope you had a great weekend and enjoyed the festival in Rio!" To Mr Becker: go straight to the point, e.g. "I am writing to agree the delivery date of order 2261."',
        [
          '对重关系的同事先寒暄，对重效率的同事开门见山。',
          'Open with a personal touch for a relationship-first colleague, and get straight to the point for a task-first one.',
        ],
        15,
      ),
    ],
  ),
  training(
    'wps-hear-multicultural-meeting',
    'hearingSkill',
    ['听力：多元文化团队的周会', 'Listening: the weekly meeting of a multicultural team'],
    [
      '听一个分布在上海、班加罗尔和里昂的团队开周会，先完整听一遍再作答，最多播放 3 次。',
      'Listen to the weekly meeting of a team in Shanghai, Bangalore and Lyon. Play it through once before answering; at most 3 plays.',
    ],
    [audio('wps-hear-multicultural-meeting.mp3', 'The Monday meeting')],
    [
      choice(
        'Why can Raj not finish the Chinese version of the website?',
        [
          'The translator is ill',
          'He is waiting for product photos from Shanghai',
          'The server is down',
          'Sophie has not approved it',
        ],
        'B',
        [
          '"We are waiting for the product photos from Shanghai."',
          '"We are waiting for the product photos from Shanghai."',
        ],
      ),
      fillBlank(
        'The Shanghai team will send the photos by {{1}}. The Shanghai office is closed from 1 to {{2}} October.',
        [
          ['Wednesday', 'wednesday'],
          ['7', 'seven', '7th'],
        ],
        [
          '照片周三前发出；国庆放假十月一日到七日。',
          'Photos by Wednesday; National Day closes the office from the first to the seventh of October.',
        ],
      ),
      trueFalse('Sophie will be on holiday for the whole of August.', false, [
        '她只休八月的前两周：the first two weeks of August。',
        'She is away only for "the first two weeks of August".',
      ]),
      choice(
        'From next week, when will the meeting start in Shanghai?',
        ['At 9 a.m.', 'At 1:30 p.m.', 'At 3 p.m.', 'At 4 p.m.'],
        'D',
        [
          '上海时间下午四点，即班加罗尔一点半、里昂上午十点。',
          'Four in the afternoon in Shanghai: half past one in Bangalore and ten in the morning in Lyon.',
        ],
      ),
      qa(
        'Why did Raj ask to move the meeting, and how did the chair make sure the new time suited everyone?',
        'At 3 p.m. Shanghai time it is 12:30 in Bangalore, his team’s lunch break. The chair chose 4 p.m., which is 1:30 p.m. for Raj and, as Sophie had said any time before noon was fine, 10 a.m. for her in Lyon.',
        [
          '跨时区团队安排会议要考虑每个地点的当地时间。',
          'A team across time zones checks the local time in every office before fixing a meeting.',
        ],
        15,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'wps-topic-foreign-colleagues',
    'topicDiscuss',
    ['话题讨论：如何与外籍同事高效合作', 'Topic discussion: working well with colleagues from abroad'],
    [
      '阅读三位职场人的帖子，参与讨论：怎样与外籍同事高效合作。',
      'Read three posts from people at work and join the discussion: how do you work well with colleagues from abroad?',
    ],
    [text(views, viewsCn, 'Three posts from a forum')],
    [
      trueFalse('Liu Yang still thinks his Australian colleague is rude.', false, [
        '他说起初觉得无礼，现在认为这样节省时间。',
        'He found it rude at first, but now he sees it saves time.',
      ]),
      qa(
        'Why does Emma ask her team for a written update every Friday? Do you think it is a good idea?',
        'Her team members do not report problems early, perhaps to avoid making her lose face; a regular written update lets them report problems without speaking up in front of others. It is a good idea if she reacts calmly when a problem is reported.',
        [
          '说明原因（面子、上下级关系），再给出有理由的看法。',
          'Give the reason (face, hierarchy), then a reasoned view.',
        ],
      ),
      qa(
        'Which of Zhang Hao’s three team rules would help your class most in a group project with exchange students? Why?',
        'For example: writing every decision in the team chat, because people whose English is weaker can read it again and nobody forgets what was decided.',
        ['选一条规则并说明具体理由。', 'Choose one rule and give a concrete reason.'],
      ),
      writing(
        'Write a post for the class discussion (at least 100 words): give three pieces of advice to a Chinese graduate joining a team with colleagues from abroad.',
        100,
        'First, ask how each colleague prefers to communicate: some want short, direct emails, others a phone call and a little small talk. Second, do not wait until a problem is serious: tell your manager early and bring a possible solution, which is seen as responsible, not as a loss of face. Third, check understanding after meetings by writing a short summary of who does what by when; it helps everyone whose first language is not English. Finally, be curious: ask about your colleagues’ holidays and food, and share yours.',
        [
          '评分要点：建议具体可行、有理由或例子、结构清晰、语言得体。',
          'Marked on: concrete, workable advice with reasons or examples, a clear structure, suitable language.',
        ],
      ),
    ],
  ),
  speaking(
    'wps-role-dialogue-airport-visitor',
    'roleDialogue',
    ['角色对话：到机场迎接外宾', 'Role dialogue: meet a foreign visitor at the airport'],
    roleIntro,
    [airportMeeting, airportWalk, airportPlan],
  ),
];
