/**
 * Chapter 11 of Foreign Trade Correspondence, insurance: the insurance clause of a contract and
 * the types of cover, the terms of marine insurance, an insurance clause translated, and a buyer
 * asking the seller to arrange insurance on its behalf.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  fillBlank,
  jumbled,
  matching,
  qa,
  text,
  training,
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { wordDrill } from './speaking-drills';

const stress = [
  '注意重音：PRE-mi-um、UN-der-wri-ter、in-SURED。',
  'Mind the stress: PRE-mi-um, UN-der-wri-ter, in-SURED.',
] as const;

export const CHAPTER_11_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-insurance-cover',
    'readSkill',
    ['阅读：保险条款与险别说明', 'Reading: insurance clauses and the types of cover'],
    [
      '阅读一份合同的保险条款和保险公司对主要险别的说明，回答问题。',
      'Read the insurance clause of a contract and an insurer’s notes on the main types of cover, then answer the questions.',
    ],
    [
      text(
        `<bl>Insurance clause — Contract No. SD26-318</bl> (CIF Durban)
Insurance to be effected by the Seller for <re>110% of the invoice value</re> against <re>All Risks and War Risk</re> as per the Ocean Marine Cargo Clauses of the People’s Insurance Company of China (PICC), dated 1 January 2009. Claims, if any, payable in Durban in the currency of the draft.

<bl>Notes on the main types of cover</bl>
<bl>FPA (Free from Particular Average)</bl> — the narrowest cover: total loss, and partial loss only when caused by major accidents such as stranding, sinking or fire.
<bl>WPA (With Particular Average)</bl> — FPA plus partial loss caused by heavy weather.
<bl>All Risks</bl> — WPA plus loss or damage from general external causes such as theft, rain, breakage or leakage.
War Risk and Strikes Risk are <re>additional risks</re>: they are not included in All Risks and must be added by name. The Institute Cargo Clauses used in London are similar: ICC (C) is close to FPA, ICC (B) to WPA and ICC (A) to All Risks.
The extra 10% above the invoice value covers the buyer’s expected profit and costs.`,
        '保险条款——合同 SD26-318（CIF 德班）：由卖方按发票金额的 110% 投保一切险和战争险，以中国人民保险公司 2009 年 1 月 1 日海洋运输货物保险条款为准。如有索赔，在德班以汇票币种赔付。主要险别说明：平安险（FPA）——承保范围最小：全损，以及仅由搁浅、沉没、火灾等重大意外造成的部分损失。水渍险（WPA）——平安险加上恶劣气候造成的部分损失。一切险——水渍险加上偷窃、雨淋、破碎、渗漏等一般外来原因造成的损失。战争险和罢工险是附加险，不包括在一切险内，必须单独列明加保。伦敦使用的协会货物条款与之类似：ICC(C) 近似平安险，ICC(B) 近似水渍险，ICC(A) 近似一切险。发票金额之上加的 10% 用于补偿买方的预期利润和费用。',
        'Insurance clause and cover',
      ),
    ],
    [
      fillBlank(
        'The invoice value is USD 50,000. The goods must be insured for USD {{1}}, against All Risks and {{2}} Risk.',
        [
          ['55,000', '55000', '55,000.00', '55000.00'],
          ['War', 'war'],
        ],
        [
          '50000 × 110% = 55000 美元；条款要求一切险加战争险。',
          '50,000 × 110% = 55,000 dollars; the clause asks for All Risks and War Risk.',
        ],
      ),
      matching(
        'Match each type of cover with what it adds or is close to.',
        [
          ['FPA', 'total loss and partial loss from major accidents only'],
          ['WPA', 'FPA plus partial loss from heavy weather'],
          ['All Risks', 'WPA plus theft, rain, breakage and leakage'],
          ['ICC (A)', 'the London clauses closest to All Risks'],
        ],
        [
          '三种基本险别逐级扩大：平安险 < 水渍险 < 一切险；ICC(A) 近似一切险。',
          'The basic covers widen step by step: FPA, then WPA, then All Risks; ICC (A) is close to All Risks.',
        ],
      ),
      trueFalse('War Risk is included in All Risks.', false, [
        '原文：War Risk and Strikes Risk ... are not included in All Risks and must be added by name。',
        'The notes say war and strikes are not included in All Risks and must be added by name.',
      ]),
      choice(
        'A carton of glasses is broken by rough handling in port. Which cover pays for it?',
        ['FPA', 'WPA', 'All Risks', 'None of them'],
        'C',
        [
          '破碎属于一般外来原因，只有一切险承保；平安险和水渍险都不赔。',
          'Breakage is a general external cause, covered only by All Risks, not by FPA or WPA.',
        ],
      ),
      qa(
        'Why is the seller, not the buyer, to insure the goods under this contract?',
        'Because the price is CIF Durban: under CIF the seller must take out insurance for the buyer’s benefit and hand over the policy with the shipping documents.',
        [
          'CIF 条件下由卖方办理保险并提交保险单。',
          'Under CIF the seller insures and hands over the policy with the documents.',
        ],
        10,
      ),
    ],
  ),
  wordDrill(
    'ftc-words-marine-insurance',
    ['单词训练：海运保险术语', 'Word training: marine insurance terms'],
    [
      '朗读海运货物保险中最常用的术语；中文给出词义和它在保险业务中的角色。',
      'Read aloud the terms used most in marine cargo insurance; the Chinese gives the meaning and the role each plays.',
    ],
    stress,
    [
      ['premium', '保险费（投保人支付）'],
      ['policy', '保险单'],
      ['underwriter', '保险人；承保人'],
      ['insured', '被保险人'],
      ['average', '海损（particular average 单独海损）'],
      ['surveyor', '检验人（出具货损检验报告）'],
    ],
  ),
  training(
    'ftc-trans-insurance-clause',
    'translateSkill',
    ['翻译：保险条款', 'Translation: an insurance clause'],
    [
      '先配对保险术语，再把合同和信用证中的保险条款英译中、中译英。',
      'Match the insurance terms first, then translate the insurance clauses of contracts and credits in both directions.',
    ],
    [],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['All Risks', '一切险'],
          ['With Particular Average (WPA)', '水渍险'],
          ['Free from Particular Average (FPA)', '平安险'],
          ['War Risk', '战争险'],
          ['insurance policy', '保险单'],
        ],
        ['险别与保险单据的标准译名。', 'The standard names of the types of cover and the policy.'],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Insurance to be covered by the Seller for 110% of the invoice value against All Risks and War Risk as per the Ocean Marine Cargo Clauses of the PICC.',
        '由卖方按发票金额的 110% 投保一切险和战争险，以中国人民保险公司海洋运输货物保险条款为准。',
        [
          'to be covered by the Seller 由卖方投保；as per 以……为准。',
          '"to be covered by the Seller" is 由卖方投保; "as per" is 以……为准.',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Insurance policy in duplicate, blank endorsed, showing claims payable at destination in the currency of the draft.',
        '保险单一式两份，空白背书，注明在目的地以汇票币种赔付。',
        [
          '这是信用证单据条款；blank endorsed 空白背书；claims payable at destination 在目的地赔付。',
          'A documents clause of a credit: "blank endorsed" 空白背书, "claims payable at destination" 在目的地赔付.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '保险由买方自理。如买方要求加保破碎险，额外保险费由买方负担。',
        'Insurance is to be covered by the Buyer. If the Buyer asks for additional cover against breakage, the extra premium shall be for the Buyer’s account.',
        [
          '“由买方自理” to be covered by the Buyer；“由买方负担” for the Buyer’s account。',
          '"to be covered by the Buyer"; "for the Buyer’s account".',
        ],
      ),
      fillBlank(
        'Under FOB and CFR the {{1}} insures the goods; under CIF the {{2}} does.',
        [
          ['buyer', 'Buyer'],
          ['seller', 'Seller'],
        ],
        ['FOB、CFR 买方投保；CIF 卖方投保。', 'FOB and CFR: the buyer insures; CIF: the seller insures.'],
      ),
    ],
  ),
  training(
    'ftc-write-ask-seller-insurance',
    'writingSkill',
    ['写作：请卖方代办保险', 'Writing: asking the seller to arrange insurance'],
    [
      '作为 CFR 条件下的买方，写信请卖方代为投保，说明保险金额、险别和保费的支付方式，不少于 100 词。',
      'As the buyer under CFR terms, write asking the seller to insure the goods for you: state the amount, the cover and how you will pay the premium; at least 100 words.',
    ],
    [
      text(
        `You are <bl>Nadia Haddad</bl>, Purchasing Manager of <bl>Cedar Home SARL</bl>, Beirut. You have bought 1,800 glass vases from <bl>Shandong Qingjing Glassware Co., Ltd.</bl> (contact Ms Han Yue) under Contract No. QJ26-066, USD 21,600.00 CFR Beirut, shipment in September.

You have no insurer who works with Chinese ports, so you want Qingjing to insure the goods on your behalf: 110% of the invoice value, against All Risks including breakage, and War Risk. You will pay the premium when you receive their debit note, or they may draw on you for it together with the invoice.`,
        '你是贝鲁特 Cedar Home 公司采购经理娜迪亚·哈达德。你按 QJ26-066 号合同向山东清晶玻璃器皿有限公司（联系人韩悦女士）购买玻璃花瓶 1800 个，21600 美元 CFR 贝鲁特，9 月装运。你没有与中国港口合作的保险公司，因此希望清晶代为投保：按发票金额 110%，投保一切险（含破碎）和战争险。收到对方的借记通知后支付保费，或对方可连同发票一并向你开立汇票收取。',
      ),
    ],
    [
      fillBlank(
        'Work out the figures: the amount insured is USD {{1}}. If the premium rate is 0.8%, the premium is USD {{2}}.',
        [['23,760.00', '23,760', '23760', '23760.00'], ['190.08']],
        [
          '21600 × 110% = 23760；23760 × 0.8% = 190.08 美元。',
          '21,600 × 110% = 23,760; 23,760 × 0.8% = 190.08 dollars.',
        ],
      ),
      jumbled(
        'Warm-up: put the words in order to make the key request.',
        'Please insure the goods on our behalf against All Risks and War Risk.',
        ['on our behalf 代我方；险别用 against 引出。', '"on our behalf" means for us; the cover follows "against".'],
      ),
      writing(
        'Write the letter to Ms Han Yue.',
        100,
        `Dear Ms Han,

Re: Contract No. QJ26-066 — insurance of 1,800 glass vases

Our order under Contract No. QJ26-066 was placed on CFR terms, so the insurance is for our account. As we have no insurer who deals with Chinese ports, we would be grateful if you could insure the goods on our behalf.

Please cover the shipment for 110% of the invoice value, that is USD 23,760.00, against All Risks, including breakage, and War Risk.

We will refund the premium as soon as we receive your debit note. Alternatively, you may draw on us for the premium together with the invoice amount.

Please send us the insurance policy with the other shipping documents. Thank you for your help in this matter.

Yours sincerely,
Nadia Haddad
Purchasing Manager, Cedar Home SARL`,
        [
          '评分要点：说明 CFR 下本应自行投保及请对方代办的原因、保险金额与险别准确（含破碎与战争险）、保费支付方式、请求随单寄保单、礼貌致谢。',
          'Marked on: why you ask under CFR, the correct amount and cover (with breakage and War Risk), how the premium will be paid, the policy sent with the documents, polite thanks.',
        ],
      ),
    ],
  ),
];
