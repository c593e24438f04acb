/** Practical skills (practicalSkill): the everyday office tasks of business English. */
import type { TTrainingSeed } from '@lingua/contracts';
import { fillBlank, qa, sequencing, text, training, trueFalse } from './builders';

export const PRACTICAL_SKILL_TRAININGS: TTrainingSeed[] = [
  training(
    'skill-phone-messages',
    'practicalSkill',
    ['实践技能：电话留言', 'Practical skills: taking phone messages'],
    ['阅读电话记录，完成留言条。', 'Read the call notes and complete the message.'],
    [
      text(
        'Call at 10:15 from <bl>Ms Karen Lee</bl> of Pacific Freight. The container for order 7730 will arrive in Rotterdam two days late, on 14 May. She asks Mr Wang to call her back on +31 10 555 0192 before 4 pm.',
        '10:15 太平洋货运的 Karen Lee 女士来电：7730 号订单的集装箱将晚两天、于 5 月 14 日抵达鹿特丹。请王先生下午 4 点前回电 +31 10 555 0192。',
      ),
    ],
    [
      fillBlank(
        'Message for Mr Wang: {{1}} from Pacific Freight called. The container arrives on {{2}}. Call back before {{3}}.',
        [
          ['Ms Karen Lee', 'Karen Lee', 'Ms Lee'],
          ['14 May', 'May 14', '14th May', 'May 14th'],
          ['4 pm', '4pm', '4 p.m.', '16:00'],
        ],
        ['留言要素：谁、何事、何时回电。', 'A message gives who, what and when to call back.'],
        15,
      ),
      trueFalse('The container will arrive early.', false, ['two days late 晚两天。', '"two days late".']),
    ],
  ),
  training(
    'skill-meeting-minutes',
    'practicalSkill',
    ['实践技能：整理会议纪要', 'Practical skills: writing up meeting minutes'],
    ['根据会议笔记完成会议纪要。', 'Complete the minutes from the meeting notes.'],
    [
      text(
        'Notes, sales meeting 12 March: present – Li Na (chair), Tom, Aisha. Q1 sales up 8%. New catalogue late: printer problem → Tom to call printer by Friday. Trade fair budget: approved, USD 20,000. Next meeting 9 April.',
        '3 月 12 日销售会议笔记：出席——李娜（主持）、汤姆、艾莎。一季度销售增长 8%。新目录延误：印刷厂问题 → 汤姆周五前致电印刷厂。展会预算：已批准，2 万美元。下次会议 4 月 9 日。',
      ),
    ],
    [
      fillBlank(
        'Minutes: The meeting was chaired by {{1}}. Sales rose by {{2}} in the first quarter. {{3}} will call the printer by Friday. The next meeting is on {{4}}.',
        [
          ['Li Na'],
          ['8%', '8 %', '8 percent', 'eight percent'],
          ['Tom'],
          ['9 April', 'April 9', '9th April', 'April 9th'],
        ],
        ['纪要要写清谁、做什么、何时。', 'Minutes say who does what and by when.'],
        20,
      ),
      qa(
        'Write the action point about the trade fair as one sentence.',
        'The trade fair budget of USD 20,000 was approved.',
        ['决议用被动语态简洁表达。', 'Decisions are often written in the passive.'],
        10,
      ),
    ],
  ),
  training(
    'skill-visit-itinerary',
    'practicalSkill',
    ['实践技能：安排客户来访行程', 'Practical skills: plan a customer visit'],
    ['为来访客户安排合理的行程。', 'Plan a sensible itinerary for a visiting customer.'],
    [
      text(
        'Ms Weber from Munich lands at Hangzhou airport at 09:30 on Tuesday. She wants to see the factory, discuss the new order and visit West Lake, and she flies home at 16:00 on Wednesday.',
        '慕尼黑的韦伯女士周二 9:30 抵达杭州机场。她想参观工厂、商谈新订单并游览西湖，周三 16:00 乘机回国。',
      ),
    ],
    [
      sequencing(
        'Put the itinerary in a sensible order.',
        [
          'Pick Ms Weber up at the airport',
          'Check in at the hotel and lunch',
          'Factory tour in the afternoon',
          'Order meeting on Wednesday morning',
          'Visit West Lake, then drive to the airport',
        ],
        [
          '先接机入住，工厂参观后再谈订单，最后安排游览并送机。',
          'Arrive, see the factory, then negotiate, and end with sightseeing on the way to the airport.',
        ],
        20,
      ),
      trueFalse(
        'A West Lake visit on Wednesday afternoon leaves enough time for a 16:00 flight if it ends by 14:00.',
        true,
        ['留出两小时赴机场和值机较稳妥。', 'Two hours for the drive and check-in is a safe margin.'],
      ),
    ],
  ),
];
