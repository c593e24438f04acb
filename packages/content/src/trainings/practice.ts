/** Study skills, practical operation, practical skills and practice exercises: short objective practice. */
import { QuestionTypeCodes as C, type TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, jumbled, matching, qa, sequencing, text, training, trueFalse } from './builders';

export const PRACTICE_TRAININGS: TTrainingSeed[] = [
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
    'operation-export-process',
    'practicalOperation',
    ['实操：出口业务流程', 'Practical operation: the export process'],
    ['排列出口流程并处理业务问题。', 'Order the export process and handle a business question.'],
    [
      text(
        'You are a new export clerk. Your manager wants you to know the order of the main steps of a CIF export paid by L/C.',
        '你是一名新入职的外贸单证员，经理希望你掌握 CIF 信用证出口的主要流程顺序。',
      ),
    ],
    [
      sequencing(
        'Put the steps of the export in order.',
        [
          'Sign the sales contract',
          'Receive and check the L/C',
          'Book shipping space and buy insurance',
          'Load the goods and get the bill of lading',
          'Present the documents to the bank',
        ],
        [
          '合同 → 审证 → 订舱投保 → 装运取单 → 交单议付。',
          'Contract → check the credit → book and insure → ship and get the B/L → present documents.',
        ],
        20,
      ),
      choice(
        'Under CIF, who buys the insurance?',
        ['The seller', 'The buyer', 'The carrier', 'The issuing bank'],
        'A',
        ['CIF 中 I 即 insurance，由卖方投保。', 'The I in CIF is insurance, bought by the seller.'],
      ),
      qa(
        'The L/C arrives with the wrong port of discharge. What do you do?',
        'Do not ship yet; ask the buyer to have the issuing bank amend the L/C, and ship only after the amendment arrives.',
        ['审证发现问题应及时要求改证。', 'A wrong credit must be amended before shipment.'],
        15,
      ),
    ],
  ),
  training(
    'skill-phone-messages',
    'practicalSkill',
    ['实践技能：电话留言', 'Practical skills: taking phone messages'],
    ['阅读电话记录，完成留言条。', 'Read the call notes and complete the message.'],
    [
      text(
        'Call at 10:15 from <bl>Ms Karen Lee</bl> of Pacific Freight. The container for order 7730 will arrive in Rotterdam two days late, on 14 May. She asks Mr Wang to call her back on +31 10 555 0192 before 4 pm.',
        '10:15 太平洋货运的 Karen Lee 女士来电：7730 号订单的集装箱将晚两天、于 5 月 14 日抵达鹿特丹。请王先生下午 4 点前回电 +31 10 555 0192。',
      ),
    ],
    [
      fillBlank(
        'Message for Mr Wang: {{1}} from Pacific Freight called. The container arrives on {{2}}. Call back before {{3}}.',
        [
          ['Ms Karen Lee', 'Karen Lee', 'Ms Lee'],
          ['14 May', 'May 14', '14th May', 'May 14th'],
          ['4 pm', '4pm', '4 p.m.', '16:00'],
        ],
        ['留言要素：谁、何事、何时回电。', 'A message gives who, what and when to call back.'],
        15,
      ),
      trueFalse('The container will arrive early.', false, ['two days late 晚两天。', '"two days late".']),
    ],
  ),
  training(
    'exercise-prepositions',
    'practical_exercises',
    ['实训练习：商务英语介词', 'Practice exercises: prepositions in business English'],
    ['练习商务信函中的常用介词搭配。', 'Practise the prepositions of business letters.'],
    [],
    [
      {
        subject_type: C.cloze,
        stem: 'We look forward {{1}} hearing from you. The goods will be shipped {{2}} 10 June. Payment is due {{3}} 30 days.',
        fullMark: 15,
        analysis: {
          cn: 'look forward to；on + 具体日期；within + 期限。',
          en: 'look forward to; on + a date; within + a period.',
        },
        content: {
          blanks: [
            { options: ['to', 'for', 'at'], answer: 0 },
            { options: ['in', 'on', 'at'], answer: 1 },
            { options: ['within', 'during', 'since'], answer: 0 },
          ],
        },
      },
      choice(
        'We are interested ___ your new range of products.',
        ['on', 'in', 'for', 'at'],
        'B',
        ['be interested in。', '"interested in".'],
        5,
      ),
      choice(
        'Please reply ___ Friday at the latest.',
        ['by', 'until', 'since', 'for'],
        'A',
        ['by 表示截止时间。', '"by" marks a deadline.'],
        5,
      ),
    ],
  ),
];
