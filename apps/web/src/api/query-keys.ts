/** Query keys shared by the pages that read and the actions that invalidate. */
export const queryKeys = {
  schoolInfo: ['schoolInfo'],
  teacherMain: ['teacherMain'],
  platformList: ['platformList'],
  classResource: ['classResource'],
  messageNum: ['messageNum'],
  messages: ['messages'],
  news: ['news'],
  lessons: ['lessons'],
  overview: ['overview'],
  schools: ['schools'],
  loginPageInfo: ['loginPageInfo'],
  knowledgeGraphs: ['knowledgeGraphs'],
  nowClass: ['nowClass'],
  classLesson: ['classLesson'],
} as const;
