/** The listening scripts of the foreign-trade-documents course: `npx tsx packages/content/scripts/make-audio.ts foreign-trade-documents` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const FOREIGN_TRADE_DOCUMENTS_LISTENING_SCRIPTS: TListeningScript[] = [
  {
    name: 'ftd-hear-clerk-day.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Chen Jing, you are a documentation clerk at Haida Tyre. What does a normal day look like?',
        translation: '陈静，你是海达轮胎的单证员。你平常的一天是什么样的？',
      },
      {
        voice: 'slt',
        text: 'I start at half past eight by reading the emails from our shipping agent and the bank. Then I check any new letter of credit against the sales contract.',
        translation: '我八点半开始，先看货代和银行发来的邮件，然后对照销售合同审核新到的信用证。',
      },
      {
        voice: 'rms',
        text: 'And if something does not match?',
        translation: '如果有不一致的地方呢？',
      },
      {
        voice: 'slt',
        text: 'I write to the customer the same morning and ask for an amendment. It is much cheaper to change a credit before shipment than after.',
        translation: '我当天上午就写信给客户，请他们改证。装运前改证比装运后改要省钱得多。',
      },
      {
        voice: 'rms',
        text: 'What do you do in the afternoon?',
        translation: '下午你做什么？',
      },
      {
        voice: 'slt',
        text: 'I make out invoices and packing lists and send shipping instructions to the forwarder. Today I am working on four containers of tyres for Durban.',
        translation: '我缮制发票和装箱单，并给货代发送装运指示。今天我在处理发往德班的四个集装箱轮胎。',
      },
      {
        voice: 'rms',
        text: 'Which document needs the most care?',
        translation: '哪种单据最需要仔细？',
      },
      {
        voice: 'slt',
        text: 'The bill of lading. One wrong word in the consignee box can stop the payment, so I check the draft from the shipping line line by line.',
        translation: '提单。收货人一栏错一个词就可能导致收不到货款，所以我会逐行核对船公司发来的提单草稿。',
      },
      {
        voice: 'rms',
        text: 'And when do you go to the bank?',
        translation: '那你什么时候去银行？',
      },
      {
        voice: 'slt',
        text: 'We must present the documents within twenty one days of shipment, but I try to do it within a week.',
        translation: '我们必须在装运后二十一天内交单，但我尽量在一周内完成。',
      },
    ],
  },
  {
    name: 'ftd-hear-sight-time-drafts.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Mister Zhou, our new buyer in Chile wants to pay by a draft at ninety days sight. What does that mean for us?',
        translation: '周先生，我们在智利的新买家想用见票后九十天付款的汇票。这对我们意味着什么？',
      },
      {
        voice: 'rms',
        text: 'First, the difference. A sight draft is paid as soon as the drawee sees it. A time draft, or usance draft, is paid later, on a fixed future date.',
        translation: '先说区别。即期汇票在付款人见票时立即付款；远期汇票在以后某个确定的日期付款。',
      },
      {
        voice: 'slt',
        text: 'So with ninety days sight, when do we get the money?',
        translation: '那见票后九十天，我们什么时候收到钱？',
      },
      {
        voice: 'rms',
        text: 'The drawee first accepts the draft. It writes accepted on the face and signs it. Then it pays ninety days after that date. You wait about three months.',
        translation: '付款人先承兑汇票，在汇票正面写上“已承兑”并签字，然后在承兑日后九十天付款。你们大约要等三个月。',
      },
      {
        voice: 'slt',
        text: 'Three months is a long time for our cash flow.',
        translation: '三个月对我们的现金流来说太长了。',
      },
      {
        voice: 'rms',
        text: 'If a bank has accepted the draft, we can discount it. You receive the money now, less interest for the ninety days.',
        translation: '如果汇票已由银行承兑，我们可以贴现。你们现在就能拿到钱，只是要扣除九十天的利息。',
      },
      {
        voice: 'slt',
        text: 'And what about ninety days after date?',
        translation: '那出票后九十天呢？',
      },
      {
        voice: 'rms',
        text: 'After date counts from the date the draft was drawn, so the payment date is known from the start. After sight depends on when the drawee sees it.',
        translation: '出票后是从出票日起算，所以付款日从一开始就确定了；见票后则取决于付款人何时见票。',
      },
    ],
  },
  {
    name: 'ftd-hear-origin-criteria.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Today we look at origin criteria: the rules that decide which country a product comes from.',
        translation: '今天我们来看原产地标准，也就是决定产品来自哪个国家的规则。',
      },
      {
        voice: 'rms',
        text: 'The simplest case is wholly obtained goods. Garlic grown and harvested in Shandong is wholly obtained in China. On a Form E you write W O.',
        translation: '最简单的是完全获得的货物。在山东种植和收获的大蒜就是在中国完全获得的。在 E 表上填写 WO。',
      },
      {
        voice: 'slt',
        text: 'But most factories use imported parts. What happens then?',
        translation: '但大多数工厂都用进口零件。那怎么办？',
      },
      {
        voice: 'rms',
        text: 'Then the product must be substantially transformed. One test is a change of tariff heading: the finished product has a different four digit H S heading from its imported parts.',
        translation: '那么产品必须经过实质性改变。一种判定方法是税则归类改变：成品的四位 HS 品目与进口零件不同。',
      },
      {
        voice: 'rms',
        text: 'Another test is regional value content. Under the China ASEAN agreement, at least forty percent of the value must come from China or the ASEAN countries.',
        translation: '另一种是区域价值成分。根据中国—东盟协定，至少百分之四十的价值须来自中国或东盟国家。',
      },
      {
        voice: 'slt',
        text: 'So if we only repack imported goods in new boxes, are they Chinese?',
        translation: '那如果我们只是把进口货物重新装进新箱子，它们算中国货吗？',
      },
      {
        voice: 'rms',
        text: 'No. Simple operations such as packing, labelling or mixing never give origin. The goods keep the origin they had before.',
        translation: '不算。包装、贴标签或混合这类简单加工从不赋予原产地，货物保持原来的原产地。',
      },
    ],
  },
  {
    name: 'ftd-hear-broker-call.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Hello, Ms Lin? This is Wang Hao from Yantian Customs Brokerage, about your floodlights for Valencia.',
        translation: '你好，是林女士吗？我是盐田报关行的王浩，打电话是关于你们发往瓦伦西亚的投光灯。',
      },
      {
        voice: 'slt',
        text: 'Yes, speaking. Is there a problem with the declaration?',
        translation: '是我。报关单有问题吗？',
      },
      {
        voice: 'rms',
        text: 'Two small ones. Your packing list says three hundred cartons, but the booking says two hundred and ninety. Which is right?',
        translation: '有两个小问题。你们的装箱单写的是三百箱，但订舱写的是二百九十箱。哪个对？',
      },
      {
        voice: 'slt',
        text: 'Three hundred. I will ask the forwarder to correct the booking today.',
        translation: '三百箱。我今天就让货代更正订舱信息。',
      },
      {
        voice: 'rms',
        text: 'Thank you. Second, the invoice shows CIF Valencia, so I need the freight and the insurance premium to declare.',
        translation: '谢谢。第二，发票是 CIF 瓦伦西亚，所以我需要运费和保险费来申报。',
      },
      {
        voice: 'slt',
        text: 'The freight is one thousand eight hundred dollars and the premium is fifty one dollars. I will email the figures.',
        translation: '运费是一千八百美元，保险费是五十一美元。我会把数字发邮件给你。',
      },
      {
        voice: 'rms',
        text: 'Good. Please also send the signed power of attorney. The customs cut off is Thursday at five p m.',
        translation: '好的。另外请把签好字的报关委托书发过来。海关截关时间是周四下午五点。',
      },
      {
        voice: 'slt',
        text: 'You will have everything by Wednesday noon.',
        translation: '周三中午之前你会收到所有资料。',
      },
    ],
  },
];
