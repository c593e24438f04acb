/** Reading skills (readSkill): business texts with objective questions and one short answer. */
import type { TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, matching, qa, sequencing, text, training, trueFalse } from './builders';

export const READING_TRAININGS: TTrainingSeed[] = [
  training(
    'read-enquiry-email',
    'readSkill',
    ['阅读：一封询盘邮件', 'Reading: an enquiry email'],
    ['阅读一家英国零售商的询盘邮件，回答问题。', 'Read an enquiry from a British retailer and answer the questions.'],
    [
      text(
        `<bl>Subject: Enquiry about bamboo kitchenware</bl>

Dear Ms Zhang,

We saw your stand at the <it>Canton Fair</it> last month and were impressed by your range of bamboo kitchenware. We are a chain of twelve home-goods shops in the south of England, and we are looking for a new supplier of <re>eco-friendly</re> products for our autumn season.

Could you please send us your latest catalogue and price list, quoting <ud>CIF Southampton</ud>? We would also like to know your minimum order quantity, your delivery time and your terms of payment. If your prices are competitive, we expect to place a first order of about 2,000 sets of cutting boards and 1,500 sets of serving spoons.

We usually pay by letter of credit at sight for first orders. Please also tell us whether your products carry the FSC certificate, as our customers ask for it.

We look forward to your reply.

Yours sincerely,
Tom Baker
Purchasing Manager, GreenNest Ltd`,
        `主题：关于竹制厨具的询盘

张女士：

我们上个月在广交会上看到了贵公司的展位，对贵公司的竹制厨具系列印象深刻。我们是英格兰南部一家拥有十二家门店的家居用品连锁店，正在为秋季寻找新的环保产品供应商。

请寄来最新的产品目录和价目表，报南安普敦到岸价。我们还想了解贵公司的最低订购量、交货期和付款条件。如果价格有竞争力，我们预计首批订购约 2000 套砧板和 1500 套上菜勺。

首次订货我们通常采用即期信用证付款。另外请告知贵公司产品是否有 FSC 认证，因为我们的顾客会问到。

期待您的回复。

采购经理 汤姆·贝克
GreenNest 有限公司`,
        'GreenNest Ltd',
      ),
    ],
    [
      choice(
        'Why is Tom Baker writing to Ms Zhang?',
        [
          'To complain about a late delivery',
          'To ask for information before ordering',
          'To confirm an order',
          'To invite her to a trade fair',
        ],
        'B',
        [
          '邮件请对方寄目录和价目表并询问条件，是询盘，不是下单或投诉。',
          'He asks for a catalogue, prices and terms: it is an enquiry, not an order or a complaint.',
        ],
      ),
      choice(
        'Which <bl>two</bl> things does GreenNest want to know?',
        [
          'The minimum order quantity',
          'The name of the factory manager',
          'The terms of payment',
          'The size of the stand at the fair',
        ],
        'AC',
        [
          '原文列出 minimum order quantity、delivery time 和 terms of payment。',
          'The email asks for the minimum order quantity, the delivery time and the terms of payment.',
        ],
      ),
      trueFalse('GreenNest usually pays for a first order by letter of credit at sight.', true, [
        '"We usually pay by letter of credit at sight for first orders."',
        '"We usually pay by letter of credit at sight for first orders."',
      ]),
      trueFalse('The prices should be quoted FOB Shanghai.', false, [
        '原文要求报 CIF Southampton（南安普敦到岸价）。',
        'The email asks for prices CIF Southampton.',
      ]),
      fillBlank(
        'GreenNest has {{1}} shops and expects a first order of about {{2}} sets of cutting boards.',
        [
          ['12', 'twelve'],
          ['2,000', '2000', 'two thousand'],
        ],
        ['见第二段与第三段的数字。', 'See the numbers in the second and third paragraphs.'],
      ),
      qa(
        'Why does GreenNest ask about the FSC certificate? Answer in one sentence.',
        'Because their customers ask whether the bamboo products come from responsibly managed forests (FSC certified).',
        [
          '原文：as our customers ask for it。作答应点明顾客关注环保认证。',
          'The email says "as our customers ask for it": the customers care about certified, eco-friendly wood.',
        ],
        10,
      ),
    ],
  ),
  training(
    'read-incoterms',
    'readSkill',
    ['阅读：国际贸易术语', 'Reading: Incoterms in practice'],
    ['阅读关于国际贸易术语的短文，完成练习。', 'Read a short text on Incoterms and do the exercises.'],
    [
      text(
        `<bl>Who pays, and when does the risk pass?</bl>

Incoterms are short codes, published by the International Chamber of Commerce, that tell a buyer and a seller who pays for transport and insurance and where the <re>risk</re> passes from one to the other.

Under <bl>EXW</bl> (Ex Works) the seller only makes the goods ready at its own premises; the buyer arranges everything else. Under <bl>FOB</bl> (Free On Board) the seller delivers the goods on board the ship named by the buyer, and the risk passes at that moment. Under <bl>CIF</bl> (Cost, Insurance and Freight) the seller also pays the sea freight and a minimum insurance to the port of destination, but the risk still passes when the goods are on board at the port of shipment. Under <bl>DDP</bl> (Delivered Duty Paid) the seller carries every cost and risk until the goods reach the buyer, import duties included.

A common mistake is to think that under CIF the seller carries the risk during the voyage. It does not: it only pays for the transport and the insurance.`,
        `<bl>谁付钱？风险何时转移？</bl>

国际贸易术语是国际商会发布的简短代码，说明买卖双方由谁支付运输和保险费用，以及风险在何处从一方转移给另一方。

EXW（工厂交货）下，卖方只需在自己的场所备好货物，其余一切由买方安排。FOB（船上交货）下，卖方将货物交到买方指定的船上，风险在此刻转移。CIF（成本、保险加运费）下，卖方还要支付到目的港的海运费和最低保险，但风险仍在货物于装运港装上船时转移。DDP（完税后交货）下，卖方承担货物运到买方之前的全部费用和风险，包括进口关税。

常见的误解是以为在 CIF 下卖方承担航程中的风险。其实不然：卖方只支付运输和保险费用。`,
      ),
    ],
    [
      matching(
        'Match each Incoterm with what it means.',
        [
          ['EXW', 'The buyer collects the goods at the seller’s premises'],
          ['FOB', 'The seller delivers the goods on board the buyer’s ship'],
          ['CIF', 'The seller pays freight and insurance to the destination port'],
          ['DDP', 'The seller pays everything, import duties included'],
        ],
        ['对照第二段逐一定义。', 'Each definition is in the second paragraph.'],
        20,
      ),
      choice(
        'Under CIF, when does the risk pass to the buyer?',
        [
          'When the goods arrive at the port of destination',
          'When the goods are on board at the port of shipment',
          'When the buyer pays',
          'When the insurance is bought',
        ],
        'B',
        [
          '最后一段特别指出 CIF 下风险在装运港装船时转移。',
          'The last paragraph says the risk passes on board at the port of shipment, even under CIF.',
        ],
      ),
      trueFalse('Under DDP the buyer pays the import duties.', false, [
        'DDP = Delivered Duty Paid，进口关税由卖方支付。',
        'DDP means Delivered Duty Paid: the seller pays the duties.',
      ]),
      fillBlank(
        'Incoterms are published by the International {{1}} of Commerce. Under EXW the {{2}} arranges almost everything.',
        [['Chamber'], ['buyer']],
        ['见第一、二段。', 'See the first two paragraphs.'],
        10,
        ['Chamber', 'Council', 'buyer', 'seller'],
      ),
      sequencing(
        'Put the Incoterms in order, from the least to the most work for the seller.',
        ['EXW', 'FOB', 'CIF', 'DDP'],
        ['卖方责任由 EXW 到 DDP 逐渐增加。', 'The seller’s obligations grow from EXW to DDP.'],
      ),
    ],
  ),
  training(
    'read-job-advert',
    'readSkill',
    ['阅读：外贸业务员招聘广告', 'Reading: a sales assistant job advert'],
    ['阅读招聘广告，判断信息并回答问题。', 'Read the job advert, check the facts and answer.'],
    [
      text(
        `<bl>Export Sales Assistant</bl> – Hangzhou, full time

<it>BrightPath Lighting</it> makes LED lamps for customers in 30 countries. We are looking for an export sales assistant to join our team of eight.

<bl>You will</bl>
• answer enquiries from overseas customers by email and phone
• prepare quotations, proforma invoices and shipping documents
• follow orders from production to delivery
• attend two international trade fairs a year

<bl>You have</bl>
• a degree in business English, international trade or a similar subject
• good written and spoken English (CET-6 or IELTS 6.0)
• at least one year of experience in foreign trade (<re>new graduates with a strong internship are welcome</re>)

We offer a monthly salary of 7,000–9,000 yuan plus commission, training in Guangzhou and 15 days of paid holiday.

Send your CV in English to hr@brightpath-lighting.example by <ud>30 June</ud>.`,
        `外贸业务助理——杭州，全职

明途照明为 30 个国家的客户生产 LED 灯具。我们正在招聘一名外贸业务助理，加入我们八人的团队。

你将：通过邮件和电话回复海外客户询盘；制作报价单、形式发票和装运单据；跟进订单从生产到交货；每年参加两次国际展会。

你需要：商务英语、国际贸易或相近专业学位；良好的英语书面和口语能力（CET-6 或雅思 6.0）；至少一年外贸经验（实习经历丰富的应届毕业生亦欢迎）。

我们提供月薪 7000–9000 元加提成、在广州的培训和 15 天带薪假期。

请于 6 月 30 日前将英文简历发送至 hr@brightpath-lighting.example。`,
      ),
    ],
    [
      trueFalse('The job is part time.', false, ['标题写明 full time。', 'The heading says full time.']),
      trueFalse('A new graduate can apply if he or she has done a strong internship.', true, [
        '红色标注部分说明欢迎实习经历丰富的应届生。',
        'The part in red welcomes new graduates with a strong internship.',
      ]),
      choice(
        'Which task is <bl>not</bl> part of the job?',
        ['Preparing quotations', 'Designing new LED lamps', 'Going to trade fairs', 'Following orders to delivery'],
        'B',
        ['职责中没有产品设计。', 'Designing products is not among the duties.'],
      ),
      fillBlank(
        'The team has {{1}} people, and the deadline for applications is {{2}}.',
        [
          ['eight', '8'],
          ['30 June', 'June 30', '30th June', 'June 30th'],
        ],
        ['见第一段与最后一行。', 'See the first paragraph and the last line.'],
      ),
      qa(
        'Would this job suit you? Give two reasons from the advert.',
        'Yes: I study business English and have passed CET-6, and I would like to attend international trade fairs and receive training.',
        ['言之有理即可，须引用广告中的两点信息。', 'Any well-argued answer that uses two facts from the advert.'],
        15,
      ),
    ],
  ),
];
