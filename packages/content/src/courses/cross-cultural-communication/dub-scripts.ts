/** The dubbing scripts of the cross-cultural-communication course: `npx tsx packages/content/scripts/make-dubs.ts cross-cultural-communication` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const CROSS_CULTURAL_COMMUNICATION_DUB_SCRIPTS: DubScript[] = [
  {
    name: 'ccc-dub-product-advert.mp4',
    title: 'A product advert',
    titleCn: '产品广告',
    colours: ['#0f766e', '#f59e0b'],
    lines: [
      { voice: 'slt', text: 'Cold coffee at your desk again?', translation: '办公桌上的咖啡又凉了？' },
      { voice: 'rms', text: 'Every single morning.', translation: '每天早上都这样。' },
      { voice: 'slt', text: 'Meet ThermoGo, the smart travel mug.', translation: '来认识一下 ThermoGo 智能随行杯。' },
      {
        voice: 'slt',
        text: 'It keeps drinks hot for twelve hours and cold for twenty four.',
        translation: '它能让饮品保温十二小时，保冷二十四小时。',
      },
      {
        voice: 'rms',
        text: 'And the lid shows me the temperature. No more burnt tongue!',
        translation: '杯盖还能显示温度，再也不会烫到舌头了！',
      },
      {
        voice: 'slt',
        text: 'ThermoGo. Your drink, just right, all day.',
        translation: 'ThermoGo，让你的饮品整天都刚刚好。',
      },
    ],
  },
];
