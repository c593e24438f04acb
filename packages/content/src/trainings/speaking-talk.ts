/**
 * Free-talk trainings (issue 7): speech skills and speech practice (a prepared talk with a time
 * limit), TOEFL speaking (the independent task: 15 s to prepare, 45 s to speak; the integrated
 * tasks: 30 s and 60 s) and IELTS speaking (part 1 interview, part 2 cue card with one minute to
 * prepare and two to speak, part 3 discussion). The machine scores pronunciation and fluency; the
 * teacher grades the content.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { speaking, talk } from './speaking-builders';

const clear: readonly [string, string] = [
  '开头点明观点，中间给出两个理由和例子，结尾总结。',
  'State your view first, give two reasons with examples, then sum up.',
];
const toeflA: readonly [string, string] = [
  '独立任务：15 秒准备，45 秒回答；观点明确，理由具体。',
  'Independent task: 15 seconds to prepare, 45 to speak; a clear opinion with specific reasons.',
];
const toeflB: readonly [string, string] = [
  '综合任务：30 秒准备，60 秒回答；概括材料要点并举例。',
  'Integrated task: 30 seconds to prepare, 60 to speak; sum up the key points and use the example.',
];
const ielts1: readonly [string, string] = [
  '第一部分：自然作答，适当展开。',
  'Part 1: answer naturally and add a detail.',
];
const ielts2: readonly [string, string] = [
  '第二部分：1 分钟准备，讲满 2 分钟，覆盖卡片上的每一点。',
  'Part 2: one minute to prepare, speak for two minutes and cover every point on the card.',
];
const ielts3: readonly [string, string] = [
  '第三部分：给出观点并比较不同情况。',
  'Part 3: give opinions and compare situations.',
];

export const SPEAKING_TALK_TRAININGS: TTrainingSeed[] = [
  speaking(
    'speech-product-launch',
    'speechSkill',
    ['演讲：新品发布', 'Speech: a product launch'],
    ['准备并发表一段产品发布演讲。', 'Prepare and give a product launch talk.'],
    [
      talk(
        'Introduce a new product of your company to a group of buyers at a trade show. Say what it is, who it is for, and why it is better than others.',
        clear,
        { prepare: 60, respond: 120, type: 'speech' },
      ),
      talk('Answer a buyer who asks: "Why is your price higher than your competitors?"', clear, {
        prepare: 30,
        respond: 60,
        type: 'speech',
      }),
      talk('Close your talk: thank the audience and invite them to your stand.', clear, {
        respond: 45,
        type: 'speech',
      }),
    ],
  ),
  speaking(
    'speech-team-results',
    'speechSkill',
    ['演讲：团队业绩汇报', 'Speech: reporting team results'],
    ['向管理层汇报季度业绩。', 'Report the quarter to the management.'],
    [
      talk(
        'Report the sales results of your team for the last quarter: what went well, what did not, and why.',
        clear,
        { prepare: 60, respond: 120, type: 'speech' },
      ),
      talk('Propose one change for the next quarter and explain its cost and benefit.', clear, {
        prepare: 30,
        respond: 90,
        type: 'speech',
      }),
      talk('Answer a manager who asks: "What do you need from us to reach the target?"', clear, {
        respond: 60,
        type: 'speech',
      }),
    ],
  ),
  speaking(
    'speech-welcome-visitors',
    'speechSkill',
    ['演讲：欢迎来访客户', 'Speech: welcoming visitors'],
    ['在工厂欢迎外国客户。', 'Welcome foreign customers to the factory.'],
    [
      talk('Welcome a group of customers from Germany to your factory and explain the plan for the day.', clear, {
        prepare: 45,
        respond: 90,
        type: 'speech',
      }),
      talk('Introduce the history of your company in one minute.', clear, { prepare: 30, respond: 60, type: 'speech' }),
      talk('Explain the safety rules of the factory floor to the visitors.', clear, { respond: 60, type: 'speech' }),
    ],
  ),

  speaking(
    'practical-hotel-complaint',
    'speechPractical',
    ['口语实训：处理酒店投诉', 'Speech practice: a hotel complaint'],
    ['以前台经理身份处理投诉。', 'Handle a complaint as the front desk manager.'],
    [
      talk(
        'A guest says the room was not cleaned and the Wi-Fi does not work. Apologise and offer a solution.',
        clear,
        { prepare: 30, respond: 60 },
      ),
      talk('The guest asks for a discount. Explain what you can offer and why.', clear, { respond: 60 }),
      talk('Discuss with a colleague how to stop this problem happening again.', clear, {
        respond: 90,
        type: 'discussion',
      }),
    ],
  ),
  speaking(
    'practical-shipping-delay',
    'speechPractical',
    ['口语实训：告知发货延误', 'Speech practice: a shipping delay'],
    ['电话告知客户延误。', 'Tell a customer about a delay by phone.'],
    [
      talk(
        'Call a customer to say their order will arrive one week late because of a port strike. Explain and apologise.',
        clear,
        { prepare: 30, respond: 60 },
      ),
      talk('Offer the customer two choices: wait, or split the shipment and send half by air at your cost.', clear, {
        respond: 60,
      }),
      talk('Summarise the call in a short voice message to your manager.', clear, { respond: 45 }),
    ],
  ),
  speaking(
    'practical-meeting-chair',
    'speechPractical',
    ['口语实训：主持会议', 'Speech practice: chairing a meeting'],
    ['主持一次项目会议。', 'Chair a project meeting.'],
    [
      talk('Open the meeting, state its purpose and go through the agenda.', clear, { prepare: 30, respond: 60 }),
      talk('Two colleagues disagree about the launch date. Ask each for their view and propose a compromise.', clear, {
        respond: 90,
        type: 'discussion',
      }),
      talk('Close the meeting: sum up the decisions and who does what by when.', clear, { respond: 60 }),
    ],
  ),

  speaking(
    'toefl-independent-work',
    'toefl',
    ['托福口语：工作与学习', 'TOEFL speaking: work and study'],
    ['独立任务与综合任务。', 'Independent and integrated tasks.'],
    [
      talk(
        'Some people prefer to work for a large company; others prefer a small one. Which do you prefer and why?',
        toeflA,
        { prepare: 15, respond: 45 },
      ),
      talk(
        'Read the notice: the university will close the business library on Sundays to save money. Two students disagree. Explain the notice and give your own view.',
        toeflB,
        { prepare: 30, respond: 60 },
      ),
      talk(
        'A lecture explains "first-mover advantage": the first company in a market can build a brand before others arrive. Use the example of an online bookshop to explain the idea.',
        toeflB,
        { prepare: 30, respond: 60 },
      ),
    ],
  ),
  speaking(
    'toefl-independent-travel',
    'toefl',
    ['托福口语：出差', 'TOEFL speaking: business travel'],
    ['独立任务与综合任务。', 'Independent and integrated tasks.'],
    [
      talk('Do you agree that meetings by video are as good as meetings in person? Use reasons and examples.', toeflA, {
        prepare: 15,
        respond: 45,
      }),
      talk(
        "A company will stop paying for business class flights under eight hours. Summarise the plan and the employee's opinion.",
        toeflB,
        { prepare: 30, respond: 60 },
      ),
      talk(
        'A professor describes "opportunity cost" with the example of a manager who spends a day at a trade show instead of visiting a client. Explain the idea.',
        toeflB,
        { prepare: 30, respond: 60 },
      ),
    ],
  ),
  speaking(
    'toefl-independent-teams',
    'toefl',
    ['托福口语：团队合作', 'TOEFL speaking: teamwork'],
    ['独立任务与综合任务。', 'Independent and integrated tasks.'],
    [
      talk('Is it better to work alone or in a team on an important project? Explain why.', toeflA, {
        prepare: 15,
        respond: 45,
      }),
      talk(
        'A student proposes that every business course should include a real project with a local company. Describe the proposal and whether the speaker supports it.',
        toeflB,
        { prepare: 30, respond: 60 },
      ),
      talk(
        'A lecture explains "brand loyalty" using the example of coffee shop reward cards. Explain how the example shows the idea.',
        toeflB,
        { prepare: 30, respond: 60 },
      ),
    ],
  ),

  speaking(
    'ielts-work',
    'ielts',
    ['雅思口语：工作', 'IELTS speaking: work'],
    ['第一至第三部分。', 'Parts 1 to 3.'],
    [
      talk('Part 1. Do you work or are you a student? What do you like most about it?', ielts1, { respond: 30 }),
      talk(
        'Part 2. Describe a successful business you know. You should say: what it sells, who its customers are, how it became successful, and explain why you admire it.',
        ielts2,
        { prepare: 60, respond: 120 },
      ),
      talk(
        'Part 3. Why do some small businesses fail in their first year? What can governments do to help them?',
        ielts3,
        { respond: 90, type: 'discussion' },
      ),
    ],
  ),
  speaking(
    'ielts-travel',
    'ielts',
    ['雅思口语：旅行', 'IELTS speaking: travel'],
    ['第一至第三部分。', 'Parts 1 to 3.'],
    [
      talk('Part 1. How often do you travel for work or study? Do you enjoy it?', ielts1, { respond: 30 }),
      talk(
        'Part 2. Describe a hotel you stayed in. You should say: where it was, why you stayed there, what the service was like, and explain whether you would stay there again.',
        ielts2,
        { prepare: 60, respond: 120 },
      ),
      talk(
        'Part 3. How has technology changed the way people book travel? Is this change good for small hotels?',
        ielts3,
        { respond: 90, type: 'discussion' },
      ),
    ],
  ),
  speaking(
    'ielts-shopping',
    'ielts',
    ['雅思口语：购物', 'IELTS speaking: shopping'],
    ['第一至第三部分。', 'Parts 1 to 3.'],
    [
      talk('Part 1. Do you prefer shopping online or in shops? Why?', ielts1, { respond: 30 }),
      talk(
        'Part 2. Describe an advertisement that made you buy something. You should say: where you saw it, what it showed, what you bought, and explain why it worked on you.',
        ielts2,
        { prepare: 60, respond: 120 },
      ),
      talk('Part 3. Should advertising to children be controlled? Who should be responsible?', ielts3, {
        respond: 90,
        type: 'discussion',
      }),
    ],
  ),
];
