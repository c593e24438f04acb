/**
 * The online classroom messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const onlineLessonsMessages = {
  lessonAlreadyLive: {
    cn: '该班级已有正在进行的在线课堂，请先结束它',
    en: 'This class already has a live lesson. End it first.',
  },
  lessonNotLive: { cn: '该在线课堂已结束', en: 'This online lesson has ended' },
  signInClosed: { cn: '签到已结束', en: 'Sign-in has ended' },
  signInCodeWrong: {
    cn: '签到码不正确或已过期，请输入屏幕上最新的签到码',
    en: 'The sign-in code is wrong or has expired. Enter the latest code on the screen.',
  },
  tooManySignInAttempts: {
    cn: '签到码错误次数过多，请 {minutes} 分钟后再试或请老师为您签到',
    en: 'Too many wrong codes. Try again in {minutes} minutes, or ask your teacher to mark you.',
  },
  alreadySignedIn: { cn: '您已签到，无需重复签到', en: 'You have already signed in' },
  noSignedInStudents: { cn: '还没有学生签到，无法点名', en: 'No student has signed in yet, so nobody can be called' },
  questionClosed: { cn: '该题已停止作答', en: 'This question is closed' },
  questionAlreadyAnswered: { cn: '您已作答，不能重复提交', en: 'You have already answered this question' },
  answerInvalid: { cn: '请选择有效的选项', en: 'Choose a valid option' },
  onlineLessonStarted: { cn: '在线课堂已开始', en: 'The online lesson has started' },
  onlineLessonEnded: { cn: '在线课堂已结束', en: 'The online lesson has ended' },
  signInEndedNotice: {
    cn: '签到已结束，未签到的学生记为缺勤',
    en: 'Sign-in ended. Students who did not sign in are marked absent.',
  },
  bulkMarked: {
    cn: '已批量更新考勤，学生自主签到的记录保持不变',
    en: "Attendance updated. Students' own sign-ins were left as they were.",
  },
  signedIn: { cn: '签到成功', en: 'Signed in' },
  answerSaved: { cn: '提交成功', en: 'Answer submitted' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
