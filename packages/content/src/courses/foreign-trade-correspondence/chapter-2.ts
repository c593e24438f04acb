/**
 * Chapter 2 of Foreign Trade Correspondence, establishing business relations: a model letter
 * proposing business relations, the sentences that introduce a company and its purpose, a letter
 * translated both ways, and a first letter to a new buyer.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  fillBlank,
  jumbled,
  matching,
  sequencing,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { sentenceDrill } from './speaking-drills';

const linking = [
  '按意群停顿，公司名称和数字读清楚，句末语调下降。',
  'Pause between thought groups, say names and figures clearly, and let the voice fall at the end.',
] as const;

export const CHAPTER_2_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-business-relations',
    'readSkill',
    ['阅读：建交函范文——与新客户建立业务关系', 'Reading: a model letter proposing business relations'],
    [
      '阅读一封出口商写给陌生买家的建交函，找出信息来源、公司介绍、来意和希望对方采取的行动。',
      'Read an exporter’s first letter to a buyer it has never dealt with. Find where it got the name, how it introduces itself, why it writes and what it asks the reader to do.',
    ],
    [
      text(
        `<bl>Fujian Minhua Ceramics Co., Ltd.</bl>
36 Hubin Road, Xiamen 361000, China

2 April 2026

Ms Karin Lindqvist
Purchasing Director
Nordic Table AB
Kungsgatan 14, 411 19 Gothenburg, Sweden

Dear Ms Lindqvist,

<bl>Re: Stoneware tableware</bl>

We have obtained your name and address from the <re>Swedish Chamber of Commerce in Shanghai</re>, which tells us that you import high-quality tableware for restaurants and hotels.

We are a leading manufacturer of stoneware plates, bowls and mugs, established in 1998. Our factory employs 420 people, produces 6 million pieces a year and exports to 23 countries. All our glazes are lead-free and meet EU food-contact standards.

We are writing in the hope of <re>establishing business relations</re> with you. Our latest catalogue is enclosed, and our prices are very competitive for orders of 3,000 pieces or more.

If any of our products interest you, please let us know your requirements. We will be glad to send you a quotation and free samples.

We look forward to hearing from you.

Yours sincerely,
<it>Zheng Hao</it>
Zheng Hao
Export Manager

Encl. Catalogue 2026`,
        `福建闽华陶瓷有限公司，中国厦门湖滨路 36 号。2026 年 4 月 2 日。瑞典哥德堡国王街 14 号 Nordic Table 公司采购总监卡琳·林德奎斯特女士。尊敬的林德奎斯特女士：事由：炻瓷餐具。我们从上海瑞典商会得知贵公司的名称和地址，并了解到贵公司为餐厅和酒店进口高品质餐具。我公司是炻瓷盘、碗和杯的主要生产商，成立于 1998 年，工厂有员工 420 人，年产 600 万件，出口 23 个国家。我们所有釉料均不含铅，符合欧盟食品接触标准。我们写信希望与贵公司建立业务关系。随函附上最新目录；订货 3000 件以上，价格极具竞争力。如对我方任何产品感兴趣，请告知具体要求，我们将乐意寄送报价和免费样品。盼复。出口经理郑浩谨上。附件：2026 年目录。`,
        'A letter to a new buyer',
      ),
    ],
    [
      choice(
        'How did Fujian Minhua find Nordic Table?',
        [
          'At the Canton Fair',
          'Through the Swedish Chamber of Commerce in Shanghai',
          'From a bank in Gothenburg',
          'Nordic Table sent an enquiry first',
        ],
        'B',
        [
          '第一段说明信息来源：上海瑞典商会。建交函开头先交代从何处得知对方。',
          'The first paragraph names the source: the Swedish Chamber of Commerce in Shanghai. A letter to a new buyer says first where the name came from.',
        ],
      ),
      sequencing(
        'Put the four moves of the body in the order the letter makes them.',
        [
          'Say where you got the reader’s name',
          'Introduce your company and products',
          'State your purpose and what you enclose',
          'Ask the reader to act and offer samples',
        ],
        [
          '建交函四步：信息来源 → 公司介绍 → 来意与附件 → 请求行动。',
          'The four moves: the source, the company, the purpose with the enclosure, the call to act.',
        ],
      ),
      matching(
        'Match each fact with what it tells the buyer.',
        [
          ['established in 1998', 'the firm is experienced'],
          ['6 million pieces a year', 'it can handle large orders'],
          ['exports to 23 countries', 'it knows foreign markets'],
          ['lead-free glazes meeting EU standards', 'the goods can be sold legally in Sweden'],
        ],
        [
          '公司介绍要挑对方关心的事实：经验、产能、出口经验、合规。',
          'A company introduction picks the facts a buyer cares about: experience, capacity, export record, compliance.',
        ],
      ),
      trueFalse('The letter already quotes a price for each item.', false, [
        '信中只说价格有竞争力，报价要等对方告知需求后再寄。',
        'It only says the prices are competitive; a quotation will follow once the buyer states its needs.',
      ]),
      fillBlank(
        'Complete the sentence from the letter: "We are writing in the hope of {{1}} business {{2}} with you."',
        [
          ['establishing', 'entering into'],
          ['relations', 'relationship'],
        ],
        [
          'establish business relations with 与……建立业务关系，是建交函的核心句。',
          '"establish business relations with" is the key phrase of this kind of letter.',
        ],
      ),
    ],
  ),
  sentenceDrill(
    'ftc-sentences-company-purpose',
    ['句子训练：介绍公司与说明来意', 'Sentence training: introducing your company and your purpose'],
    [
      '跟读建交函和初次联系时最常用的句子：说明信息来源、介绍公司、说明来意。',
      'Repeat the sentences used most in a first letter or call: where you found the buyer, who you are, and why you are writing.',
    ],
    linking,
    [
      [
        'We have learned from the Chamber of Commerce that you are interested in Chinese ceramics.',
        '我们从商会得知贵公司对中国陶瓷感兴趣。',
      ],
      [
        'We are a leading exporter of household textiles with twenty years of experience.',
        '我公司是家用纺织品的主要出口商，有二十年经验。',
      ],
      ['Our products sell well in Europe and are known for their quality.', '我们的产品在欧洲畅销，并以质量著称。'],
      ['We are writing to you in the hope of establishing business relations.', '我们写信给贵方，希望建立业务关系。'],
      [
        'We enclose our latest catalogue and will be glad to send samples on request.',
        '随函附上我方最新目录，如有需要，乐意寄送样品。',
      ],
    ],
  ),
  training(
    'ftc-trans-business-relations',
    'translateSkill',
    ['翻译：一封建交函', 'Translation: a letter proposing business relations'],
    [
      '先配对建交函的常用表达，再把信中的句子英译中、中译英。',
      'Match the fixed phrases of the letter first, then translate its sentences from English into Chinese and from Chinese into English.',
    ],
    [],
    [
      matching(
        'Match the English phrases with their Chinese equivalents.',
        [
          ['establish business relations', '建立业务关系'],
          ['a wide range of', '种类繁多的'],
          ['competitive prices', '有竞争力的价格'],
          ['under separate cover', '另封寄出'],
          ['on request', '一经要求；如有需要'],
        ],
        [
          '建交函的固定表达，译时按中文习惯，不逐词对译。',
          'Fixed phrases of such letters; render them the way Chinese says them, not word for word.',
        ],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'We owe your name and address to the Commercial Counsellor’s Office of the Chinese Embassy in Madrid, who informed us that you are in the market for LED lighting.',
        '承蒙中国驻马德里大使馆经济商务处介绍，得知贵公司的名称和地址，并了解到贵公司欲购 LED 照明产品。',
        [
          'owe ... to 译为“承蒙……介绍”；be in the market for 意为“想购买”。',
          '"owe ... to" becomes 承蒙……介绍; "be in the market for" means "want to buy".',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'As a state-owned corporation, we have handled the export of hand tools for over fifteen years, and our products enjoy a good reputation in Africa and the Middle East.',
        '我公司是国有企业，经营手工具出口十五年以上，产品在非洲和中东享有良好声誉。',
        [
          'enjoy a good reputation 享有良好声誉；handle the export of 经营……出口。',
          '"enjoy a good reputation" is 享有良好声誉; "handle the export of" is 经营……出口.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '为使贵方对我方产品有大致了解，现另封寄去最新目录一份。',
        'To give you a general idea of our products, we are sending you our latest catalogue under separate cover.',
        [
          '“为使……有大致了解”常译 to give you a general idea of；“另封寄去” under separate cover。',
          'Use "to give you a general idea of" and "under separate cover".',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '如贵方对我方任何产品感兴趣，请告知具体要求，我们收到后将立即报价。',
        'If any of our products interest you, please let us know your specific requirements, and we will send you a quotation as soon as we hear from you.',
        [
          '“感兴趣”可用 interest you 或 be of interest to you；“立即报价” send a quotation promptly / as soon as。',
          '"interest you" or "be of interest to you"; "quote at once" can be "send a quotation as soon as".',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-new-buyer-relations',
    'writingSkill',
    ['写作：给新客户的建交函', 'Writing: proposing business relations to a new buyer'],
    [
      '根据给出的事实写一封建交函，不少于 120 词，包括信息来源、公司介绍、来意和请求对方行动。',
      'Write a letter proposing business relations from the facts given, at least 120 words: the source, your company, your purpose and what you ask the buyer to do.',
    ],
    [
      text(
        `You are <bl>Wang Lei</bl>, sales manager of <bl>Qingdao Haiyue Outdoor Products Co., Ltd.</bl>

Facts: you met no one from the buyer, but the <bl>Canadian Trade Office in Beijing</bl> told you that <bl>Trailhead Supply Inc.</bl> (Vancouver; contact Mr Daniel Ross, Buying Manager) imports camping equipment. Your company was founded in 2009, makes tents, sleeping bags and camping chairs, has BSCI and ISO 9001 certificates, and sells to 15 countries. Minimum order 500 pieces per model. You attach your 2026 catalogue and can send samples free of charge.`,
        '你是青岛海岳户外用品有限公司的销售经理王磊。加拿大驻北京贸易处告诉你，温哥华 Trailhead Supply 公司（联系人采购经理丹尼尔·罗斯先生）进口露营装备。你公司成立于 2009 年，生产帐篷、睡袋和露营椅，拥有 BSCI 和 ISO 9001 认证，销往 15 个国家。每款最低订购量 500 件。随函附 2026 年目录，可免费寄送样品。',
      ),
    ],
    [
      jumbled(
        'Warm-up: put the words in order to make the opening sentence.',
        'We have obtained your name from the Canadian Trade Office in Beijing.',
        [
          '建交函第一句交代信息来源：have obtained your name from。',
          'The first sentence says where you got the name: "have obtained your name from".',
        ],
      ),
      fillBlank(
        'Complete the closing lines: "We look forward {{1}} hearing from you. Yours {{2}},"',
        [
          ['to', 'To'],
          ['sincerely', 'Sincerely'],
        ],
        [
          'look forward to + 动名词；已知收信人姓名，用 Yours sincerely。',
          '"look forward to" takes an -ing form; a named reader gets "Yours sincerely".',
        ],
      ),
      writing(
        'Write the full letter to Mr Daniel Ross, with a subject line.',
        120,
        `Dear Mr Ross,

Re: Tents, sleeping bags and camping chairs

We have obtained your name from the Canadian Trade Office in Beijing, which tells us that you import camping equipment.

Qingdao Haiyue Outdoor Products was founded in 2009 and makes tents, sleeping bags and camping chairs. Our factory holds BSCI and ISO 9001 certificates, and our products are sold in 15 countries.

We are writing in the hope of establishing business relations with you. Our 2026 catalogue is attached; our minimum order is 500 pieces per model, and we will gladly send you samples free of charge.

Please let us know which items interest you, and we will send you a quotation at once.

We look forward to hearing from you.

Yours sincerely,
Wang Lei
Sales Manager`,
        [
          '评分要点：四个部分齐全（来源、介绍、来意、行动）、事实准确、格式与称呼结尾正确、语气礼貌。',
          'Marked on: all four moves (source, company, purpose, call to act), accurate facts, layout, salutation and close, polite tone.',
        ],
      ),
    ],
  ),
];
