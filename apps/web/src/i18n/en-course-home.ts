/** The teacher's course home, course settings, class selector, recommendations and the knowledge map: English. */

import type { Dictionary } from './zh';
import type { zhCourseHome } from './zh-course-home';

export const enCourseHome: Dictionary<typeof zhCourseHome> = {
  courseHome: {
    hint: 'Your courses, one card per class. Click a cover for the course details; students join with the class code.',
    students: '{{count}} students',
    finishedRate: 'Tasks completed',
    ended: 'Ended',
    classClosed: 'Class closed',
    settings: 'Settings',
    manageStudents: 'Students',
    graph: 'Graph',
    hide: 'Hide',
    unhide: 'Show again',
    hidden: 'Hidden courses ({{count}})',
    hiddenDone: 'Hidden: find it under "Hidden courses" at the bottom of the page',
    shownDone: 'Shown again',
    allHidden: 'Every course is hidden; find them below.',
  },
  courseSetting: {
    title: 'Course settings',
    chooseClass: 'Choose a class first',
    stepUnlockOrder: 'Step unlocking',
    ordered: 'In order: a step opens when every task of the previous step is finished',
    free: 'All open: students study the steps in any order',
    scoreRule: 'Score rule',
    highest: 'Highest score',
    first: 'First attempt',
    scoreDisplay: 'Score students see',
    displayHighest: 'Highest',
    displayLatest: 'Latest attempt',
    save: 'Save settings',
    status: 'Course status',
    open: 'In progress',
    ended: 'Ended',
    endedHint: 'The course has ended: students can read it and see their scores, but cannot start tasks.',
    openHint:
      'The course is running with the settings above. Ending it stops students starting tasks and lets you read the transcript.',
    end: 'End course',
    endConfirm:
      'After ending the course of "{{name}}", students can still read it and see their scores but cannot start tasks. End it?',
    reopen: 'Reopen course',
    reopenConfirm: 'Students will be able to study and answer again. Reopen the course?',
    course: 'Course',
    class: 'Class',
  },
  classSelector: {
    teacher: 'Teacher',
    class: 'Class',
    chooseTeacher: 'Choose a teacher',
    chooseClass: 'Choose a class',
    noClasses: 'No classes',
  },
  recommend: {
    title: 'Recommended courses',
    studying: '{{count}} studying',
    empty: 'You are already studying every course',
  },
  joinPreview: {
    teacher: 'Teacher',
    course: 'Course',
    students: 'Students',
    joined: 'You are already in this class',
    checking: 'Looking up the class…',
  },
  knowledgeMap: {
    button: 'Knowledge network map',
    title: 'Course knowledge network map',
  },
  graphButton: {
    label: 'Knowledge graph',
  },
};
