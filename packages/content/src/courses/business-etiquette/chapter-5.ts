/**
 * Business Etiquette, chapter 5 (meeting etiquette): seating plans and agendas, a chair opening a
 * meeting, a welcome speech, and the etiquette of online meetings.
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
import { speaking, talk } from '../../trainings/speaking-builders';

const welcome = [
  '开头问候并欢迎来宾（点名重要来宾），说明会议目的，结尾预祝会议成功；语速平稳，目光照顾全场。',
  'Greet and welcome the guests (name the important ones), state the purpose, and end by wishing the meeting success; keep a steady pace and look round the room.',
] as const;

export const CHAPTER_5_TRAININGS: TTrainingSeed[] = [
  training(
    'bet-read-seating-agenda',
    'readSkill',
    ['阅读：会议座次与议程安排', 'Reading: seating plans and agendas for meetings'],
    [
      '阅读一篇关于双边会谈座次和会议议程的短文，然后回答问题。',
      'Read a short text on seating at a meeting between two companies and on the meeting agenda, then answer the questions.',
    ],
    [
      text(
        `<bl>Who sits where, and what happens when</bl>

<bl>Seating.</bl> At a formal meeting between two companies the teams sit facing each other across a long table. The guests sit on the side that <re>faces the door</re>; the host team sits with its back to it. The two leaders sit in the middle of their sides, directly opposite each other. The next most senior member sits on the leader's right, the third on the leader's left, and so on outwards. An interpreter sits just behind or beside the leader he or she works for. Place cards with names in both languages help everyone find their seat and use the right names.

<bl>The agenda.</bl> An agenda is the plan of a meeting. It gives the title, date, time and place, the people invited, the purpose and a numbered list of <re>items</re>, each with the time it may take and the person who will lead it. The last item is usually "AOB", any other business, for points that were not planned. Send the agenda at least <re>two working days</re> before the meeting, so that people can prepare.

<bl>During and after.</bl> The chair opens the meeting, keeps to the agenda and the time, and closes it. One person takes the <re>minutes</re>, a short written record of what was decided and who will do what by when. The minutes are sent to everyone within two days.`,
        '谁坐哪里，何时做什么。座次：两家公司正式会谈时，双方隔着长桌相对而坐。客方坐面向门的一侧，主方背对门。双方负责人坐在各自一侧的中间，正面相对。第二位高的成员坐在负责人右侧，第三位坐在左侧，依次向外排列。译员坐在所服务的负责人身后或旁边。写有中英文姓名的座签帮助大家找到座位、正确称呼。议程：议程是会议的计划，列出会议名称、日期、时间、地点、与会人员、目的以及编号的议题，每项注明所需时间和负责人。最后一项通常是 AOB，即其他事项，用于未事先安排的问题。至少在会前两个工作日发出议程，以便大家准备。会中与会后：主持人宣布开会，掌控议程和时间并宣布散会。一人做会议纪要，即简要记录决定事项以及谁在何时前做什么。纪要在两天内发给所有人。',
        'Seating and agendas',
      ),
    ],
    [
      choice(
        'At a formal meeting between two companies, where does the guest team sit?',
        [
          'With its back to the door',
          'On the side of the table that faces the door',
          'At the two ends of the table',
          'Mixed with the host team',
        ],
        'B',
        [
          '原文：The guests sit on the side that faces the door。',
          'The text: "The guests sit on the side that faces the door."',
        ],
      ),
      trueFalse('The second most senior member of a team sits on the leader’s left.', false, [
        '原文：第二位坐在负责人右侧。',
        'The text puts the second most senior member on the leader’s right.',
      ]),
      matching(
        'Match each word with its meaning.',
        [
          ['agenda', 'the plan of a meeting, with its numbered items'],
          ['minutes', 'a short written record of decisions and actions'],
          ['chair', 'the person who opens, leads and closes the meeting'],
          ['AOB', 'points that were not planned, taken at the end'],
        ],
        ['会议的四个基本术语。', 'Four basic words of meetings.'],
      ),
      sequencing(
        'Put these steps of a meeting in order.',
        [
          'Send the agenda to the people invited',
          'The chair opens the meeting',
          'The planned items are discussed',
          'Any other business is raised',
          'The minutes are sent to everyone',
        ],
        [
          '会前发议程，主持人开场，逐项讨论，最后其他事项，会后发纪要。',
          'Agenda before, opening, planned items, AOB, then the minutes afterwards.',
        ],
      ),
      fillBlank(
        'Send the agenda at least {{1}} working days before the meeting, and send the minutes within {{2}} days after it.',
        [
          ['two', '2'],
          ['two', '2'],
        ],
        [
          '议程至少提前两个工作日发出；纪要两天内发出。',
          'The agenda two working days before; the minutes within two days.',
        ],
      ),
      qa(
        'Why are place cards useful when two teams meet for the first time?',
        'They show everyone where to sit and let people see, and use, each other’s names correctly in both languages.',
        [
          '原文：help everyone find their seat and use the right names。',
          'The text: they "help everyone find their seat and use the right names".',
        ],
        10,
      ),
    ],
  ),
  training(
    'bet-hear-chair-opening',
    'hearingSkill',
    ['听力：会议主持人开场', 'Listening: a chair opens a meeting'],
    [
      '听永光电子的黄丽主持一次有外国客户参加的会议开场，先完整听一遍再作答，最多播放 3 次。',
      'Listen to Huang Li of Everbright Electronics open a meeting with a foreign customer. Play it through once before answering; at most 3 plays.',
    ],
    [audio('bet-hear-chair-opening.mp3', 'Opening the launch meeting')],
    [
      choice(
        'What is the aim of the meeting?',
        [
          'To agree the launch plan for a new wireless speaker',
          'To choose a new factory',
          'To sign a contract with Baltic Living',
          'To test a new speaker in the meeting room',
        ],
        'A',
        [
          '原文：to agree the launch plan for our new wireless speaker。',
          'She says the aim is "to agree the launch plan for our new wireless speaker".',
        ],
      ),
      sequencing(
        'Put the points in the order they will be discussed.',
        ['Test results', 'Packaging design', 'Delivery schedule', 'Price of the first order'],
        [
          '三项议程依次讨论，价格放在最后的其他事项中。',
          'The three planned items in order, then the price under any other business.',
        ],
      ),
      fillBlank(
        '{{1}} will take the minutes, and the meeting will finish by {{2}}.',
        [
          ['Wang Tao', 'Mr Wang'],
          ['11', 'eleven', '11:00', 'eleven o’clock', "eleven o'clock", '11 o’clock', "11 o'clock"],
        ],
        [
          '原文：Wang Tao will take the minutes … finish by eleven o’clock。',
          'She says Wang Tao takes the minutes and they finish by eleven.',
        ],
      ),
      trueFalse('Mr Jensen has flown in from Copenhagen.', true, [
        '原文：who has flown in from Copenhagen。',
        'She says he "has flown in from Copenhagen".',
      ]),
      choice(
        'How does the chair deal with Mr Jensen’s extra point?',
        [
          'She refuses to discuss it',
          'She discusses it first',
          'She takes it under any other business at the end',
          'She asks him to email it after the meeting',
        ],
        'C',
        [
          '原文：We will take it under any other business at the end。',
          'She says: "We will take it under any other business at the end."',
        ],
      ),
      qa(
        'What does the chair ask everyone to do with their phones?',
        'Put them on silent.',
        ['原文：Please put your phones on silent。', 'She says: "Please put your phones on silent."'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'bet-speech-meeting-welcome',
    'speechSkill',
    ['演讲：会议欢迎致辞', 'Speech: a welcome speech to open a meeting'],
    [
      '你将作为主方代表为一次会议致欢迎辞。按提示准备并发表三段讲话。',
      'You speak for the host company to open a meeting. Prepare and give the three parts below.',
    ],
    [
      talk(
        'You are the sales director of Suzhou Brightway Lighting. A delegation of five from Becker Licht, Munich, led by Mr Paul Becker, has come to discuss next year’s orders. Welcome them: greet the guests, name Mr Becker, thank them for the long journey and say one thing about the two companies’ cooperation so far.',
        welcome,
        { prepare: 60, respond: 90, type: 'speech' },
      ),
      talk(
        'Go on: state the purpose of the two-day meeting (next year’s orders, the new dimmable panels, delivery to the new warehouse in Hamburg) and introduce the programme: meetings today, a factory visit tomorrow morning, dinner tomorrow evening.',
        welcome,
        { prepare: 30, respond: 60, type: 'speech' },
      ),
      talk(
        'Close your speech: wish the guests a pleasant stay in Suzhou and the meeting success, and hand over to Mr Becker.',
        welcome,
        { respond: 45, type: 'speech' },
      ),
    ],
  ),
  training(
    'bet-topic-online-meetings',
    'topicDiscuss',
    ['话题讨论：线上会议的礼仪', 'Topic discussion: the etiquette of online meetings'],
    [
      '阅读两种关于线上会议礼仪的看法，回答问题并发表你的观点。',
      'Read two views on how people should behave in online meetings, answer the questions and give your own view.',
    ],
    [
      text(
        `<bl>View A</bl> (Karen Hughes, office manager, Bristol): "In an online meeting with a client, cameras should be on for the whole meeting. A black square with a name tells the client you are not really there. Join two minutes early, use a plain background, mute your microphone when you are not speaking, and never answer emails during the call."
<bl>View B</bl> (Li Ming, sales engineer, Hangzhou): "Cameras on for the first few minutes to say hello is enough. Bandwidth is poor in some places, and an hour of staring at faces is tiring. What matters is that you prepare, speak clearly, use the chat for links and send a short summary after the meeting."`,
        '观点 A（布里斯托尔办公室经理凯伦·休斯）：“和客户开线上会议时，摄像头应全程开着。一个只显示名字的黑框告诉客户你并不在场。提前两分钟入会，用简洁的背景，不发言时静音，通话中绝不回邮件。”观点 B（杭州销售工程师李明）：“开头几分钟开摄像头打个招呼就够了。有些地方网速差，盯着人脸看一个小时也很累。重要的是做好准备、说话清楚、用聊天框发链接，会后发一份简短的总结。”',
        'Two views on online meetings',
      ),
    ],
    [
      trueFalse('Karen Hughes thinks cameras should stay on for the whole of an online meeting with a client.', true, [
        '原文：cameras should be on for the whole meeting。',
        'She says: "cameras should be on for the whole meeting".',
      ]),
      choice(
        'Which piece of advice do <bl>both</bl> views allow?',
        [
          'Keep the camera off for the whole meeting',
          'Turn the camera on at least to say hello at the start',
          'Answer urgent emails while others are speaking',
          'Join the meeting five minutes late',
        ],
        'B',
        [
          'A 要求全程开摄像头，B 认为开头打招呼时开即可，两者都包含开头开摄像头。',
          'A wants cameras on all the time and B at least for the greeting, so both include the camera on at the start.',
        ],
      ),
      qa(
        'Give two rules of online meeting etiquette from the texts that you think every trainee should follow, and say why.',
        'For example: mute the microphone when not speaking, so that background noise does not disturb others; send a short summary afterwards, so that everyone knows what was agreed.',
        ['选出两条规则并说明理由。', 'Two rules from the texts, each with a reason.'],
      ),
      writing(
        'Post your view for the class (at least 100 words): should cameras be on for the whole of an online meeting with a foreign client? Give reasons and an example from work or study.',
        100,
        'I agree with Karen Hughes for meetings with clients, but not for every internal meeting. A client who cannot see us may think we are not listening, and in a negotiation faces show reactions that words do not. When Li Ming’s bandwidth is poor, he can explain this at the start, keep the camera on while speaking and turn it off while others present. For internal meetings, cameras on for the greeting and for discussion is enough, as long as everyone prepares and a summary is sent afterwards.',
        ['评分要点：观点、理由、例子、结构清晰。', 'Marked on: a position, reasons, an example, clear structure.'],
      ),
    ],
  ),
];
