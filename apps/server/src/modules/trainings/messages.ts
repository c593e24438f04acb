/**
 * The trainings (answering, grading, the question-bank import) messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const trainingsMessages = {
  trainingClosed: { cn: '该实训已关闭', en: 'This training is closed' },
  trainingKindNotOpen: { cn: '该实训类型尚未开放', en: 'This kind of training is not open yet' },
  activityHasNoTraining: { cn: '该任务暂未关联实训', en: 'This task has no training yet' },
  deadlinePassed: {
    cn: '已过截止时间，不能再作答或提交',
    en: 'The deadline has passed: it can no longer be answered or submitted',
  },
  attemptSubmitted: { cn: '答案已提交，不能再修改', en: 'The answers are submitted and can no longer be changed' },
  answerShapeInvalid: { cn: '答案格式不正确：{issue}', en: 'The answer is not valid: {issue}' },
  listenFirst: { cn: '请先完整播放一遍听力音频再作答', en: 'Play the listening audio through once before answering' },
  playLimitReached: { cn: '播放次数已用完', en: 'No plays left' },
  playNotFinished: { cn: '音频尚未播放完', en: 'The audio has not finished playing' },
  recallNotAllowed: { cn: '练习类实训的答案不能撤回', en: 'Answers to practice trainings cannot be recalled' },
  recallViewed: {
    cn: '老师已查看该答案，不能撤回',
    en: 'Your teacher has viewed these answers, so they cannot be recalled',
  },
  recallDraftExists: {
    cn: '已有未提交的作答，不能撤回',
    en: 'You already have unsubmitted answers, so this cannot be recalled',
  },
  scoreOverFullMark: { cn: '分数不能超过满分{fullMark}分', en: 'The score cannot exceed the full mark of {fullMark}' },
  timeUp: {
    cn: '作答时间已到，答案已不能修改，请提交',
    en: 'Time is up: answers can no longer be changed; submit them',
  },
  questionAttachmentRequired: { cn: '第 {list} 题需要上传附件', en: 'Question {list} needs an attachment' },
  bankImportInvalid: {
    cn: '有 {count} 道题有误，未导入任何题目',
    en: '{count} questions have errors: nothing was imported',
  },
  bankNoAnswerBlock: { cn: '缺少答案块 {…}', en: 'no answer block {…}' },
  bankBadAnswerMarks: { cn: '答案须以 = 或 ~ 开头', en: 'answers must start with = or ~' },
  bankNoQuestions: { cn: '文件中没有题目', en: 'the file holds no questions' },
  bankNotMoodle: { cn: '不是 Moodle XML 文件（缺少 <quiz>）', en: 'not a Moodle XML file: no <quiz>' },
  bankTrueFalseAnswer: {
    cn: '判断题须有正确答案 true 或 false',
    en: 'a true/false question needs a right answer "true" or "false"',
  },
  bankTypeUnsupported: { cn: '不支持的题型“{type}”', en: 'question type "{type}" is not supported' },
  bankStemEmpty: { cn: '题干为空', en: 'the stem is empty' },
  bankPointsInvalid: { cn: '分值须为正数', en: 'the points must be a positive number' },
  bankTfLetter: { cn: '答案须为 T 或 F', en: 'the answer must be T or F' },
  bankDifficultyInvalid: { cn: '难度须为 1、2 或 3（可空）', en: 'the difficulty must be 1, 2 or 3' },
  bankMinWordsInvalid: { cn: '最少词数（选项列）须为整数', en: 'the minimum words (Options) must be a whole number' },
  bankSourceEmpty: { cn: '原文（选项列）为空', en: 'the source text (Options) is empty' },
  bankReferenceEmpty: { cn: '参考译文（答案列）为空', en: 'the reference translation (Answer) is empty' },
  bankCodeNotInTemplate: {
    cn: '题型代码“{code}”不在模板范围内（{codes}）',
    en: 'type code "{code}" is not in the template ({codes})',
  },
  bankContentInvalid: { cn: '题目内容不符合题型要求：{issue}', en: 'the question does not fit its type: {issue}' },
  bankFormatUnknown: {
    cn: '请选择题库格式：GIFT、Moodle XML 或 Excel 模板',
    en: 'Choose the format: GIFT, Moodle XML or the Excel template',
  },
  bankFileNotText: { cn: '文件不是文本文件', en: 'The file is not a text file' },
  bankFileNotXlsx: { cn: '请上传 xlsx 格式的题库模板', en: 'Upload the question template as an xlsx file' },
  gradeNotNeeded: { cn: '该题自动评分，无需教师评分', en: 'This question is graded automatically' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
