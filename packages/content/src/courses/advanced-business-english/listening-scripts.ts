/** The listening scripts of the advanced-business-english course: `npx tsx packages/content/scripts/make-audio.ts advanced-business-english` speaks them. */
import type { TListeningScript } from '../../trainings/listening-scripts';

export const ADVANCED_BUSINESS_ENGLISH_LISTENING_SCRIPTS: TListeningScript[] = [
  {
    name: 'abe-hear-ceo-structure.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Helen Ward, you run Brightwater Foods, which has two thousand four hundred employees. How is the company organised?',
        translation: '海伦·沃德，您掌管着拥有两千四百名员工的明水食品公司。公司是怎样组织的？',
      },
      {
        voice: 'slt',
        text: 'We have three product divisions: dairy, bakery and ready meals. Each division has its own managing director, who reports to me.',
        translation: '我们有三个产品事业部：乳制品、烘焙和即食餐。每个事业部都有自己的总经理，向我汇报。',
      },
      { voice: 'rms', text: 'And the support functions?', translation: '那支持部门呢？' },
      {
        voice: 'slt',
        text: 'Finance, human resources and IT are run centrally from our headquarters in Leeds. That saves money, because the divisions share one payroll system and one set of accounts.',
        translation:
          '财务、人力资源和信息技术由利兹总部集中管理。这样可以省钱，因为各事业部共用一套薪资系统和一套账目。',
      },
      { voice: 'rms', text: 'Is it still a strict hierarchy?', translation: '现在还是严格的层级制吗？' },
      {
        voice: 'slt',
        text: 'Less than it was. Three years ago there were seven levels of management between me and a worker on the production line. Now there are four.',
        translation: '没有以前那么严格了。三年前，我和生产线工人之间有七个管理层级，现在只有四个。',
      },
      { voice: 'rms', text: 'Why did you remove three levels?', translation: '您为什么去掉了三个层级？' },
      {
        voice: 'slt',
        text: 'Decisions were far too slow. A new recipe needed eleven signatures. Now a product team can launch a new product in six months instead of fourteen.',
        translation: '决策太慢了。一个新配方需要十一个签字。现在一个产品团队六个月就能推出新产品，而不是十四个月。',
      },
      { voice: 'rms', text: 'And what comes next?', translation: '下一步是什么？' },
      {
        voice: 'slt',
        text: 'Next year we are opening a sales office in Rotterdam, to serve our customers in the Netherlands and Germany.',
        translation: '明年我们将在鹿特丹开设销售办事处，为荷兰和德国的客户服务。',
      },
    ],
  },
  {
    name: 'abe-hear-campaign.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning. I am Sophie Grant, marketing manager at Alpina Outdoor, and I would like to present the campaign for our new jacket, the Summit Three.',
        translation: '早上好。我是阿尔皮纳户外的营销经理索菲·格兰特，我想介绍我们新款夹克“峰顶三号”的推广方案。',
      },
      {
        voice: 'slt',
        text: 'Our target customers are city hikers aged twenty five to forty, who walk at weekends and want one jacket for the mountains and the office.',
        translation: '我们的目标客户是二十五到四十岁的城市徒步者，他们周末徒步，希望一件夹克既能上山也能上班。',
      },
      {
        voice: 'slt',
        text: 'The campaign has three phases. In March we run teaser videos on social media, without showing the product.',
        translation: '方案分三个阶段。三月，我们在社交媒体上投放预热视频，但不展示产品。',
      },
      {
        voice: 'slt',
        text: 'On the twelfth of April we hold the launch event in Manchester, where visitors can test the jacket in a rain room.',
        translation: '四月十二日，我们在曼彻斯特举办发布会，来宾可以在降雨体验室里试穿夹克。',
      },
      {
        voice: 'slt',
        text: 'From May to August, fifteen outdoor bloggers will wear the jacket on their trips and post honest reviews.',
        translation: '五月到八月，十五位户外博主将穿着这款夹克出行，并发布真实评测。',
      },
      {
        voice: 'slt',
        text: 'The total budget is four hundred and twenty thousand pounds, and almost half of it goes on the bloggers.',
        translation: '总预算为四十二万英镑，其中将近一半用于博主合作。',
      },
      {
        voice: 'slt',
        text: 'Our target is twenty thousand jackets sold by the end of September. Are there any questions?',
        translation: '我们的目标是到九月底售出两万件夹克。大家有什么问题吗？',
      },
    ],
  },
  {
    name: 'abe-hear-bec-notes.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Hello everyone. Here are the arrangements for the Digital Marketing Forum in Hamburg, so please take notes.',
        translation: '大家好。下面是汉堡数字营销论坛的安排，请做好记录。',
      },
      {
        voice: 'rms',
        text: 'The forum runs on the fourteenth and fifteenth of May. Our stand is number B twenty seven, in Hall Four, near the main entrance.',
        translation: '论坛于五月十四日和十五日举行。我们的展位是四号馆的 B27，靠近主入口。',
      },
      {
        voice: 'rms',
        text: "We will demonstrate the new analytics app at eleven o'clock on both days, so the sales team must be on the stand by half past ten.",
        translation: '两天上午十一点我们都将演示新的数据分析应用，所以销售团队必须在十点半前到展位。',
      },
      {
        voice: 'rms',
        text: 'Please bring five hundred brochures in German and two hundred in English. The printers will deliver them on the ninth.',
        translation: '请带五百份德文宣传册和两百份英文宣传册。印刷厂会在九日送到。',
      },
      {
        voice: 'rms',
        text: 'Rooms are booked at the Hotel Alster, which is a ten minute walk from the exhibition centre.',
        translation: '房间订在阿尔斯特酒店，步行到展览中心十分钟。',
      },
      {
        voice: 'rms',
        text: 'You must register on the company intranet by the thirtieth of April, or you will not get a pass.',
        translation: '你们必须在四月三十日前在公司内网登记，否则拿不到通行证。',
      },
      {
        voice: 'rms',
        text: 'If you have any problems, contact Katrin Vogel in our Hamburg office. That is Vogel, V O G E L.',
        translation: '如有任何问题，请联系我们汉堡办事处的卡特琳·福格尔。拼写是 V-O-G-E-L。',
      },
    ],
  },
  {
    name: 'abe-hear-quarterly-results.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Good afternoon. I am Marcus Lee, finance director of Everbright Lighting, and I will take you through our third quarter results.',
        translation: '下午好。我是永明照明的财务总监李马克，下面我向大家介绍第三季度业绩。',
      },
      {
        voice: 'rms',
        text: 'Revenue was one hundred and eighty six million dollars, up seven percent on the same quarter last year. Sales in Europe grew by fifteen percent, while the United States was flat.',
        translation: '营业收入为一亿八千六百万美元，同比增长百分之七。欧洲销售额增长百分之十五，美国则持平。',
      },
      {
        voice: 'rms',
        text: 'Our gross margin fell from thirty four to thirty two percent, mainly because copper prices rose sharply in July.',
        translation: '毛利率从百分之三十四降至百分之三十二，主要是因为七月份铜价大幅上涨。',
      },
      {
        voice: 'rms',
        text: 'We reduced operating costs by three percent, after closing our warehouse in Ohio and moving its stock to New Jersey.',
        translation: '关闭俄亥俄州仓库并将库存转移到新泽西州后，我们的运营成本降低了百分之三。',
      },
      {
        voice: 'rms',
        text: 'Net profit was fourteen point two million dollars, and we ended the quarter with fifty two million dollars in cash.',
        translation: '净利润为一千四百二十万美元，季度末持有现金五千二百万美元。',
      },
      {
        voice: 'slt',
        text: 'Thank you. Are you changing your forecast for the full year?',
        translation: '谢谢。你们会调整全年预测吗？',
      },
      {
        voice: 'rms',
        text: 'No. We still expect revenue of between seven hundred and twenty and seven hundred and forty million dollars, because our new price list starts in October.',
        translation: '不会。我们仍预计全年营业收入在七亿二千万至七亿四千万美元之间，因为我们的新价目表十月开始执行。',
      },
    ],
  },
  {
    name: 'abe-hear-hiring-process.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Welcome, everyone. I am Grace Lin, HR manager at Castell Engineering, and I will explain how we hire our graduate trainees.',
        translation: '欢迎大家。我是卡斯特尔工程公司的人力资源经理林格蕾丝，我来介绍我们如何招聘管理培训生。',
      },
      {
        voice: 'slt',
        text: 'First, you apply online with your CV and a short cover letter. Applications close on the fifteenth of November.',
        translation: '首先，你们在网上提交简历和一封简短的求职信。申请截止日期是十一月十五日。',
      },
      {
        voice: 'slt',
        text: 'If your application is accepted, you take two online tests, one of numbers and one of verbal reasoning. About one applicant in four passes.',
        translation: '如果申请通过，你们将参加两项在线测试，一项数字推理，一项语言推理。大约四分之一的申请人能通过。',
      },
      {
        voice: 'slt',
        text: 'Next comes a recorded video interview. You see a question on the screen and have two minutes to answer it.',
        translation: '接下来是录制的视频面试。屏幕上出现一个问题，你们有两分钟作答。',
      },
      {
        voice: 'rms',
        text: 'What happens at the assessment centre?',
        translation: '评估中心环节是什么样的？',
      },
      {
        voice: 'slt',
        text: 'It is one full day in our Suzhou office. You do a group exercise, give a ten minute presentation and meet some of our trainees over lunch.',
        translation: '在我们苏州办公室进行一整天。你们要做一个小组练习，做十分钟的演讲，午餐时还会和一些培训生见面。',
      },
      {
        voice: 'slt',
        text: 'The last step is an interview with the head of the department you would join. We make offers within one week, and the programme starts in September.',
        translation: '最后一步是与你将加入的部门负责人面试。我们会在一周内发出录用通知，培训项目九月开始。',
      },
    ],
  },
  {
    name: 'abe-hear-cross-department.mp3',
    lines: [
      {
        voice: 'rms',
        text: "Rachel Moore, you led the launch of Vantage Medical's new blood pressure monitor. What was the hardest part?",
        translation: '雷切尔·摩尔，您负责了万泰医疗新款血压计的上市。最难的部分是什么？',
      },
      {
        voice: 'slt',
        text: 'Getting four departments to pull in the same direction. Engineering, marketing, regulatory affairs and sales all had their own targets, and nobody owned the launch date.',
        translation: '让四个部门劲往一处使。研发、市场、法规事务和销售各有各的目标，没有人对上市日期负责。',
      },
      { voice: 'rms', text: 'So what did you change?', translation: '那您做了哪些改变？' },
      {
        voice: 'slt',
        text: 'First, a thirty minute meeting every Monday, with one person from each department. No slides, just three questions: what is done, what is next and what is blocking you.',
        translation:
          '第一，每周一开三十分钟的会，每个部门派一个人参加。不用幻灯片，只回答三个问题：完成了什么、下一步做什么、什么在阻碍你。',
      },
      {
        voice: 'slt',
        text: 'Second, one shared online dashboard, so everyone could see the same plan and the same risks.',
        translation: '第二，建立一个共享的在线看板，让每个人看到同样的计划和同样的风险。',
      },
      {
        voice: 'slt',
        text: "And third, the most important one: part of everybody's bonus depended on the launch date, not only on their department's results.",
        translation: '第三，也是最重要的一点：每个人的奖金有一部分取决于上市日期，而不只是本部门的业绩。',
      },
      { voice: 'rms', text: 'Did it work?', translation: '效果如何？' },
      {
        voice: 'slt',
        text: 'It did. We launched in March instead of May, two months earlier than planned. The one thing I would do differently is involve sales from the very first week, not from month three.',
        translation:
          '有效果。我们在三月而不是五月上市，比计划提前了两个月。如果重来，我唯一会改的是让销售部从第一周就参与，而不是从第三个月才加入。',
      },
    ],
  },
  {
    name: 'abe-hear-distribution-network.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Hello, I am Kevin Zhao, logistics manager at FreshWay Supermarkets. Let me explain how our goods get from the supplier to the shelf.',
        translation: '大家好，我是鲜途超市的物流经理赵凯文。我来说明我们的商品是如何从供应商到达货架的。',
      },
      {
        voice: 'rms',
        text: 'We have two hundred and eighty stores in central China, served by three regional distribution centres, in Wuhan, Changsha and Nanchang.',
        translation: '我们在华中地区有二百八十家门店，由武汉、长沙和南昌三个区域配送中心供货。',
      },
      {
        voice: 'rms',
        text: 'Suppliers deliver to the distribution centres, not to the stores. That means a store receives one truck with everything, instead of forty small deliveries.',
        translation:
          '供应商把货送到配送中心，而不是门店。这样一家门店只需接收一辆装有所有商品的卡车，而不是四十次零散送货。',
      },
      {
        voice: 'rms',
        text: 'For fresh food we use cross docking. Vegetables arrive at night, are sorted by store and leave again within four hours, so they are never put into storage.',
        translation: '生鲜食品采用越库配送。蔬菜夜间到达，按门店分拣，四小时内再次发出，从不入库储存。',
      },
      {
        voice: 'rms',
        text: 'Chilled products are delivered twice a day, before six in the morning and after two in the afternoon. Dry goods such as rice and cleaning products go out three times a week.',
        translation: '冷藏产品每天配送两次，早上六点前和下午两点后。大米、清洁用品等干货每周配送三次。',
      },
      {
        voice: 'rms',
        text: 'Our biggest change this year is the last mile. Sixty percent of our home delivery vans are now electric, and we want all of them to be electric by twenty twenty eight.',
        translation:
          '今年我们最大的变化在“最后一公里”。现在百分之六十的送货上门车辆是电动的，我们希望到二〇二八年全部换成电动车。',
      },
    ],
  },
  {
    name: 'abe-hear-live-streaming.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Chloe Xu, you manage e-commerce for Hearthstone Cookware. How important are live streams for you now?',
        translation: '徐可儿，您负责炉石厨具的电商业务。直播现在对你们有多重要？',
      },
      {
        voice: 'slt',
        text: 'Very. Last year live streams brought in thirty five percent of our online sales, up from ten percent two years ago.',
        translation: '非常重要。去年直播带来了我们百分之三十五的线上销售额，两年前只有百分之十。',
      },
      { voice: 'rms', text: 'Do you work with famous hosts?', translation: '你们和知名主播合作吗？' },
      {
        voice: 'slt',
        text: 'We tried. A top host sold twelve thousand frying pans in one evening, but after his fee and the discount he demanded, we lost money on every pan. And a quarter of them came back as returns.',
        translation:
          '试过。一位头部主播一晚卖出了一万二千口煎锅，但扣除他的佣金和他要求的折扣后，我们每口锅都在亏钱。而且四分之一被退货了。',
      },
      {
        voice: 'slt',
        text: 'So now we run our own channel, five evenings a week, with two of our product trainers as hosts. They actually cook during the stream and answer questions about cleaning and heat.',
        translation:
          '所以现在我们运营自己的直播间，每周五个晚上，由两位产品培训师担任主播。他们在直播中真的做菜，并回答关于清洁和火候的问题。',
      },
      { voice: 'rms', text: 'And the results?', translation: '效果如何？' },
      {
        voice: 'slt',
        text: 'Each stream sells less, about three hundred units, but at full price, and our return rate is under five percent. The most important figure for us is repeat buyers.',
        translation: '每场卖得少一些，大约三百件，但都是全价，退货率不到百分之五。对我们最重要的指标是复购客户。',
      },
      {
        voice: 'slt',
        text: 'My advice? Prepare every stream like a TV show, with a script and a clear offer, and never promise a discount you cannot afford.',
        translation: '我的建议？像准备电视节目一样准备每一场直播，有脚本、有明确的优惠，永远不要承诺你负担不起的折扣。',
      },
    ],
  },
  {
    name: 'abe-hear-bec-speakers.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'I run a small tea business in Hangzhou. We opened an online store because our shop rent doubled in three years. Online, the hardest part was getting noticed among thousands of other tea sellers.',
        translation:
          '我在杭州经营一家小茶叶生意。我们开网店是因为店铺租金三年翻了一番。在网上，最难的是在成千上万的茶叶卖家中被注意到。',
      },
      {
        voice: 'rms',
        text: 'Our customers are engineers in other countries, and they wanted to order spare parts at night, when our sales office was closed. So we built a web shop. What nobody warned us about was the cost of international returns.',
        translation:
          '我们的客户是其他国家的工程师，他们想在晚上我们销售部下班时订购备件，所以我们建了网店。没人提醒我们的是国际退货的成本。',
      },
      {
        voice: 'slt',
        text: 'I sell handmade leather bags. Going online let me sell directly to customers and keep the margin that shops used to take. The problem was photos: customers complained the colour looked different when the bag arrived.',
        translation:
          '我卖手工皮包。上线让我能直接卖给顾客，保住过去被商店拿走的利润。问题是照片：顾客抱怨包到手后颜色看起来不一样。',
      },
      {
        voice: 'rms',
        text: 'For us, the reason was data. Online, we can see exactly which furniture people look at and what they buy together. But our warehouse software could not talk to the website, so orders were typed in by hand for months.',
        translation:
          '对我们来说，原因是数据。在网上我们能准确看到人们浏览哪些家具、哪些东西一起买。但我们的仓储软件无法和网站对接，所以好几个月订单都是手工录入的。',
      },
      {
        voice: 'slt',
        text: 'Our biggest competitor started selling online and our sales fell by a fifth in one year, so we had no choice. The difficult part was convincing our older staff that online customers deserve the same service.',
        translation:
          '我们最大的竞争对手开始在线销售，我们的销售额一年内下降了五分之一，所以我们别无选择。困难在于说服老员工，网上的顾客也应得到同样的服务。',
      },
    ],
  },
  {
    name: 'abe-hear-complaint-call.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good afternoon, HomeQuick customer service, this is Amy. How can I help you?',
        translation: '下午好，这里是家速达客服，我是艾米。有什么可以帮您？',
      },
      {
        voice: 'rms',
        text: 'I am calling for the third time about my washing machine. It was delivered on Monday, but nobody has come to install it, and I was told twice that an engineer would call me.',
        translation: '我是第三次打电话说我的洗衣机了。周一就送到了，但没人来安装，我两次被告知会有工程师给我打电话。',
      },
      {
        voice: 'slt',
        text: 'I am very sorry, Mister Harris. That is not the service you should expect. Could you give me your order number, please?',
        translation: '非常抱歉，哈里斯先生，这不是您应得的服务。请告诉我您的订单号好吗？',
      },
      { voice: 'rms', text: 'It is H Q seven seven three nine.', translation: '是 HQ7739。' },
      {
        voice: 'slt',
        text: 'Thank you. I can see the problem: the installation request was sent to the wrong regional team. I have moved it to your local team now.',
        translation: '谢谢。我看到问题了：安装申请被发到了错误的区域团队。我已经把它转给您当地的团队了。',
      },
      {
        voice: 'rms',
        text: 'So when will someone actually come? I have been washing clothes by hand for four days.',
        translation: '那到底什么时候会有人来？我已经手洗衣服四天了。',
      },
      {
        voice: 'slt',
        text: 'An engineer can come tomorrow between eight and ten in the morning. Because of the delay, we will not charge the installation fee of forty pounds, and I will add a twenty pound voucher to your account.',
        translation:
          '工程师明天上午八点到十点可以上门。由于延误，我们将免收四十英镑的安装费，并在您的账户中加一张二十英镑的代金券。',
      },
      {
        voice: 'rms',
        text: 'Tomorrow morning is fine. Thank you, Amy.',
        translation: '明天上午可以。谢谢你，艾米。',
      },
      {
        voice: 'slt',
        text: 'You are welcome. I will send you a text message to confirm, and I will call you tomorrow at twelve to check that everything is working.',
        translation: '不客气。我会发短信向您确认，明天十二点我会给您打电话，确认一切运转正常。',
      },
    ],
  },
  {
    name: 'abe-hear-board-meeting.mp3',
    lines: [
      {
        voice: 'slt',
        text: 'Good morning. The main item today is the proposal to build a second warehouse in Chengdu. Peter, could you summarise the figures?',
        translation: '早上好。今天的主要议题是在成都建第二座仓库的提案。彼得，你能概述一下数据吗？',
      },
      {
        voice: 'rms',
        text: 'Certainly. The warehouse would cost eighty five million yuan and would be ready in eighteen months. It would cut delivery times in western China from four days to one.',
        translation: '好的。仓库造价八千五百万元，十八个月建成。它能把西部地区的交货时间从四天缩短到一天。',
      },
      {
        voice: 'slt',
        text: 'Thank you. I have to say I have doubts. Our sales in the west are only twelve percent of the total.',
        translation: '谢谢。我得说我有疑虑。我们在西部的销售额只占总额的百分之十二。',
      },
      {
        voice: 'rms',
        text: 'That is true, but they are growing by twenty percent a year, and two competitors already deliver next day.',
        translation: '确实如此，但它们每年增长百分之二十，而且两家竞争对手已经能次日送达。',
      },
      {
        voice: 'slt',
        text: 'What about renting space instead of building?',
        translation: '租用仓储空间而不是自建怎么样？',
      },
      {
        voice: 'rms',
        text: 'We looked at that. Renting would cost nine million a year, so over ten years building is cheaper. But renting would let us start in three months.',
        translation: '我们研究过。租用每年要九百万，所以十年算下来自建更便宜。但租用能让我们三个月后就开始运营。',
      },
      {
        voice: 'slt',
        text: 'Then I propose a compromise: we rent for two years to test demand, and we decide on building at the board meeting in twenty twenty eight. Does everyone agree?',
        translation: '那我提一个折中方案：先租两年测试需求，二〇二八年的董事会上再决定是否自建。大家同意吗？',
      },
      {
        voice: 'rms',
        text: 'Agreed. I will prepare the rental contract and bring it to the next meeting in June.',
        translation: '同意。我会准备租赁合同，在六月的下次会议上提交。',
      },
    ],
  },
  {
    name: 'abe-hear-bec-interview.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'My guest today is Laura Chen, who trains sales teams in negotiation. Laura, what is the most common mistake you see?',
        translation: '今天的嘉宾是陈劳拉，她为销售团队做谈判培训。劳拉，你看到的最常见的错误是什么？',
      },
      {
        voice: 'slt',
        text: 'Preparing the wrong things. People spend hours on their own price list and almost no time thinking about what the other side needs and what their alternatives are.',
        translation:
          '准备错了东西。人们花几个小时研究自己的价目表，却几乎不花时间思考对方需要什么、对方有什么替代选择。',
      },
      {
        voice: 'rms',
        text: 'Should you make the first offer?',
        translation: '应该先出价吗？',
      },
      {
        voice: 'slt',
        text: 'Usually, yes, if you know the market well. The first number becomes an anchor, and the discussion moves around it. If you are unsure of the market, let the other side start.',
        translation:
          '通常是的，如果你很了解市场。第一个数字会成为锚点，讨论围绕它展开。如果你对市场没把握，就让对方先开价。',
      },
      {
        voice: 'rms',
        text: 'And concessions?',
        translation: '那让步呢？',
      },
      {
        voice: 'slt',
        text: 'Never give one away. Every concession should be traded: I can lower the price if you order more, or if you pay earlier. And make each concession smaller than the last, so the other side sees you are reaching your limit.',
        translation:
          '永远不要白给让步。每个让步都应该交换：如果你多订货或早付款，我可以降价。而且每次让步都要比上一次小，让对方看出你已接近底线。',
      },
      {
        voice: 'rms',
        text: 'Finally, how do you know a negotiation went well?',
        translation: '最后，怎样判断一次谈判是成功的？',
      },
      {
        voice: 'slt',
        text: 'Not by the price alone. Ask yourself a year later: are both sides keeping the agreement, and do they want to do business again?',
        translation: '不能只看价格。一年后问问自己：双方都在履行协议吗？他们还想再合作吗？',
      },
    ],
  },
  {
    name: 'abe-hear-entrepreneur-story.mp3',
    lines: [
      {
        voice: 'rms',
        text: 'Maya Lin, five years ago you started Pawprint, a pet food delivery company. How did it begin?',
        translation: '林玛雅，五年前您创办了宠物食品配送公司“爪印”。它是怎么开始的？',
      },
      {
        voice: 'slt',
        text: 'With my own dog, actually. He had a sensitive stomach, and every month I drove across Shenzhen to buy one special food. I thought, other owners must have the same problem.',
        translation:
          '其实是因为我自己的狗。它肠胃敏感，我每个月都要开车穿过深圳去买一种专门的狗粮。我想，其他主人一定也有同样的问题。',
      },
      {
        voice: 'slt',
        text: 'I left my job at a bank, used eighty thousand yuan of savings, and started with a simple website and a rented storeroom. For the first year I packed every order myself.',
        translation:
          '我辞去了银行的工作，用了八万元积蓄，从一个简单的网站和一间租来的储藏室起步。第一年每个订单都是我亲手打包的。',
      },
      { voice: 'rms', text: 'What was your worst moment?', translation: '您最艰难的时刻是什么？' },
      {
        voice: 'slt',
        text: 'In the second year our main supplier stopped delivering without warning. We had three hundred subscribers and nothing to send them. I phoned every customer personally, and to my surprise, only twelve cancelled.',
        translation:
          '第二年，我们的主要供应商毫无预警地停止供货。我们有三百个订阅用户，却没有东西可发。我亲自给每位顾客打电话，出乎意料的是，只有十二人取消了订阅。',
      },
      {
        voice: 'slt',
        text: 'That taught me that customers forgive problems if you are honest with them quickly. It also taught me never to depend on one supplier again.',
        translation: '这让我明白，只要你及时坦诚，顾客会原谅问题。也让我明白，再也不能依赖单一供应商。',
      },
      { voice: 'rms', text: 'And today?', translation: '那现在呢？' },
      {
        voice: 'slt',
        text: 'We have forty two staff, eighteen thousand subscribers in six cities, and we became profitable last year. My advice to new founders is simple: talk to your customers every week, even when you are busy.',
        translation:
          '我们有四十二名员工，在六个城市拥有一万八千名订阅用户，去年实现了盈利。我给新创业者的建议很简单：每周都和你的顾客交流，即使你很忙。',
      },
    ],
  },
];
