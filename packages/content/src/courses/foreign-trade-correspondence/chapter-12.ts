/**
 * Chapter 12 of Foreign Trade Correspondence, complaints and claims: a letter of claim and the
 * reply settling it, a claim for damaged goods analysed (who answers for which loss), complaint
 * sentences that are firm but polite, and both letters written: the claim and the reply to it.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  fillBlank,
  jumbled,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { sentenceDrill } from './speaking-drills';

const firm = [
  '语气坚定但不激动：事实和数字读清楚，请求部分放慢，句末语调下降。',
  'Firm, not angry: say the facts and figures clearly, slow down on the request and let the voice fall at the end.',
] as const;

export const CHAPTER_12_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-claim-settlement',
    'readSkill',
    ['阅读：索赔函与理赔函', 'Reading: a letter of claim and the reply settling it'],
    [
      '阅读买方的索赔函和卖方的理赔答复，找出索赔的理由、依据和最终的解决办法。',
      'Read a buyer’s letter of claim and the seller’s reply settling it. Find the grounds of the claim, the evidence and how it is settled.',
    ],
    [
      text(
        `<bl>Letter of claim — 6 October 2026</bl>
Dear Mr Zhou,
Re: Contract No. FS26-120, 2,000 cartons of canned mandarin oranges
The above goods arrived at Hamburg on 28 September. On inspection we found that <re>160 cartons</re> contained swollen and leaking cans. The survey report of SGS Hamburg, enclosed, states that the damage was caused by <re>faulty sealing at the factory</re>. As the goods cannot be sold, we must claim <re>EUR 3,840.00</re>, the value of the 160 cartons, plus the survey fee of EUR 260.00, EUR 4,100.00 in all. We look forward to your early settlement.
Yours sincerely, Hannah Vogel, Frischmarkt GmbH

<bl>Reply settling the claim — 9 October 2026</bl>
Dear Ms Vogel,
Re: Your claim of 6 October, Contract No. FS26-120
We were very sorry to learn from your letter of 6 October that 160 cartons of our canned mandarin oranges arrived damaged. We have studied the SGS report and checked our production records, which show that a sealing machine was wrongly set on one shift. We therefore <re>accept your claim in full</re>. As you prefer, we will deduct EUR 4,100.00 from the invoice for your next order, FS26-141. We have replaced the machine’s seals and added a pressure test for every batch, so that this will not happen again.
Yours sincerely, Zhou Jian, Fujian Sanming Foods Co., Ltd.`,
        '索赔函（2026 年 10 月 6 日）：尊敬的周先生，事由：合同 FS26-120，罐装橘子 2000 箱。上述货物于 9 月 28 日抵达汉堡。经检验，我们发现 160 箱中有胀罐和漏罐。随附的汉堡 SGS 检验报告指出，损坏由工厂封口不良造成。由于货物无法销售，我们必须索赔这 160 箱的货值 3840 欧元，加上检验费 260 欧元，共计 4100 欧元。盼早日理赔。Frischmarkt 公司汉娜·福格尔。理赔答复（2026 年 10 月 9 日）：尊敬的福格尔女士，事由：贵方 10 月 6 日索赔，合同 FS26-120。得知我方 160 箱罐装橘子到货损坏，深感抱歉。我们研究了 SGS 报告并核查了生产记录，记录显示某一班次的封口机设置有误。因此我们全额接受贵方索赔。按贵方意愿，我们将在下一订单 FS26-141 的发票中扣除 4100 欧元。我们已更换封口机密封件，并对每批产品增加压力测试，以免再次发生。福建三明食品有限公司周健。',
        'A claim and its settlement',
      ),
    ],
    [
      fillBlank(
        'Each carton is worth EUR {{1}}. The total claim is EUR {{2}}.',
        [
          ['24.00', '24'],
          ['4,100.00', '4,100', '4100', '4100.00'],
        ],
        [
          '3840 ÷ 160 = 24 欧元／箱；3840 + 260 = 4100 欧元。',
          '3,840 ÷ 160 = 24 euros a carton; 3,840 + 260 = 4,100 euros.',
        ],
      ),
      choice(
        'What evidence supports the buyer’s claim?',
        [
          'Photos taken by the buyer’s staff',
          'The survey report of SGS Hamburg',
          'A letter from the shipping line',
          'The seller’s catalogue',
        ],
        'B',
        [
          '索赔必须有独立检验机构的检验报告作依据。',
          'A claim needs the report of an independent surveyor as evidence.',
        ],
      ),
      sequencing(
        'Put the steps of the seller’s reply in order.',
        [
          'Express regret for the damage',
          'Explain what the seller has checked and found',
          'Accept the claim and say how it will be settled',
          'Say what has been done to prevent it happening again',
        ],
        [
          '理赔函四步：致歉 → 调查结果 → 接受并说明赔付方式 → 改进措施。',
          'The four moves: regret, findings, acceptance and settlement, prevention.',
        ],
      ),
      trueFalse('The seller will pay the claim by sending money to the buyer at once.', false, [
        '卖方按买方意愿在下一订单发票中扣除 4100 欧元，而不是立即汇款。',
        'The seller will deduct EUR 4,100 from the next invoice, as the buyer prefers, not send money now.',
      ]),
      qa(
        'Why does the seller accept the claim in full instead of offering less?',
        'Because the survey report and its own production records show the damage was its fault (faulty sealing), and settling fairly keeps a customer who is already placing the next order.',
        [
          '责任明确在卖方；公平理赔可以保住仍在下单的客户。',
          'The fault is clearly the seller’s, and a fair settlement keeps a customer who is still ordering.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftc-case-damaged-goods-claim',
    'caseAnalysis',
    ['案例：一起货损索赔', 'Case: a claim for damaged goods'],
    [
      '阅读一起瓷砖货损索赔案例，根据检验报告分清卖方、承运人和保险公司各自的责任，并提出处理意见。',
      'Read a claim for broken ceramic tiles. Use the survey report to decide what the seller, the carrier and the insurer each answer for, and advise on how to handle it.',
    ],
    [
      text(
        `<bl>Foshan Jinyu Ceramics</bl> sold 1,200 cartons of porcelain floor tiles to <bl>Outback Build Pty Ltd</bl>, Brisbane, at AUD 36.00 per carton <bl>CIF Brisbane</bl>. The contract required each carton to have <re>plastic corner protectors</re>. Jinyu insured the goods against All Risks for 110% of the invoice value.

On arrival, Outback Build found <re>150 cartons</re> with broken tiles and claimed AUD 5,400.00 from Jinyu. The survey report says:
• 100 cartons were crushed because the ship’s crew stowed heavy steel coils on top of them. The bill of lading was clean.
• 50 cartons broke at the corners; these cartons had <re>no corner protectors</re>. Jinyu’s packing staff had run out of protectors and packed the last cartons without them.`,
        '佛山金玉陶瓷以每箱 36 澳元 CIF 布里斯班的价格向布里斯班 Outback Build 公司出售瓷质地砖 1200 箱。合同要求每箱加塑料护角。金玉按发票金额 110% 投保了一切险。货到后，Outback Build 发现 150 箱瓷砖破碎，向金玉索赔 5400 澳元。检验报告称：100 箱因船员把重型钢卷压在上面而被压碎，提单为清洁提单；50 箱在箱角处破碎，这些箱子没有护角——金玉包装工人护角用完，最后一批箱子没有加护角就包装了。',
        'Broken tiles in Brisbane',
      ),
    ],
    [
      matching(
        'Match each loss with the party it should be claimed from first.',
        [
          ['50 cartons without corner protectors', 'the seller, Foshan Jinyu'],
          ['100 cartons crushed by steel coils', 'the insurer, under All Risks, or the carrier'],
          ['the survey fee for the 100 crushed cartons', 'the insurer, together with that claim'],
        ],
        [
          '包装不符合同是卖方责任；运输途中积载不当的损失可向保险公司（一切险）索赔，保险公司赔付后再向承运人追偿。',
          'Packing that breaks the contract is the seller’s fault; loss from bad stowage in transit is claimed under All Risks, and the insurer then recovers from the carrier.',
        ],
      ),
      fillBlank(
        'The seller should pay for {{1}} cartons, that is AUD {{2}}.',
        [
          ['50', 'fifty'],
          ['1,800.00', '1,800', '1800', '1800.00'],
        ],
        ['50 × 36 = 1800 澳元。', '50 × 36 = 1,800 Australian dollars.'],
      ),
      choice(
        'Why does the clean bill of lading matter to the case?',
        [
          'It proves the goods were insured',
          'It shows the cartons were in good order when loaded, so the crushing happened on board',
          'It shows the buyer paid for the goods',
          'It proves the corner protectors were fitted',
        ],
        'B',
        [
          '清洁提单证明装船时外表状况良好，压损发生在承运人掌管期间。',
          'A clean B/L shows the cartons were in apparent good order when loaded, so the damage happened in the carrier’s care.',
        ],
      ),
      qa(
        'Outback Build has claimed the full AUD 5,400.00 from Jinyu. What should Jinyu reply about the 100 crushed cartons?',
        'That this loss happened on board through the carrier’s stowage, so it is covered by the All Risks policy Jinyu took out for the buyer; Jinyu will send the policy and help the buyer claim from the insurer (who will recover from the carrier).',
        [
          'CIF 下货物运输风险已转移给买方，但保单背书给了买方，买方可凭保单向保险公司索赔，卖方应积极协助。',
          'Under CIF the transit risk is the buyer’s, but the buyer holds the policy and can claim on it; the seller should help.',
        ],
      ),
      writing(
        'In about 100 words, advise Jinyu on how to answer the claim and what to change in its own work.',
        100,
        'Jinyu should answer promptly and politely, accept responsibility for the 50 cartons packed without corner protectors and offer AUD 1,800.00, by replacement tiles or a deduction from the next invoice. For the 100 crushed cartons it should explain, with the survey report and the clean B/L, that the loss happened on board, send the insurance policy and help the buyer claim under All Risks. In its own work, Jinyu should check packing materials before packing starts, never pack outside the contract without asking the buyer, and have a supervisor check a sample of cartons before loading.',
        [
          '评分要点：分清责任、承担己方部分并给出赔付方式、协助买方向保险公司索赔、提出具体的内部改进。',
          'Marked on: sorting out responsibility, settling the seller’s share, helping the insurance claim, specific improvements at the factory.',
        ],
      ),
    ],
  ),
  sentenceDrill(
    'ftc-sentences-firm-polite-complaints',
    ['句子训练：语气坚定而得体的投诉', 'Sentence training: complaining firmly but politely'],
    [
      '跟读投诉和索赔中常用的句子：陈述事实、说明影响、提出要求，语气坚定而不失礼貌。',
      'Repeat the sentences of complaints and claims: state the facts, the effect and what you want, firmly but politely.',
    ],
    firm,
    [
      [
        'We regret to inform you that the goods we received yesterday are not up to the standard of your samples.',
        '我们遗憾地通知贵方，昨天收到的货物与贵方样品的标准不符。',
      ],
      [
        'On opening the cartons, we found that thirty of them were badly damaged.',
        '开箱后，我们发现其中三十箱严重损坏。',
      ],
      [
        'This delay has caused us considerable inconvenience, as our customers are waiting for the goods.',
        '这次延误给我们造成了很大不便，因为我们的客户正在等货。',
      ],
      ['We must ask you to replace the damaged items at your expense.', '我们必须请贵方负担费用更换损坏的货物。'],
      [
        'We trust you will settle this matter promptly, as we value our business relationship.',
        '我们珍视双方的业务关系，相信贵方会迅速解决此事。',
      ],
    ],
  ),
  training(
    'ftc-write-letter-of-claim',
    'writingSkill',
    ['写作：索赔函', 'Writing: a letter of claim'],
    [
      '作为买方，根据检验报告写一封索赔函，不少于 120 词：说明货物与问题、引用证据、提出具体索赔金额与要求。',
      'As the buyer, write a letter of claim from the survey report, at least 120 words: the goods and the problem, the evidence, and a specific amount and demand.',
    ],
    [
      text(
        `You are <bl>David Okoro</bl>, Import Manager, <bl>Lagos Living Ltd</bl>, Nigeria.

Contract No. WX26-077 with <bl>Wuxi Tianhe Textiles Co., Ltd.</bl> (contact Ms Jiang Ping): 5,000 bed-sheet sets, grade A, 300 thread count, USD 7.20 per set CIF Lagos. Arrived 14 November 2026.
Survey report No. BV-LAG-26-4418 (Bureau Veritas, 18 November): 600 sets are of <bl>180 thread count</bl>, not 300; the sheets are thinner than the approved sample. Cause: wrong fabric used in production.
Your demand: replace the 600 sets at the seller’s cost within 45 days, or a refund of their value plus the survey fee of USD 350.00. Reply wanted within 10 days.`,
        '你是尼日利亚 Lagos Living 公司进口经理大卫·奥科罗。与无锡天和纺织有限公司（联系人蒋萍女士）的合同 WX26-077：床单套件 5000 套，A 级，300 支纱，每套 7.20 美元 CIF 拉各斯，2026 年 11 月 14 日到货。必维检验报告 BV-LAG-26-4418（11 月 18 日）：600 套为 180 支纱而非 300 支，比确认样品薄；原因是生产中用错面料。你的要求：45 天内由卖方负担费用更换这 600 套，或退还其货款并支付检验费 350 美元。要求 10 天内答复。',
      ),
    ],
    [
      fillBlank(
        'Work out the claim for a refund: the value of the 600 sets is USD {{1}}; with the survey fee the total is USD {{2}}.',
        [
          ['4,320.00', '4,320', '4320', '4320.00'],
          ['4,670.00', '4,670', '4670', '4670.00'],
        ],
        ['600 × 7.20 = 4320；4320 + 350 = 4670 美元。', '600 × 7.20 = 4,320; 4,320 + 350 = 4,670 dollars.'],
      ),
      jumbled(
        'Warm-up: put the words in order to make the sentence that gives your evidence.',
        'We enclose the survey report issued by Bureau Veritas.',
        ['索赔要附检验报告作为证据。', 'A claim encloses the survey report as evidence.'],
      ),
      writing(
        'Write the letter of claim to Ms Jiang Ping.',
        120,
        `Dear Ms Jiang,

Re: Contract No. WX26-077 — claim for 600 bed-sheet sets

The 5,000 bed-sheet sets under the above contract arrived at Lagos on 14 November. We regret to inform you that 600 sets are not of the quality contracted for.

The contract and your approved sample are for grade A sheets of 300 thread count. However, Bureau Veritas found that 600 sets are of only 180 thread count and clearly thinner than the sample. Their survey report No. BV-LAG-26-4418, which we enclose, states that the wrong fabric was used in production.

We cannot sell these sets to our customers. We must therefore ask you either to replace the 600 sets at your expense within 45 days, or to refund their value of USD 4,320.00 together with the survey fee of USD 350.00, USD 4,670.00 in all.

Please let us have your reply within 10 days. We hope this matter can be settled quickly, as we wish to continue our business with you.

Yours sincerely,
David Okoro
Import Manager, Lagos Living Ltd`,
        [
          '评分要点：合同号与货物、问题具体（数量与规格差异）、引用检验报告并附上、两种索赔方案与金额准确、答复期限、坚定而礼貌。',
          'Marked on: contract and goods, a specific problem (quantity and the difference in specification), the survey report cited and enclosed, both remedies with correct figures, a reply deadline, a firm but polite tone.',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-reply-claim',
    'writingSkill',
    ['写作：理赔答复函', 'Writing: reply to a claim'],
    [
      '作为卖方答复买方的索赔：部分接受、部分拒绝并说明依据，提出解决办法，不少于 120 词。',
      'As the seller, reply to the buyer’s claim: accept part of it, decline the rest with your grounds, and propose a settlement; at least 120 words.',
    ],
    [
      text(
        `You are <bl>Jiang Ping</bl>, Wuxi Tianhe Textiles. <bl>David Okoro</bl> of Lagos Living has claimed USD 4,670.00 for 600 bed-sheet sets of 180 instead of 300 thread count (Contract WX26-077, survey report BV-LAG-26-4418).

Your checks: your records confirm that 400 sets were made from a wrong fabric lot; you accept those. For the other 200 sets, your pre-shipment inspection by SGS Wuxi (report SGS-WX-26-9102, 2 November) found 300 thread count, so you believe they were mixed up with another supplier’s goods in the buyer’s warehouse. You offer: replace 400 sets free of charge, shipped within 30 days, and pay 2/3 of the survey fee (USD 233.33). You ask for samples of the other 200 sets to test.`,
        '你是无锡天和纺织的蒋萍。Lagos Living 公司的大卫·奥科罗就 600 套 180 支（而非 300 支）床单套件索赔 4670 美元（合同 WX26-077，检验报告 BV-LAG-26-4418）。你的核查：生产记录证实有 400 套用了错误批次的面料，你方接受这部分。其余 200 套，装运前 SGS 无锡的检验（报告 SGS-WX-26-9102，11 月 2 日）为 300 支，你认为它们在买方仓库中与其他供应商的货物混淆了。你方提议：免费更换 400 套，30 天内装运，并承担检验费的三分之二（233.33 美元）；请对方寄来其余 200 套的样品供检测。',
      ),
    ],
    [
      choice(
        'What is the strongest ground for declining the claim on the other 200 sets?',
        [
          'The buyer is new',
          'An independent pre-shipment inspection found them to be of 300 thread count',
          'The claim arrived late',
          'The price was already low',
        ],
        'B',
        [
          '拒绝索赔要有证据：独立机构的装运前检验报告。',
          'Declining a claim needs evidence: an independent pre-shipment inspection report.',
        ],
        5,
      ),
      fillBlank(
        'Complete the sentence that accepts part of the claim: "We {{1}} responsibility for the 400 sets and will {{2}} them free of charge."',
        [['accept', 'take'], ['replace']],
        [
          'accept responsibility for 承担责任；replace ... free of charge 免费更换。',
          '"accept responsibility for"; "replace ... free of charge".',
        ],
      ),
      writing(
        'Write the reply to David Okoro.',
        120,
        `Dear Mr Okoro,

Re: Your claim on Contract No. WX26-077

Thank you for your letter and the survey report No. BV-LAG-26-4418. We are very sorry for the trouble this shipment has caused you.

We have checked our production records, which show that 400 sets were made from a wrong lot of fabric. We accept full responsibility for these 400 sets and will replace them free of charge, shipping the new sets within 30 days. We will also pay two thirds of the survey fee, USD 233.33.

As for the other 200 sets, our pre-shipment inspection by SGS Wuxi (report No. SGS-WX-26-9102 of 2 November, copy enclosed) found every lot to be of 300 thread count. We think these sets may have been mixed with other goods in your warehouse. Could you send us samples of them, so that we can test them and settle this part fairly?

We value our business with you and will do our best to put this right.

Yours sincerely,
Jiang Ping
Wuxi Tianhe Textiles Co., Ltd.`,
        [
          '评分要点：致歉、承认 400 套并给出具体赔付（更换、时间、检验费）、对 200 套以检验报告为据委婉拒绝并提出进一步核查、维护关系。',
          'Marked on: an apology, accepting 400 sets with a concrete settlement (replacement, timing, fee), declining the 200 sets politely on the evidence of the report and proposing a further check, keeping the relationship.',
        ],
      ),
    ],
  ),
];
