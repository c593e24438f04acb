/** The course grade (lessonScoreManage, customization, the student's lessonScore): English. */

export const enGrades = {
  grade: {
    pageTitle: 'Scores and grades',
    tabGrades: 'Course grades',
    tabLessons: 'Online lesson scores',
    student: 'Student',
    mobile: 'Account',
    grade: 'Course grade',
    parts: { trainings: 'Trainings', tasks: 'Tasks', lessons: 'Online lessons', exams: 'Exams' },
    rules: {
      highest: 'Highest score',
      first: 'First attempt',
      latest: 'Latest attempt',
      average: 'Average of attempts',
    },
    weights: 'Weights',
    scoreRule: 'Score rule',
    counted: 'Counted',
    counts: '{{trainings}} trainings · {{tasks}} tasks · {{lessons}} online lessons · {{exams}} exams',
    hint: 'Each part is a percentage: a training not done, a task not handed in by its deadline and a closed exam not sat score 0; answers waiting for the teacher are left out. A part with nothing to count gives its weight to the others.',
    setWeights: 'Set weights',
    export: 'Export grades',
    exportChoice: 'Export which attempt’s score?',
    noStudents: 'The class has no students yet',
    settingsTitle: 'Grade weights of {{name}}',
    settingsHint:
      'The four weights must add up to 100%. The score rule also decides which attempt counts for trainings and exams.',
    weightRequired: 'Enter a weight (0-100)',
    weightsSum: 'Total {{sum}}%',
    settingsSaved: 'Grade weights saved',
    myTitle: 'My course grade',
    myHint:
      'Your course grade weighs each part; the score rule for trainings and exams: {{rule}}. Answers waiting for the teacher count once graded.',
  },
};
