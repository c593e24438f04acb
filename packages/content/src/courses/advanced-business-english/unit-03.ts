/**
 * Unit 3 of Advanced Business English, brand management: an old canvas-shoe brand brought back,
 * the words of brand management, a discussion of brand extension, an air-fryer brand crisis, and
 * BEC Reading Part 2 (missing sentences).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { speaking } from '../../trainings/speaking-builders';
import { word } from './helpers';

/** The options of a missing-sentence gap: the letters of the sentences A–G. */
const SENTENCE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

export const UNIT_3_TRAININGS: TTrainingSeed[] = [
  training(
    'abe-read-brand-revival',
    'readSkill',
    ['阅读：老品牌如何焕发新生', 'Reading: how an old brand was brought back to life'],
    [
      '阅读一个天津老帆布鞋品牌复兴的故事，找出新东家保留了什么、改变了什么，以及付出的代价。',
      'Read how an old Tianjin canvas-shoe brand was revived: find what the new owners kept, what they changed and what it cost them.',
    ],
    [
      text(
        `<bl>The crane flies again</bl>

For forty years <bl>Baihe</bl> ("White Crane") canvas shoes, made in Tianjin since 1958, were what schoolchildren wore for PE lessons. By 2018 the brand was close to death: a pair cost 39 yuan, most were sold in street markets, and sales had fallen for eight years in a row.

In 2019 an investment group bought the brand for 26 million yuan. The new managers decided that its history was its greatest asset. They <re>kept</re> the red crane logo and the original rubber sole, but <re>changed</re> almost everything else. Designers improved the fit and the insole, the colours were updated, and the brand launched limited editions with young Chinese artists and a Tianjin museum. Street-market sales were stopped; instead the shoes were sold through an online flagship store and pop-up shops in Shanghai, Chengdu and Beijing, at 169 to 199 yuan a pair.

The results were striking. By 2022 revenue had tripled, and 70% of buyers were under thirty — people who had never worn Baihe at school but liked its "national tide" story. The limited editions sold out within hours.

Not everyone was pleased. Older customers complained on social media that a shoe for ordinary people had become a fashion item they could no longer afford. The company answered with a "Classic" line at 79 yuan, sold only online, so that it did not weaken the new premium image in the shops.`,
        `白鹤再飞

四十年来，1958 年起在天津生产的“白鹤”帆布鞋一直是小学生上体育课穿的鞋。到 2018 年，这个品牌已濒临消亡：一双只卖 39 元，大多在街边市场销售，销量连续八年下滑。

2019 年，一家投资集团以 2600 万元收购了该品牌。新的管理团队认为品牌历史是它最大的资产。他们保留了红色白鹤标志和原有的橡胶鞋底，但几乎改变了其他一切：设计师改进了鞋型和鞋垫，更新了配色，品牌还与中国青年艺术家和一家天津博物馆推出限量款。街边市场销售被停止，改为通过网上旗舰店以及上海、成都、北京的快闪店销售，每双 169 至 199 元。

效果显著。到 2022 年，营业收入增长了两倍，70% 的买家不到三十岁——他们上学时从未穿过白鹤，却喜欢它的“国潮”故事。限量款几小时内就售罄。

并非所有人都满意。老顾客在社交媒体上抱怨，一双属于普通人的鞋变成了他们买不起的时尚单品。公司推出了只在网上销售、定价 79 元的“经典”系列作为回应，以免削弱门店里新的高端形象。`,
        'Baihe canvas shoes',
      ),
    ],
    [
      matching(
        'Sort what the new owners did: match each item with the right description.',
        [
          ['the red crane logo', 'kept from the old brand'],
          ['street-market sales', 'stopped'],
          ['pop-up shops', 'a new sales channel'],
          ['the "Classic" line', 'an answer to older customers'],
        ],
        [
          '第二段讲保留与改变，最后一段讲对老顾客的回应。',
          'Paragraph 2 says what was kept and changed; the last paragraph gives the answer to older customers.',
        ],
      ),
      choice(
        'Why did the new managers keep the logo and the rubber sole?',
        [
          'Changing them would have been too expensive',
          'They believed the brand’s history was its greatest asset',
          'Older customers asked them to',
          'The museum required it',
        ],
        'B',
        [
          '原文：its history was its greatest asset——保留可识别的历史元素。',
          'The text: "its history was its greatest asset", so they kept the elements people recognise.',
        ],
      ),
      fillBlank(
        'Before 2019 a pair cost {{1}} yuan; after the relaunch the shops charged up to {{2}} yuan.',
        [['39', 'thirty-nine'], ['199']],
        ['价格从 39 元升到 169–199 元。', 'The price rose from 39 yuan to 169–199 yuan.'],
      ),
      trueFalse('Most of the new buyers had worn Baihe shoes at school.', false, [
        '原文：people who had never worn Baihe at school。',
        'The text: "people who had never worn Baihe at school".',
      ]),
      qa(
        'Why is the 79-yuan "Classic" line sold only online?',
        'So that a cheaper line does not weaken the new premium image of the brand in the shops, while still giving older customers an affordable pair.',
        [
          '关键词 so that it did not weaken the new premium image：价格分层、渠道分开。',
          'Key phrase: "so that it did not weaken the new premium image". Different prices are kept in different channels.',
        ],
        10,
      ),
    ],
  ),
  speaking(
    'abe-words-brand-management',
    'wordTraining',
    ['单词训练：品牌管理', 'Word training: brand management'],
    [
      '朗读品牌管理的核心术语，中文给出词义和搭配。',
      'Read aloud the key terms of brand management; the Chinese gives the meaning and a phrase.',
    ],
    [
      word('awareness', '认知度（brand awareness 品牌知名度）'),
      word('loyalty', '忠诚度（customer loyalty 顾客忠诚度）'),
      word('equity', '资产；价值（brand equity 品牌资产）'),
      word('identity', '识别；形象（visual identity 视觉识别）'),
      word('extension', '延伸（brand extension 品牌延伸）'),
      word('perception', '认知；看法（consumer perception 消费者认知）'),
      word('differentiation', '差异化（product differentiation 产品差异化）'),
      word('rebranding', '品牌重塑（a costly rebranding 代价高昂的品牌重塑）'),
    ],
  ),
  training(
    'abe-topic-brand-extension',
    'topicDiscuss',
    ['话题讨论：品牌延伸的风险', 'Topic discussion: the risks of brand extension'],
    [
      '阅读一家电动牙刷品牌想进入新品类的背景和两种观点，分析品牌延伸的风险，发表你的看法。',
      'Read about an electric-toothbrush brand that wants to enter new categories and two views on it, weigh the risks of brand extension and give your own view.',
    ],
    [
      text(
        `<bl>Brightsmile</bl>, a Suzhou company, is China's third-largest electric-toothbrush brand, known for quiet motors and a two-year guarantee. Its board is discussing two extensions: a water flosser (close to its current products) and a hair dryer (a new category, but one where its motor technology would help).

<bl>View A</bl> (marketing director): "Our name is trusted. Using it on new products costs far less than building a new brand, and shops will give us shelf space at once."
<bl>View B</bl> (brand manager): "Every product we add stretches what Brightsmile means. If the hair dryer fails or has a safety problem, customers will stop trusting our toothbrushes too. People don't want their hair dryer to remind them of their teeth."`,
        '苏州的“亮齿”是中国第三大电动牙刷品牌，以马达安静和两年保修著称。董事会正在讨论两项延伸：冲牙器（与现有产品相近）和吹风机（新品类，但其马达技术会有帮助）。观点 A（营销总监）：我们的名字值得信赖，用在新产品上比打造新品牌便宜得多，商店也会立刻给我们货架。观点 B（品牌经理）：每增加一个产品，都在拉伸“亮齿”的含义。如果吹风机失败或出现安全问题，顾客也会不再信任我们的牙刷。人们不希望吹风机让他们联想到牙齿。',
      ),
    ],
    [
      qa(
        'Explain in your own words two risks of brand extension that View B points out.',
        'First, the brand’s meaning is stretched and becomes less clear (dilution). Second, a failure or safety problem in the new product can damage trust in the core product. (Also: a poor fit between the category and the brand’s image.)',
        [
          '要点：品牌稀释；新品失败连累核心产品；品类与品牌联想不匹配。',
          'Key points: dilution of the brand, a failed extension hurting the core product, a poor fit with what the brand brings to mind.',
        ],
      ),
      qa(
        'Which of the two extensions is less risky for Brightsmile, and why?',
        'The water flosser: it is in oral care, close to what customers already trust Brightsmile for, so the brand fits and the shops and customers are the same. The hair dryer is a new category with a weaker fit.',
        [
          '判断标准：与核心品类和品牌联想的契合度。',
          'The test is how well the new product fits the core category and what the brand means to customers.',
        ],
      ),
      writing(
        'Post your recommendation to the board (at least 120 words): should Brightsmile launch the hair dryer under its own name, under a new brand, or not at all? Give reasons and say how to limit the risks.',
        120,
        'Brightsmile should launch the water flosser under its own name, because it fits the oral-care promise, but sell the hair dryer under a new brand, for example "Brightsmile Labs presents Aira". The motor technology can be mentioned as an endorsement ("motor by Brightsmile"), which gives the new product some trust without tying the toothbrushes to a product that customers link with hair, not teeth. To limit the risks, the company should test the dryer in one online channel first, keep the two-year guarantee so that quality stays consistent, and set clear safety checks before launch, because one overheating dryer could damage a brand built over many years.',
        [
          '评分要点：明确建议；用契合度、成本、风险论证；提出降低风险的具体措施（背书品牌、试销、质量标准）；结构清晰。',
          'Marked on: a clear recommendation; reasons based on fit, cost and risk; concrete ways to limit the risk (an endorsed brand, a test market, quality standards); clear structure.',
        ],
      ),
    ],
  ),
  training(
    'abe-case-brand-crisis',
    'caseAnalysis',
    ['案例：一次品牌危机的处理', 'Case: how a company handled a brand crisis'],
    [
      '阅读一家空气炸锅品牌如何应对一段网络视频引发的危机，分析它前后两种做法的效果，提出建议。',
      'Read how an air-fryer brand handled a crisis started by an online video, analyse the effect of its two responses and give advice.',
    ],
    [
      text(
        `On 3 March a customer posted a video showing the handle of an <bl>Aurora Kitchen AF-5</bl> air fryer melting after twenty minutes of use. Within two days it had 2.3 million views.

Aurora's first response, on 4 March, was a short statement that the product "meets all national safety standards" and that the customer "may not have followed the instructions". Comments turned angry, a consumer association asked questions, and two large online retailers removed the AF-5 from their front pages. Aurora's sales fell by 35% in a week.

On 9 March the company changed course. Its chief executive, Zhou Min, posted a video apology, announced that engineers had found a batch of handles made with the wrong plastic, and recalled all 48,000 AF-5 units made between October and January. Every owner was offered a free replacement or a full refund, and an independent laboratory was invited to test the new handles and publish its results.

By June sales were back to 90% of their level before the crisis, and a survey showed that 64% of consumers who knew about the recall thought Aurora had "acted responsibly" in the end.`,
        '3 月 3 日，一位顾客发布视频，显示一台极光厨房 AF-5 空气炸锅使用二十分钟后把手熔化。两天内播放量达到 230 万。极光 3 月 4 日的第一次回应是一则简短声明，称产品“符合所有国家安全标准”，顾客“可能没有按说明使用”。评论变得愤怒，一家消费者协会提出质询，两家大型网络零售商将 AF-5 从首页撤下。极光的销量一周内下降了 35%。3 月 9 日，公司改变做法：首席执行官周敏发布视频道歉，宣布工程师发现一批把手用错了塑料，并召回 10 月至 1 月生产的全部 48000 台 AF-5。每位用户都可免费换新或全额退款，公司还邀请一家独立实验室测试新把手并公布结果。到 6 月，销量恢复到危机前的 90%；一项调查显示，知道这次召回的消费者中有 64% 认为极光最终“负起了责任”。',
      ),
    ],
    [
      choice(
        'What made the first response of 4 March worse than saying nothing?',
        [
          'It was published too late',
          'It defended the product and blamed the customer',
          'It offered a refund',
          'It was made by the chief executive',
        ],
        'B',
        [
          '第一次回应为产品辩护并暗示顾客使用不当，激怒了公众。',
          'It defended the product and suggested the customer was to blame, which made people angry.',
        ],
      ),
      choice(
        'Which <bl>two</bl> things happened after the statement of 4 March and before the recall?',
        [
          'Two large online retailers removed the AF-5 from their front pages',
          'An independent laboratory published its test results',
          'A consumer association asked questions',
          'Sales returned to 90% of their earlier level',
        ],
        'AC',
        [
          '第二段：声明后评论转怒、消费者协会质询、零售商撤下首页；实验室结果和销量恢复都在召回之后。',
          'Paragraph 2: after the statement a consumer association asked questions and retailers removed the product; the laboratory results and the recovery came after the recall.',
        ],
      ),
      qa(
        'Name three things in the second response that helped Aurora win back trust, and say why each one worked.',
        'The chief executive apologised in person (it showed the company took responsibility at the top); it explained the cause and recalled every affected unit (it was honest and complete); it offered a free replacement or refund and invited an independent laboratory to test the new handles (customers lost nothing and could check the facts themselves).',
        [
          '要点：高层亲自道歉、说明原因并全面召回、补救措施与第三方验证。',
          'Key points: an apology from the top, a clear cause and a full recall, a remedy for customers and independent checking.',
        ],
      ),
      writing(
        'Write a short crisis-response checklist (at least 100 words) for Aurora’s managers, based on what went wrong and right in this case.',
        100,
        '1. Respond within 24 hours, but do not defend the product before the facts are known. 2. Never blame customers in public. 3. Put a senior person, ideally the chief executive, in front of the public. 4. Find the cause quickly and say what it is. 5. Act more widely than necessary: recall every unit that may be affected. 6. Offer a simple remedy, such as a free replacement or a full refund. 7. Invite independent experts to check the solution and publish the results. 8. Keep retailers, regulators and consumer groups informed. 9. Follow up with surveys to measure how trust is recovering.',
        [
          '评分要点：从案例正反两面提炼；措施具体可操作；涉及速度、态度、原因、补救、第三方、沟通对象。',
          'Marked on: lessons from both responses; concrete actions; speed, tone, cause, remedy, independent checks and who to keep informed.',
        ],
      ),
    ],
  ),
  training(
    'abe-read-bec-missing-sentences',
    'readSkill',
    ['阅读：BEC 阅读第二部分——句子填空', 'Reading: BEC Reading Part 2, missing sentences'],
    [
      'BEC 高级阅读第二部分：文章中有五处空白，从 A–G 七个句子中为每处选出最合适的一句，有两句用不到。注意代词、连接词和前后逻辑。',
      'BEC Higher Reading Part 2: five sentences have been taken out of the article. Choose the best sentence for each gap from A–G; two are not needed. Watch the pronouns, linking words and the logic before and after each gap.',
    ],
    [
      text(
        `<bl>One brand, many markets</bl>

When a company takes its brand abroad, the first question is how much to change. (1) ____ A brand that means the same thing everywhere is cheaper to manage and easier for travelling customers to recognise.

Yet a name or colour that works at home can fail badly elsewhere. (2) ____ Before entering a market, successful firms therefore check how their name sounds, what their colours mean and whether their slogan survives translation.

Most global brands end up somewhere in the middle. (3) ____ A fast-food chain, for example, keeps its logo, its restaurant design and its service standards, but adds rice dishes in Asia and spicier sauces in Mexico.

The hardest part is often inside the company. Local managers want freedom to respond to their customers, while head office worries about losing control. (4) ____ These set out what can never change, such as the logo and the brand's core promise, and what local teams may adapt, such as products, prices and advertising.

Finally, a brand is only as strong as the experience behind it. (5) ____ Customers judge the brand by what happens when they use the product or call the service line, not by the advertising.

<bl>A</bl> Many companies solve this with written brand guidelines.
<bl>B</bl> Some argue that the brand should stay exactly the same in every country.
<bl>C</bl> They keep the elements that make the brand recognisable and adapt the rest.
<bl>D</bl> A beautifully designed logo cannot make up for late deliveries or rude staff.
<bl>E</bl> This is why advertising budgets have fallen in most markets.
<bl>F</bl> A car model's name, for instance, may be an unfortunate word in another language.
<bl>G</bl> As a result, head office has closed most of its regional offices.`,
        `一个品牌，多个市场：公司把品牌带到国外时，第一个问题是要改变多少。（1）……一个在各地含义相同的品牌管理成本更低，也更便于经常出行的顾客识别。然而，在本国行得通的名称或颜色在别处可能彻底失败。（2）……因此，成功的企业在进入市场前会检查名字的读音、颜色的含义以及口号翻译后是否还成立。大多数全球品牌最终处于中间位置。（3）……例如一家快餐连锁保留标志、餐厅设计和服务标准，但在亚洲增加米饭类菜品，在墨西哥提供更辣的酱料。最难的部分往往在公司内部：地方经理希望有自由回应顾客，总部则担心失去控制。（4）……这些规定了哪些永远不能改变（如标志和品牌核心承诺），哪些可由当地团队调整（如产品、价格和广告）。最后，品牌的强弱取决于背后的体验。（5）……顾客根据使用产品或拨打服务热线时的经历来评判品牌，而不是根据广告。

A 许多公司用书面的品牌规范来解决这个问题。B 有人认为品牌在每个国家都应完全相同。C 它们保留让品牌可识别的元素，调整其余部分。D 设计再漂亮的标志也弥补不了迟交货或粗鲁的员工。E 这就是大多数市场广告预算下降的原因。F 例如，一款车型的名字在另一种语言里可能是个不雅的词。G 结果，总部关闭了大部分地区办事处。`,
        'One brand, many markets',
      ),
    ],
    [
      choice(
        'Gap 1: which sentence fits best?',
        SENTENCE_LETTERS,
        'B',
        [
          'B 提出“完全不变”的观点，后一句 A brand that means the same thing everywhere… 正是支持它的理由。',
          'B gives the "keep it the same" view; the next sentence, "A brand that means the same thing everywhere…", gives the reason for it.',
        ],
        5,
      ),
      choice(
        'Gap 2: which sentence fits best?',
        SENTENCE_LETTERS,
        'F',
        [
          'F 用 for instance 举例说明前一句“名称可能失败”，后文 how their name sounds 与之呼应。',
          'F gives an example ("for instance") of a name failing abroad, and "how their name sounds" follows from it.',
        ],
        5,
      ),
      choice(
        'Gap 3: which sentence fits best?',
        SENTENCE_LETTERS,
        'C',
        [
          'C 的 They 指 most global brands，“保留可识别元素、调整其余”正好被下一句快餐的例子说明。',
          'In C, "They" refers to "most global brands", and "keep… adapt the rest" is what the fast-food example then shows.',
        ],
        5,
      ),
      choice(
        'Gap 4: which sentence fits best?',
        SENTENCE_LETTERS,
        'A',
        [
          'A 的 solve this 指上一句的矛盾，下一句 These set out… 的 These 指 guidelines。',
          'In A, "solve this" refers to the conflict just described, and "These set out…" in the next sentence refers to the guidelines.',
        ],
        5,
      ),
      choice(
        'Gap 5: which sentence fits best?',
        SENTENCE_LETTERS,
        'D',
        [
          'D 说明体验比标志重要，与后一句“顾客根据使用体验评判品牌”一致。E、G 与文意无关，是干扰项。',
          'D says experience matters more than a logo, which the last sentence confirms. E and G do not follow from the text: they are the two extra sentences.',
        ],
        5,
      ),
    ],
  ),
];
