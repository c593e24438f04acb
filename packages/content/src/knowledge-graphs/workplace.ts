/**
 * Knowledge graph of the Workplace Skills course (part 1 §3): the six modules a new employee works
 * through in simulated workplace scenes, from the first day at work to the business dinner.
 */
import { buildKnowledgeGraph, category, topic } from './build';

// Explains: 0 workplace knowledge, 1 speaking at work, 2 workplace writing, 3 office tasks, 4 etiquette and culture.
export const WORKPLACE_GRAPH = buildKnowledgeGraph({
  key: 'workplace',
  title: ['职场技能', 'Workplace Skills'],
  explains: [
    {
      basic: [
        ['听懂职场常用词汇和表达', 'Recognise common workplace words and phrases'],
        ['听懂同事对公司规定的说明', 'Follow a colleague explaining a company rule'],
        ['听出建议中的要点和理由', 'Pick out the points and reasons in a piece of advice'],
      ],
      synthesize: [
        ['读懂员工手册的相关条款', 'Read the relevant sections of a staff handbook'],
        ['归纳文章中的职场建议', 'Sum up the workplace advice given in an article'],
        ['写一段个人职场计划', 'Write a short personal plan for your working life'],
      ],
    },
    {
      basic: [
        ['听懂电话或会议中的请求', 'Understand requests made on the phone or in meetings'],
        ['听出时间、地点和人名等信息', 'Catch times, places and names accurately'],
        ['听懂对方的反馈并作出回应', 'Understand feedback and respond to it'],
      ],
      synthesize: [
        ['阅读情景说明并准备发言要点', 'Read a situation brief and prepare your talking points'],
        ['写出电话或会议的常用句型', 'Write the key sentences for a call or a meeting'],
        ['写出一段完整的情景对话', 'Write a complete dialogue for the situation'],
      ],
    },
    {
      basic: [
        ['听懂上级交代的写作任务', 'Understand a writing task your manager gives you'],
        ['听写文书中的关键信息', 'Take down the key details for a document from dictation'],
        ['听懂对文书修改意见的说明', 'Follow spoken comments on how to improve a draft'],
      ],
      synthesize: [
        ['读懂范文并找出格式要点', 'Read a model and note its layout conventions'],
        ['按格式写出职场文书', 'Write the document in the correct format'],
        ['校对并修改文书的语言错误', 'Proofread the document and correct the language'],
      ],
    },
    {
      basic: [
        ['听懂办公事务的安排和要求', 'Understand instructions for an office task'],
        ['听出日期、数字和金额', 'Catch dates, numbers and amounts'],
        ['听懂电话预订中的确认信息', 'Follow the confirmation details in a booking call'],
      ],
      synthesize: [
        ['读懂表格、日程和行程单', 'Read forms, schedules and itineraries'],
        ['正确填写办公表单', 'Fill in office forms correctly'],
        ['写邮件确认或更改安排', 'Write an email confirming or changing an arrangement'],
      ],
    },
    {
      basic: [
        ['听懂问候、介绍和寒暄', 'Understand greetings, introductions and small talk'],
        ['听出对话中不得体的表达', 'Notice what is said inappropriately in a dialogue'],
        ['听懂对礼仪规范的讲解', 'Follow a talk on etiquette rules'],
      ],
      synthesize: [
        ['阅读礼仪案例并指出问题', 'Read an etiquette case and point out the mistakes'],
        ['比较中外礼仪的异同', 'Compare Chinese and international etiquette'],
        ['写一份接待或宴请注意事项', 'Write guidelines for hosting visitors or a dinner'],
      ],
    },
  ],
  categories: [
    category('个人职场', 'Personal workplace', [
      topic('求职与入职', 'Job hunting and starting work', [
        ['英文简历', 'Writing a CV in English', 2],
        ['求职面试', 'The job interview', 1],
        ['入职第一天', 'Your first day at work', 1],
      ]),
      topic('职业素养', 'Professional conduct', [
        ['时间管理', 'Time management', 0],
        ['职业道德', 'Professional ethics', 0],
        ['压力管理', 'Managing stress', 0],
      ]),
      topic('职业发展', 'Career development', [
        ['绩效面谈', 'The performance review', 1],
        ['职业规划', 'Career planning', 0],
        ['申请升职与加薪', 'Asking for a promotion or a pay rise', 1],
      ]),
    ]),
    category('商务办公', 'Business office', [
      topic('日常办公', 'Daily office tasks', [
        ['安排日程', 'Managing a schedule', 3],
        ['预订会议室', 'Booking a meeting room', 3],
        ['采购办公用品', 'Ordering office supplies', 3],
      ]),
      topic('办公文书', 'Office paperwork', [
        ['备忘录', 'Memos', 2],
        ['通知与公告', 'Notices and announcements', 2],
        ['填写报销单', 'Filling in an expense claim', 3],
      ]),
      topic('差旅安排', 'Business travel', [
        ['预订机票与酒店', 'Booking flights and hotels', 3],
        ['制定行程单', 'Drawing up an itinerary', 3],
        ['申请商务签证', 'Applying for a business visa', 2],
      ]),
    ]),
    category('商务沟通', 'Business communication', [
      topic('电话沟通', 'Telephone communication', [
        ['接听与转接电话', 'Answering and transferring calls', 1],
        ['记录电话留言', 'Taking a message', 1],
        ['电话会议', 'Conference calls', 1],
      ]),
      topic('书面沟通', 'Written communication', [
        ['商务邮件', 'Business emails', 2],
        ['工作报告', 'Work reports', 2],
      ]),
      topic('会议与演示', 'Meetings and presentations', [
        ['会议发言', 'Speaking at a meeting', 1],
        ['商务演示', 'Giving a presentation', 1],
        ['介绍公司产品', "Presenting your company's products", 1],
      ]),
    ]),
    category('商务谈判', 'Business negotiation', [
      topic('谈判准备', 'Preparing to negotiate', [
        ['明确谈判目标', 'Setting your objectives', 0],
        ['了解谈判对手', 'Knowing the other side', 0],
      ]),
      topic('谈判过程', 'At the negotiating table', [
        ['报价与还价', 'Offers and counter-offers', 1],
        ['讨价还价用语', 'The language of bargaining', 1],
        ['达成协议', 'Reaching agreement', 1],
      ]),
      topic('谈判后续', 'After the negotiation', [
        ['发送确认邮件', 'Sending a confirmation email', 2],
        ['审阅合同', 'Reviewing the contract', 2],
      ]),
    ]),
    category('跨文化交际', 'Cross-cultural communication', [
      topic('文化差异', 'Cultural differences', [
        ['语言与非语言差异', 'Verbal and non-verbal differences', 4],
        ['时间观念差异', 'Different attitudes to time', 4],
      ]),
      topic('多元文化团队', 'Working in a multicultural team', [
        ['与外籍同事合作', 'Working with foreign colleagues', 4],
        ['避免文化冲突', 'Avoiding cultural clashes', 4],
      ]),
      topic('接待外宾', 'Hosting foreign visitors', [
        ['机场接机', 'Meeting visitors at the airport', 1],
        ['陪同参观', 'Showing visitors around', 1],
        ['介绍中国文化', 'Introducing Chinese culture', 1],
      ]),
    ]),
    category('社交礼仪', 'Social etiquette', [
      topic('见面礼仪', 'Meeting people', [
        ['问候与介绍', 'Greetings and introductions', 4],
        ['名片礼仪', 'Business card etiquette', 4],
      ]),
      topic('宴请礼仪', 'Dining etiquette', [
        ['中餐礼仪', 'Chinese dining etiquette', 4],
        ['西餐礼仪', 'Western dining etiquette', 4],
        ['祝酒', 'Proposing a toast', 1],
      ]),
      topic('着装与仪态', 'Dress and manners', [
        ['正装与商务休闲装', 'Formal and business-casual dress', 4],
        ['仪态举止', 'Posture and body language', 4],
      ]),
    ]),
  ],
});
