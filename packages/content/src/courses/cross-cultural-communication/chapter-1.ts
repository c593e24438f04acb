/**
 * Chapter 1 of Cross-Cultural Business Communication, understanding cultural differences: the
 * iceberg model, a lecture on Hofstede's dimensions, their terms, high- and low-context cultures
 * and a misunderstanding over attitudes to time.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { read, speaking } from '../../trainings/speaking-builders';
import { playOnce, wordStress } from './shared';

export const CCC_CHAPTER_1: TTrainingSeed[] = [
  training(
    'ccc-read-culture-iceberg',
    'readSkill',
    ['阅读：文化的冰山模型', 'Reading: the iceberg model of culture'],
    [
      '阅读一篇介绍文化冰山模型的短文，分清文化中看得见和看不见的部分，再完成练习。',
      'Read a short text on the iceberg model of culture, tell the visible part of a culture from the hidden part, then do the exercises.',
    ],
    [
      text(
        `<bl>Culture is like an iceberg</bl>

In 1976 the American anthropologist Edward T. Hall compared culture to an iceberg. Only about one tenth of an iceberg is above the water; the rest is hidden below the surface.

Above the surface is what a visitor notices on the first day: food, dress, language, festivals, the way people greet each other and how an office is furnished. These things are easy to see and easy to learn.

Below the surface are the beliefs and values that explain this behaviour: how people think about time, how much they respect hierarchy, whether they put the group or the individual first, and what they regard as polite or rude. Because they are learned in childhood, people rarely talk about them, and often do not know they have them.

In business, the <re>hidden part</re> causes most problems. A British manager in Shanghai soon learns to eat with chopsticks, but it may take him a year to understand why his Chinese team never disagrees with him in a meeting. Good cross-cultural communicators therefore look beneath the surface and ask <it>why</it> people behave as they do.`,
        `文化如冰山。1976 年，美国人类学家爱德华·霍尔把文化比作冰山：冰山只有大约十分之一露出水面，其余都隐藏在水下。水面之上是访客第一天就能注意到的东西：饮食、服饰、语言、节日、打招呼的方式以及办公室的布置。这些容易看到，也容易学会。水面之下是解释这些行为的信念和价值观：人们如何看待时间、多么尊重等级、集体优先还是个人优先，以及什么被视为礼貌或无礼。由于这些是在童年习得的，人们很少谈论，甚至常常意识不到。在商务中，隐藏的部分引起的问题最多。一位在上海的英国经理很快就学会用筷子，但可能要一年才明白为什么他的中国团队在会上从不反对他。因此，优秀的跨文化沟通者会看到表面之下，追问人们为什么这样做。`,
        'The iceberg model',
      ),
    ],
    [
      choice(
        'According to the text, about how much of an iceberg can be seen above the water?',
        ['One tenth', 'One third', 'Half', 'Nine tenths'],
        'A',
        [
          '原文：Only about one tenth of an iceberg is above the water。',
          'The text: "Only about one tenth of an iceberg is above the water".',
        ],
      ),
      choice(
        'Which <bl>three</bl> of these lie below the surface of the iceberg?',
        [
          'Respect for hierarchy',
          'The food served at a business lunch',
          'Attitudes to time',
          'The way an office is furnished',
          'What people regard as polite or rude',
        ],
        'ACE',
        [
          '对等级的尊重、时间观念、礼貌标准是水面下的价值观；饮食和办公室布置在水面上。',
          'Respect for hierarchy, attitudes to time and ideas of politeness are hidden values; food and office furniture are visible.',
        ],
      ),
      trueFalse('People usually talk openly about the values below the surface of their culture.', false, [
        '原文：people rarely talk about them, and often do not know they have them。',
        'The text says people "rarely talk about them, and often do not know they have them".',
      ]),
      fillBlank(
        'The iceberg model was proposed by the anthropologist Edward T. {{1}} in {{2}}.',
        [['Hall'], ['1976']],
        ['第一段给出了人名和年份。', 'The name and the year are in the first paragraph.'],
      ),
      qa(
        'Why does the British manager in Shanghai learn to use chopsticks quickly but need a year to understand his team? Answer with the model.',
        'Chopsticks belong to the visible part of culture, which is easy to learn; his team’s silence in meetings comes from hidden values such as respect for hierarchy, which take much longer to see and understand.',
        [
          '要点：筷子是水面上的可见行为；会上不反对是水面下的价值观（尊重等级）。',
          'Key points: chopsticks are visible behaviour; not disagreeing in meetings comes from a hidden value (respect for hierarchy).',
        ],
        15,
      ),
    ],
  ),
  training(
    'ccc-hear-hofstede',
    'hearingSkill',
    ['听力：讲座——霍夫斯泰德的文化维度', "Listening: a lecture on Hofstede's cultural dimensions"],
    [
      `听一段介绍霍夫斯泰德文化维度的讲座。${playOnce[0]}`,
      `Listen to a lecture on Hofstede's cultural dimensions. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-hofstede.mp3', "A lecture on Hofstede's dimensions")],
    [
      choice('How many dimensions does the lecturer explain?', ['Two', 'Three', 'Four', 'Six'], 'C', [
        '讲者说 I will explain four of them，并依次讲了四个。',
        'The lecturer says "I will explain four of them" and goes through four.',
      ]),
      matching(
        'Match each dimension with what it measures.',
        [
          ['power distance', 'how far people accept unequal power'],
          ['individualism', 'whether the person or the group comes first'],
          ['uncertainty avoidance', 'how uncomfortable people feel about risk and unclear rules'],
          ['long-term orientation', 'how much people value patience and lasting relationships'],
        ],
        ['讲座对四个维度的定义。', 'The definitions the lecturer gives of the four dimensions.'],
      ),
      fillBlank(
        'Hofstede studied the values of {{1}} employees in more than {{2}} countries.',
        [['IBM'], ['50', 'fifty']],
        [
          '第一句：IBM employees in more than fifty countries。',
          'First line: "IBM employees in more than fifty countries".',
        ],
      ),
      trueFalse('According to the lecture, China scores low on long-term orientation.', false, [
        '讲者说中国在长期导向上得分很高（scores very high）。',
        'The lecturer says China "scores very high" on long-term orientation.',
      ]),
      choice(
        'Which two countries does the lecturer name as scoring high on uncertainty avoidance?',
        ['The USA and China', 'Germany and Japan', 'Japan and China', 'Germany and the USA'],
        'B',
        ['原文：Germany and Japan score high。', 'The lecture: "Germany and Japan score high".'],
      ),
      qa(
        'What warning does the lecturer give at the end, and why does it matter when you meet a foreign client?',
        'The scores describe a country on average, not every person; a client may not behave like the average of his country, so you should not stereotype him.',
        [
          '要点：分数是平均值；不要据此给个人贴标签。',
          'Key points: the scores are averages; do not use them to stereotype one person.',
        ],
        15,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'ccc-words-cultural-dimensions',
    'wordTraining',
    ['单词训练：文化维度术语', 'Word training: the terms for cultural dimensions'],
    [
      '朗读描述文化维度的核心术语，中文给出含义和用法提示。',
      'Read aloud the key terms used to describe cultural dimensions; the Chinese gives each meaning and a hint on its use.',
    ],
    [
      read('word', 'hierarchy', '等级制度（权力距离高的文化重视等级）', wordStress),
      read('word', 'individualism', '个人主义（个人目标优先）', wordStress),
      read('word', 'collectivism', '集体主义（集体利益优先）', wordStress),
      read('word', 'uncertainty', '不确定性（uncertainty avoidance 不确定性规避）', wordStress),
      read('word', 'orientation', '导向（long-term orientation 长期导向）', wordStress),
      read('word', 'indulgence', '放纵；享乐（与 restraint 克制相对的维度）', wordStress),
    ],
  ),
  training(
    'ccc-topic-high-low-context',
    'topicDiscuss',
    ['话题讨论：高语境文化与低语境文化', 'Topic discussion: high-context and low-context cultures'],
    [
      '阅读高语境与低语境沟通的说明和两位经理的观点，回答问题并发表你的看法。',
      'Read how high-context and low-context communication work and what two managers say, then answer and give your view.',
    ],
    [
      text(
        `In a <bl>low-context</bl> culture (the USA, Germany, the Netherlands), the meaning is in the words. People say exactly what they mean, write detailed contracts and value a direct "no".
In a <bl>high-context</bl> culture (China, Japan, Saudi Arabia), much of the meaning is in the situation: the relationship, the tone, what is left unsaid. "We will study your proposal" may be a polite refusal.

<bl>Manager A</bl> (Frankfurt): "When my supplier in Dongguan says 'no problem', I never know if there really is no problem. I need facts in writing."
<bl>Manager B</bl> (Dongguan): "Our German customer writes emails with no greeting and lists every mistake. It feels cold, even though he always pays on time."`,
        '在低语境文化（美国、德国、荷兰）中，意思在字面上。人们直接说出本意，合同写得很详细，看重直接的“不”。在高语境文化（中国、日本、沙特阿拉伯）中，大量含义在情境里：关系、语气以及没说出口的话。“我们会研究您的方案”可能是委婉的拒绝。经理 A（法兰克福）：“我在东莞的供应商说‘没问题’时，我永远不知道是不是真的没问题。我需要书面的事实。”经理 B（东莞）：“我们的德国客户写邮件不打招呼，把每个错误都列出来，感觉很冷淡，尽管他总是按时付款。”',
      ),
    ],
    [
      qa(
        'In your own words, what is the main difference between high-context and low-context communication?',
        'In low-context communication the meaning is in the explicit words; in high-context communication much of the meaning comes from the relationship, tone and situation, and things are often left unsaid.',
        [
          '要点：意思在字面上，还是在情境与关系中。',
          'Key point: meaning in the words, or meaning in the situation and relationship.',
        ],
        15,
      ),
      qa(
        'What could the supplier in Dongguan say instead of "no problem" to give Manager A the facts he needs?',
        'For example: "We can ship 8,000 units by 20 May; the other 2,000 will be ready by 5 June because one machine is being repaired."',
        [
          '答案应包含具体数量、日期和原因，而不是笼统的保证。',
          'A good answer gives figures, dates and a reason instead of a general promise.',
        ],
        15,
      ),
      qa(
        'Is the German customer in Manager B’s story being rude? Explain with the idea of context.',
        'Probably not: in his low-context culture a short, factual email that lists problems is normal and efficient; it is the high-context reader who sees coldness because relationship signals are missing.',
        [
          '要点：低语境文化中直接列出问题是高效而非无礼；感受差异来自语境期待不同。',
          'Key point: in a low-context culture listing problems is efficient, not rude; the feeling comes from different expectations.',
        ],
        15,
      ),
      writing(
        'Write a post for the class discussion (at least 100 words): when a Chinese exporter works with a low-context customer, what should it change in its emails and meetings, and what should it keep?',
        100,
        'It should change how it reports problems: give clear facts, dates and figures, answer questions directly and confirm agreements in writing, because a low-context customer reads vague answers as hiding something. It can keep its politeness and its interest in the relationship: a short friendly greeting, a thank-you for the order and a visit when possible still build trust. The best approach is "direct on facts, warm in tone", and to explain our own style to the customer too.',
        [
          '评分要点：观点明确、改什么与保留什么都有理由、举例。',
          'Marked on: a clear view, reasons for what to change and what to keep, an example.',
        ],
      ),
    ],
  ),
  training(
    'ccc-case-attitudes-to-time',
    'caseAnalysis',
    ['案例：时间观念不同引起的误会', 'Case: a misunderstanding over attitudes to time'],
    [
      '阅读一家中国出口商在马德里的经历，分析时间观念的差异并给出建议。',
      'Read what happened to a Chinese exporter in Madrid, analyse the different attitudes to time and give advice.',
    ],
    [
      text(
        `Chen Hao, export manager of Xiamen Ocean Ceramics, flew to Madrid to close a deal with Casa Bonita, a chain of 40 home-ware shops. He had booked a return flight for the same evening.

The meeting was set for 10:00. Chen arrived at 9:50. The buyer, Javier Ruiz, came at 10:35, greeted him warmly and spent half an hour asking about his family, his flight and Xiamen. Two colleagues joined and left, and Javier took three phone calls. At 14:00 he invited Chen to a two-hour lunch.

At 16:30 Chen put the contract for <bl>EUR 126,000</bl> on the table and asked Javier to sign before his flight. Javier's smile disappeared. "We have only just met," he said. "Let us talk again next month." Chen flew home without an order, sure that Casa Bonita was not serious. Javier told his colleagues that the Chinese supplier was "in too much of a hurry to trust".`,
        '厦门海洋陶瓷出口经理陈浩飞到马德里，想与拥有 40 家家居店的连锁企业 Casa Bonita 达成交易，他订了当晚的返程航班。会议定在 10 点，陈浩 9:50 到达。采购方哈维尔·鲁伊斯 10:35 才来，热情地问候他，花了半小时问他的家人、航班和厦门。两位同事进进出出，哈维尔还接了三个电话。14 点他请陈浩吃了两个小时的午饭。16:30 陈浩把 12.6 万欧元的合同放到桌上，请哈维尔在他登机前签字。哈维尔的笑容消失了：“我们才刚认识，下个月再谈吧。”陈浩空手而归，认定 Casa Bonita 没有诚意；哈维尔则对同事说这家中国供应商“太急了，没法信任”。',
      ),
    ],
    [
      choice(
        'Which idea best explains the misunderstanding?',
        [
          'Monochronic time (one thing at a time, to schedule) meeting polychronic time (several things at once, people before schedules)',
          'A difference in the currencies used',
          'A translation mistake in the contract',
          'Low quality of the ceramics',
        ],
        'A',
        [
          '霍尔的单向时间观（按日程、一次做一件事）与多向时间观（同时处理多件事、人际关系优先于日程）的冲突。',
          "Hall's monochronic time (schedules, one task at a time) met polychronic time (many things at once, people before the schedule).",
        ],
      ),
      qa(
        'Why did Chen decide that Casa Bonita was "not serious"? Give two things he noticed.',
        'Javier arrived 35 minutes late and spent the morning on small talk, calls and colleagues coming and going; to Chen, who plans by the clock, this looked like a lack of interest.',
        [
          '要点：迟到 35 分钟；闲聊、电话、同事进出。',
          'Key points: 35 minutes late; small talk, phone calls, interruptions.',
        ],
        15,
      ),
      qa(
        'Why did Javier refuse to sign, although the lunch went well?',
        'For him a first meeting is for building trust; asking for a signature on the same day felt like pressure and showed that Chen cared more about his schedule than about the relationship.',
        [
          '要点：首次见面用于建立信任；当天催签被视为施压。',
          'Key points: the first meeting builds trust; asking to sign the same day felt like pressure.',
        ],
        15,
      ),
      writing(
        'Write advice (at least 80 words) to Chen for his next visit to a polychronic market.',
        80,
        'Plan at least two or three days and keep the return flight flexible. Expect the meeting to start late and to be interrupted, and do not read this as disrespect. Use the first meeting and the lunch to build the relationship: talk about your company, your family and the client’s business, not only the contract. Send the proposal after the visit and agree the next step, such as a sample order or a second meeting, instead of asking for a signature on the first day.',
        [
          '评分要点：留足时间、理解迟到与打断、先建关系、合理的下一步。',
          'Marked on: more time, reading lateness correctly, relationship first, a realistic next step.',
        ],
      ),
    ],
  ),
];
