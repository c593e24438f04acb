/**
 * Outline of the International Trade Practice course: nine chapters that follow one export deal
 * stage by stage, from preparing the trade to after-sales service.
 */
import type { TCourseOutline } from '@lingua/contracts';
import { apply, chapter, check, learn, outline, practise } from './outline-builder';

export const INTERNATIONAL_TRADE_PRACTICE_OUTLINE: TCourseOutline = outline('international-trade-practice', [
  chapter(
    '国际贸易概述',
    'General introduction',
    learn(
      [
        'readSkill',
        '阅读：一笔出口业务的基本流程',
        'Read about the main steps of an export deal',
        'itp-read-export-steps',
      ],
      [
        'hearingSkill',
        '听讲座：《2020年国际贸易术语解释通则》',
        'Listen to a lecture on Incoterms 2020',
        'itp-hear-incoterms-2020',
      ],
      ['wordTraining', '掌握常用贸易术语缩写', 'Learn the common trade abbreviations', 'itp-words-trade-abbreviations'],
    ),
    practise([
      'practicalOperation',
      '比较 FOB、CFR 与 CIF 下买卖双方的责任',
      "Compare the buyer's and seller's duties under FOB, CFR and CIF",
      'itp-operation-fob-cfr-cif',
    ]),
    check(['testPaper', '国际贸易概述单元测验', 'Quiz: general introduction']),
  ),
  chapter(
    '交易准备',
    'Trade preparation',
    learn(
      ['readSkill', '阅读目标市场分析报告', 'Read an analysis of a target market', 'itp-read-target-market'],
      [
        'hearingSkill',
        '听外贸经理布置市场调研任务',
        'Listen to a sales manager hand out market research tasks',
        'itp-hear-market-research',
      ],
    ),
    practise([
      'practicalOperation',
      '核算出口成本并对外报价',
      'Work out the export cost and quote a price',
      'itp-operation-export-quote',
    ]),
    apply(['task', '提交出口商品经营方案', 'Hand in an export plan for one product']),
  ),
  chapter(
    '建立客户关系',
    'Building customer relations',
    learn(
      [
        'readSkill',
        '阅读开发海外客户的渠道介绍',
        'Read about ways of finding overseas buyers',
        'itp-read-finding-buyers',
      ],
      ['hearingSkill', '听广交会上的初次会面', 'Listen to a first meeting at the Canton Fair', 'itp-hear-canton-fair'],
    ),
    practise(
      ['writingSkill', '撰写开发客户邮件', 'Write a cold email to a potential buyer', 'itp-write-cold-email'],
      [
        'roleDialogue',
        '模拟：在展会上介绍公司与产品',
        'Role dialogue: present your company and products at a trade fair',
        'itp-dialogue-trade-fair-presentation',
      ],
    ),
    check(['testPaper', '建立客户关系单元测验', 'Quiz: building customer relations']),
  ),
  chapter(
    '交易磋商',
    'Deal negotiation',
    learn(
      [
        'readSkill',
        '阅读询盘、发盘、还盘与接受的规则',
        'Read the rules on enquiry, offer, counter-offer and acceptance',
        'itp-read-offer-acceptance-rules',
      ],
      [
        'hearingSkill',
        '听一段出口价格磋商',
        'Listen to a negotiation over an export price',
        'itp-hear-price-negotiation',
      ],
    ),
    practise(
      ['caseAnalysis', '分析一起发盘撤回纠纷', 'Analyse a dispute over a withdrawn offer', 'itp-case-withdrawn-offer'],
      ['writingSkill', '撰写发盘函', 'Write an offer', 'itp-write-firm-offer'],
    ),
    apply([
      'rolePlay',
      '角色扮演：磋商价格与交货条件',
      'Role play: negotiate the price and terms of delivery',
      'itp-role-play-price-delivery',
    ]),
  ),
  chapter(
    '签订合同',
    'Contract making',
    learn(
      ['readSkill', '阅读销售合同的主要条款', 'Read the main clauses of a sales contract', 'itp-read-contract-clauses'],
      [
        'wordTraining',
        '掌握合同条款常用词汇',
        'Learn the vocabulary of contract clauses',
        'itp-words-contract-clauses',
      ],
    ),
    practise(
      ['translateSkill', '翻译销售确认书', 'Translate a sales confirmation', 'itp-trans-sales-confirmation'],
      [
        'caseAnalysis',
        '分析品质条款约定不明引起的纠纷',
        'Analyse a dispute caused by a vague quality clause',
        'itp-case-vague-quality-clause',
      ],
    ),
    apply(['writingSkill', '拟定一份出口销售合同', 'Draft an export sales contract', 'itp-write-export-contract']),
    check(['testPaper', '签订合同单元测验', 'Quiz: making the contract']),
  ),
  chapter(
    '支付',
    'Payment',
    learn(
      [
        'readSkill',
        '阅读：汇付、托收与信用证的比较',
        'Read a comparison of remittance, collection and letters of credit',
        'itp-read-payment-methods',
      ],
      [
        'hearingSkill',
        '听银行职员讲解国际结算业务',
        'Listen to a banker explain international settlements',
        'itp-hear-banker-settlements',
      ],
    ),
    practise(
      [
        'practicalOperation',
        '按合同审核信用证',
        'Check a letter of credit against the sales contract',
        'itp-operation-check-lc',
      ],
      ['billSkill', '缮制汇票', 'Fill in a bill of exchange', 'itp-bill-of-exchange'],
    ),
    check(['testPaper', '国际货款支付单元测验', 'Quiz: international payment']),
  ),
  chapter(
    '备货出运',
    'Goods preparation and shipping',
    learn(
      [
        'readSkill',
        '阅读备货与租船订舱流程',
        'Read about preparing the goods and booking shipping space',
        'itp-read-goods-booking',
      ],
      [
        'hearingSkill',
        '听跟单员与工厂确认生产进度',
        'Listen to a merchandiser check production progress with a factory',
        'itp-hear-production-check',
      ],
    ),
    practise(
      [
        'billSkill',
        '缮制商业发票与装箱单',
        'Fill in a commercial invoice and a packing list',
        'itp-bill-invoice-packing-list',
      ],
      ['billSkill', '填写订舱委托书', 'Fill in a booking note', 'itp-bill-booking-note'],
    ),
    apply(['writingSkill', '撰写装船通知', 'Write a shipping advice', 'itp-write-shipping-advice']),
  ),
  chapter(
    '报关报检',
    'Customs and inspection declaration',
    learn(
      [
        'readSkill',
        '阅读出口报关报检流程',
        'Read the steps of export customs and inspection declaration',
        'itp-read-customs-inspection-steps',
      ],
      [
        'wordTraining',
        '掌握海关与检验常用词汇',
        'Learn the vocabulary of customs and inspection',
        'itp-words-customs-inspection',
      ],
    ),
    practise(
      [
        'billSkill',
        '填写出口货物报关单',
        'Fill in an export customs declaration',
        'itp-bill-export-customs-declaration',
      ],
      [
        'practicalOperation',
        '查询商品编码与监管条件',
        'Look up the HS code and import-export requirements for a product',
        'itp-operation-hs-code-lookup',
      ],
    ),
    check(['testPaper', '报关报检单元测验', 'Quiz: customs and inspection']),
  ),
  chapter(
    '售后服务',
    'After-sales service',
    learn(
      ['readSkill', '阅读一封客户投诉函', 'Read a letter of complaint from a customer', 'itp-read-complaint-letter'],
      ['hearingSkill', '听一通售后服务电话', 'Listen to an after-sales phone call', 'itp-hear-after-sales-call'],
    ),
    practise(
      ['caseAnalysis', '分析一起质量索赔案例', 'Analyse a claim over product quality', 'itp-case-quality-claim'],
      ['writingSkill', '撰写索赔答复函', 'Reply to a claim', 'itp-write-claim-reply'],
    ),
    apply(
      [
        'roleDialogue',
        '模拟：回访客户并争取返单',
        'Role dialogue: follow up with a customer and win a repeat order',
        'itp-dialogue-repeat-order',
      ],
      ['task', '提交一笔出口业务的全流程报告', 'Hand in a report on one export deal from start to finish'],
    ),
    check(['testPaper', '国际贸易实务课程综合测试', 'Final test: International Trade Practice']),
  ),
]);
