/**
 * Chapter 4 of Cross-Cultural Business Communication, product development: strategies for
 * localising a product, a report on market research in India, a product that failed abroad and a
 * product description localised for the British market.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  matching,
  qa,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { playOnce } from './shared';

export const CCC_CHAPTER_4: TTrainingSeed[] = [
  training(
    'ccc-read-product-localisation',
    'readSkill',
    ['阅读：产品本土化策略', 'Reading: strategies for localising a product'],
    [
      '阅读一篇关于产品本土化的文章，了解企业何时统一、何时调整产品，再完成练习。',
      'Read an article on localising products, learn when companies keep one product and when they adapt it, then do the exercises.',
    ],
    [
      text(
        `<bl>One product for the world, or one for each market?</bl>

A company that sells abroad can <bl>standardise</bl> (sell the same product everywhere, which keeps costs low) or <bl>localise</bl> (adapt the product to local needs, which costs more but can win more customers). Most successful firms do both: the core stays the same, and the parts that touch local life change.

Food is the clearest example. McDonald's sells no beef in India, where many people do not eat it; its best-known Indian burger, the McAloo Tikki, is made of potato. KFC in China serves rice porridge and youtiao at breakfast.

Chinese manufacturers localise too. Haier noticed that families in Pakistan wash long traditional robes, so it developed a washing machine with an extra-large drum. The phone maker Transsion built its Tecno phones for Africa with two SIM card slots, long-lasting batteries and cameras tuned to photograph darker skin well; it became one of the best-selling phone brands on the continent.

Localisation is not only about the product. Size, colour, packaging, the language of the manual, the voltage and plug, the price point and after-sales service may all need to change. The first step is always the same: <re>research how local customers really live</re>.`,
        '《一个产品卖全球，还是每个市场一个产品？》在海外销售的企业可以采取标准化（在各地销售同一产品，成本低），也可以本土化（按当地需求调整产品，成本高但能赢得更多顾客）。大多数成功企业两者兼用：核心保持不变，触及当地生活的部分加以调整。食品是最明显的例子。麦当劳在印度不卖牛肉，因为许多人不吃牛肉；它在印度最有名的汉堡“土豆饼汉堡”是用土豆做的。肯德基在中国早餐供应粥和油条。中国制造商也在做本土化。海尔注意到巴基斯坦家庭要洗长款传统长袍，于是开发了超大滚筒洗衣机。手机制造商传音为非洲设计的 Tecno 手机有双卡槽、长续航电池，以及为深色皮肤拍照优化的摄像头，成为非洲最畅销的手机品牌之一。本土化不仅涉及产品本身：尺寸、颜色、包装、说明书语言、电压和插头、价位以及售后服务都可能需要调整。第一步永远相同：研究当地顾客的真实生活。',
        'Localising a product',
      ),
    ],
    [
      matching(
        'Match each company with the way it localised.',
        [
          ["McDonald's in India", 'a burger made of potato instead of beef'],
          ['KFC in China', 'rice porridge and youtiao at breakfast'],
          ['Haier in Pakistan', 'an extra-large drum for long robes'],
          ['Transsion in Africa', 'two SIM slots and cameras tuned for darker skin'],
        ],
        ['文中四个本土化实例。', 'The four examples of localisation in the text.'],
      ),
      choice(
        'What is the main advantage of standardising a product?',
        ['It wins more local customers', 'It keeps costs low', 'It avoids research', 'It improves service'],
        'B',
        ['原文：sell the same product everywhere, which keeps costs low。', 'The text: "which keeps costs low".'],
      ),
      trueFalse('According to the text, most successful firms either standardise or localise, never both.', false, [
        '原文：Most successful firms do both。',
        'The text says "Most successful firms do both".',
      ]),
      choice(
        'Which <bl>three</bl> things does the last paragraph say may need to change, besides the product itself?',
        [
          'The packaging',
          'The company name',
          'The voltage and plug',
          'The after-sales service',
          'The factory location',
        ],
        'ACD',
        [
          '最后一段列出了包装、电压插头、售后等。',
          'The last paragraph lists packaging, voltage and plug, after-sales service and more.',
        ],
      ),
      qa(
        'According to the article, what is always the first step of localisation, and why?',
        'Researching how local customers really live, because only then can a company know which parts of the product touch local life and need to change.',
        ['最后一句。', 'The last sentence of the article.'],
        10,
      ),
    ],
  ),
  training(
    'ccc-hear-market-research',
    'hearingSkill',
    ['听力：产品经理汇报海外市场调研', 'Listening: a product manager reports on overseas market research'],
    [
      `听产品经理向总监汇报净水器在印度市场的调研结果。${playOnce[0]}`,
      `Listen to a product manager report to her director on research into the Indian market for a water purifier. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-market-research.mp3', 'Market research in India')],
    [
      fillBlank(
        'The team surveyed {{1}} households in three cities and held {{2}} group discussions.',
        [
          ['800', 'eight hundred'],
          ['6', 'six'],
        ],
        ['露西汇报的调研规模。', 'The size of the research Lucy reports.'],
      ),
      choice(
        'Why is the current model a problem?',
        [
          'It is too big for Indian kitchens',
          'It would cost about 15,000 rupees, more than most families will pay',
          'It has no brand name',
          'It cannot be repaired',
        ],
        'B',
        [
          '大多数家庭愿意付 8000–12000 卢比，现有型号约 15000。',
          'Most families will pay 8,000 to 12,000 rupees; the model would cost about 15,000.',
        ],
      ),
      trueFalse('Seventy percent of people said the brand matters more than fast repairs.', false, [
        '恰好相反：70% 的人说快速维修比品牌更重要。',
        'The opposite: 70% said fast repairs matter more than the brand.',
      ]),
      qa(
        'Why do Indian families want a bigger storage tank?',
        'Because in many areas the water supply stops several times a day, so they need to store at least seven litres; the current tank holds only three.',
        [
          '原文：The water supply stops several times a day。',
          'The report: "The water supply stops several times a day".',
        ],
        10,
      ),
      matching(
        'Match each finding with Lucy’s recommendation.',
        [
          ['families pay 8,000 to 12,000 rupees', 'a simpler model at 11,000 rupees'],
          ['the water supply is not steady', 'a seven-litre tank'],
          ['competitors send a technician within 48 hours', 'a local service partner before launch'],
        ],
        ['每项建议对应一项调研发现。', 'Each recommendation answers one finding.'],
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'ccc-case-product-failure',
    'caseAnalysis',
    ['案例：一款产品在海外市场失利', 'Case: why a product failed in an overseas market'],
    [
      '阅读一款微波炉在法国市场失利的经过，找出原因并提出改进建议。',
      'Read how a microwave oven failed in the French market, find the causes and suggest improvements.',
    ],
    [
      text(
        `Zhongshan Huamei Electric sells two million microwave ovens a year in China. Its best-seller, the 32-litre <bl>HM-320</bl> in red and gold, has twelve automatic programmes, including "steamed buns", "rice porridge" and "reheat dumplings".

In 2025 Huamei sold the same model in France through an online marketplace at EUR 189, a little below the local brands. The manual was in Chinese and English only, and the programme names on the control panel were translated word for word.

After six months Huamei had sold 3,400 units instead of the planned 20,000, and 9% had been returned. The average customer rating was 2.6 out of 5. Reviews said: "Too big for my kitchen", "What is a steamed bun programme?", "No French manual – is this even legal?" and "The colour looks cheap". A French competitor's 20-litre model in white or steel grey, with programmes for gratins and defrosting bread, sold at EUR 149.`,
        '中山华美电器每年在中国销售两百万台微波炉。其畅销款 HM-320 容量 32 升，红金配色，有 12 个自动程序，包括“蒸包子”“煮粥”和“热饺子”。2025 年，华美通过一家电商平台在法国销售同一型号，售价 189 欧元，略低于本地品牌。说明书只有中英文，控制面板上的程序名称是逐字翻译的。六个月后，华美只卖出 3400 台，而计划是两万台，且 9% 被退货，平均评分 2.6 分（满分 5 分）。评论说：“对我的厨房来说太大了”“蒸包子程序是什么？”“没有法语说明书，这合法吗？”“颜色看起来很廉价”。一家法国竞争对手的 20 升型号有白色和钢灰色，带焗烤和面包解冻程序，售价 149 欧元。',
      ),
    ],
    [
      choice(
        'Which <bl>three</bl> problems come from not localising the product?',
        [
          'Programmes for Chinese dishes that French customers do not cook',
          'A size too large for French kitchens',
          'Selling through an online marketplace',
          'No manual in French',
        ],
        'ABD',
        [
          '程序、尺寸、说明书语言都没有本土化；网上销售本身不是问题。',
          'Programmes, size and manual language were not localised; selling online is not the problem.',
        ],
      ),
      qa(
        'Huamei’s price was lower than the local brands. Why did it still lose on price?',
        'It was compared with the French competitor’s smaller 20-litre model at EUR 149, which fitted local needs better; for French buyers the HM-320 was an expensive oven with features they did not need.',
        [
          '要点：竞品更便宜且更合适；多余功能不产生价值。',
          'Key points: the rival was cheaper and fitted better; unneeded features add no value.',
        ],
        15,
      ),
      qa(
        'Calculate the return rate in units and say what it tells you.',
        'About 306 units (9% of 3,400) were returned; together with the 2.6 rating it shows that customers were disappointed once they saw the product, not only that they did not find it.',
        [
          '3400 × 9% ≈ 306 台；说明问题出在产品与需求不符。',
          '3,400 × 9% ≈ 306 units; the product did not meet expectations.',
        ],
        10,
      ),
      writing(
        'Write a short plan (at least 100 words) to relaunch the oven in France.',
        100,
        'Huamei should relaunch a 20 to 23-litre model that fits French kitchens, in white, black or steel grey. The automatic programmes should follow French cooking: defrosting bread, reheating soup, gratins and vegetables, with names written by a native French speaker. A full French manual and safety information must be included, as EU rules require. The price should be about EUR 149 to 159, with a two-year warranty and a French-speaking service line. Before the launch, Huamei should test the model with 50 French households and use their reviews on the product page.',
        [
          '评分要点：尺寸、颜色、程序、说明书、价格与售后、上市前测试。',
          'Marked on: size, colour, programmes, manual, price and service, testing before launch.',
        ],
      ),
    ],
  ),
  training(
    'ccc-trans-product-description',
    'translateSkill',
    ['翻译：为海外市场本地化产品介绍', 'Translation: localising a product description for an overseas market'],
    [
      '先把常见的中文宣传套话对应到自然的英文，再把一段电水壶介绍本地化翻译给英国消费者。',
      'Match common Chinese marketing phrases with natural English, then localise a kettle description for British shoppers.',
    ],
    [
      text(
        `<bl>产品介绍（原文）</bl>
美程智能电水壶 MC-17：匠心打造，品质之选。1.7 升大容量，3 分钟快速烧开，满足全家饮水需求。六档控温（40–100℃），泡茶、冲奶粉一壶搞定。食品级 304 不锈钢内胆，健康安心。干烧自动断电，安全无忧。适用 220–240 伏电压，英标三脚插头。`,
        'Meicheng smart kettle MC-17: a 1.7-litre kettle that boils in three minutes, six temperature settings from 40 to 100°C, a food-grade 304 stainless-steel inner pot, automatic switch-off if boiled dry, 220–240 V with a UK three-pin plug.',
        'The Chinese source text',
      ),
    ],
    [
      matching(
        'Match each Chinese marketing phrase with natural English for a British product page.',
        [
          ['匠心打造', 'carefully designed'],
          ['一壶搞定', 'does it all in one kettle'],
          ['品质之选', 'built to last'],
          ['安全无忧', 'for peace of mind'],
        ],
        [
          '宣传套话不能逐字直译，要用英文产品页常见的说法。',
          'Marketing set phrases are not translated word for word; use what British product pages say.',
        ],
        15,
      ),
      translation(
        'Localise the first two sentences for a British product page.',
        'cn-en',
        '美程智能电水壶 MC-17：匠心打造，品质之选。1.7 升大容量，3 分钟快速烧开，满足全家饮水需求。',
        'Meicheng MC-17 Smart Kettle: carefully designed, built to last. Its 1.7-litre capacity makes enough tea for the whole family, and it boils in just three minutes.',
        [
          '把“品质之选”译成具体的 built to last；“饮水需求”在英国语境中说 tea 更自然。',
          'Turn "品质之选" into a concrete "built to last"; in Britain, "enough tea for the whole family" sounds natural.',
        ],
      ),
      translation(
        'Localise the sentence about temperature settings.',
        'cn-en',
        '六档控温（40–100℃），泡茶、冲奶粉一壶搞定。',
        "Six temperature settings from 40 to 100°C: the right heat for green tea, black tea or your baby's formula.",
        [
          '“冲奶粉”在英式英语中为 baby’s formula；用冒号引出具体用途，比 one kettle does it all 更具体。',
          '"冲奶粉" is "baby\'s formula" in British English; a colon leading to concrete uses reads better than a slogan.',
        ],
      ),
      translation(
        'Localise the safety and technical sentences.',
        'cn-en',
        '食品级 304 不锈钢内胆，健康安心。干烧自动断电，安全无忧。适用 220–240 伏电压，英标三脚插头。',
        'Food-grade 304 stainless steel inside, so nothing touches your water but steel. Switches off automatically if it boils dry. 220–240 V with a standard UK three-pin plug.',
        [
          '技术信息保持准确；“健康安心”用具体理由代替空泛的 healthy and safe。',
          'Keep the technical facts exact; replace the vague "healthy and safe" with a concrete reason.',
        ],
      ),
      fillBlank(
        'On a British page, 1.7 litres is enough for about {{1}} mugs of tea (one mug ≈ 0.28 litres), and the plug type is called a {{2}}-pin plug.',
        [
          ['6', 'six'],
          ['three', '3'],
        ],
        ['1.7 ÷ 0.28 ≈ 6 杯；英国插头为三脚插头。', '1.7 ÷ 0.28 ≈ 6 mugs; a UK plug has three pins.'],
      ),
    ],
  ),
];
