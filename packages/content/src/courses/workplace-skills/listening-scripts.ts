/** The listening scripts of the workplace-skills course: `npx tsx packages/content/scripts/make-audio.ts workplace-skills` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const WORKPLACE_SKILLS_LISTENING_SCRIPTS: TListeningScript[] = [
  {
    name: 'wps-hear-induction.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning, everyone, and welcome to Lakeside Logistics. I am Helen Zhou from Human Resources.',
        translation: '大家早上好，欢迎加入湖畔物流。我是人力资源部的周海伦。',
      },
      {
        voice: 'slt',
        text: 'Office hours are from eight thirty to five thirty, with one hour for lunch. Please use your staff card to clock in every morning.',
        translation: '办公时间是八点半到五点半，午休一小时。每天早上请用员工卡打卡。',
      },
      {
        voice: 'slt',
        text: 'This morning you will collect your laptop from the IT desk on the third floor. After lunch, you will meet your mentor.',
        translation: '今天上午大家到三楼 IT 服务台领取笔记本电脑。午饭后和各自的导师见面。',
      },
      {
        voice: 'rms',
        text: 'Excuse me, Helen. How long is the probation period?',
        translation: '打扰一下，海伦。试用期是多长时间？',
      },
      {
        voice: 'slt',
        text: 'It is three months. At the end of it, your manager will review your work with you.',
        translation: '三个月。试用期结束时，你的经理会和你一起回顾你的工作。',
      },
      {
        voice: 'rms',
        text: 'And if I am ill, who should I tell?',
        translation: '如果我生病了，应该告诉谁？',
      },
      {
        voice: 'slt',
        text: 'Call your manager before nine, and send a sick note to HR if you are away for more than two days.',
        translation: '九点前给你的经理打电话；如果请假超过两天，要向人力资源部交病假证明。',
      },
      {
        voice: 'slt',
        text: 'Finally, the safety training is on Friday afternoon. It is compulsory for all new staff.',
        translation: '最后，安全培训在周五下午，所有新员工必须参加。',
      },
    ],
  },
  {
    name: 'wps-hear-manager-tasks.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Morning, Amy. Have you got a minute? I need your help with three things this week.',
        translation: '早上好，艾米。有空吗？这周有三件事需要你帮忙。',
      },
      {
        voice: 'slt',
        text: 'Of course, Mister Grant. Let me take some notes.',
        translation: '当然可以，格兰特先生。我记一下。',
      },
      {
        voice: 'rms',
        text: 'First, the buyers from Melbourne arrive on Wednesday. Please book a meeting room for Thursday morning, for six people.',
        translation: '第一，墨尔本的买家周三到。请订一间周四上午的会议室，六个人。',
      },
      {
        voice: 'rms',
        text: 'Second, I need the sales figures for October in a short report. Can you send it to me by Tuesday at noon?',
        translation: '第二，我需要一份十月销售数据的简短报告。你能在周二中午前发给我吗？',
      },
      {
        voice: 'slt',
        text: 'Tuesday at noon is fine. Should I include the figures for each product?',
        translation: '周二中午没问题。需要列出每种产品的数据吗？',
      },
      {
        voice: 'rms',
        text: 'Yes, please, and compare them with September. Third, order new business cards for Kevin. He starts next month, so there is no hurry.',
        translation: '需要，并且和九月对比一下。第三，给凯文订新名片。他下个月才入职，所以不着急。',
      },
      {
        voice: 'slt',
        text: 'Which is most urgent?',
        translation: '哪件事最急？',
      },
      {
        voice: 'rms',
        text: 'The report. The meeting room can wait until Wednesday. If you have any problems, just send me a message.',
        translation: '报告最急。会议室可以等到周三再订。有任何问题就给我发消息。',
      },
    ],
  },
  {
    name: 'wps-hear-complaint-call.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good afternoon, Brightway Kitchenware customer service, Lucy speaking. How can I help you?',
        translation: '下午好，明道厨具客户服务部，我是露西。有什么可以帮您？',
      },
      {
        voice: 'rms',
        text: 'Hello, this is Peter Novak from Casa Bella in Warsaw. I am calling about our order number B two one seven.',
        translation: '你好，我是华沙 Casa Bella 的彼得·诺瓦克。我打电话是关于我们的 B217 号订单。',
      },
      {
        voice: 'rms',
        text: 'The pans arrived yesterday, but forty of the six hundred have scratches on the surface. We cannot sell them.',
        translation: '锅昨天到了，但六百只里有四十只表面有划痕，我们没法卖。',
      },
      {
        voice: 'slt',
        text: 'I am very sorry to hear that, Mister Novak. Could you email me some photos of the damaged pans?',
        translation: '非常抱歉，诺瓦克先生。您能把受损锅的照片发邮件给我吗？',
      },
      {
        voice: 'rms',
        text: 'Yes, I can do that today. But our spring promotion starts in two weeks, and we need all six hundred pans.',
        translation: '可以，我今天就发。但我们的春季促销两周后开始，六百只锅我们都需要。',
      },
      {
        voice: 'slt',
        text: 'I understand. We will send forty new pans by air this week, at our cost. You will not need to return the damaged ones.',
        translation: '我明白。我们本周会空运四十只新锅，费用由我们承担。受损的锅不用退回。',
      },
      {
        voice: 'rms',
        text: 'Thank you. That solves the problem. Please send me the tracking number when they leave.',
        translation: '谢谢，这样问题就解决了。发货后请把运单号发给我。',
      },
      {
        voice: 'slt',
        text: 'Of course. I will also ask our factory to check the packing of your next order.',
        translation: '当然。我还会让工厂检查您下一批订单的包装。',
      },
    ],
  },
  {
    name: 'wps-hear-price-negotiation.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Thank you for your quotation, Ms Wu. Your price for the desk lamps is fourteen dollars a unit. That is too high for us.',
        translation: '谢谢您的报价，吴女士。你们台灯的价格是每台十四美元，对我们来说太高了。',
      },
      {
        voice: 'slt',
        text: 'I see. What price did you have in mind, Mister Olsen?',
        translation: '明白了。奥尔森先生，您心里的价位是多少？',
      },
      {
        voice: 'rms',
        text: 'Another supplier has offered us twelve dollars. We would like to order five thousand units.',
        translation: '另一家供应商给我们报了十二美元。我们想订五千台。',
      },
      {
        voice: 'slt',
        text: 'Our lamps have a three year warranty, which is longer than most. For five thousand units, we could come down to thirteen dollars.',
        translation: '我们的台灯保修三年，比大多数产品都长。五千台的话，我们可以降到十三美元。',
      },
      {
        voice: 'rms',
        text: 'Could you go to twelve fifty if we pay thirty percent in advance?',
        translation: '如果我们预付百分之三十，你们能降到十二点五美元吗？',
      },
      {
        voice: 'slt',
        text: 'Twelve fifty is possible if you order eight thousand units and accept delivery in sixty days instead of forty five.',
        translation: '如果你们订八千台，并接受六十天而不是四十五天交货，十二点五美元是可以的。',
      },
      {
        voice: 'rms',
        text: 'Sixty days is fine. Let us say eight thousand units at twelve fifty, with thirty percent in advance.',
        translation: '六十天没问题。那就定为八千台，每台十二点五美元，预付百分之三十。',
      },
      {
        voice: 'slt',
        text: 'Agreed. I will send you the contract this afternoon.',
        translation: '成交。我今天下午把合同发给您。',
      },
    ],
  },
  {
    name: 'wps-hear-multicultural-meeting.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning, everyone. Let us start our Monday meeting. Raj in Bangalore and Sophie in Lyon are with us on video.',
        translation: '大家早上好，我们开始周会吧。班加罗尔的拉杰和里昂的索菲通过视频参会。',
      },
      {
        voice: 'slt',
        text: 'First, the new website. Raj, is the Chinese version ready?',
        translation: '第一项，新网站。拉杰，中文版准备好了吗？',
      },
      {
        voice: 'rms',
        text: 'Almost. We are waiting for the product photos from Shanghai. Without them we cannot finish.',
        translation: '差不多了。我们在等上海的产品照片，没有照片就没法完成。',
      },
      {
        voice: 'slt',
        text: 'I am sorry, that is my team. We will send the photos by Wednesday.',
        translation: '抱歉，那是我们组的事。我们周三前把照片发过去。',
      },
      {
        voice: 'slt',
        text: 'Second, holidays. Sophie will be away for the first two weeks of August, and the Shanghai office closes for National Day from the first to the seventh of October.',
        translation: '第二项，假期。索菲八月前两周休假，上海办公室十月一日到七日国庆放假。',
      },
      {
        voice: 'rms',
        text: 'Could we also move this meeting? Three in the afternoon in Shanghai is half past twelve in Bangalore, right in our lunch break.',
        translation: '这个会也能换个时间吗？上海下午三点是班加罗尔十二点半，正好是我们的午休时间。',
      },
      {
        voice: 'slt',
        text: 'Of course. Sophie has told me that any time before noon in Lyon is fine for her.',
        translation: '当然可以。索菲跟我说过，里昂中午之前的任何时间她都可以。',
      },
      {
        voice: 'slt',
        text: 'So from next week we will meet at four in the afternoon, Shanghai time. That is half past one for Raj and ten in the morning for Sophie.',
        translation: '那么从下周起，我们在上海时间下午四点开会。拉杰那边是一点半，索菲那边是上午十点。',
      },
    ],
  },
  {
    name: 'wps-hear-dinner-small-talk.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Mister Clarke, I hope you like the restaurant. This is one of the oldest in Hangzhou.',
        translation: '克拉克先生，希望您喜欢这家餐厅。这是杭州最老的餐厅之一。',
      },
      {
        voice: 'rms',
        text: 'It is wonderful, thank you. Please, call me James. Is this dish the famous West Lake fish?',
        translation: '非常好，谢谢。请叫我詹姆斯。这道菜就是有名的西湖醋鱼吗？',
      },
      {
        voice: 'slt',
        text: 'Yes, it is. It is cooked in a sweet and sour sauce. Please try some.',
        translation: '是的，用糖醋汁做的。请尝尝。',
      },
      {
        voice: 'rms',
        text: 'Delicious. Is this your first year with the company, Ms Yang?',
        translation: '真好吃。杨女士，这是您在公司的第一年吗？',
      },
      {
        voice: 'slt',
        text: 'No, my third. Before that, I studied in Manchester for a year. Do you know the city?',
        translation: '不，第三年了。之前我在曼彻斯特读了一年书。您了解那座城市吗？',
      },
      {
        voice: 'rms',
        text: 'Very well. I grew up near there, and I am a big football fan. Did you go to a match?',
        translation: '非常了解。我在那附近长大，还是个铁杆球迷。您去看过比赛吗？',
      },
      {
        voice: 'slt',
        text: 'Only once, in the rain. But I loved it. How long will you stay in China this time?',
        translation: '只去过一次，还下着雨，但我很喜欢。您这次在中国待多久？',
      },
      {
        voice: 'rms',
        text: 'Five days. After Hangzhou I fly to Shenzhen on Thursday to visit two more suppliers.',
        translation: '五天。离开杭州后，我周四飞深圳，再拜访两家供应商。',
      },
    ],
  },
];
