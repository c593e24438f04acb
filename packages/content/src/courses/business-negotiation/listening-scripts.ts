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
        text: 'Fine, Chen Hao. I will bring the safety certificate and the test report from the German laboratory.',
        translation: '好的，陈浩。我会带上安全证书和德国实验室的测试报告。',
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
        text: 'We open at twenty-six twenty. Our target is twenty-four twenty-seven, and we do not go below twenty-two seventy-nine.',
        translation: '我们开价二十六点二美元，目标价二十四点二七美元，最低不低于二十二点七九美元。',
      },
      {
        voice: 'rms',
        text: 'One rule: if they push on price, only I answer. Anyone else who wants to speak asks for a short break.',
        translation: '有一条规则：如果对方在价格上施压，只由我回应。其他人想发言就提出短暂休会。',
      },
      {
        voice: 'slt',
        text: 'Understood. I will send the samples on Monday, and Zhou Yan can send the agenda to Katrin Vogel by Wednesday.',
        translation: '明白。我周一寄出样品，周燕可以在周三前把议程发给福格尔女士。',
      },
    ],
  },
  {
    name: 'bn-hear-welcome-delegation.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Good morning, and welcome to Ningbo. I am Chen Hao, sales director of Haitian.',
        translation: '早上好，欢迎来到宁波。我是海天的销售总监陈浩。',
      },
      {
        voice: 'slt',
        text: 'Thank you, Mr Chen. It is good to meet you in person at last.',
        translation: '谢谢您，陈先生。终于见到您本人了，很高兴。',
      },
      {
        voice: 'rms',
        text: 'How was your journey? I hope the flight was not too tiring.',
        translation: '旅途怎么样？希望航班不太累。',
      },
      {
        voice: 'slt',
        text: 'It was a long flight, but very comfortable, and the hotel is excellent.',
        translation: '航程很长，但很舒适，酒店也非常好。',
      },
      {
        voice: 'rms',
        text: 'I am glad to hear it. May I introduce Wu Lin, our technical manager? She will answer any questions on quality.',
        translation: '很高兴听您这么说。请允许我介绍我们的技术经理吴琳，她会回答有关质量的任何问题。',
      },
      {
        voice: 'slt',
        text: 'Nice to meet you. This is my colleague Jens Ahrens, our quality manager.',
        translation: '很高兴认识您。这是我的同事延斯·阿伦斯，我们的质量经理。',
      },
      {
        voice: 'rms',
        text: 'Welcome, Mr Ahrens. Our meeting starts at half past nine, and after lunch we will visit the factory.',
        translation: '欢迎您，阿伦斯先生。我们的会议九点半开始，午饭后我们参观工厂。',
      },
      {
        voice: 'rms',
        text: 'Here is a copy of the agenda. Please let me know if you would like to change anything.',
        translation: '这是议程的副本。如果您想做任何修改，请告诉我。',
      },
      {
        voice: 'slt',
        text: 'It looks fine. Thank you for organising everything so well.',
        translation: '看起来很好。谢谢您安排得这么周到。',
      },
    ],
  },
  {
    name: 'bn-hear-opening-statement.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Ladies and gentlemen, thank you for inviting us to Suzhou.',
        translation: '女士们、先生们，感谢各位邀请我们来苏州。',
      },
      {
        voice: 'rms',
        text: 'Kessler has supplied machines to China for eighteen years, and forty of our machines are running in Jiangsu today.',
        translation: '凯斯勒向中国供应机器已有十八年，今天在江苏有四十台我们的机器在运转。',
      },
      {
        voice: 'rms',
        text: 'We are not here only to sell six machines. We want a partnership that works for both of us for many years.',
        translation: '我们来这里不只是为了卖六台机器，我们希望建立一种多年对双方都有利的合作关系。',
      },
      {
        voice: 'rms',
        text: 'We understand that your new line must start on the first of September, so delivery is your first concern.',
        translation: '我们了解贵方新生产线必须在九月一日投产，所以交货是贵方首先关心的问题。',
      },
      {
        voice: 'rms',
        text: 'We suggest three issues for today: delivery, price, and training and service.',
        translation: '我们建议今天讨论三个议题：交货、价格以及培训与服务。',
      },
      {
        voice: 'rms',
        text: 'We are here to listen as well as to talk. Would you like to add anything to the agenda?',
        translation: '我们来这里既是为了谈，也是为了听。您想在议程中增加什么吗？',
      },
    ],
  },
  {
    name: 'bn-hear-price-negotiation.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'For the air fryer, our price is twenty-six dollars twenty, F O B Ningbo.',
        translation: '空气炸锅的价格是宁波离岸价二十六点二美元。',
      },
      {
        voice: 'slt',
        text: 'That is far too high. We pay much less today. We could offer twenty-two dollars.',
        translation: '这太高了，我们现在的采购价低得多。我们可以出二十二美元。',
      },
      {
        voice: 'rms',
        text: 'Twenty-two is below our cost for a certified product. If you sign for a full year, we can come down to twenty-five.',
        translation: '二十二美元低于我们认证产品的成本。如果贵方签一整年，我们可以降到二十五美元。',
      },
      {
        voice: 'slt',
        text: 'We are still apart. Let us meet in the middle, at twenty-three fifty.',
        translation: '我们还有差距。不如各让一步，二十三点五美元。',
      },
      {
        voice: 'rms',
        text: 'I am afraid we cannot split the difference. But if you order forty thousand units, we can offer twenty-four ten.',
        translation: '恐怕我们不能折中。但如果贵方订四万台，我们可以报二十四点一美元。',
      },
      {
        voice: 'slt',
        text: 'Forty thousand is a big commitment. What else can you give us?',
        translation: '四万台是很大的承诺。你们还能给我们什么？',
      },
      {
        voice: 'rms',
        text: 'We could add free spare parts for five years. That is as far as we can go.',
        translation: '我们可以加送五年免费备件。这是我们的极限了。',
      },
      {
        voice: 'slt',
        text: 'Twenty-four ten, forty thousand units and five years of spare parts. We can accept that.',
        translation: '二十四点一美元，四万台，加五年备件。我们可以接受。',
      },
    ],
  },
  {
    name: 'bn-hear-deadlock.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Mister Braun, our new line must start on the first of September. We need the machines by the fifteenth of July.',
        translation: '布劳恩先生，我们的新生产线必须在九月一日投产，我们需要在七月十五日前拿到机器。',
      },
      {
        voice: 'rms',
        text: 'I understand, but our factory is full. We cannot deliver before the end of August.',
        translation: '我理解，但我们的工厂已经排满，八月底之前无法交货。',
      },
      {
        voice: 'slt',
        text: 'Then we would need a much better price to cover the cost of the delay.',
        translation: '那我们需要更好的价格来弥补延误的成本。',
      },
      {
        voice: 'rms',
        text: 'We have already come down from four hundred and twelve thousand. Four hundred and five thousand is our last word.',
        translation: '我们已经从四十一万二千降下来了，四十万五千是我们的最终报价。',
      },
      {
        voice: 'slt',
        text: 'I must be honest. Another supplier can offer a lower price.',
        translation: '我必须坦白，另一家供应商能给出更低的价格。',
      },
      {
        voice: 'rms',
        text: 'But can they deliver before October? I do not think we are making progress.',
        translation: '可他们能在十月前交货吗？我觉得我们没有进展。',
      },
      {
        voice: 'slt',
        text: 'I agree. Perhaps we should take a break of thirty minutes and come back with new ideas.',
        translation: '我同意。也许我们应该休息三十分钟，再带着新想法回来。',
      },
      { voice: 'rms', text: 'Good idea. Thirty minutes, then.', translation: '好主意，那就三十分钟。' },
    ],
  },
  {
    name: 'bn-hear-final-terms.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Mister Chen, let me sum up what we have agreed.',
        translation: '陈先生，我来总结一下我们商定的内容。',
      },
      {
        voice: 'slt',
        text: 'Forty thousand air fryers over twelve months, at twenty-four dollars ten, F O B Ningbo.',
        translation: '十二个月内四万台空气炸锅，宁波离岸价二十四点一美元。',
      },
      {
        voice: 'rms',
        text: 'Correct. Delivery in four lots of ten thousand, the first on the fifteenth of June.',
        translation: '对。分四批交货，每批一万台，第一批六月十五日。',
      },
      {
        voice: 'slt',
        text: 'Payment sixty days after the bill of lading, insured by Sinosure.',
        translation: '提单日后六十天付款，由中国信保承保。',
      },
      {
        voice: 'rms',
        text: 'Yes. And a two-year warranty, with free spare parts for five years.',
        translation: '是的。还有两年保修，五年免费备件。',
      },
      {
        voice: 'slt',
        text: 'And the grey colour at no extra cost. Is that everything?',
        translation: '还有免费的灰色款。就这些了吗？',
      },
      {
        voice: 'rms',
        text: 'That is everything. We will send the draft contract by the twenty-fourth of April.',
        translation: '就这些。我们会在四月二十四日前发送合同草案。',
      },
      {
        voice: 'slt',
        text: 'Then we look forward to signing in Hamburg on the eighth of May. Thank you, Mister Chen.',
        translation: '那我们期待五月八日在汉堡签约。谢谢您，陈先生。',
      },
    ],
  },
  {
    name: 'bn-hear-pressure-tactics.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Good afternoon. I will be brief. I need your answer by five this afternoon.',
        translation: '下午好。我长话短说。我需要你今天下午五点前答复。',
      },
      {
        voice: 'slt',
        text: 'I will answer as soon as I have checked the figures, Mister Rojas. What is your proposal?',
        translation: '罗哈斯先生，我核对完数字就会答复。您的提议是什么？',
      },
      {
        voice: 'rms',
        text: 'One hundred and seventy dollars a tyre. Take it or leave it.',
        translation: '每条轮胎一百七十美元。要么接受，要么拉倒。',
      },
      {
        voice: 'slt',
        text: 'That is a big step from one hundred and eighty-two. Can we look at the whole package?',
        translation: '从一百八十二降下来，这一步很大。我们能看看整体方案吗？',
      },
      {
        voice: 'rms',
        text: 'I am sorry, but my director will never accept more than that.',
        translation: '抱歉，我们总监绝不会接受比这更高的价格。',
      },
      {
        voice: 'slt',
        text: 'Then perhaps I should speak to your director myself. Could we arrange a call tomorrow?',
        translation: '那也许我应该直接和你们总监谈。我们能安排明天通个电话吗？',
      },
      {
        voice: 'rms',
        text: 'Perhaps. And of course you will pay for the delivery to our warehouse.',
        translation: '也许吧。当然，送到我们仓库的运费由你们付。',
      },
      {
        voice: 'slt',
        text: 'Delivery to your warehouse was never part of our terms. If you want it, we need something in return.',
        translation: '送货到贵方仓库从来不在我们的条件之内。如果您需要，我们需要相应的交换条件。',
      },
    ],
  },
  {
    name: 'bn-hear-sino-american.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Thank you for meeting me. I have read your offer, and I would like to agree the price today.',
        translation: '谢谢您见我。我看过你们的报价，想今天就把价格定下来。',
      },
      {
        voice: 'slt',
        text: 'Welcome to Xiamen, Mister Miller. Was this your first visit to China?',
        translation: '米勒先生，欢迎来到厦门。这是您第一次来中国吗？',
      },
      {
        voice: 'rms',
        text: 'Yes, it is. So, for ten thousand office chairs, we can pay forty-two dollars a chair.',
        translation: '是的。那么，一万把办公椅，我们可以出每把四十二美元。',
      },
      {
        voice: 'slt',
        text: 'Thank you. We will need to study it. Forty-two dollars may be difficult for this model.',
        translation: '谢谢。我们需要研究一下。这个型号四十二美元可能有困难。',
      },
      {
        voice: 'rms',
        text: 'Difficult, but possible? I need a yes or a no so that I can report to Chicago.',
        translation: '有困难，但有可能？我需要一个是或否，好向芝加哥汇报。',
      },
      {
        voice: 'slt',
        text: 'I understand. Perhaps tonight we could have dinner, and tomorrow you could visit our factory. Then we can talk about the details.',
        translation: '我理解。也许今晚我们可以一起吃饭，明天您可以参观我们的工厂，然后我们再谈细节。',
      },
      {
        voice: 'rms',
        text: 'All right, I will not push for an answer today. Dinner and the factory, and then your reply by Friday?',
        translation: '好的，我今天不催您答复了。吃饭、参观工厂，然后周五前给我答复？',
      },
      {
        voice: 'slt',
        text: 'By Friday. I am sure we will find a good solution together.',
        translation: '周五前。我相信我们一起会找到好的解决办法。',
      },
    ],
  },
];
