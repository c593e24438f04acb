/**
 * Chapter 7 of Foreign Trade Correspondence, terms of payment: remittance, collection and letters
 * of credit compared, the words of payment clauses, a payment clause translated, a buyer asking to
 * pay by D/P, and a payment reminder.
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
  translation,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { wordDrill } from './speaking-drills';

const stress = [
  '注意多音节词的重音位置，如 re-MIT-tance、ne-go-ti-A-tion。',
  'Mind the stress of long words: re-MIT-tance, ne-go-ti-A-tion.',
] as const;

export const CHAPTER_7_TRAININGS: TTrainingSeed[] = [
  training(
    'ftc-read-payment-methods',
    'readSkill',
    ['阅读：汇付、托收与信用证三种支付方式', 'Reading: remittance, collection and letters of credit'],
    [
      '阅读一篇介绍三种国际支付方式的短文，比较它们由谁承担风险、银行起什么作用。',
      'Read a short text on the three methods of international payment. Compare who carries the risk in each and what the banks do.',
    ],
    [
      text(
        `<bl>Three ways to get paid</bl>

<bl>Remittance</bl> is the simplest method: the buyer asks its bank to send money to the seller, usually by telegraphic transfer (<re>T/T</re>). With payment in advance the buyer carries all the risk; with payment after shipment the seller does. Many exporters therefore ask for a deposit of 30% in advance and the balance against a copy of the bill of lading.

<bl>Collection</bl> is a step safer for the seller. After shipment the seller hands the shipping documents to its bank, which sends them to a bank in the buyer’s country. Under <re>documents against payment (D/P)</re> the buyer gets the documents, and so the goods, only when it pays. Under <re>documents against acceptance (D/A)</re> it gets them when it accepts a draft and promises to pay later, for example in 60 days. The banks only pass on documents; they do not promise to pay.

Under a <re>letter of credit (L/C)</re> the buyer’s bank, the issuing bank, promises to pay the seller if the seller presents documents that comply with the credit. The bank’s promise replaces the buyer’s, so the L/C is the safest method for a seller dealing with a new buyer — but it is also the most expensive and the slowest, and every document must match the credit exactly.`,
        `三种收款方式。汇付是最简单的方式：买方请银行把款项汇给卖方，通常用电汇（T/T）。预付货款时，买方承担全部风险；装运后付款时，卖方承担风险。因此很多出口商要求预付 30% 定金，余款凭提单副本支付。托收对卖方更安全一步。装运后，卖方把货运单据交给本国银行，由其寄给买方所在国的银行。付款交单（D/P）下，买方付款后才能取得单据，从而提货；承兑交单（D/A）下，买方承兑汇票、承诺日后（如 60 天后）付款即可取得单据。银行只传递单据，不承诺付款。信用证（L/C）下，买方的银行即开证行承诺：只要卖方提交与信用证相符的单据，就向卖方付款。银行信用取代了买方信用，所以对与新买家交易的卖方来说，信用证是最安全的方式，但也是费用最高、最慢的，而且每份单据都必须与信用证严格一致。`,
        'Methods of payment',
      ),
    ],
    [
      matching(
        'Match each method with its description.',
        [
          ['T/T in advance', 'the buyer pays before the goods are shipped'],
          ['D/P', 'the buyer gets the documents when it pays'],
          ['D/A', 'the buyer gets the documents when it accepts a draft'],
          ['L/C', 'a bank promises to pay against complying documents'],
        ],
        ['四种常见支付方式的要点。', 'The key feature of each of the four common methods.'],
      ),
      sequencing(
        'Order the methods from the safest to the riskiest <bl>for the seller</bl> (payment after shipment).',
        [
          'Letter of credit',
          'Documents against payment',
          'Documents against acceptance',
          'T/T after arrival of the goods',
        ],
        [
          '信用证有银行付款承诺；D/P 付款才放单；D/A 承兑即放单；货到后电汇完全依赖买方信用。',
          'An L/C carries a bank’s promise; D/P releases documents only on payment; D/A on a promise; T/T after arrival rests on the buyer alone.',
        ],
      ),
      trueFalse('Under a collection, the banks promise to pay the seller if the buyer does not.', false, [
        '原文：The banks only pass on documents; they do not promise to pay。',
        'The text: "The banks only pass on documents; they do not promise to pay."',
      ]),
      choice(
        'Why does the text call the L/C "the most expensive and the slowest" method?',
        [
          'Because the seller must pay in advance',
          'Because banks charge fees and check every document against the credit',
          'Because the goods travel by air',
          'Because the buyer can refuse to accept a draft',
        ],
        'B',
        [
          '开证、通知、议付都有银行费用，单据审核也需要时间。',
          'Issuing, advising and paying all cost bank fees, and checking the documents takes time.',
        ],
      ),
      qa(
        'A Chinese exporter receives a first order from an unknown buyer in Chile. Which method should it ask for, and why?',
        'A letter of credit (irrevocable, at sight), because the bank’s promise to pay replaces the promise of a buyer the exporter does not know.',
        [
          '新客户信用未知，应争取不可撤销即期信用证。',
          'The buyer’s credit is unknown, so the exporter should ask for an irrevocable L/C at sight.',
        ],
        10,
      ),
    ],
  ),
  wordDrill(
    'ftc-words-payment-clauses',
    ['单词训练：支付条款术语', 'Word training: the terms of payment clauses'],
    [
      '朗读支付条款中最常用的术语；中文给出它在汇付、托收或信用证中的意思。',
      'Read aloud the terms payment clauses use most; the Chinese gives their meaning in remittance, collection or credits.',
    ],
    stress,
    [
      ['remittance', '汇付；汇款'],
      ['collection', '托收'],
      ['beneficiary', '受益人（信用证中的卖方）'],
      ['drawee', '付款人（汇票的受票人）'],
      ['acceptance', '承兑（D/A 中买方承诺到期付款）'],
      ['negotiation', '议付（银行买入信用证项下单据）'],
    ],
  ),
  training(
    'ftc-trans-payment-clause',
    'translateSkill',
    ['翻译：合同中的支付条款', 'Translation: the payment clause of a contract'],
    [
      '先配对支付条款的术语，再把三种支付方式的合同条款英译中、中译英。',
      'Match the terms of payment clauses first, then translate contract payment clauses for the three methods, both ways.',
    ],
    [],
    [
      matching(
        'Match the English terms with their Chinese equivalents.',
        [
          ['in advance', '预付'],
          ['at sight', '即期'],
          ['at 60 days after sight', '见票后 60 天'],
          ['draft', '汇票'],
          ['documentary collection', '跟单托收'],
        ],
        ['支付条款的基本术语。', 'The basic terms of payment clauses.'],
        15,
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'The Buyer shall pay 30% of the total value by T/T within 7 days after signing this contract, and the balance against the copy of the bill of lading.',
        '买方须在本合同签订后 7 天内以电汇支付总金额的 30%，余款凭提单副本支付。',
        [
          'within 7 days after signing 签订后 7 天内；the balance 余款。',
          '"within 7 days after signing" and "the balance" (余款).',
        ],
      ),
      translation(
        'Translate into Chinese.',
        'en-cn',
        'Upon first presentation the Buyer shall pay against documentary draft drawn by the Seller at sight. The shipping documents are to be delivered against payment only.',
        '买方应凭卖方开具的即期跟单汇票，于第一次见票时立即付款，付款后交单。',
        [
          '这是即期付款交单（D/P at sight）的标准条款；upon first presentation 见票时。',
          'The standard D/P at sight clause; "upon first presentation" is 见票时.',
        ],
      ),
      translation(
        'Translate into English.',
        'cn-en',
        '买方应于装运月份前 30 天通过卖方可接受的银行开立以卖方为受益人的不可撤销即期信用证，有效期至装运后第 15 天在中国议付。',
        'The Buyer shall open, through a bank acceptable to the Seller, an irrevocable L/C at sight in favour of the Seller 30 days before the month of shipment, valid for negotiation in China until the 15th day after shipment.',
        [
          '“以卖方为受益人” in favour of the Seller；“在中国议付有效” valid for negotiation in China。',
          '"in favour of the Seller" and "valid for negotiation in China".',
        ],
        25,
      ),
      fillBlank(
        'Under D/A at 60 days, the buyer gets the documents when it {{1}} the draft, and pays {{2}} days later.',
        [
          ['accepts', 'signs'],
          ['60', 'sixty'],
        ],
        [
          '承兑交单：买方承兑汇票即取得单据，到期（60 天后）付款。',
          'Documents against acceptance: the buyer accepts the draft, takes the documents and pays at maturity, 60 days later.',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-ask-dp-payment',
    'writingSkill',
    ['写作：要求以付款交单方式支付', 'Writing: asking to pay by documents against payment'],
    [
      '作为买方，写信请卖方把付款方式由信用证改为即期付款交单，不少于 100 词：说明理由、给出让卖方放心的依据。',
      'As the buyer, write asking the seller to accept D/P at sight instead of an L/C, at least 100 words: give your reasons and the facts that should reassure the seller.',
    ],
    [
      text(
        `You are <bl>Ana Ribeiro</bl>, Import Manager of <bl>Casa Verde Lda</bl>, Porto. You have bought ceramic flowerpots from <bl>Dehua Yongxing Ceramics</bl> (contact Mr Chen Hui) by L/C at sight for three years: six orders, all paid on time. The next order is worth EUR 24,000.

Opening an L/C costs you about EUR 450 each time and ties up your credit line with the bank for two months. You want D/P at sight for this and future orders. Your bank is Millennium BCP, Porto, which can give a reference.`,
        '你是波尔图 Casa Verde 公司进口经理安娜·里贝罗。三年来你一直以即期信用证向德化永兴陶瓷（联系人陈辉先生）采购陶瓷花盆，共六单，均按时付款。下一单价值 24000 欧元。每次开证约花费 450 欧元，并占用银行授信额度两个月。你希望本单及以后改为即期付款交单。你的银行是波尔图 Millennium BCP 银行，可以提供资信证明。',
      ),
    ],
    [
      jumbled(
        'Warm-up: put the words in order to make the request.',
        'We would ask you to accept payment by D/P at sight for this order.',
        ['提出请求用委婉句式 We would ask you to ...。', 'Make the request politely: "We would ask you to ...".'],
      ),
      fillBlank(
        'Complete the reasons: "Opening an L/C {{1}} us about EUR 450 and {{2}} up our credit line for two months."',
        [['costs'], ['ties', 'locks']],
        ['cost sb money 花费；tie up 占用（资金、额度）。', '"cost" someone money; "tie up" money or a credit line.'],
      ),
      writing(
        'Write the letter to Mr Chen Hui.',
        100,
        `Dear Mr Chen,

Re: Terms of payment for our next order

For three years we have paid for our orders of ceramic flowerpots by L/C at sight, and all six orders have been settled on time.

Opening a letter of credit costs us about EUR 450 each time and ties up our credit line with the bank for two months. We would therefore ask you to accept payment by D/P at sight for our next order, worth EUR 24,000, and for future orders.

Under D/P you keep control of the goods until we pay, so your risk stays low. If you need a reference, our bank, Millennium BCP in Porto, will be glad to provide one.

We hope you will agree to this request, which will help us to order more often.

Yours sincerely,
Ana Ribeiro
Import Manager, Casa Verde Lda`,
        [
          '评分要点：回顾良好付款记录、说明改用 D/P 的理由、指出卖方风险可控、提供资信证明、请求明确而礼貌。',
          'Marked on: the payment record, reasons for D/P, why the seller’s risk stays low, a bank reference, a clear and polite request.',
        ],
      ),
    ],
  ),
  training(
    'ftc-write-payment-reminder',
    'writingSkill',
    ['写作：催款函', 'Writing: a payment reminder'],
    [
      '客户的货款已逾期：写一封礼貌而明确的催款函，不少于 100 词，写明发票、金额、到期日和付款期限。',
      'A customer’s payment is overdue: write a polite but clear reminder of at least 100 words, with the invoice, the amount, the due date and a new deadline.',
    ],
    [
      text(
        `You are <bl>Gao Min</bl>, Accounts Manager of <bl>Guangzhou Hengfeng Garments Co., Ltd.</bl>

Invoice No. HF-2605-118 of 12 May 2026 to <bl>Urban Thread Inc.</bl>, New York (contact Mr Ryan Brooks): 8,000 women’s blouses, USD 46,400.00. Terms: 30% T/T in advance (received), balance of <bl>USD 32,480.00</bl> by T/T within 30 days of the B/L date. The B/L is dated 20 May, so the balance was due on <bl>19 June</bl>. Today is 3 July and nothing has arrived; your email of 22 June got no reply. You want payment by 10 July and a copy of the bank slip.`,
        '你是广州恒丰服装有限公司财务经理高敏。2026 年 5 月 12 日 HF-2605-118 号发票，客户纽约 Urban Thread 公司（联系人瑞安·布鲁克斯先生）：女式衬衫 8000 件，46400 美元。条件：30% 电汇预付（已收），余款 32480 美元于提单日后 30 天内电汇。提单日 5 月 20 日，余款应于 6 月 19 日付清。今天是 7 月 3 日，款项未到，你 6 月 22 日的邮件也无回复。你要求 7 月 10 日前付款并发来银行水单。',
      ),
    ],
    [
      fillBlank(
        'Check the figures: the advance payment was USD {{1}}, and the balance of USD 32,480.00 is {{2}} days overdue today.',
        [
          ['13,920.00', '13,920', '13920', '13920.00'],
          ['14', 'fourteen'],
        ],
        [
          '46400 × 30% = 13920；6 月 19 日到期，到 7 月 3 日逾期 14 天。',
          '46,400 × 30% = 13,920; due on 19 June, so 14 days overdue on 3 July.',
        ],
      ),
      choice(
        'Which sentence suits a second reminder best?',
        [
          'Pay now or we will take you to court.',
          'We wonder if you have forgotten us.',
          'We must ask you to settle the balance by 10 July at the latest.',
          'Please pay whenever it is convenient.',
        ],
        'C',
        [
          '第二次催款要语气坚定、期限明确，但不威胁；第一句过激，第二、四句太弱。',
          'A second reminder is firm with a clear deadline but makes no threats; A is too harsh, B and D too weak.',
        ],
        5,
      ),
      writing(
        'Write the reminder to Mr Ryan Brooks.',
        100,
        `Dear Mr Brooks,

Re: Invoice No. HF-2605-118 — balance of USD 32,480.00

We wrote to you on 22 June about the balance of our Invoice No. HF-2605-118 of 12 May, but we have not yet had a reply.

According to our contract, the balance of USD 32,480.00 was due by T/T within 30 days of the B/L date of 20 May, that is, on 19 June. It is now 14 days overdue.

If you have already made the payment, please send us a copy of the bank slip. If not, we must ask you to settle the balance by 10 July at the latest. If there is any problem with the goods or the documents, please let us know at once so that we can help.

We value our business with you and look forward to your prompt reply.

Yours sincerely,
Gao Min
Accounts Manager, Guangzhou Hengfeng Garments Co., Ltd.`,
        [
          '评分要点：发票号、金额、到期日准确；提及前次催款；给出新期限；允许对方说明已付或有问题；语气坚定而礼貌。',
          'Marked on: correct invoice number, amount and due date; the earlier reminder; a new deadline; room for "already paid" or a problem; firm but polite.',
        ],
      ),
    ],
  ),
];
