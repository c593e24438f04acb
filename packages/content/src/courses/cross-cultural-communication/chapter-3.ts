/**
 * Chapter 3 of Cross-Cultural Business Communication, cross-cultural management: leading a
 * multicultural team, an expatriate manager on leading local staff, a conflict in a joint
 * venture and giving feedback to staff from different cultures.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, matching, qa, text, training, trueFalse, writing } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { playOnce } from './shared';

export const CCC_CHAPTER_3: TTrainingSeed[] = [
  training(
    'ccc-read-multicultural-team',
    'readSkill',
    ['阅读：如何管理多元文化团队', 'Reading: managing a multicultural team'],
    [
      '阅读一位项目总监管理跨国团队的经验，完成练习。',
      'Read how a project director manages an international team and do the exercises.',
    ],
    [
      text(
        `<bl>Five rules for a team that never meets in one room</bl>
by Zhou Lin, project director, SkyWing Drones, Shenzhen

My team of fourteen works in Shenzhen, Munich, Bangalore and São Paulo. When we started, the Germans complained that nobody kept to deadlines, the Indians felt their ideas were ignored, and the Brazilians found our emails cold. Here is what we learned.

1. <bl>Agree the rules together.</bl> In our first video call we wrote a team charter: what "urgent" means (an answer within four hours), what "deadline" means (the date, not a suggestion) and who decides what.
2. <bl>Explain how decisions are made.</bl> Some members expect the leader to decide; others expect a vote. We say in advance which decisions are mine and which are the team's.
3. <bl>Use more than one channel.</bl> Quiet members rarely speak in a call of fourteen people, so we also collect ideas in writing before each meeting.
4. <bl>Share the pain of time zones.</bl> The weekly meeting moves between 15:00 and 20:00 Shenzhen time, so no office always joins at night.
5. <bl>Make room for people.</bl> Five minutes of personal news opens each meeting, and we mark each other's holidays: Diwali, Carnival and the Spring Festival.

Six months later, on-time delivery of our project tasks has risen from <re>61% to 88%</re>.`,
        '《一个从不在同一个房间开会的团队的五条规则》，作者：深圳天翼无人机项目总监周琳。我的 14 人团队分布在深圳、慕尼黑、班加罗尔和圣保罗。起初，德国同事抱怨没人遵守截止日期，印度同事觉得自己的想法被忽视，巴西同事觉得我们的邮件很冷淡。我们的经验是：1. 共同制定规则：第一次视频会议上我们写了团队章程，明确“紧急”的含义（四小时内回复）、“截止日期”的含义（是确定日期而非建议）以及由谁决定什么。2. 说明决策方式：有的成员期待领导决定，有的期待投票；我们事先说明哪些决定由我做，哪些由团队做。3. 使用多种渠道：在 14 人的电话会上，安静的成员很少发言，所以我们在每次会前也收集书面意见。4. 分担时差之苦：每周例会在深圳时间 15:00 到 20:00 之间轮换，没有哪个办公室总是在夜里参会。5. 关注人：每次会议以五分钟的个人近况开场，我们也会庆祝彼此的节日：排灯节、狂欢节和春节。六个月后，项目任务的按时完成率从 61% 提高到 88%。',
        'Managing a team across four countries',
      ),
    ],
    [
      choice(
        'What problem did the Brazilian members have at the start?',
        [
          'They missed deadlines',
          'They found the emails cold',
          'They always joined at night',
          'Their ideas were ignored',
        ],
        'B',
        ['原文：the Brazilians found our emails cold。', 'The text: "the Brazilians found our emails cold".'],
      ),
      matching(
        'Match each problem with the rule that answers it.',
        [
          ['Members disagree on what "urgent" means', 'Agree the rules together'],
          ['Some expect a vote, others expect the leader to decide', 'Explain how decisions are made'],
          ['Quiet members say nothing in a big call', 'Use more than one channel'],
          ['One office always joins at night', 'Share the pain of time zones'],
        ],
        ['每条规则对应解决的问题。', 'The problem each rule solves.'],
      ),
      trueFalse('In the team charter, "urgent" means an answer within one working day.', false, [
        '章程规定 urgent 指四小时内回复。',
        'The charter says "urgent" means an answer within four hours.',
      ]),
      fillBlank(
        'The team has {{1}} members, and on-time delivery rose from 61% to {{2}}%.',
        [['14', 'fourteen'], ['88']],
        ['第一段和最后一句的数字。', 'The figures in the first paragraph and the last line.'],
      ),
      qa(
        'Why does Zhou Lin collect ideas in writing before each meeting? Link your answer to culture.',
        'Because in a large call quiet members, often from cultures that respect hierarchy or avoid speaking up in public, rarely speak; writing gives them a safe way to share their ideas.',
        [
          '要点：大型会议中安静的成员不发言；书面渠道让不习惯公开发言的人也能贡献意见。',
          'Key points: quiet members stay silent in big calls; writing lets those who avoid speaking up still contribute.',
        ],
        15,
      ),
    ],
  ),
  training(
    'ccc-hear-expatriate-manager',
    'hearingSkill',
    ['听力：外派经理谈管理挑战', 'Listening: an expatriate manager on leading local staff'],
    [
      `听一位在苏州工作的英国总经理谈他管理本地员工的经验。${playOnce[0]}`,
      `Listen to a British general manager in Suzhou talk about leading local staff. ${playOnce[1]}`,
    ],
    [audio('ccc-hear-expatriate-manager.mp3', 'Daniel Brooks on managing in Suzhou')],
    [
      choice(
        'What was Daniel’s biggest challenge at the start?',
        ['Getting feedback from his team', 'Learning Chinese', 'Finding suppliers', 'Long working hours'],
        'A',
        ['他的回答第一个词就是 Feedback。', 'His answer begins with the word "Feedback".'],
      ),
      trueFalse('When Daniel asked about problems in a meeting, two supervisors criticised the plan.', false, [
        '会上没人说话（Nobody spoke），两周后计划失败。',
        'Nobody spoke in the meeting, and the plan failed two weeks later.',
      ]),
      qa(
        'Give the two ways Daniel now collects his staff’s ideas.',
        'He asks for ideas one to one, or asks people to write them down before the meeting.',
        [
          '原文：one to one；write them down before the meeting。',
          '"one to one" and "write them down before the meeting".',
        ],
        10,
      ),
      choice(
        'How does Daniel now give praise?',
        [
          'He praises individuals in front of the whole team',
          'He praises the team in public and thanks individuals privately',
          'He only praises by email',
          'He has stopped giving praise',
        ],
        'B',
        [
          '一位年轻工程师被公开表扬时很尴尬，所以他改变了做法。',
          'A young engineer was embarrassed by public praise, so he changed.',
        ],
      ),
      fillBlank(
        'A late supplier was brought back on time by one phone {{1}} to an old friend, while Daniel’s angry {{2}} had done nothing.',
        [['call'], ['emails', 'e-mails']],
        ['最后一句：关系比强硬的邮件更管用。', 'The last line: a relationship worked where angry emails had not.'],
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'ccc-case-joint-venture',
    'caseAnalysis',
    ['案例：合资企业的管理冲突', 'Case: a management conflict in a joint venture'],
    [
      '阅读一家中德合资企业的冲突经过，分析原因并提出解决办法。',
      'Read how a conflict grew in a Chinese–German joint venture, analyse its causes and propose a solution.',
    ],
    [
      text(
        `Taicang Precision Parts is a 50:50 joint venture of Jiangsu Hengtong Group and Kessler Automotive of Stuttgart. It makes brake parts for car makers in China. The general manager, <bl>Wang Jun</bl>, comes from Hengtong; the technical director, <bl>Dr. Frank Kessler</bl>, from Germany.

In March a major customer asked for 20,000 parts two weeks early. Wang promised the date at once: "This customer gives us 40% of our business. We cannot say no." To meet it, the production manager skipped the final 100% inspection that Kessler's written procedure required.

Kessler found out from a shift report. He sent an email in English to Wang, copied to the board in Stuttgart, listing the rules that had been broken. Wang felt he had lost face in front of the German shareholders and stopped inviting Kessler to customer meetings. In May the customer returned 3% of the parts as faulty. Each side now blames the other, and the two managers speak only in the monthly board meeting.`,
        '太仓精密零件公司由江苏恒通集团和斯图加特的凯斯勒汽车各持股 50% 合资组建，为中国汽车厂生产制动零件。总经理王军来自恒通，技术总监弗兰克·凯斯勒博士来自德国。三月，一家大客户要求提前两周交付两万件零件。王军当即答应：“这家客户占我们 40% 的业务，我们不能说不。”为了赶上交期，生产经理跳过了凯斯勒书面程序要求的最终全检。凯斯勒从交班报告中得知此事，用英文给王军发了一封邮件，抄送斯图加特的董事会，列出被违反的规定。王军觉得自己在德方股东面前丢了面子，从此不再邀请凯斯勒参加客户会议。五月，客户以不合格为由退回了 3% 的零件。现在双方互相指责，两位经理只在每月的董事会上说话。',
      ),
    ],
    [
      choice(
        'Which <bl>two</bl> cultural differences are at the centre of the conflict?',
        [
          'Keeping the customer relationship first versus following written procedures',
          'Different tastes in food',
          'Solving problems privately versus reporting them openly to the top',
          'Different working languages in the factory',
        ],
        'AC',
        [
          '一是关系/灵活 vs 规则/程序；二是私下解决、顾及面子 vs 公开上报。',
          'One: relationship and flexibility against rules and procedure; two: private, face-saving solutions against open reporting.',
        ],
      ),
      qa(
        'Why did Wang feel he had "lost face", and how did he react?',
        'Because Kessler criticised him in writing and copied the German board, so his mistake was exposed to the shareholders; he reacted by shutting Kessler out of customer meetings.',
        [
          '要点：抄送董事会使批评公开化；他以排斥对方作为回应。',
          'Key points: copying the board made the criticism public; he shut Kessler out.',
        ],
        15,
      ),
      qa(
        'What did each manager do that was reasonable from his own point of view?',
        'Wang protected a customer that brings 40% of the business; Kessler protected product quality and followed the agreed procedure, which is his job as technical director.',
        [
          '两人各自的出发点都合理：保客户与保质量。',
          'Both had good reasons: keeping the customer and protecting quality.',
        ],
        15,
      ),
      writing(
        'You are an adviser to the board. Write a proposal (at least 100 words) on how the two managers should work together from now on.',
        100,
        'First, bring the two managers together privately with a neutral facilitator, so that neither loses face, and let each explain his reasons. Second, agree a joint rule for rush orders: the general manager may accept an early date only after the technical director confirms how quality checks will be kept, for example by adding a shift or checking samples at a higher rate. Third, agree how problems are reported: first to each other, within 24 hours, and to the board only together. Finally, invite Kessler back to key customer meetings so that quality is part of every promise.',
        [
          '评分要点：先私下沟通保全面子、共同的急单规则、上报流程、恢复合作的具体措施。',
          'Marked on: a private, face-saving first step, a joint rule for rush orders, a reporting process, concrete steps to work together again.',
        ],
      ),
    ],
  ),
  training(
    'ccc-topic-feedback',
    'topicDiscuss',
    ['话题讨论：如何向不同文化背景的下属反馈', 'Topic discussion: giving feedback to staff from different cultures'],
    [
      '阅读关于跨文化反馈的材料和两位经理的做法，回答问题并发表你的看法。',
      'Read about feedback across cultures and what two managers do, then answer and give your view.',
    ],
    [
      text(
        `Cultures differ in how directly they give <bl>negative feedback</bl>. In the Netherlands, Germany or Israel, a manager may say "This report is not good enough" in front of the team, and nobody is offended. In China, Japan or Thailand, the same words in public can damage a relationship; criticism is given in private and softened: "Perhaps we could look again at the figures on page three."

Researchers describe "upgraders", words that make criticism stronger (<it>totally, absolutely</it>), and "downgraders", words that make it softer (<it>a little, maybe, slightly</it>). Direct cultures use more upgraders; indirect cultures more downgraders.

<bl>Anna</bl> (Dutch, team leader in Shanghai): "I say clearly what is wrong, so that people can fix it. Being vague wastes everyone's time."
<bl>Liu Qiang</bl> (Chinese, manager in Rotterdam): "I always start with praise and talk about the problem only at the end. My Dutch staff often miss the problem completely."`,
        '各文化给出负面反馈的直接程度不同。在荷兰、德国或以色列，经理可以当着团队说“这份报告不够好”，没有人会因此生气。在中国、日本或泰国，同样的话当众说出可能损害关系；批评会私下进行并加以缓和：“也许我们可以再看看第三页的数据。”研究者区分了“加强词”（totally, absolutely 等使批评更强烈的词）和“减弱词”（a little, maybe, slightly 等使批评更柔和的词）。直接文化多用加强词，间接文化多用减弱词。安娜（荷兰人，在上海任团队负责人）：“我清楚地指出哪里不对，这样大家才能改正。含糊其辞浪费每个人的时间。”刘强（中国人，在鹿特丹任经理）：“我总是先表扬，最后才谈问题。我的荷兰下属经常完全没注意到问题。”',
      ),
    ],
    [
      qa(
        'What might happen when Anna criticises a Chinese colleague’s report in front of the team?',
        'The colleague may lose face and feel publicly shamed; he may become defensive or silent, and the relationship with Anna may suffer even if the criticism is fair.',
        [
          '要点：当众批评使人丢面子，影响关系和积极性。',
          'Key point: public criticism causes loss of face and hurts the relationship.',
        ],
        15,
      ),
      qa(
        'Why do Liu Qiang’s Dutch staff "miss the problem completely"?',
        'Because they expect criticism to be stated directly; when it comes softly at the end after a lot of praise, they hear mainly the praise and think the work is fine.',
        [
          '要点：直接文化的人只听字面，先扬后抑会被理解为整体肯定。',
          'Key point: direct listeners take the words at face value and hear mostly praise.',
        ],
        15,
      ),
      qa(
        'Rewrite "Your presentation was totally confusing" twice: once for a Dutch colleague and once for a Chinese colleague, using upgraders or downgraders.',
        'Dutch: "Your presentation was confusing: the figures on slides 4 to 6 did not match." Chinese (in private): "Thank you for the presentation. Maybe the figures on slides 4 to 6 could be a little clearer; shall we look at them together?"',
        [
          '对荷兰同事直接具体；对中国同事私下、加减弱词、给出合作方案。',
          'Direct and specific for the Dutch colleague; private, softened and collaborative for the Chinese one.',
        ],
        15,
      ),
      writing(
        'Write a post for the class discussion (at least 100 words): should a manager of a mixed team adapt to each person, or set one feedback style for the whole team? Give reasons and an example.',
        100,
        'A manager should do both. The team needs one clear agreement, for example that problems are always named with facts and a deadline, so that nobody misses them. Within that agreement, the manager can adapt the delivery: more direct and quick with a German engineer, more private and softened with a new Chinese graduate. For example, I would tell both that the test report is late and must be finished by Friday, but I would tell the graduate in a one-to-one talk and add how I can help.',
        [
          '评分要点：观点明确、理由充分、例子具体、结构清晰。',
          'Marked on: a clear view, good reasons, a concrete example, clear structure.',
        ],
      ),
    ],
  ),
];
