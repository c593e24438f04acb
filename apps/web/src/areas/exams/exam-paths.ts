/**
 * The teacher's exam pages live in three areas (part 2 §2.1, §2.4): testInOnlineExamsdex, its
 * teaching twins, and the competition's (a round is an exam).
 */
export function examBase(pathname: string): string {
  if (pathname.startsWith('/competition/teacher')) return '/competition/teacher';
  return pathname.startsWith('/teacher/teaching') ? '/teacher/teaching' : '/teacher/testInOnlineExamsdex';
}

/** Where a student's exam page goes back to: the exam list, or in a competition its own pages. */
export function studentExamHome(pathname: string): string {
  return pathname.startsWith('/competition/student') ? '/competition/student/index' : '/student/teaching/testIndex';
}

/** A round of a competition ends on its own end page (onlineTestAnswerEnd). */
export function competitionEndPath(pathname: string, examId: number): string | null {
  return pathname.startsWith('/competition/student')
    ? `/competition/student/onlineTestAnswerEnd?examId=${examId}`
    : null;
}

export function examPage(pathname: string, page: 'index' | 'testInvigilate' | 'testResult' | 'statisticalReport') {
  const base = examBase(pathname);
  if (page === 'index') return base === '/teacher/teaching' ? '/teacher/teaching/testIndex' : `${base}/index`;
  return `${base}/${page}`;
}
