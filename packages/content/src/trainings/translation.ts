/** Translation skills (translateSkill): business passages both ways, with term warm-ups. */
import type { TTrainingSeed } from '@lingua/contracts';
import { fillBlank, matching, training, translation } from './builders';

export const TRANSLATION_TRAININGS: TTrainingSeed[] = [
  training(
    'trans-lc-clauses',
    'translateSkill',
    ['翻译：信用证条款', 'Translation: letter-of-credit clauses'],
    ['先配对术语，再翻译信用证条款。', 'Match the terms, then translate the clauses of a letter of credit.'],
    [],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['beneficiary', '受益人'],
          ['applicant', '开证申请人'],
          ['issuing bank', '开证行'],
          ['partial shipments', '分批装运'],
          ['latest date of shipment', '最迟装运日期'],
        ],
        ['信用证基本当事人与条款术语。', 'The parties and the basic terms of a letter of credit.'],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Partial shipments are not allowed. Transhipment is allowed. The latest date of shipment is 31 August.',
        '不允许分批装运。允许转运。最迟装运日期为 8 月 31 日。',
        [
          '注意 allowed / not allowed 的对应；日期按中文习惯。',
          'Keep "allowed / not allowed" exact; write the date the Chinese way.',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'This credit is available by payment at sight against presentation of the documents detailed herein.',
        '本信用证凭提交本证规定的单据即期付款。',
        [
          'available by payment at sight 即期付款；herein 本证。',
          '"available by payment at sight" is 即期付款; "herein" refers to this credit.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '全套清洁已装船提单，凭指示，空白背书，注明运费已付。',
        'Full set of clean on board bills of lading, made out to order, blank endorsed, marked "freight prepaid".',
        [
          '提单条款有固定表达：to order, blank endorsed, freight prepaid。',
          'Use the fixed phrases: to order, blank endorsed, freight prepaid.',
        ],
      ),
    ],
  ),
  training(
    'trans-company-profile',
    'translateSkill',
    ['翻译：公司简介', 'Translation: a company profile'],
    [
      '将中文公司简介译为英文，并完成术语填空。',
      'Translate a Chinese company profile into English and fill in the terms.',
    ],
    [],
    [
      fillBlank(
        'Complete the terms: 有限公司 = Co., {{1}}; 总部 = {{2}}; 年产量 = annual {{3}}.',
        [
          ['Ltd', 'Ltd.', 'Limited'],
          ['headquarters', 'head office'],
          ['output', 'production', 'capacity'],
        ],
        ['公司简介常用词。', 'Common words in company profiles.'],
        15,
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '浙江华美服饰有限公司成立于 2005 年，总部位于杭州，是一家集设计、生产和出口于一体的服装企业。',
        'Zhejiang Huamei Garments Co., Ltd. was founded in 2005 and has its headquarters in Hangzhou. It is a clothing company that designs, produces and exports its own garments.',
        ['“集……于一体”宜拆译，用动词列举。', 'Render "集……于一体" with a list of verbs rather than word for word.'],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '公司年产服装 300 万件，产品远销欧美及东南亚 20 多个国家和地区。',
        'The company produces three million garments a year and exports them to more than 20 countries and regions in Europe, North America and Southeast Asia.',
        [
          '“远销”译为 export to 即可；“欧美”指欧洲和北美。',
          '"远销" is simply "export to"; "欧美" means Europe and North America.',
        ],
      ),
    ],
  ),
  training(
    'trans-business-email',
    'translateSkill',
    ['翻译：商务邮件', 'Translation: a business email'],
    ['把一封英文催款邮件译成中文。', 'Translate an English payment reminder into Chinese.'],
    [],
    [
      translation(
        'Translate into Chinese.',
        'en-cn',
        'We would like to remind you that invoice No. 2318, due on 15 April, remains unpaid.',
        '特此提醒，贵方于 4 月 15 日到期的第 2318 号发票至今尚未付款。',
        [
          '催款语气应礼貌而明确；remains unpaid 译作“尚未付款”。',
          'Keep the reminder polite but clear; "remains unpaid" is 尚未付款.',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'If you have already made the payment, please ignore this message. Otherwise, we would appreciate it if you could settle the account within seven days.',
        '如贵方已付款，请忽略此邮件；否则，烦请于七日内结清款项，不胜感激。',
        [
          'settle the account 结清账款；we would appreciate it if... 烦请……不胜感激。',
          '"settle the account" is 结清款项; "we would appreciate it if..." is a polite request.',
        ],
      ),
      matching(
        'Match the phrases with their meanings.',
        [
          ['overdue', '逾期的'],
          ['outstanding balance', '未结余额'],
          ['bank transfer', '银行转账'],
          ['remittance', '汇款'],
        ],
        ['付款类高频词。', 'High-frequency payment words.'],
        12,
      ),
    ],
  ),
];
