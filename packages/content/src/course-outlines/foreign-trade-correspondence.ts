/**
 * Outline of the Foreign Trade Correspondence course: twelve chapters, one for each letter or
 * email a foreign-trade salesperson writes between the first contact and a claim.
 */
import type { TCourseOutline } from '@lingua/contracts';
import { apply, chapter, check, learn, outline, practise } from './outline-builder';

export const FOREIGN_TRADE_CORRESPONDENCE_OUTLINE: TCourseOutline = outline('foreign-trade-correspondence', [
  chapter(
    '商务信函概述',
    'Introduction to business letters and emails',
    learn(
      [
        'readSkill',
        '阅读英文商务信函的结构与格式',
        'Read how an English business letter is laid out',
        'read-letter-layout',
      ],
      [
        'wordTraining',
        '掌握外贸信函常用缩略语',
        'Learn the common abbreviations in trade letters',
        'words-trade-abbreviations',
      ],
    ),
    practise(
      [
        'paragraphsTraining',
        '朗读商务信函的正文段落',
        'Read aloud the body paragraphs of a business letter',
        'paragraphs-letter-body',
      ],
      [
        'writingSkill',
        '写出规范的称呼与结尾敬辞',
        'Write a correct salutation and complimentary close',
        'write-salutation-close',
      ],
    ),
    check(['testPaper', '信函格式单元测验', 'Quiz: letter layout']),
  ),
  chapter(
    '建立业务关系',
    'Establishing business relations',
    learn(
      [
        'readSkill',
        '阅读一封建交函范文',
        'Read a model letter proposing business relations',
        'ftc-read-business-relations',
      ],
      [
        'sentenceTraining',
        '练习介绍公司与说明来意的句型',
        'Practise sentences that introduce your company and purpose',
        'ftc-sentences-company-purpose',
      ],
    ),
    practise([
      'translateSkill',
      '翻译一封建交函',
      'Translate a letter proposing business relations',
      'ftc-trans-business-relations',
    ]),
    apply([
      'writingSkill',
      '撰写开发新客户的建交函',
      'Write to a new buyer proposing business relations',
      'ftc-write-new-buyer-relations',
    ]),
  ),
  chapter(
    '询盘',
    'Enquiries',
    learn(
      ['readSkill', '阅读一般询盘与具体询盘', 'Read a general enquiry and a specific enquiry', 'read-enquiry-email'],
      [
        'hearingSkill',
        '听客户电话询价',
        'Listen to a customer asking for prices by phone',
        'ftc-hear-price-enquiry-call',
      ],
    ),
    practise([
      'sentenceTraining',
      '练习询问价格与交货期的句型',
      'Practise asking about prices and delivery',
      'ftc-sentences-price-delivery',
    ]),
    apply(
      ['writingSkill', '撰写首次询盘函', 'Write a first enquiry letter', 'ftc-write-first-enquiry'],
      ['writingSkill', '答复客户询盘', 'Reply to an enquiry', 'write-reply-enquiry'],
    ),
  ),
  chapter(
    '报盘',
    'Offers',
    learn(
      ['readSkill', '阅读实盘与虚盘范文', 'Read examples of firm and non-firm offers', 'ftc-read-firm-nonfirm-offers'],
      [
        'wordTraining',
        '掌握价格术语与报价用语',
        'Learn trade terms and the language of quotations',
        'ftc-words-trade-terms-quotations',
      ],
    ),
    practise(['translateSkill', '翻译一份报价单', 'Translate a quotation', 'ftc-trans-quotation-sheet']),
    apply(['writingSkill', '撰写实盘函', 'Write a firm offer', 'ftc-write-firm-offer']),
    check(['testPaper', '询盘与报盘单元测验', 'Quiz: enquiries and offers']),
  ),
  chapter(
    '还盘',
    'Counter-offers',
    learn(
      ['readSkill', '阅读买方还盘函', "Read a buyer's counter-offer", 'ftc-read-buyer-counter-offer'],
      [
        'caseAnalysis',
        '分析往来还盘中双方的让步与坚持',
        'Analyse what each side gives and holds in an exchange of counter-offers',
        'ftc-case-counter-offer-exchange',
      ],
    ),
    practise([
      'sentenceTraining',
      '练习委婉拒绝与提出条件的句型',
      'Practise declining politely and setting conditions',
      'ftc-sentences-decline-conditions',
    ]),
    apply(
      ['writingSkill', '撰写还盘函', 'Write a counter-offer', 'ftc-write-counter-offer'],
      ['writingSkill', '答复对方的还盘', 'Reply to a counter-offer', 'ftc-write-reply-counter-offer'],
    ),
  ),
  chapter(
    '订单与确认',
    'Orders and acknowledgements',
    learn([
      'readSkill',
      '阅读订单与销售确认书',
      'Read an order and a sales confirmation',
      'ftc-read-order-sales-confirmation',
    ]),
    practise(
      ['translateSkill', '翻译销售确认书', 'Translate a sales confirmation', 'ftc-trans-sales-confirmation'],
      ['billSkill', '填写采购订单', 'Fill in a purchase order', 'ftc-bill-purchase-order'],
    ),
    apply(
      ['writingSkill', '撰写订单确认函', 'Write to acknowledge an order', 'ftc-write-acknowledge-order'],
      ['writingSkill', '婉拒无法接受的订单', 'Turn down an order you cannot accept', 'ftc-write-decline-order'],
    ),
    check(['testPaper', '还盘与订单单元测验', 'Quiz: counter-offers and orders']),
  ),
  chapter(
    '支付方式',
    'Terms of payment',
    learn(
      [
        'readSkill',
        '阅读：汇付、托收与信用证',
        'Read about remittance, collection and letters of credit',
        'ftc-read-payment-methods',
      ],
      ['wordTraining', '掌握支付条款术语', 'Learn the terms used in payment clauses', 'ftc-words-payment-clauses'],
    ),
    practise([
      'translateSkill',
      '翻译合同中的支付条款',
      'Translate the payment clause of a contract',
      'ftc-trans-payment-clause',
    ]),
    apply(
      [
        'writingSkill',
        '撰写要求以付款交单方式支付的信函',
        'Write asking to pay by documents against payment',
        'ftc-write-ask-dp-payment',
      ],
      ['writingSkill', '撰写催款函', 'Write a payment reminder', 'ftc-write-payment-reminder'],
    ),
  ),
  chapter(
    '信用证',
    'Letters of credit',
    learn(
      ['readSkill', '阅读一份信用证', 'Read a letter of credit', 'ftc-read-documentary-credit'],
      ['readSkill', '阅读催开信用证函', 'Read a letter urging the buyer to open a credit', 'ftc-read-urge-open-credit'],
    ),
    practise([
      'caseAnalysis',
      '审核信用证中的不符点',
      'Check a letter of credit for discrepancies',
      'case-discrepant-documents',
    ]),
    apply([
      'writingSkill',
      '撰写信用证修改函',
      'Write asking for an amendment to a letter of credit',
      'ftc-write-lc-amendment',
    ]),
    check(['testPaper', '支付与信用证单元测验', 'Quiz: payment and letters of credit']),
  ),
  chapter(
    '包装',
    'Packing',
    learn(
      [
        'readSkill',
        '阅读包装条款与唛头说明',
        'Read a packing clause and shipping mark instructions',
        'ftc-read-packing-shipping-marks',
      ],
      [
        'wordTraining',
        '掌握包装材料与方式的词汇',
        'Learn words for packing materials and methods',
        'ftc-words-packing-materials',
      ],
    ),
    practise([
      'translateSkill',
      '翻译客户的包装要求',
      "Translate a buyer's packing requirements",
      'ftc-trans-buyer-packing-requirements',
    ]),
    apply([
      'writingSkill',
      '撰写告知包装安排的信函',
      'Write to tell the buyer how the goods will be packed',
      'ftc-write-packing-arrangements',
    ]),
  ),
  chapter(
    '装运',
    'Shipment',
    learn(
      ['readSkill', '阅读一份装运通知', 'Read a shipping advice', 'ftc-read-shipping-advice'],
      [
        'hearingSkill',
        '听货代电话确认舱位',
        'Listen to a freight forwarder confirm shipping space',
        'ftc-hear-shipping-space',
      ],
    ),
    practise([
      'sentenceTraining',
      '练习催促装运与请求展期的句型',
      'Practise urging shipment and asking for more time',
      'ftc-sentences-urge-shipment-extension',
    ]),
    apply(
      ['writingSkill', '撰写装运通知', 'Write a shipping advice', 'ftc-write-shipping-advice'],
      ['writingSkill', '撰写要求分批装运的信函', 'Write asking for partial shipment', 'ftc-write-partial-shipment'],
    ),
    check(['testPaper', '包装与装运单元测验', 'Quiz: packing and shipment']),
  ),
  chapter(
    '保险',
    'Insurance',
    learn(
      [
        'readSkill',
        '阅读保险条款与险别说明',
        'Read insurance clauses and the types of cover',
        'ftc-read-insurance-cover',
      ],
      ['wordTraining', '掌握海运保险术语', 'Learn marine insurance terms', 'ftc-words-marine-insurance'],
    ),
    practise(['translateSkill', '翻译保险条款', 'Translate an insurance clause', 'ftc-trans-insurance-clause']),
    apply([
      'writingSkill',
      '撰写请卖方代办保险的信函',
      'Write asking the seller to arrange insurance',
      'ftc-write-ask-seller-insurance',
    ]),
  ),
  chapter(
    '投诉与索赔',
    'Complaints and claims',
    learn(
      [
        'readSkill',
        '阅读索赔函与理赔函',
        'Read a letter of claim and a reply settling it',
        'ftc-read-claim-settlement',
      ],
      ['caseAnalysis', '分析一起货损索赔案例', 'Analyse a claim for damaged goods', 'ftc-case-damaged-goods-claim'],
    ),
    practise([
      'sentenceTraining',
      '练习语气坚定而得体的投诉句型',
      'Practise complaining firmly but politely',
      'ftc-sentences-firm-polite-complaints',
    ]),
    apply(
      ['writingSkill', '撰写索赔函', 'Write a letter of claim', 'ftc-write-letter-of-claim'],
      ['writingSkill', '撰写理赔答复函', 'Reply to a claim', 'ftc-write-reply-claim'],
      ['task', '提交一笔业务的全套往来函电', 'Hand in the full correspondence for one deal'],
    ),
    check(['testPaper', '外贸函电课程综合测试', 'Final test: Foreign Trade Correspondence']),
  ),
]);
