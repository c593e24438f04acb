/**
 * Unit 1 of Advanced Business English, companies and their structure: the words of company types
 * and organisation charts, a flat organisation's gains and costs, a chief executive on her
 * divisions, a talk on a company the learner knows, and BEC Reading Part 1 (matching).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  audio,
  choice,
  fillBlank,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
} from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { speaking } from '../../trainings/speaking-builders';
import { speechTask, word } from './helpers';

export const UNIT_1_TRAININGS: TTrainingSeed[] = [
  speaking(
    'abe-words-company-structure',
    'wordTraining',
    ['单词训练：公司类型与组织架构', 'Word training: types of company and their structure'],
    [
      '朗读描述公司类型和组织架构的核心词，中文给出词义和常用搭配。',
      'Read aloud the key words for types of company and how they are organised; the Chinese gives the meaning and a common phrase.',
    ],
    [
      word('subsidiary', '子公司（a wholly owned subsidiary 全资子公司）'),
      word('headquarters', '总部（be headquartered in … 总部设在……）'),
      word('hierarchy', '层级结构；等级制度（a flat hierarchy 扁平的层级）'),
      word('shareholder', '股东（a majority shareholder 控股股东）'),
      word('division', '事业部；分部（the consumer products division 消费品事业部）'),
      word('partnership', '合伙企业（a law partnership 律师合伙事务所）'),
      word('franchise', '特许经营（run a franchise 经营特许加盟店）'),
      word('conglomerate', '综合性企业集团（an industrial conglomerate 工业集团）'),
    ],
  ),
  training(
    'abe-read-flat-organisations',
    'readSkill',
    ['阅读：扁平化组织的利与弊', 'Reading: the pros and cons of flat organisations'],
    [
      '阅读一家深圳企业取消中层管理的报道，找出扁平化组织带来的好处和问题，再回答问题。',
      'Read a report on a Shenzhen company that removed its middle managers, find the gains and the problems of a flat organisation, then answer the questions.',
    ],
    [
      text(
        `<bl>Fewer bosses, faster decisions?</bl>

In 2023 <bl>Kestrel Design</bl>, a Shenzhen maker of smart-home devices with 320 employees, removed two layers of middle management. Instead of reporting through team leaders, section heads and department managers, engineers now work in <re>self-managing teams</re> of eight to twelve people, each responsible for one product from design to after-sales service.

The benefits came quickly. Decisions that once took three weeks are now made in days, and the company has cut its management costs by about 18%. In an internal survey, 71% of staff said they felt more responsible for the results of their work, and the team behind Kestrel's new smart lock brought it to market four months ahead of plan.

But a flat structure has its costs. Each of the three remaining directors now has more than twenty people reporting directly to them, and employees say it is hard to get a decision when two teams disagree. Promotion is another problem: without middle-management posts, ambitious staff see no clear <ud>career path</ud>, and staff turnover among engineers rose from 9% to 14% in a year.

Kestrel's chief executive, Lin Yue, says the company will not go back to the old hierarchy. Instead, it is creating "lead engineer" roles, with higher pay but no team to manage, and a small coordination group to settle conflicts between teams.`,
        `管理者更少，决策更快？

2023 年，深圳一家拥有 320 名员工的智能家居设备制造商——红隼设计，取消了两层中层管理。工程师不再通过组长、科长和部门经理层层汇报，而是组成八到十二人的自我管理团队，每个团队负责一款产品从设计到售后服务的全过程。

好处很快显现。过去需要三周的决策现在几天就能做出，公司的管理成本降低了约 18%。在一次内部调查中，71% 的员工表示对自己的工作成果更有责任感；负责新款智能门锁的团队比计划提前四个月将产品推向市场。

但扁平化结构也有代价。剩下的三位总监每人直接管理二十多人，员工们说，两个团队意见不一致时很难得到决定。晋升是另一个问题：没有了中层管理职位，有抱负的员工看不到清晰的职业发展路径，工程师的离职率一年内从 9% 升至 14%。

红隼的首席执行官林越表示，公司不会回到原来的层级结构，而是设立薪酬更高但不带团队的“首席工程师”岗位，并成立一个小型协调小组来解决团队之间的冲突。`,
        'Kestrel Design',
      ),
    ],
    [
      choice(
        'What did Kestrel Design change in 2023?',
        [
          'It moved its headquarters out of Shenzhen',
          'It removed two layers of middle management and set up product teams',
          'It hired more department managers',
          'It sold its smart-lock business',
        ],
        'B',
        [
          '第一段：removed two layers of middle management，工程师组成自我管理团队。',
          'Paragraph 1: it "removed two layers of middle management" and engineers now work in self-managing teams.',
        ],
      ),
      matching(
        'Match each figure with what it measures in the text.',
        [
          ['18%', 'the fall in management costs'],
          ['71%', 'staff who feel more responsible for their results'],
          ['four months', 'how early the smart lock reached the market'],
          ['14%', 'engineer turnover after the change'],
        ],
        [
          '数字题要回到原句核对：18% 是管理成本降幅，71% 是调查结果，四个月是提前上市时间，14% 是离职率。',
          'Check each figure in its sentence: 18% is the cost saving, 71% the survey result, four months the early launch, 14% the new turnover rate.',
        ],
      ),
      choice(
        'Which <bl>two</bl> problems of the flat structure does the text describe?',
        [
          'Each director has too many people reporting directly to them',
          'Management costs went up',
          'Ambitious staff see no clear career path',
          'New products reached the market late',
        ],
        'AC',
        [
          '第三段：总监管理幅度过大、晋升通道缺失。管理成本下降、产品提前上市都是好处。',
          'Paragraph 3: too wide a span of control and no career path. Lower costs and an early launch are benefits, not problems.',
        ],
      ),
      trueFalse('Lin Yue plans to bring back the section heads and department managers.', false, [
        '原文：the company will not go back to the old hierarchy。',
        'The text says "the company will not go back to the old hierarchy".',
      ]),
      fillBlank(
        'To keep ambitious engineers, Kestrel is creating {{1}} engineer roles with higher pay but no team to {{2}}.',
        [['lead'], ['manage']],
        [
          '最后一段："lead engineer" roles, with higher pay but no team to manage。',
          'The last paragraph: "lead engineer" roles, "with higher pay but no team to manage".',
        ],
      ),
      qa(
        'In your own words, why did engineer turnover rise after the change?',
        'Because the middle-management posts were removed, engineers could no longer be promoted and saw no clear career path, so more of them left.',
        [
          '因果关系：取消中层职位 → 没有晋升通道 → 离职率上升。',
          'Cause and effect: no middle-management posts → no career path → more engineers leave.',
        ],
        10,
      ),
    ],
  ),
  training(
    'abe-hear-ceo-structure',
    'hearingSkill',
    ['听力：首席执行官介绍公司架构', 'Listening: a chief executive on how her company is organised'],
    [
      '听一段对明水食品首席执行官的采访，了解公司的事业部、总部职能和管理层级。先完整听一遍再作答，最多播放 3 次。',
      'Listen to an interview with the chief executive of Brightwater Foods about its divisions, head-office functions and levels of management. Play it through once before answering; at most 3 plays.',
    ],
    [audio('abe-hear-ceo-structure.mp3', 'An interview with Helen Ward, Brightwater Foods')],
    [
      choice(
        'Which of these is <bl>not</bl> one of Brightwater’s product divisions?',
        ['Dairy', 'Bakery', 'Frozen fish', 'Ready meals'],
        'C',
        ['三个事业部：乳制品、烘焙、即食餐。', 'The three divisions are dairy, bakery and ready meals.'],
      ),
      fillBlank(
        'Finance, HR and IT are run centrally from the headquarters in {{1}}. There are now {{2}} levels of management.',
        [['Leeds'], ['four', '4']],
        ['总部在利兹；管理层级从七个减到四个。', 'Head office is in Leeds; the levels fell from seven to four.'],
      ),
      trueFalse('Each division keeps its own payroll system.', false, [
        '原文：the divisions share one payroll system。',
        'She says "the divisions share one payroll system".',
      ]),
      choice(
        'Why did Helen Ward remove three levels of management?',
        [
          'To cut the number of production workers',
          'Because decisions were too slow',
          'Because the divisions wanted more managers',
          'To prepare for a stock-market listing',
        ],
        'B',
        [
          '原文：Decisions were far too slow. A new recipe needed eleven signatures。',
          '"Decisions were far too slow. A new recipe needed eleven signatures."',
        ],
      ),
      sequencing(
        'Put the topics in the order Helen Ward talks about them.',
        [
          'The product divisions',
          'The central support functions',
          'The levels of management',
          'The time to launch a product',
          'A new sales office',
        ],
        [
          '采访顺序：事业部 → 集中的支持职能 → 层级 → 新品上市时间 → 新办事处。',
          'Divisions, central functions, levels, launch time, then the new office.',
        ],
      ),
      qa(
        'What will the company open next year, and why?',
        'A sales office in Rotterdam, to serve its customers in the Netherlands and Germany.',
        ['最后一句。', 'The last line of the interview.'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'abe-speech-present-company',
    'speechSkill',
    ['演讲：介绍一家你熟悉的公司', 'Speech: presenting a company you know well'],
    [
      '向来访的商科学生介绍一家你熟悉的公司（可以是你实习或家人工作的公司），讲清它做什么、规模多大、如何组织。',
      'Present a company you know well (where you did an internship or a relative works) to visiting business students: what it does, how big it is and how it is organised.',
    ],
    [
      speechTask(
        'Present the company: what it makes or sells, where its headquarters are, how many people it employs, how it is divided (divisions, departments, subsidiaries) and who reports to whom.',
        [
          '结构：概况 → 规模 → 组织方式 → 成功原因。可用：It is made up of…; It is divided into…; … reports to …; … is responsible for…',
          'Structure: overview, size, organisation, reasons for success. Use: "It is made up of…", "It is divided into…", "… reports to …", "… is responsible for…".',
        ],
        60,
        120,
      ),
      speechTask(
        'A student asks: "Is your company’s structure a strength or a weakness?" Give one advantage and one drawback, with an example of each.',
        [
          '先表态，再各举一个具体例子（如审批流程、部门协作）。可用：On the plus side…; The downside is that…',
          'Take a position, then give a concrete example of each (approvals, cooperation between departments). Use: "On the plus side…", "The downside is that…".',
        ],
        30,
        60,
      ),
      speechTask(
        'Propose one change to how the company is organised and explain what it would improve.',
        [
          '提出一个具体改变（合并部门、下放决策权等），说明理由和预期效果。可用：I would suggest…, because…; This would allow…',
          'Name one concrete change (merging departments, giving local managers more power) with a reason and a result. Use: "I would suggest…, because…", "This would allow…".',
        ],
        30,
        60,
      ),
    ],
  ),
  training(
    'abe-read-bec-matching',
    'readSkill',
    ['阅读：BEC 阅读第一部分——信息匹配', 'Reading: BEC Reading Part 1, matching'],
    [
      'BEC 高级阅读第一部分：阅读四位经理对各自公司组织方式的介绍（A–D），判断每个句子说的是哪家公司。每家公司可以选择不止一次。',
      'BEC Higher Reading Part 1: read four managers describing how their companies are organised (A–D) and decide which company each sentence is about. You may choose a company more than once.',
    ],
    [
      text(
        `<bl>A  Harlow Engineering</bl>
We are a family business in its third generation, with 140 staff in one factory near Birmingham. The structure is functional: production, sales, finance and purchasing each have a manager who reports to our managing director, Sarah Harlow. Any spending over £5,000 still needs her signature, which keeps costs under control but can slow us down when a machine breaks.

<bl>B  Veltro Group</bl>
Veltro is a holding company that owns six fashion brands. Each brand is a separate subsidiary with its own designers and shops, but all of them share one finance department and one logistics centre in Bologna. Last year we sold our least profitable brand and bought a Spanish shoe maker.

<bl>C  Pacifica Hotels</bl>
Until last year every decision was taken at head office in Singapore. Now our 28 hotels are grouped into four regions, and regional managers can set room prices and hire staff without asking us. Head office keeps control of the brand and of investment.

<bl>D  Orbis Consulting</bl>
Our 600 consultants work in a matrix. Each belongs to an industry group, such as banking or energy, and to a skill group, such as IT or strategy, so everyone has two managers. Projects are staffed from several groups, which gives clients the best mix of knowledge, although it sometimes leads to arguments about whose project comes first.`,
        `A 哈洛工程：我们是传到第三代的家族企业，在伯明翰附近有一家工厂，140 名员工。采用职能型结构：生产、销售、财务和采购各有一位经理，向总经理萨拉·哈洛汇报。任何超过 5000 英镑的支出仍需她签字，这样能控制成本，但机器出故障时会拖慢我们。

B 维尔特罗集团：维尔特罗是一家拥有六个时装品牌的控股公司。每个品牌都是独立的子公司，有自己的设计师和门店，但共用博洛尼亚的一个财务部和一个物流中心。去年我们卖掉了利润最低的品牌，收购了一家西班牙制鞋企业。

C 太平洋酒店：直到去年，所有决定都由新加坡总部做出。现在我们的 28 家酒店分为四个区域，区域经理无需请示即可制定房价和招聘员工。总部保留对品牌和投资的控制。

D 奥比斯咨询：我们的 600 名顾问按矩阵结构工作。每人既属于一个行业组（如银行或能源），又属于一个技能组（如信息技术或战略），所以每人都有两位上级。项目从多个组抽调人员，给客户提供最佳的知识组合，但有时会为哪个项目优先而发生争执。`,
        'Four companies',
      ),
    ],
    [
      choice(
        'Which company has recently given local managers more power?',
        ['A Harlow Engineering', 'B Veltro Group', 'C Pacifica Hotels', 'D Orbis Consulting'],
        'C',
        [
          'C：regional managers can set room prices and hire staff without asking us（去年起）。',
          'C: since last year "regional managers can set room prices and hire staff without asking us".',
        ],
        5,
      ),
      choice(
        'In which company must one person approve large purchases?',
        ['A Harlow Engineering', 'B Veltro Group', 'C Pacifica Hotels', 'D Orbis Consulting'],
        'A',
        [
          'A：Any spending over £5,000 still needs her signature。',
          'A: "Any spending over £5,000 still needs her signature."',
        ],
        5,
      ),
      choice(
        'Which company has recently bought another business?',
        ['A Harlow Engineering', 'B Veltro Group', 'C Pacifica Hotels', 'D Orbis Consulting'],
        'B',
        ['B：bought a Spanish shoe maker。', 'B: it "bought a Spanish shoe maker".'],
        5,
      ),
      choice(
        'In which company does each employee report to two managers?',
        ['A Harlow Engineering', 'B Veltro Group', 'C Pacifica Hotels', 'D Orbis Consulting'],
        'D',
        [
          'D：矩阵结构，everyone has two managers。注意 A 的经理们都向同一个人汇报，不是两位上级。',
          'D: in a matrix "everyone has two managers". In A the managers all report to one person, which is not the same.',
        ],
        5,
      ),
      choice(
        'Which company’s separate businesses share some central services?',
        ['A Harlow Engineering', 'B Veltro Group', 'C Pacifica Hotels', 'D Orbis Consulting'],
        'B',
        [
          'B：各子公司 share one finance department and one logistics centre。C 的总部只控制品牌和投资，不是共享服务。',
          'B: the subsidiaries "share one finance department and one logistics centre". C’s head office controls the brand and investment, which is not a shared service.',
        ],
        5,
      ),
      choice(
        'Which company admits that its structure can cause disagreements about priorities?',
        ['A Harlow Engineering', 'B Veltro Group', 'C Pacifica Hotels', 'D Orbis Consulting'],
        'D',
        [
          'D：arguments about whose project comes first。A 提到的是审批慢，不是优先级争执。',
          'D: "arguments about whose project comes first". A mentions slow approvals, not arguments about priorities.',
        ],
        5,
      ),
    ],
  ),
];
