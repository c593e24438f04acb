/**
 * Content shapes per question type: what an author writes, each in its type's folder under
 * `types/` and gathered here by name. Every question also has a stem (markup text), a full mark
 * and an analysis (subject_answer_anaylse) beside its content. Blanks in a stem or passage are
 * written `{{1}}`, `{{2}}`, ... in order.
 */
export { ZChoiceContent } from './types/choice/content';
export { ZClozeContent } from './types/cloze/content';
export { ZDialogueContent } from './types/dialogue/content';
export { ZDictationContent } from './types/dictation/content';
export { ZDocumentsContent } from './types/documents/content';
export { ZDragDropContent } from './types/drag-drop/content';
export { ZDubContent } from './types/dub/content';
export { ZFillBlankContent } from './types/fill-blank/content';
export { ZJumbledSentenceContent } from './types/jumbled-sentence/content';
export { ZMatchingContent } from './types/matching/content';
export { ZQaContent } from './types/qa/content';
export { ZSequencingContent } from './types/sequencing/content';
export { ZOralContent } from './types/spoken';
export { ZTranslationContent } from './types/translation/content';
export { ZTrueFalseContent } from './types/true-false/content';
export { ZWritingContent } from './types/writing/content';
export { ZAttachmentRule } from './types/written';
