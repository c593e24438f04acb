/**
 * Chapter 6 of Cross-Cultural Business Communication, advertising: cultural symbols in adverts,
 * the selling points of an English radio advert, dubbing a product advert, how one advert was
 * received in different countries and advertising copy for an overseas market.
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
import { dubbing } from '../../trainings/speaking-dubbing';
import { playOnce } from './shared';

export const CCC_CHAPTER_6: TTrainingSeed[] = [
  training(
    'ccc-read-ad-symbols',
    'readSkill',
    ['阅读：广告中的文化符号', 'Reading: cultural symbols in advertising'],
    [
      '阅读一篇关于广告中颜色、数字、动物和手势的文章，完成练习。',
      'Read an article on colours, numbers, animals and gestures in advertising and do the exercises.',
    ],
    [
      text(
        `<bl>Symbols do not travel well</bl>

An advert speaks through pictures as much as through words, and pictures carry meanings that change from one culture to another.

<bl>Colours.</bl> Red means luck and celebration in China, which is why so many Spring Festival adverts are red; in South Africa it can be linked with mourning. White stands for purity and weddings in the West, but for funerals in parts of East Asia. In Brazil, purple is linked with mourning.

<bl>Numbers.</bl> In Chinese, Japanese and Korean, "four" sounds like "death", so a "4-piece gift set" is a poor idea; eight sounds like "get rich" in Cantonese and Mandarin. In Western countries many hotels have no 13th floor.

<bl>Animals.</bl> An owl suggests wisdom in Britain and the USA, but in parts of India and in traditional Chinese culture it is a bad omen. The dragon is a proud, lucky symbol in China and a dangerous monster in many European stories.

<bl>Gestures.</bl> The thumbs-up means "good" in most of Europe and the USA but is rude in parts of West Africa and the Middle East. The "OK" sign, a circle made with the thumb and first finger, is offensive in Brazil.

Before an advert goes abroad, <re>every picture should be checked by people from the target market</re>, not only every word.`,
        '《符号难以跨越国界》广告既通过文字也通过画面说话，而画面承载的含义因文化而异。颜色：红色在中国象征好运和喜庆，所以许多春节广告都是红色的；在南非，红色可能与哀悼相关。白色在西方代表纯洁和婚礼，在东亚部分地区却代表丧事。在巴西，紫色与哀悼相关。数字：在汉语、日语和韩语中，“四”与“死”发音相近，所以“四件套礼盒”不是好主意；在粤语和普通话里“八”与“发”音近。在西方国家，许多酒店没有 13 层。动物：猫头鹰在英美象征智慧，但在印度部分地区和中国传统文化中是不祥之兆。龙在中国是骄傲、吉祥的象征，在许多欧洲故事里却是危险的怪物。手势：竖大拇指在欧美大多数地方表示“好”，在西非和中东部分地区却是无礼的手势。拇指和食指围成圈的“OK”手势在巴西是冒犯性的。广告走向海外之前，不仅每个词，每张图片都应由目标市场的人检查。',
        'Cultural symbols in adverts',
      ),
    ],
    [
      matching(
        'Match each symbol with a meaning it has in the culture given.',
        [
          ['red in China', 'luck and celebration'],
          ['white in parts of East Asia', 'funerals'],
          ['an owl in Britain', 'wisdom'],
          ['the number eight in Chinese', 'getting rich'],
        ],
        ['文中关于颜色、动物和数字的说明。', 'The meanings of colours, animals and numbers in the text.'],
      ),
      choice(
        'A Chinese company plans a gift set for Japan and Korea. Which pack is the worst idea?',
        ['A set of three cups', 'A set of four cups', 'A set of six cups', 'A set of eight cups'],
        'B',
        ['“四”在日韩语中与“死”音近。', '"Four" sounds like "death" in Japanese and Korean.'],
      ),
      trueFalse('The "OK" sign is a safe gesture to use in an advert for Brazil.', false, [
        '原文：The "OK" sign … is offensive in Brazil。',
        'The text says the "OK" sign "is offensive in Brazil".',
      ]),
      choice(
        'Which <bl>two</bl> symbols could cause problems in an advert in a European market?',
        [
          'A fierce dragon used as a friendly mascot',
          'A blue sky',
          'A room numbered 13 in a hotel advert',
          'A smiling family at breakfast',
        ],
        'AC',
        ['欧洲故事里龙是怪物；西方忌讳 13。', 'Dragons are monsters in European stories; 13 is avoided in the West.'],
      ),
      qa(
        'What does the writer advise companies to do before an advert goes abroad, and why is checking the words not enough?',
        'Have every picture checked by people from the target market, because colours, numbers, animals and gestures carry meanings that translation of the words does not catch.',
        [
          '最后一句；图片的含义不会被文字翻译发现。',
          'The last sentence: picture meanings are not caught by translating the words.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ccc-hear-advert',
    'hearingSkill',
    ['听力：一则英文广告的卖点', 'Listening: the selling points of an English advert'],
    [
      `听一则英国电台的电动自行车广告，找出它的卖点。${playOnce[0]}`,
      `Listen to a British radio advert for an electric bike and find its selling points. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-advert.mp3', 'A radio advert for the Voltra City')],
    [
      choice(
        'What problem does the advert start with?',
        ['A broken bike', 'Traffic and no parking on the way to work', 'A long train journey', 'Bad weather'],
        'B',
        [
          '开头：Forty minutes in traffic, and nowhere to park。',
          'The opening: "Forty minutes in traffic, and nowhere to park".',
        ],
      ),
      fillBlank(
        'The bike goes up to {{1}} kilometres on one charge, weighs {{2}} kilos and folds in {{3}} seconds.',
        [
          ['80', 'eighty'],
          ['16', 'sixteen'],
          ['10', 'ten'],
        ],
        ['广告中的三个数字卖点。', 'Three selling points given as figures.'],
      ),
      choice(
        'Which <bl>three</bl> offers come with the price?',
        ['Free delivery', 'A two-year warranty', 'A free helmet', 'A free test ride', 'Half-price insurance'],
        'ABD',
        [
          '广告提到免费送货、两年保修和免费试骑；头盔和保险没有提到。',
          'Free delivery, a two-year warranty and a free test ride; no helmet or insurance.',
        ],
      ),
      trueFalse('The bike costs 989 pounds.', false, [
        '价格是 899 英镑（eight hundred and ninety-nine pounds）。',
        'The price is 899 pounds.',
      ]),
      qa(
        'The advert begins with Tom’s problem before it names the product. Why is this a good way to sell?',
        'Listeners recognise the problem from their own lives, so when the product appears as the solution they pay attention and want it.',
        ['“问题—解决”结构让听众产生共鸣。', 'The problem-solution structure makes listeners recognise themselves.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  dubbing('ccc-dub-product-advert', 'ccc-dub-product-advert.mp4', [
    '为一则智能随行杯的产品广告配音：旁白语气热情，顾客语气自然，最后一句品牌口号要清楚有力。',
    'Dub an advert for a smart travel mug: the narrator sounds warm and lively, the customer natural, and the brand line at the end clear and strong.',
  ]),
  training(
    'ccc-topic-advert-reception',
    'topicDiscuss',
    ['话题讨论：同一广告在不同国家的反响', 'Topic discussion: how one advert was received in different countries'],
    [
      '阅读一则广告在不同国家引起不同反应的事例，回答问题并发表你的看法。',
      'Read how one advert drew different reactions in different countries, then answer and give your view.',
    ],
    [
      text(
        `In November 2018 the Italian fashion house Dolce & Gabbana posted three short videos to promote a fashion show in Shanghai. In them, a Chinese model tried to eat pizza and a cannoli with chopsticks while a male voice explained, in a joking tone, how to do it.

The brand meant the videos to be playful. Many viewers in China found them mocking and full of old stereotypes about Chinese people. After offensive messages about China appeared on the designer's social-media account, which the company said had been hacked, Chinese celebrities withdrew from the show, the Shanghai show was cancelled, and major Chinese online shops removed the brand's products. Outside China, many viewers had not even noticed the videos until the news about them spread.

The company later published a video apology by its two founders, speaking partly in Chinese.`,
        '2018 年 11 月，意大利时装品牌杜嘉班纳发布了三段短视频，为其上海时装秀造势。视频中，一位中国模特试着用筷子吃比萨和奶油卷，一个男声用开玩笑的语气讲解怎么吃。品牌本意是俏皮有趣，但许多中国观众认为视频带有嘲讽意味，充满了对中国人的陈旧刻板印象。随后设计师的社交媒体账号上出现了辱华言论（公司称账号被盗），中国明星纷纷退出，上海时装秀被取消，中国各大电商平台下架了该品牌的商品。而在中国以外，许多观众直到相关新闻传开才注意到这些视频。公司后来发布了两位创始人的道歉视频，其中部分内容用中文说出。',
      ),
    ],
    [
      qa(
        'Why could the same videos seem "playful" to the people who made them and offensive to many Chinese viewers?',
        'The makers saw a light joke about food from their own culture; Chinese viewers saw a foreign brand laughing at Chinese people with old stereotypes, in a tone that felt like mocking rather than respect.',
        [
          '要点：创作者视角 vs 目标观众视角；刻板印象与语气。',
          'Key points: the makers’ view versus the audience’s; stereotypes and tone.',
        ],
        15,
      ),
      qa(
        'Name two things the company could have done before publishing the videos.',
        'Test them with Chinese viewers or a local agency, and avoid humour built on how a nationality eats or speaks; involve the Chinese team in approving the campaign.',
        [
          '任意两点：本地测试、避免基于民族的笑料、本地团队审核。',
          'Any two: local testing, no jokes about a nationality, approval by the local team.',
        ],
        15,
      ),
      qa(
        'Why did reactions outside China stay small until the news spread?',
        'The videos were made for the Chinese market and posted mainly on Chinese platforms, and viewers elsewhere did not share the same history of being stereotyped, so the meaning that hurt Chinese viewers was not obvious to them.',
        ['要点：投放渠道不同，历史语境不同。', 'Key points: different channels, a different historical context.'],
        15,
      ),
      writing(
        'Write a post for the class discussion (at least 100 words): can humour in an advert work across cultures? Give your view, a reason and an example of an advert you know.',
        100,
        'Humour can work across cultures, but only if it laughs at a situation everyone knows, not at a group of people. Jokes about being late, losing keys or a clever pet travel well because viewers everywhere recognise them. Jokes built on how a nationality speaks or eats are dangerous, because the people laughed at may be the customers. For example, the D&G chopsticks videos tried to be funny about Chinese eating habits and caused a boycott. A safer choice is to test every funny advert with local viewers before it goes live.',
        [
          '评分要点：观点明确、区分“笑情境”与“笑人群”、实例、结构清晰。',
          'Marked on: a clear view, situations versus groups, an example, clear structure.',
        ],
      ),
    ],
  ),
  training(
    'ccc-write-ad-copy',
    'writingSkill',
    ['写作：为海外市场撰写广告文案', 'Writing: advertising copy for an overseas market'],
    [
      '根据产品资料，为德国市场写一则电商广告文案，再改写成一条社交媒体帖子。',
      'Use the product facts to write advertising copy for an online shop in Germany, then turn it into a social-media post.',
    ],
    [
      text(
        `<bl>Product</bl>: Anji BambooHome kitchen set (chopping board, spatula, spoon, tongs), made by Zhejiang Anji Green Bamboo Co.
<bl>Facts</bl>: 100% FSC-certified bamboo; no plastic, no glue containing formaldehyde; dishwasher-safe board; tested to EU food-contact rules (LFGB); price EUR 39.90; delivery in 2–4 days from a warehouse in Hamburg; 2-year guarantee.
<bl>Target market</bl>: German shoppers aged 25–45 who care about the environment and read product facts carefully. Avoid exaggeration ("the best in the world"), give proof, keep a calm, clear tone.`,
        '产品：浙江安吉绿竹公司生产的安吉竹家厨具套装（砧板、锅铲、汤勺、夹子）。事实：100% FSC 认证竹材；不含塑料，不含含甲醛的胶水；砧板可用洗碗机清洗；通过欧盟食品接触标准（LFGB）检测；售价 39.90 欧元；从汉堡仓库发货，2–4 天送达；保修两年。目标市场：25–45 岁、关注环保并仔细阅读产品信息的德国消费者。避免夸大（“世界最好”），给出证据，语气冷静、清晰。',
      ),
    ],
    [
      jumbled('Warm-up: put the words in order to make a headline.', 'Real bamboo for a kitchen without plastic.', [
        '标题点出卖点：真竹材、无塑料。',
        'The headline names the selling point: real bamboo, no plastic.',
      ]),
      fillBlank(
        'German shoppers trust proof: the bamboo is {{1}}-certified and tested to the EU food-contact rules called {{2}}.',
        [['FSC'], ['LFGB']],
        ['资料中的两项认证。', 'The two certifications in the facts.'],
      ),
      writing(
        'Write the product-page copy for the German online shop (80–120 words): a headline, three short benefit points with proof, the price and delivery, and a call to action.',
        80,
        `Real bamboo for a kitchen without plastic

The Anji BambooHome set gives you a chopping board, spatula, spoon and tongs made from 100% FSC-certified bamboo.
• Safe for food: no plastic and no formaldehyde glue, tested to LFGB rules.
• Easy to care for: the board goes in the dishwasher.
• Built to last: a 2-year guarantee on every piece.

Only EUR 39.90, delivered in 2–4 days from our Hamburg warehouse.
Order today and make your kitchen plastic-free.`,
        [
          '评分要点：标题、三个有证据的卖点、价格与配送、行动号召；语气冷静不夸张。',
          'Marked on: a headline, three benefits with proof, price and delivery, a call to action; a calm tone without exaggeration.',
        ],
      ),
      writing(
        'Turn your copy into a social-media post for the same German shoppers (40–60 words), with one question to the reader and no more than two hashtags.',
        40,
        'How much plastic is in your kitchen drawer? Our Anji BambooHome set replaces it with FSC-certified bamboo: board, spatula, spoon and tongs, LFGB-tested and dishwasher-safe. EUR 39.90, delivered from Hamburg in 2–4 days. #plasticfree #bamboo',
        [
          '评分要点：提问开头、保留证据、简洁、话题标签适量。',
          'Marked on: an opening question, proof kept, brevity, few hashtags.',
        ],
        20,
      ),
    ],
  ),
];
