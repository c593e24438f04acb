/** Teaching plan and school information messages, in both interface languages (platform/messages.ts). */
import type { TLanguageUse } from '@lingua/contracts';

export const teachingMessages = {
  planTitleRequired: { cn: '请填写教学计划标题', en: 'Enter a title for the teaching plan' },
  planTermRequired: { cn: '请选择学期', en: 'Choose a term' },
  planTermInvalid: { cn: '学期格式不正确（如 2026-2027-1）', en: 'The term is not valid (for example 2026-2027-1)' },
  planTextOrFile: {
    cn: '请填写计划正文或上传计划文件（至少一项）',
    en: 'Write the plan or upload a plan document (at least one)',
  },
  planCourseRequired: { cn: '请选择课程', en: 'Choose a course' },
  planFileType: {
    cn: '计划文件只能是 PDF、Word（docx）、Excel（xlsx）或 PowerPoint（pptx）',
    en: 'A plan document must be a PDF, Word (docx), Excel (xlsx) or PowerPoint (pptx) file',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
