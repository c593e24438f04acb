/** The dubbing scripts of the business-negotiation course: `npx tsx packages/content/scripts/make-dubs.ts business-negotiation` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const BUSINESS_NEGOTIATION_DUB_SCRIPTS: DubScript[] = [
  {
    name: 'bn-dub-negotiation-opening.mp4',
    title: 'A negotiation opening',
    titleCn: '谈判开场',
    colours: ['#0f766e', '#1e3a8a'],
    lines: [
      {
        voice: 'rms',
        text: 'Good morning, everyone. Thank you for coming all the way to Ningbo.',
        translation: '各位早上好。感谢大家远道来到宁波。',
      },
      {
        voice: 'slt',
        text: 'Thank you for inviting us. We have been looking forward to this meeting.',
        translation: '谢谢邀请。我们一直很期待这次会议。',
      },
      {
        voice: 'rms',
        text: 'Shall we agree the agenda first? We suggest quality, then price, then delivery.',
        translation: '我们先确定议程好吗？我们建议先谈质量，再谈价格，然后是交货。',
      },
      {
        voice: 'slt',
        text: 'That suits us. We would also like to discuss the warranty before lunch.',
        translation: '这样很好。我们还想在午饭前讨论保修问题。',
      },
      {
        voice: 'rms',
        text: 'Of course. Our aim today is an agreement that works well for both of us.',
        translation: '当然。我们今天的目标是达成一个对双方都有利的协议。',
      },
      {
        voice: 'slt',
        text: 'We share that aim. Let us begin.',
        translation: '我们也有同样的目标。我们开始吧。',
      },
    ],
  },
];
