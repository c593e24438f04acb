/** What the question inputs share: reading the untyped student view, list answers, numbered blanks. */
import type { TQuestionAnswer } from '@lingua/contracts';
import { Flex } from 'antd';
import { MarkupText } from '../../shared/markup-text';

export type Item = { id: string; text?: string; content?: string; label?: string };
export const obj = (c: unknown) => (c && typeof c === 'object' ? (c as Record<string, unknown>) : {});
export const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
export const entries = (a: TQuestionAnswer) => (Array.isArray(a.stu_answer) ? a.stu_answer : []);
export const letter = (i: number) => String.fromCharCode(65 + i);
/** The typed or chosen text of an answer ('' when it is a list). */
export const answerText = (a: Pick<TQuestionAnswer, 'stu_answer'>) =>
  typeof a.stu_answer === 'string' ? a.stu_answer : '';

export function setEntry(a: TQuestionAnswer, i: number, value: string, size: number): TQuestionAnswer {
  const next = Array.from({ length: size }, (_x, k) => entries(a)[k] ?? { stu_answer: '' });
  next[i] = { stu_answer: value };
  return { stu_answer: next };
}

export function Blanks({
  stem,
  count,
  render,
}: {
  stem: string;
  count: number;
  render: (i: number) => React.ReactNode;
}) {
  const hasMarkers = /\{\{\d+\}\}/.test(stem);
  return (
    <div style={{ lineHeight: 2.4 }}>
      {hasMarkers ? (
        <MarkupText text={stem} blank={(n) => render(n - 1)} />
      ) : (
        <>
          <MarkupText text={stem} />
          <Flex vertical gap={8}>
            {Array.from({ length: count }, (_x, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blanks are numbered by position.
              <span key={i}>
                {i + 1}. {render(i)}
              </span>
            ))}
          </Flex>
        </>
      )}
    </div>
  );
}
