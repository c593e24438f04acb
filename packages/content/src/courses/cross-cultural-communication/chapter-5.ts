/**
 * Chapter 5 of Cross-Cultural Business Communication, brand marketing: how global brands market
 * themselves locally, a brand manager on choosing a brand name, a brand name lost in translation
 * and brand slogans translated both ways.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
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
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { playOnce } from './shared';

export const CCC_CHAPTER_5: TTrainingSeed[] = [
  training(
    'ccc-read-global-brands',
    'readSkill',
    ['阅读：全球品牌的本土化营销', 'Reading: how global brands market themselves locally'],
    [
      '阅读一篇关于全球品牌在中国做本土化营销的文章，完成练习。',
      'Read an article on how global brands market themselves locally in China and do the exercises.',
    ],
    [
      text(
        `<bl>Think global, act local</bl>

Global brands want one strong identity everywhere, yet they must speak to each market in its own way. Marketers call this balance "glocal".

In 2013 Coca-Cola in China replaced its logo on some bottles with popular internet nicknames, such as "高富帅" (tall, rich and handsome), so that young people would buy and share a bottle "for" a friend. The idea came from Australia, where the bottles carried first names; in China, nicknames suited a culture where friends rarely call each other by their full names. Sales of the bottles rose by about 20%.

When Oreo biscuits first sold poorly in China, Kraft found that Chinese shoppers found them too sweet and the packs too big. It made a less sweet biscuit, smaller and cheaper packs, and later a green-tea flavour. Within a few years Oreo was the best-selling biscuit in China.

Starbucks kept its name, its logo and its coffee, but built larger shops, because Chinese customers often come in groups and stay longer, and it sells mooncakes before the Mid-Autumn Festival.

What stays the same is the brand promise; what changes is how it is told: the product mix, the pack, the festival, the joke and the language.`,
        '《全球思考，本地行动》全球品牌希望在各地保持统一而鲜明的形象，同时又必须用每个市场自己的方式与之沟通。营销人员把这种平衡称为“全球本土化”。2013 年，可口可乐在中国把部分瓶身上的标志换成了流行的网络昵称，如“高富帅”，让年轻人买一瓶“送给”朋友并分享。这个创意来自澳大利亚，那里的瓶子印的是名字；在中国，朋友之间很少直呼全名，所以昵称更合适。这类瓶装可乐的销量增长了约 20%。奥利奥饼干刚进入中国时销量不佳，卡夫发现中国消费者觉得它太甜、包装太大。于是推出了甜度更低的饼干、更小更便宜的包装，后来又推出绿茶口味。几年之内，奥利奥成为中国最畅销的饼干。星巴克保留了品牌名、标志和咖啡，但开设了更大的门店，因为中国顾客常结伴而来、停留更久；它还在中秋节前销售月饼。保持不变的是品牌承诺；改变的是讲述方式：产品组合、包装、节日、笑点和语言。',
        'Global brands, local marketing',
      ),
    ],
    [
      choice(
        'Why did Coca-Cola use nicknames in China instead of first names?',
        [
          'First names were too long to print',
          'Friends in China rarely call each other by their full names',
          'The law did not allow names on bottles',
          'Nicknames were cheaper',
        ],
        'B',
        [
          '原文：nicknames suited a culture where friends rarely call each other by their full names。',
          'The text: friends "rarely call each other by their full names".',
        ],
      ),
      matching(
        'Match each brand with what it changed for China.',
        [
          ['Coca-Cola', 'internet nicknames on the bottles'],
          ['Oreo', 'a less sweet biscuit in smaller packs'],
          ['Starbucks', 'larger shops and mooncakes for the festival'],
        ],
        ['三个品牌的本土化做法。', 'What each of the three brands changed.'],
      ),
      trueFalse('Starbucks changed its name and logo for the Chinese market.', false, [
        '原文：Starbucks kept its name, its logo and its coffee。',
        'The text: "Starbucks kept its name, its logo and its coffee".',
      ]),
      fillBlank(
        'Marketers call the balance between one global identity and local marketing "{{1}}". Sales of the nickname bottles rose by about {{2}}%.',
        [
          ['glocal', 'glocalisation', 'glocalization'],
          ['20', 'twenty'],
        ],
        ['第一段的术语和第二段的数字。', 'The term in the first paragraph and the figure in the second.'],
      ),
      qa(
        'According to the last paragraph, what should stay the same and what may change when a global brand markets itself locally?',
        'The brand promise stays the same; the way it is told, such as the product mix, the pack, the festivals, the humour and the language, may change.',
        ['最后一段。', 'The last paragraph.'],
        10,
      ),
    ],
  ),
  training(
    'ccc-hear-brand-naming',
    'hearingSkill',
    ['听力：品牌经理谈品牌命名', 'Listening: a brand manager on choosing a brand name'],
    [
      `听一位品牌经理讲她的茶饮料如何为欧洲市场取名。${playOnce[0]}`,
      `Listen to a brand manager explain how her tea drinks got their name for Europe. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-brand-naming.mp3', 'Naming a tea brand for Europe')],
    [
      fillBlank(
        'The Chinese name was tested with {{1}} shoppers in London, Paris and Berlin. The agency suggested {{2}} names.',
        [
          ['300', 'three hundred'],
          ['40', 'forty'],
        ],
        ['测试人数和候选名称数量。', 'The number of shoppers and of names suggested.'],
      ),
      choice(
        'Which is NOT one of the four rules for the new name?',
        [
          'It must be short',
          'It must be easy to say in English, French and German',
          'It must translate the Chinese name exactly',
          'It must be free to register as a trademark and a web address',
        ],
        'C',
        [
          '四条规则：短、易读、无不良含义、可注册；没有要求直译中文名。',
          'The rules: short, easy to say, no bad meaning, free to register; no exact translation.',
        ],
      ),
      trueFalse('Only six of the suggested names passed the language check.', true, [
        '原文：Only six passed the language check。',
        'The manager says "Only six passed the language check".',
      ]),
      sequencing(
        'Put the steps of the naming process in order.',
        [
          'Test the Chinese name with European shoppers',
          'Set rules for the new name',
          'Collect name ideas from an agency',
          'Check the names with native speakers',
          'Choose the winning name',
        ],
        ['按采访中讲述的顺序。', 'In the order the manager describes.'],
      ),
      qa(
        'Give two reasons why "Yunmi" won.',
        'It keeps a sound from the Chinese name and is easy to say; in tests people thought of clouds and of something light and natural.',
        [
          '任意两点：保留中文发音、容易读、联想积极。',
          'Any two: keeps a Chinese sound, easy to say, good associations.',
        ],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'ccc-case-brand-name',
    'caseAnalysis',
    ['案例：品牌名称的翻译失误', 'Case: a brand name lost in translation'],
    [
      '阅读一个化妆品品牌在英国市场因名称受挫的案例，分析原因并为它重新命名。',
      'Read how a cosmetics brand struggled in Britain because of its name, analyse why and rename it.',
    ],
    [
      text(
        `Shanghai Fangfang Cosmetics sells its lipsticks under the brand 芳芳, a pretty, friendly name that suggests fragrance. When the company entered the UK in 2024, it printed the name in pinyin, <bl>FANGFANG</bl>, on every box, the website and a London Underground poster campaign costing GBP 180,000.

British shoppers did not read the name as Chinese. In English a <re>fang</re> is the long, sharp tooth of a snake or a dog. On social media the campaign became a joke ("lipstick for vampires"), and a beauty blogger with 400,000 followers asked whether the product "bites".

The lipsticks themselves received good reviews for colour and price (GBP 12), but after nine months sales in the UK were 35% below plan. Two large chemists' chains delayed listing the brand "until the name issue is solved". A competitor from Korea, launched the same month under an easy English name, met its targets.`,
        '上海芳芳化妆品以“芳芳”为品牌销售口红，这个名字美好亲切，让人联想到芬芳。公司 2024 年进入英国时，在每个盒子、网站和一场花费 18 万英镑的伦敦地铁海报广告上都印了拼音 FANGFANG。英国消费者并不把它当作中文名。在英语中，fang 指蛇或狗的又长又尖的牙。这场广告在社交媒体上成了笑话（“吸血鬼专用口红”），一位拥有 40 万粉丝的美妆博主问这款产品“咬不咬人”。口红本身的颜色和价格（12 英镑）口碑不错，但九个月后英国销量比计划低 35%。两家大型药妆连锁店推迟上架，称要“等名称问题解决”。同月上市、用一个简单英文名的韩国竞争品牌则完成了目标。',
      ),
    ],
    [
      choice(
        'What was the main cause of the problem?',
        [
          'The quality of the lipsticks',
          'A price too high for the UK',
          'The pinyin name has a negative meaning in English',
          'The poster campaign was too small',
        ],
        'C',
        [
          '产品和价格口碑好；问题出在 fang 的英文含义。',
          'Product and price were praised; the problem was the English meaning of "fang".',
        ],
      ),
      qa(
        'What checks should the company have done before printing the name? Give two.',
        'Ask native English speakers what the name suggests, test it with a group of target shoppers, and search its meanings and slang in English (and check the trademark).',
        [
          '要点：母语者审查、目标消费者测试、查询俚语与商标。',
          'Key points: native-speaker check, consumer testing, a search for slang and trademarks.',
        ],
        15,
      ),
      qa(
        'The car maker Mitsubishi sold its Pajero as the "Montero" in Spain and Latin America, because "pajero" is a rude word in Spanish. What does this example teach Fangfang?',
        'That even large global firms rename a product for a market where its name has a bad meaning; a different brand name for one market is normal and can be done while keeping the same product.',
        ['要点：针对单一市场改名是常规做法。', 'Key point: renaming for one market is normal practice.'],
        15,
      ),
      writing(
        'Write a memo to Fangfang’s marketing director (at least 100 words): propose a new UK name, explain why it works and say how to relaunch without wasting the first campaign.',
        100,
        'I propose the name "Fenna" for the UK. It is short, easy to say, keeps the "f" sound of 芳, and suggests something soft and natural; our checks with ten native speakers found no negative meaning, and the trademark is free. We can turn the joke into publicity: a short social-media campaign, "Fangfang is now Fenna – no bites, just colour", shows that we listen to customers. Boxes can be relabelled in the UK warehouse, and we should offer the two chemists\' chains the new packs at the same GBP 12 price with a launch display.',
        [
          '评分要点：新名称及理由（易读、无负面含义、可注册）、重新上市方案、备忘录格式。',
          'Marked on: a new name with reasons (easy to say, no bad meaning, free to register), a relaunch plan, memo form.',
        ],
      ),
    ],
  ),
  training(
    'ccc-trans-brand-slogans',
    'translateSkill',
    ['翻译：品牌宣传语', 'Translation: brand slogans'],
    [
      '先把著名英文宣传语与公认的中文译法配对，再双向翻译品牌宣传语：保留意思、节奏和感染力，而不是逐字直译。',
      'Match famous English slogans with their accepted Chinese versions, then translate brand slogans both ways: keep the meaning, rhythm and appeal, not every word.',
    ],
    [],
    [
      matching(
        'Match each English slogan with its accepted Chinese version.',
        [
          ['A diamond is forever. (De Beers)', '钻石恒久远，一颗永流传。'],
          ['Melts in your mouth, not in your hands. (M&M’s)', '只溶在口，不溶在手。'],
          ['Just do it. (Nike)', '只管去做。'],
          ['Impossible is nothing. (Adidas)', '没有不可能。'],
        ],
        [
          '好的宣传语翻译追求对仗和韵律，如“恒久远 / 永流传”。',
          'Good slogan translations add balance and rhythm, as in 恒久远 / 永流传.',
        ],
        15,
      ),
      translation(
        'Translate this slogan of a sportswear brand into Chinese. Keep it short and balanced.',
        'en-cn',
        'Run further. Dream bigger.',
        '跑得更远，梦得更大。',
        [
          '两个短句对仗，保留祈使语气与比较级的力量。',
          'Two balanced short phrases keep the imperative and the comparatives.',
        ],
      ),
      translation(
        'Translate this slogan of a tea company into Chinese.',
        'en-cn',
        'From our mountains to your cup.',
        '从我们的高山，到您的茶杯。',
        [
          '保留 from…to… 的画面感；“茶杯”比“杯子”更贴合茶品牌。',
          'Keep the picture of from… to…; 茶杯 suits a tea brand better than 杯子.',
        ],
      ),
      translation(
        'Translate this home-appliance slogan into English for a European market.',
        'cn-en',
        '用心制造，温暖每个家。',
        'Made with care, for every home.',
        [
          '不要逐字译“用心”“温暖”；英文宣传语常用简短介词短语。',
          'Do not translate 用心 and 温暖 word for word; English slogans like short prepositional phrases.',
        ],
      ),
      translation(
        'Translate this slogan of an electric-car maker into English.',
        'cn-en',
        '绿色出行，从我开始。',
        'Cleaner journeys start with me.',
        [
          '“绿色出行”不宜译成 green travel（易误解为旅游），cleaner journeys 更自然。',
          '"Green travel" sounds like tourism; "cleaner journeys" is more natural.',
        ],
      ),
    ],
  ),
];
