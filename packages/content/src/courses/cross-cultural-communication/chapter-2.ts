/**
 * Chapter 2 of Cross-Cultural Business Communication, the cultures of different countries:
 * American and German business culture, a Japanese employee on company culture, customs in the
 * Middle East, a country briefing and a talk on one country's business culture.
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
import { speaking, talk } from '../../trainings/speaking-builders';
import { playOnce } from './shared';

const talkPlan = [
  '开头说明国家和要点，中间讲两到三个具体习俗并举例，结尾给出建议。',
  'Name the country and your points first, give two or three customs with examples, then end with advice.',
] as const;

export const CCC_CHAPTER_2: TTrainingSeed[] = [
  training(
    'ccc-read-us-german-culture',
    'readSkill',
    ['阅读：美国与德国的商务文化', 'Reading: American and German business culture'],
    [
      '阅读两份商务文化简介，比较美国和德国商务伙伴的做事方式，再完成练习。',
      'Read two profiles of business culture, compare how American and German partners work, then do the exercises.',
    ],
    [
      text(
        `<bl>The United States</bl>
American business people are informal and fast. They move to first names after a few minutes, and a meeting can start with a joke. "Time is money": they expect quick decisions, short emails and a clear "bottom line". Deals are often agreed in one meeting, and the details are then left to the lawyers. Enthusiasm matters: a product is "great" or "amazing", and a presenter is expected to sell.

<bl>Germany</bl>
German business people are formal and thorough. They use titles and surnames ("Herr Dr. Weber") until invited to do otherwise, and a meeting follows an agenda sent in advance. Decisions take longer because every detail is checked, but once a contract is signed it is kept to the letter. Punctuality is a sign of respect: five minutes late needs an apology. Presentations should be full of facts and figures; too much enthusiasm sounds like exaggeration.`,
        '美国：美国商务人士随和、节奏快。几分钟后就改称名字，会议可以用一个笑话开场。“时间就是金钱”：他们期待快速决策、简短的邮件和明确的“底线”。交易常在一次会议上敲定，细节随后交给律师处理。热情很重要：产品是“很棒的”“惊人的”，演示者就是要推销。德国：德国商务人士正式、严谨。在对方邀请之前，他们使用头衔和姓氏（“韦伯博士先生”），会议按事先发出的议程进行。因为每个细节都要核查，决策较慢，但合同一旦签订就会严格执行。守时是尊重的表现：迟到五分钟也需要道歉。演示应当充满事实和数据，过多的热情听起来像夸大。',
        'Two business cultures',
      ),
    ],
    [
      matching(
        'Match each phrase from the profiles with what it says about the culture.',
        [
          ['"Time is money"', 'Americans expect quick decisions and short emails'],
          ['Punctuality', 'Germans see it as a sign of respect'],
          ['"Herr Dr. Weber"', 'Germans use titles and surnames'],
          ['Enthusiasm', 'Americans expect a presenter to sell'],
        ],
        ['对照两段的描述。', 'Compare the two profiles.'],
      ),
      trueFalse('According to the text, German business people decide quickly because they trust the agenda.', false, [
        '原文：Decisions take longer because every detail is checked。',
        'The text: "Decisions take longer because every detail is checked".',
      ]),
      choice(
        'A Chinese sales manager presents a new machine in Stuttgart. What should she do?',
        [
          'Call the buyer by his first name to be friendly',
          'Give test data and figures and avoid words like "amazing"',
          'Skip the agenda to save time',
          'Ask for a decision at the end of the first meeting',
        ],
        'B',
        [
          '德国人看重事实和数据，过度热情显得夸大。',
          'German audiences want facts and figures; too much enthusiasm sounds like exaggeration.',
        ],
      ),
      fillBlank(
        'Americans say "Time is {{1}}". In Germany, being five minutes late needs an {{2}}.',
        [['money'], ['apology']],
        ['两段中的关键表达。', 'Key phrases from the two profiles.'],
      ),
      qa(
        'Both cultures are low-context and value time, yet they feel very different. Name one way they differ and explain it.',
        'Americans are informal and quick, using first names and deciding in one meeting; Germans are formal and thorough, using titles and checking every detail before deciding.',
        [
          '要点：随和快速 vs 正式严谨，举出具体表现。',
          'Key point: informal and fast versus formal and thorough, with a concrete sign.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ccc-hear-japanese-company',
    'hearingSkill',
    ['听力：日本职员谈公司文化', 'Listening: a Japanese employee on company culture'],
    [
      `听一段对大阪一家贸易公司职员的采访。${playOnce[0]}`,
      `Listen to an interview with an employee of a trading company in Osaka. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-japanese-company.mp3', 'Yuki on her company in Osaka')],
    [
      fillBlank(
        'Yuki has worked at a trading company in {{1}} for {{2}} years.',
        [['Osaka'], ['6', 'six']],
        ['采访第一句。', 'The first question of the interview.'],
      ),
      choice(
        'What is "nemawashi"?',
        [
          'A formal dinner after a meeting',
          'Talking with each person before a meeting so the decision is made in advance',
          'A rule that nobody may be late',
          'A company holiday on Wednesdays',
        ],
        'B',
        [
          '由纪说真正的决定在会前通过多次小范围沟通做出。',
          'Yuki says the real decision is made before the meeting, in many small talks.',
        ],
      ),
      trueFalse('According to Yuki, a new idea should first be raised in the meeting itself.', false, [
        '在会上第一次提出新想法会让大家不自在。',
        'Raising a new idea for the first time in the meeting makes people uncomfortable.',
      ]),
      fillBlank(
        'The working day starts at a {{1}} to nine. On {{2}} the company asks everyone to leave by seven.',
        [['quarter'], ['Wednesdays', 'Wednesday']],
        ['八点四十五分上班；周三七点前下班。', 'Work starts at 8:45; on Wednesdays staff leave by seven.'],
      ),
      qa(
        'What does "that may be a little difficult" usually mean, and what should a foreign colleague do when he hears it?',
        'It usually means no. He should not push for a yes, but treat it as a refusal and ask privately what could make another solution possible.',
        [
          '要点：委婉的“不”；不要硬推，可私下了解原因。',
          'Key points: a polite no; do not push, ask privately about other options.',
        ],
        15,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'ccc-read-middle-east',
    'readSkill',
    ['阅读：中东地区的商务习俗', 'Reading: business customs in the Middle East'],
    [
      '阅读一份去海湾国家出差前的须知，完成练习。',
      'Read a briefing for a business trip to the Gulf and do the exercises.',
    ],
    [
      text(
        `<bl>Before your trip to Riyadh and Dubai</bl>

<bl>Relationships first.</bl> Gulf business people prefer to deal with people they know and trust. The first meeting is usually about getting to know each other; expect several visits before a contract.

<bl>Hospitality.</bl> You will be offered Arabic coffee or tea. Accept at least one cup: refusing can seem unfriendly. Hold and pass things with your right hand, and do not sit with the soles of your shoes pointing at anyone.

<bl>Greetings.</bl> Men shake hands, often for longer than in China. A man should wait for a woman to offer her hand first; if she does not, a smile and a nod are enough.

<bl>The working week.</bl> In Saudi Arabia the weekend is Friday and Saturday, so do not plan meetings on a Friday. The UAE has worked Monday to Friday since 2022, with a short Friday. During <re>Ramadan</re> working hours are shorter, and you should not eat or drink in public in daytime.

<bl>Time.</bl> Meetings may start late and be interrupted by phone calls and visitors. "Inshallah" ("if God wills") is a common reply to plans; it expresses hope, not always a promise.`,
        '出发前往利雅得和迪拜之前。关系优先：海湾地区商人喜欢与认识和信任的人做生意，第一次会面通常是相互了解，签约前往往要拜访多次。待客：对方会请你喝阿拉伯咖啡或茶，至少接受一杯，拒绝可能显得不友好。用右手拿、递东西，坐着时不要让鞋底朝向别人。问候：男士之间握手，时间常比在中国长。男士应等女士先伸手；如果她不伸手，微笑点头即可。工作周：沙特阿拉伯的周末是周五和周六，所以不要把会议安排在周五。阿联酋自 2022 年起周一至周五工作，周五工作时间短。斋月期间工作时间缩短，白天不要在公共场合吃喝。时间：会议可能晚开始，并被电话和访客打断。“Inshallah”（如果真主愿意）是对计划的常见回答，表达希望，并不总是承诺。',
        'A briefing for the Gulf',
      ),
    ],
    [
      choice('Which day is the worst for a meeting in Riyadh?', ['Sunday', 'Monday', 'Wednesday', 'Friday'], 'D', [
        '沙特周末是周五和周六。',
        'In Saudi Arabia the weekend is Friday and Saturday.',
      ]),
      trueFalse('It is polite to refuse the coffee if you are not thirsty.', false, [
        '原文：Accept at least one cup: refusing can seem unfriendly。',
        'The text: "Accept at least one cup: refusing can seem unfriendly."',
      ]),
      matching(
        'Match each situation with the right behaviour.',
        [
          ['passing a business card', 'use your right hand'],
          ['meeting a Saudi businesswoman', 'wait for her to offer her hand'],
          ['sitting in a meeting', 'keep the soles of your shoes out of sight'],
          ['a visit during Ramadan', 'do not eat or drink in public in daytime'],
        ],
        ['各条须知对应的做法。', 'The behaviour the briefing gives for each situation.'],
      ),
      sequencing(
        'Put the stages of a typical deal with a Gulf company in order.',
        [
          'A first meeting to get to know each other',
          'Further visits to build trust',
          'Talks on price and terms',
          'Signing the contract',
        ],
        [
          '关系优先：先相识、再建立信任，然后谈条件、签约。',
          'Relationships first: meet, build trust, then negotiate and sign.',
        ],
      ),
      qa(
        'Your Emirati client answers "Inshallah" when you ask whether the order can be confirmed next week. How do you understand this, and what do you do next?',
        'It expresses hope rather than a firm promise, so I thank him, follow up politely next week and confirm the order in writing when he agrees.',
        [
          '要点：表达希望而非承诺；礼貌跟进并书面确认。',
          'Key points: hope, not a promise; follow up politely and confirm in writing.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ccc-write-country-briefing',
    'writingSkill',
    ['写作：国别商务文化简报', "Writing: a briefing on one country's business culture"],
    [
      '根据所给资料为出差同事写一份韩国商务文化简报，不少于 150 词。',
      'Use the notes to write a briefing on South Korean business culture for a colleague about to travel; at least 150 words.',
    ],
    [
      text(
        `Your manager, <bl>Liu Yang</bl> of Qingdao Haida Machinery, will visit the buyer Daesung Industries in Busan from 14 to 16 October. Write her a briefing.

Notes: hierarchy is strong, the most senior person speaks first and is greeted first; business cards given and received with both hands, read before putting away; a slight bow with the handshake; titles and surnames (Director Park); decisions often need approval at the head office in Seoul; after-work dinners (hoesik) build trust, the senior person pours, the younger turns aside to drink; avoid saying "no" directly; bring a gift from Qingdao, not too expensive; be on time.`,
        '你的经理、青岛海达机械的刘洋将于 10 月 14 日至 16 日拜访釜山的买家大成工业。请为她写一份简报。要点：等级观念强，最资深的人先发言、先被问候；双手递接名片，收下后先看再收好；握手时微微鞠躬；称呼头衔加姓氏（朴理事）；决策常需首尔总部批准；下班后的聚餐（会食）有助于建立信任，长辈斟酒，晚辈侧身饮酒；避免直接说“不”；带一份青岛的礼物，不要太贵；准时。',
      ),
    ],
    [
      jumbled(
        'Warm-up: put the words in order to make the opening sentence of the briefing.',
        'This briefing covers what to expect at Daesung Industries.',
        ['简报开头先说明目的。', 'A briefing opens by saying what it covers.'],
      ),
      fillBlank(
        'Business cards are given and received with {{1}} hands. At dinner, the {{2}} person pours the drinks.',
        [
          ['both', 'two'],
          ['senior', 'most senior', 'oldest'],
        ],
        ['资料中的两条礼仪。', 'Two customs from the notes.'],
      ),
      fillBlank(
        'Address the buyer by title and {{1}}, for example "Director Park". Final decisions often need approval from the head office in {{2}}.',
        [['surname', 'family name', 'last name'], ['Seoul']],
        ['称呼用头衔加姓氏；决策需总部批准。', 'Title plus surname; approval from head office.'],
      ),
      writing(
        'Write the briefing for Liu Yang (at least 150 words), with short headings: Meetings, Communication, Dinner, Gifts.',
        150,
        `Briefing: visiting Daesung Industries, Busan, 14–16 October

This briefing covers what to expect at Daesung Industries.

Meetings: Please arrive on time. Greet the most senior person first, with a handshake and a slight bow, and use titles and surnames, for example "Director Park". Give and receive business cards with both hands and read each card before you put it away. Do not expect a final answer in Busan: large orders usually need approval from the head office in Seoul.

Communication: Our partners will rarely say "no" directly. Phrases such as "we will consider it" may mean a refusal, so ask open questions and confirm points in writing after each meeting.

Dinner: An after-work dinner (hoesik) is an important part of building trust. The senior person pours the drinks; younger people turn aside slightly when they drink.

Gifts: Bring a gift from Qingdao, such as local tea, that is good quality but not too expensive, and present it with both hands.`,
        [
          '评分要点：四个小标题齐全、资料要点准确、语气适合同事间的简报、格式清晰。',
          'Marked on: all four headings, accurate points from the notes, a tone fit for a colleague, a clear layout.',
        ],
      ),
    ],
  ),
  speaking(
    'ccc-speech-country-culture',
    'speechSkill',
    ['演讲：国别商务文化', 'Speech: the business culture of one country'],
    [
      '选择一个国家，为即将外派的同事做一次商务文化主题演讲，并回答听众的问题。',
      'Choose one country and give a talk on its business culture to colleagues about to be posted there, then answer their questions.',
    ],
    [
      talk(
        'Give a talk to colleagues who will soon work with partners in one country (for example Germany, Japan, the USA or the UAE). Cover meetings, communication style and attitudes to time, with one example for each.',
        talkPlan,
        { prepare: 90, respond: 150, type: 'speech' },
        30,
      ),
      talk(
        'Tell your audience about one mistake a Chinese business visitor could easily make in that country, and how to avoid it.',
        talkPlan,
        { prepare: 45, respond: 60, type: 'speech' },
      ),
      talk(
        'A colleague asks: "Is it true that everyone in that country behaves like this?" Answer, and explain why a cultural profile is only a starting point.',
        talkPlan,
        { prepare: 30, respond: 60, type: 'speech' },
      ),
      talk(
        'Close your talk: sum up your three most important tips in one sentence each and thank the audience.',
        talkPlan,
        {
          prepare: 20,
          respond: 45,
          type: 'speech',
        },
      ),
    ],
  ),
];
