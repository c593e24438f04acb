/** The listening scripts of the business-negotiation course: `npx tsx packages/content/scripts/make-audio.ts business-negotiation` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const BUSINESS_NEGOTIATION_LISTENING_SCRIPTS: TListeningScript[] = [
  {
    name: 'bn-hear-company-presentation.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning, and welcome to Hamburg. I am Katrin Vogel, head of purchasing at Nordhaus.',
        translation: '早上好，欢迎来到汉堡。我是 Nordhaus 采购总监卡特琳·福格尔。',
      },
      {
        voice: 'slt',
        text: 'Nordhaus was founded in 1962 as a single shop. Today we have one hundred and forty shops in Germany and Austria.',
        translation: 'Nordhaus 于 1962 年以一家小店起步，如今在德国和奥地利有一百四十家门店。',
      },
      {
        voice: 'slt',
        text: 'Last year our sales were 620 million euros, and about a third came from our own brand, Nordkoch.',
        translation: '去年我们的销售额为 6.2 亿欧元，其中约三分之一来自自有品牌 Nordkoch。',
      },
      {
        voice: 'slt',
        text: 'This year we want to add air fryers to the Nordkoch range, so we are looking for a partner for air fryers.',
        translation: '今年我们想在 Nordkoch 系列中加入空气炸锅，因此正在寻找空气炸锅的合作伙伴。',
      },
      {
        voice: 'slt',
        text: 'Our suppliers must deliver within forty-five days of an order, and offer a two-year warranty.',
        translation: '我们的供应商必须在下单后四十五天内交货，并提供两年保修。',
      },
      {
        voice: 'slt',
        text: 'Before we sign, we carry out a factory audit, we ask for a BSCI social report, and we test samples in our own laboratory.',
        translation: '签约前，我们会进行工厂审核，要求提供 BSCI 社会责任报告，并在我们自己的实验室测试样品。',
      },
      {
        voice: 'slt',
        text: 'Now I would be glad to hear about your company.',
        translation: '现在我很想听听贵公司的情况。',
      },
    ],
  },
  {
    name: 'bn-hear-preparation-meeting.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Thanks for coming. The Nordhaus talks are in two weeks, so let us agree who does what. I will lead, and I will make every offer.',
        translation: '谢谢大家参加。和 Nordhaus 的谈判还有两周，我们先商定分工。我来主谈，所有报价都由我提出。',
      },
      {
        voice: 'rms',
        text: 'Wu Lin, you know the air fryer best. Please answer all the questions on testing and quality.',
        translation: '吴琳，你最了解空气炸锅，所有关于测试和质量的问题请你回答。',
      },
      {
        voice: 'slt',
        text: 'Fine. I will bring the safety certificate and the test report from the German laboratory.',
        translation: '好的。我会带上安全证书和德国实验室的测试报告。',
      },
      {
        voice: 'rms',
        text: 'Zhou Yan, please check every figure during the talks and keep the minutes.',
        translation: '周燕，谈判中请你核对所有数字，并做会议记录。',
      },
      {
        voice: 'slt',
        text: 'Sure. What are our prices for the air fryer?',
        translation: '没问题。我们空气炸锅的价格是多少？',
      },
      {
        voice: 'rms',
        text: 'We open at twenty-six dollars. Our target is twenty-four, and we do not go below twenty-two fifty.',
        translation: '我们开价二十六美元，目标价二十四美元，最低不低于二十二点五美元。',
      },
      {
        voice: 'rms',
        text: 'One rule: if they push on price, only I answer. Anyone else who wants to speak asks for a short break.',
        translation: '有一条规则：如果对方在价格上施压，只由我回应。其他人想发言就提出短暂休会。',
      },
      {
        voice: 'slt',
        text: 'Understood. I will send the samples on Monday, and Zhou Yan can send the agenda to Ms Vogel by Wednesday.',
        translation: '明白。我周一寄出样品，周燕可以在周三前把议程发给福格尔女士。',
      },
    ],
  },
];
