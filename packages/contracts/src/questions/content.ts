/**
 * Content shapes per question type: what an author writes. Every question also has a stem
 * (markup text), a full mark and an analysis (subject_answer_anaylse) beside its content.
 * Blanks in a stem or passage are written `{{1}}`, `{{2}}`, ... in order.
 */
import { z } from 'zod';

const id = z.string().min(1).max(100);
const text = z.string().min(1).max(20_000);

export const ZChoiceContent = z
  .object({
    options: z
      .array(z.object({ key: z.string().regex(/^[A-Z]$/), text }))
      .min(2)
      .max(10),
    multiple: z.boolean(),
    answer: z.array(z.string().regex(/^[A-Z]$/)).min(1),
  })
  .refine((c) => c.answer.every((k) => c.options.some((o) => o.key === k)), 'answer keys must be options')
  .refine((c) => c.multiple || c.answer.length === 1, 'a single choice has one answer');

export const ZTrueFalseContent = z.object({ answer: z.boolean() });

/** Fill-in-blank; with a word bank it is gap-filling (the student picks words from the bank). */
export const ZFillBlankContent = z.object({
  blanks: z
    .array(z.object({ accepted: z.array(text).min(1) }))
    .min(1)
    .max(50),
  wordBank: z.array(text).optional(),
});

export const ZClozeContent = z.object({
  blanks: z
    .array(
      z
        .object({ options: z.array(text).min(2).max(6), answer: z.number().int().min(0) })
        .refine((b) => b.answer < b.options.length, 'answer must be an option'),
    )
    .min(1)
    .max(50),
});

/** Whether a written answer takes attachments (part 1 §5): required, optional; absent: none. */
export const ZAttachmentRule = z.enum(['required', 'optional']).optional();

export const ZQaContent = z.object({ referenceAnswer: text.optional(), attachment: ZAttachmentRule });

export const ZMatchingContent = z
  .object({
    left: z.array(z.object({ id, text })).min(2).max(20),
    right: z.array(z.object({ id, text })).min(2).max(20),
    pairs: z.array(z.object({ left: id, right: id })).min(1),
  })
  .refine(
    (c) => c.pairs.every((p) => c.left.some((l) => l.id === p.left) && c.right.some((r) => r.id === p.right)),
    'pairs must link existing items',
  );

export const ZWritingContent = z.object({
  minWords: z.number().int().min(0).max(5000),
  referenceAnswer: text.optional(),
  /** The answer must contain Chinese (or must not, for 'en'), checked where demanded. */
  language: z.enum(['en', 'cn']).optional(),
  attachment: ZAttachmentRule,
});

export const ZTranslationContent = z.object({
  direction: z.enum(['en-cn', 'cn-en']),
  source: text,
  referenceAnswer: text,
  attachment: ZAttachmentRule,
});

export const ZDictationContent = z.object({ audioUrl: z.string().min(1), transcript: text });

export const ZDragDropContent = z
  .object({
    targets: z
      .array(z.object({ id, label: text }))
      .min(1)
      .max(20),
    items: z
      .array(z.object({ id, content: text }))
      .min(1)
      .max(30),
    answer: z.array(z.object({ targetId: id, itemId: id })).min(1),
  })
  .refine(
    (c) => c.answer.every((a) => c.targets.some((t) => t.id === a.targetId) && c.items.some((i) => i.id === a.itemId)),
    'answer must link existing targets and items',
  );

export const ZSequencingContent = z
  .object({ items: z.array(z.object({ id, text })).min(2).max(20), order: z.array(id).min(2) })
  .refine(
    (c) => c.order.length === c.items.length && c.items.every((i) => c.order.includes(i.id)),
    'order must list every item once',
  );

export const ZDocumentsContent = z.object({
  documentTitle: text,
  /** The facts the student reads to fill the document (markup text). */
  instructions: text,
  fields: z
    .array(z.object({ id, label: text, accepted: z.array(text).min(1) }))
    .min(1)
    .max(60),
});

export const ZJumbledSentenceContent = z.object({
  tiles: z.array(text).min(2).max(40),
  accepted: z.array(text).min(1),
});

export const ZOralContent = z.object({
  /** The text to read or repeat, or the prompt to speak on. */
  text,
  audioUrl: z.string().optional(),
  /** Seconds of recording allowed (the recorder's limit). */
  answerSeconds: z.number().int().min(5).max(900).optional(),
  /** Seconds to prepare before the recording starts (TOEFL and IELTS timers); none: record at once. */
  prepareSeconds: z.number().int().min(0).max(900).optional(),
  /** The Chinese translation of the text, shown on request. */
  translation: z.string().max(20_000).optional(),
});

/**
 * Role dialogue and role play (subject_type 46): roles with the synthesised voice that speaks them
 * when the machine plays the role, and the script's lines in order. The student picks one role
 * (stu_answer holds its id) and records that role's lines; the machine speaks the others.
 */
export const ZDialogueContent = z
  .object({
    roles: z
      .array(z.object({ id, name: z.string().min(1).max(100), nameCn: z.string().max(100).optional(), voice: id }))
      .min(2)
      .max(6),
    lines: z
      .array(z.object({ role: id, text: z.string().min(1).max(600), translation: z.string().max(600).optional() }))
      .min(2)
      .max(40),
  })
  .refine((c) => c.lines.every((l) => c.roles.some((r) => r.id === l.role)), 'every line must name a role')
  .refine((c) => c.roles.every((r) => c.lines.some((l) => l.role === r.id)), 'every role must have a line');

/**
 * Dubbing (subject_type 48): a clip with subtitle lines; the student records every line over the
 * muted clip, and the server mixes the recordings into the clip as the finished dub.
 */
export const ZDubContent = z.object({
  videoUrl: z.string().min(1),
  durationSeconds: z.number().positive().max(600),
  lines: z
    .array(
      z
        .object({
          start: z.number().min(0),
          end: z.number().positive(),
          text: z.string().min(1).max(600),
          translation: z.string().max(600).optional(),
        })
        .refine((l) => l.end > l.start, 'a line ends after it starts'),
    )
    .min(1)
    .max(40),
});
