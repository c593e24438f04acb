/** The listening scripts of the international-trade-practice course: `npx tsx packages/content/scripts/make-audio.ts international-trade-practice` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const INTERNATIONAL_TRADE_PRACTICE_LISTENING_SCRIPTS: TListeningScript[] = [
  {
    name: 'itp-hear-incoterms-2020.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning, everyone. Today we look at Incoterms 2020, the rules published by the International Chamber of Commerce.',
        translation: '大家早上好。今天我们学习国际商会发布的《2020年国际贸易术语解释通则》。',
      },
      {
        voice: 'slt',
        text: 'There are eleven rules, in two groups. Seven can be used for any mode of transport, such as FCA, CPT, CIP and DAP.',
        translation: '共有十一个术语，分为两组。七个适用于任何运输方式，例如 FCA、CPT、CIP 和 DAP。',
      },
      {
        voice: 'slt',
        text: 'Four are only for sea and inland waterway transport: FAS, FOB, CFR and CIF.',
        translation: '四个只适用于海运和内河水运：FAS、FOB、CFR 和 CIF。',
      },
      {
        voice: 'slt',
        text: 'There are two changes you must remember. First, DAT is now called DPU, delivered at place unloaded.',
        translation: '有两处变化必须记住。第一，DAT 现在改称 DPU，即卸货地交货。',
      },
      {
        voice: 'slt',
        text: 'Second, under CIP the seller must now buy all risks cover, while under CIF the minimum cover is still enough.',
        translation: '第二，在 CIP 下卖方现在必须投保一切险，而在 CIF 下最低险别仍然足够。',
      },
      {
        voice: 'rms',
        text: 'Excuse me, when does the risk pass to the buyer under FOB?',
        translation: '请问，在 FOB 下风险什么时候转移给买方？',
      },
      {
        voice: 'slt',
        text: 'Good question. Under FOB, CFR and CIF the risk passes when the goods are on board the vessel at the port of shipment.',
        translation: '好问题。在 FOB、CFR 和 CIF 下，货物在装运港装上船时风险转移。',
      },
      {
        voice: 'slt',
        text: 'So under CIF the seller pays the freight to the port of destination, but the risk at sea is the buyer’s.',
        translation: '所以在 CIF 下，卖方支付到目的港的运费，但海上风险由买方承担。',
      },
    ],
  },
  {
    name: 'itp-hear-market-research.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Morning, Lily. As you know, we want to sell our LED desk lamps in Poland next year, so I need some market research from you.',
        translation: '早上好，莉莉。你知道，我们打算明年在波兰销售 LED 台灯，所以需要你做一些市场调研。',
      },
      {
        voice: 'slt',
        text: 'Sure, Mister Zhou. What exactly do you need?',
        translation: '好的，周经理。具体需要什么？',
      },
      {
        voice: 'rms',
        text: 'Three things. First, the import figures for LED lamps in Poland for the last three years. You can get them from the customs statistics.',
        translation: '三件事。第一，波兰近三年 LED 灯具的进口数据，可以从海关统计中获取。',
      },
      {
        voice: 'rms',
        text: 'Second, a list of the ten biggest importers, with a contact person for each. Try the customs data and LinkedIn.',
        translation: '第二，列出十家最大的进口商，每家附一位联系人。可以查海关数据和领英。',
      },
      {
        voice: 'rms',
        text: 'Third, the rules for selling lamps in the European Union: the CE marking, and the import duty.',
        translation: '第三，在欧盟销售灯具的规定：CE 认证标志和进口关税。',
      },
      {
        voice: 'slt',
        text: 'Should I also check the prices of our competitors?',
        translation: '我要不要也查一下竞争对手的价格？',
      },
      {
        voice: 'rms',
        text: 'Good idea. Look at the retail prices on Allegro, the biggest online market in Poland.',
        translation: '好主意。看看波兰最大的网上商城 Allegro 上的零售价。',
      },
      {
        voice: 'rms',
        text: 'Please send me a short report by Friday, and we will discuss it at the sales meeting on Monday at nine.',
        translation: '请在周五前给我一份简短报告，我们周一九点的销售例会上讨论。',
      },
    ],
  },
  {
    name: 'itp-hear-canton-fair.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Hello. These folding camping chairs look interesting. Are you the manufacturer?',
        translation: '您好，这些折叠露营椅看起来不错。你们是生产厂家吗？',
      },
      {
        voice: 'slt',
        text: 'Yes, we are. I am Wang Fang, sales manager of Xiamen Bluewave Outdoor. Here is my card.',
        translation: '是的。我是厦门蓝浪户外的销售经理王芳，这是我的名片。',
      },
      {
        voice: 'rms',
        text: 'Thank you. I am Carlos Ruiz, buyer for Sierra Sports, a chain of sixty stores in Mexico.',
        translation: '谢谢。我是卡洛斯·鲁伊斯，墨西哥塞拉体育的采购，我们有六十家门店。',
      },
      {
        voice: 'slt',
        text: 'Nice to meet you. This chair weighs only one point two kilos and holds up to one hundred and twenty kilos.',
        translation: '很高兴认识您。这款椅子只有一点二公斤，最大承重一百二十公斤。',
      },
      {
        voice: 'rms',
        text: 'What is your price, and what is the minimum order?',
        translation: '价格多少？最低订购量是多少？',
      },
      {
        voice: 'slt',
        text: 'Eight dollars fifty, FOB Xiamen, and the minimum order is five hundred pieces per colour.',
        translation: '八点五美元，厦门船上交货，每种颜色最低订购五百把。',
      },
      {
        voice: 'rms',
        text: 'That sounds reasonable. Could you send two samples to our office in Monterrey?',
        translation: '听起来合理。能寄两把样品到我们蒙特雷的办公室吗？',
      },
      {
        voice: 'slt',
        text: 'Of course. The samples are free, and you only pay the courier. Would you like to visit our factory after the fair?',
        translation: '当然可以。样品免费，您只需支付快递费。展会结束后您想参观我们的工厂吗？',
      },
    ],
  },
  {
    name: 'itp-hear-price-negotiation.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Thank you for your offer, Ms Zhao. But four dollars sixty CIF Rotterdam is too high for ten thousand sets.',
        translation: '赵女士，谢谢您的报价。但一万套的话，鹿特丹到岸价四点六美元太高了。',
      },
      {
        voice: 'slt',
        text: 'I understand, Mister de Vries. What price did you have in mind?',
        translation: '我理解，德弗里斯先生。您心目中的价格是多少？',
      },
      {
        voice: 'rms',
        text: 'A supplier in Vietnam has offered us four dollars twenty for similar solar lights.',
        translation: '越南一家供应商给我们类似的太阳能灯报价四点二美元。',
      },
      {
        voice: 'slt',
        text: 'Our lights have a battery that lasts three years, and the price of solar panels has risen this spring. Four twenty is below our cost.',
        translation: '我们的灯电池能用三年，而且今年春天太阳能板涨价了。四点二美元低于我们的成本。',
      },
      {
        voice: 'slt',
        text: 'But if you order fifteen thousand sets and pay a thirty percent deposit by telegraphic transfer, we can go down to four forty-five.',
        translation: '不过如果您订一万五千套，并电汇百分之三十的定金，我们可以降到四点四五美元。',
      },
      {
        voice: 'rms',
        text: 'Fifteen thousand is possible. Make it four forty and we have a deal.',
        translation: '一万五千套可以。四点四美元就成交。',
      },
      {
        voice: 'slt',
        text: 'All right, four dollars forty, on condition that we ship within forty-five days after we receive the deposit.',
        translation: '好吧，四点四美元，条件是我们在收到定金后四十五天内装运。',
      },
      {
        voice: 'rms',
        text: 'Agreed. Please send me the sales contract tomorrow.',
        translation: '同意。请明天把销售合同发给我。',
      },
    ],
  },
  {
    name: 'itp-hear-banker-settlements.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Thank you for seeing me, Ms Lin. We are a new exporter, and we are not sure which payment method to ask our buyers for.',
        translation: '林女士，谢谢您接待我。我们是新出口企业，不确定该要求买家用哪种付款方式。',
      },
      {
        voice: 'slt',
        text: 'The safest for you is payment in advance by telegraphic transfer: the buyer pays before you ship. But few new buyers accept it.',
        translation: '对你们最安全的是电汇预付：买方在你们发货前付款。但很少有新买家接受。',
      },
      {
        voice: 'slt',
        text: 'With a documentary collection on documents against payment terms, our bank sends your documents to the buyer’s bank, which releases them only when the buyer pays.',
        translation: '跟单托收中的付款交单，我行把你们的单据寄给买方银行，买方付款后才放单。',
      },
      {
        voice: 'slt',
        text: 'It is cheaper than a letter of credit, but no bank promises to pay. If the buyer refuses the documents, your goods wait in a foreign port.',
        translation: '它比信用证便宜，但没有银行承诺付款。如果买方拒绝付款赎单，你们的货物就滞留在国外港口。',
      },
      { voice: 'rms', text: 'And a letter of credit?', translation: '那信用证呢？' },
      {
        voice: 'slt',
        text: 'Under a letter of credit, the issuing bank promises to pay, as long as your documents comply strictly with the credit.',
        translation: '在信用证下，只要你们的单据严格符合信用证，开证行就承诺付款。',
      },
      {
        voice: 'slt',
        text: 'Remember to present them within twenty-one days after shipment, and before the credit expires. Even a wrong spelling can be a discrepancy.',
        translation: '记住要在装运后二十一天内、并在信用证到期前交单。哪怕一个拼写错误也可能构成不符点。',
      },
      {
        voice: 'rms',
        text: 'So for new buyers, a letter of credit, and for old customers, maybe documents against payment or a transfer.',
        translation: '所以新买家用信用证，老客户也许可以用付款交单或电汇。',
      },
      {
        voice: 'slt',
        text: 'Exactly. That is what most of our clients do.',
        translation: '没错，我们大多数客户都是这样做的。',
      },
    ],
  },
  {
    name: 'itp-hear-production-check.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Hello, Mister Huang. This is Grace from Xiamen Unity Trading. I am calling about order U two six one five, the school backpacks for Chile.',
        translation: '黄先生您好，我是厦门团结贸易的格蕾丝，打电话是关于 U2615 号订单，发往智利的学生书包。',
      },
      {
        voice: 'rms',
        text: 'Hi, Grace. We have finished three thousand four hundred of the four thousand eight hundred bags.',
        translation: '你好，格蕾丝。四千八百个书包我们已经做完了三千四百个。',
      },
      {
        voice: 'slt',
        text: 'Good. Will the rest be ready for our inspection on the twelfth of June?',
        translation: '很好。剩下的能赶上我们六月十二日的验货吗？',
      },
      {
        voice: 'rms',
        text: 'There is one problem. The zip supplier delivered late, so the last one thousand four hundred will be finished on the fourteenth.',
        translation: '有一个问题。拉链供应商交货晚了，所以最后一千四百个要到十四号才能完成。',
      },
      {
        voice: 'slt',
        text: 'Our ship sails on the twentieth, and the container must be at the port by the seventeenth. Can you add a night shift?',
        translation: '我们的船二十号开，集装箱必须在十七号前进港。你们能加个夜班吗？',
      },
      {
        voice: 'rms',
        text: 'Yes, we can. Then everything will be packed by the thirteenth, and you can inspect on the morning of the fourteenth.',
        translation: '可以。那么十三号前全部包装完毕，你们可以在十四号上午验货。',
      },
      {
        voice: 'slt',
        text: 'Fine. Please also check the shipping marks. The buyer wants the order number and the carton number on two sides of each carton.',
        translation: '好的。也请检查一下唛头。买方要求每个纸箱的两侧都印上订单号和箱号。',
      },
      {
        voice: 'rms',
        text: 'No problem. I will send you photos of the cartons tomorrow.',
        translation: '没问题，我明天把纸箱的照片发给你。',
      },
    ],
  },
  {
    name: 'itp-hear-after-sales-call.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning, Xiamen Bluewave Outdoor, Wang Fang speaking.',
        translation: '早上好，厦门蓝浪户外，我是王芳。',
      },
      {
        voice: 'rms',
        text: 'Hello, Wang Fang. This is Carlos Ruiz from Sierra Sports. I am afraid we have a problem with the camping chairs.',
        translation: '你好，王芳。我是塞拉体育的卡洛斯·鲁伊斯。恐怕我们的露营椅出了问题。',
      },
      {
        voice: 'slt',
        text: 'I am sorry to hear that, Carlos. What is the problem?',
        translation: '卡洛斯，很遗憾听到这个消息。是什么问题？',
      },
      {
        voice: 'rms',
        text: 'Customers have returned sixty-four chairs. A leg bends when someone heavy sits down. They are all from the blue chairs.',
        translation: '顾客退回了六十四把椅子，体重较重的人坐下时椅腿会弯。全都是蓝色的那批。',
      },
      {
        voice: 'slt',
        text: 'Could you send me photos of the bent legs and the batch number on the label? Then our engineers can check the tube supplier.',
        translation: '能把弯掉的椅腿照片和标签上的批号发给我吗？这样我们的工程师可以核查钢管供应商。',
      },
      {
        voice: 'rms',
        text: 'I will email them today. But we need a solution quickly. The camping season is starting.',
        translation: '我今天发邮件给你。但我们需要尽快解决，露营季就要开始了。',
      },
      {
        voice: 'slt',
        text: 'Of course. We will send you sixty-four new chairs by air at our cost, and strengthened legs for the blue chairs still in your stores.',
        translation: '当然。我们会空运六十四把新椅子给您，费用由我们承担，并为您店里剩下的蓝色椅子提供加固椅腿。',
      },
      {
        voice: 'rms',
        text: 'That would help a lot. When can you send them?',
        translation: '这会很有帮助。你们什么时候能发？',
      },
      {
        voice: 'slt',
        text: 'Within a week of receiving your photos. I will confirm everything in writing this afternoon.',
        translation: '收到您的照片后一周内。我今天下午会书面确认所有安排。',
      },
    ],
  },
];
