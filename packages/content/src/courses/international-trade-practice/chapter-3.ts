/**
 * Chapter 3 of International Trade Practice, building customer relations: where exporters find
 * overseas buyers, a first meeting at the Canton Fair, a cold email to a potential buyer and a
 * company presentation at a trade-fair stand.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  jumbled,
  matching,
  qa,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, speaking } from '../../trainings/speaking-builders';
import { dialogueHint, dialogueIntro, listenIntro, visitorExhibitor } from './common';

export const CHAPTER_3_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-finding-buyers',
    'readSkill',
    ['阅读：开发海外客户的渠道', 'Reading: ways of finding overseas buyers'],
    [
      '阅读一篇介绍开发海外客户渠道的文章，比较各渠道的优缺点。',
      'Read an article on the ways exporters find overseas buyers and compare what each is good and bad at.',
    ],
    [
      text(
        `<bl>Where do new buyers come from?</bl>

<bl>Trade fairs.</bl> The China Import and Export Fair, known as the Canton Fair, is held in Guangzhou every spring and autumn. Meeting buyers face to face builds trust quickly, and they can touch the products. A stand, samples and travel are expensive, so an exporter must follow up every contact within a week.

<bl>B2B platforms.</bl> Websites such as Alibaba.com let buyers search for suppliers all year round. Many enquiries arrive, but many come from small traders who only compare prices, so a sales team must learn to tell serious buyers from price hunters.

<bl>Customs data.</bl> Import records show who bought a product, from where and how much. They help an exporter find real importers, but the data must be bought and the contacts must be found separately.

<bl>Social media.</bl> Professional networks such as LinkedIn help an exporter reach the purchasing manager by name. It is cheap but slow: a good profile and regular posts are needed before buyers reply.

<bl>Chambers of commerce and embassies.</bl> The commercial offices of Chinese embassies and foreign chambers of commerce publish lists of importers and organise trade missions. Their contacts are reliable but few.

Most exporters combine several channels: they meet buyers at a fair, check them in customs data and keep in touch through email and LinkedIn.`,
        `新客户从哪里来？展会：中国进出口商品交易会，即广交会，每年春秋两季在广州举办。与买家面对面交流能很快建立信任，买家还能亲手接触产品。但展位、样品和差旅费用高昂，所以出口商必须在一周内跟进每一个联系人。B2B 平台：阿里巴巴国际站等网站让买家全年都能搜索供应商。询盘很多，但不少来自只比价的小贸易商，销售团队要学会区分真正的买家和比价者。海关数据：进口记录显示谁买了某种产品、从哪里买、买了多少。它帮助出口商找到真正的进口商，但数据要付费购买，联系方式也要另外查找。社交媒体：领英等职业社交网络帮助出口商直接找到采购经理本人。费用低但见效慢：需要完善的个人主页和持续发帖，买家才会回复。商会与使馆：中国驻外使馆经商处和外国商会发布进口商名录并组织贸易代表团，联系人可靠但数量少。大多数出口商会结合几种渠道：在展会上结识买家，用海关数据核实，再通过邮件和领英保持联系。`,
        'Finding overseas buyers',
      ),
    ],
    [
      matching(
        'Match each channel with the drawback the article gives.',
        [
          ['Trade fairs', 'a stand, samples and travel are expensive'],
          ['B2B platforms', 'many enquiries come from price hunters'],
          ['Customs data', 'it must be bought and has no contacts'],
          ['Social media', 'it is slow to bring replies'],
          ['Embassies and chambers', 'their contacts are few'],
        ],
        ['各渠道的缺点。', 'The drawback of each channel.'],
        15,
      ),
      choice(
        'Which channel lets a buyer touch the products?',
        ['Trade fairs', 'Customs data', 'B2B platforms', 'Social media'],
        'A',
        ['展会：they can touch the products。', 'Trade fairs: "they can touch the products".'],
      ),
      fillBlank(
        'The Canton Fair is held in {{1}} every spring and {{2}}.',
        [['Guangzhou'], ['autumn', 'fall']],
        ['广交会春秋两季在广州举办。', 'The Canton Fair is held in Guangzhou in spring and autumn.'],
      ),
      trueFalse('According to the article, customs data shows who imported a product and how much.', true, [
        '原文：Import records show who bought a product, from where and how much。',
        'The text: "Import records show who bought a product, from where and how much."',
      ]),
      qa(
        'How do most exporters combine the channels, according to the last paragraph?',
        'They meet buyers at a fair, check them in customs data and keep in touch through email and LinkedIn.',
        ['最后一段。', 'The last paragraph.'],
        10,
      ),
    ],
  ),
  training(
    'itp-hear-canton-fair',
    'hearingSkill',
    ['听力：广交会上的初次会面', 'Listening: a first meeting at the Canton Fair'],
    listenIntro([
      '听一位墨西哥买家在广交会展位上与参展商的初次交谈。',
      'Listen to a Mexican buyer’s first talk with an exhibitor at a Canton Fair stand.',
    ]),
    [audio('itp-hear-canton-fair.mp3', 'At the Bluewave Outdoor stand')],
    [
      choice(
        'What does Xiamen Bluewave Outdoor make?',
        ['Camping tents', 'Folding camping chairs', 'Sports shoes', 'Bicycles'],
        'B',
        ['第一句：folding camping chairs。', 'The first line: "folding camping chairs".'],
      ),
      fillBlank(
        'Sierra Sports has {{1}} stores in Mexico. The chair weighs {{2}} kilos.',
        [
          ['sixty', '60'],
          ['1.2', 'one point two'],
        ],
        ['卡洛斯介绍公司；王芳介绍产品。', 'Carlos presents his company; Wang Fang presents the chair.'],
      ),
      choice(
        'What price does Wang Fang quote?',
        ['USD 8.50 FOB Xiamen', 'USD 8.50 CIF Monterrey', 'USD 5.00 FOB Xiamen', 'USD 12.00 FOB Xiamen'],
        'A',
        ['"Eight dollars fifty, FOB Xiamen."', '"Eight dollars fifty, FOB Xiamen."'],
      ),
      trueFalse('Carlos has to pay for the samples and the courier.', false, [
        '样品免费，只付快递费。',
        'The samples are free; he pays only the courier.',
      ]),
      qa(
        'What does Wang Fang invite Carlos to do at the end?',
        'To visit her factory after the fair.',
        ['最后一句。', 'The last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'itp-write-cold-email',
    'writingSkill',
    ['写作：开发客户邮件', 'Writing: a cold email to a potential buyer'],
    [
      '给一位从未联系过的海外买家写开发信：说明从何得知对方、介绍自己、给出让对方回复的理由，不少于 120 词。',
      'Write to an overseas buyer you have never contacted: say how you found them, introduce yourself and give a reason to reply; at least 120 words.',
    ],
    [
      text(
        `You are <bl>Liu Yang</bl>, export sales executive at <bl>Ningbo Crystal Home Co., Ltd.</bl>, maker of glass food-storage containers with bamboo lids (BSCI-audited factory, 15 years of export, customers in 23 countries).

You found <bl>Ms Sophie Martin</bl>, purchasing manager of <bl>Maison Claire</bl>, a French chain of 85 kitchen shops, through customs data: Maison Claire imports plastic food boxes from Vietnam.

Your selling point: glass and bamboo, no plastic, in line with the French law that cuts single-use plastic. Offer: free samples of three best-selling sizes; prices from EUR 2.10 FOB Ningbo.`,
        '你是宁波水晶家居有限公司的外贸业务员刘洋，公司生产竹盖玻璃保鲜盒（工厂通过 BSCI 审核，出口 15 年，客户遍布 23 个国家）。你通过海关数据找到法国 85 家门店的厨具连锁 Maison Claire 的采购经理苏菲·马丁女士：该公司从越南进口塑料保鲜盒。卖点：玻璃加竹，不含塑料，符合法国限制一次性塑料的法律。条件：免费提供三款畅销尺寸样品；FOB 宁波价 2.10 欧元起。',
        'Facts for the email',
      ),
    ],
    [
      matching(
        'Match each part of a cold email with a sentence that does it.',
        [
          ['Subject line', 'Plastic-free glass containers for Maison Claire'],
          ['How you found them', 'I understand that Maison Claire imports food boxes for its 85 shops.'],
          ['Who you are', 'Ningbo Crystal Home has exported glassware for 15 years.'],
          ['Call to action', 'May I send you free samples of our three best-selling sizes?'],
        ],
        ['开发信的四个要素。', 'The four parts of a cold email.'],
      ),
      jumbled(
        'Put the words in order to make a polite closing question.',
        'Would you be free for a short call next week?',
        ['用问句结尾，给对方一个容易回复的下一步。', 'End with a question that gives the buyer an easy next step.'],
      ),
      trueFalse('A good cold email lists every product in the catalogue, so the buyer can choose.', false, [
        '开发信要短，只突出与对方相关的一两个卖点，目录作附件即可。',
        'A cold email is short and stresses one or two points that matter to this buyer; the catalogue can be attached.',
      ]),
      writing(
        'Write the cold email to Ms Sophie Martin, with a subject line.',
        120,
        `Subject: Plastic-free glass food containers for Maison Claire

Dear Ms Martin,

I understand that Maison Claire sells food-storage boxes in its 85 kitchen shops across France. As French rules on single-use plastic tighten, you may be looking for a plastic-free range.

I am writing from Ningbo Crystal Home Co., Ltd., a BSCI-audited manufacturer of glass food-storage containers with bamboo lids. We have exported for 15 years and supply customers in 23 countries. Our prices start at EUR 2.10 per piece FOB Ningbo.

I would be glad to send you free samples of our three best-selling sizes, so that you can judge the quality yourself. Would you be free for a short call next week?

Best regards,
Liu Yang
Export Sales Executive
Ningbo Crystal Home Co., Ltd.`,
        [
          '评分要点：主题行具体；说明如何得知对方；简明介绍公司；突出无塑料卖点；以样品或通话作为明确的下一步；语气礼貌。',
          'Marked on: a specific subject line; how you found the buyer; a short introduction; the plastic-free point; a clear next step (samples or a call); a polite tone.',
        ],
      ),
    ],
  ),
  speaking(
    'itp-dialogue-trade-fair-presentation',
    'roleDialogue',
    ['角色对话：在展会上介绍公司与产品', 'Role dialogue: present your company and products at a trade fair'],
    dialogueIntro,
    [
      dialogue(
        'At the Ambiente fair in Frankfurt, a buyer from a German department store stops at the stand of a Chinese bed linen maker.',
        visitorExhibitor,
        [
          [
            'exhibitor',
            'Good morning. Welcome to Shaoxing Cloudsoft Textiles. Are you looking for bed linen?',
            '早上好，欢迎光临绍兴云柔纺织。您在找床上用品吗？',
          ],
          [
            'visitor',
            'Yes. I buy home textiles for a department store group in Germany. Tell me about your company.',
            '是的，我为德国一家百货集团采购家纺。介绍一下贵公司吧。',
          ],
          [
            'exhibitor',
            'We were founded in 2008 and have our own weaving and dyeing plant, with six hundred workers.',
            '我们成立于 2008 年，拥有自己的织造和印染厂，员工六百人。',
          ],
          [
            'exhibitor',
            'Our main product is organic cotton bed linen. All our fabrics are GOTS certified and OEKO-TEX tested.',
            '我们的主打产品是有机棉床品，所有面料都通过 GOTS 认证和 OEKO-TEX 检测。',
          ],
          [
            'visitor',
            'That matters to our customers. What sizes do you make?',
            '这对我们的顾客很重要。你们做哪些尺寸？',
          ],
          [
            'exhibitor',
            'All the European sizes, and we can print your own designs from three hundred sets per design.',
            '所有欧洲尺寸都有，每款三百套起可以印您自己的图案。',
          ],
          [
            'visitor',
            'Good. Could you send me your catalogue and price list after the fair?',
            '好的。展会后能把目录和价目表发给我吗？',
          ],
          [
            'exhibitor',
            'Certainly. May I have your card? I will email them to you on Monday.',
            '当然。能给我一张您的名片吗？我周一发邮件给您。',
          ],
        ],
        dialogueHint,
      ),
    ],
  ),
];
