/**
 * Chat (tab 4): answers from the school's knowledge base by retrieval (BM25 over words found by
 * ICU word segmentation, which splits Chinese into words), citing the entries it used; with a
 * configured OpenAI-compatible model, that model writes the answer from the same entries. When
 * nothing matches it says so.
 */
import { CHAT_MAX_CHARS, type TChatReply, type TLanguageUse } from '@lingua/contracts';
import type { Db } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import type { EngineEndpoints } from './engines/detect';
import { chatCompletion, RemoteEngineError } from './engines/remote';
import { allKnowledge } from './knowledge-service';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'on',
  'for',
  'and',
  'or',
  'is',
  'are',
  'was',
  'be',
  'what',
  'how',
  'why',
  'which',
  'do',
  'does',
  'i',
  'you',
  'we',
  'it',
  'this',
  'that',
  'with',
  'can',
  'about',
  '的',
  '了',
  '是',
  '在',
  '和',
  '有',
  '吗',
  '呢',
  '什么',
  '怎么',
  '如何',
  '哪些',
  '我',
  '你',
  '请问',
  '一下',
  '中',
  '中的',
]);

/** Words for retrieval: ICU word segmentation (Chinese words, English words lower-cased), stop words out. */
export function terms(text: string): string[] {
  return [...segmenter.segment(text.toLowerCase())]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment)
    .filter((w) => !STOP.has(w) && !(w.length === 1 && /[a-z0-9]/.test(w)));
}

export interface Scored<T> {
  item: T;
  score: number;
}

/** BM25 (k1 1.2, b 0.75) of each document against the query terms; only documents sharing a term. */
export function rank<T>(query: string[], docs: Array<{ item: T; text: string }>): Array<Scored<T>> {
  const tokenised = docs.map((d) => ({ item: d.item, words: terms(d.text) }));
  const n = tokenised.length;
  if (n === 0 || query.length === 0) return [];
  const avg = tokenised.reduce((a, d) => a + d.words.length, 0) / n || 1;
  const df = new Map<string, number>();
  for (const d of tokenised) for (const w of new Set(d.words)) df.set(w, (df.get(w) ?? 0) + 1);
  const unique = [...new Set(query)];
  return tokenised
    .map((d) => {
      const tf = new Map<string, number>();
      for (const w of d.words) tf.set(w, (tf.get(w) ?? 0) + 1);
      let score = 0;
      for (const q of unique) {
        const f = tf.get(q) ?? 0;
        if (f === 0) continue;
        const idf = Math.log(1 + (n - (df.get(q) ?? 0) + 0.5) / ((df.get(q) ?? 0) + 0.5));
        score += (idf * f * 2.2) / (f + 1.2 * (1 - 0.75 + (0.75 * d.words.length) / avg));
      }
      return { item: d.item, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}

const NOTHING = {
  cn: '知识库中没有找到与这个问题相关的内容。可以换个说法再问，或请老师在“知识库维护”中添加相关知识点。',
  en: 'Nothing in the knowledge base matches this question. Try asking another way, or add a knowledge point in knowledge maintenance.',
};
const FOUND = { cn: '根据知识库中的内容：', en: 'From the knowledge base:' };

export async function chat(
  db: Db,
  endpoints: EngineEndpoints,
  user: SessionUser,
  question: string,
  language: TLanguageUse,
): Promise<TChatReply> {
  const text = question.trim();
  if (text === '') throw badRequest('chatEmpty', 'title');
  if ([...text].length > CHAT_MAX_CHARS) throw badRequest('chatTooLong', 'title');
  const rows = await allKnowledge(db, user);
  // Titles count twice: a question usually names the topic.
  const ranked = rank(
    terms(text),
    rows.map((r) => ({ item: r, text: `${r.title} ${r.title} ${r.category} ${r.content}` })),
  );
  const best = ranked[0]?.score ?? 0;
  const used = ranked
    .filter((r) => r.score >= best * 0.5)
    .slice(0, 3)
    .map((r) => r.item);
  if (used.length === 0) return { content: [{ content: NOTHING[language] }], sources: [], answeredBy: 'none' };
  const sources = used.map((r) => ({ id: r.id, title: r.title, category: r.category }));
  if (endpoints.chat) {
    const context = used.map((r, i) => `[${i + 1}] ${r.title} (${r.category})\n${r.content}`).join('\n\n');
    try {
      const answer = await chatCompletion(endpoints, [
        {
          role: 'system',
          content: `You are a teaching assistant for a business English school. Answer in ${language === 'cn' ? 'Chinese' : 'English'} using only these knowledge base entries, citing them as [n]. If they do not answer the question, say so.\n\n${context}`,
        },
        { role: 'user', content: text },
      ]);
      return { content: [{ content: answer }], sources, answeredBy: 'model' };
    } catch (error) {
      if (!(error instanceof RemoteEngineError)) throw error;
      // The model is down: the retrieval answer below still helps, and says where it came from.
    }
  }
  return {
    content: [{ content: FOUND[language] }, ...used.map((r) => ({ content: `【${r.title}】${r.content}` }))],
    sources,
    answeredBy: 'retrieval',
  };
}
