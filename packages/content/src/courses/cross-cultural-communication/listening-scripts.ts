/** The listening scripts of the cross-cultural-communication course: `npx tsx packages/content/scripts/make-audio.ts cross-cultural-communication` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const CROSS_CULTURAL_COMMUNICATION_LISTENING_SCRIPTS: TListeningScript[] = [
  {
    name: 'ccc-hear-hofstede.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Good afternoon. Today we look at the work of Geert Hofstede, a Dutch researcher who studied the values of IBM employees in more than fifty countries.',
        translation: '下午好。今天我们来看荷兰学者吉尔特·霍夫斯泰德的研究，他调查了五十多个国家 IBM 员工的价值观。',
      },
      {
        voice: 'rms',
        text: 'He described national cultures along several dimensions. I will explain four of them.',
        translation: '他用几个维度来描述各国文化。我讲其中四个。',
      },
      {
        voice: 'rms',
        text: 'The first is power distance: how far people accept that power is shared unequally. In a high power distance culture, staff rarely question the boss.',
        translation: '第一是权力距离：人们在多大程度上接受权力分配不平等。在权力距离高的文化里，员工很少质疑上司。',
      },
      {
        voice: 'rms',
        text: 'The second is individualism against collectivism. Americans tend to put the individual first. In many Asian cultures, the group comes first.',
        translation: '第二是个人主义与集体主义。美国人往往把个人放在首位；在许多亚洲文化中，集体优先。',
      },
      {
        voice: 'rms',
        text: 'The third is uncertainty avoidance: how uncomfortable people feel about risk and unclear rules. Germany and Japan score high, so detailed plans and contracts matter there.',
        translation:
          '第三是不确定性规避：人们对风险和规则不明确感到多不安。德国和日本得分高，所以那里很看重详细的计划和合同。',
      },
      {
        voice: 'rms',
        text: 'The fourth is long-term orientation. China scores very high: people value patience, saving, and relationships that last for years.',
        translation: '第四是长期导向。中国得分很高：人们重视耐心、储蓄和维持多年的关系。',
      },
      {
        voice: 'rms',
        text: 'One warning. These scores describe a country on average. They do not describe every person you will meet.',
        translation: '提醒一点：这些分数描述的是一个国家的平均情况，并不代表你会遇到的每一个人。',
      },
    ],
  },
  {
    name: 'ccc-hear-japanese-company.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Yuki, you have worked at a trading company in Osaka for six years. What surprises new foreign staff most?',
        translation: '由纪，你在大阪一家贸易公司工作了六年。新来的外国员工最意外的是什么？',
      },
      {
        voice: 'slt',
        text: 'Usually the meetings. The real decision is often made before the meeting, in many small talks with each person. We call this nemawashi.',
        translation:
          '通常是开会。真正的决定往往在会前，通过与每个人的多次小范围沟通就做出了。我们称之为 nemawashi（“根回”，即事先疏通）。',
      },
      { voice: 'rms', text: 'So the meeting itself is only a formality?', translation: '那么会议本身只是走形式？' },
      {
        voice: 'slt',
        text: 'Mostly it confirms what everyone has already agreed. If you raise a new idea for the first time in the meeting, people feel uncomfortable.',
        translation: '主要是确认大家已经同意的事。如果你在会上第一次提出新想法，大家会觉得不自在。',
      },
      { voice: 'rms', text: 'What about working hours?', translation: '工作时间呢？' },
      {
        voice: 'slt',
        text: 'We start at a quarter to nine, and nobody is late. Many people stay after six, but the company now asks everyone to leave by seven on Wednesdays.',
        translation: '我们八点四十五分上班，没有人迟到。很多人六点以后还留在公司，不过现在公司要求周三大家七点前下班。',
      },
      {
        voice: 'rms',
        text: 'And how do people disagree with a manager?',
        translation: '那么员工怎样表达与经理不同的意见？',
      },
      {
        voice: 'slt',
        text: 'Not directly. Someone might say, that may be a little difficult, which really means no. Foreign colleagues need time to hear that.',
        translation: '不会直说。有人可能会说“这可能有点困难”，其实意思是“不行”。外国同事需要时间才能听懂。',
      },
    ],
  },
  {
    name: 'ccc-hear-expatriate-manager.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Daniel, you have managed a packaging plant in Suzhou for two years. What was your biggest challenge at the start?',
        translation: '丹尼尔，你在苏州管理一家包装厂已经两年了。刚开始时最大的挑战是什么？',
      },
      {
        voice: 'rms',
        text: 'Feedback. In my first month I asked the team in a meeting, does anyone see a problem with this plan? Nobody spoke. Two weeks later the plan failed.',
        translation: '反馈。第一个月我在会上问团队：有人觉得这个计划有问题吗？没人说话。两周后计划失败了。',
      },
      { voice: 'slt', text: 'Why did nobody speak?', translation: '为什么没人说话？' },
      {
        voice: 'rms',
        text: 'My supervisors did not want to contradict the general manager in front of others. Now I ask for ideas one to one, or I ask people to write them down before the meeting.',
        translation: '我的主管们不想当着别人的面反驳总经理。现在我一对一地征求意见，或者请大家在会前把想法写下来。',
      },
      { voice: 'slt', text: 'What else did you change?', translation: '你还改变了什么？' },
      {
        voice: 'rms',
        text: 'I used to praise people in front of the whole team. One young engineer was clearly embarrassed, so now I praise the team in public and thank individuals privately.',
        translation: '我以前当着全队的面表扬个人。一位年轻工程师明显很尴尬，所以现在我公开表扬团队，私下感谢个人。',
      },
      { voice: 'slt', text: 'And what have your staff taught you?', translation: '那么你的员工教会了你什么？' },
      {
        voice: 'rms',
        text: 'The value of relationships. When a supplier was late, my production manager solved it with one phone call to an old friend. My angry emails had done nothing.',
        translation:
          '关系的价值。有一次供应商延误，我的生产经理给一位老朋友打了个电话就解决了，而我发的那些措辞强硬的邮件毫无作用。',
      },
    ],
  },
  {
    name: 'ccc-hear-market-research.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Lucy, what did the research in India show about our water purifier?',
        translation: '露西，印度的调研对我们的净水器有什么发现？',
      },
      {
        voice: 'slt',
        text: 'We surveyed eight hundred households in Delhi, Mumbai and Bangalore, and held six group discussions.',
        translation: '我们在德里、孟买和班加罗尔调查了八百户家庭，并组织了六场小组座谈。',
      },
      {
        voice: 'slt',
        text: 'First, price. Most families will pay between eight and twelve thousand rupees. Our current model would sell at about fifteen thousand, so it is too expensive.',
        translation: '第一是价格。大多数家庭愿意支付八千到一万二千卢比。我们现有型号售价约一万五千卢比，太贵了。',
      },
      {
        voice: 'slt',
        text: 'Second, service. Seventy percent said fast repairs matter more than the brand. Local competitors promise a technician within forty-eight hours.',
        translation: '第二是服务。百分之七十的人说快速维修比品牌更重要。本地竞争对手承诺四十八小时内派技术员上门。',
      },
      { voice: 'rms', text: 'And the product itself?', translation: '产品本身呢？' },
      {
        voice: 'slt',
        text: 'The water supply stops several times a day in many areas, so people want a storage tank of at least seven litres. Ours holds only three.',
        translation: '很多地区一天停水好几次，所以人们希望储水箱至少七升，而我们的只有三升。',
      },
      {
        voice: 'slt',
        text: 'I recommend a simpler model with a seven litre tank, priced at eleven thousand rupees, and a partner for local service before we launch in March.',
        translation: '我建议推出一款更简单的型号，配七升水箱，定价一万一千卢比，并在三月上市前找好本地服务合作伙伴。',
      },
    ],
  },
  {
    name: 'ccc-hear-brand-naming.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Helen, your company is launching its bottled tea drinks in Europe. How did you choose the brand name?',
        translation: '海伦，你们公司要在欧洲推出瓶装茶饮料。你们是怎样选定品牌名称的？',
      },
      {
        voice: 'slt',
        text: 'In China our brand is called Cha Yun. We tested it with three hundred shoppers in London, Paris and Berlin, and many could not say it or remember it.',
        translation: '我们在中国的品牌叫“茶韵”。我们在伦敦、巴黎和柏林找了三百位购物者测试，很多人既读不出来也记不住。',
      },
      { voice: 'rms', text: 'So you changed it?', translation: '所以你们改名了？' },
      {
        voice: 'slt',
        text: 'Yes. We set four rules. The name must be short, easy to say in English, French and German, free of bad meanings, and free to register as a trademark and a web address.',
        translation:
          '是的。我们定了四条规则：名称要短，用英语、法语和德语都容易读，没有不好的含义，并且可以注册商标和网址。',
      },
      {
        voice: 'slt',
        text: 'Our agency suggested forty names. Only six passed the language check. One sounded like a rude word in German, and another was already the name of a medicine in France.',
        translation:
          '我们的代理公司提出了四十个名字，只有六个通过了语言审查。一个在德语里听起来像粗话，另一个在法国已经是一种药的名字。',
      },
      { voice: 'rms', text: 'Which name won?', translation: '最后选了哪个名字？' },
      {
        voice: 'slt',
        text: 'Yunmi. It keeps a sound from our Chinese name, it is easy to say, and in tests people thought of clouds and something light and natural.',
        translation: '“云米”。它保留了中文名的一个音，容易读，测试中人们会联想到云朵，联想到轻盈、自然的东西。',
      },
      {
        voice: 'slt',
        text: 'My advice: check a name with native speakers in every market before you print a single bottle.',
        translation: '我的建议是：在印出第一个瓶子之前，先请每个市场的母语者检查名称。',
      },
    ],
  },
  {
    name: 'ccc-hear-advert.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Every morning it was the same. Forty minutes in traffic, and nowhere to park at the office.',
        translation: '每天早上都一样：堵车四十分钟，到了公司还没地方停车。',
      },
      {
        voice: 'slt',
        text: 'Then Tom found the Voltra City electric bike.',
        translation: '后来，汤姆发现了 Voltra City 电动自行车。',
      },
      {
        voice: 'rms',
        text: 'Now I ride past the traffic, and I am at my desk in twenty minutes.',
        translation: '现在我骑车绕过车流，二十分钟就到办公桌前。',
      },
      {
        voice: 'slt',
        text: 'The Voltra City goes up to eighty kilometres on one charge, and charges fully in just three hours.',
        translation: 'Voltra City 充一次电最远可骑行八十公里，只需三小时即可充满。',
      },
      {
        voice: 'slt',
        text: 'It weighs only sixteen kilos and folds in ten seconds, so it fits under your desk or on the train.',
        translation: '它只有十六公斤重，十秒钟就能折叠，可以放在办公桌下或带上火车。',
      },
      {
        voice: 'slt',
        text: 'And it costs just eight hundred and ninety nine pounds, with free delivery and a two year warranty.',
        translation: '售价仅八百九十九英镑，免费送货，保修两年。',
      },
      {
        voice: 'slt',
        text: 'Book a free test ride today at any of our one hundred and twenty shops, or at voltra dot co dot U K.',
        translation: '今天就在我们一百二十家门店中的任意一家，或登录 voltra.co.uk，预约免费试骑。',
      },
      { voice: 'rms', text: 'Skip the traffic. Ride Voltra.', translation: '告别堵车，骑 Voltra。' },
    ],
  },
  {
    name: 'ccc-hear-china-uk-negotiation.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Mister Carter, thank you for coming all the way to Ningbo. Before we start, how was your trip?',
        translation: '卡特先生，感谢您远道来到宁波。开始之前，旅途还顺利吗？',
      },
      {
        voice: 'rms',
        text: 'Very good, thank you. Shall we look at the price for the garden chairs?',
        translation: '很好，谢谢。我们来看看花园椅的价格好吗？',
      },
      {
        voice: 'slt',
        text: 'Of course. For ten thousand chairs our price is twenty four dollars each, F O B Ningbo.',
        translation: '当然。一万把椅子，我们的价格是每把二十四美元，宁波船上交货价。',
      },
      {
        voice: 'rms',
        text: 'I see. That is quite interesting. But I am not sure it is quite what we had in mind.',
        translation: '明白了。这很有意思。不过，我不太确定这是否符合我们的设想。',
      },
      { voice: 'slt', text: 'What price did you have in mind?', translation: '您设想的价格是多少？' },
      {
        voice: 'rms',
        text: 'Something nearer twenty one dollars. A supplier in Poland has offered us twenty two.',
        translation: '接近二十一美元。一家波兰供应商给我们报了二十二美元。',
      },
      {
        voice: 'slt',
        text: 'I understand. If you order fifteen thousand chairs and pay thirty percent in advance, we could consider twenty two fifty. But I must discuss it with our general manager first.',
        translation:
          '我理解。如果您订一万五千把并预付百分之三十，我们可以考虑二十二点五美元。但我必须先和我们总经理商量。',
      },
      {
        voice: 'rms',
        text: 'Fair enough. Could you let me know by Friday? Our buying meeting is on the twelfth.',
        translation: '合情合理。能在周五前告诉我吗？我们的采购会议在十二号。',
      },
      {
        voice: 'slt',
        text: 'I will call you on Thursday. And now, may I invite you to dinner this evening?',
        translation: '我周四给您打电话。现在，我可以请您今晚共进晚餐吗？',
      },
    ],
  },
  {
    name: 'ccc-hear-conference-call.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning and good evening, everyone. This is Sarah in London. I know it is late for the Shanghai team, so thank you for joining. We have thirty minutes.',
        translation: '大家早上好、晚上好。我是伦敦的莎拉。我知道上海团队那边已经很晚了，感谢大家参会。我们有三十分钟。',
      },
      {
        voice: 'slt',
        text: 'Item one is the launch of the new app in Germany. Li Wei, could you give us an update?',
        translation: '第一项是新应用在德国的上线。李伟，你能给我们介绍一下最新进展吗？',
      },
      {
        voice: 'rms',
        text: 'Thank you, Sarah. The German translation is finished, but the payment page still has two problems. We think we need one more week.',
        translation: '谢谢，莎拉。德语翻译已经完成，但支付页面还有两个问题。我们认为还需要一周。',
      },
      {
        voice: 'slt',
        text: 'Let me check that I have understood. You need one more week, so the launch moves from the third of June to the tenth. Is that right?',
        translation: '我确认一下是否理解正确：你们还需要一周，所以上线从六月三日推到十日。对吗？',
      },
      {
        voice: 'rms',
        text: 'Yes, that is right. But we need the test results from the Berlin office by Friday.',
        translation: '对，没错。但我们需要柏林办公室在周五前提供测试结果。',
      },
      {
        voice: 'slt',
        text: 'Sorry, Li Wei, you broke up a little. Did you say Friday?',
        translation: '抱歉，李伟，你的声音断了一下。你是说周五吗？',
      },
      {
        voice: 'rms',
        text: 'Yes. Friday the thirtieth, by five p m Berlin time, please.',
        translation: '是的。三十日周五，柏林时间下午五点前，谢谢。',
      },
      {
        voice: 'slt',
        text: 'Noted. To sum up: the launch is on the tenth of June, Berlin sends the test results by Friday, and I will send the minutes today.',
        translation: '记下了。总结一下：六月十日上线，柏林周五前发送测试结果，我今天发会议纪要。',
      },
    ],
  },
  {
    name: 'ccc-hear-business-dinner.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Ms Clarke, please sit here, facing the door. It is the seat for our guest of honour.',
        translation: '克拉克女士，请坐这里，面朝门口。这是主宾的座位。',
      },
      {
        voice: 'slt',
        text: 'Thank you, Mister Zhou, that is very kind. What a beautiful view of West Lake.',
        translation: '谢谢您，周先生，您太客气了。西湖的景色真美。',
      },
      {
        voice: 'rms',
        text: 'This is West Lake fish in vinegar sauce, a famous Hangzhou dish. Please, let me give you some.',
        translation: '这是西湖醋鱼，杭州名菜。来，我给您夹一点。',
      },
      { voice: 'slt', text: 'It is delicious. Sweet and sour at the same time.', translation: '真好吃，又甜又酸。' },
      {
        voice: 'rms',
        text: 'Let me propose a toast. To our cooperation, and to a long friendship. Ganbei!',
        translation: '我提议干一杯：为我们的合作，为长久的友谊，干杯！',
      },
      {
        voice: 'slt',
        text: "Ganbei! I'm afraid I don't drink much, so may I continue with tea?",
        translation: '干杯！不过我不太能喝酒，我可以继续喝茶吗？',
      },
      {
        voice: 'rms',
        text: 'Of course, tea is perfect. Do you have children, Ms Clarke?',
        translation: '当然，喝茶很好。克拉克女士，您有孩子吗？',
      },
      {
        voice: 'slt',
        text: 'Yes, two boys. The older one is learning Chinese at school.',
        translation: '有，两个男孩。大儿子在学校学中文。',
      },
      { voice: 'rms', text: 'Wonderful! Please, have some more dumplings.', translation: '太好了！请再吃点饺子。' },
      {
        voice: 'slt',
        text: "Thank you, but I couldn't eat another thing. This has been a wonderful evening.",
        translation: '谢谢，我真的吃不下了。今晚过得非常愉快。',
      },
    ],
  },
  {
    name: 'ccc-hear-job-interview.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning, Mister Chen. Thank you for coming. Could you tell me a little about yourself?',
        translation: '陈先生，早上好，感谢您前来。能简单介绍一下您自己吗？',
      },
      {
        voice: 'rms',
        text: 'Of course. I studied international trade in Hangzhou, and for two years I have been a sales assistant at a furniture exporter in Ningbo, working mainly with customers in Europe.',
        translation: '好的。我在杭州学的是国际贸易，过去两年在宁波一家家具出口企业任销售助理，主要与欧洲客户打交道。',
      },
      { voice: 'slt', text: 'Why do you want to join Brightwell?', translation: '您为什么想加入布莱特威尔？' },
      {
        voice: 'rms',
        text: 'You sell in more than forty countries, and I want to grow in an international team. I also like your work on recyclable packaging.',
        translation: '贵公司在四十多个国家销售产品，我希望在国际化团队中成长。我也很欣赏贵公司在可回收包装方面的工作。',
      },
      {
        voice: 'slt',
        text: 'Tell me about a time you worked with someone from a different culture.',
        translation: '请讲一次您与不同文化背景的人共事的经历。',
      },
      {
        voice: 'rms',
        text: 'Last year a Danish customer complained that our emails were slow and unclear. I suggested a short weekly call with a written summary. The complaints stopped, and he increased his order by twenty percent.',
        translation:
          '去年一位丹麦客户抱怨我们的邮件回复慢、表达不清。我建议每周开一次简短的电话会议并附书面总结。投诉没有了，他的订单还增加了百分之二十。',
      },
      { voice: 'slt', text: 'What would you say is your main weakness?', translation: '您认为自己主要的缺点是什么？' },
      {
        voice: 'rms',
        text: 'I used to find it hard to say no to customers. Now I explain clearly what we can do, and offer an alternative.',
        translation: '我以前很难拒绝客户。现在我会清楚地说明我们能做到什么，并提供替代方案。',
      },
      {
        voice: 'rms',
        text: 'May I ask one question? What would success in this role look like after six months?',
        translation: '我可以问一个问题吗？入职六个月后，怎样算是在这个岗位上取得了成功？',
      },
    ],
  },
];
