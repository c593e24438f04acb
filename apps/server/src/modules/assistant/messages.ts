/**
 * The teacher assistant (part 1 §5) messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const assistantMessages = {
  // The teacher assistant (part 1 §5).
  synthesisNoVoice: { cn: '该语种暂不支持合成', en: 'This language does not support synthesis yet' },
  synthesisTextEmpty: { cn: '请先输入要合成的单词或句子', en: 'Please enter the word or sentence to synthesise first' },
  synthesisTooLong: { cn: '合成文本不能超过{max}个字符', en: 'The text to synthesise can be at most {max} characters' },
  synthesisEnglishOnly: {
    cn: '该音色只朗读英文；中英文混读请选择 Lydia',
    en: 'This voice reads English only; choose Lydia for English and Chinese together',
  },
  engineBusy: { cn: '助手正忙，请稍后再试', en: 'The assistant is busy. Please try again in a moment.' },
  engineTimeout: { cn: '处理超时，请缩短内容后再试', en: 'This took too long. Try a shorter text.' },
  engineMissing: {
    cn: '服务器未安装{tool}所需的引擎，请联系管理员',
    en: 'The server does not have the engine for {tool} installed. Contact the administrator.',
  },
  fileNotOurs: { cn: '文件不存在', en: 'No such file' },
  quoteDone: { cn: '已添加到多媒体资源', en: 'Added to the multimedia resources' },
  ocrNoFile: { cn: '请先选择题目图片，再点击识别', en: 'Please select the question image first, then click recognise' },
  ocrImageTooLarge: { cn: '图片大小不能超过10MB', en: 'The image cannot be larger than 10 MB' },
  ocrImageTooWide: { cn: '图片最长边不能超过4096像素', en: 'The longest side of the image cannot exceed 4096 pixels' },
  translateTextEmpty: { cn: '请输入要翻译的内容', en: 'Please enter the text to translate' },
  translateNeedsEngine: {
    cn: '整句翻译需要翻译引擎：本服务器离线只能翻译单词和短语。请管理员在服务器配置 ASSISTANT_TRANSLATE_URL（LibreTranslate 兼容服务）或 ASSISTANT_CHAT_URL（OpenAI 兼容服务）。',
    en: 'Sentence translation needs a translation engine: offline, this server translates words and phrases only. An administrator can set ASSISTANT_TRANSLATE_URL (a LibreTranslate-compatible server) or ASSISTANT_CHAT_URL (an OpenAI-compatible server).',
  },
  translateEngineFailed: {
    cn: '翻译引擎暂时无法使用，请稍后再试',
    en: 'The translation engine is not answering. Try again later.',
  },
  translateNotChinese: {
    cn: '这段文字不是中文，请切换翻译方向（如“英→中”）',
    en: 'This text is not Chinese: switch the direction (for example English → Chinese)',
  },
  translateNotEnglish: {
    cn: '这段文字不是英文，请切换翻译方向（如“中→英”）',
    en: 'This text is not English: switch the direction (for example Chinese → English)',
  },
  translateNotJapanese: {
    cn: '这段文字不是日文，请切换翻译方向',
    en: 'This text is not Japanese: switch the direction',
  },
  translateDirection: { cn: '暂不支持该翻译方向', en: 'This translation direction is not supported' },
  correctionTextEmpty: { cn: '请输入要批改的内容', en: 'Please enter the text to correct' },
  correctionNotEnglish: { cn: '目前只能批改英文作文', en: 'Only English essays can be corrected for now' },
  chatEmpty: { cn: '不能发送空消息', en: 'Cannot send an empty message' },
  chatTooLong: { cn: '消息不能超过200个字符', en: 'A message can be at most 200 characters' },
  knowledgeCategoryRequired: { cn: '请选择分类', en: 'Choose a category' },
  knowledgeTitleRequired: { cn: '请输入标题', en: 'Enter a title' },
  knowledgeContentRequired: { cn: '请输入内容', en: 'Enter the content' },
  evaluationNotSupported: { cn: '该语种暂不支持测评', en: 'Evaluation of this language is not supported yet' },
  recordingTooShort: { cn: '录音太短，无法识别', en: 'The recording is too short to be recognised' },
  recordingTooLong: { cn: '录音不能超过{seconds}秒', en: 'The recording can be at most {seconds} seconds' },
  recordingNoVoice: { cn: '未检测到声音', en: 'No voice detected' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
