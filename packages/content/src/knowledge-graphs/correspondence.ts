/**
 * Knowledge graph of the Foreign Trade Correspondence course (part 2 §1, §3.1): the twelve kinds of
 * business letter in the life of an export deal, 120 nodes in all.
 */
import { buildKnowledgeGraph, category, topic } from './build';

// Explains: 0 trade knowledge, 1 reading incoming letters, 2 writing the letter, 3 terms and clauses,
// 4 tone and tact.
export const CORRESPONDENCE_GRAPH = buildKnowledgeGraph({
  key: 'correspondence',
  title: ['外贸函电', 'Foreign Trade Correspondence'],
  explains: [
    {
      basic: [
        ['听懂外贸业务常用术语', 'Recognise common foreign-trade terms'],
        ['听懂业务员对操作环节的讲解', 'Follow a sales rep explaining a step in a deal'],
        ['听出对话中涉及的业务环节', 'Tell which stage of the deal a conversation is about'],
      ],
      synthesize: [
        ['读懂相关业务知识的英文介绍', 'Read an English introduction to the topic'],
        ['用英文解释相关术语', 'Explain the terms in English'],
        ['写出该环节的业务要点', 'Write the key points of this stage of the deal'],
      ],
    },
    {
      basic: [
        ['听懂来电的目的和要求', 'Understand the purpose and requests of a phone call'],
        ['听出品名、规格、数量和价格', 'Catch product names, specifications, quantities and prices'],
        ['听懂客户语音留言的要点', "Note the key points of a customer's voicemail"],
      ],
      synthesize: [
        ['读懂来函并找出写信目的', 'Read a letter and identify why it was written'],
        ['摘录来函中的关键信息', 'Extract the key details from a letter'],
        ['列出回信需要答复的问题', 'List the points a reply must answer'],
      ],
    },
    {
      basic: [
        ['听写信函中的常用句型', 'Write down typical letter sentences from dictation'],
        ['听懂写信任务的背景和要求', 'Understand the background and brief for a letter'],
        ['听出范文的结构层次', 'Hear how a model letter is organised'],
      ],
      synthesize: [
        ['补全信函中的关键句', 'Complete the key sentences of a letter'],
        ['按三段式结构写出信函', 'Write the letter in an opening, body and closing'],
        ['根据回函完成往来函电', 'Write the next letter in a chain of correspondence'],
      ],
    },
    {
      basic: [
        ['听懂贸易术语和条款名称', 'Recognise the names of trade terms and clauses'],
        ['听出条款中的数字和期限', 'Catch the figures and time limits in a clause'],
        ['听懂对条款含义的解释', 'Follow an explanation of what a clause means'],
      ],
      synthesize: [
        ['读懂合同或信函中的条款', 'Read and understand the clause in a contract or letter'],
        ['把条款译成准确的中文', 'Translate the clause accurately into Chinese'],
        ['按要求起草英文条款', 'Draft the clause in English as instructed'],
      ],
    },
    {
      basic: [
        ['听出说话人的语气和态度', "Hear the speaker's tone and attitude"],
        ['听懂委婉拒绝和不满的表达', 'Understand polite refusals and expressions of displeasure'],
        ['听懂对方的让步与保留', 'Understand what the other side concedes and what it holds back'],
      ],
      synthesize: [
        ['判断来函语气是否得体', 'Judge whether the tone of a letter is appropriate'],
        ['把生硬的句子改写得委婉', 'Rewrite blunt sentences so they sound tactful'],
        ['写一封既坚定又礼貌的回信', 'Write a reply that is firm but courteous'],
      ],
    },
  ],
  categories: [
    category('建立业务关系', 'Establishing business relations', [
      topic('建交函', 'First-contact letters', [
        ['说明信息来源', 'Saying how you found the company', 2],
        ['公司与产品介绍', 'Introducing your company and products', 2],
        ['附寄目录与价目表', 'Enclosing a catalogue and price list', 2],
      ]),
      topic('回复建交函', 'Replying to a first contact', [
        ['表示合作意向', 'Expressing interest in doing business', 2],
        ['资信调查函', 'Credit enquiry letter', 1],
      ]),
    ]),
    category('询盘', 'Enquiries', [
      topic('询盘种类', 'Types of enquiry', [
        ['一般询盘', 'General enquiry', 1],
        ['具体询盘', 'Specific enquiry', 1],
      ]),
      topic('询盘函写作', 'Writing an enquiry', [
        ['索取样品', 'Asking for samples', 2],
        ['询问价格与交货期', 'Asking about price and delivery', 2],
        ['询问最低起订量', 'Asking about the minimum order quantity', 2],
      ]),
      topic('答复询盘', 'Answering enquiries', [
        ['答复首次询盘', 'Replying to a first enquiry', 2],
        ['无法供货时的答复', 'Replying when goods are not available', 4],
      ]),
    ]),
    category('报盘', 'Offers', [
      topic('发盘种类', 'Types of offer', [
        ['实盘', 'Firm offer', 3],
        ['虚盘', 'Non-firm offer', 3],
      ]),
      topic('发盘要素', 'Elements of an offer', [
        ['贸易术语与报价', 'Quoting with Incoterms', 3],
        ['发盘有效期', 'Validity of the offer', 3],
        ['交货期', 'Delivery time', 3],
      ]),
      topic('发盘函写作', 'Writing an offer', [
        ['主动发盘', 'Making an unsolicited offer', 2],
        ['撤回发盘', 'Withdrawing an offer', 4],
      ]),
    ]),
    category('还盘', 'Counter-offers', [
      topic('还盘函写作', 'Writing a counter-offer', [
        ['说明还盘理由', 'Giving reasons for the counter-offer', 2],
        ['提出替代条件', 'Proposing alternative terms', 2],
      ]),
      topic('答复还盘', 'Answering a counter-offer', [
        ['接受还盘', 'Accepting a counter-offer', 2],
        ['拒绝还盘', 'Declining a counter-offer', 4],
        ['再还盘', 'Making a counter-counter-offer', 2],
      ]),
    ]),
    category('订单', 'Orders', [
      topic('下订单', 'Placing orders', [
        ['订购函', 'Order letter', 2],
        ['试订单', 'Trial order', 1],
      ]),
      topic('确认订单', 'Confirming orders', [
        ['接受', 'Acceptance', 3],
        ['销售确认书', 'Sales confirmation', 3],
        ['婉拒订单', 'Declining an order', 4],
      ]),
      topic('签订合同', 'Concluding the contract', [
        ['寄送合同请求会签', 'Sending a contract for countersignature', 2],
        ['合同主要条款', 'Main clauses of a contract', 3],
      ]),
    ]),
    category('支付', 'Payment', [
      topic('支付方式', 'Methods of payment', [
        ['汇付（T/T）', 'Remittance (T/T)', 3],
        ['托收（D/P、D/A）', 'Collection (D/P, D/A)', 3],
        ['信用证支付', 'Payment by letter of credit', 3],
      ]),
      topic('磋商支付条件', 'Negotiating payment terms', [
        ['要求放宽支付条件', 'Asking for easier payment terms', 2],
        ['分期付款', 'Payment by instalments', 3],
      ]),
      topic('催款', 'Chasing payment', [
        ['付款提醒函', 'Payment reminder', 2],
        ['最后催款函', 'Final demand for payment', 4],
      ]),
    ]),
    category('包装', 'Packing', [
      topic('包装要求', 'Packing requirements', [
        ['运输包装', 'Outer packing', 3],
        ['销售包装', 'Inner packing', 3],
        ['中性包装', 'Neutral packing', 3],
      ]),
      topic('包装标志', 'Packing marks', [
        ['运输标志', 'Shipping marks', 0],
        ['警告性标志', 'Warning marks', 0],
      ]),
      topic('包装函写作', 'Letters about packing', [
        ['提出包装要求', 'Stating packing requirements', 2],
        ['答复包装要求', 'Replying to packing instructions', 2],
      ]),
    ]),
    category('装运', 'Shipment', [
      topic('装运条款', 'Shipment terms', [
        ['装运期', 'Time of shipment', 3],
        ['分批装运与转运', 'Partial shipment and transhipment', 3],
      ]),
      topic('装运函电', 'Shipping correspondence', [
        ['催促装运', 'Urging shipment', 2],
        ['装运通知', 'Shipping advice', 2],
        ['要求延期装运', 'Asking for an extension of shipment', 4],
      ]),
    ]),
    category('保险', 'Insurance', [
      topic('保险险别', 'Insurance cover', [
        ['平安险', 'Free from particular average (FPA)', 3],
        ['水渍险', 'With particular average (WPA)', 3],
        ['一切险', 'All risks', 3],
        ['附加险', 'Additional risks', 3],
      ]),
      topic('保险函电', 'Insurance correspondence', [
        ['请卖方代办保险', 'Asking the seller to arrange insurance', 2],
        ['询问保险费率', 'Asking about premium rates', 2],
        ['向保险公司索赔', 'Claiming on the insurance', 2],
      ]),
    ]),
    category('投诉与索赔', 'Complaints and claims', [
      topic('投诉', 'Complaints', [
        ['质量投诉', 'Complaining about quality', 4],
        ['短重投诉', 'Complaining about short weight', 4],
        ['延迟交货投诉', 'Complaining about late delivery', 4],
      ]),
      topic('索赔', 'Claims', [
        ['提出索赔', 'Lodging a claim', 2],
        ['索赔依据', 'Evidence for a claim', 1],
      ]),
      topic('理赔', 'Settling claims', [
        ['接受索赔', 'Accepting a claim', 4],
        ['拒绝索赔', 'Rejecting a claim', 4],
      ]),
    ]),
    category('代理', 'Agency', [
      topic('代理种类', 'Types of agency', [
        ['独家代理', 'Sole agency', 3],
        ['佣金代理', 'Commission agency', 3],
      ]),
      topic('代理函电', 'Agency correspondence', [
        ['申请独家代理', 'Applying for a sole agency', 2],
        ['答复代理申请', 'Answering an application for an agency', 2],
      ]),
      topic('代理协议', 'Agency agreements', [
        ['代理区域与期限', 'Territory and duration', 3],
        ['佣金条款', 'Commission clause', 3],
      ]),
    ]),
    category('信用证', 'Letters of credit', [
      topic('催开信用证', 'Urging the opening of an L/C', [
        ['催证函', 'Letter urging the buyer to open the L/C', 2],
        ['开证通知', 'Notice that the L/C has been opened', 2],
      ]),
      topic('审核信用证', 'Examining the L/C', [
        ['信用证条款解读', 'Reading the terms of a credit', 1],
        ['单证不符点', 'Discrepancies', 1],
      ]),
      topic('修改信用证', 'Amending the L/C', [
        ['信用证修改', 'L/C amendment', 2],
        ['信用证展期', 'Extending the L/C', 2],
      ]),
    ]),
  ],
});
