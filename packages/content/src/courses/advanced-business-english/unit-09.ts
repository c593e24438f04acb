/**
 * Unit 9 of Advanced Business English, customer service and quality: an appliance retailer's
 * satisfaction survey, an agent handling a complaint call, a written reply to a complaint,
 * calming an unhappy hotel guest, and BEC Writing Part 2 (a proposal).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
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
import { dialogue, speaking } from '../../trainings/speaking-builders';
import { VOICE } from './helpers';

const guestManager = [
  ['guest', 'Guest (Mr Klein)', '客人（克莱因先生）', VOICE.man],
  ['manager', 'Duty manager (Sun Li)', '值班经理（孙丽）', VOICE.woman],
] as const;

const calming: readonly [string, string] = [
  '先倾听和道歉，复述问题表示理解，再给出具体解决办法和补偿，最后确认客人满意。语速放慢，语调平稳。',
  'Listen and apologise first, repeat the problem to show you understand, then offer a concrete solution and something extra, and check the guest is satisfied. Speak slowly and calmly.',
];

export const UNIT_9_TRAININGS: TTrainingSeed[] = [
  training(
    'abe-read-satisfaction-survey',
    'readSkill',
    ['阅读：客户满意度调查结果', 'Reading: the results of a customer satisfaction survey'],
    [
      '阅读一家英国家电零售商的年度客户满意度调查摘要，读懂指标、找出问题所在，再回答问题。',
      'Read the summary of a British appliance retailer’s yearly customer satisfaction survey, understand the measures, find where the problems are and answer the questions.',
    ],
    [
      text(
        `<bl>HomeQuick — Customer Satisfaction Survey 2026: Summary</bl>
Respondents: 2,400 customers who bought a large appliance between January and June.

<bl>Key results</bl> (2025 in brackets)
Overall satisfaction (out of 10): 7.4 (7.9)
Net Promoter Score: +18 (+31)
Delivery on the promised day: 92% (90%)
Satisfaction with installers: 8.6 (8.5)
Problems solved at the first contact: 58% (71%)
Average waiting time on the helpline: 11 minutes (4 minutes)

<bl>Comments</bl>
Customers continue to praise our delivery drivers and installers. The fall in overall satisfaction comes almost entirely from after-sales contact. Since we moved the helpline to a new system in February, calls are often transferred two or three times, and 34% of customers who complained said they had to explain their problem "again and again".

<bl>Recommendations</bl>
1. Give helpline agents the authority to offer refunds and vouchers up to £50 without asking a supervisor.
2. Fix the routing of installation requests between regional teams by September.
3. Add a call-back option so that customers do not wait on the line.`,
        `家速达 2026 年客户满意度调查摘要。受访者：1 月至 6 月购买大家电的 2400 位顾客。主要结果（括号内为 2025 年）：总体满意度（满分 10 分）7.4（7.9）；净推荐值 +18（+31）；承诺日期送达率 92%（90%）；安装人员满意度 8.6（8.5）；首次联系即解决问题的比例 58%（71%）；客服热线平均等待时间 11 分钟（4 分钟）。评述：顾客继续称赞我们的送货司机和安装人员。总体满意度的下降几乎完全来自售后联系。自二月热线迁移到新系统后，电话常被转接两三次，投诉顾客中有 34% 表示不得不“一遍又一遍”地解释问题。建议：1. 授权热线客服无需请示主管即可提供 50 英镑以内的退款和代金券；2. 9 月前修复区域团队之间安装申请的分派问题；3. 增加回拨选项，让顾客不必在线等待。`,
        'HomeQuick survey 2026',
      ),
    ],
    [
      choice(
        'Which part of the service has become much worse since 2025?',
        ['Delivery', 'Installation', 'Contact with the helpline', 'The choice of products'],
        'C',
        [
          '首次解决率 71% → 58%，等待时间 4 → 11 分钟；送货和安装反而略有提高。',
          'First-contact resolution fell from 71% to 58% and waiting rose from 4 to 11 minutes; delivery and installation improved slightly.',
        ],
      ),
      trueFalse('Satisfaction with installers fell in 2026.', false, [
        '安装人员满意度从 8.5 升到 8.6。',
        'It rose from 8.5 to 8.6.',
      ]),
      fillBlank(
        'The Net Promoter Score fell from +{{1}} to +{{2}}. The average wait on the helpline is now {{3}} minutes.',
        [['31'], ['18'], ['11', 'eleven']],
        ['数字见主要结果表。', 'The figures are in the key results.'],
      ),
      matching(
        'Match each recommendation with the problem it is meant to solve.',
        [
          ['authority for agents to offer up to £50', 'calls transferred to supervisors again and again'],
          ['fixing the routing between regional teams', 'installation requests sent to the wrong team'],
          ['a call-back option', 'long waiting times on the line'],
        ],
        [
          '把每条建议和评述中的具体问题对应起来。',
          'Link each recommendation to a problem named in the comments or the figures.',
        ],
      ),
      qa(
        'What event does the report give as the cause of the fall in satisfaction?',
        'The move of the helpline to a new system in February: since then calls are often transferred two or three times and customers have to repeat their problem.',
        [
          '评述部分：Since we moved the helpline to a new system in February…',
          'The comments: "Since we moved the helpline to a new system in February…".',
        ],
        10,
      ),
    ],
  ),
  training(
    'abe-hear-complaint-call',
    'hearingSkill',
    ['听力：客服人员处理投诉电话', 'Listening: a customer service agent handles a complaint'],
    [
      '听家速达客服处理一位顾客关于洗衣机安装延误的投诉电话，注意她处理投诉的步骤和给出的补偿。先完整听一遍再作答，最多播放 3 次。',
      'Listen to a HomeQuick agent handle a customer’s complaint about a washing machine that has not been installed: note the steps she follows and what she offers. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-complaint-call.mp3', 'A complaint call to HomeQuick')],
    [
      choice(
        'What is Mr Harris complaining about?',
        [
          'His washing machine was delivered damaged',
          'Nobody has come to install his washing machine',
          'He was charged twice',
          'The wrong model was delivered',
        ],
        'B',
        [
          '周一送到但无人安装，且两次承诺回电未兑现。',
          'It was delivered on Monday but nobody has come to install it, and the promised calls never came.',
        ],
      ),
      fillBlank(
        'Order number: {{1}}. The request had been sent to the wrong {{2}} team.',
        [['HQ7739', 'HQ 7739', 'HQ-7739'], ['regional']],
        ['订单号 HQ7739；派给了错误的区域团队。', 'Order HQ7739; it went to the wrong regional team.'],
      ),
      sequencing(
        'Put the steps the agent follows in order.',
        [
          'She apologises and says it is not the service he should expect',
          'She asks for the order number',
          'She explains the cause of the problem',
          'She offers a visit and compensation',
          'She promises to follow up tomorrow',
        ],
        [
          '道歉 → 核实信息 → 说明原因 → 解决与补偿 → 跟进，这是处理投诉的标准步骤。',
          'Apologise, check the details, explain, solve and compensate, follow up: the standard steps of handling a complaint.',
        ],
      ),
      matching(
        'Match each offer with its value or time.',
        [
          ['engineer’s visit', 'tomorrow, 8 to 10 am'],
          ['installation fee', 'forty pounds, not charged'],
          ['voucher', 'twenty pounds'],
        ],
        ['补偿细节。', 'The details of what she offers.'],
      ),
      qa(
        'How will the agent follow up after the call?',
        'She will send a text message to confirm the visit and call him tomorrow at twelve to check that everything is working.',
        ['最后一句。', 'The last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'abe-write-complaint-reply',
    'writingSkill',
    ['写作：客户投诉回复邮件', 'Writing: a reply to a customer complaint'],
    [
      '一位企业客户投诉办公家具交货延误且有破损。先练习道歉、说明和补救的表达，再写一封完整的回复邮件（不少于 150 词）。',
      'A business customer complains about late and damaged office furniture. Practise the language of apologising, explaining and putting things right, then write a full reply (at least 150 words).',
    ],
    [
      text(
        `<bl>From:</bl> Sarah Jennings, Office Manager, Brightpath Consulting (Manchester)
<bl>To:</bl> Customer Service, Oakline Office Furniture
<bl>Subject:</bl> Order OL-20417: late and damaged

"We ordered 24 desks and 24 chairs for our new office, to be delivered on 3 March. They arrived on 10 March, a week late, so our staff worked from home for five days. Three of the desks have deep scratches and one chair has a broken wheel. This is not acceptable for a company that advertises 'on time, every time'. Please tell me what you intend to do."

<bl>Facts from your warehouse</bl>: the delay was caused by a fault in a new packing machine; replacement desks and a chair are in stock and can be delivered on 17 March; your manager allows a discount of up to 10% on the order (order value £9,600).`,
        '发件人：曼彻斯特明途咨询公司办公室经理莎拉·詹宁斯。收件人：橡木线办公家具客服。主题：订单 OL-20417 延误并破损。“我们为新办公室订购了 24 张桌子和 24 把椅子，原定 3 月 3 日交货，实际 3 月 10 日才到，晚了一周，员工因此在家办公了五天。三张桌子有深划痕，一把椅子的轮子坏了。对于一家宣传‘每次都准时’的公司来说，这不可接受。请告诉我你们打算怎么做。”仓库提供的事实：延误是由一台新包装机的故障造成的；替换的桌子和椅子有库存，可于 3 月 17 日送达；经理允许给该订单最多 10% 的折扣（订单金额 9600 英镑）。',
        'The complaint',
      ),
    ],
    [
      fillBlank(
        'Complete the phrases: "Please {{1}} our sincere apologies for the delay." "The delay was {{2}} by a fault in our packing machine." "To make up for the inconvenience, we would like to {{3}} you a discount of 10%."',
        [['accept'], ['caused'], ['offer', 'give']],
        [
          '投诉回复三步：道歉（Please accept our apologies）、说明原因（was caused by）、补救（offer you…）。',
          'Three moves: apologise ("Please accept our apologies"), explain ("was caused by"), put right ("offer you…").',
        ],
      ),
      jumbled(
        'Put the words in order to make the closing sentence of the reply.',
        'We hope to have the opportunity to serve you again.',
        ['结尾表达继续合作的愿望。', 'The close expresses the wish to keep the customer.'],
      ),
      writing(
        'Write the reply to Sarah Jennings. Apologise, explain the cause, say exactly what you will do and when, offer compensation and end positively.',
        150,
        `Subject: Re: Order OL-20417: late and damaged

Dear Ms Jennings,

Thank you for your email, and please accept our sincere apologies for the late delivery and for the damaged items. I understand how disruptive it was for your team to work from home for five days while you were moving into your new office.

The delay was caused by a fault in a new packing machine at our warehouse, which has now been repaired. The scratches on three desks and the broken chair wheel show that our checks before dispatch were not good enough, and we are reviewing them.

We will deliver three replacement desks and a new chair on 17 March and collect the damaged items at the same time. Our driver can call you the day before to agree a convenient time. To make up for the inconvenience, we would also like to offer you a discount of 10% (£960) on the order, which we will refund to your account within five working days.

We hope to have the opportunity to serve you again.

Yours sincerely,
Daniel Moss
Customer Service Manager, Oakline Office Furniture`,
        [
          '评分要点：道歉真诚具体；说明原因但不推卸责任；给出明确的时间和措施（17 日换货、回收、退款）；补偿数字正确（10% = £960）；语气专业，格式规范。',
          'Marked on: a sincere, specific apology; a cause given without excuses; exact actions and dates (17 March, collection, refund); correct compensation (10% = £960); professional tone and layout.',
        ],
      ),
    ],
  ),
  speaking(
    'abe-dialogue-unhappy-customer',
    'roleDialogue',
    ['角色对话：安抚不满的客户', 'Role dialogue: calming an unhappy customer'],
    [
      '一位商务客人先因房间太吵、后因账单错误向酒店值班经理投诉。选择一个角色，机器朗读另一个角色，你录下自己的台词。',
      'A business guest complains to a hotel duty manager, first about a noisy room and then about a wrong charge on his bill. Choose a role; the machine reads the other and you record your lines.',
    ],
    [
      dialogue(
        'Mr Klein, in Shanghai for a trade fair, comes to the front desk at eleven at night.',
        guestManager,
        [
          [
            'guest',
            'I booked a quiet room, and I have been given one next to the lift. I have an important meeting at eight tomorrow and I cannot sleep.',
            '我订的是安静的房间，却被安排在电梯旁边。我明天八点有个重要会议，现在根本睡不着。',
          ],
          [
            'manager',
            'I am very sorry, Mr Klein. You asked for a quiet room and you have been given a noisy one, the night before an important meeting. I completely understand why you are upset.',
            '非常抱歉，克莱因先生。您要了安静的房间，却在重要会议前一晚被安排在吵闹的房间。我完全理解您为什么不高兴。',
          ],
          [
            'guest',
            'This is the second time this has happened at this hotel.',
            '这已经是我第二次在这家酒店遇到这种事了。',
          ],
          [
            'manager',
            'Then we have let you down twice, and I apologise. I can move you now to a room on the twenty third floor, at the end of the corridor, away from the lifts.',
            '那我们已经让您失望两次了，我向您道歉。我现在就可以把您换到二十三楼走廊尽头、远离电梯的房间。',
          ],
          ['guest', 'Is it ready now? It is very late.', '现在能入住吗？已经很晚了。'],
          [
            'manager',
            'Yes, it is ready. A colleague will bring your luggage up in ten minutes, and breakfast tomorrow is on us. Would you like an early breakfast at half past six?',
            '可以，已经准备好了。同事会在十分钟内把您的行李送上去，明天的早餐由我们招待。您需要六点半的早餐吗？',
          ],
          ['guest', 'Half past six would be perfect. Thank you.', '六点半正好，谢谢。'],
          [
            'manager',
            'You are welcome. I have also noted on your profile that you need a quiet room, so it will not happen again. Good luck with your meeting.',
            '不客气。我还在您的客户档案中注明了需要安静房间，以后不会再发生这种情况。祝您会议顺利。',
          ],
        ],
        calming,
      ),
      dialogue(
        'Two days later Mr Klein checks out and finds a charge he does not recognise on his bill.',
        guestManager,
        [
          [
            'guest',
            'There is a charge of three hundred and eighty yuan for the minibar. I did not take anything from it.',
            '账单上有一笔三百八十元的迷你吧费用，我什么都没拿。',
          ],
          [
            'manager',
            'I am sorry about this, Mr Klein. Let me check. You moved rooms on your first night, is that right?',
            '很抱歉，克莱因先生，我查一下。您第一晚换了房间，对吗？',
          ],
          ['guest', 'Yes, to the twenty third floor.', '对，换到了二十三楼。'],
          [
            'manager',
            'I see the problem. The charge comes from your first room, after you had left it. It should not be on your bill.',
            '我看到问题了。这笔费用来自您的第一个房间，是在您离开之后产生的，不应该算在您的账单上。',
          ],
          [
            'manager',
            'I have removed it, so your total is now two thousand four hundred and sixty yuan. Would you like me to email you the corrected invoice for your company?',
            '我已经把它删除了，现在您的总额是两千四百六十元。需要我把更正后的发票发邮件给您公司吗？',
          ],
          [
            'guest',
            'Yes, please send it to the address on my booking. Thank you for sorting it out so quickly.',
            '好的，请发到我预订时留的邮箱。谢谢你这么快就处理好了。',
          ],
          [
            'manager',
            'You are welcome, and I apologise again for the trouble during your stay. We hope to see you at the next fair.',
            '不客气，再次为您入住期间的麻烦致歉。希望下次展会再见到您。',
          ],
        ],
        calming,
      ),
    ],
  ),
  training(
    'abe-write-bec-proposal',
    'writingSkill',
    ['写作：BEC 写作第二部分——报告与提案', 'Writing: BEC Writing Part 2, report or proposal'],
    [
      'BEC 高级写作第二部分：在报告、提案或信函中选一种写 200–250 词。本题写一份提案：根据背景材料，向管理层提出改进售后服务的建议。先练习提案的结构和用语。',
      'BEC Higher Writing Part 2: write a report, proposal or letter of 200–250 words. Here you write a proposal to management on improving after-sales service, using the notes given. Practise the structure and language of a proposal first.',
    ],
    [
      text(
        `<bl>Task</bl>
The customer service director of HomeQuick has asked you to write a <bl>proposal</bl> on improving the company’s helpline. Use the survey results and your notes below.

<bl>Your notes</bl>
• first-contact resolution down from 71% to 58%; average wait 11 minutes
• agents need a supervisor's approval for any refund → calls transferred
• new routing system sends installation requests to the wrong regional team
• idea 1: agents may offer up to £50 without approval (cost: about £40,000 a year in vouchers)
• idea 2: call-back option (cost: £15,000 to set up)
• idea 3: two-day training on the new system for all 60 agents
• expected result: first-contact resolution back above 70% within six months`,
        '任务：家速达客服总监请你写一份提案，说明如何改进公司的客服热线。使用调查结果和以下笔记。笔记：首次解决率从 71% 降至 58%，平均等待 11 分钟；任何退款都需主管批准，导致电话被转接；新分派系统把安装申请发到错误的区域团队；想法一：客服无需批准可提供 50 英镑以内的补偿（成本约每年 4 万英镑代金券）；想法二：回拨选项（建设成本 1.5 万英镑）；想法三：为全部 60 名客服提供两天新系统培训；预期结果：六个月内首次解决率回到 70% 以上。',
        'BEC Writing Part 2',
      ),
    ],
    [
      fillBlank(
        'Put the headings of a proposal in the usual order. 1 Introduction 2 Current {{1}} 3 Recommendations 4 {{2}} and expected results',
        [
          ['situation', 'problems', 'situation and problems'],
          ['Costs', 'Cost'],
        ],
        [
          '提案结构：引言（目的）→ 现状/问题 → 建议 → 成本与预期效果。',
          'A proposal: introduction (purpose), current situation, recommendations, costs and expected results.',
        ],
      ),
      fillBlank(
        'Complete the language of recommendation: "I would {{1}} that agents be allowed to offer up to £50." "It is {{2}} that all agents receive two days of training."',
        [
          ['suggest', 'recommend', 'propose'],
          ['recommended', 'essential', 'advisable', 'vital'],
        ],
        [
          '提案用语：I would suggest/recommend that…；It is recommended/essential that… 后接动词原形（虚拟语气）。',
          'Proposal language: "I would suggest that…", "It is recommended that…", followed by the base form of the verb.',
        ],
      ),
      jumbled(
        'Put the words in order to make the first sentence of the proposal.',
        'The purpose of this proposal is to suggest ways of improving our helpline.',
        ['提案第一句说明目的。', 'The first sentence states the purpose.'],
      ),
      writing(
        'Write the proposal (200–250 words) using all the notes. Use headings.',
        200,
        `Proposal: Improving the HomeQuick helpline

Introduction
The purpose of this proposal is to suggest ways of improving our helpline, following this year's customer satisfaction survey.

Current situation
Since the new system was introduced in February, the share of problems solved at the first contact has fallen from 71% to 58%, and customers wait an average of 11 minutes. There are two main causes. First, agents need a supervisor's approval for any refund, so many calls are transferred. Second, the routing system sends installation requests to the wrong regional team.

Recommendations
I would suggest that agents be allowed to offer refunds or vouchers of up to £50 without approval. This would let most complaints be settled in one call. It is also recommended that we introduce a call-back option, so that customers no longer have to wait on the line. Finally, all 60 agents should receive two days of training on the new system, together with a fix of the routing rules.

Costs and expected results
The vouchers are expected to cost about £40,000 a year and the call-back option £15,000 to set up, while the training can be given by our own IT team. In return, we expect first-contact resolution to rise above 70% within six months, which should lift overall satisfaction and reduce the cost of repeated calls.`,
        [
          '评分要点：200–250 词；使用全部笔记信息；提案结构和标题清楚；建议用语得体（suggest that…, It is recommended that…）；说明成本与预期效果；语域正式。',
          'Marked on: 200–250 words; every note used; a clear proposal structure with headings; appropriate language of recommendation; costs and expected results; a formal register.',
        ],
      ),
    ],
  ),
];
