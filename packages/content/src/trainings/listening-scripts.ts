/**
 * The scripts of the listening trainings: each line is spoken by a voice (the offline flite voices
 * slt, female, and rms, male) and carries its Chinese translation. `scripts/make-audio.ts` turns them
 * into the mp3 files in assets/audio and the subtitle timings in audio-cues.ts.
 */
export type TScriptLine = { voice: 'slt' | 'rms'; text: string; translation: string };
export type TListeningScript = { name: string; lines: TScriptLine[] };

export const LISTENING_SCRIPTS: TListeningScript[] = [
  {
    name: 'hearing-order-call.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning, Sunrise Textiles, this is Anna Li speaking.',
        translation: '早上好，这里是旭日纺织，我是李安娜。',
      },
      {
        voice: 'rms',
        text: 'Hello Anna, this is Mark Evans from Harbour Home in Liverpool. I am calling about our order for cotton towels.',
        translation: '你好，安娜，我是利物浦海港家居的马克·埃文斯。我打电话是关于我们的棉毛巾订单。',
      },
      {
        voice: 'slt',
        text: 'Of course, Mister Evans. That is order number four five two, for three thousand towels.',
        translation: '好的，埃文斯先生。是 452 号订单，三千条毛巾。',
      },
      {
        voice: 'rms',
        text: 'Yes. We would like to increase it to five thousand, and we need the goods by the end of May.',
        translation: '对。我们想增加到五千条，并且需要在五月底前收到货。',
      },
      {
        voice: 'slt',
        text: 'Five thousand is no problem, but our factory is busy. We can ship on the tenth of May, so they should arrive in early June.',
        translation: '五千条没问题，但我们工厂很忙。我们可以在五月十日装运，所以货物应在六月初到达。',
      },
      {
        voice: 'rms',
        text: 'Early June is too late for our summer sale. Could you ship part of the order earlier?',
        translation: '六月初对我们的夏季促销来说太晚了。你们能提前装运一部分吗？',
      },
      {
        voice: 'slt',
        text: 'We can send two thousand towels by air next week. The extra freight would be four hundred dollars.',
        translation: '我们可以下周空运两千条毛巾，额外运费为四百美元。',
      },
      {
        voice: 'rms',
        text: 'That sounds fair. Please send me a revised proforma invoice today.',
        translation: '听起来合理。请今天给我发一份修改后的形式发票。',
      },
    ],
  },
  {
    name: 'hearing-trade-fair.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Welcome to our stand. Are you looking for kitchen appliances?',
        translation: '欢迎来到我们的展位。您在找厨房电器吗？',
      },
      {
        voice: 'slt',
        text: 'Yes, I buy for a chain of forty shops in Poland. What is your best seller?',
        translation: '是的，我为波兰一家拥有四十家门店的连锁店采购。你们最畅销的是什么？',
      },
      {
        voice: 'rms',
        text: 'This electric kettle. It boils one litre in three minutes and it has a two year warranty.',
        translation: '这款电水壶。它三分钟就能烧开一升水，保修两年。',
      },
      {
        voice: 'slt',
        text: 'What is the price, and what is your minimum order?',
        translation: '价格是多少？最低订购量是多少？',
      },
      {
        voice: 'rms',
        text: 'It is twelve dollars fifty per unit, F O B Ningbo. The minimum order is one thousand units.',
        translation: '宁波港船上交货价每台 12.5 美元。最低订购量为一千台。',
      },
      {
        voice: 'slt',
        text: 'If I order three thousand units, can you give me a discount?',
        translation: '如果我订三千台，能给我折扣吗？',
      },
      {
        voice: 'rms',
        text: 'For three thousand units we can offer five percent off. Here is my card. I will email you our catalogue tonight.',
        translation: '三千台我们可以给九五折。这是我的名片，我今晚把产品目录发邮件给您。',
      },
    ],
  },
  {
    name: 'hearing-meeting.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Thank you all for coming. The main item today is the launch of our new website.',
        translation: '感谢大家到场。今天的主要议题是我们新网站的上线。',
      },
      {
        voice: 'slt',
        text: 'The designers have finished the pages, but the online shop still needs testing.',
        translation: '设计师已经完成了页面，但网上商店仍需测试。',
      },
      {
        voice: 'rms',
        text: 'My team can test the shop next week. We need about five working days.',
        translation: '我的团队下周可以测试商店，我们大约需要五个工作日。',
      },
      {
        voice: 'slt',
        text: 'Good. Then we will move the launch from the first of March to the fifteenth of March.',
        translation: '好的。那我们把上线日期从三月一日推迟到三月十五日。',
      },
      {
        voice: 'rms',
        text: 'Should we tell our customers about the new date?',
        translation: '我们要把新日期告诉客户吗？',
      },
      {
        voice: 'slt',
        text: 'Yes. Sarah will write a short email to all customers on Friday. Any other business? Then let us finish here.',
        translation: '要。莎拉周五给所有客户写一封简短的邮件。还有其他事项吗？那我们就到这里。',
      },
    ],
  },
  {
    name: 'dictation-payment.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Payment is due within thirty days of the invoice date.',
        translation: '货款应在发票日期后三十天内支付。',
      },
    ],
  },
  {
    name: 'dictation-samples.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'We will send the samples by express mail tomorrow.',
        translation: '我们明天用快递寄出样品。',
      },
    ],
  },
  {
    name: 'dictation-meeting.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'The meeting has been moved to Thursday afternoon.',
        translation: '会议已改到星期四下午。',
      },
    ],
  },
  {
    name: 'hearing-negotiation-principles.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Good morning, everyone. Today we look at four basic principles of negotiation.',
        translation: '大家早上好。今天我们来看谈判的四条基本原则。',
      },
      {
        voice: 'rms',
        text: 'First, separate the people from the problem. Be hard on the problem, but soft on the people.',
        translation: '第一，对事不对人。对问题要强硬，对人要温和。',
      },
      {
        voice: 'rms',
        text: 'Second, focus on interests, not positions. Ask why the other side wants what it asks for.',
        translation: '第二，关注利益而非立场。问一问对方为什么想要他们所要求的东西。',
      },
      {
        voice: 'rms',
        text: 'Third, invent options for mutual gain before you decide on anything.',
        translation: '第三，在做出任何决定之前，先设计出互利的方案。',
      },
      {
        voice: 'rms',
        text: 'Fourth, insist on objective criteria, such as a market price, an industry standard or an expert opinion.',
        translation: '第四，坚持使用客观标准，例如市场价格、行业标准或专家意见。',
      },
      {
        voice: 'rms',
        text: 'And before you sit down at the table, know your BATNA: what you will do if there is no agreement.',
        translation: '在坐上谈判桌之前，要清楚你的 BATNA：如果达不成协议，你会怎么做。',
      },
    ],
  },
];
