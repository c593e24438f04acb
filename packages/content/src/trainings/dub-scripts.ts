/**
 * The dubbing clips' scripts (issue 7): short business scenes spoken by flite voices over a
 * picture the project draws itself (scripts/make-dubs.ts); nothing is downloaded.
 */
export type DubScript = {
  name: string;
  title: string;
  titleCn: string;
  /** Background colours of the drawn picture (ffmpeg gradients). */
  colours: readonly [string, string];
  lines: ReadonlyArray<{ voice: 'slt' | 'awb' | 'rms' | 'kal16'; text: string; translation: string }>;
};

export const DUB_SCRIPTS: readonly DubScript[] = [
  {
    name: 'dub-trade-show.mp4',
    title: 'At the trade show',
    titleCn: '展会洽谈',
    colours: ['#1d4ed8', '#0ea5e9'],
    lines: [
      {
        voice: 'slt',
        text: 'Welcome to our stand. Can I show you our new kettle?',
        translation: '欢迎来到我们的展位。我给您介绍一下新款水壶好吗？',
      },
      { voice: 'awb', text: 'Yes, please. How fast does it boil water?', translation: '好的。它烧水有多快？' },
      {
        voice: 'slt',
        text: 'One litre in three minutes, and it switches off by itself.',
        translation: '三分钟烧开一升水，而且会自动断电。',
      },
      { voice: 'awb', text: 'Great. Please send me your price list.', translation: '很好，请把价格表发给我。' },
    ],
  },
  {
    name: 'dub-hotel-desk.mp4',
    title: 'At the hotel front desk',
    titleCn: '酒店前台',
    colours: ['#7c3aed', '#db2777'],
    lines: [
      { voice: 'slt', text: 'Good evening. Do you have a reservation?', translation: '晚上好，您有预订吗？' },
      { voice: 'rms', text: 'Yes, under the name of Chen, for two nights.', translation: '有的，用陈的名字订了两晚。' },
      {
        voice: 'slt',
        text: 'Here is your key. Breakfast is from seven to ten.',
        translation: '这是您的房卡，早餐七点到十点。',
      },
      {
        voice: 'rms',
        text: 'Thank you. Is there a taxi to the airport tomorrow?',
        translation: '谢谢。明天有去机场的出租车吗？',
      },
    ],
  },
  {
    name: 'dub-phone-order.mp4',
    title: 'A phone call about an order',
    titleCn: '订单电话',
    colours: ['#047857', '#65a30d'],
    lines: [
      {
        voice: 'kal16',
        text: 'Hello, this is Tom from the purchasing department.',
        translation: '您好，我是采购部的汤姆。',
      },
      { voice: 'slt', text: 'Hi Tom. How can I help you today?', translation: '你好汤姆，今天有什么可以帮你？' },
      {
        voice: 'kal16',
        text: 'Our order has not arrived. Can you check it for me?',
        translation: '我们的订单还没到，能帮我查一下吗？',
      },
      { voice: 'slt', text: 'Of course. It will arrive on Friday morning.', translation: '当然。周五上午会到。' },
    ],
  },
];
