/** The teacher's exam pages live in two areas (part 2 §2.1): testInOnlineExamsdex and its teaching twins. */
export function examBase(pathname: string): string {
  return pathname.startsWith('/teacher/teaching') ? '/teacher/teaching' : '/teacher/testInOnlineExamsdex';
}

export function examPage(pathname: string, page: 'index' | 'testInvigilate' | 'testResult' | 'statisticalReport') {
  const base = examBase(pathname);
  if (page === 'index') return base === '/teacher/teaching' ? '/teacher/teaching/testIndex' : `${base}/index`;
  return `${base}/${page}`;
}
