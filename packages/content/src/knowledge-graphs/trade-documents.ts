/**
 * Knowledge graph of the Foreign Trade Documents course (part 2 §1, §3.1): the ten families of
 * documents an exporter prepares, receives or checks, 102 nodes in all.
 */
import { buildKnowledgeGraph, category, topic } from './build';

// Explains: 0 knowing the document, 1 making it out, 2 checking it, 3 the procedure around it,
// 4 correspondence about it.
export const TRADE_DOCUMENTS_GRAPH = buildKnowledgeGraph({
  key: 'trade-documents',
  title: ['外贸单证', 'Foreign Trade Documents'],
  explains: [
    {
      basic: [
        ['听懂单据名称及其英文缩写', 'Recognise document names and their abbreviations'],
        ['听懂单据的用途和签发人', 'Understand what the document is for and who issues it'],
        ['听出讲解中单据栏目的含义', 'Follow an explanation of what each box means'],
      ],
      synthesize: [
        ['读懂单据样本的各个栏目', 'Read a sample document box by box'],
        ['把单据中的英文条款译成中文', 'Translate the English wording of the document into Chinese'],
        ['写一段说明单据作用的英文', 'Write a short English description of what the document does'],
      ],
    },
    {
      basic: [
        ['听写品名、数量、金额等信息', 'Take down the goods, quantities and amounts from dictation'],
        ['听懂主管对制单的要求', "Follow a supervisor's instructions for making out a document"],
        ['听出电话中更正的数据', 'Catch the corrected figures in a phone call'],
      ],
      synthesize: [
        ['读懂合同和信用证中的制单依据', 'Find the data the document needs in the contract and L/C'],
        ['按要求缮制单据', 'Make out the document as required'],
        ['自查单据并改正错误', 'Check your own document and correct the errors'],
      ],
    },
    {
      basic: [
        ['听懂审单员指出的问题', 'Understand the problems a document checker points out'],
        ['听出单据与信用证不符之处', 'Hear where a document differs from the L/C'],
        ['听懂银行关于不符点的通知', 'Follow a bank telling you about discrepancies'],
      ],
      synthesize: [
        ['对照信用证逐项审核单据', 'Check the document against the L/C item by item'],
        ['列出不符点并提出修改意见', 'List the discrepancies and say how to correct them'],
        ['撰写审单意见', 'Write up your findings as a checking report'],
      ],
    },
    {
      basic: [
        ['听懂业务流程的讲解', 'Follow an explanation of the procedure'],
        ['听出各环节的时间节点', 'Catch the deadline for each step'],
        ['听懂与代理或机构的电话沟通', 'Understand a call with an agent or an authority'],
      ],
      synthesize: [
        ['读懂办理流程和政策说明', 'Read the procedure and the rules that govern it'],
        ['画出单据流转流程图', 'Draw a flow chart of how the documents move'],
        ['写出办理步骤清单', 'Write a step-by-step checklist for the procedure'],
      ],
    },
    {
      basic: [
        ['听懂客户对单据的要求', 'Understand what the customer asks for in the documents'],
        ['听出货代或银行来电的要点', 'Pick out the points in a call from a forwarder or a bank'],
        ['听懂催单和改单的请求', 'Understand requests to send or amend documents'],
      ],
      synthesize: [
        ['读懂关于单据的往来邮件', 'Read the emails exchanged about the documents'],
        ['写邮件寄送或说明单据', 'Write an email sending or explaining the documents'],
        ['写邮件请求修改单据或条款', 'Write an email asking for a document or clause to be amended'],
      ],
    },
  ],
  categories: [
    category('商业单据', 'Commercial documents', [
      topic('发票', 'Invoices', [
        ['商业发票', 'Commercial invoice', 1],
        ['形式发票', 'Proforma invoice', 1],
        ['海关发票', 'Customs invoice', 0],
      ]),
      topic('包装单据', 'Packing documents', [
        ['装箱单', 'Packing list', 1],
        ['重量单', 'Weight list', 1],
      ]),
      topic('合同与订单', 'Contracts and orders', [
        ['销售合同', 'Sales contract', 2],
        ['销售确认书', 'Sales confirmation', 2],
        ['采购订单', 'Purchase order', 0],
      ]),
    ]),
    category('工厂单据', 'Factory documents', [
      topic('生产单据', 'Production documents', [
        ['生产通知单', 'Production order', 3],
        ['物料清单', 'Bill of materials', 0],
      ]),
      topic('质量单据', 'Quality documents', [
        ['工厂检验报告', 'Factory inspection report', 2],
        ['第三方验货报告', 'Third-party inspection report', 2],
        ['产品质量证明书', "Manufacturer's certificate of quality", 0],
      ]),
      topic('出货单据', 'Dispatch documents', [
        ['送货单', 'Delivery note', 3],
        ['唛头', 'Shipping marks', 1],
      ]),
    ]),
    category('信用证', 'Letters of credit', [
      topic('开立信用证', 'Opening an L/C', [
        ['开证申请书', 'Application for a documentary credit', 1],
        ['信用证通知书', 'Advice of a documentary credit', 3],
      ]),
      topic('审核信用证', 'Examining an L/C', [
        ['信用证条款审核', 'Checking the credit terms', 2],
        ['识别软条款', 'Spotting soft clauses', 2],
        ['单证相符原则', 'The principle of strict compliance', 0],
      ]),
      topic('修改信用证', 'Amending an L/C', [
        ['改证函', 'Letter asking for an amendment', 4],
        ['信用证修改书（MT707）', 'L/C amendment (MT707)', 0],
      ]),
    ]),
    category('金融单据', 'Financial documents', [
      topic('汇票', 'Bills of exchange', [
        ['即期汇票', 'Sight draft', 0],
        ['远期汇票', 'Time draft', 0],
        ['汇票的缮制', 'Drawing a bill of exchange', 1],
      ]),
      topic('托收单据', 'Collection documents', [
        ['托收委托书', 'Collection instruction', 1],
        ['付款交单（D/P）', 'Documents against payment (D/P)', 3],
        ['承兑交单（D/A）', 'Documents against acceptance (D/A)', 3],
      ]),
      topic('其他结算单据', 'Other payment documents', [
        ['境外汇款申请书', 'Application for an outward remittance', 1],
        ['本票与支票', 'Promissory notes and cheques', 0],
      ]),
    ]),
    category('行政单据', 'Administrative documents', [
      topic('进出口许可', 'Import and export licences', [
        ['出口许可证', 'Export licence', 1],
        ['进口许可证', 'Import licence', 0],
      ]),
      topic('原产地证书', 'Certificates of origin', [
        ['一般原产地证书（CO）', 'Certificate of origin (CO)', 1],
        ['中国—东盟原产地证书（Form E）', 'China-ASEAN certificate of origin (Form E)', 1],
        ['RCEP 原产地证书', 'RCEP certificate of origin', 1],
      ]),
      topic('认证文件', 'Legalisation', [
        ['领事认证', 'Consular legalisation', 3],
        ['贸促会商事认证', 'Commercial certification by CCPIT', 3],
      ]),
    ]),
    category('运输单据', 'Transport documents', [
      topic('海运单据', 'Sea transport documents', [
        ['海运提单', 'Ocean bill of lading', 1],
        ['海运单', 'Sea waybill', 0],
        ['订舱委托书', 'Booking note', 1],
      ]),
      topic('其他运输单据', 'Other transport documents', [
        ['航空运单', 'Air waybill', 1],
        ['铁路运单', 'Rail consignment note', 0],
        ['多式联运单据', 'Multimodal transport document', 0],
      ]),
      topic('装运通知与证明', 'Shipping advice and certificates', [
        ['装运通知', 'Shipping advice', 4],
        ['船公司证明', "Shipping company's certificate", 2],
      ]),
    ]),
    category('保险单据', 'Insurance documents', [
      topic('投保', 'Taking out cover', [
        ['投保单', 'Insurance application', 1],
        ['保险金额计算', 'Working out the insured amount', 1],
      ]),
      topic('保单与凭证', 'Policies and certificates', [
        ['保险单', 'Insurance policy', 1],
        ['保险凭证', 'Insurance certificate', 0],
      ]),
      topic('保险索赔', 'Insurance claims', [
        ['残损检验报告', 'Survey report', 2],
        ['保险索赔函', 'Letter of claim to the insurer', 4],
      ]),
    ]),
    category('检验检疫单据', 'Inspection and quarantine documents', [
      topic('检验证书', 'Inspection certificates', [
        ['品质检验证书', 'Inspection certificate of quality', 0],
        ['数量重量检验证书', 'Inspection certificate of quantity and weight', 0],
      ]),
      topic('检疫证书', 'Quarantine certificates', [
        ['植物检疫证书', 'Phytosanitary certificate', 1],
        ['熏蒸证书', 'Fumigation certificate', 1],
        ['卫生证书', 'Health certificate', 1],
      ]),
    ]),
    category('报关单据', 'Customs documents', [
      topic('出口报关', 'Export declaration', [
        ['出口货物报关单', 'Export customs declaration', 1],
        ['代理报关委托书', 'Power of attorney for customs declaration', 3],
      ]),
      topic('进口清关', 'Import clearance', [
        ['进口货物报关单', 'Import customs declaration', 1],
        ['进口关税计算', 'Calculating import duty', 3],
      ]),
    ]),
    category('税务单据', 'Tax documents', [
      topic('增值税发票', 'VAT invoices', [
        ['增值税专用发票', 'Special VAT invoice', 0],
        ['增值税普通发票', 'Ordinary VAT invoice', 0],
      ]),
      topic('出口退税', 'Export tax rebate', [
        ['出口退税申报', 'Filing an export tax rebate claim', 3],
        ['退税率查询', 'Looking up rebate rates', 0],
        ['退税单证备案', 'Keeping rebate documents on file', 3],
      ]),
    ]),
  ],
});
