/** Study skills (studySkill): short objective practice of the language of business English. */
import { QuestionTypeCodes as C, type TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, jumbled, matching, sequencing, training, trueFalse } from './builders';

export const STUDY_SKILL_TRAININGS: TTrainingSeed[] = [
  training(
    'study-business-vocabulary',
    'studySkill',
    ['学习技能：商务词汇', 'Study skills: business vocabulary'],
    ['用配对、填空和连词成句巩固商务词汇。', 'Practise business vocabulary with matching, gap-filling and word order.'],
    [],
    [
      matching(
        'Match the words with their meanings.',
        [
          ['quotation', 'a statement of the price for goods'],
          ['deadline', 'the latest time something must be done'],
          ['invoice', 'a request for payment for goods sold'],
          ['discount', 'a reduction in price'],
        ],
        ['商务基础词汇。', 'Basic business words.'],
      ),
      fillBlank(
        'Choose from the word bank: We received your {{1}} and will {{2}} the goods next week.',
        [['order'], ['dispatch', 'ship']],
        ['receive an order 收到订单；dispatch the goods 发货。', '"receive an order"; "dispatch the goods".'],
        10,
        ['order', 'dispatch', 'refund', 'invite'],
      ),
      jumbled('Put the words in order.', 'Please find the price list attached.', [
        '邮件附件的常用表达。',
        'A set phrase for attachments.',
      ]),
      {
        subject_type: C.dragDrop,
        stem: 'Drag each document to the department that usually prepares it.',
        fullMark: 10,
        analysis: {
          cn: '发票由财务开具，装箱单由仓库制作，报价单由销售制作。',
          en: 'Accounts issue invoices, the warehouse packing lists, sales the quotations.',
        },
        content: {
          targets: [
            { id: 'accounts', label: 'Accounts' },
            { id: 'warehouse', label: 'Warehouse' },
            { id: 'sales', label: 'Sales' },
          ],
          items: [
            { id: 'packing', content: 'Packing list' },
            { id: 'quote', content: 'Quotation' },
            { id: 'invoice', content: 'Invoice' },
          ],
          answer: [
            { targetId: 'accounts', itemId: 'invoice' },
            { targetId: 'warehouse', itemId: 'packing' },
            { targetId: 'sales', itemId: 'quote' },
          ],
        },
      },
    ],
  ),
  training(
    'study-email-phrases',
    'studySkill',
    ['学习技能：商务邮件常用句', 'Study skills: phrases for business emails'],
    ['熟悉邮件开头、请求和结尾的常用表达。', 'Learn the phrases that open, ask and close business emails.'],
    [],
    [
      matching(
        'Match each purpose with a phrase.',
        [
          ['Opening a reply', 'Thank you for your email of 3 May.'],
          ['Making a request', 'Could you please send us your price list?'],
          ['Attaching a file', 'Please find the contract attached.'],
          ['Closing', 'I look forward to hearing from you.'],
        ],
        ['邮件结构的四个功能。', 'Four jobs of an email.'],
        20,
      ),
      jumbled('Put the words in order.', 'We apologise for the delay in our reply.', [
        '致歉常用句。',
        'A set apology.',
      ]),
      fillBlank(
        'Choose from the word bank: Please {{1}} receipt of this order and {{2}} the delivery date.',
        [['acknowledge', 'confirm'], ['confirm']],
        ['acknowledge receipt 确认收到；confirm the date 确认日期。', '"acknowledge receipt"; "confirm the date".'],
        10,
        ['acknowledge', 'confirm', 'refuse', 'delay'],
      ),
    ],
  ),
  training(
    'study-numbers-dates',
    'studySkill',
    ['学习技能：数字与日期的读写', 'Study skills: numbers and dates'],
    ['练习商务英语中数字、金额和日期的写法。', 'Practise writing numbers, amounts and dates in business English.'],
    [],
    [
      choice(
        'How is USD 1,250,000 said?',
        [
          'One million two hundred fifty thousand dollars',
          'Twelve million fifty thousand dollars',
          'One point two five thousand dollars',
        ],
        'A',
        [
          '1,250,000 = one million two hundred and fifty thousand。',
          '1,250,000 is one million two hundred (and) fifty thousand.',
        ],
        5,
      ),
      trueFalse('In British English, 03/04/2026 usually means 3 April 2026.', true, [
        '英式日期为日/月/年；美式为月/日/年。',
        'British dates are day/month/year; American dates month/day/year.',
      ]),
      sequencing(
        'Put the amounts in order, from the smallest to the largest.',
        ['USD 950', 'USD 9,500', 'USD 95,000', 'USD 950,000'],
        ['注意千位分隔符。', 'Watch the thousands separators.'],
      ),
      {
        subject_type: C.dragDrop,
        stem: 'Drag each written number to its figure.',
        fullMark: 10,
        analysis: { cn: 'thousand 千，million 百万，billion 十亿。', en: 'thousand, million, billion.' },
        content: {
          targets: [
            { id: 'k', label: '15,000' },
            { id: 'm', label: '15,000,000' },
            { id: 'b', label: '1,500,000,000' },
          ],
          items: [
            { id: 'mil', content: 'fifteen million' },
            { id: 'bil', content: 'one point five billion' },
            { id: 'thou', content: 'fifteen thousand' },
          ],
          answer: [
            { targetId: 'k', itemId: 'thou' },
            { targetId: 'm', itemId: 'mil' },
            { targetId: 'b', itemId: 'bil' },
          ],
        },
      },
    ],
  ),
];
