import { schoolTime } from '../../shared/school-time';

/** Where the classroom pages live: the teacher's two areas (part 2 §2.1) and the student's. */
export function teacherBase(pathname: string): string {
  return pathname.startsWith('/teacher/teaching') ? '/teacher/teaching' : '/teacher/onlineManage';
}

export const classViewPath = (pathname: string, lessonId: number) =>
  `${teacherBase(pathname)}/classView?lessonId=${lessonId}`;

export const studentMainPath = (lessonId: number, isLive: boolean) =>
  `/student/teaching/${isLive ? 'onlineMain' : 'onlineMainHistory'}?lessonId=${lessonId}`;

/** What the teacher's QR code opens: the student's lesson page, which signs in with the code. */
export const signInLink = (lessonId: number, code: string) =>
  `${window.location.origin}/student/teaching/onlineMain?lessonId=${lessonId}&code=${code}`;

export const formatTime = (iso: string | null) => (iso ? schoolTime(iso).format('YYYY-MM-DD HH:mm:ss') : '-');
