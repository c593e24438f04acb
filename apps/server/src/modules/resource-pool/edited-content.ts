/**
 * A teacher's edit of a question's whole content (their own training, issue 18 item 4), checked by
 * its type's content schema (the question engine's `checkQuestionContent`). A bad content is a 400
 * naming the field inside it (`content.blanks.0.accepted.0`) with its label in the reader's
 * language (field-labels-question-content.ts); a rule across fields (pairs that name missing
 * items, an order that skips one) is worded in the reader's language too. The stored media
 * (audio, video) are kept whatever is sent: an edit changes texts and answers, never files.
 */
import { checkQuestionContent, questionTypeOf, type TLanguageUse } from '@lingua/contracts';
import { badRequest } from '../../platform/errors';
import { issueError } from '../../platform/validation';
import { contentRuleMessages } from './messages';

const MEDIA_KEYS = ['audioUrl', 'videoUrl'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sent content with the stored media put back (absent stays absent). */
export function keepStoredMedia(sent: unknown, stored: unknown): unknown {
  if (!isRecord(sent)) return sent;
  const out: Record<string, unknown> = { ...sent };
  for (const key of MEDIA_KEYS) {
    if (isRecord(stored) && stored[key] !== undefined) out[key] = stored[key];
    else delete out[key];
  }
  return out;
}

/** The content to store, or a 400 in the reader's language naming what does not fit the type. */
export function checkEditedContent(
  subjectType: number,
  sent: unknown,
  stored: unknown,
  language: TLanguageUse,
): unknown {
  const content = keepStoredMedia(sent, stored);
  if (checkQuestionContent({ subject_type: subjectType, content }) === null) return content;
  const type = questionTypeOf(subjectType);
  if (!type) throw badRequest('poolQuestionInvalid', 'content', { detail: `subject_type ${subjectType}` });
  const result = type.content.safeParse(content);
  const issues = result.success ? [] : result.error.issues;
  // A field's own check first: the platform's message for it ("{label}不能为空"), named by its path.
  const own = issues.find((i) => i.code !== 'custom');
  if (own) throw issueError(own, ['content']);
  // Else a rule across fields (a refine): its sentence in the reader's language.
  const rule = issues[0];
  const words = rule ? contentRuleMessages[rule.message as keyof typeof contentRuleMessages] : undefined;
  throw badRequest('poolQuestionInvalid', 'content', { detail: words?.[language] ?? rule?.message ?? '' });
}
