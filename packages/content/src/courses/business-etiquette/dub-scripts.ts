/** The dubbing scripts of the business-etiquette course: `npx tsx packages/content/scripts/make-dubs.ts business-etiquette` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const BUSINESS_ETIQUETTE_DUB_SCRIPTS: DubScript[] = [
  {
    name: 'bet-dub-business-banquet.mp4',
    title: 'A business banquet',
    titleCn: '商务宴请',
    colours: ['#9a3412', '#f59e0b'],
    lines: [
      {
        voice: 'rms',
        text: 'Welcome, Doctor Weber. Please take this seat, on my right.',
        translation: '欢迎，韦伯博士。请坐这里，我右手边的位子。',
      },
      {
        voice: 'slt',
        text: 'Thank you. What a beautiful room, and such a big round table.',
        translation: '谢谢。房间真漂亮，圆桌也好大。',
      },
      {
        voice: 'rms',
        text: 'We have ordered some Suzhou dishes. Is there anything you do not eat?',
        translation: '我们点了几道苏州菜。您有什么忌口吗？',
      },
      {
        voice: 'slt',
        text: 'I eat almost everything, but I do not drink strong spirits.',
        translation: '我几乎什么都吃，不过我不喝烈酒。',
      },
      {
        voice: 'rms',
        text: 'No problem. We also have tea and juice. Now, to our friendship. Cheers!',
        translation: '没问题，我们也有茶和果汁。来，为我们的友谊干杯！',
      },
      {
        voice: 'slt',
        text: 'Cheers, and thank you for a wonderful evening.',
        translation: '干杯，感谢您安排这么美好的晚宴。',
      },
    ],
  },
];
