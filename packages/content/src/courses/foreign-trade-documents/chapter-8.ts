/**
 * Chapter 8 of Foreign Trade Documents, "Certificates of origin": a general and a preferential
 * certificate side by side, a talk on origin criteria, and filling in a general certificate and a
 * China–ASEAN Form E.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, documents, fillBlank, matching, qa, text, training, trueFalse } from '../../trainings/builders';

export const CHAPTER_8_TRAININGS: TTrainingSeed[] = [
  training(
    'ftd-read-origin-certificates',
    'readSkill',
    ['阅读：一般原产地证书与优惠原产地证书', 'Reading: a general and a preferential certificate of origin'],
    [
      '阅读两份原产地证书的要点和说明，比较一般原产地证书与优惠原产地证书的用途和填写要求，然后回答问题。',
      'Read the main boxes of two certificates of origin and the notes on them. Compare what a general and a preferential certificate are for and how they are filled in, then answer the questions.',
    ],
    [
      text(
        `<bl>Certificate 1 — CERTIFICATE OF ORIGIN OF THE PEOPLE'S REPUBLIC OF CHINA</bl> (general, non-preferential)
Exporter: Ningbo Oriental Homewares Co., Ltd. · Consignee: Nordhus AB, Gothenburg, Sweden
Means of transport and route: from Ningbo to Gothenburg by sea · Country of destination: Sweden
Goods: four hundred (400) cartons of stainless steel cookware · HS code: 7323.93 · Invoice OH26-0519, 12 May 2026
Certified by: China Council for the Promotion of International Trade, Ningbo

<bl>Certificate 2 — FORM E</bl> (ASEAN–China Free Trade Area preferential tariff certificate of origin)
Exporter: Shandong Jinxiang Huaxin Garlic Co., Ltd. · Consignee: Everfresh Trading Sdn. Bhd., Kuala Lumpur, Malaysia
Departure date: 12 September 2026 · Vessel: KOTA HARUM V.0926S · Port of discharge: Port Klang
Goods: 11,200 mesh bags of fresh garlic · HS code: 0703.20 · Origin criterion: <bl>WO</bl> · Gross weight: 113,120 kg
Issued by: Qingdao Customs

<bl>Notes.</bl> A <re>general certificate of origin</re> proves where goods were made. It is used for import statistics, quotas and anti-dumping rules, or simply because the buyer's credit asks for it; it gives no lower duty. A <re>preferential certificate</re>, such as Form E under the China–ASEAN Free Trade Agreement, lets the importer pay the lower duty of the agreement, but only if the goods meet its origin criterion, shown in a box of its own. In China a general certificate is issued by the customs or by the CCPIT; the Form E here was issued by Qingdao Customs. Sweden has no free trade agreement with China, so the cookware travels with a general certificate; Malaysia is an ASEAN member, so the garlic travels with a Form E.`,
        `证书一：中华人民共和国原产地证明书（一般原产地证书，非优惠）。出口商：宁波东方家居用品有限公司；收货人：瑞典哥德堡 Nordhus 公司；运输方式及路线：由宁波海运至哥德堡；目的国：瑞典；货物：不锈钢锅具四百箱；HS 编码 7323.93；发票 OH26-0519，2026 年 5 月 12 日；签证机构：中国国际贸易促进委员会宁波分会。

证书二：E 表（中国—东盟自由贸易区优惠原产地证明书）。出口商：山东金乡华鑫大蒜有限公司；收货人：马来西亚吉隆坡 Everfresh 贸易公司；离港日期：2026 年 9 月 12 日；船名航次：KOTA HARUM V.0926S；卸货港：巴生港；货物：鲜蒜 11200 网袋；HS 编码 0703.20；原产地标准：WO；毛重 113120 千克；签证机构：青岛海关。

说明：一般原产地证书证明货物在哪里生产，用于进口统计、配额和反倾销规定，或仅因买方信用证要求提供，它不带来关税减让。优惠原产地证书（如中国—东盟自贸协定项下的 E 表）让进口商享受协定的低关税，但货物必须符合协定的原产地标准，并在专门一栏中注明。在中国，一般原产地证书由海关或贸促会签发；这里的 E 表由青岛海关签发。瑞典与中国没有自贸协定，所以锅具使用一般原产地证书；马来西亚是东盟成员，所以大蒜使用 E 表。`,
        'Two certificates of origin',
      ),
    ],
    [
      choice(
        'Which certificate lets the importer pay a lower duty?',
        ['Certificate 1, the general certificate', 'Certificate 2, the Form E', 'Both', 'Neither'],
        'B',
        [
          '只有优惠原产地证书（E 表）能享受协定税率。',
          'Only the preferential certificate, Form E, gives the lower duty of the agreement.',
        ],
      ),
      matching(
        'Match each item with the certificate or fact it belongs to.',
        [
          ['WO', 'the origin criterion of the garlic: wholly obtained'],
          ['CCPIT', 'certified the general certificate in Ningbo'],
          ['Port Klang', 'port of discharge of the garlic'],
          ['7323.93', 'HS code of the stainless steel cookware'],
        ],
        ['见两份证书的各栏。', 'See the boxes of the two certificates.'],
      ),
      trueFalse('The cookware to Sweden could travel with a Form E to lower the Swedish duty.', false, [
        '瑞典不是东盟成员，与中国也无自贸协定，不能使用 E 表。',
        'Sweden is not in ASEAN and has no FTA with China, so Form E does not apply.',
      ]),
      fillBlank(
        'A general certificate of origin is used for import {{1}}, quotas and anti-dumping rules. Form E shows the origin {{2}} in a box of its own.',
        [['statistics'], ['criterion', 'criteria']],
        ['见说明第一、二句。', 'See the first two sentences of the notes.'],
      ),
      qa(
        'Why must the origin criterion be shown on Form E but not on the general certificate?',
        "Because Form E gives a lower duty only to goods that meet the agreement's origin rules, so the customs of the importing country must see which rule the goods meet; the general certificate gives no duty advantage.",
        [
          '优惠证书的减税以符合原产地规则为条件，故须注明所依据的标准。',
          "The lower duty depends on meeting the agreement's rule, so the certificate must say which one.",
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-hear-origin-criteria',
    'hearingSkill',
    ['听力：原产地标准讲解', 'Listening: origin criteria explained'],
    [
      '听一位培训讲师讲解原产地标准，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a trainer explain origin criteria. Play it through once before answering; at most 3 plays.',
    ],
    [audio('ftd-hear-origin-criteria.mp3', 'A training session on origin')],
    [
      choice(
        'What does the trainer give as an example of wholly obtained goods?',
        [
          'Bicycles',
          'Garlic grown and harvested in Shandong',
          'Repacked electronics',
          'Tyres made from imported rubber',
        ],
        'B',
        ['原文：Garlic grown and harvested in Shandong。', '"Garlic grown and harvested in Shandong."'],
      ),
      fillBlank(
        'For wholly obtained goods you write {{1}} on a Form E. Under the China–ASEAN agreement the regional value content must be at least {{2}} percent.',
        [
          ['WO', 'W O'],
          ['40', 'forty'],
        ],
        ['完全获得填 WO；区域价值成分不低于 40%。', 'Wholly obtained is WO; regional value content at least 40%.'],
      ),
      matching(
        'Match each test with what it means.',
        [
          ['Wholly obtained', 'grown, mined or made in one country from start to finish'],
          ['Change of tariff heading', 'the product has a different four-digit HS heading from its imported parts'],
          ['Regional value content', 'a minimum share of the value comes from the member countries'],
        ],
        ['三种原产地判定标准。', 'The three ways of deciding origin.'],
      ),
      trueFalse('Repacking imported goods in new boxes in China makes them Chinese goods.', false, [
        '包装、贴标、混合等简单加工从不赋予原产地。',
        'Simple operations such as packing, labelling or mixing never give origin.',
      ]),
      qa(
        'A Chinese factory assembles bicycles using imported Japanese gears. Name the two tests the trainer mentions for deciding whether the bicycles are of Chinese origin.',
        'A change of tariff heading (the bicycle has a different HS heading from the gears) or regional value content (at least 40% of the value from China or ASEAN under the China–ASEAN agreement).',
        [
          '实质性改变的两种判定：税则归类改变和区域价值成分。',
          'Substantial transformation: a change of tariff heading or regional value content.',
        ],
        10,
      ),
    ],
  ),
  training(
    'ftd-bill-general-origin-certificate',
    'billSkill',
    ['单证：缮制一般原产地证书', 'Documents: fill in a general certificate of origin'],
    [
      '你是宁波东方家居用品的单证员。根据发票和装运信息缮制一般原产地证书的各栏。',
      'You are the documentation clerk at Ningbo Oriental Homewares. Fill in the boxes of the general certificate of origin from the invoice and the shipment details.',
    ],
    [
      text(
        `<bl>Invoice OH26-0519</bl>, dated 12 May 2026: stainless steel cookware sets SS-5, 1,800 sets, and saucepan sets SS-3, 1,200 sets; 400 cartons; marks NORDHUS / NH-2026-07 / GOTHENBURG / C/NO. 1-400
Exporter: Ningbo Oriental Homewares Co., Ltd., 218 Jiangnan Road, Ningbo, China
Consignee: Nordhus AB, Lilla Bommen 5, 411 04 Gothenburg, Sweden
Shipment: by sea from Ningbo to Gothenburg, sailing 18 May 2026
HS code of the goods: 7323.93 · The L/C asks for a certificate of origin issued by the CCPIT.`,
        '发票 OH26-0519，2026 年 5 月 12 日：不锈钢锅具套装 SS-5 1800 套、奶锅套装 SS-3 1200 套；400 箱；唛头 NORDHUS / NH-2026-07 / GOTHENBURG / 箱号 1-400。出口商：宁波东方家居用品有限公司；收货人：瑞典哥德堡 Nordhus 公司；2026 年 5 月 18 日由宁波海运至哥德堡；HS 编码 7323.93；信用证要求贸促会签发的原产地证书。',
        'Invoice and shipment',
      ),
    ],
    [
      documents(
        'Fill in the general certificate of origin.',
        "CERTIFICATE OF ORIGIN OF THE PEOPLE'S REPUBLIC OF CHINA",
        'Box numbers follow the printed form.',
        [
          [
            'exporter',
            '1. Exporter',
            [
              'Ningbo Oriental Homewares Co., Ltd.',
              'Ningbo Oriental Homewares Co., Ltd',
              'Ningbo Oriental Homewares Co. Ltd.',
            ],
          ],
          ['consignee', '2. Consignee', ['Nordhus AB', 'Nordhus AB, Gothenburg, Sweden']],
          [
            'route',
            '3. Means of transport and route',
            ['From Ningbo to Gothenburg by sea', 'Ningbo to Gothenburg by sea', 'By sea from Ningbo to Gothenburg'],
          ],
          ['destination', '4. Country / region of destination', ['Sweden']],
          ['packages', '7. Number and kind of packages', ['400 cartons', 'Four hundred (400) cartons', '400 CTNS']],
          ['hs', '8. HS code', ['7323.93', '732393']],
          ['quantity', '9. Quantity', ['3,000 sets', '3000 sets', '3,000', '3000']],
          [
            'invoice',
            '10. Number and date of invoice',
            ['OH26-0519, 12 May 2026', 'OH26-0519 12 May 2026', 'OH26-0519, May 12, 2026'],
          ],
        ],
        [
          '数量 1800 + 1200 = 3000 套；目的国为瑞典；签证机构为贸促会，填在第 12 栏，由其签章。',
          'Quantity 1,800 + 1,200 = 3,000 sets; destination Sweden; the CCPIT certifies in box 12.',
        ],
        45,
      ),
      choice(
        'Who signs box 11, the declaration by the exporter?',
        [
          'The CCPIT',
          'The buyer, Nordhus AB',
          'An authorised signatory of Ningbo Oriental Homewares',
          'The shipping company',
        ],
        'C',
        [
          '第 11 栏是出口商声明，由出口商授权签字人签字；第 12 栏由签证机构证明。',
          'Box 11 is the exporter’s declaration; box 12 is the certifying authority’s.',
        ],
        5,
      ),
      trueFalse(
        'After the last line of the goods description, a line of stars is printed to close the description.',
        true,
        [
          '货物描述结束后打一行星号（*****）作为结束符，防止添加内容。',
          'A line of stars closes the description so that nothing can be added.',
        ],
      ),
      choice(
        'What goes in box 6, marks and numbers?',
        [
          'NORDHUS / NH-2026-07 / GOTHENBURG / C/NO. 1-400',
          'N/M',
          'Nordhus AB, Lilla Bommen 5, Gothenburg',
          'OH26-0519',
        ],
        'A',
        [
          '唛头须与发票、装箱单、提单完全一致；有唛头时不能写 N/M（无唛头）。',
          'The marks are copied exactly as on the invoice, packing list and bill of lading; N/M is only for goods without marks.',
        ],
        5,
      ),
    ],
  ),
  training(
    'ftd-bill-form-e',
    'billSkill',
    ['单证：缮制中国—东盟原产地证书（E表）', 'Documents: fill in a China–ASEAN certificate of origin (Form E)'],
    [
      '你是山东金乡华鑫大蒜的单证员。为发往马来西亚的鲜蒜缮制 E 表的主要栏目。',
      'You are the documentation clerk at Shandong Jinxiang Huaxin Garlic. Fill in the main boxes of a Form E for the fresh garlic going to Malaysia.',
    ],
    [
      text(
        `Exporter: Shandong Jinxiang Huaxin Garlic Co., Ltd., 6 Dasuan Road, Jinxiang, Shandong, China
Consignee: Everfresh Trading Sdn. Bhd., 21 Jalan Kuchai Lama, 58200 Kuala Lumpur, Malaysia
Goods: fresh white garlic, 5.5 cm and up, in 10 kg mesh bags: 11,200 bags, net weight 112,000 kg, gross weight 113,120 kg, in four 40-foot reefer containers
Grown and harvested by the exporter's own farms in Jinxiang: <bl>wholly obtained</bl>
HS code 0703.20 · Invoice HX26-0907, dated 7 September 2026
Vessel KOTA HARUM V.0926S, departing Qingdao on 12 September 2026 for Port Klang`,
        '出口商：山东金乡华鑫大蒜有限公司；收货人：马来西亚吉隆坡 Everfresh 贸易公司。货物：5.5 厘米以上鲜白蒜，10 千克网袋装，共 11200 袋，净重 112000 千克，毛重 113120 千克，装四个 40 尺冷藏柜。由出口商在金乡的自有农场种植和收获，属完全获得。HS 编码 0703.20；发票 HX26-0907，2026 年 9 月 7 日。船名航次 KOTA HARUM V.0926S，2026 年 9 月 12 日由青岛开往巴生港。',
        'The garlic shipment',
      ),
    ],
    [
      documents(
        'Fill in the main boxes of Form E.',
        'FORM E — ASEAN-CHINA FREE TRADE AREA PREFERENTIAL TARIFF CERTIFICATE OF ORIGIN',
        'Box numbers follow the printed form.',
        [
          [
            'exporter',
            '1. Exporter',
            [
              'Shandong Jinxiang Huaxin Garlic Co., Ltd.',
              'Shandong Jinxiang Huaxin Garlic Co., Ltd',
              'Shandong Jinxiang Huaxin Garlic Co. Ltd.',
            ],
          ],
          [
            'consignee',
            '2. Consignee',
            [
              'Everfresh Trading Sdn. Bhd.',
              'Everfresh Trading Sdn Bhd',
              'Everfresh Trading Sdn. Bhd., Kuala Lumpur, Malaysia',
            ],
          ],
          ['departure', '3. Departure date', ['12 September 2026', '12 Sep 2026', '2026-09-12', 'September 12, 2026']],
          ['vessel', '3. Vessel name / voyage', ['KOTA HARUM V.0926S', 'Kota Harum V.0926S']],
          ['discharge', '3. Port of discharge', ['Port Klang', 'Port Klang, Malaysia']],
          ['hs', '7. HS code', ['0703.20', '070320']],
          ['criterion', '8. Origin criterion', ['WO', '"WO"']],
          ['weight', '9. Gross weight', ['113,120 kg', '113120 kg', '113,120 KGS', '113120']],
          [
            'invoice',
            '10. Number and date of invoice',
            ['HX26-0907, 7 September 2026', 'HX26-0907 7 September 2026', 'HX26-0907, 7 Sep 2026'],
          ],
        ],
        [
          '大蒜在中国种植收获，原产地标准填 WO（完全获得）；第 9 栏填毛重。',
          'Garlic grown and harvested in China is wholly obtained: box 8 reads WO; box 9 shows the gross weight.',
        ],
        45,
      ),
      choice(
        'Who gains from the Form E?',
        [
          'The shipping line, which charges less freight',
          'The importer, Everfresh, which pays the lower duty of the agreement in Malaysia',
          'The exporter, which pays less Chinese tax',
          'The bank, which earns a higher fee',
        ],
        'B',
        [
          '优惠原产地证书让进口国的进口商享受协定税率。',
          'A preferential certificate lowers the duty paid by the importer in the importing country.',
        ],
        5,
      ),
      trueFalse(
        'If Form E is issued after the goods have left, for example ten days after shipment, it must be marked "Issued Retroactively".',
        true,
        [
          'E 表应在出口时或装运后三天内签发；因故未及时签发而事后补发的，须注明“补发”（Issued Retroactively）。',
          'Form E is issued at the time of export or within three days of shipment; one issued later is marked "Issued Retroactively".',
        ],
      ),
      fillBlank(
        'If the garlic were invoiced to Everfresh by a trading company in Singapore, box 13 would be ticked "{{1}}".',
        [['Third Party Invoicing', 'third-party invoicing', 'third party invoice']],
        [
          '由第三方（非出口商）开具发票时，在第 13 栏勾选“第三方发票”。',
          'When a company other than the exporter issues the invoice, box 13 "Third Party Invoicing" is ticked.',
        ],
      ),
    ],
  ),
];
