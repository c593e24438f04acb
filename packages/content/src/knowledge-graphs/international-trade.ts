/**
 * Knowledge graph of the International Trade Practice course (part 2 §3.1): the nine stages of an
 * export deal, each with three topics, from the basics of trade to after-sales service.
 */
import { buildKnowledgeGraph, category, topic } from './build';

// Explains: 0 concepts and rules, 1 procedures, 2 documents and calculations, 3 communicating with
// customers, 4 risks and disputes.
export const INTERNATIONAL_TRADE_GRAPH = buildKnowledgeGraph({
  key: 'international-trade',
  title: ['国际贸易实务', 'International Trade Practice'],
  explains: [
    {
      basic: [
        ['听懂国际贸易基本术语', 'Recognise the basic terms of international trade'],
        ['听懂讲解中对规则的说明', 'Follow a talk that explains a trade rule'],
        ['听出案例中涉及的贸易规则', 'Tell which trade rule a case turns on'],
      ],
      synthesize: [
        ['读懂国际惯例和规则的英文原文', 'Read the original English text of a trade rule'],
        ['用英文解释术语之间的区别', 'Explain in English how two terms differ'],
        ['运用规则分析一个贸易案例', 'Apply the rules to analyse a trade case'],
      ],
    },
    {
      basic: [
        ['听懂业务流程的讲解', 'Follow an explanation of a procedure'],
        ['听出各环节的先后顺序', 'Hear the order in which the steps happen'],
        ['听懂与工厂、货代的电话沟通', 'Understand calls with the factory or the forwarder'],
      ],
      synthesize: [
        ['读懂操作指南和业务通知', 'Read operating guides and notices'],
        ['画出业务环节流程图', 'Draw a flow chart of the procedure'],
        ['写出该环节的操作清单', 'Write a checklist for this stage'],
      ],
    },
    {
      basic: [
        ['听写品名、数量、价格等数据', 'Take down goods, quantities and prices from dictation'],
        ['听懂计算方法的讲解', 'Follow an explanation of how a figure is worked out'],
        ['听出单据信息的更正', 'Catch corrections to the details of a document'],
      ],
      synthesize: [
        ['读懂合同与单据中的数据', 'Read the figures in a contract and its documents'],
        ['完成价格、运费或保费的计算', 'Work out a price, freight charge or premium'],
        ['缮制或填写相关单据', 'Make out or fill in the document concerned'],
      ],
    },
    {
      basic: [
        ['听懂客户来电的需求', 'Understand what a customer wants in a call'],
        ['听出客户的顾虑和态度', "Hear the customer's concerns and attitude"],
        ['听懂展会上的洽谈对话', 'Follow a conversation at a trade fair stand'],
      ],
      synthesize: [
        ['读懂客户邮件并归纳要求', "Read a customer's email and list the requests"],
        ['写出开发信或跟进邮件', 'Write a prospecting or follow-up email'],
        ['写出回复客户的完整邮件', 'Write a complete reply to the customer'],
      ],
    },
    {
      basic: [
        ['听懂对风险或纠纷的描述', 'Understand how a risk or dispute is described'],
        ['听出争议双方的主张', 'Hear what each party to a dispute claims'],
        ['听懂专家对处理办法的建议', "Follow an expert's advice on how to deal with it"],
      ],
      synthesize: [
        ['阅读纠纷案例并找出原因', 'Read a dispute case and find its cause'],
        ['对照合同条款判断责任', 'Decide who is liable under the contract clauses'],
        ['撰写处理意见或索赔函', 'Write a recommendation or a letter of claim'],
      ],
    },
  ],
  categories: [
    category('国际贸易概论', 'General introduction', [
      topic('基本概念', 'Basic concepts', [
        ['进口与出口', 'Imports and exports', 0],
        ['贸易顺差与逆差', 'Trade surplus and deficit', 0],
        ['一般贸易与加工贸易', 'General trade and processing trade', 0],
      ]),
      topic('国际组织与规则', 'Organisations and rules', [
        ['世界贸易组织', 'World Trade Organization', 0],
        ['国际商会', 'International Chamber of Commerce', 0],
        ['自由贸易协定', 'Free trade agreements', 0],
      ]),
      topic('国际贸易术语', 'Incoterms', [
        ['EXW 工厂交货', 'EXW: Ex Works', 0],
        ['FOB 船上交货', 'FOB: Free On Board', 0],
        ['CFR 成本加运费', 'CFR: Cost and Freight', 0],
        ['CIF 成本、保险费加运费', 'CIF: Cost, Insurance and Freight', 0],
      ]),
    ]),
    category('交易前准备', 'Trade preparation', [
      topic('市场调研', 'Market research', [
        ['选择目标市场', 'Choosing a target market', 1],
        ['国外市场调研方法', 'Ways of researching overseas markets', 1],
      ]),
      topic('经营资格', 'Getting ready to trade', [
        ['海关收发货人备案', 'Registering with customs as an importer and exporter', 1],
        ['贸易外汇收支企业名录登记', 'Registering with the foreign exchange authority', 1],
        ['开通中国电子口岸', 'Joining the China E-Port system', 1],
      ]),
      topic('产品与报价准备', 'Products and prices', [
        ['出口成本核算', 'Export cost accounting', 2],
        ['出口报价核算', 'Working out an export quotation', 2],
        ['制作产品目录', 'Making a product catalogue', 3],
      ]),
    ]),
    category('建立客户关系', 'Building customer relations', [
      topic('寻找客户', 'Finding customers', [
        ['参加广交会', 'Exhibiting at the Canton Fair', 1],
        ['B2B 平台', 'B2B platforms', 1],
        ['社交媒体开发客户', 'Finding customers on social media', 3],
      ]),
      topic('开发信', 'Prospecting emails', [
        ['开发信写作', 'Writing a prospecting email', 3],
        ['跟进邮件', 'Follow-up emails', 3],
      ]),
      topic('客户资信调查', 'Checking customer credit', [
        ['资信调查渠道', 'Sources of credit information', 1],
        ['出口信用保险', 'Export credit insurance', 4],
      ]),
    ]),
    category('交易磋商', 'Deal negotiation', [
      topic('磋商环节', 'Steps of negotiation', [
        ['询盘', 'Enquiry', 3],
        ['发盘', 'Offer', 3],
        ['还盘', 'Counter-offer', 3],
        ['接受', 'Acceptance', 3],
      ]),
      topic('发盘的效力', 'When an offer binds', [
        ['发盘的撤回与撤销', 'Withdrawing and revoking an offer', 4],
        ['发盘的有效期与失效', 'Validity and lapse of an offer', 0],
      ]),
      topic('样品', 'Samples', [
        ['寄送样品', 'Sending samples', 1],
        ['确认样', 'Approval samples', 0],
      ]),
    ]),
    category('签订合同', 'Contract making', [
      topic('合同的成立', 'Forming the contract', [
        ['合同成立的条件', 'What makes a contract binding', 0],
        ['书面合同的形式', 'Forms of written contract', 0],
      ]),
      topic('主要交易条款', 'Main terms of the deal', [
        ['品质与数量条款', 'Quality and quantity clauses', 2],
        ['价格条款', 'Price clause', 2],
        ['包装条款', 'Packing clause', 2],
      ]),
      topic('争议预防条款', 'Clauses for disputes', [
        ['不可抗力条款', 'Force majeure clause', 4],
        ['索赔条款', 'Claims clause', 4],
        ['仲裁条款', 'Arbitration clause', 4],
      ]),
    ]),
    category('货款支付', 'Payment', [
      topic('支付工具', 'Payment instruments', [
        ['汇票', 'Bill of exchange', 0],
        ['本票与支票', 'Promissory notes and cheques', 0],
      ]),
      topic('支付方式', 'Methods of payment', [
        ['电汇（T/T）', 'Telegraphic transfer (T/T)', 1],
        ['托收', 'Documentary collection', 1],
        ['信用证', 'Letter of credit', 1],
      ]),
      topic('交单结汇', 'Getting paid', [
        ['交单议付', 'Presenting documents for negotiation', 2],
        ['汇率风险防范', 'Managing exchange-rate risk', 4],
      ]),
    ]),
    category('备货与出运', 'Goods preparation and shipping', [
      topic('备货', 'Preparing the goods', [
        ['生产跟单', 'Following up production', 1],
        ['出货前验货', 'Pre-shipment inspection', 1],
      ]),
      topic('订舱与装运', 'Booking and loading', [
        ['订舱', 'Booking shipping space', 1],
        ['集装箱装箱', 'Stuffing the container', 1],
        ['海运提单', 'Bill of lading', 2],
      ]),
      topic('货物运输保险', 'Cargo insurance', [
        ['办理投保', 'Arranging insurance', 2],
        ['选择保险险别', 'Choosing the cover', 2],
      ]),
    ]),
    category('报关报检', 'Customs and inspection declaration', [
      topic('出口报检', 'Export inspection', [
        ['法定检验商品', 'Goods subject to statutory inspection', 0],
        ['报检流程', 'Applying for inspection', 1],
      ]),
      topic('出口报关', 'Export customs clearance', [
        ['填制报关单', 'Filling in the customs declaration', 2],
        ['海关查验', 'Customs examination', 1],
        ['放行与装船', 'Release and loading', 1],
      ]),
      topic('原产地证书', 'Certificates of origin', [
        ['申领原产地证书', 'Applying for a certificate of origin', 2],
        ['优惠原产地证书', 'Preferential certificates of origin', 0],
      ]),
    ]),
    category('售后服务', 'After-sales', [
      topic('客户维护', 'Customer care', [
        ['客户回访', 'Following up with customers', 3],
        ['客户满意度调查', 'Customer satisfaction surveys', 3],
      ]),
      topic('争议处理', 'Handling disputes', [
        ['索赔与理赔', 'Claims and their settlement', 4],
        ['协商与调解', 'Negotiation and mediation', 4],
        ['国际商事仲裁', 'International commercial arbitration', 4],
      ]),
      topic('出口退税', 'Export tax rebates', [
        ['退税申报', 'Filing the rebate claim', 2],
        ['单证归档', 'Keeping the documents on file', 2],
      ]),
    ]),
  ],
});
