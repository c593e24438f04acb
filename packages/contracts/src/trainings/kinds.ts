/**
 * The training-kind registry (part 1 §2 practicals): one descriptor per kind. The four page
 * families (answer, report, history, finished report) are written once and read the descriptor;
 * `routes.ts` maps every student route of those families to a descriptor and a family.
 */
import { QuestionTypeCodes as C, type TSubjectType } from '../questions/codes';

export const TrainingKinds = [
  'readSkill',
  'hearingSkill',
  'caseAnalysis',
  'caseAnalyse',
  'dubbing',
  'writingSkill',
  'translateSkill',
  'billSkill',
  'topicDiscuss',
  'speechSkill',
  'toefl',
  'ielts',
  'roleDialogue',
  'studySkill',
  'vr',
  'oralSkill',
  'multiple',
  'interaction',
  'wordTraining',
  'sentenceTraining',
  'sentencesStrengthen',
  'paragraphsTraining',
  'paragraphsStrengthen',
  'rolePlayPro',
  'rolePlay',
  'practicalOperation',
  'practicalSkill',
  'speechPractical',
  'practical_exercises',
] as const;
export type TTrainingKind = (typeof TrainingKinds)[number];

/** The later issue that opens a kind this issue does not: speech, group or simulation work. */
export type TLaterIssue = 'speech' | 'group' | 'simulation';

/** Listening rules (part 1 §5): play fully once, limited plays, answering blocked, no seeking or speed change. */
export type TListeningRules = {
  mustPlayFully: boolean;
  /** 0: unlimited. */
  maxPlays: number;
  blockAnswerUntilEnd: boolean;
  noSeek: boolean;
  noRateChange: boolean;
};

export type TTrainingKindDescriptor = {
  kind: TTrainingKind;
  label: { cn: string; en: string };
  /** open: this issue makes it work; otherwise the later issue that does. */
  status: 'open' | TLaterIssue;
  /** The exam practice type mapping of part 1 §4: 5 oral, 17 bill, others practice. */
  category: 'practice' | 'oral' | 'bill';
  /** The question types its papers hold (empty for kinds not open yet). */
  questionTypes: readonly TSubjectType[];
  /** Whether a submitted answer can be recalled (never for practice types, part 1 §4). */
  recallable: boolean;
  /** Default listening rules of its audio background; trainings may set their own. */
  listening: TListeningRules | null;
  /** Speaking kinds whose scored attempts form a class rank (challenges, role play). */
  rank: boolean;
};

const objective: TSubjectType[] = [
  C.choice,
  C.trueFalse,
  C.fillBlank,
  C.cloze,
  C.matching,
  C.dragDrop,
  C.sequencing,
  C.jumbledSentence,
];

export const NoListeningRules: TListeningRules = {
  mustPlayFully: false,
  maxPlays: 0,
  blockAnswerUntilEnd: false,
  noSeek: false,
  noRateChange: false,
};

function kind(
  k: TTrainingKind,
  cn: string,
  en: string,
  rest: Partial<Omit<TTrainingKindDescriptor, 'kind' | 'label'>> = {},
): TTrainingKindDescriptor {
  return {
    kind: k,
    label: { cn, en },
    status: rest.status ?? 'open',
    category: rest.category ?? 'practice',
    questionTypes: rest.questionTypes ?? [],
    recallable: rest.recallable ?? false,
    listening: rest.listening ?? null,
    rank: rest.rank ?? false,
  };
}

const teacherGraded = { recallable: true };
/** Speaking kinds (issue 7): spoken answers scored by the pronunciation engine's jobs. */
const oral = { category: 'oral' as const };

export const TrainingKindDescriptors: Record<TTrainingKind, TTrainingKindDescriptor> = {
  readSkill: kind('readSkill', '阅读技能训练', 'Reading skills', {
    questionTypes: [...objective, C.qa],
  }),
  hearingSkill: kind('hearingSkill', '听力技能训练', 'Listening skills', {
    questionTypes: [C.choice, C.trueFalse, C.fillBlank, C.dictation, C.matching, C.sequencing, C.qa],
    listening: { mustPlayFully: true, maxPlays: 3, blockAnswerUntilEnd: true, noSeek: true, noRateChange: false },
  }),
  caseAnalysis: kind('caseAnalysis', '案例分析', 'Case analysis', {
    // The case is read and checked (objective items) before it is analysed in writing.
    questionTypes: [C.qa, C.choice, C.writing, C.trueFalse, C.fillBlank, C.matching, C.sequencing],
    ...teacherGraded,
  }),
  caseAnalyse: kind('caseAnalyse', '案例分析', 'Case analysis', {
    questionTypes: [C.qa, C.choice, C.writing],
    ...teacherGraded,
  }),
  dubbing: kind('dubbing', '视频配音', 'Video dubbing', { ...oral, questionTypes: [C.dub], rank: true }),
  writingSkill: kind('writingSkill', '写作技能训练', 'Writing skills', {
    // Warm-ups on the model letter (choice, true/false, matching) before the letter is written.
    questionTypes: [C.writing, C.jumbledSentence, C.fillBlank, C.choice, C.trueFalse, C.matching, C.documents],
    ...teacherGraded,
  }),
  translateSkill: kind('translateSkill', '翻译技能训练', 'Translation skills', {
    questionTypes: [C.translation, C.fillBlank, C.matching],
    ...teacherGraded,
  }),
  billSkill: kind('billSkill', '单证技能训练', 'Trade documents', {
    category: 'bill',
    questionTypes: [C.documents, C.fillBlank, C.matching, C.dragDrop, C.choice, C.trueFalse, C.qa, C.sequencing],
    ...teacherGraded,
  }),
  topicDiscuss: kind('topicDiscuss', '话题讨论', 'Topic discussion', {
    questionTypes: [C.qa, C.writing, C.choice, C.trueFalse],
    ...teacherGraded,
  }),
  speechSkill: kind('speechSkill', '演讲技能训练', 'Speech skills', { ...oral, questionTypes: [C.speech, C.speaking] }),
  toefl: kind('toefl', '托福口语', 'TOEFL speaking', { ...oral, questionTypes: [C.speaking] }),
  ielts: kind('ielts', '雅思口语', 'IELTS speaking', { ...oral, questionTypes: [C.speaking, C.discussion] }),
  roleDialogue: kind('roleDialogue', '角色对话', 'Role dialogue', { ...oral, questionTypes: [C.dialogue], rank: true }),
  studySkill: kind('studySkill', '学习技能训练', 'Study skills', { questionTypes: objective }),
  vr: kind('vr', '虚拟仿真实训', 'Virtual simulation', { status: 'simulation' }),
  oralSkill: kind('oralSkill', '口语技能训练', 'Speaking skills', {
    ...oral,
    questionTypes: [C.readWord, C.repeatSentence, C.readAloud],
  }),
  // A business case in linked steps (links), each a list of tasks of any written or objective type.
  multiple: kind('multiple', '综合案例', 'Comprehensive case', {
    questionTypes: [
      C.qa,
      C.writing,
      C.choice,
      C.trueFalse,
      C.fillBlank,
      C.matching,
      C.sequencing,
      C.documents,
      C.translation,
    ],
    ...teacherGraded,
  }),
  // Issue 16 item 3: stages are Q&A questions, one shared team answer each (modules/interaction).
  interaction: kind('interaction', '互动实训', 'Interactive training', { questionTypes: [C.qa] }),
  wordTraining: kind('wordTraining', '单词训练', 'Word training', { ...oral, questionTypes: [C.readWord], rank: true }),
  sentenceTraining: kind('sentenceTraining', '句子训练', 'Sentence training', {
    ...oral,
    questionTypes: [C.repeatSentence],
    rank: true,
  }),
  sentencesStrengthen: kind('sentencesStrengthen', '句子强化', 'Sentence strengthening', {
    ...oral,
    questionTypes: [C.repeatSentence],
    rank: true,
  }),
  paragraphsTraining: kind('paragraphsTraining', '段落训练', 'Paragraph training', {
    ...oral,
    questionTypes: [C.readAloud],
    rank: true,
  }),
  paragraphsStrengthen: kind('paragraphsStrengthen', '段落强化', 'Paragraph strengthening', {
    ...oral,
    questionTypes: [C.readAloud],
  }),
  rolePlayPro: kind('rolePlayPro', '角色扮演挑战', 'Role play challenge', {
    ...oral,
    questionTypes: [C.dialogue],
    rank: true,
  }),
  rolePlay: kind('rolePlay', '角色扮演', 'Role play', { ...oral, questionTypes: [C.dialogue], rank: true }),
  practicalOperation: kind('practicalOperation', '实操训练', 'Practical operation', {
    questionTypes: [
      C.documents,
      C.dragDrop,
      C.sequencing,
      C.qa,
      C.choice,
      C.trueFalse,
      C.fillBlank,
      C.matching,
      C.writing,
    ],
    ...teacherGraded,
  }),
  practicalSkill: kind('practicalSkill', '实践技能训练', 'Practical skills', {
    questionTypes: [...objective, C.qa, C.writing],
    ...teacherGraded,
  }),
  speechPractical: kind('speechPractical', '口语实训', 'Speech practice', {
    ...oral,
    questionTypes: [C.speech, C.speaking, C.discussion],
  }),
  practical_exercises: kind('practical_exercises', '实训练习', 'Practice exercises', {
    questionTypes: [...objective, C.dictation],
  }),
};

export function isOpenKind(k: TTrainingKind): boolean {
  return TrainingKindDescriptors[k].status === 'open';
}

/** Every kind's name in one language: the web's `training.kind.<kind>` labels. */
export function trainingKindLabels(language: 'cn' | 'en'): Record<TTrainingKind, string> {
  return Object.fromEntries(TrainingKinds.map((k) => [k, TrainingKindDescriptors[k].label[language]])) as Record<
    TTrainingKind,
    string
  >;
}
