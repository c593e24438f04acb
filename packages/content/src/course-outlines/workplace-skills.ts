/**
 * Outline of the Workplace Skills course: six modules practised as tasks in simulated workplace
 * scenes, from finding a job to social etiquette.
 */
import type { TCourseOutline } from '@lingua/contracts';
import { apply, chapter, check, learn, outline, practise } from './outline-builder';

export const WORKPLACE_SKILLS_OUTLINE: TCourseOutline = outline('workplace-skills', [
  chapter(
    '个人职场',
    'Personal workplace',
    learn(
      ['readSkill', '阅读一则英文招聘启事', 'Read a job advertisement in English', 'wps-read-job-ad'],
      ['wordTraining', '掌握简历常用词汇', 'Learn the key vocabulary for a CV', 'wps-words-cv'],
    ),
    practise(
      ['writingSkill', '撰写英文简历', 'Write a CV in English', 'wps-write-cv'],
      ['hearingSkill', '听新员工入职培训', 'Listen to an induction session for new staff', 'wps-hear-induction'],
    ),
    apply(
      ['rolePlay', '角色扮演：求职面试', 'Role play: a job interview', 'wps-role-play-interview'],
      ['task', '提交个人职业发展规划', 'Hand in a personal career plan'],
    ),
  ),
  chapter(
    '商务办公',
    'Business office',
    learn(
      ['readSkill', '阅读办公室规章与内部通知', 'Read office rules and an internal notice', 'wps-read-office-notice'],
      ['hearingSkill', '听上司布置工作任务', 'Listen to a manager hand out tasks', 'wps-hear-manager-tasks'],
    ),
    practise(
      ['writingSkill', '撰写会议通知', 'Write a meeting notice', 'wps-write-meeting-notice'],
      ['billSkill', '填写差旅费报销单', 'Fill in a travel expense claim', 'wps-bill-travel-expenses'],
      ['practicalOperation', '安排客户来访日程', "Plan a client's visit", 'wps-operation-client-visit'],
    ),
    check(['testPaper', '商务办公模块测验', 'Quiz: the business office']),
  ),
  chapter(
    '商务沟通',
    'Business communication',
    learn(
      ['hearingSkill', '听一通客户投诉电话', 'Listen to a customer complaint call', 'wps-hear-complaint-call'],
      ['sentenceTraining', '练习电话沟通常用句型', 'Practise useful telephone phrases', 'wps-sentences-telephone'],
    ),
    practise(
      ['writingSkill', '撰写工作进度汇报邮件', 'Write an email reporting progress', 'wps-write-progress-email'],
      [
        'oralSkill',
        '朗读产品演示开场白',
        'Read aloud the opening of a product presentation',
        'wps-oral-presentation-opening',
      ],
    ),
    apply(
      ['speechSkill', '做一次产品演示', 'Give a product presentation', 'wps-speech-product-presentation'],
      [
        'roleDialogue',
        '模拟：电话处理客户投诉',
        'Role dialogue: handle a complaint by phone',
        'wps-role-dialogue-complaint-call',
      ],
    ),
  ),
  chapter(
    '商务谈判',
    'Business negotiation',
    learn(
      [
        'readSkill',
        '阅读一份谈判准备清单',
        'Read a negotiation preparation checklist',
        'wps-read-negotiation-checklist',
      ],
      [
        'hearingSkill',
        '听一段采购价格谈判',
        'Listen to a negotiation over a purchase price',
        'wps-hear-price-negotiation',
      ],
    ),
    practise(
      [
        'caseAnalysis',
        '分析一次让步过多的谈判',
        'Analyse a negotiation in which one side gave away too much',
        'wps-case-too-many-concessions',
      ],
      [
        'rolePlay',
        '角色扮演：与供应商谈判价格',
        'Role play: negotiate a price with a supplier',
        'wps-role-play-supplier-price',
      ],
    ),
    apply([
      'writingSkill',
      '撰写谈判后的确认邮件',
      'Write an email confirming what was agreed',
      'wps-write-agreement-confirmation',
    ]),
  ),
  chapter(
    '跨文化交际',
    'Cross-cultural communication',
    learn(
      [
        'readSkill',
        '阅读：不同文化的工作习惯',
        'Read about working habits in different cultures',
        'wps-read-working-habits',
      ],
      [
        'hearingSkill',
        '听多元文化团队的周会',
        'Listen to the weekly meeting of a multicultural team',
        'wps-hear-multicultural-meeting',
      ],
    ),
    practise(
      [
        'topicDiscuss',
        '讨论：如何与外籍同事高效合作',
        'Discuss how to work well with colleagues from abroad',
        'wps-topic-foreign-colleagues',
      ],
      [
        'roleDialogue',
        '模拟：到机场迎接外宾',
        'Role dialogue: meet a foreign visitor at the airport',
        'wps-role-dialogue-airport-visitor',
      ],
    ),
    apply(['task', '提交外宾接待方案', 'Hand in a plan for hosting foreign visitors']),
  ),
  chapter(
    '社交礼仪',
    'Social etiquette',
    learn(
      [
        'readSkill',
        '阅读：见面、宴请与着装礼仪',
        'Read about etiquette for meeting people, dining and dress',
        'wps-read-etiquette',
      ],
      ['hearingSkill', '听商务晚宴上的寒暄', 'Listen to small talk at a business dinner', 'wps-hear-dinner-small-talk'],
    ),
    practise(
      ['dubbing', '为商务接待视频配音', 'Dub a video of a business reception', 'wps-dub-business-reception'],
      ['oralSkill', '练习祝酒与致谢用语', 'Practise toasts and words of thanks', 'wps-oral-toasts'],
    ),
    apply([
      'rolePlay',
      '角色扮演：宴请海外客户',
      'Role play: host a dinner for an overseas client',
      'wps-role-play-client-dinner',
    ]),
    check(['testPaper', '职场技能课程综合测试', 'Final test: Workplace Skills']),
  ),
]);
