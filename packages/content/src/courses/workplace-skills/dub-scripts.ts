/** The dubbing scripts of the workplace-skills course: `npx tsx packages/content/scripts/make-dubs.ts workplace-skills` makes the clips. */
import type { DubScript } from '../../trainings/dub-scripts';

export const WORKPLACE_SKILLS_DUB_SCRIPTS: DubScript[] = [
  {
    name: 'wps-dub-business-reception.mp4',
    title: 'A business reception',
    titleCn: '商务接待',
    colours: ['#b45309', '#be123c'],
    lines: [
      {
        voice: 'slt',
        text: 'Good evening, Mr Fischer. Welcome to our reception. I am so glad you could come.',
        translation: '晚上好，菲舍尔先生。欢迎参加我们的招待会，很高兴您能来。',
      },
      {
        voice: 'rms',
        text: 'Thank you for inviting me, Ms Liang. What a beautiful room.',
        translation: '谢谢您邀请我，梁女士。这个厅真漂亮。',
      },
      {
        voice: 'slt',
        text: 'May I introduce our general manager, Mr Zhao? Mr Zhao, this is Mr Fischer from Berlin.',
        translation: '我来介绍一下我们的总经理赵先生。赵总，这位是来自柏林的菲舍尔先生。',
      },
      {
        voice: 'rms',
        text: 'It is a pleasure to meet you, Mr Zhao. I have heard a lot about your company.',
        translation: '很荣幸认识您，赵先生。久闻贵公司大名。',
      },
      {
        voice: 'slt',
        text: 'Can I get you something to drink? We have wine, juice and Chinese tea.',
        translation: '给您拿点喝的吧？我们有葡萄酒、果汁和中国茶。',
      },
      {
        voice: 'rms',
        text: 'A cup of green tea would be lovely, thank you.',
        translation: '来一杯绿茶就很好，谢谢。',
      },
    ],
  },
];
