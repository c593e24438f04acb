/**
 * What the answer-key views share (the teacher's preview, issue 19 item 6): the right mark, a
 * fraction of the mark, a feedback line, a list of accepted answers, numbered rows, a reference
 * text and a model recording. The views read the whole stored content untyped, so an imported
 * bank's optional grading (fractions, feedback, numbers with tolerances) shows where present.
 */
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Flex, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../shared/markup-text';

/** A number from untyped content, or undefined. */
export const numberAt = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;
/** A non-empty string from untyped content, or undefined. */
export const textAt = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** Right or not, with its word for screen readers and tests. */
export function RightMark({ right }: { right: boolean }) {
  const { t } = useTranslation();
  return right ? (
    <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('preview.right')} data-testid="key-right" />
  ) : (
    <MinusCircleOutlined style={{ color: '#bfbfbf' }} aria-label={t('preview.notRight')} />
  );
}

/** A share of the mark in percent: green when whole, orange when partial, red for a penalty. */
export function Fraction({ value }: { value: number | undefined }) {
  const { t } = useTranslation();
  if (value === undefined) return null;
  const color = value >= 100 ? 'success' : value > 0 ? 'warning' : value < 0 ? 'error' : 'default';
  return (
    <Tag color={color} title={t('preview.fraction')} data-testid="key-fraction" style={{ marginInlineEnd: 0 }}>
      {`${Math.round(value * 100) / 100}%`}
    </Tag>
  );
}

/** A feedback line (what the student reads after that answer); nothing when empty. */
export function Feedback({ text, label }: { text: string | undefined; label?: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Typography.Text type="secondary" data-testid="key-feedback">
      {label ?? t('preview.feedback')}
      <MarkupText text={text} />
    </Typography.Text>
  );
}

/** One accepted answer with its optional fraction and feedback. */
export type TKeyAnswer = { text: ReactNode; fraction?: number; feedback?: string };

/** Accepted answers side by side, each with its fraction and feedback when the content carries them. */
export function AcceptedAnswers({ answers }: { answers: TKeyAnswer[] }) {
  return (
    <Flex vertical gap={2}>
      {answers.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: accepted answers are kept in order.
        <Flex key={i} gap={6} wrap align="baseline">
          <Typography.Text strong data-testid="key-accepted">
            {a.text}
          </Typography.Text>
          <Fraction value={a.fraction} />
          <Feedback text={a.feedback} />
        </Flex>
      ))}
    </Flex>
  );
}

/** Numbered rows of a key: a label (a blank, a field, a left item) and its answer. */
export function KeyRows({ rows }: { rows: { label: ReactNode; answer: ReactNode }[] }) {
  return (
    <Flex vertical gap={6} data-testid="key-rows">
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are numbered by position.
        <Flex key={i} gap={8} align="baseline" wrap>
          <Typography.Text type="secondary" style={{ flex: 'none' }}>
            {r.label}
          </Typography.Text>
          <div style={{ minWidth: 0, flex: 1 }}>{r.answer}</div>
        </Flex>
      ))}
    </Flex>
  );
}

/** A titled block of markup text (a reference answer, a transcript, a text to read). */
export function ReferenceText({ label, text }: { label: string; text: string }) {
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="key-reference">
        <MarkupText text={text} />
      </div>
    </Space>
  );
}

/** A model recording to listen to. */
export function ModelAudio({ url }: { url: string | undefined }) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('preview.modelAudio')}</Typography.Text>
      {/* biome-ignore lint/a11y/useMediaCaption: the text it reads is shown above it. */}
      <audio controls preload="none" src={url} style={{ width: '100%', maxWidth: 420 }} data-testid="key-audio" />
    </Space>
  );
}
