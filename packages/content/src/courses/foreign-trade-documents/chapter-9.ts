/**
 * Chapter 9 of Foreign Trade Documents, "Inspection documents": reading a certificate of quality,
 * the words of inspection and quarantine, applying for export inspection of a plant product, and
 * how a toy maker handled a failed pre-shipment inspection.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  documents,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { read, speaking } from '../../trainings/speaking-builders';
import { stress } from './shared';

export const CHAPTER_9_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-quality-certificate',
    'readSkill',
    ['阅读：一份品质检验证书', 'Reading: an inspection certificate of quality'],
    [
      '阅读检验机构为一批瓷杯出具的品质检验证书，弄清抽样、判定和结论，然后回答问题。',
      'Read the certificate of quality an inspection company issued for a shipment of mugs. Understand the sampling, the limits and the conclusion, then answer the questions.',
    ],
    [
      text(
        `<bl>INSPECTION CERTIFICATE OF QUALITY</bl> No. SEIS-CS-26-07213
Issued by: Sino-Euro Inspection Services Co., Ltd., Changsha
Applicant: Harbour Home Ltd, Liverpool, UK · Supplier: Hunan Liling Yuxiang Ceramics Co., Ltd.
Goods: stoneware mugs, 350 ml, 24,000 pcs in 500 cartons · Contract No. HH-LL-2026-15
Date and place of inspection: 20–21 July 2026, at the supplier's warehouse, Liling

<bl>Sampling</bl>: ISO 2859-1, general inspection level II, lot size 24,000 pcs, sample size <bl>315 pcs</bl> drawn at random from 32 cartons
<bl>Limits</bl>: critical defects 0 accepted; major defects AQL 2.5 (accept 14, reject 15); minor defects AQL 4.0 (accept 21, reject 22)
<bl>Findings</bl>: critical 0; major 6 (cracked glaze 4, handle not straight 2); minor 13 (small black specks 9, uneven glaze edge 4)
<bl>Laboratory test</bl>: lead and cadmium release, 6 mugs: lead below 0.05 mg/l, cadmium below 0.01 mg/l (limits 4.0 mg/l and 0.3 mg/l, Directive 84/500/EEC)
<bl>Conclusion</bl>: the goods inspected <re>conform</re> to the contract. The lot is accepted.
This certificate reflects the findings at the time and place of inspection only and does not relieve the seller of its obligations under the contract.`,
        `品质检验证书 SEIS-CS-26-07213，由长沙中欧检验服务有限公司出具。申请人：英国利物浦 Harbour Home 公司；供应商：湖南醴陵裕祥陶瓷有限公司。货物：350 毫升炻瓷马克杯 24000 只，500 箱；合同号 HH-LL-2026-15。检验日期和地点：2026 年 7 月 20—21 日，醴陵供应商仓库。

抽样：按 ISO 2859-1，一般检验水平 II，批量 24000 只，从 32 箱中随机抽取样本 315 只。判定标准：致命缺陷 0 接收；严重缺陷 AQL 2.5（接收数 14，拒收数 15）；轻微缺陷 AQL 4.0（接收数 21，拒收数 22）。检验结果：致命缺陷 0；严重缺陷 6（釉面开裂 4，把手不正 2）；轻微缺陷 13（小黑点 9，釉边不齐 4）。实验室检测：抽 6 只杯检测铅、镉溶出量：铅低于 0.05 毫克/升，镉低于 0.01 毫克/升（限量分别为 4.0 和 0.3 毫克/升，欧盟 84/500/EEC 指令）。结论：所检货物符合合同，该批货物接收。本证书仅反映检验时间和地点的检验结果，不免除卖方在合同项下的义务。`,
        'Certificate SEIS-CS-26-07213',
      ),
    ],
    [
      choice(
        'What is the result of the inspection?',
        [
          'The lot is rejected for major defects',
          'The lot is accepted',
          'The lot must be re-inspected',
          'Only the laboratory test passed',
        ],
        'B',
        [
          '严重缺陷 6 ≤ 14，轻微缺陷 13 ≤ 21，无致命缺陷，铅镉合格：接收。',
          'Majors 6 ≤ 14, minors 13 ≤ 21, no criticals, lead and cadmium within limits: accepted.',
        ],
      ),
      fillBlank(
        'The inspector checked {{1}} mugs. The lot would have been rejected with {{2}} or more major defects.',
        [
          ['315', 'three hundred and fifteen'],
          ['15', 'fifteen'],
        ],
        ['样本量 315；AQL 2.5 的拒收数为 15。', 'Sample size 315; the reject number at AQL 2.5 is 15.'],
      ),
      matching(
        'Match each term with its meaning.',
        [
          ['Critical defect', 'a defect that makes the product unsafe; none is accepted'],
          ['Major defect', 'a defect that makes the product fail or unsellable, such as a crack'],
          ['Minor defect', 'a small fault in looks that does not affect use'],
          ['AQL', 'the worst average defect rate the buyer will accept'],
        ],
        [
          '致命、严重、轻微缺陷与接收质量限（AQL）。',
          'Critical, major and minor defects, and the acceptance quality limit.',
        ],
      ),
      trueFalse(
        'If Harbour Home later finds many cracked mugs in Liverpool, the certificate means it can make no claim against the supplier.',
        false,
        [
          '证书末句：不免除卖方在合同项下的义务，买方仍可依合同索赔。',
          'The last sentence: the certificate does not relieve the seller of its contract obligations, so the buyer can still claim.',
        ],
      ),
      qa(
        'Why did the inspector draw the 315 mugs from 32 different cartons rather than from the first few cartons?',
        'So that the sample is random and represents the whole lot; the first cartons might be better or worse than the rest.',
        ['随机抽样才能代表整批货物。', 'Only a random sample represents the whole lot.'],
        10,
      ),
    ],
  ),
  speaking(
    'ftd-words-inspection-quarantine',
    'wordTraining',
    ['单词训练：检验检疫词汇', 'Word training: the vocabulary of inspection and quarantine'],
    [
      '朗读检验检疫证书和申请中常见的词，中文给出含义。',
      'Read aloud the words you meet on inspection and quarantine certificates and applications; the Chinese gives the meaning.',
    ],
    [
      read('word', 'quarantine', '检疫', stress),
      read('word', 'phytosanitary', '植物检疫的（植物检疫证书 phytosanitary certificate）', stress),
      read('word', 'fumigation', '熏蒸（熏蒸证书 fumigation certificate）', stress),
      read('word', 'veterinary', '兽医的（兽医卫生证书 veterinary certificate）', stress),
      read('word', 'sampling', '抽样', stress),
      read('word', 'conformity', '符合性（合格证明 certificate of conformity）', stress),
    ],
  ),
  training(
    'ftd-bill-export-inspection-application',
    'billSkill',
    ['单证：填写出境货物检验申请', 'Documents: fill in an application for export inspection'],
    [
      '你是山东金乡华鑫大蒜的单证员。鲜蒜出口马来西亚需要植物检疫证书，请根据合同和装运资料填写出境货物检验检疫申请的主要栏目。',
      'You are the documentation clerk at Shandong Jinxiang Huaxin Garlic. Fresh garlic for Malaysia needs a phytosanitary certificate: fill in the main boxes of the application for export inspection from the contract and shipment details.',
    ],
    [
      text(
        `<bl>Contract No. HX-MY-2608</bl> · L/C No. MBB-26-LC-11874 (Maybank, Kuala Lumpur)
Consignor: Shandong Jinxiang Huaxin Garlic Co., Ltd. · Consignee: Everfresh Trading Sdn. Bhd., Kuala Lumpur, Malaysia
Goods: fresh white garlic, HS code 0703.20, grown in Jinxiang, Shandong
Quantity: 11,200 mesh bags of 10 kg; net weight 112,000 kg; gross weight 113,120 kg
Price: USD 1,180.00 per metric ton CFR Port Klang
Transport: four 40-foot reefer containers, by sea from Qingdao to Port Klang, loading on 12 September 2026
Certificate the buyer needs: phytosanitary certificate`,
        '合同 HX-MY-2608；信用证 MBB-26-LC-11874（马来亚银行吉隆坡分行）。发货人：山东金乡华鑫大蒜有限公司；收货人：马来西亚吉隆坡 Everfresh 贸易公司。货物：鲜白蒜，HS 编码 0703.20，产地山东金乡。数量：10 千克网袋 11200 袋，净重 112000 千克，毛重 113120 千克。价格：每公吨 1180 美元 CFR 巴生港。运输：四个 40 尺冷藏柜，由青岛海运至巴生港，2026 年 9 月 12 日装船。买方所需证书：植物检疫证书。',
        'The garlic order',
      ),
    ],
    [
      documents(
        'Fill in the main boxes of the application for export inspection.',
        'APPLICATION FOR INSPECTION AND QUARANTINE OF EXPORT GOODS',
        'Copy names from the contract; value in USD with two decimals.',
        [
          [
            'consignor',
            'Consignor',
            [
              'Shandong Jinxiang Huaxin Garlic Co., Ltd.',
              'Shandong Jinxiang Huaxin Garlic Co., Ltd',
              'Shandong Jinxiang Huaxin Garlic Co. Ltd.',
            ],
          ],
          ['consignee', 'Consignee', ['Everfresh Trading Sdn. Bhd.', 'Everfresh Trading Sdn Bhd']],
          ['hs', 'HS code', ['0703.20', '070320']],
          [
            'origin',
            'Place of origin',
            ['Jinxiang, Shandong', 'Jinxiang', 'Shandong Jinxiang', 'Jinxiang, Shandong, China'],
          ],
          ['quantity', 'Quantity and packing', ['11,200 mesh bags', '11200 mesh bags', '11,200 bags', '11200 bags']],
          ['weight', 'Net weight', ['112,000 kg', '112000 kg', '112,000', '112000', '112 metric tons', '112 tons']],
          ['value', 'Value', ['USD 132,160.00', 'USD132,160.00', 'USD 132160.00', '132,160.00']],
          ['destination', 'Country of destination', ['Malaysia']],
          ['certificate', 'Certificate required', ['Phytosanitary certificate', 'phytosanitary']],
        ],
        [
          '货值 112 公吨 × 1180 = 132160 美元；鲜蒜属植物产品，须申请植物检疫证书。',
          'Value: 112 tonnes × 1,180 = USD 132,160.00; garlic is a plant product, so it needs a phytosanitary certificate.',
        ],
        45,
      ),
      choice(
        'Why does fresh garlic need a phytosanitary certificate?',
        [
          'Because it is a plant product that could carry pests or diseases into Malaysia',
          'Because the L/C is issued by Maybank',
          'Because it is packed in mesh bags',
          'Because it travels in reefer containers',
        ],
        'A',
        [
          '植物检疫证书证明植物产品不带检疫性有害生物。',
          'The certificate shows the plant product is free from quarantine pests.',
        ],
        5,
      ),
      trueFalse('The application can be made after the containers have sailed.', false, [
        '检验检疫须在装运前完成，否则无法取得证书，货物也不能放行出境。',
        'Inspection must be done before loading; otherwise no certificate is issued and the goods cannot be released for export.',
      ]),
      sequencing(
        'Put the steps of export inspection for the garlic in order.',
        [
          'Submit the application with the contract and invoice',
          'Customs officers inspect and sample the garlic at the packing plant',
          'The garlic passes and the phytosanitary certificate is issued',
          'Declare the containers for export and load them',
        ],
        ['申请 → 查验抽样 → 合格出证 → 报关装运。', 'Apply → inspect and sample → certificate → declare and load.'],
      ),
    ],
  ),
  training(
    'ftd-case-failed-toy-inspection',
    'caseAnalysis',
    ['案例：一批玩具检验不合格之后', 'Case: how a failed inspection of toy cars was handled'],
    [
      '阅读一家汕头玩具厂出货前检验不合格后的处理经过，分析原因、评价处理措施并给买方写说明。',
      'Read how a toy maker in Shantou handled a failed pre-shipment inspection. Analyse the causes, judge what it did and write to the buyer.',
    ],
    [
      text(
        `Shantou Chenghai Happy Kids Toys Co., Ltd. sold <bl>20,000 pull-back toy cars</bl> to Kidsland Retail Ltd, Manchester, FOB Shantou, by L/C at sight. The credit asked for an inspection certificate issued by the buyer's inspection agent and set the latest date of shipment at <bl>15 October 2026</bl>.

On 25 September the agent inspected the goods and issued a <re>FAIL</re> report. In the pull test of the European toy standard EN 71-1, the wheels of 9 of the 125 cars tested came off, creating small parts that a young child could swallow. The retail boxes also lacked the warning "Not suitable for children under 36 months".

The factory stopped packing the same day. Its engineers found that a new mould had made the axle holes 0.1 mm too wide. In eight days the workers fitted new axles to all 20,000 cars, and the boxes were reprinted with the warning. The factory paid USD 380 for a re-inspection on 6 October, which the goods passed, and the cars were shipped on 12 October. The rework, the re-inspection and overtime cost about <bl>USD 6,900</bl>, but the order and the customer were kept.`,
        '汕头澄海开心宝贝玩具有限公司以 FOB 汕头、即期信用证向曼彻斯特 Kidsland 零售公司出售 2 万辆回力玩具车。信用证要求提交买方检验代理出具的检验证书，最迟装运日为 2026 年 10 月 15 日。9 月 25 日，代理检验后出具了“不合格”报告：按欧洲玩具标准 EN 71-1 做拉力测试，125 辆样品中有 9 辆轮子脱落，形成幼儿可能吞咽的小零件；零售包装盒上也缺少“不适合 36 个月以下儿童”的警示语。工厂当天停止包装。工程师发现新模具使轴孔大了 0.1 毫米。工人在八天内为全部 2 万辆车换装新轴，并重印了带警示语的包装盒。工厂付费 380 美元申请复检，10 月 6 日复检合格，10 月 12 日装运。返工、复检和加班共花费约 6900 美元，但保住了订单和客户。',
        'Toy cars for Manchester',
      ),
    ],
    [
      choice(
        'Which <bl>two</bl> problems made the inspection fail?',
        [
          'Wheels came off in the pull test',
          'The cars were the wrong colour',
          'The warning for children under 36 months was missing',
          'The cartons were too heavy',
        ],
        'AC',
        [
          '轮子脱落（小零件风险）与缺少年龄警示语。',
          'Wheels coming off (a small-parts hazard) and the missing age warning.',
        ],
      ),
      qa(
        'Why could the factory not simply ship the cars on time and deal with the problem later?',
        'The credit required an inspection certificate from the buyer’s agent, so without a pass the bank would not pay; and unsafe toys could injure children and lead to a recall in the UK.',
        [
          '信用证要求检验证书，没有合格证书无法结汇；且玩具不安全，会导致召回和伤害。',
          'The credit needs the agent’s certificate to pay, and unsafe toys risk injury and a recall.',
        ],
        15,
      ),
      trueFalse('In this case the exporter paid for the re-inspection.', true, [
        '原文：The factory paid USD 380 for a re-inspection。',
        '"The factory paid USD 380 for a re-inspection."',
      ]),
      choice(
        'What was the root cause of the wheels coming off?',
        [
          'Poor-quality paint',
          'A new mould that made the axle holes 0.1 mm too wide',
          'Careless packing',
          'The pull test was too strict',
        ],
        'B',
        [
          '工程师查明新模具的轴孔大了 0.1 毫米。',
          'The engineers found the new mould made the axle holes 0.1 mm too wide.',
        ],
        5,
      ),
      writing(
        'Write the email (at least 100 words) the factory sent to Kidsland on 26 September: admit the failed inspection, explain the cause and the corrective action, and give the new dates.',
        100,
        `Subject: Order of 20,000 pull-back cars — inspection result and corrective action

Dear Ms Carter,

We have received your agent's report of 25 September. We are sorry that the cars failed the EN 71-1 pull test and that the boxes lacked the under-36-months warning.

Our engineers have found the cause: a new mould made the axle holes 0.1 mm too wide. We are fitting new axles to all 20,000 cars and reprinting the boxes with the warning. The work will be finished by 4 October, and we have booked a re-inspection, at our cost, for 6 October.

We expect to ship on 12 October, within the latest shipment date of your credit. We will send you the new report as soon as we have it.

Yours sincerely,
Chen Rui
Export Manager`,
        [
          '评分要点：承认问题、说明原因、整改措施、复检与装运日期、语气诚恳。',
          'Marked on: admitting the problem, the cause, the corrective action, the re-inspection and shipment dates, a sincere tone.',
        ],
        25,
      ),
    ],
  ),
];
