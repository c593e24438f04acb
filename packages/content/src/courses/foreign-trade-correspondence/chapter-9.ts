/**
 * Chapter 9 of Foreign Trade Correspondence, packing: a packing clause with shipping-mark
 * instructions, the words for packing materials and methods, a buyer's packing requirements
 * translated, and a letter telling the buyer how the goods will be packed.
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
import { wordDrill } from './speaking-drills';

const stress = [
  '读清词尾辅音，如 carton 的 /n/、crate 的 /t/。',
  'Say the final consonants clearly: the /n/ of "carton", the /t/ of "crate".',
] as const;

export const CHAPTER_9_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-packing-shipping-marks',
    'readSkill',
    ['阅读：包装条款与唛头说明', 'Reading: a packing clause and shipping marks'],
    [
      '阅读合同中的包装条款和买方的唛头说明，回答问题并认出唛头的各个部分。',
      'Read the packing clause of a contract and the buyer’s instructions for the shipping marks. Answer the questions and name each part of the mark.',
    ],
    [
      text(
        `<bl>Packing clause — Contract No. JX26-212</bl> (Jiangxi Jingci Porcelain Co., Ltd. → Atlas Hotel Supply, Casablanca)
Each cup and saucer set to be wrapped in bubble film and packed in a white inner box; 36 boxes to an export carton of five-ply corrugated board, lined with foam at the top and bottom. Cartons to be strapped with two plastic bands and stacked on fumigated wooden pallets, 30 cartons to a pallet, shrink-wrapped.

<bl>Shipping mark instructions — from the buyer</bl>
Please mark each carton, on two sides, in black stencil:

ATLAS
JX26-212
CASABLANCA
C/NO. 1-300

Side marks: FRAGILE, HANDLE WITH CARE, THIS SIDE UP, gross and net weight in kilograms, and the carton size in centimetres.`,
        '包装条款——合同 JX26-212（江西景瓷瓷业有限公司 → 卡萨布兰卡 Atlas 酒店用品公司）：每套杯碟用气泡膜包裹，装入白色内盒；每 36 盒装一个五层瓦楞纸出口纸箱，箱内上下衬泡沫。纸箱用两根塑料打包带捆扎，码放在经熏蒸的木托盘上，每托盘 30 箱，缠绕薄膜。唛头说明——买方：请在每箱两侧用黑色模板刷唛：ATLAS / JX26-212 / CASABLANCA / 箱号 1–300。侧唛：易碎、小心轻放、此面向上、毛重与净重（公斤）以及纸箱尺寸（厘米）。',
        'Packing a porcelain order',
      ),
    ],
    [
      matching(
        'Match each line of the main mark with what it shows.',
        [
          ['ATLAS', 'the consignee’s initials or short name'],
          ['JX26-212', 'the contract or reference number'],
          ['CASABLANCA', 'the port of destination'],
          ['C/NO. 1-300', 'the carton number out of the total'],
        ],
        [
          '标准唛头四要素：收货人简称、参考号、目的港、件号。',
          'The four parts of a standard mark: consignee, reference number, destination, package number.',
        ],
      ),
      fillBlank(
        'The order has {{1}} cartons, that is {{2}} cup and saucer sets, on {{3}} pallets.',
        [
          ['300', 'three hundred'],
          ['10,800', '10800'],
          ['10', 'ten'],
        ],
        [
          '箱号 1–300，共 300 箱；300 × 36 = 10800 套；300 ÷ 30 = 10 个托盘。',
          'Cartons 1 to 300; 300 × 36 = 10,800 sets; 300 ÷ 30 = 10 pallets.',
        ],
        15,
      ),
      sequencing(
        'Put the layers of packing in order, from the product outwards.',
        ['Bubble film', 'White inner box', 'Five-ply export carton', 'Wooden pallet, shrink-wrapped'],
        [
          '由内到外：气泡膜 → 内盒 → 外箱 → 托盘缠膜。',
          'From the inside: bubble film, inner box, export carton, the shrink-wrapped pallet.',
        ],
      ),
      trueFalse('The pallets must be fumigated because the clause asks for wooden pallets.', true, [
        '木质包装出口通常须熏蒸（IPPC 标准），条款写明 fumigated wooden pallets。',
        'Wooden packing for export usually has to be fumigated (the IPPC rule); the clause says "fumigated wooden pallets".',
      ]),
      qa(
        'Why does the buyer ask for "FRAGILE, HANDLE WITH CARE, THIS SIDE UP" as side marks?',
        'Because the goods are porcelain: the indicative marks tell dockers and drivers to handle the cartons gently and keep them upright, which reduces breakage.',
        [
          '指示性标志提醒装卸人员轻拿轻放、保持向上，减少瓷器破损。',
          'Indicative marks tell handlers to be gentle and keep the cartons upright, so less porcelain breaks.',
        ],
        10,
      ),
    ],
  ),
  wordDrill(
    'ftc-words-packing-materials',
    ['单词训练：包装材料与方式', 'Word training: packing materials and methods'],
    [
      '朗读外贸包装中最常用的材料和方式的词；中文给出词义和常见用途。',
      'Read aloud the words for the packing materials and methods used most in trade; the Chinese gives the meaning and a common use.',
    ],
    stress,
    [
      ['carton', '纸箱（最常用的出口外包装）'],
      ['pallet', '托盘（便于叉车装卸）'],
      ['crate', '板条箱（装机器等重货）'],
      ['polybag', '塑料袋（服装单件包装）'],
      ['bale', '包；捆（棉花、布匹）'],
      ['drum', '桶（装液体或化工品）'],
    ],
  ),
  training(
    'ftc-trans-buyer-packing-requirements',
    'translateSkill',
    ['翻译：客户的包装要求', 'Translation: a buyer’s packing requirements'],
    [
      '先配对包装术语，再翻译客户邮件中的包装要求，中英两个方向。',
      'Match the packing terms first, then translate the packing requirements in a buyer’s email, in both directions.',
    ],
    [],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['inner packing', '内包装'],
          ['outer packing', '外包装'],
          ['seaworthy packing', '适合海运的包装'],
          ['neutral packing', '中性包装'],
          ['shipping marks', '运输标志（唛头）'],
        ],
        ['包装条款的基本术语。', 'The basic terms of a packing clause.'],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Each pair of shoes should be packed in a shoe box, and 12 boxes in an export carton. The cartons must be strong enough to stand rough handling.',
        '每双鞋装一个鞋盒，每 12 盒装一个出口纸箱。纸箱必须足够坚固，经得起粗暴搬运。',
        [
          'stand rough handling 经得起粗暴搬运，是包装要求的常用说法。',
          '"stand rough handling" is a stock phrase of packing requirements.',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'As the goods will be stored in a humid warehouse, please line every carton with waterproof paper and add a bag of desiccant.',
        '由于货物将存放在潮湿的仓库中，请在每个纸箱内衬防水纸，并放一袋干燥剂。',
        [
          'line ... with 用……作衬里；desiccant 干燥剂。',
          '"line ... with" means to put a lining inside; "desiccant" is 干燥剂.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '请采用中性包装，纸箱上不得显示中国制造字样及任何厂名。',
        'Please use neutral packing: the cartons must not show "Made in China" or the name of any factory.',
        [
          '中性包装 neutral packing；“不得显示” must not show / bear。',
          '"neutral packing"; "must not show" or "must not bear".',
        ],
      ),
      fillBlank(
        'Complete the requirement: "The goods should be packed in {{1}} packing suitable for a long sea voyage, and the cartons {{2}} on pallets."',
        [
          ['seaworthy', 'export'],
          ['stacked', 'placed', 'loaded'],
        ],
        [
          'seaworthy packing 适合海运的包装；stack on pallets 码放在托盘上。',
          '"seaworthy packing"; cartons are "stacked on pallets".',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-packing-arrangements',
    'writingSkill',
    ['写作：告知客户包装安排', 'Writing: telling the buyer how the goods will be packed'],
    [
      '作为卖方，写信告诉买方货物将如何包装、如何刷唛，并回应买方对破损的担心，不少于 100 词。',
      'As the seller, write telling the buyer how the goods will be packed and marked, and answer the buyer’s worry about breakage; at least 100 words.',
    ],
    [
      text(
        `You are <bl>Peng Yu</bl>, Jiangxi Jingci Porcelain. <bl>Mr Youssef Benali</bl> of Atlas Hotel Supply, Casablanca, writes: "Our last supplier’s cups arrived with 6% broken. How will you pack our order JX26-212?"

Your packing: bubble film for each cup and saucer set; white inner box; 36 boxes to a five-ply carton lined with foam; two plastic bands per carton; 30 cartons to a fumigated pallet, shrink-wrapped; 300 cartons in all. Shipping marks as he asked (ATLAS / JX26-212 / CASABLANCA / C/NO. 1-300), with FRAGILE and THIS SIDE UP. Your drop tests: no breakage from 80 cm. Your breakage rate last year: under 0.3%.`,
        '你是江西景瓷瓷业的彭宇。卡萨布兰卡 Atlas 酒店用品公司的优素福·贝纳利先生来信：“上一个供应商的杯子到货时破损 6%。贵方将如何包装我们的 JX26-212 订单？”你的包装：每套杯碟包气泡膜，装白色内盒；每 36 盒装一个内衬泡沫的五层纸箱；每箱两根塑料打包带；每个熏蒸托盘 30 箱，缠绕膜；共 300 箱。唛头按其要求，并加“易碎”“此面向上”。跌落测试：80 厘米无破损。去年破损率低于 0.3%。',
      ),
    ],
    [
      choice(
        'Which detail will reassure Mr Benali most about breakage?',
        [
          'The cartons are numbered 1 to 300',
          'The drop test from 80 cm showed no breakage',
          'The marks are printed in black',
          'The cartons are white',
        ],
        'B',
        [
          '跌落测试和破损率是证明包装可靠的事实依据。',
          'The drop test and the breakage rate are hard facts that prove the packing works.',
        ],
        5,
      ),
      writing(
        'Write your reply to Mr Benali.',
        100,
        `Dear Mr Benali,

Re: Packing of order JX26-212

Thank you for your email. We understand your concern about breakage, and we would like to explain how your order will be packed.

Each cup and saucer set will be wrapped in bubble film and put in a white inner box. Thirty-six boxes will be packed in a five-ply export carton lined with foam at the top and bottom, and each carton will be strapped with two plastic bands. The 300 cartons will be stacked on fumigated wooden pallets, 30 cartons to a pallet, and shrink-wrapped.

Every carton will carry the shipping marks you gave us, ATLAS / JX26-212 / CASABLANCA / C/NO. 1-300, together with FRAGILE and THIS SIDE UP.

This packing passed our drop test from 80 cm without breakage, and our breakage rate last year was under 0.3%.

We are confident your goods will arrive in perfect condition.

Yours sincerely,
Peng Yu
Jiangxi Jingci Porcelain Co., Ltd.`,
        [
          '评分要点：回应对方担心、内外包装与托盘描述准确有序、唛头完整、用测试与数据说明可靠性、语气令人放心。',
          'Marked on: answering the worry, inner and outer packing and pallets described in order, the full marks, test results and figures as proof, a reassuring tone.',
        ],
      ),
    ],
  ),
];
