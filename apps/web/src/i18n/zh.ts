/** Chinese interface text, the default language. en.ts must have every key (its type checks it). */

import { zhAnswering } from './zh-answering';
import { zhAssistant } from './zh-assistant';
import { zhClassroom } from './zh-classroom';
import { zhCourseHome } from './zh-course-home';
import { zhCourses } from './zh-courses';
import { zhDashboard } from './zh-dashboard';
import { zhExam } from './zh-exam';
import { zhLogin } from './zh-login';
import { zhPreview } from './zh-preview';
import { zhSchoolAdmin } from './zh-school-admin';
import { zhSpeaking } from './zh-speaking';
import { zhTasks } from './zh-tasks';
import { zhTraining } from './zh-training';
export const zh = {
  ...zhLogin,
  ...zhSchoolAdmin,
  ...zhCourses,
  ...zhCourseHome,
  ...zhDashboard,
  ...zhAssistant,
  ...zhTraining,
  ...zhSpeaking,
  ...zhClassroom,
  ...zhTasks,
  ...zhExam,
  ...zhAnswering,
  ...zhPreview,
  common: {
    discardConfirm: '放弃尚未保存的内容吗？',
    discard: '放弃',
    keepEditing: '继续编辑',
    ok: '确定',
    /** Between a label and its value: full-width in Chinese, ": " in English. */
    colon: '：',
    cancel: '取消',
    save: '保存',
    /** The heading of a table's column of buttons and links. */
    actions: '操作',
    viewAll: '查看全部',
  },
  error: {
    unknown: '操作失败，请稍后重试',
    network: '网络连接失败，请检查网络后重试',
    timeout: '请求超时，请稍后重试',
    http: '服务器暂时无法响应（{{status}}），请稍后重试',
  },
  session: {
    kicked: '您的账号已在其他设备登录，当前登录已失效。',
  },
  language: {
    switchLabel: '切换语言',
  },
  brand: {
    defaultPlatform: '外语智能教学资源库平台',
  },
  nav: {
    home: '首页',
    courses: '课程',
    news: '新闻动态',
    loudPractice: '朗读训练',
    myCourses: '我的课程',
    practice: '实训',
    teaching: '教学',
    personalCentre: '个人中心',
    experiments: '虚拟仿真实验',
    vrManage: '实验管理',
    assessment: '考核测评',
    examManage: '考试管理',
    onlineExam: '在线考试',
    onlineClassroom: '在线课堂',
    tasks: '教学任务',
    schoolManage: '学校管理',
    manageTeachers: '教师管理',
    manageStudents: '学生管理',
    manageClasses: '班级管理',
    manageAudit: '操作记录',
    schools: '学校',
    assistantEngines: '助手引擎',
  },
  user: {
    personalCentre: '个人中心',
    switchPlatform: '平台切换',
    signOut: '退出登录',
  },
  logout: {
    confirm: '您确定退出登录吗？',
    ok: '退出',
  },
  bell: {
    title: '消息中心',
    unread: '{{count}} 条未读消息',
  },
  school: {
    introTitle: '学校简介',
    noIntro: '学校暂未填写简介。',
  },
  notOpened: {
    title: '提示',
    text: '您的学校暂未开通此应用！',
    phone: '联系电话：{{phone}}',
    hotline: '服务热线：{{hotline}}',
    email: '邮箱：{{email}}',
  },
  notOpen: {
    title: '此功能尚未开放',
    text: '该模块将在后续版本中提供，当前版本暂不可用。',
    home: '返回首页',
  },
  routeError: {
    title: '页面加载出错',
    text: '页面未能正常显示，可能是网络中断或平台刚刚更新。请刷新后重试。',
    reload: '刷新页面',
  },
  notFound: {
    text: '您访问的页面不存在或已被移除。',
  },
  roles: {
    teacher: '教师',
    student: '学生',
    manager: '学校管理员',
    operator: '平台运营',
  },
  platform: {
    title: '平台切换',
    subtitle: '选择要进入的平台，导航与数据将切换到该平台。',
    current: '当前',
  },
  home: {
    greeting: {
      morning: '上午好，{{name}}',
      afternoon: '下午好，{{name}}',
      evening: '晚上好，{{name}}',
    },
    dateFormat: 'YYYY年M月D日 dddd',
    workspace: '进入工作台',
    platforms: '我的平台',
    latestNews: '最新动态',
    courses: '课程推荐',
  },
  lessons: {
    title: '课程中心',
    subtitle: '平台提供的商务英语与国际贸易课程，点击卡片查看课程详情。',
    units: '{{count}} 个单元',
    unitCount: '单元数',
    audience: '适用对象',
    intro: '课程介绍',
  },
  news: {
    title: '新闻动态',
    publishedAt: '发布于 {{time}}',
  },
  loud: {
    title: '朗读训练',
    intro:
      '朗读是开口说英语的第一步。跟读标准录音、录下自己的声音，系统逐词评测发音、重音和语调，并标出需要改进的单词。坚持每天十分钟，商务场合的自我介绍、产品介绍和会议发言都会更加自信流利。',
    start: '开始练习',
    trainsTitle: '练习什么',
    skills: {
      pronunciation: '发音准确',
      pronunciationText: '逐词评分，绿色为准确、黄色需注意、红色需重读，找准每个音。',
      intonation: '重音与语调',
      intonationText: '对比标准录音的重音位置和句调起伏，读出商务英语的自然节奏。',
      fluency: '流利度',
      fluencyText: '记录停顿与语速，从单词到句子再到段落，逐级提升连贯表达。',
      vocabulary: '商务词汇',
      vocabularyText: '朗读材料取自谈判、函电、会议和展会场景，在读中积累行业词汇。',
    },
    stepsTitle: '怎么练',
    steps: {
      listen: '听示范',
      listenText: '先听标准录音，注意重音和停顿。',
      record: '录音朗读',
      recordText: '点击录音，完整读出句子或段落。',
      score: '查看评测',
      scoreText: '查看总分与逐词得分，找出薄弱发音。',
      repeat: '反复练习',
      repeatText: '针对低分单词重读，直到达到目标分数。',
    },
  },
  classes: {
    code: '班级码',
    students: '{{count}} 名学生',
    teacher: '任课教师：{{name}}',
  },
  teacher: {
    myCoursesHint: '您所带的班级。学生可凭班级码加入班级。',
    noClasses: '还没有班级。新建一个班级并把班级码发给学生。',
  },
  student: {
    title: '我的学习',
    myClasses: '我加入的班级',
    latestMessages: '最新消息',
  },
  manage: {
    title: '学校概况',
    teachers: '教师',
    students: '学生',
    classes: '班级',
    activeToday: '今日活跃',
    chartTitle: '近 7 天在线时长（分钟）',
    minutes: '分钟',
    teacherSeries: '教师',
    studentSeries: '学生',
  },
  profile: {
    title: '个人资料',
    name: '姓名',
    nameRequired: '请输入姓名',
    saved: '个人资料已保存',
    changeAvatar: '更换头像',
    avatarRule: '支持 JPG、PNG、GIF、WEBP，不超过 2 MB',
    avatarType: '仅支持 JPG、PNG、GIF、WEBP 格式的图片',
    avatarSize: '图片大小不能超过 2 MB',
    avatarUpdated: '头像已更新',
    mobile: '手机号',
    role: '身份',
    school: '学校',
  },
  password: {
    title: '修改密码',
    old: '原密码',
    oldRequired: '请输入原密码',
    new: '新密码',
    newRequired: '请输入新密码',
    min: '密码至少6位',
    confirm: '确认新密码',
    confirmRequired: '请再次输入新密码',
    mismatch: '两次输入的密码不一致',
    submit: '修改密码',
  },
  languagePref: {
    title: '界面语言',
    hint: '选择平台界面和系统消息使用的语言，设置会保存到您的账号。',
  },
  messages: {
    all: '全部',
    unread: '未读',
    read: '已读',
    unreadTag: '未读',
    markAllRead: '全部已读',
    deleteSelected: '删除所选（{{count}}）',
    cleanAll: '清空消息',
    cleanAllConfirm: '确定清空全部消息吗？清空后无法恢复。',
    types: {
      system: '系统',
      task: '任务',
      exam: '考试',
      lesson: '课堂',
      class: '班级',
    },
  },
  operator: {
    brand: '平台运营',
    title: '学校管理',
    create: '新建学校',
    createOk: '创建',
    created: '学校已创建',
    schoolName: '学校名称',
    schoolNameLength: '学校名称为 2 至 60 个字',
    schoolNameEn: '英文名称',
    schoolIntroduce: '学校简介',
    contactPhone: '联系电话',
    hotline: '服务热线',
    timeZone: '学校时区',
    timeZoneHint: '本校所有页面、导出和消息中的时间都按此时区显示。',
    email: '邮箱',
    emailInvalid: '请输入正确的邮箱地址',
    managerMobile: '管理员手机号',
    managerName: '管理员姓名',
    managerPassword: '管理员初始密码',
    required: '请填写{{field}}',
    teachers: '教师数',
    students: '学生数',
    createdAt: '创建时间',
  },
} as const;

/** The shape every language must fill: the same keys, any strings. */
export type Dictionary<T = typeof zh> = { [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };
