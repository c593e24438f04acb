/**
 * Business Etiquette, chapter 2 (business cards): how to give and receive a card, card details
 * translated both ways, a bilingual card designed, and a card exchange that went wrong.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';

export const CHAPTER_2_TRAININGS: TTrainingSeed[] = [
  training(
    'bet-read-business-cards',
    'readSkill',
    ['阅读：递接名片的礼仪', 'Reading: giving and receiving business cards'],
    [
      '阅读一篇关于名片礼仪的短文，了解递名片、接名片和会上摆放名片的规矩，然后回答问题。',
      'Read a short text on business card manners: how to give a card, how to receive one and what to do with cards in a meeting. Then answer the questions.',
    ],
    [
      text(
        `<bl>A small card with a big message</bl>

In China, Japan and Korea a business card is treated as part of the person who gives it. Elsewhere cards are handled more casually, but good manners with cards are noticed everywhere.

<bl>Giving a card.</bl> Carry your cards in a <re>card case</re>, not loose in a pocket or a wallet. Stand up, hold the card with both hands by its top corners and turn it so that the text faces the receiver and can be read at once. Say your name clearly as you hand it over. In a group, give your card to the most senior person first.

<bl>Receiving a card.</bl> Take it with both hands and say thank you. Spend a few seconds reading it: the name, the job title and the company. You might say, "Ah, you are in charge of purchasing." Never write on a card in front of its owner, never fold it, and do not put it straight into your back trouser pocket.

<bl>At the meeting table.</bl> Place the cards you receive on the table in front of you, <re>in the order people are sitting</re>, so that you can use their names correctly. When the meeting ends, put them carefully into your card case.

In the USA or Australia cards are often exchanged only at the end of a meeting, or only if both sides want to stay in contact. Do not be offended if a Western partner puts your card away quickly.`,
        '小名片，大讲究。在中国、日本和韩国，名片被视为递名片者本人的一部分。在其他地方，人们对名片随意一些，但名片礼仪在哪里都会被注意到。递名片：把名片放在名片夹里，不要散放在口袋或钱包里。起身，双手拿住名片上方两角，把名片转向对方，使文字正对接受者、能立刻读到。递出时清楚地说出自己的名字。面对一群人时，先把名片递给职位最高的人。接名片：双手接过并道谢。花几秒钟看一看：姓名、职位和公司。你可以说：“啊，您负责采购。”不要当着名片主人的面在名片上写字，不要折名片，也不要直接把它塞进裤子后兜。会议桌上：把收到的名片按对方的座次摆在面前，以便正确称呼对方。会议结束时，把名片仔细放进名片夹。在美国或澳大利亚，名片常常在会议结束时才交换，或者只在双方都想保持联系时才交换。如果西方伙伴很快把你的名片收起来，不要介意。',
        'Business card manners',
      ),
    ],
    [
      choice(
        'How should you hold your card when you give it?',
        [
          'With one hand, text facing you',
          'With both hands, text facing the receiver',
          'Between two fingers, face down',
          'In its card case, so the receiver can take it',
        ],
        'B',
        [
          '原文：hold the card with both hands … the text faces the receiver。',
          'The text: "hold the card with both hands … so that the text faces the receiver".',
        ],
      ),
      trueFalse('It is polite to write a note on a card while its owner is watching, to show interest.', false, [
        '原文：Never write on a card in front of its owner。',
        'The text: "Never write on a card in front of its owner."',
      ]),
      sequencing(
        'Put what you do with a card you receive at a meeting in order.',
        [
          'Take the card with both hands and say thank you',
          'Read the name, job title and company',
          'Place it on the table in the order people are sitting',
          'Put it carefully into your card case when the meeting ends',
        ],
        [
          '接过并道谢、阅读、按座次摆放、会后收进名片夹。',
          'Take it and thank, read it, lay it out by seat, then put it away after the meeting.',
        ],
      ),
      matching(
        'Match each mistake with what you should do instead.',
        [
          ['Handing over a card with one hand, text upside down', 'hold it with both hands, text facing the receiver'],
          [
            "Pushing a client's card into your back trouser pocket",
            'lay it on the table, then keep it in your card case',
          ],
          [
            'Writing a reminder on the card while its owner talks',
            'make notes on paper, not on the card in front of its owner',
          ],
          ['Putting the card away without looking at it', 'read the name, job title and company first'],
        ],
        ['每个错误对应原文中的正确做法。', 'Each mistake and the practice the text recommends.'],
      ),
      choice(
        'You visit a client in Osaka and meet four of their managers. Who gets your card first?',
        [
          'The youngest manager',
          'The most senior manager',
          'The manager nearest the door',
          'The manager who speaks English best',
        ],
        'B',
        [
          '原文：give your card to the most senior person first。',
          'The text: "give your card to the most senior person first".',
        ],
      ),
      qa(
        'An Australian buyer puts your card into his pocket at once. Why should you not be offended?',
        'Because in countries such as Australia and the USA cards are handled more casually and are often only exchanged to stay in contact; it is not a sign of disrespect.',
        ['最后一段：澳美对名片较随意。', 'The last paragraph: cards are handled more casually there.'],
        10,
      ),
    ],
  ),
  training(
    'bet-trans-card-details',
    'translateSkill',
    ['翻译：名片信息中英互译', 'Translation: business card details between Chinese and English'],
    [
      '先配对名片上常见的职位与公司用语，再把中英文名片信息互译。注意姓名与地址的顺序。',
      'Match the job titles and company words found on cards, then translate card details both ways. Mind the order of names and addresses.',
    ],
    [],
    [
      matching(
        'Match the Chinese card terms with their English equivalents.',
        [
          ['总经理', 'General Manager'],
          ['销售总监', 'Sales Director'],
          ['采购经理', 'Purchasing Manager'],
          ['有限公司', 'Co., Ltd.'],
          ['手机', 'Mobile'],
        ],
        ['名片上职位和公司类型的通用译法。', 'The usual English for job titles and company types on cards.'],
        15,
      ),
      fillBlank(
        'An English address runs from small to large: the house number comes {{1}} the street name, and the country comes {{2}}.',
        [['before'], ['last', 'at the end']],
        [
          '英文地址由小到大：门牌号在街道名之前，国家放最后；中文地址正好相反。',
          'English addresses go from small to large: number before street, country last; Chinese ones run the other way.',
        ],
      ),
      translation(
        'Translate the card details into English.',
        'cn-en',
        '浙江绿叶茶业有限公司　陈静　出口部经理　浙江省杭州市西湖区龙井路 18 号　邮编：310013',
        'Chen Jing, Export Manager, Zhejiang Greenleaf Tea Co., Ltd., 18 Longjing Road, Xihu District, Hangzhou, Zhejiang 310013, China',
        [
          '姓名可保留“姓在前”；职位首字母大写；地址由小到大重排并补上 China。',
          'The name may keep the family name first; capitalise the title; reorder the address from small to large and add China.',
        ],
      ),
      translation(
        'Translate the card details into Chinese.',
        'en-cn',
        'Paul Becker, Head of Purchasing, Becker Licht GmbH, Leopoldstrasse 42, 80802 Munich, Germany',
        '贝克尔照明有限公司　采购部主管　保罗·贝克尔　地址：德国慕尼黑利奥波德街 42 号，邮编 80802',
        [
          'GmbH 译为有限公司；中文地址由大到小排列；人名音译，名在前、姓在后，用间隔号。',
          'GmbH is 有限公司; a Chinese address goes from large to small; the name is transliterated with a middle dot.',
        ],
      ),
      translation(
        'Translate the card details into English.',
        'cn-en',
        '苏州明途照明科技有限公司　副总经理　张浩　电话：+86 512 6658 3021',
        'Zhang Hao, Deputy General Manager, Suzhou Brightway Lighting Technology Co., Ltd., Tel: +86 512 6658 3021',
        [
          '副总经理为 Deputy General Manager；“电话”为 Tel；号码保留国际区号。',
          '副总经理 is Deputy General Manager; 电话 is Tel; keep the country code in the number.',
        ],
      ),
    ],
  ),
  training(
    'bet-write-bilingual-card',
    'writingSkill',
    ['写作：设计中英双语名片', 'Writing: designing a bilingual business card'],
    [
      '阅读双语名片的设计要点和一张样例，完成热身题，再为给定人物设计名片的英文面。',
      'Read the points of a good bilingual card and a sample, do the warm-up, then write the English side of a card for the person given.',
    ],
    [
      text(
        `<bl>What goes on a bilingual card</bl>
One side in Chinese, one side in English, with the same facts on both: name, job title, department, company, address, phone, mobile, email and website. Keep it simple: one logo, two fonts at most, nothing handwritten.

<bl>Sample (English side)</bl>
<bl>LIU Fang</bl>
Sales Manager, European Markets
Ningbo Haitong Auto Parts Co., Ltd.
66 Jiangnan Road, Beilun District, Ningbo, Zhejiang 315800, China
Tel: +86 574 8612 7730 | Mobile: +86 139 5742 6618
Email: liu.fang@haitong-parts.com | www.haitong-parts.com`,
        '双语名片上有什么：一面中文，一面英文，两面信息一致：姓名、职位、部门、公司、地址、电话、手机、邮箱和网址。保持简洁：一个标志，最多两种字体，不手写。样例（英文面）：刘芳，欧洲市场销售经理，宁波海通汽车配件有限公司，中国浙江省宁波市北仑区江南路 66 号，邮编 315800，电话、手机、邮箱、网址。',
        'A bilingual card',
      ),
    ],
    [
      choice(
        'Why is the family name on the sample card written in capitals, "LIU Fang"?',
        [
          'To show which part of the name is the family name',
          'Because Chinese names must always be written in capitals',
          'To make the card look more modern',
          'Because Fang is the family name',
        ],
        'A',
        [
          '姓氏大写可以让外国客户一眼看出哪个是姓，避免称呼错误。',
          'Capitals tell a foreign reader at once which part is the family name, so they address you correctly.',
        ],
      ),
      trueFalse('The Chinese side and the English side of a bilingual card should give the same facts.', true, [
        '两面信息一致，只是语言不同。',
        'Both sides carry the same facts in two languages.',
      ]),
      fillBlank(
        'On the sample card, "Tel" is the office number, and the number of the phone you carry is given after "{{1}}".',
        [['Mobile', 'mobile']],
        ['手机译为 Mobile（美式也可用 Cell）。', 'A mobile number is labelled Mobile (Cell in American English).'],
      ),
      writing(
        'Write the English side of a card for this person: 王磊，采购部经理，天津华北五金进出口有限公司，天津市和平区南京路 120 号，邮编 300041，电话 022-2330 4518，手机 138 2011 6905，邮箱 wanglei@hbhardware.cn，网址 www.hbhardware.cn.',
        30,
        `WANG Lei
Purchasing Manager
Tianjin Huabei Hardware Import & Export Co., Ltd.
120 Nanjing Road, Heping District, Tianjin 300041, China
Tel: +86 22 2330 4518 | Mobile: +86 138 2011 6905
Email: wanglei@hbhardware.cn | www.hbhardware.cn`,
        [
          '评分要点：姓氏标示清楚、职位与公司名译法规范、地址由小到大并加 China、电话加国际区号 +86 且去掉区号前的 0。',
          'Marked on: the family name made clear, standard titles and company name, the address small to large with China, +86 added and the 0 of the area code dropped.',
        ],
        20,
      ),
    ],
  ),
  training(
    'bet-case-card-exchange',
    'caseAnalysis',
    ['案例：一次失礼的名片交换', 'Case: a business card exchange that went wrong'],
    [
      '阅读一次在大阪拜访客户时的名片交换，找出失礼之处，分析后果并提出改进建议。',
      'Read about a card exchange during a visit to a client in Osaka, find what went wrong, explain the effect and give advice.',
    ],
    [
      text(
        `Liu Yang, a young sales engineer at Ningbo Haitong Auto Parts, flew to Osaka in May to meet Tokai Motors, a possible new customer for brake pads worth about <bl>USD 1.2 million</bl> a year.

When the purchasing director, Mr Kenji Sato, and two of his managers came into the meeting room, Liu Yang was still sitting and checking his phone. He stood up late, took a card out of his wallet and handed it to the youngest manager first, with one hand. His last card was bent at the corner. Mr Sato gave his card with both hands and a small bow; Liu Yang took it with one hand and put it straight into his shirt pocket.

During the meeting Liu Yang wrote "wants price by Friday" on the back of Mr Sato's card. The atmosphere became polite but cold. Tokai Motors did not reply to Haitong's quotation, and two months later it chose a supplier from Thailand.`,
        '宁波海通汽车配件的年轻销售工程师刘洋五月飞往大阪，拜访潜在新客户东海汽车，对方每年的刹车片采购额约 120 万美元。采购总监佐藤健二和两位经理走进会议室时，刘洋还坐着看手机。他起身迟了，从钱包里拿出名片，先用一只手递给了最年轻的经理。他最后一张名片角还折了。佐藤先生双手递名片并微微鞠躬；刘洋单手接过，直接放进衬衫口袋。会议中，刘洋在佐藤先生名片的背面写下“周五前要报价”。气氛变得客气而冷淡。东海汽车没有回复海通的报价，两个月后选择了一家泰国供应商。',
        'Haitong visits Tokai Motors',
      ),
    ],
    [
      choice(
        'Which <bl>two</bl> of Liu Yang’s actions break the rules of giving a card?',
        [
          'He gave his first card to the youngest manager',
          'He handed his card over with one hand',
          'He flew to Osaka to meet the client',
          'He listened to Mr Sato during the meeting',
        ],
        'AB',
        [
          '递名片应先给职位最高者，并用双手递出。',
          'A card goes to the most senior person first and is handed over with both hands.',
        ],
      ),
      matching(
        'Match each mistake with the better practice.',
        [
          ['Sitting with his phone when the clients came in', 'stand up and greet the visitors at once'],
          ['Taking a bent card out of his wallet', 'carry enough clean cards in a card case'],
          ["Putting Mr Sato's card straight into his pocket", 'read it and keep it on the table during the meeting'],
          ["Writing on the back of Mr Sato's card", 'write notes in a notebook'],
        ],
        ['每个失误对应的正确做法。', 'The right practice for each mistake.'],
      ),
      qa(
        'Why might Mr Sato’s team have become "polite but cold"?',
        'In Japan a card stands for its owner; giving the first card to a junior manager, one-handed handling and writing on Mr Sato’s card showed disrespect to him and his company, so they doubted Haitong would be a careful partner.',
        [
          '日本文化中名片代表本人；失礼被理解为不尊重，也让对方怀疑供应商是否细致可靠。',
          'In Japan a card stands for the person; the mistakes read as disrespect and as a sign of a careless supplier.',
        ],
        15,
      ),
      writing(
        'Write advice (about 80 words) for Haitong’s sales staff before their next visit to a Japanese client: what to prepare and how to exchange cards.',
        80,
        'Before the visit, put at least twenty clean cards, with a Japanese or English side, into a card case. When the clients enter, stand up and put your phone away. Give your card to the most senior person first, with both hands, text facing them, and say your name. Receive each card with both hands, read it, and lay the cards on the table in seating order. Never write on them; take notes in a notebook and put the cards into your case at the end.',
        [
          '评分要点：准备、递、接、摆放四个环节都有具体建议。',
          'Marked on: concrete advice on preparing, giving, receiving and keeping cards.',
        ],
      ),
    ],
  ),
];
