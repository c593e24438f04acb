/**
 * Outline of the Foreign Trade Documents course: ten chapters, one for each document a
 * documentation clerk reads or fills in, from the letter of credit to the customs declaration.
 */
import type { TCourseOutline } from '@lingua/contracts';
import { type ActivityRow, apply, chapter, check, learn, outline, practise, step } from './outline-builder';

/** The hands-on step of most chapters. */
const fillIn = (...rows: readonly ActivityRow[]) => step('缮制单证', 'Fill in the documents', ...rows);

export const FOREIGN_TRADE_DOCUMENTS_OUTLINE: TCourseOutline = outline('foreign-trade-documents', [
  chapter(
    '外贸单证概述',
    'Introduction to trade documents',
    learn(
      [
        'readSkill',
        '阅读：外贸单证的种类与流转',
        'Read about the kinds of trade documents and how they flow',
        'ftd-read-document-flow',
      ],
      [
        'wordTraining',
        '掌握单证常用英文术语',
        'Learn the common English terms on trade documents',
        'ftd-words-document-terms',
      ],
      [
        'hearingSkill',
        '听单证员介绍一天的工作',
        'Listen to a documentation clerk describe a working day',
        'ftd-hear-clerk-day',
      ],
    ),
    practise([
      'caseAnalysis',
      '分析一起因单证不符被拒付的案例',
      'Analyse a payment refused because of discrepant documents',
      'ftd-case-three-discrepancies',
    ]),
    check(['testPaper', '单证概述单元测验', 'Quiz: introduction to trade documents']),
  ),
  chapter(
    '信用证',
    'Letters of credit',
    learn(
      ['readSkill', '读懂信用证的主要条款', 'Read the main terms of a letter of credit', 'ftd-read-lc-terms'],
      ['translateSkill', '翻译信用证条款', 'Translate the clauses of a letter of credit', 'trans-lc-clauses'],
    ),
    practise(
      [
        'practicalOperation',
        '对照合同审核信用证',
        'Check a letter of credit against the contract',
        'ftd-operation-tile-lc-check',
      ],
      ['billSkill', '填写开证申请书', 'Fill in an application for a documentary credit', 'ftd-bill-credit-application'],
    ),
    apply([
      'writingSkill',
      '撰写信用证修改申请',
      'Write a request to amend a letter of credit',
      'ftd-write-lc-amendment',
    ]),
  ),
  chapter(
    '商业发票',
    'Commercial invoices',
    learn([
      'readSkill',
      '阅读商业发票各栏目的含义',
      'Read what each box of a commercial invoice means',
      'ftd-read-invoice-boxes',
    ]),
    fillIn(
      ['billSkill', '缮制商业发票', 'Fill in a commercial invoice', 'ftd-bill-coffee-machine-invoice'],
      [
        'billSkill',
        '按信用证要求更正发票',
        'Correct an invoice to match the letter of credit',
        'ftd-bill-invoice-correction',
      ],
    ),
    check(['testPaper', '商业发票单元测验', 'Quiz: commercial invoices']),
  ),
  chapter(
    '装箱单',
    'Packing lists',
    learn(
      ['readSkill', '阅读装箱单与重量单', 'Read a packing list and a weight list', 'ftd-read-packing-weight-list'],
      [
        'wordTraining',
        '掌握包装与计量单位词汇',
        'Learn words for packages and units of measure',
        'ftd-words-packages-units',
      ],
    ),
    fillIn(
      [
        'practicalOperation',
        '计算毛重、净重与体积',
        'Work out the gross weight, net weight and measurement',
        'ftd-operation-weights-measurement',
      ],
      ['billSkill', '缮制装箱单', 'Fill in a packing list', 'ftd-bill-floodlight-packing-list'],
    ),
    check(['testPaper', '装箱单单元测验', 'Quiz: packing lists']),
  ),
  chapter(
    '汇票',
    'Bills of exchange',
    learn(
      ['readSkill', '阅读汇票的必要记载项目', 'Read the items a bill of exchange must show', 'ftd-read-draft-items'],
      [
        'hearingSkill',
        '听银行职员讲解即期与远期汇票',
        'Listen to a banker explain sight and time drafts',
        'ftd-hear-sight-time-drafts',
      ],
    ),
    fillIn(
      ['billSkill', '缮制信用证项下汇票', 'Draw a bill of exchange under a letter of credit', 'ftd-bill-lc-draft'],
      [
        'billSkill',
        '缮制托收项下汇票',
        'Draw a bill of exchange for a documentary collection',
        'ftd-bill-collection-draft',
      ],
    ),
    check(['testPaper', '汇票单元测验', 'Quiz: bills of exchange']),
  ),
  chapter(
    '海运提单',
    'Bills of lading',
    learn(
      ['readSkill', '阅读提单正面内容', 'Read the face of a bill of lading', 'ftd-read-bl-face'],
      [
        'wordTraining',
        '掌握提单种类与背书术语',
        'Learn the types of bill of lading and the terms for endorsement',
        'ftd-words-bl-endorsement',
      ],
    ),
    fillIn(
      ['billSkill', '填写托运单', 'Fill in a shipping order', 'ftd-bill-shipping-order'],
      ['billSkill', '缮制海运提单', 'Fill in an ocean bill of lading', 'ftd-bill-ocean-bl'],
    ),
    apply([
      'caseAnalysis',
      '分析一起倒签提单纠纷',
      'Analyse a dispute over an antedated bill of lading',
      'ftd-case-antedated-bl',
    ]),
  ),
  chapter(
    '保险单',
    'Insurance policies',
    learn(
      [
        'readSkill',
        '阅读保险单与险别条款',
        'Read an insurance policy and its clauses of cover',
        'ftd-read-insurance-policy',
      ],
      [
        'translateSkill',
        '翻译信用证中的保险条款',
        'Translate the insurance clause of a letter of credit',
        'ftd-trans-lc-insurance-clause',
      ],
    ),
    fillIn(
      [
        'practicalOperation',
        '计算保险金额与保险费',
        'Calculate the insured amount and the premium',
        'ftd-operation-insurance-premium',
      ],
      ['billSkill', '填写投保单', 'Fill in an application for insurance', 'ftd-bill-insurance-application'],
    ),
    check(['testPaper', '保险单据单元测验', 'Quiz: insurance documents']),
  ),
  chapter(
    '原产地证书',
    'Certificates of origin',
    learn(
      [
        'readSkill',
        '阅读一般原产地证书与优惠原产地证书',
        'Read a general and a preferential certificate of origin',
        'ftd-read-origin-certificates',
      ],
      ['hearingSkill', '听讲解：原产地标准', 'Listen to an explanation of origin criteria', 'ftd-hear-origin-criteria'],
    ),
    fillIn(
      [
        'billSkill',
        '缮制一般原产地证书',
        'Fill in a general certificate of origin',
        'ftd-bill-general-origin-certificate',
      ],
      [
        'billSkill',
        '缮制中国—东盟自贸区原产地证书',
        'Fill in a China–ASEAN certificate of origin (Form E)',
        'ftd-bill-form-e',
      ],
    ),
    check(['testPaper', '原产地证书单元测验', 'Quiz: certificates of origin']),
  ),
  chapter(
    '报检单据',
    'Inspection documents',
    learn(
      ['readSkill', '阅读一份检验证书', 'Read an inspection certificate', 'ftd-read-quality-certificate'],
      [
        'wordTraining',
        '掌握检验检疫常用词汇',
        'Learn the vocabulary of inspection and quarantine',
        'ftd-words-inspection-quarantine',
      ],
    ),
    fillIn([
      'billSkill',
      '填写出境货物检验申请',
      'Fill in an application for export inspection',
      'ftd-bill-export-inspection-application',
    ]),
    apply([
      'caseAnalysis',
      '分析一批货物检验不合格后的处理',
      'Analyse how a failed inspection was handled',
      'ftd-case-failed-toy-inspection',
    ]),
  ),
  chapter(
    '报关单据',
    'Customs documents',
    learn(
      [
        'readSkill',
        '阅读出口货物报关单各栏目',
        'Read the boxes of an export customs declaration',
        'ftd-read-export-declaration',
      ],
      [
        'hearingSkill',
        '听报关员与客户的电话沟通',
        'Listen to a customs broker on the phone with a client',
        'ftd-hear-broker-call',
      ],
    ),
    fillIn(
      ['billSkill', '填写出口货物报关单', 'Fill in an export customs declaration', 'ftd-bill-ebike-export-declaration'],
      [
        'practicalOperation',
        '整理全套议付单据',
        'Put together a full set of documents for negotiation',
        'ftd-operation-negotiation-documents',
      ],
    ),
    apply(['task', '提交一票货物的全套单证', 'Hand in the full set of documents for one shipment']),
    check(['testPaper', '外贸单证课程综合测试', 'Final test: Foreign Trade Documents']),
  ),
]);
