/** The listening scripts of the foreign-trade-correspondence course: `npx tsx packages/content/scripts/make-audio.ts foreign-trade-correspondence` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const FOREIGN_TRADE_CORRESPONDENCE_LISTENING_SCRIPTS: TListeningScript[] = [
  {
    // Chapter 3 (enquiries): a Polish buyer phones a Ningbo kettle maker for prices.
    name: 'ftc-hear-price-enquiry-call.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good afternoon, Ningbo Homeway Appliances, Chen Jing speaking.',
        translation: '下午好，宁波家途电器，我是陈静。',
      },
      {
        voice: 'rms',
        text: 'Hello, this is Piotr Nowak from Domex in Warsaw. I saw your electric kettles on your website. Could you give me a price for model K one eight?',
        translation:
          '你好，我是华沙 Domex 公司的彼得·诺瓦克。我在你们网站上看到了电水壶。能给我报一下 K18 型号的价格吗？',
      },
      {
        voice: 'slt',
        text: 'Certainly. Model K one eight is eleven dollars eighty per unit, F O B Ningbo. How many units are you thinking of?',
        translation: '当然。K18 型号每台 11.80 美元，宁波船上交货价。您考虑订多少台？',
      },
      {
        voice: 'rms',
        text: 'About two thousand for a first order. Is there a discount for that quantity?',
        translation: '首批大约两千台。这个数量有折扣吗？',
      },
      {
        voice: 'slt',
        text: 'For two thousand units we can offer three percent. The minimum order is one thousand units.',
        translation: '两千台我们可以给百分之三的折扣。最低订购量是一千台。',
      },
      {
        voice: 'rms',
        text: 'And how soon could you deliver?',
        translation: '那你们多快能交货？',
      },
      {
        voice: 'slt',
        text: 'Within forty days of receiving your deposit. We ask for thirty percent by T T in advance and the balance against the copy of the bill of lading.',
        translation: '收到定金后四十天内。我们要求电汇预付百分之三十，余款凭提单副本支付。',
      },
      {
        voice: 'rms',
        text: 'That sounds reasonable. Please put it all in an email, and send me one sample by express.',
        translation: '听起来合理。请把这些都写在邮件里，再用快递寄给我一台样品。',
      },
    ],
  },
  {
    name: 'ftc-dictation-quotation-valid.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Our quotation is valid for thirty days from today.',
        translation: '我方报价自今日起三十天内有效。',
      },
    ],
  },
  {
    // Chapter 10 (shipment): a freight forwarder confirms space on a vessel for a Xiamen exporter.
    name: 'ftc-hear-shipping-space.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Hello, Ms Lin? This is Kevin Wu from Oceanlink Logistics. I am calling about your booking for Rotterdam.',
        translation: '您好，是林女士吗？我是海联物流的吴凯文，打电话是关于您订的去鹿特丹的舱位。',
      },
      {
        voice: 'slt',
        text: 'Yes, Kevin. Did you get space for our two forty foot containers?',
        translation: '是的，凯文。我们的两个四十英尺集装箱订到舱位了吗？',
      },
      {
        voice: 'rms',
        text: 'The vessel you wanted on the twelfth of June is full. I have confirmed space on the C M A C G M Vega, sailing from Xiamen on the fifteenth of June.',
        translation: '您要的六月十二日那班船已经满了。我已确认了达飞维加号的舱位，六月十五日从厦门开航。',
      },
      {
        voice: 'slt',
        text: 'The fifteenth is still fine. Our letter of credit allows shipment until the thirtieth. When is the cut off time?',
        translation: '十五日还可以，我们的信用证允许在三十日前装运。截关时间是什么时候？',
      },
      {
        voice: 'rms',
        text: 'The containers must be at the terminal by noon on the thirteenth, and we need your shipping instructions by the eleventh.',
        translation: '集装箱必须在十三日中午前进港，我们需要您在十一日前提供托运单。',
      },
      {
        voice: 'slt',
        text: 'No problem. And the estimated arrival in Rotterdam?',
        translation: '没问题。预计什么时候到达鹿特丹？',
      },
      {
        voice: 'rms',
        text: 'About the twentieth of July. The booking number is O L eight three five six. I will email the booking confirmation now.',
        translation: '大约七月二十日。订舱号是 OL8356。我现在就把订舱确认单发邮件给您。',
      },
    ],
  },
  {
    name: 'ftc-dictation-shipping-advice.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Please send the shipping advice to the buyer on the day the goods are loaded.',
        translation: '请在货物装船当天把装运通知发给买方。',
      },
    ],
  },
];
