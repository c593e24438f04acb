/** The listening scripts of the business-etiquette course: `npx tsx packages/content/scripts/make-audio.ts business-etiquette` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const BUSINESS_ETIQUETTE_LISTENING_SCRIPTS: TListeningScript[] = [
  {
    name: 'bet-hear-meeting-event.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good evening. I do not think we have met. I am Chen Jing, export manager at Greenleaf Tea in Hangzhou.',
        translation: '晚上好，我们好像还没见过。我是陈静，杭州绿叶茶业的出口部经理。',
      },
      {
        voice: 'rms',
        text: 'Pleased to meet you. I am David Miller, the buyer for Hart and Sons, a food importer in Bristol.',
        translation: '很高兴认识您。我是大卫·米勒，布里斯托尔食品进口商哈特父子公司的采购。',
      },
      {
        voice: 'slt',
        text: 'Nice to meet you, Mister Miller. Here is my card. Is this your first time in Shanghai?',
        translation: '很高兴认识您，米勒先生。这是我的名片。您是第一次来上海吗？',
      },
      {
        voice: 'rms',
        text: 'Thank you. Yes, it is. I arrived on Monday and I am here until Friday. Please, call me David.',
        translation: '谢谢。是的，第一次。我周一到的，待到周五。请叫我大卫吧。',
      },
      {
        voice: 'slt',
        text: 'Then please call me Jing. Are you looking for green tea for the British market?',
        translation: '那也请叫我静。您是在为英国市场找绿茶吗？',
      },
      {
        voice: 'rms',
        text: 'Exactly. Our customers want organic tea in small gift boxes. Do you have anything like that?',
        translation: '正是。我们的顾客想要小礼盒装的有机茶。你们有这样的产品吗？',
      },
      {
        voice: 'slt',
        text: 'We do. Could you visit our stand tomorrow morning? It is stand B twelve in Hall Three.',
        translation: '有的。您明天上午能来我们的展位看看吗？在三号馆 B12 展位。',
      },
      {
        voice: 'rms',
        text: 'I would be glad to. Shall we say ten o clock?',
        translation: '很乐意。我们定在十点好吗？',
      },
      {
        voice: 'slt',
        text: 'Ten o clock is perfect. I look forward to seeing you there.',
        translation: '十点很好。期待在那里见到您。',
      },
    ],
  },
  {
    name: 'bet-hear-reception-call.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good afternoon, Everbright Electronics. Lucy speaking. How may I help you?',
        translation: '下午好，这里是永光电子，我是露西。有什么可以帮您？',
      },
      {
        voice: 'rms',
        text: 'Good afternoon. This is James Carter from Nordic Home Supplies in London. Could I speak to Huang Li in export sales, please?',
        translation: '下午好。我是伦敦北欧家居用品公司的詹姆斯·卡特。请问能找出口销售部的黄丽吗？',
      },
      {
        voice: 'slt',
        text: 'One moment, please, Mister Carter. I will put you through.',
        translation: '请稍等，卡特先生，我给您转过去。',
      },
      { voice: 'rms', text: 'Thank you.', translation: '谢谢。' },
      {
        voice: 'slt',
        text: 'I am sorry, Mister Carter. Huang Li is in a meeting until three o clock. Would you like to leave a message?',
        translation: '抱歉，卡特先生，黄丽在开会，三点才结束。您要留言吗？',
      },
      {
        voice: 'rms',
        text: 'Yes, please. Our order of two thousand speakers arrived this morning, but the packing list is missing. Could she email it to me today?',
        translation: '好的。我们订的两千台音箱今天上午到了，但是装箱单不见了。她能今天发邮件给我吗？',
      },
      {
        voice: 'slt',
        text: 'Of course. Could you spell your surname, please?',
        translation: '当然可以。请您拼一下您的姓好吗？',
      },
      {
        voice: 'rms',
        text: 'Carter. C, A, R, T, E, R. My number is oh two oh, seven nine four six, oh three eight one.',
        translation: '卡特，C-A-R-T-E-R。我的电话是 020 7946 0381。',
      },
      {
        voice: 'slt',
        text: 'Let me read that back. James Carter, Nordic Home Supplies. The packing list for two thousand speakers is missing, and you would like it by email today.',
        translation: '我复述一遍：詹姆斯·卡特，北欧家居用品公司。两千台音箱的装箱单缺失，您希望今天通过邮件收到。',
      },
      {
        voice: 'rms',
        text: 'That is right. Thank you for your help.',
        translation: '没错，谢谢您的帮助。',
      },
      {
        voice: 'slt',
        text: 'You are welcome. I will give her the message as soon as she is free. Goodbye.',
        translation: '不客气。她一有空我就把留言转给她。再见。',
      },
    ],
  },
  {
    name: 'bet-hear-chair-opening.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning, everyone, and thank you for coming. It is half past nine, so let us begin.',
        translation: '大家早上好，感谢各位到场。现在九点半了，我们开始吧。',
      },
      {
        voice: 'slt',
        text: 'A special welcome to Mister Jensen from Baltic Living, who has flown in from Copenhagen. I am Huang Li, and I will chair the meeting today.',
        translation: '特别欢迎从哥本哈根飞来的波罗的海家居的延森先生。我是黄丽，今天由我主持会议。',
      },
      {
        voice: 'rms',
        text: 'Thank you, Huang Li. It is good to be here.',
        translation: '谢谢你，黄丽。很高兴来到这里。',
      },
      {
        voice: 'slt',
        text: 'The aim of this meeting is to agree the launch plan for our new wireless speaker. There are three items on the agenda.',
        translation: '本次会议的目的是商定新款无线音箱的上市计划。议程有三项。',
      },
      {
        voice: 'slt',
        text: 'First, the test results. Second, the packaging design. And third, the delivery schedule for the autumn season.',
        translation: '第一，测试结果；第二，包装设计；第三，秋季的交货计划。',
      },
      {
        voice: 'slt',
        text: 'Wang Tao will take the minutes, and we will finish by eleven o clock. Please put your phones on silent.',
        translation: '王涛负责做会议记录，我们十一点前结束。请把手机调成静音。',
      },
      {
        voice: 'rms',
        text: 'Before we start, may I add one point? I would like to discuss the price of the first order.',
        translation: '开始之前，我可以加一项吗？我想讨论首批订单的价格。',
      },
      {
        voice: 'slt',
        text: 'Of course. We will take it under any other business at the end. So, let us start with item one. Wang Tao, over to you.',
        translation: '当然可以。我们放在最后的其他事项里讨论。那么，我们从第一项开始。王涛，请你来讲。',
      },
    ],
  },
  {
    name: 'bet-hear-banquet-toasts.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Ladies and gentlemen, may I have your attention, please? On behalf of Brightway, I would like to welcome our friends from Becker Licht.',
        translation: '女士们，先生们，请大家注意一下。我谨代表明途欢迎来自贝克尔照明的朋友们。',
      },
      {
        voice: 'rms',
        text: 'Over the past three years our business together has grown by forty percent, and we hope next year will be even better.',
        translation: '过去三年，我们之间的业务增长了百分之四十，希望明年会更好。',
      },
      {
        voice: 'rms',
        text: 'Please raise your glasses. To our friendship, and to a long and successful partnership. Cheers!',
        translation: '请大家举杯。为我们的友谊，为长久而成功的合作，干杯！',
      },
      {
        voice: 'slt',
        text: 'Cheers! Thank you, Mister Zhang, for such a warm welcome.',
        translation: '干杯！张先生，谢谢您如此热情的欢迎。',
      },
      {
        voice: 'rms',
        text: 'It is our pleasure. Is this your first visit to Suzhou?',
        translation: '这是我们的荣幸。您是第一次来苏州吗？',
      },
      {
        voice: 'slt',
        text: 'Yes, it is. This morning we visited the old gardens. They were beautiful, and so quiet.',
        translation: '是的，第一次。今天上午我们参观了古典园林，非常美，也非常安静。',
      },
      {
        voice: 'rms',
        text: 'I am glad you liked them. Have you tried the squirrel fish? It is a famous Suzhou dish.',
        translation: '很高兴您喜欢。您尝过松鼠鳜鱼吗？这是苏州名菜。',
      },
      {
        voice: 'slt',
        text: 'Not yet. It looks wonderful. How is it made?',
        translation: '还没有。看起来好棒。是怎么做的？',
      },
      {
        voice: 'rms',
        text: 'The fish is cut so that it opens like a flower, then fried and served with a sweet and sour sauce.',
        translation: '鱼切花刀，像花一样展开，炸好后浇上糖醋汁。',
      },
      {
        voice: 'slt',
        text: 'Then I must try some. And may I propose a toast too? To our hosts, and to the new LED panels!',
        translation: '那我一定要尝尝。我也可以敬一杯吗？敬我们的主人，也敬新款 LED 面板灯！',
      },
    ],
  },
  {
    name: 'bet-hear-image-consultant.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Welcome to Career Talk. With me today is Grace Lin, an image consultant in Shanghai. Grace, why does appearance matter so much at work?',
        translation: '欢迎收听《职场说》。今天的嘉宾是上海的形象顾问林雅。林雅，为什么外表在工作中这么重要？',
      },
      {
        voice: 'slt',
        text: 'Because people decide what they think of you in the first seven seconds, long before you show them your price list.',
        translation: '因为人们在最初七秒内就形成了对你的看法，远在你给他们看价目表之前。',
      },
      {
        voice: 'rms',
        text: 'So what should a young professional pay attention to?',
        translation: '那么年轻的职场人应该注意什么呢？',
      },
      {
        voice: 'slt',
        text: 'Three things. First, clothes that fit and are clean and ironed. An expensive suit that is too big looks worse than a simple one that fits.',
        translation: '三点。第一，衣服合身、干净、熨平。一套太大的贵西装比一套合身的普通西装看起来更糟。',
      },
      {
        voice: 'slt',
        text: 'Second, posture. Stand straight, keep your shoulders back, and look people in the eye when you shake hands.',
        translation: '第二，仪态。站直，肩膀向后打开，握手时看着对方的眼睛。',
      },
      {
        voice: 'slt',
        text: 'Third, the details: clean shoes, short nails, a little perfume or none, and your phone out of sight.',
        translation: '第三，细节：鞋子干净，指甲短，香水少用或不用，手机不外露。',
      },
      {
        voice: 'rms',
        text: 'And what about video calls from home?',
        translation: '那在家里开视频会议呢？',
      },
      {
        voice: 'slt',
        text: 'Dress as you would for the office, at least above the desk, and check your background and lighting before the call.',
        translation: '穿得和去办公室一样，至少桌面以上要这样，开会前检查一下背景和光线。',
      },
      {
        voice: 'rms',
        text: 'Grace Lin, thank you very much.',
        translation: '林雅，非常感谢。',
      },
    ],
  },
];
