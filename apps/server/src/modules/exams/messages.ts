/**
 * The online exam (part 1 §8 exam texts) messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const examsMessages = {
  examOutsideWindow: {
    cn: '不在入场时间范围内（请联系监考老师）',
    en: 'Outside the entry time window (contact the invigilator)',
  },
  examPaperClosed: { cn: '试卷已关闭', en: 'The test paper is closed' },
  examEnded: { cn: '考试已结束', en: 'The test has ended' },
  examPaused: { cn: '考试已暂停', en: 'Exam paused' },
  examLocked: { cn: '监考老师已锁定你的屏幕', en: 'The invigilator has locked your screen' },
  examNoAttemptsLeft: { cn: '作答次数已用完', en: 'No attempts left' },
  examStatusAbsent: { cn: '状态已变更为缺考', en: 'Status changed to absent' },
  examStatusCheating: { cn: '状态已变更为疑似作弊', en: 'Status changed to suspected cheating' },
  examStatusSubmitted: { cn: '状态已变更为已提交', en: 'Status changed to submitted' },
  examTimeUp: { cn: '考试时间已到，答案已自动提交', en: 'Time is up: the answers were submitted automatically' },
  examFaceMissing: { cn: '请先在个人中心设置人脸数据', en: 'Face data must be set up in the personal centre' },
  examWindowInvalid: { cn: '结束时间必须晚于开始时间', en: 'The window must close after it opens' },
  examPaperNoQuestions: { cn: '请选择题目或设置抽题规则', en: 'Choose questions or set a rule for drawing them' },
  examPaperEmpty: { cn: '题库中没有足够的该类题目', en: 'The bank has too few questions of that type' },
  examCreated: { cn: '考试已发布', en: 'Exam published' },
  examPaperCreated: { cn: '试卷已创建', en: 'Paper created' },
  examSubmitted: { cn: '交卷成功', en: 'Submitted' },
  examActionDone: { cn: '操作成功', en: 'Done' },
  examFaceSaved: { cn: '人脸数据已保存', en: 'Face data saved' },
  examImageInvalid: { cn: '请上传 JPG 或 PNG 照片', en: 'Upload a JPG or PNG photo' },
  // Editing and deleting papers and exams.
  examPaperUpdated: { cn: '试卷已修改', en: 'Paper updated' },
  examPaperDeleted: { cn: '试卷已删除', en: 'Paper deleted' },
  examPaperQuestionsLocked: {
    cn: '该试卷已用于考试，题目不能再修改（可修改名称和时长，或新建试卷）',
    en: 'This paper has been used in an exam: its questions can no longer change (edit the title and time, or make a new paper)',
  },
  examPaperInUse: {
    cn: '该试卷正用于 {count} 场考试，请先删除这些考试',
    en: 'Exams using this paper: {count}. Delete them first',
  },
  examUpdated: { cn: '考试已修改', en: 'Exam updated' },
  examDeleted: { cn: '考试已删除', en: 'Exam deleted' },
  examTermsLocked: {
    cn: '已有学生开始作答，试卷、模式、开始时间、时长、乱序和人脸核验不能再修改',
    en: 'Students have started: the paper, mode, start time, time limit, shuffle and face check can no longer change',
  },
  examAttemptsBelowUsed: {
    cn: '作答次数不能少于学生已用的 {used} 次',
    en: 'Attempts cannot be fewer than the {used} a student has already used',
  },
  examClosedNoEdit: { cn: '考试已关闭，不能再修改', en: 'The exam is closed and can no longer change' },
  examRunningNoDelete: {
    cn: '还有 {count} 名学生正在作答，请先收卷或关闭考试',
    en: 'Students still answering: {count}. Force-submit or close the exam first',
  },
  // The face check (docs/face-check.md).
  examFaceNoFace: {
    cn: '照片中未检测到人脸，请正对摄像头、保持光线充足后重拍',
    en: 'No face was found in the photo. Face the camera in good light and take it again.',
  },
  examFaceManyFaces: {
    cn: '照片中检测到多张人脸，请确保画面中只有你本人',
    en: 'More than one face is in the photo. Make sure only you are in the picture.',
  },
  examFaceReferenceNoFace: {
    cn: '你的人脸数据中未检测到人脸，请先在个人中心重新设置人脸数据',
    en: 'No face was found in your face data. Set it up again in the personal centre first.',
  },
  examFacePassed: { cn: '人脸核验通过', en: 'Face check passed' },
  examFaceMismatch: {
    cn: '人脸比对未通过，请正对摄像头、保持光线充足后重试',
    en: 'The face check did not match. Face the camera in good light and try again.',
  },
  examFaceContactInvigilator: {
    cn: '人脸核验已失败 {count} 次，请联系监考老师',
    en: 'The face check has failed {count} times. Please contact the invigilator.',
  },
  examFaceTooManyChecks: {
    cn: '人脸核验次数已用完，请联系监考老师',
    en: 'No face checks are left. Please contact the invigilator.',
  },
  examFaceRequired: {
    cn: '请先完成人脸核验（通过后 {minutes} 分钟内开始考试）',
    en: 'Pass the face check first (then start within {minutes} minutes)',
  },
  examFaceNotRequired: { cn: '本场考试无需人脸核验', en: 'This exam has no face check' },
  examFaceWaived: { cn: '已免除该学生的人脸核验', en: "The student's face check is waived" },
  examFaceEngineMissing: {
    cn: '服务器未安装人脸比对组件，请联系管理员',
    en: 'The face comparison engine is not installed on the server. Contact the administrator.',
  },
  examFaceBusy: { cn: '人脸比对繁忙，请稍后再试', en: 'Face comparison is busy. Please try again in a moment.' },
  // Part 1 §8's "too many test takers": the start storm is over this instance's limit (platform/admission.ts).
  // Saves queue far behind the database (a saturated machine): the page's journal resends it.
  examSaveBusy: {
    cn: '保存人数过多，答案已保存在本机，稍后自动重新提交',
    en: 'Too many answers are being saved right now. Yours is kept on this device and will be sent again shortly.',
  },
  examTooManyTakers: {
    cn: '考试人数过多，请稍后再试',
    en: 'Too many test takers are starting right now. Please try again in a moment.',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
