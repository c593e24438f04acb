/**
 * Chapter 10 of Foreign Trade Correspondence, shipment: a shipping advice read, a freight
 * forwarder confirming space on the phone, the sentences that urge shipment and ask for more time,
 * a shipping advice written, and a letter asking for partial shipment.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  dictation,
  documents,
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
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { sentenceDrill } from './speaking-drills';

const linking = [
  '日期和船名读清楚；请求句语气委婉，句末语调下降。',
  'Say dates and ship names clearly; keep requests polite, with the voice falling at the end.',
] as const;

export const CHAPTER_10_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-shipping-advice',
    'readSkill',
    ['阅读：一份装运通知', 'Reading: a shipping advice'],
    [
      '阅读卖方在货物装船后发给买方的装运通知，找出船名、日期、单据和买方需要采取的行动。',
      'Read the shipping advice a seller sends once the goods are on board. Find the vessel, the dates, the documents and what the buyer has to do.',
    ],
    [
      text(
        `<bl>From:</bl> Lin Xiaomei, Xiamen Hongtai Stone Co., Ltd.
<bl>To:</bl> Pieter de Vries, Stonehouse BV, Rotterdam
<bl>Date:</bl> 15 June 2026
<bl>Subject:</bl> Shipping advice — Contract No. HT26-093, L/C No. ABN-77140

Dear Mr de Vries,

We are pleased to advise you that the granite kitchen worktops under the above contract were shipped today on board <re>m.v. CMA CGM Vega, Voy. 0FE3W</re>, sailing from Xiamen to Rotterdam. The vessel is due to arrive at Rotterdam on or about <re>20 July</re>.

Shipment details:
Containers: 2 × 40' GP, Nos. CMAU 482 1937 and CMAU 482 2058
Packages: 96 wooden crates, gross weight 41,280 kg
B/L No.: CMDU XMN 603 2291, dated 15 June 2026
Invoice value: USD 73,920.00 FOB Xiamen

As the goods were sold on FOB terms, please arrange <re>insurance</re> from today. One set of non-negotiable copies of the documents is attached; the originals are being presented to the bank under the L/C.

We trust the goods will reach you in good condition.

Yours sincerely,
Lin Xiaomei`,
        `发件人：厦门宏泰石材有限公司林晓梅。收件人：鹿特丹 Stonehouse 公司彼得·德弗里斯。日期：2026 年 6 月 15 日。主题：装运通知——合同 HT26-093，信用证 ABN-77140。尊敬的德弗里斯先生：我们高兴地通知您，上述合同项下的花岗岩厨房台面已于今日装上“达飞维加”轮（航次 0FE3W），由厦门驶往鹿特丹，预计 7 月 20 日左右抵达鹿特丹。装运明细：集装箱 2 个 40 英尺普柜，箱号 CMAU 482 1937 和 CMAU 482 2058；木箱 96 个，毛重 41280 公斤；提单号 CMDU XMN 603 2291，日期 2026 年 6 月 15 日；发票金额 73920 美元 FOB 厦门。由于货物按 FOB 条件出售，请自即日起办理保险。随附一套不可转让的单据副本，正本单据正在信用证项下向银行交单。相信货物将完好抵达。林晓梅谨上。`,
        'Shipping advice from Xiamen',
      ),
    ],
    [
      choice(
        'Why does the seller ask the buyer to arrange insurance?',
        [
          'Because the seller forgot to insure the goods',
          'Because under FOB the buyer insures the goods from the time they are on board',
          'Because the L/C has expired',
          'Because the goods are fragile',
        ],
        'B',
        [
          'FOB 下货物装船后风险转移给买方，由买方投保，所以装运通知必须及时发出。',
          'Under FOB the risk passes to the buyer once the goods are on board, so the buyer insures them; that is why the advice must be sent at once.',
        ],
      ),
      matching(
        'Match each item with its detail in the advice.',
        [
          ['Vessel and voyage', 'CMA CGM Vega, Voy. 0FE3W'],
          ['Estimated arrival', 'on or about 20 July'],
          ['Number of packages', '96 wooden crates'],
          ['Bill of lading', 'CMDU XMN 603 2291'],
        ],
        ['装运通知的基本内容。', 'The basic contents of a shipping advice.'],
      ),
      trueFalse('The original documents are attached to the email.', false, [
        '随附的是不可转让的副本，正本向银行交单议付。',
        'Only non-negotiable copies are attached; the originals go to the bank under the L/C.',
      ]),
      fillBlank(
        'The goods are shipped in {{1}} containers of 40 feet, and the invoice value is USD {{2}}.',
        [
          ['2', 'two'],
          ['73,920.00', '73,920', '73920', '73920.00'],
        ],
        ["2 × 40' GP；发票金额 73920 美元 FOB 厦门。", 'Two 40-foot containers; 73,920 dollars FOB Xiamen.'],
      ),
      qa(
        'Give two reasons why a seller should send the shipping advice on the day of loading.',
        'So that the buyer can insure the goods in time (especially under FOB or CFR), and so that it can prepare to pay, clear customs and take delivery when the vessel arrives.',
        [
          '及时投保；准备付款、报关和提货。',
          'Timely insurance, and preparing payment, customs clearance and delivery.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftc-hear-shipping-space',
    'hearingSkill',
    ['听力：货代电话确认舱位', 'Listening: a freight forwarder confirms shipping space'],
    [
      '听货代打电话给出口商确认舱位，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a freight forwarder phoning an exporter to confirm shipping space. Play it through once before answering; at most 3 plays.',
    ],
    [audio('ftc-hear-shipping-space.mp3', 'Oceanlink calls Ms Lin')],
    [
      choice(
        'Why can the goods not go on the vessel of 12 June?',
        ['The containers are not ready', 'The vessel is full', 'The L/C does not allow it', 'The port is closed'],
        'B',
        [
          '"The vessel you wanted on the twelfth of June is full."',
          '"The vessel you wanted on the twelfth of June is full."',
        ],
      ),
      fillBlank(
        'The new vessel sails from Xiamen on {{1}} June. The booking number is {{2}}.',
        [
          ['15', '15th', 'fifteenth'],
          ['OL8356', 'OL 8356', 'OL-8356'],
        ],
        ['六月十五日开航；订舱号 OL8356。', 'It sails on 15 June; the booking number is OL8356.'],
      ),
      sequencing(
        'Put the deadlines in the order they fall.',
        [
          'Shipping instructions to the forwarder (11 June)',
          'Containers at the terminal by noon (13 June)',
          'The vessel sails (15 June)',
          'The last shipment date in the L/C (30 June)',
        ],
        [
          '托运单 11 日 → 截关 13 日中午 → 开船 15 日 → 信用证最迟装运日 30 日。',
          'Instructions on the 11th, cut-off on the 13th, sailing on the 15th, the L/C limit on the 30th.',
        ],
      ),
      trueFalse('Sailing on 15 June still meets the letter of credit.', true, [
        '林女士说信用证允许在 30 日前装运。',
        'Ms Lin says the credit allows shipment until the thirtieth.',
      ]),
      qa(
        'What will Kevin send Ms Lin after the call?',
        'The booking confirmation, by email.',
        ['"I will email the booking confirmation now."', '"I will email the booking confirmation now."'],
        10,
      ),
      dictation('Listen and write the sentence you hear.', 'ftc-dictation-shipping-advice.mp3', [
        'on the day the goods are loaded 装船当天，装运通知要及时。',
        '"on the day the goods are loaded": a shipping advice must go out at once.',
      ]),
    ],
    LISTENING_RULES,
  ),
  sentenceDrill(
    'ftc-sentences-urge-shipment-extension',
    ['句子训练：催促装运与请求展期', 'Sentence training: urging shipment and asking for more time'],
    [
      '跟读买方催促装运、卖方请求延期装运时常用的句子。',
      'Repeat the sentences a buyer uses to urge shipment and a seller uses to ask for more time.',
    ],
    linking,
    [
      [
        'As the selling season is approaching, we must ask you to ship the goods without delay.',
        '由于销售季节临近，我们必须请贵方立即装运。',
      ],
      [
        'Please let us know the name of the vessel and the date of shipment as soon as possible.',
        '请尽快告知船名和装运日期。',
      ],
      ['Any delay in shipment would cause us serious losses.', '任何装运延误都会给我们造成严重损失。'],
      [
        'Owing to a shortage of shipping space, we are unable to ship the goods before the end of this month.',
        '由于舱位紧张，我们无法在本月底前装运。',
      ],
      [
        'We would be grateful if you could extend the shipment date and the validity of the credit by two weeks.',
        '如蒙将装运期和信用证有效期各延展两周，我们将不胜感激。',
      ],
    ],
  ),
  training(
    'ftc-write-shipping-advice',
    'writingSkill',
    ['写作：装运通知', 'Writing: a shipping advice'],
    [
      '货物已装船：先填写装运通知的要点，再写一封完整的装运通知邮件，不少于 80 词。',
      'The goods are on board: fill in the key points of the shipping advice first, then write the full email; at least 80 words.',
    ],
    [
      text(
        `You are <bl>Qian Hao</bl>, Shipping Department, <bl>Suzhou Jinhe Silk Co., Ltd.</bl>

Buyer: <bl>Ms Chiara Romano</bl>, Seta Bella S.r.l., Milan. Contract No. JH26-150; L/C No. UCI-55310.
Goods: 3,600 silk scarves in 60 cartons, gross weight 1,020 kg, in one 20' container No. TGHU 310 7764.
Loaded today, 8 August 2026, on m.v. <bl>COSCO Shipping Aries, Voy. 058W</bl>, Shanghai to Genoa; ETA Genoa 12 September. B/L No. COSU 6421 8853. Price terms CFR Genoa (so the buyer insures). Copies of the invoice, packing list and B/L are attached.`,
        '你是苏州金禾丝绸有限公司船务部的钱浩。买方：米兰 Seta Bella 公司奇亚拉·罗马诺女士；合同 JH26-150；信用证 UCI-55310。货物：真丝围巾 3600 条，60 箱，毛重 1020 公斤，装一个 20 英尺集装箱 TGHU 310 7764。今天（2026 年 8 月 8 日）装上“中远海运白羊座”轮 058W 航次，上海至热那亚，预计 9 月 12 日抵达热那亚。提单号 COSU 6421 8853。价格条件 CFR 热那亚（买方投保）。随附发票、装箱单和提单副本。',
      ),
    ],
    [
      documents(
        'Fill in the key points of the shipping advice.',
        'SHIPPING ADVICE',
        'Use the facts given. Write dates like 8 August 2026.',
        [
          [
            'vessel',
            'Vessel and voyage',
            ['COSCO Shipping Aries, Voy. 058W', 'COSCO Shipping Aries Voy. 058W', 'COSCO Shipping Aries 058W'],
          ],
          ['date', 'Date of shipment', ['8 August 2026', '8 Aug 2026', 'August 8, 2026', '2026-08-08']],
          ['from', 'Port of loading', ['Shanghai']],
          ['to', 'Port of destination', ['Genoa']],
          ['eta', 'ETA', ['12 September 2026', '12 September', '12 Sep 2026', 'September 12, 2026']],
          ['bl', 'B/L No.', ['COSU 6421 8853', 'COSU64218853']],
          ['packages', 'Number of packages', ['60 cartons', '60']],
        ],
        [
          '装运通知要点：船名航次、装运日、装运港、目的港、预计到港日、提单号、件数。',
          'The key points: vessel and voyage, shipment date, ports, ETA, B/L number, number of packages.',
        ],
        35,
      ),
      jumbled(
        'Warm-up: put the words in order to make the opening sentence.',
        'We are pleased to advise you that your order has been shipped.',
        [
          '装运通知的开头：We are pleased to advise you that ...。',
          'The opening of a shipping advice: "We are pleased to advise you that ...".',
        ],
      ),
      writing(
        'Write the shipping advice email to Ms Romano.',
        80,
        `Subject: Shipping advice — Contract No. JH26-150, L/C No. UCI-55310

Dear Ms Romano,

We are pleased to advise you that your order of 3,600 silk scarves under Contract No. JH26-150 has been shipped today, 8 August 2026, on m.v. COSCO Shipping Aries, Voy. 058W, from Shanghai to Genoa. The vessel is expected to arrive at Genoa on 12 September.

The goods are packed in 60 cartons, gross weight 1,020 kg, in container No. TGHU 310 7764. The B/L No. is COSU 6421 8853.

As the goods were sold CFR Genoa, please arrange insurance from today. Copies of the invoice, packing list and bill of lading are attached.

Yours sincerely,
Qian Hao
Shipping Department, Suzhou Jinhe Silk Co., Ltd.`,
        [
          '评分要点：主题行含合同与信用证号、船名航次日期港口准确、件数毛重箱号提单号齐全、提醒买方投保、附件说明。',
          'Marked on: a subject line with the contract and L/C numbers; accurate vessel, date and ports; packages, weight, container and B/L; the insurance reminder; the attachments.',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-partial-shipment',
    'writingSkill',
    ['写作：要求分批装运', 'Writing: asking for partial shipment'],
    [
      '卖方无法一次交齐全部货物：写信请买方同意分批装运并修改信用证，不少于 100 词。',
      'The seller cannot ship the whole order at once: write asking the buyer to agree to partial shipment and to amend the credit; at least 100 words.',
    ],
    [
      text(
        `You are <bl>Ma Jun</bl>, Sales Manager, <bl>Hebei Huayu Bicycle Co., Ltd.</bl>

Contract No. HY26-204 with <bl>Mr Kofi Mensah</bl>, Accra Cycles Ltd, Ghana: 2,400 mountain bikes, shipment not later than 31 October 2026, <bl>partial shipments not allowed</bl> (L/C No. GCB-20931).

A supplier’s fire has delayed the gear sets. 1,500 bikes will be ready by 25 October; the other 900 by 20 November. You want to ship 1,500 by 31 October and 900 by 30 November, with the L/C amended: partial shipments allowed, the second lot by 30 November, expiry extended to 15 December. You will pay the amendment charges.`,
        '你是河北华宇自行车有限公司销售经理马军。与加纳 Accra Cycles 公司科菲·门萨先生的合同 HY26-204：山地自行车 2400 辆，不迟于 2026 年 10 月 31 日装运，不允许分批装运（信用证 GCB-20931）。一家供应商失火，变速器延误。1500 辆 10 月 25 日前可备妥，另外 900 辆 11 月 20 日前备妥。你希望 10 月 31 日前先装 1500 辆，11 月 30 日前装 900 辆，并修改信用证：允许分批装运、第二批 11 月 30 日前装运、有效期延至 12 月 15 日。改证费用由你方承担。',
      ),
    ],
    [
      fillBlank(
        'Complete the amendment request: "Please amend the L/C to {{1}} partial shipments and {{2}} its validity to 15 December."',
        [['allow', 'permit'], ['extend']],
        [
          'allow partial shipments 允许分批装运；extend the validity 延展有效期。',
          '"allow partial shipments"; "extend the validity".',
        ],
      ),
      choice(
        'Which sentence best makes the request easier for the buyer to accept?',
        [
          'We are not responsible for our supplier’s fire.',
          'All charges for the amendment will be for our account.',
          'You must accept two lots.',
          'Please wait until all the bikes are ready.',
        ],
        'B',
        [
          '主动承担改证费用，体现诚意，让对方更容易同意。',
          'Offering to pay the amendment charges shows good faith and makes agreement easier.',
        ],
        5,
      ),
      writing(
        'Write the letter to Mr Kofi Mensah.',
        100,
        `Dear Mr Mensah,

Re: Contract No. HY26-204 — request for partial shipment

We regret to inform you that a fire at our supplier’s plant has delayed the delivery of gear sets for your order of 2,400 mountain bikes.

1,500 bikes will be ready by 25 October, but the remaining 900 will not be ready until 20 November. To get the first bikes to you as early as possible, we propose to ship 1,500 bikes by 31 October and the balance of 900 by 30 November.

As your L/C No. GCB-20931 does not allow partial shipments, we would ask you to amend it as follows: partial shipments allowed; the latest date of shipment for the second lot 30 November 2026; expiry extended to 15 December 2026. All charges for the amendment will be for our account.

We apologise for the inconvenience and hope for your understanding. Please let us have your reply as soon as possible.

Yours sincerely,
Ma Jun
Sales Manager, Hebei Huayu Bicycle Co., Ltd.`,
        [
          '评分要点：说明原因、给出两批的数量和日期、列出信用证修改内容、承担改证费用、致歉并请求尽快答复。',
          'Marked on: the reason, both lots with quantities and dates, the L/C amendments listed, paying the charges, an apology and a request for a quick reply.',
        ],
      ),
    ],
  ),
];
