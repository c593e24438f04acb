/**
 * Chapter 9 of International Trade Practice, after-sales service: a customer's letter of
 * complaint, an after-sales phone call, a quality claim analysed, the reply to a claim and a
 * follow-up call that wins a repeat order.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  jumbled,
  matching,
  qa,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, speaking } from '../../trainings/speaking-builders';
import { buyerSeller, dialogueHint, dialogueIntro, listenIntro } from './common';

/** The complaint the reading and the reply to a claim both work on. */
const complaint = `<bl>Coastline Living Pty Ltd</bl>
22 Parramatta Road, Sydney NSW 2000, Australia

14 November 2026

Ms Chen Jing
Export Manager, Yongkang Sunway Houseware Co., Ltd.

Dear Ms Chen,

<bl>Re: Order CL-2609, 5,000 vacuum flasks, B/L No. ONEYNGB917206</bl>

The above consignment arrived in Sydney on 2 November. I regret to inform you that we have found two serious problems.

First, 320 of the 2,000 silver flasks do not keep drinks hot. An independent survey by Intertek on 9 November found that the vacuum seal of these flasks is faulty; all of them come from production batch 0815. A copy of the survey report is attached.

Second, the 1,500 flasks ordered with black lids were delivered with navy lids. Our catalogue, already printed, shows black lids, and customers have started to complain.

As our summer promotion begins on 1 December, we must ask you to send 320 replacement flasks by air at your expense, and to offer us a fair allowance on the flasks with navy lids.

We have valued our business with you, and we hope you will settle this matter promptly.

Yours sincerely,
<it>Emma Walsh</it>
Emma Walsh
Purchasing Manager

Encl. Intertek survey report No. SYD-26-4471`;

const complaintCn =
  '澳大利亚悉尼海岸生活有限公司。2026 年 11 月 14 日。致永康三维家居用品有限公司出口经理陈静女士。事由：CL-2609 号订单，5000 只保温杯，提单号 ONEYNGB917206。上述货物已于 11 月 2 日抵达悉尼。很遗憾地通知您，我们发现了两个严重问题。第一，2000 只银色保温杯中有 320 只不能保温。天祥集团 11 月 9 日的独立检验发现，这些保温杯的真空密封有缺陷，全部来自 0815 生产批次，检验报告副本随函附上。第二，订购的 1500 只黑色杯盖的保温杯，交付的却是藏青色杯盖。我们已印好的目录上是黑色杯盖，已有顾客开始投诉。由于我们的夏季促销 12 月 1 日开始，我们必须要求贵方空运 320 只替换品，费用由贵方承担，并对藏青色杯盖的保温杯给予合理折让。我们一直重视与贵方的合作，希望贵方尽快解决此事。谨上，采购经理艾玛·沃尔什。附件：天祥检验报告 SYD-26-4471。';

export const CHAPTER_9_TRAININGS: TTrainingSeed[] = [
  training(
    'itp-read-complaint-letter',
    'readSkill',
    ['阅读：客户投诉函', 'Reading: a letter of complaint from a customer'],
    [
      '阅读一封澳大利亚客户的投诉函，找出投诉的问题、证据和客户的要求。',
      'Read a letter of complaint from an Australian customer and find the problems, the evidence and what the customer asks for.',
    ],
    [text(complaint, complaintCn, 'A letter of complaint')],
    [
      choice(
        'What are the two problems Coastline Living complains about?',
        [
          'Late delivery and a wrong price',
          'Faulty vacuum seals and lids of the wrong colour',
          'Short weight and damaged cartons',
          'Wrong documents and a late bill of lading',
        ],
        'B',
        ['First：真空密封缺陷；Second：杯盖颜色不对。', 'First, faulty vacuum seals; second, the wrong lid colour.'],
      ),
      fillBlank(
        '{{1}} flasks do not keep drinks hot, and all of them come from batch {{2}}.',
        [['320', 'three hundred and twenty'], ['0815']],
        ['第二段。', 'The second paragraph.'],
      ),
      matching(
        'Match each part of the letter with its purpose.',
        [
          ['Re: Order CL-2609 …', 'identifies the order and the shipment'],
          ['An independent survey by Intertek …', 'gives evidence for the complaint'],
          ['As our summer promotion begins on 1 December …', 'explains why the matter is urgent'],
          ['We have valued our business with you …', 'keeps the relationship friendly'],
        ],
        [
          '投诉函的结构：事由、证据、紧迫性、维系关系。',
          'A complaint: the reference, the evidence, the urgency, the relationship.',
        ],
      ),
      trueFalse('Coastline Living asks for the replacement flasks to be sent by sea.', false, [
        '原文：send 320 replacement flasks by air at your expense。',
        'The letter asks for replacements "by air at your expense".',
      ]),
      qa(
        'What does the customer want for the flasks with navy lids?',
        'A fair allowance, that is, a price reduction on those flasks.',
        ['allowance 在此指折让。', 'An "allowance" here is a price reduction.'],
        10,
      ),
    ],
  ),
  training(
    'itp-hear-after-sales-call',
    'hearingSkill',
    ['听力：一通售后服务电话', 'Listening: an after-sales phone call'],
    listenIntro([
      '听墨西哥客户打来的售后电话，了解问题和供应商给出的解决办法。',
      'Listen to an after-sales call from a Mexican customer and find the problem and the supplier’s solution.',
    ]),
    [audio('itp-hear-after-sales-call.mp3', 'Carlos calls Wang Fang')],
    [
      choice(
        'What is wrong with the chairs?',
        ['The fabric tears', 'A leg bends when a heavy person sits down', 'The colours are wrong', 'They arrived late'],
        'B',
        ['"A leg bends when someone heavy sits down."', '"A leg bends when someone heavy sits down."'],
      ),
      fillBlank(
        'Customers have returned {{1}} chairs, all of them {{2}}.',
        [['64', 'sixty-four', 'sixty four'], ['blue']],
        ['卡洛斯的第二句。', 'Carlos’s second line.'],
      ),
      choice(
        'What does Wang Fang ask Carlos to send? Choose all.',
        ['Photos of the bent legs', 'The batch number on the label', 'The returned chairs', 'A new order'],
        'AB',
        ['照片和批号，用来核查钢管供应商。', 'Photos and the batch number, to check the tube supplier.'],
      ),
      trueFalse('The replacement chairs will be sent by sea with the next order.', false, [
        '王芳：by air at our cost。',
        'Wang Fang: "by air at our cost".',
      ]),
      qa(
        'When will the replacements be sent, and how will Wang Fang confirm the arrangement?',
        'Within a week of receiving the photos; she will confirm everything in writing that afternoon.',
        ['最后一句。', 'The last line.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'itp-case-quality-claim',
    'caseAnalysis',
    ['案例：一起质量索赔', 'Case: a claim over product quality'],
    [
      '阅读冷冻虾索赔案例，判断货损责任应由谁承担，买方应向谁索赔。',
      'Read a claim over frozen shrimps, decide who is responsible for the damage and whom the buyer should claim from.',
    ],
    [
      text(
        `Zhanjiang Ocean Harvest sold 24 metric tons of frozen peeled shrimps to Noordzee Foods B.V. at USD 7,800 per ton CIF Rotterdam, total USD 187,200, payment by L/C at sight. The contract said: "The certificate of quality issued by CCIC at the port of shipment shall be final." The seller insured the goods with PICC against all risks, including <re>breakdown of refrigerating machinery</re>.

The shrimps were loaded in two reefer containers at –18 °C on 5 March. CCIC certified them as sound. At sea, the refrigeration unit of one container failed for three days; the carrier’s temperature log shows –2 °C at its worst.

On arrival on 14 April, the surveyor found that the 12 tons in that container had thawed and were unfit for sale. Noordzee Foods claimed USD 93,600 from Ocean Harvest for poor quality.`,
        '湛江海洋丰收公司以每吨 7800 美元 CIF 鹿特丹的价格向荷兰北海食品公司出售冷冻去壳虾仁 24 公吨，总额 187200 美元，即期信用证付款。合同规定：“以装运港中国检验认证集团出具的品质证书为最终依据。”卖方向中国人保投保了一切险，包括冷藏机器故障险。3 月 5 日，虾仁装入两个冷藏集装箱，温度零下 18 度，检验认证集团证明货物完好。航行途中，其中一个集装箱的制冷机故障了三天，承运人的温度记录显示最高达到零下 2 度。4 月 14 日到货时，检验人员发现该集装箱内的 12 吨虾仁已解冻、无法销售。北海食品以质量不合格为由向海洋丰收索赔 93600 美元。',
        'The frozen shrimp claim',
      ),
    ],
    [
      choice(
        'When did the risk of loss pass to Noordzee Foods?',
        [
          'When the L/C was opened',
          'When the shrimps were loaded on board at the port of shipment',
          'When the ship arrived in Rotterdam',
          'When the surveyor inspected the goods',
        ],
        'B',
        [
          'CIF 下风险在装运港货物装上船时转移。',
          'Under CIF the risk passes when the goods are on board at the port of shipment.',
        ],
      ),
      trueFalse('Noordzee Foods’ claim against the seller for poor quality is well founded.', false, [
        '装运时品质证书证明货物完好且为最终依据；损失发生在运输途中，风险已转移给买方。',
        'The final quality certificate shows the goods were sound at shipment; the damage happened at sea, after the risk had passed.',
      ]),
      choice(
        'Whom should Noordzee Foods claim from? Choose all.',
        [
          'PICC, under the insurance policy',
          'The carrier, whose refrigeration unit failed',
          'Ocean Harvest, as the seller',
          'CCIC, for its certificate',
        ],
        'AB',
        [
          '保单承保冷藏机器故障，可向保险公司索赔；承运人对制冷故障也可能负责。',
          'The policy covers refrigeration breakdown, so the insurer pays; the carrier may also be liable for the failure.',
        ],
      ),
      qa(
        'Which document proves when and how the damage happened?',
        'The carrier’s temperature log of the reefer container, together with the surveyor’s report on arrival.',
        ['温度记录和到货检验报告是关键证据。', 'The temperature log and the arrival survey are the key evidence.'],
        10,
      ),
      writing(
        'In about 100 words, write what Ocean Harvest should reply to Noordzee Foods and how it can still help its customer.',
        100,
        'Ocean Harvest should reply politely that it cannot accept the claim: the CCIC certificate, which the contract makes final, shows that the shrimps were sound when loaded, and under CIF the risk passed to the buyer at that moment. The damage was caused by the failure of the reefer unit at sea, which the policy covers. To help the customer, it should send the insurance policy, the certificate and the bill of lading at once, explain how to claim from PICC’s agent in Rotterdam, and ask the carrier to keep the temperature log. It could also offer priority for a replacement shipment.',
        [
          '评分要点：有理有据地拒绝对卖方的索赔；指出正确的索赔对象；提供单据和协助；维护客户关系。',
          'Marked on: a reasoned refusal of the claim against the seller; the right parties to claim from; documents and help offered; care for the relationship.',
        ],
      ),
    ],
  ),
  training(
    'itp-write-claim-reply',
    'writingSkill',
    ['写作：索赔答复函', 'Writing: a reply to a claim'],
    [
      '阅读客户的索赔函和公司的调查结果，给客户写一封答复函：道歉、说明原因、给出解决方案，不少于 120 词。',
      'Read the customer’s claim and your company’s findings, and reply: apologise, explain the cause and offer a solution; at least 120 words.',
    ],
    [
      text(complaint, complaintCn, 'The claim'),
      text(
        `<bl>Your findings</bl> (Yongkang Sunway Houseware, 18 November 2026)
• The vacuum seal fault: a welding machine was wrongly set during batch 0815; all other batches passed testing. You accept the claim.
• You can air-freight 320 new silver flasks from Ningbo on 22 November; they will reach Sydney by 26 November.
• The navy lids: your packing staff used lids from another order. You can offer an allowance of 8% on the 1,500 flasks (USD 21.39 each, so USD 2,566.80), or send 1,500 black lids by air for the customer to change.
You are Chen Jing, export manager.`,
        '你方调查结果（永康三维家居，2026 年 11 月 18 日）：真空密封缺陷是因为 0815 批次生产时一台焊接机参数设置错误，其他批次均检测合格，你方接受索赔。可于 11 月 22 日从宁波空运 320 只新的银色保温杯，11 月 26 日前到达悉尼。藏青色杯盖：包装人员误用了另一订单的杯盖。可对 1500 只保温杯给予 8% 的折让（每只 21.39 美元，即 2566.80 美元），或空运 1500 个黑色杯盖供客户更换。你是出口经理陈静。',
        'Your findings',
      ),
    ],
    [
      fillBlank(
        'The allowance is 8% × 1,500 × USD 21.39 = USD {{1}}.',
        [['2,566.80', '2566.80', '2566.8', '2,566.8']],
        ['1500 × 21.39 = 32085；× 8% = 2566.80。', '1,500 × 21.39 = 32,085; × 8% = 2,566.80.'],
      ),
      jumbled(
        'Put the words in order to make the apology sentence.',
        'We sincerely apologise for the trouble this has caused you.',
        ['答复索赔先真诚道歉。', 'A reply to a claim begins with a sincere apology.'],
      ),
      trueFalse(
        'A good reply to a justified claim explains the cause and says what will stop it happening again.',
        true,
        [
          '说明原因并承诺改进，才能恢复客户信任。',
          'Explaining the cause and the fix is what restores the customer’s trust.',
        ],
      ),
      writing(
        'Write the reply to Ms Emma Walsh. Offer both choices for the navy lids and ask her to choose.',
        120,
        `Dear Ms Walsh,

Re: Order CL-2609, B/L No. ONEYNGB917206

Thank you for your letter of 14 November and the Intertek survey report. We sincerely apologise for the trouble this has caused you.

Our investigation shows that a welding machine was wrongly set during batch 0815, which caused the faulty vacuum seals. All our other batches passed testing, and we have added a vacuum test for every flask before packing. We accept your claim and will air-freight 320 new silver flasks from Ningbo on 22 November, at our expense. They will reach Sydney by 26 November, before your promotion.

The navy lids were our packing error. We can either grant you an allowance of 8%, that is USD 2,566.80, or send you 1,500 black lids by air so that you can change them. Please let us know which you prefer.

We value our partnership and will make sure that your next order is perfect.

Yours sincerely,
Chen Jing
Export Manager, Yongkang Sunway Houseware Co., Ltd.`,
        [
          '评分要点：引用订单与来函；真诚道歉；说明原因及改进措施；替换方案与日期；两种折让方案及金额正确；请客户选择；礼貌结尾。',
          'Marked on: the references; a sincere apology; the cause and the fix; the replacement with dates; both lid options with the right amount; asking the customer to choose; a polite close.',
        ],
      ),
    ],
  ),
  speaking(
    'itp-dialogue-repeat-order',
    'roleDialogue',
    ['角色对话：回访客户并争取返单', 'Role dialogue: follow up with a customer and win a repeat order'],
    dialogueIntro,
    [
      dialogue(
        'Two months after a claim was settled, a Chinese exporter calls its Canadian customer to follow up and ask about a new order.',
        buyerSeller,
        [
          [
            'seller',
            'Hello, Ms Clarke. This is Chen Hua from Blue Kiln Ceramics. I am calling to see how the new mugs are selling.',
            '克拉克女士您好，我是蓝窑陶瓷的陈华，打电话想了解一下新马克杯卖得怎么样。',
          ],
          [
            'buyer',
            'Hello, Chen Hua. They are selling well, especially the blue pattern. And thank you for replacing the cracked mugs so quickly.',
            '你好，陈华。卖得不错，尤其是蓝色图案的。也谢谢你们那么快就换了破损的杯子。',
          ],
          [
            'seller',
            'I am glad to hear that. We have also changed our packing: each mug now has its own foam sleeve.',
            '很高兴听到这个消息。我们还改进了包装：现在每只杯子都有单独的泡沫套。',
          ],
          [
            'buyer',
            'Good. Our stores will need more stock for Christmas. Do you have any new designs?',
            '很好。我们的门店圣诞节需要更多库存。你们有新款吗？',
          ],
          [
            'seller',
            'Yes, a winter collection with snowflakes and red glaze. I can send you samples this week.',
            '有，一个雪花和红釉的冬季系列。这周我可以给您寄样品。',
          ],
          [
            'buyer',
            'Please do. If the samples are good, we may order fifteen thousand mugs. Can you ship them by the end of October?',
            '请寄吧。如果样品好，我们可能订一万五千只。十月底前能装运吗？',
          ],
          [
            'seller',
            'Yes, if we receive your order by the fifteenth of September. As a repeat customer, you will also get a three percent discount.',
            '可以，只要九月十五日前收到您的订单。作为老客户，您还能享受百分之三的折扣。',
          ],
          ['buyer', 'That sounds good. I will look out for the samples.', '听起来不错，我等你们的样品。'],
        ],
        dialogueHint,
      ),
    ],
  ),
];
