/**
 * Chapter 8 of Cross-Cultural Business Communication, business communication: emails across
 * cultures, an international conference call, rewriting a blunt email, the intonation of tactful
 * phrases and a role dialogue updating an Indian colleague on a project.
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
import { dialogue, read, speaking } from '../../trainings/speaking-builders';
import { playOnce, rolePlayIntro, wordStress } from './shared';

/** Why the tactful phrases are marked on their tune, not only their sounds. */
const softTune = [
  "委婉句语调要柔和：I'm afraid、perhaps 处放慢，句末用降升调表示留有余地，避免生硬的降调。",
  'Say tactful phrases softly: slow down on "I\'m afraid" or "perhaps", and end with a fall-rise to leave room, not a hard fall.',
] as const;
const questionTune = [
  '礼貌请求用 Could / Would 开头，句末语调上扬，重音落在关键信息上。',
  'Polite requests start with Could or Would, rise at the end and stress the key information.',
] as const;

const managerColleague = [
  ['manager', 'Zhang Lei, project manager, Shanghai', '项目经理 张磊', 'eric'],
  ['colleague', 'Priya Nair, team lead, Bangalore', '团队负责人 普丽娅', 'emily'],
] as const;

const updateMarks = [
  '通报进度要具体（日期、百分比、原因）；对方说 yes 时用开放式问题确认真实情况；结尾书面确认。',
  'Give specific progress (dates, percentages, reasons); when the other side says yes, check with open questions; confirm in writing at the end.',
] as const;

export const CCC_CHAPTER_8: TTrainingSeed[] = [
  training(
    'ccc-read-email-tips',
    'readSkill',
    ['阅读：跨文化邮件沟通要点', 'Reading: tips on emails across cultures'],
    [
      '阅读一份跨文化商务邮件指南，完成练习。',
      'Read a guide to writing business emails across cultures and do the exercises.',
    ],
    [
      text(
        `<bl>Seven tips for emails that travel well</bl>

1. <bl>Write a clear subject line.</bl> "Order 4471: new delivery date 18 May" is better than "Update".
2. <bl>Match the greeting to the culture.</bl> "Hi Tom" is fine in the USA or Australia; in Germany, Japan or Korea start with "Dear Mr Weber" until your partner uses your first name.
3. <bl>Avoid idioms and slang.</bl> "Let's touch base", "ballpark figure" or "it's a no-brainer" confuse readers whose first language is not English, and translation tools get them wrong.
4. <bl>Be careful with humour and irony.</bl> Without a face or a voice, a joke can sound like criticism.
5. <bl>One email, one topic, short paragraphs.</bl> Use numbers or bullet points for questions, so that each one gets an answer.
6. <bl>Think about time zones and holidays.</bl> Give deadlines with the time zone ("by 17:00 CET on Friday") and remember that offices close for the Spring Festival, Ramadan or Christmas.
7. <bl>Adjust your directness.</bl> With partners from high-context cultures, add a polite opening and soften requests ("Could you possibly…?"); with low-context partners, put the key point in the first two lines.

Before you press "send", read the email once more as if you were the receiver.`,
        '《让邮件跨越文化的七个要点》1. 写清楚主题行：“4471 号订单：新交货日期 5 月 18 日”比“更新”好。2. 按文化选择称呼：在美国或澳大利亚用“Hi Tom”没问题；在德国、日本或韩国，要用“Dear Mr Weber”开头，直到对方先用你的名字称呼你。3. 避免习语和俚语：“let’s touch base”“ballpark figure”“it’s a no-brainer”会让母语不是英语的读者困惑，翻译工具也会译错。4. 慎用幽默和反语：看不到表情、听不到语气时，玩笑可能听起来像批评。5. 一封邮件一个主题，段落简短：问题用编号或项目符号列出，确保每个问题都得到回答。6. 考虑时区和节假日：截止时间要注明时区（“欧洲中部时间周五 17:00 前”），并记住春节、斋月或圣诞节期间办公室会关闭。7. 调整直接程度：与高语境文化的伙伴沟通时，加上礼貌的开头并使请求委婉（“您能否……？”）；与低语境文化的伙伴沟通时，在前两行说出要点。点击“发送”之前，以收件人的身份再读一遍。',
        'Emails across cultures',
      ),
    ],
    [
      choice(
        'Which subject line follows tip 1 best?',
        ['Update', 'Important!!!', 'Order 4471: new delivery date 18 May', 'Hi'],
        'C',
        ['主题行应具体说明内容。', 'A subject line should say exactly what the email is about.'],
      ),
      trueFalse('The guide says "Hi Tom" is the right greeting for a first email to a German partner.', false, [
        '对德国伙伴应先用 Dear Mr …，直到对方用名字称呼你。',
        'With a German partner start with "Dear Mr…" until they use your first name.',
      ]),
      matching(
        'Match each idiom with plain English that any reader understands.',
        [
          ["Let's touch base next week.", "Let's talk again next week."],
          ['Can you give me a ballpark figure?', 'Can you give me an approximate price?'],
          ["It's a no-brainer.", 'The decision is easy.'],
        ],
        ['用简单直白的英语代替习语。', 'Replace idioms with plain English.'],
      ),
      fillBlank(
        'Give a deadline with the time zone: "by 17:00 {{1}} on Friday". Use numbers or {{2}} points for several questions.',
        [['CET'], ['bullet']],
        ['第 6 条和第 5 条。', 'Tips 6 and 5.'],
      ),
      qa(
        'You write to a new customer in Japan and to a regular customer in the Netherlands about the same delay. How should the two emails differ?',
        'The email to Japan should open politely, use "Dear Mr/Ms" and soften the request; the email to the Netherlands can state the delay and the new date in the first two lines, briefly and directly.',
        [
          '要点：高语境——礼貌开头、委婉；低语境——开门见山。',
          'Key points: high context — polite opening, softened; low context — the point first.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ccc-hear-conference-call',
    'hearingSkill',
    ['听力：一次跨国电话会议', 'Listening: an international conference call'],
    [
      `听一段伦敦、上海和柏林三地参加的电话会议。${playOnce[0]}`,
      `Listen to a conference call between London, Shanghai and Berlin. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-conference-call.mp3', 'A call between London and Shanghai')],
    [
      choice(
        'Why does Sarah thank the Shanghai team at the start?',
        [
          'They finished the translation early',
          'It is late in the evening for them',
          'They organised the call',
          'They fixed the payment page',
        ],
        'B',
        ['原文：I know it is late for the Shanghai team。', '"I know it is late for the Shanghai team".'],
      ),
      fillBlank(
        'The launch moves from the {{1}} of June to the {{2}} of June.',
        [
          ['3rd', 'third', '3'],
          ['10th', 'tenth', '10'],
        ],
        ['莎拉复述：从六月三日推迟到十日。', 'Sarah checks: from the third to the tenth of June.'],
      ),
      trueFalse('The German translation still has two problems.', false, [
        '翻译已完成；有两个问题的是支付页面。',
        'The translation is finished; it is the payment page that has two problems.',
      ]),
      sequencing(
        'Put the things Sarah does in the order she does them.',
        [
          'Welcomes everyone and gives the time available',
          'Asks Li Wei for an update',
          'Checks that she has understood',
          'Asks Li Wei to repeat a word she missed',
          'Sums up the actions',
        ],
        ['主持人的会议步骤。', 'The steps the chair follows.'],
      ),
      qa(
        'Write down two phrases Sarah uses to avoid misunderstandings on the call.',
        '"Let me check that I have understood", "Is that right?", "Sorry, you broke up a little. Did you say Friday?" and "To sum up".',
        ['任意两句：确认理解、请求重复、总结。', 'Any two: checking understanding, asking for repetition, summing up.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'ccc-write-blunt-email',
    'writingSkill',
    ['写作：改写语气过于直接的邮件', 'Writing: rewriting an email that sounds too blunt'],
    [
      '一位新同事写给泰国老客户的催款邮件语气过于生硬。先练习委婉表达，再改写整封邮件。',
      'A new colleague’s payment reminder to a long-standing client in Thailand sounds far too blunt. Practise softer phrases, then rewrite the whole email.',
    ],
    [
      text(
        `<bl>To:</bl> Somchai Prasert, Bangkok Home Living Co., Ltd
<bl>Subject:</bl> Payment

Somchai,

Your payment of USD 23,400 for invoice INV-0817 is 20 days late. You must pay now. If we do not get the money by Friday, we will stop all shipments to you.

Wang Xin
Accounts Department, Xiamen Sunny Houseware`,
        '收件人：曼谷家居生活有限公司 颂猜·巴色。主题：付款。颂猜：你方 INV-0817 号发票的 23,400 美元货款已逾期 20 天。你们必须立即付款。如果周五前收不到钱，我们将停止向你们发运所有货物。厦门阳光家居用品财务部 王欣。（背景：曼谷家居已与我方合作六年，一直按时付款。）',
        'The email as written (the client has paid on time for six years)',
      ),
    ],
    [
      fillBlank(
        'Soften the sentences: "We would be {{1}} if you could arrange payment this week." "{{2}} this has already been settled, please ignore this reminder."',
        [
          ['grateful', 'thankful'],
          ['If', 'In case'],
        ],
        [
          '常用委婉表达：We would be grateful if…；If this has already been settled…',
          'Common softeners: "We would be grateful if…", "If this has already been settled…".',
        ],
      ),
      jumbled('Put the words in order to make a polite opening line.', 'I hope this email finds you well.', [
        '与高语境文化的老客户沟通时，先加一句礼貌问候。',
        'With a long-standing high-context client, start with a polite greeting.',
      ]),
      jumbled(
        'Put the words in order to make a gentle reminder.',
        'May we remind you that invoice INV-0817 is now overdue?',
        [
          'May we remind you that… 是催款信中常用的委婉开头。',
          '"May we remind you that…" is a common gentle opening in reminders.',
        ],
      ),
      writing(
        'Rewrite the whole email so that it is polite and clear but still asks for payment by a date (80–130 words). Use a clear subject line.',
        80,
        `Subject: Invoice INV-0817 – friendly payment reminder

Dear Mr Somchai,

I hope this email finds you well, and thank you again for your recent orders.

May we remind you that payment of USD 23,400 for invoice INV-0817 was due on 5 June and has not yet reached us. We would be grateful if you could arrange the transfer by Friday, 28 June, so that we can keep your next shipment on schedule.

If the payment has already been made, please ignore this reminder and send us the bank reference. If there is any problem, please let me know and we will be happy to discuss it.

Best regards,
Wang Xin
Accounts Department, Xiamen Sunny Houseware`,
        [
          '评分要点：清楚的主题行、礼貌开头、委婉但明确的付款要求和日期、给对方留余地、得体的结尾。',
          'Marked on: a clear subject line, a polite opening, a soft but clear request with a date, room for the client to explain, a proper close.',
        ],
      ),
    ],
  ),
  speaking(
    'ccc-oral-tactful-intonation',
    'oralSkill',
    ['口语：委婉表达的语调', 'Speaking: the intonation of tactful phrases'],
    [
      '朗读商务场合中的委婉表达，注意语速放慢、降升调和重音，让拒绝和请求听起来礼貌而不生硬。',
      'Read aloud tactful phrases for business: slow down, use a fall-rise and stress the right words, so that refusals and requests sound polite, not hard.',
    ],
    [
      read('word', 'unfortunately', '不巧；遗憾的是（委婉地引出坏消息）', wordStress),
      read('sentence', "I'm afraid we can't agree to that date.", '恐怕我们不能同意那个日期。', softTune),
      read(
        'sentence',
        'Would it be possible to extend the deadline by a week?',
        '能否把截止日期延长一周？',
        questionTune,
      ),
      read(
        'sentence',
        'I see your point, but perhaps we could look at another option.',
        '我理解您的观点，不过也许我们可以考虑另一种方案。',
        softTune,
      ),
      read(
        'sentence',
        'Could you possibly send us the figures before Thursday?',
        '您能否在周四前把数据发给我们？',
        questionTune,
      ),
      read(
        'paragraph',
        "Thank you for your proposal. We have looked at it carefully, and I'm afraid the price is a little higher than we expected. Would it be possible to discuss the payment terms? Perhaps we could find a solution that works for both of us.",
        '感谢您的方案。我们仔细研究过了，恐怕价格比我们预期的稍高。能否讨论一下付款条件？也许我们可以找到一个双方都满意的解决办法。',
        softTune,
        20,
      ),
    ],
  ),
  speaking(
    'ccc-role-dialogue-india-update',
    'roleDialogue',
    ['角色对话：向印度同事通报项目进度', 'Role dialogue: updating an Indian colleague on a project'],
    [
      `${rolePlayIntro[0]}上海的项目经理通过视频会议向班加罗尔的团队负责人通报系统上线进度，并确认对方的真实进展。`,
      `${rolePlayIntro[1]} A project manager in Shanghai updates the team lead in Bangalore on a system rollout by video call and checks where her team really stands.`,
    ],
    [
      dialogue(
        'Zhang Lei calls Priya Nair to update her on the rollout of the new order system, which must go live in both offices on 1 July.',
        managerColleague,
        [
          [
            'manager',
            'Hello Priya, thank you for making time today. How are things in Bangalore?',
            '你好，普丽娅，谢谢你今天抽出时间。班加罗尔那边一切都好吗？',
          ],
          [
            'colleague',
            'All good, Zhang Lei, thank you. The monsoon has started, so it is very wet here!',
            '都很好，张磊，谢谢。季风季开始了，这里很潮湿！',
          ],
          [
            'manager',
            'Stay dry! Let me give you our update. In Shanghai, data transfer is eighty percent complete, and user training starts on the tenth of June.',
            '注意别淋雨！我先通报一下我们的进度。上海的数据迁移已完成百分之八十，用户培训六月十日开始。',
          ],
          ['colleague', 'That is very good progress.', '进展很好。'],
          [
            'manager',
            'Thank you. One risk: the supplier needs two more weeks to connect the warehouse system. So warehouse testing moves to the twentieth.',
            '谢谢。有一个风险：供应商还需要两周来对接仓库系统，所以仓库测试推迟到二十日。',
          ],
          [
            'colleague',
            'I understand. On our side everything will be ready, no problem.',
            '明白。我们这边一切都会准备好，没问题。',
          ],
          [
            'manager',
            'Great. Could you tell me how much of your customer data has been transferred so far?',
            '太好了。能告诉我你们的客户数据目前迁移了多少吗？',
          ],
          [
            'colleague',
            'Well, about half. Two of my team were moved to another project last month.',
            '嗯，大约一半。上个月我组里有两个人被调去了另一个项目。',
          ],
          [
            'manager',
            'Thanks for telling me. What would help you most to finish by the twentieth? I could ask our director for one more person.',
            '谢谢你告诉我。要在二十日前完成，什么对你帮助最大？我可以请我们总监再派一个人。',
          ],
          [
            'colleague',
            'That would help a lot. With one more person, we can finish by the eighteenth.',
            '那会有很大帮助。多一个人的话，我们十八日就能完成。',
          ],
          [
            'manager',
            'Perfect. I will ask him today and send you a short email to confirm the new plan.',
            '好的。我今天就去问他，再给你发一封简短的邮件确认新计划。',
          ],
        ],
        updateMarks,
      ),
      dialogue(
        'Two days later Zhang Lei calls Priya again to confirm the extra help and the dates.',
        managerColleague,
        [
          [
            'manager',
            'Hi Priya, good news: our director has agreed. Wang Fang from my team will support you from Monday.',
            '你好，普丽娅，好消息：总监同意了。我组里的王芳从周一起支援你们。',
          ],
          [
            'colleague',
            'Thank you so much, Zhang Lei. Please thank your director for us.',
            '非常感谢，张磊。请替我们谢谢你们总监。',
          ],
          [
            'manager',
            'I will. Just to check that we have the same plan: customer data complete by the eighteenth, warehouse testing on the twentieth, go-live on the first of July.',
            '我会的。确认一下我们的计划一致：客户数据十八日前完成，仓库测试二十日，七月一日上线。',
          ],
          [
            'colleague',
            'Yes, exactly. And we will send you a progress report every Friday.',
            '对，完全正确。我们每周五还会给你发一份进度报告。',
          ],
          [
            'manager',
            'That is very helpful. If anything changes, please call me at once, even if it is only a small delay.',
            '这很有帮助。如果有任何变化，哪怕只是小小的延误，也请马上给我打电话。',
          ],
          ['colleague', 'Of course. I will let you know immediately.', '当然，我会马上告诉你。'],
        ],
        updateMarks,
      ),
    ],
  ),
];
