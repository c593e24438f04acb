/**
 * Workplace Skills, chapter 2 (business office): office rules and an internal notice, a manager
 * handing out tasks, a meeting notice, a travel expense claim and the plan of a client's visit.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  documents,
  fillBlank,
  jumbled,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';

const officeRules = `<bl>Greenfield Packaging (Shanghai) Co., Ltd. — Office Rules</bl>

1. Working hours are 9:00 to 18:00, Monday to Friday. Staff who will be late must tell their team leader before 9:15.
2. Visitors must sign in at reception and wear a visitor badge at all times.
3. Meeting rooms are booked through the online calendar. Please cancel a booking you no longer need.
4. Printing in colour needs the approval of your department head.
5. The last person to leave turns off the lights and the air conditioning.

<bl>INTERNAL NOTICE</bl>
To: All staff
From: Administration Department
Date: 9 March 2026
Subject: Fire drill on Thursday

A fire drill will take place on <bl>Thursday 12 March at 10:30</bl>. When the alarm sounds, leave the building by the nearest stairs — <re>do not use the lifts</re> — and gather in the car park opposite the main gate. Floor wardens will check that everyone is out. The drill will last about 20 minutes. Staff with visitors at that time should bring them along.`;

const officeRulesCn = `绿野包装（上海）有限公司办公室规章：1. 工作时间为周一至周五 9:00–18:00，迟到的员工须在 9:15 前告知组长。2. 访客须在前台登记并全程佩戴访客证。3. 会议室通过在线日历预订，不再需要时请取消预订。4. 彩色打印须经部门主管批准。5. 最后离开的人负责关灯和空调。内部通知——致：全体员工；发自：行政部；日期：2026 年 3 月 9 日；事由：周四消防演习。3 月 12 日（周四）10:30 将举行消防演习。警报响起时，请从最近的楼梯离开大楼（不要乘电梯），到正门对面的停车场集合。各楼层消防员将确认所有人都已撤离。演习约 20 分钟。届时有访客的员工请带访客一同撤离。`;

const tripFacts = `Wang Lei, sales executive (employee no. GS-0417), Sales Department, travelled from Shanghai to Guangzhou to visit a customer, Pearl River Home Furnishings, from <bl>14 to 16 April 2026</bl>.

Receipts:
• High-speed train Shanghai–Guangzhou, return: RMB 1,586.00
• Hotel, 2 nights at RMB 420.00 a night: RMB 840.00
• Taxis in Guangzhou: RMB 164.00
• Business dinner with the customer (2 guests): RMB 630.00
Meal allowance: RMB 100.00 a day for 3 days.
He received a cash advance of RMB 2,000.00 before the trip. Approved by: Liu Fang, sales manager.`;

const tripFactsCn = `销售专员王磊（工号 GS-0417，销售部）于 2026 年 4 月 14 日至 16 日从上海到广州拜访客户珠江家居。票据：上海—广州高铁往返 1586.00 元；酒店两晚，每晚 420.00 元，共 840.00 元；广州出租车 164.00 元；与客户的商务晚餐（客人 2 位）630.00 元。伙食补助每天 100.00 元，共 3 天。出差前预借现金 2000.00 元。审批人：销售经理刘芳。`;

const visitFacts = `Mr Daniel Weber, purchasing director of <bl>Hausmann Küchen GmbH</bl> (Germany), visits your company, Foshan Brightway Kitchenware, on <bl>Tuesday 19 May 2026</bl>. He lands at Guangzhou Baiyun Airport at 9:10 on flight LH 782 and flies home at 21:30 the same day.

What your manager wants in the day: a tour of the factory (1 hour), a meeting with the sales team about the new order of 8,000 stainless steel pans (1.5 hours), lunch, and a visit to the showroom (45 minutes). Allow 30 minutes from landing to leaving the airport. The drive from the airport to the factory takes about 1 hour; from the factory to the airport, 1 hour 15 minutes. Mr Weber does not eat pork.`;

const visitFactsCn = `德国 Hausmann Küchen 公司采购总监丹尼尔·韦伯先生将于 2026 年 5 月 19 日（周二）访问你们公司佛山明道厨具。他乘 LH 782 航班 9:10 抵达广州白云机场，当天 21:30 返程。经理希望这一天安排：参观工厂（1 小时）、与销售团队商谈 8000 只不锈钢锅的新订单（1.5 小时）、午餐、参观展厅（45 分钟）。落地到离开机场约需 30 分钟，从机场开车到工厂约 1 小时，从工厂到机场 1 小时 15 分钟。韦伯先生不吃猪肉。`;

export const CHAPTER_2_TRAININGS: TTrainingSeed[] = [
  training(
    'wps-read-office-notice',
    'readSkill',
    ['阅读：办公室规章与内部通知', 'Reading: office rules and an internal notice'],
    [
      '阅读一家公司的办公室规章和一则内部通知，回答问题。',
      'Read a company’s office rules and an internal notice, then answer the questions.',
    ],
    [text(officeRules, officeRulesCn, 'Office rules and a notice')],
    [
      choice(
        'Zhang Min’s train is delayed and she will arrive at 9:40. What must she do?',
        [
          'Nothing, if she stays until 18:40',
          'Tell her team leader before 9:15',
          'Sign in at reception',
          'Ask her department head for approval',
        ],
        'B',
        [
          '规章第 1 条：迟到须在 9:15 前告知组长。',
          'Rule 1: staff who will be late tell their team leader before 9:15.',
        ],
      ),
      trueFalse('Any member of staff may print in colour without asking anyone.', false, [
        '规章第 4 条：彩色打印须经部门主管批准。',
        'Rule 4: colour printing needs the department head’s approval.',
      ]),
      fillBlank(
        'The fire drill is on Thursday {{1}} March at 10:30. Staff gather in the {{2}} opposite the main gate.',
        [
          ['12', '12th'],
          ['car park', 'carpark', 'parking lot'],
        ],
        ['通知第一、二句给出时间和集合地点。', 'The first two sentences give the time and the meeting point.'],
      ),
      choice(
        'During the drill, how should staff leave the building?',
        [
          'By the lifts, as quickly as possible',
          'By the nearest stairs',
          'Through reception, after signing out',
          'They stay at their desks until a warden comes',
        ],
        'B',
        [
          '通知写明 leave the building by the nearest stairs — do not use the lifts。',
          'The notice says "leave the building by the nearest stairs — do not use the lifts".',
        ],
      ),
      matching(
        'Match each part of the notice with its content.',
        [
          ['To', 'All staff'],
          ['From', 'Administration Department'],
          ['Date', '9 March 2026'],
          ['Subject', 'Fire drill on Thursday'],
        ],
        [
          '内部通知的标题部分：收件人、发件人、日期、事由。',
          'The heading of an internal notice: to, from, date and subject.',
        ],
      ),
      qa(
        'You have booked Meeting Room 2 for Thursday at 10:00 with a supplier. What two things should you do because of the notice?',
        'Bring the supplier along when the alarm sounds, and move or shorten the meeting (cancelling the booking if the room is no longer needed), because the drill starts at 10:30 and lasts about 20 minutes.',
        [
          '通知要求有访客的员工带访客撤离；规章第 3 条要求取消不再需要的会议室预订。',
          'The notice says to bring visitors along; rule 3 says to cancel a booking you no longer need.',
        ],
        15,
      ),
    ],
  ),
  training(
    'wps-hear-manager-tasks',
    'hearingSkill',
    ['听力：上司布置工作任务', 'Listening: a manager hands out tasks'],
    [
      '听销售经理给助理布置本周的三项任务，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a sales manager giving his assistant three tasks for the week. Play it through once before answering; at most 3 plays.',
    ],
    [audio('wps-hear-manager-tasks.mp3', 'Three tasks for Amy')],
    [
      choice('Where are the visiting buyers from?', ['Munich', 'Melbourne', 'Madrid', 'Manchester'], 'B', [
        '"The buyers from Melbourne arrive on Wednesday."',
        '"The buyers from Melbourne arrive on Wednesday."',
      ]),
      fillBlank(
        'Book a meeting room for Thursday morning for {{1}} people. Send the October sales report by Tuesday at {{2}}.',
        [
          ['6', 'six'],
          ['noon', '12:00', '12 noon', 'midday'],
        ],
        ['会议室六人；报告周二中午前。', 'A room for six; the report by Tuesday at noon.'],
      ),
      trueFalse('Mr Grant wants the October figures compared with those of September.', true, [
        '"Yes, please, and compare them with September."',
        '"Yes, please, and compare them with September."',
      ]),
      sequencing(
        'Put the three tasks in the order Amy should do them, most urgent first, as Mr Grant explains.',
        [
          'Write the October sales report',
          'Book a meeting room for the Melbourne buyers',
          'Order business cards for Kevin',
        ],
        [
          '报告最急（周二中午）；会议室可以等到周三；凯文下个月才入职，名片不着急。',
          'The report is most urgent (Tuesday noon); the room can wait until Wednesday; Kevin starts next month, so his cards are last.',
        ],
      ),
      qa(
        'What should Amy do if she has a problem with a task?',
        'Send Mr Grant a message.',
        ['最后一句：just send me a message。', 'The last line: "just send me a message".'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'wps-write-meeting-notice',
    'writingSkill',
    ['写作：会议通知', 'Writing: a meeting notice'],
    [
      '先完成两个热身练习，再根据经理的要求写一则英文会议通知，不少于 80 词。',
      'Do two warm-ups, then write a meeting notice in English from the manager’s instructions; at least 80 words.',
    ],
    [
      text(
        `Your manager, <bl>Liu Fang</bl> (Sales Manager, Greenfield Packaging), asks you to tell the sales team about a meeting:
• Date and time: Monday 20 April 2026, 14:00–15:30
• Place: Meeting Room 3, 8th floor
• Purpose: plan the company’s stand at the Canton Fair (phase 2, 23–27 April)
• Agenda: 1. stand design; 2. samples to take; 3. who works which day
• Everyone should bring a list of the samples of their own product line.
• Anyone who cannot come must tell Liu Fang by Friday 17 April.`,
        '你的经理、绿野包装销售经理刘芳请你通知销售团队开会：2026 年 4 月 20 日（周一）14:00–15:30；地点：8 楼 3 号会议室；目的：筹备公司在广交会（第二期，4 月 23–27 日）的展位；议程：1. 展位设计；2. 携带的样品；3. 每天的值班安排。每人带上自己产品线的样品清单。不能参加者须在 4 月 17 日（周五）前告知刘芳。',
      ),
    ],
    [
      fillBlank(
        'Warm-up: complete the heading. "To: All sales staff. From: Liu Fang, Sales {{1}}. Subject: {{2}} to plan our Canton Fair stand."',
        [['Manager'], ['Meeting', 'meeting', 'A meeting', 'Team meeting']],
        [
          '发件人写姓名和职位；事由要一眼看出是会议及其目的。',
          'The sender gives her name and title; the subject shows at once that it is a meeting and what for.',
        ],
      ),
      choice(
        'Warm-up: which sentence asks politely for replies from people who cannot come?',
        [
          'You must all come, no excuses.',
          'If you are unable to attend, please let me know by Friday 17 April.',
          'Tell me if you want to come or not.',
          'Absence will not be accepted.',
        ],
        'B',
        [
          'B 礼貌、具体，给出了截止日期；其他句子语气生硬或信息不全。',
          'B is polite and gives a deadline; the others are rude or vague.',
        ],
      ),
      jumbled(
        'Warm-up: put the words in order to make the sentence that says what to bring.',
        'Please bring a list of the samples of your own product line.',
        [
          '通知中提出要求时用 Please + 动词原形，礼貌而明确。',
          'A request in a notice starts with "Please" and the verb: polite and clear.',
        ],
      ),
      writing(
        'Write the meeting notice from Liu Fang to the sales team. Give the date, time, place, purpose and agenda, say what to bring, and ask those who cannot come to reply.',
        80,
        `To: All sales staff
From: Liu Fang, Sales Manager
Date: 13 April 2026
Subject: Meeting to plan our Canton Fair stand

There will be a sales team meeting on Monday 20 April from 14:00 to 15:30 in Meeting Room 3 on the 8th floor. The purpose of the meeting is to plan our stand at the Canton Fair (phase 2, 23–27 April).

Agenda:
1. Stand design
2. Samples to take
3. Who works which day

Please bring a list of the samples of your own product line.

If you are unable to attend, please let me know by Friday 17 April.

Liu Fang`,
        [
          '评分要点：标题完整（收件人、发件人、日期、事由），时间地点目的准确，议程清楚，要求明确，语气礼貌。',
          'Marked on: a full heading, the right time, place and purpose, a clear agenda, clear requests and a polite tone.',
        ],
      ),
    ],
  ),
  training(
    'wps-bill-travel-expenses',
    'billSkill',
    ['单证：填写差旅费报销单', 'Documents: a travel expense claim'],
    [
      '根据出差信息和票据填写差旅费报销单，计算合计金额和应退补金额。',
      'Fill in the travel expense claim from the trip’s facts and receipts; work out the total and the balance.',
    ],
    [text(tripFacts, tripFactsCn, 'Wang Lei’s trip to Guangzhou')],
    [
      matching(
        'Match each English term on the claim form with its meaning.',
        [
          ['cash advance', 'money paid to the employee before the trip'],
          ['meal allowance', 'a fixed sum a day for food'],
          ['receipt', 'a paper that proves a payment'],
          ['balance due to employee', 'what the company still owes after the advance is deducted'],
        ],
        [
          '报销单常用词：预借款、伙食补助、票据、应补给员工的余额。',
          'Words on every claim form: an advance, a daily food sum, proof of payment, what is still owed.',
        ],
      ),
      documents(
        'Fill in the travel expense claim.',
        'TRAVEL EXPENSE CLAIM',
        'Use the facts and receipts. Write the dates as first day–last day, month, year, and amounts in RMB with two decimals (e.g. 1,000.00).',
        [
          ['name', 'Employee name', ['Wang Lei']],
          [
            'dates',
            'Dates of travel',
            [
              '14-16 April 2026',
              '14–16 April 2026',
              '14 - 16 April 2026',
              '14 – 16 April 2026',
              '14 to 16 April 2026',
              '14-16 Apr 2026',
            ],
          ],
          ['destination', 'Destination', ['Guangzhou']],
          ['transport', 'Transport', ['1,586.00', '1586.00', '1586', 'RMB 1,586.00']],
          ['hotel', 'Accommodation', ['840.00', '840', 'RMB 840.00']],
          ['meals', 'Meal allowance', ['300.00', '300', 'RMB 300.00']],
          ['entertainment', 'Entertainment', ['630.00', '630', 'RMB 630.00']],
          ['local', 'Local transport', ['164.00', '164', 'RMB 164.00']],
          ['total', 'Total claimed', ['3,520.00', '3520.00', '3520', 'RMB 3,520.00']],
          ['balance', 'Balance due to employee', ['1,520.00', '1520.00', '1520', 'RMB 1,520.00']],
        ],
        [
          '伙食补助 3 × 100 = 300；合计 1586 + 840 + 300 + 630 + 164 = 3520；扣除预借 2000，应补 1520。',
          'Meals 3 × 100 = 300; total 1,586 + 840 + 300 + 630 + 164 = 3,520; less the 2,000 advance, 1,520 is due.',
        ],
        50,
      ),
      trueFalse('The business dinner goes under "Entertainment", not under "Meal allowance".', true, [
        '宴请客户属于业务招待费；伙食补助是按天计算的固定标准。',
        'Taking a customer to dinner is entertainment; the meal allowance is a fixed daily sum.',
      ]),
      choice(
        'Who signs the claim as approver?',
        ['Wang Lei', 'Liu Fang', 'The hotel', 'Pearl River Home Furnishings'],
        'B',
        ['审批人是销售经理刘芳。', 'The approver is Liu Fang, the sales manager.'],
      ),
    ],
  ),
  training(
    'wps-operation-client-visit',
    'practicalOperation',
    ['实操：安排客户来访日程', "Practical operation: plan a client's visit"],
    [
      '根据客户航班和经理的要求，安排德国客户一天的来访日程，并写出日程表。',
      "Plan a German client's one-day visit from his flights and your manager's wishes, then write the itinerary.",
    ],
    [text(visitFacts, visitFactsCn, "Mr Weber's visit")],
    [
      sequencing(
        'Put the day in a sensible order.',
        [
          'Meet Mr Weber at Guangzhou Baiyun Airport',
          'Tour the factory',
          'Meet the sales team about the order',
          'Lunch',
          'Visit the showroom',
          'Drive to the airport for the 21:30 flight',
        ],
        [
          '先接机，到厂后先参观工厂再谈订单，午餐后看展厅，最后送机。',
          'Airport first, the factory tour before the order meeting, the showroom after lunch, then back to the airport.',
        ],
        20,
      ),
      choice(
        'Mr Weber lands at 9:10. What is the earliest sensible start for the factory tour?',
        ['9:30', '10:00', '10:45', '13:00'],
        'C',
        [
          '9:10 落地，30 分钟出机场，再开车 1 小时，10:40 才到工厂：选项中最早可行的是 10:45；9:30 和 10:00 来不及，13:00 不是最早。',
          'Landing at 9:10, 30 minutes to leave the airport and an hour’s drive reach the factory at 10:40: 10:45 is the earliest option that works.',
        ],
      ),
      choice(
        'The airline asks passengers to be at the airport two hours before an international flight. What is the latest time the car can leave the factory?',
        ['17:00', '18:15', '19:15', '20:15'],
        'B',
        [
          '21:30 起飞，须 19:30 到机场；车程 1 小时 15 分钟，最晚 18:15 出发。',
          'The flight leaves at 21:30, so he must be there by 19:30; with a 1 h 15 min drive the car leaves by 18:15 at the latest.',
        ],
      ),
      qa(
        'What must you tell the restaurant when you book lunch, and why?',
        'That one guest does not eat pork, so the menu should have no pork dishes (or offer fish, beef or chicken instead).',
        ['背景写明 Mr Weber does not eat pork。', 'The facts say Mr Weber does not eat pork.'],
        10,
      ),
      writing(
        'Write the itinerary for Mr Weber’s visit in English, with a time for every item, to send to him before he arrives.',
        60,
        `Itinerary: visit of Mr Daniel Weber, Hausmann Küchen GmbH
Tuesday 19 May 2026

09:10  Arrival at Guangzhou Baiyun Airport (LH 782); met by Amy Chen
09:45  Drive to Foshan Brightway Kitchenware
10:45  Factory tour
11:45  Lunch at the Lingnan Garden Restaurant
13:15  Meeting with the sales team: order of 8,000 stainless steel pans
14:45  Showroom visit
15:30  Review of samples and the price list
17:00  Early dinner near the factory
18:15  Drive to Guangzhou Baiyun Airport
21:30  Departure`,
        [
          '评分要点：时间合理、衔接可行、包含经理要求的全部项目、格式清楚。',
          'Marked on: realistic times, workable links, every item the manager asked for, a clear layout.',
        ],
      ),
    ],
  ),
];
