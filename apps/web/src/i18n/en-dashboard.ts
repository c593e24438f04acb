/** The student's home (/student/teaching/index, issue 24): English. */
import type { Dictionary } from './zh';
import type { zhDashboard } from './zh-dashboard';

export const enDashboard: Dictionary<typeof zhDashboard> = {
  dashboard: {
    continue: {
      title: 'Continue learning',
      lastWorked: 'Where you left off',
      next: 'Up next',
      first: 'Start here',
      hint: {
        lastWorked: 'You opened this activity last and have not finished it yet: carry on.',
        next: 'The activity before it is done: go on to the next one.',
        first: "Begin with the course's first activity and work through the steps in order.",
      },
      open: 'Continue',
      start: 'Start',
      allDone:
        'You have completed every activity of this course. Well done! Look back at your reports or practise again on the course page.',
      noContent: "Your class's course has no content yet; it will appear here once your teacher adds it.",
      noCourse: 'Your class has no course yet; your teacher will set one.',
    },
    progress: {
      title: 'Course progress',
      summary: '{{done}} of {{total}} activities completed',
      chapter: '{{done}}/{{total}}',
      openCourse: 'Open the course',
      graph: 'Course knowledge graph',
      ended: 'Your teacher has ended this course: you can read it but no longer answer.',
    },
    due: {
      title: 'Due',
      empty: 'Nothing is due: no task or exam is waiting for you.',
      task: 'Task',
      exam: 'Exam',
      deadline: 'Due {{time}}',
      opens: 'Opens {{time}}',
      opensIn: 'opens in {{span}}',
      left: '{{span}} left',
      over: 'Past the deadline',
      underMinuteLeft: 'under 1 min left',
      started: 'Started',
      running: 'In progress',
      viewTasks: 'All tasks',
      viewExams: 'All exams',
    },
    lesson: {
      title: "Today's online lesson",
      empty: 'No online lesson today. It will appear here when your teacher starts one.',
      live: 'Live',
      ended: 'Ended',
      startedAt: 'Started {{time}}',
      endedAt: 'ended {{time}}',
      enter: 'Join',
      review: 'Review',
    },
    scores: {
      title: 'Recent scores',
      empty: 'Nothing handed in yet. Your scores will appear here after you complete an activity.',
      training: 'Practice',
      exam: 'Exam',
      task: 'Task',
      pending: 'Awaiting grade',
      score: '{{score}} / {{full}}',
      report: 'View report',
    },
    noClass: {
      title: 'Join a class to start',
      body: 'Ask your teacher for the 6-character class code, choose "Join a class" and enter it. Your course, what is due and your scores will then appear here.',
    },
    span: {
      days: '{{d}} d {{h}} h',
      hours: '{{h}} h {{m}} min',
      minutes: '{{m}} min',
      underMinute: 'under 1 min',
    },
    currentClass: 'Current class: {{name}}',
    switchClass: 'Switch class',
    loadError: 'Your learning overview could not be loaded. Please try again.',
    retry: 'Try again',
  },
};
