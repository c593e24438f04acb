/** The teaching task calls (docs/api.md "Teaching tasks"), typed from packages/contracts. */
import type {
  TCreateTaskRequest,
  TPage,
  TRateTaskRequest,
  TStudentTask,
  TStudentTaskItem,
  TSubmitTaskRequest,
  TTaskFile,
  TTaskFinishedReport,
  TTaskProgressRow,
  TTeacherTaskDetail,
  TTeacherTaskItem,
  TUpdateTaskRequest,
} from '@lingua/contracts';
import { apiPost, apiUpload } from './client';

const T = '/openApi/teacher/task';
const S = '/openApi/student/task';

export interface TTaskAnswerDetail {
  taskId: number;
  studentId: number;
  text: string;
  files: TTaskFile[];
  submittedAt: string;
  fullMark: number;
  score: number | null;
  comment: string | null;
}

export const taskApi = {
  create: (body: TCreateTaskRequest) => apiPost<{ taskId: number }>(`${T}/create`, body),
  teacherList: (classId: number, pageNum: number) =>
    apiPost<TPage<TTeacherTaskItem>>(`${T}/list`, { classId, pageNum, pageSize: 10 }),
  teacherDetail: (taskId: number) => apiPost<TTeacherTaskDetail>(`${T}/detail`, { taskId }),
  update: (body: TUpdateTaskRequest) => apiPost<TTeacherTaskDetail>(`${T}/update`, body),
  remove: (taskId: number, classId: number) => apiPost<{ removedAnswers: number }>(`${T}/delete`, { taskId, classId }),
  progress: (taskId: number, classId: number) => apiPost<TTaskProgressRow[]>(`${T}/stuProcess`, { taskId, classId }),
  answerDetail: (taskId: number, classId: number, studentId: number) =>
    apiPost<TTaskAnswerDetail>(`${T}/answerDetail`, { taskId, classId, studentId }),
  rate: (body: TRateTaskRequest) => apiPost<null>(`${T}/rate`, body),
  /** A teacher's task material (fileWorkType 31): background media and attachments. */
  uploadMaterial: (file: File) =>
    apiUpload<{ filePath: string }>('/openApi/overall/upload', file, { fileWorkType: '31' }),

  studentList: (classId: number) => apiPost<TStudentTaskItem[]>(`${S}/list`, { classId }),
  detail: (taskId: number, classId: number) => apiPost<TStudentTask>(`${S}/detail`, { taskId, classId }),
  start: (taskId: number, classId: number) => apiPost<TStudentTask>(`${S}/start`, { taskId, classId }),
  upload: (taskId: number, classId: number, file: File) =>
    apiUpload<TTaskFile>(`${S}/upload`, file, { taskId: String(taskId), classId: String(classId) }),
  submit: (body: TSubmitTaskRequest) => apiPost<TStudentTask>(`${S}/submit`, body),
  /** Quiet: the page shows the autosave state itself instead of a toast. */
  saveDraft: (body: TSubmitTaskRequest) => apiPost<TStudentTask>(`${S}/saveDraft`, body, { quiet: true }),
  finishedReport: (taskId: number, classId: number) =>
    apiPost<TTaskFinishedReport>(`${S}/finishedReport`, { taskId, classId }),
  recall: (taskId: number, classId: number) => apiPost<TStudentTask>(`${S}/recall`, { taskId, classId }),
};
