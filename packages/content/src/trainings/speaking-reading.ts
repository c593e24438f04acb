/**
 * Read-aloud trainings (issue 7): oral skills, and word, sentence and paragraph training with
 * their challenges (timed, ranked by class) and the strengthen drills, in business settings:
 * meetings, negotiation, trade shows, airports and hotels, phone calls.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { read, speaking } from './speaking-builders';

const stress: readonly [string, string] = ['注意单词重音和尾音。', 'Mind the word stress and the final sounds.'];
const linking: readonly [string, string] = [
  '注意意群停顿与连读，句末语调下降。',
  'Pause between thought groups, link the words inside them, and let the voice fall at the end.',
];
const pace: readonly [string, string] = [
  '语速平稳，数字和专有名词读清楚。',
  'Keep a steady pace and say numbers and names clearly.',
];

const w = (text: string, cn: string) => read('word', text, cn, stress);
const s = (text: string, cn: string) => read('sentence', text, cn, linking);
const p = (text: string, cn: string) => read('paragraph', text, cn, pace, 20);

export const SPEAKING_READING_TRAININGS: TTrainingSeed[] = [
  speaking(
    'oral-meeting-opening',
    'oralSkill',
    ['口语：主持会议开场', 'Speaking: opening a meeting'],
    ['朗读会议用语。', 'Read the phrases of a meeting aloud.'],
    [
      w('agenda', '议程'),
      s("Let's get started. The first item on the agenda is the budget.", '我们开始吧。议程的第一项是预算。'),
      p(
        'Good morning, everyone. Thank you for coming. Today we will review the sales figures for the third quarter, discuss the launch of our new product line, and agree on the next steps. The meeting should take about forty minutes.',
        '大家早上好，感谢各位参加。今天我们将回顾第三季度的销售数据，讨论新产品线的上市，并商定下一步工作。会议大约四十分钟。',
      ),
    ],
  ),
  speaking(
    'oral-hotel-check-in',
    'oralSkill',
    ['口语：酒店入住', 'Speaking: checking in at a hotel'],
    ['朗读酒店前台对话用语。', 'Read what you say at a hotel front desk.'],
    [
      w('reservation', '预订'),
      s('I have a reservation under the name of Chen for three nights.', '我用陈的名字预订了三个晚上。'),
      p(
        'Hello, I am checking in today. My company booked a single room with breakfast. Could you tell me what time breakfast is served, and whether there is a shuttle to the exhibition centre in the morning?',
        '您好，我今天入住。我公司预订了一间含早餐的单人房。请问早餐几点供应？早上有没有去展览中心的班车？',
      ),
    ],
  ),
  speaking(
    'oral-phone-message',
    'oralSkill',
    ['口语：电话留言', 'Speaking: leaving a phone message'],
    ['朗读电话留言。', 'Read a phone message aloud.'],
    [
      w('schedule', '日程'),
      s('Could you ask her to call me back before five this afternoon?', '能请她今天下午五点前给我回电话吗？'),
      p(
        'Hello, this is Li Wei from Bright Star Trading. I am calling about order number four two seven. The goods are ready, but we need your shipping instructions by Thursday. Please call me back on the office number. Thank you.',
        '您好，我是明星贸易的李伟，打电话是关于427号订单。货物已备好，但我们需要您在周四前提供装运指示。请回电到办公室号码，谢谢。',
      ),
    ],
  ),

  speaking(
    'words-trade-show',
    'wordTraining',
    ['单词训练：展会', 'Word training: at the trade show'],
    ['展会常用词。', 'Words of the trade show floor.'],
    [w('exhibition', '展览'), w('brochure', '宣传册'), w('sample', '样品'), w('discount', '折扣')],
  ),
  speaking(
    'words-travel',
    'wordTraining',
    ['单词训练：商务出行', 'Word training: business travel'],
    ['机场与酒店用词。', 'Words of airports and hotels.'],
    [w('boarding', '登机'), w('luggage', '行李'), w('receipt', '收据'), w('departure', '出发')],
  ),
  speaking(
    'words-challenge',
    'wordTraining',
    ['单词挑战：谈判词汇', 'Word challenge: negotiation words'],
    ['限时挑战，按得分排名。', 'A timed challenge, ranked by score.'],
    [
      w('proposal', '提案'),
      w('contract', '合同'),
      w('deadline', '截止日期'),
      w('payment', '付款'),
      w('quantity', '数量'),
    ],
    5,
  ),

  speaking(
    'sentences-negotiation',
    'sentenceTraining',
    ['句子训练：谈判', 'Sentence training: negotiation'],
    ['谈判常用句。', 'Sentences for the negotiating table.'],
    [
      s(
        'We can offer a five percent discount on orders over one thousand units.',
        '订单超过一千件，我们可以给百分之五的折扣。',
      ),
      s('I am afraid that price is higher than our budget.', '恐怕这个价格超出了我们的预算。'),
      s('If you can deliver by May, we will sign the contract today.', '如果你们能在五月前交货，我们今天就签合同。'),
    ],
  ),
  speaking(
    'sentences-airport',
    'sentenceTraining',
    ['句子训练：机场', 'Sentence training: at the airport'],
    ['机场常用句。', 'Sentences for the airport.'],
    [
      s('I would like an aisle seat, please.', '我想要一个靠过道的座位。'),
      s('My flight to Frankfurt has been delayed by two hours.', '我飞往法兰克福的航班延误了两个小时。'),
      s('Where can I collect my luggage?', '我在哪里取行李？'),
    ],
  ),
  speaking(
    'sentences-challenge',
    'sentenceTraining',
    ['句子挑战：电话沟通', 'Sentence challenge: phone calls'],
    ['限时挑战，按得分排名。', 'A timed challenge, ranked by score.'],
    [
      s('Could I speak to the sales manager, please?', '请问可以找销售经理听电话吗？'),
      s('I am calling to confirm our meeting on Tuesday.', '我打电话是想确认我们周二的会议。'),
      s('Could you spell your last name for me?', '能把您的姓拼给我听吗？'),
    ],
    5,
  ),

  speaking(
    'strengthen-sentences-meeting',
    'sentencesStrengthen',
    ['句子强化：会议表达', 'Sentence strengthening: meetings'],
    ['反复练习易错的会议用句。', 'Drill the meeting sentences that are easy to get wrong.'],
    [
      s('Could we move on to the next item?', '我们能进入下一项吗？'),
      s('I see your point, but I have a different view.', '我明白你的意思，但我有不同看法。'),
      s('Let me summarise what we have agreed.', '让我总结一下我们达成的共识。'),
    ],
  ),
  speaking(
    'strengthen-sentences-hotel',
    'sentencesStrengthen',
    ['句子强化：酒店', 'Sentence strengthening: at the hotel'],
    ['反复练习酒店用句。', 'Drill the hotel sentences.'],
    [
      s('Could I have a late check out tomorrow?', '我明天可以晚一点退房吗？'),
      s('The air conditioning in my room is not working.', '我房间的空调坏了。'),
      s('Please charge the room to my company account.', '请把房费记在我公司的账上。'),
    ],
  ),
  speaking(
    'strengthen-sentences-challenge',
    'sentencesStrengthen',
    ['句子强化挑战：谈判', 'Sentence strengthening challenge: negotiation'],
    ['限时挑战，按得分排名。', 'A timed challenge, ranked by score.'],
    [
      s('We need a decision by the end of the week.', '我们需要在本周末前得到决定。'),
      s('Our payment terms are thirty days after delivery.', '我们的付款条件是交货后三十天。'),
      s('Can you guarantee the quality of every batch?', '你们能保证每批货的质量吗？'),
    ],
    5,
  ),

  speaking(
    'paragraphs-company',
    'paragraphsTraining',
    ['段落训练：公司介绍', 'Paragraph training: presenting the company'],
    ['朗读公司介绍。', 'Read a company presentation aloud.'],
    [
      p(
        'Green Leaf Packaging was founded in two thousand and eight in Ningbo. We make paper boxes and bags for food and clothing brands in thirty countries. All our paper comes from certified forests, and our factory runs on solar power for half of the day.',
        '绿叶包装于2008年在宁波成立，为三十个国家的食品和服装品牌生产纸盒和纸袋。我们所有纸张来自认证林，工厂半天用太阳能供电。',
      ),
      p(
        'Our customers choose us for three reasons: fast samples, stable quality and honest prices. A new design can be ready as a sample in five working days, and large orders ship within four weeks.',
        '客户选择我们有三个原因：打样快、质量稳定、价格实在。新设计五个工作日内可出样品，大订单四周内发货。',
      ),
      p(
        'Next year we plan to open a sales office in Rotterdam, so that our European customers can meet our team in their own time zone.',
        '明年我们计划在鹿特丹开设销售办事处，让欧洲客户在自己的时区就能与我们的团队见面。',
      ),
    ],
  ),
  speaking(
    'paragraphs-trade-show',
    'paragraphsTraining',
    ['段落训练：展会介绍产品', 'Paragraph training: a product at the trade show'],
    ['朗读展位上的产品介绍。', 'Read a product pitch at the stand.'],
    [
      p(
        'Welcome to our stand. This is our new electric kettle. It boils one litre of water in three minutes and switches off by itself. The body stays cool, so it is safe for families with children.',
        '欢迎来到我们的展位。这是我们的新款电水壶，三分钟烧开一升水并自动断电，壶身不烫手，适合有孩子的家庭。',
      ),
      p(
        'We can print your logo on the box, and the minimum order is five hundred pieces. Samples are free for trade buyers who leave their card today.',
        '我们可以在包装盒上印您的标志，起订量五百件。今天留下名片的贸易买家可免费获得样品。',
      ),
      p(
        'If you have any questions about prices or delivery, my colleague will be happy to help you at the meeting table.',
        '如对价格或交货有任何疑问，我的同事很乐意在洽谈桌为您解答。',
      ),
    ],
  ),
  speaking(
    'paragraphs-challenge',
    'paragraphsTraining',
    ['段落挑战：商务电话', 'Paragraph challenge: a business call'],
    ['限时挑战，按得分排名。', 'A timed challenge, ranked by score.'],
    [
      p(
        'Good afternoon, this is Anna from the purchasing department. I am calling about the invoice we received yesterday. The unit price on the invoice is higher than the price in our contract. Could you check it and send us a corrected invoice by Friday?',
        '下午好，我是采购部的安娜。我打电话是关于昨天收到的发票。发票上的单价高于合同价格，能否核对并在周五前寄来更正后的发票？',
      ),
      p(
        'Thank you for calling. I am sorry about the mistake. I will ask our accounts team to correct the invoice and email it to you this afternoon.',
        '感谢来电，很抱歉出了差错。我会请财务团队更正发票，今天下午发邮件给您。',
      ),
    ],
    8,
  ),

  speaking(
    'strengthen-paragraphs-presentation',
    'paragraphsStrengthen',
    ['段落强化：汇报结果', 'Paragraph strengthening: reporting results'],
    ['再练易错段落。', 'Practise the hard paragraphs again.'],
    [
      p(
        'Sales in the first half of the year rose by twelve percent. Most of the growth came from online orders, while sales in our shops stayed the same.',
        '上半年销售额增长了百分之十二，增长主要来自网上订单，门店销售持平。',
      ),
      p(
        'For the second half, we suggest spending more on online advertising and training our shop staff to serve online customers who collect in store.',
        '下半年我们建议增加网络广告投入，并培训门店员工服务到店自提的网上顾客。',
      ),
    ],
  ),
  speaking(
    'strengthen-paragraphs-airport',
    'paragraphsStrengthen',
    ['段落强化：航班变更', 'Paragraph strengthening: a changed flight'],
    ['再练易错段落。', 'Practise the hard paragraphs again.'],
    [
      p(
        'Attention please. Flight two three five to London is now boarding at gate twelve. Passengers with small children may board first.',
        '请注意，飞往伦敦的235航班现在在12号登机口登机，带小孩的乘客可优先登机。',
      ),
      p(
        'I am sorry, your connecting flight has been cancelled. We have booked you on the next flight at eight in the morning and a hotel room for tonight.',
        '很抱歉，您的转机航班已取消。我们已为您改订明早八点的航班，并安排了今晚的酒店。',
      ),
    ],
  ),
  speaking(
    'strengthen-paragraphs-offer',
    'paragraphsStrengthen',
    ['段落强化：报价', 'Paragraph strengthening: making an offer'],
    ['再练易错段落。', 'Practise the hard paragraphs again.'],
    [
      p(
        'Thank you for your enquiry. We are pleased to offer two thousand cotton shirts at nine dollars each, delivered to Hamburg in six weeks.',
        '感谢询价。我们很高兴报价两千件棉衬衫，每件九美元，六周内运抵汉堡。',
      ),
      p(
        'This offer is valid for fourteen days. Payment is by letter of credit at sight.',
        '本报价十四天内有效，以即期信用证付款。',
      ),
    ],
  ),
];
