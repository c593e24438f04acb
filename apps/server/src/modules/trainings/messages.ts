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
  bankNoAnswerBlock: { cn: '缺少答案块 {…}', en: 'no answer block {…}' },
  bankBadAnswerMarks: { cn: '答案须以 = 或 ~ 开头', en: 'answers must start with = or ~' },
  bankNoQuestions: { cn: '文件中没有题目', en: 'the file holds no questions' },
  bankNotMoodle: { cn: '不是 Moodle XML 文件（缺少 <quiz>）', en: 'not a Moodle XML file: no <quiz>' },
  bankTrueFalseAnswer: {
    cn: '判断题须有正确答案 true 或 false',
    en: 'a true/false question needs a right answer "true" or "false"',
  },
  bankTypeUnsupported: {
    cn: 'Lingua 没有与“{type}”对应的题型，此题未导入',
    en: 'question type "{type}" is not supported: Lingua has no matching type, so it was not imported',
  },
  bankNoTypeReads: {
    cn: '无法识别此题的题型，此题未导入',
    en: 'no question type reads this block, so it was not imported',
  },
  bankDescriptionPassage: {
    cn: '说明文字已作为训练的阅读材料',
    en: 'a description became a reading passage of the training',
  },
  bankMediaImage: { cn: '图片“{file}”已作为训练的材料', en: 'its image "{file}" became material of the training' },
  bankMediaAudio: {
    cn: '音频“{file}”已作为训练的听力材料',
    en: 'its audio "{file}" became the listening material of the training',
  },
  bankMediaVideo: { cn: '视频“{file}”已作为训练的材料', en: 'its video "{file}" became material of the training' },
  bankMediaUnreadable: {
    cn: '文件“{file}”无法读取，未导入',
    en: 'the file "{file}" could not be read and was left out',
  },
  bankMediaNotMedia: {
    cn: '文件“{file}”不是图片、音频或视频，未导入',
    en: 'the file "{file}" is not an image, audio or video and was left out',
  },
  bankCatchAllNoCredit: {
    cn: '“*”（任意其他答案）只作反馈，不得分',
    en: 'the * catch-all answer is feedback only and gives no credit',
  },
  bankShortAnswerNoRight: { cn: '简答题没有得分的答案', en: 'a short answer needs a right answer' },
  bankNumericalNoRight: { cn: '数值题没有正确的数值', en: 'a numerical question needs a right number' },
  bankChoiceNoRight: { cn: '选择题没有正确选项', en: 'a choice needs a right answer' },
  bankClozeNoGaps: { cn: '完形填空题中没有空', en: 'a cloze question holds no gaps' },
  bankClozeMultiResponse: {
    cn: '完形填空中的多选空 Lingua 不支持，此题未导入',
    en: 'a cloze gap with several right answers is not supported, so it was not imported',
  },
  bankClozePartialDropped: { cn: '选择空的部分得分未保留', en: 'partial credit of a choice gap was dropped' },
  bankClozeChoiceTyped: { cn: '选择空改为了填写空', en: 'a choice gap became a typed gap' },
  bankDragGroups: { cn: '多个拖放组合并为一个词库', en: 'the drag groups became one word bank' },
  bankGapUnknown: { cn: '某个空对应的选项不存在', en: 'a gap names a choice the question lacks' },
  bankTooMany: {
    cn: '{what}超过 Lingua 的上限 {max} 个，此题未导入',
    en: 'more {what} than Lingua allows ({max}), so it was not imported',
  },
  bankTooFew: { cn: '{what}少于 {min} 个', en: 'fewer {what} than {min}' },
  bankTextTooLong: { cn: '文字超过 20000 字', en: 'a text is longer than 20,000 characters' },
  bankStemEmpty: { cn: '题干为空', en: 'the stem is empty' },
  bankPointsInvalid: { cn: '分值须为正数', en: 'the points must be a positive number' },
  bankTfLetter: { cn: '答案须为 T 或 F', en: 'the answer must be T or F' },
  bankMatchingPairs: {
    cn: '连线题至少需要两对，每对写作“左项 -> 右项”，各对用 ; 分隔',
    en: 'matching needs at least two pairs written as left -> right, separated by ;',
  },
  bankDifficultyInvalid: { cn: '难度须为 1、2 或 3（可空）', en: 'the difficulty must be 1, 2 or 3' },
  bankMinWordsInvalid: { cn: '最少词数（选项列）须为整数', en: 'the minimum words (Options) must be a whole number' },
  bankSourceEmpty: { cn: '原文（选项列）为空', en: 'the source text (Options) is empty' },
  bankReferenceEmpty: { cn: '参考译文（答案列）为空', en: 'the reference translation (Answer) is empty' },
  bankCodeNotInTemplate: {
    cn: '题型代码“{code}”不在模板范围内（{codes}）',
    en: 'type code "{code}" is not in the template ({codes})',
  },
  bankContentInvalid: {
    cn: '题目内容不符合 Lingua 该题型的要求，未导入',
    en: 'the question does not fit its Lingua type, so it was not imported',
  },
  bankFormatUnknown: {
    cn: '请选择题库格式：GIFT、Moodle XML 或 Excel 模板',
    en: 'Choose the format: GIFT, Moodle XML or the Excel template',
  },
  bankFileNotText: { cn: '文件不是文本文件', en: 'The file is not a text file' },
  bankEncodingUnknown: {
    cn: '无法识别文件的编码，请另存为 UTF-8 编码后再导入',
    en: "The file's encoding could not be read: save it as UTF-8 and import it again",
  },
  bankEncodingUtf16NoBom: {
    cn: '文件是不带 BOM 的 UTF-16 编码，请另存为 UTF-8 编码后再导入',
    en: 'The file is UTF-16 without a byte order mark: save it as UTF-8 and import it again',
  },
  bankEncodingDeclared: {
    cn: '文件声明的编码“{encoding}”无法读取，请另存为 UTF-8 编码后再导入',
    en: 'The file declares the encoding "{encoding}", which cannot be read: save it as UTF-8 and import it again',
  },
  bankImportEmpty: {
    cn: '文件中没有可导入的题目（{count} 道题均未通过，见报告）',
    en: 'The file holds no question that can be imported ({count} skipped: see the report)',
  },
  bankFileNotXlsx: { cn: '请上传 xlsx 格式的题库模板', en: 'Upload the question template as an xlsx file' },
  caseLinkLocked: {
    cn: '请先完成第 {n} 个环节的全部任务',
    en: 'Finish every task of link {n} first',
  },
  caseUnfinished: {
    cn: '综合案例须完成全部环节的任务后才能提交（未完成：第 {list} 个环节）',
    en: 'A comprehensive case is submitted once every task of every link is done (not yet: link {list})',
  },
  excellentNotWritten: {
    cn: '只有教师批阅的书面回答可以设为优秀案例',
    en: 'Only a written answer the teacher grades can be an excellent case',
  },
  excellentNotGraded: {
    cn: '请先批阅该回答（评分与评语），再设为优秀案例',
    en: 'Grade this answer (score and comment) before choosing it as an excellent case',
  },
  gradeNotNeeded: { cn: '该题自动评分，无需教师评分', en: 'This question is graded automatically' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
