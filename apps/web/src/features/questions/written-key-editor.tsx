/**
 * The teacher-graded written types' key editor (Q&A, writing, translation): the reference answer
 * the teacher grades against; a translation's source text; a writing task's minimum words. An
 * optional reference left empty is removed (the type takes none rather than an empty one).
 */
import { Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { obj } from './input-parts';
import { KeyText } from './key-editor-parts';
import type { TContent } from './key-edits';
import { KeyField } from './key-field';
import type { TKeyEditorProps } from './question-view';

/** The content with an optional text set, or removed when empty. */
export function withOptionalText(c: TContent, key: string, text: string): TContent {
  const next = { ...c, [key]: text };
  if (text.trim() === '') delete next[key];
  return next;
}

export function WrittenKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const isTranslation = typeof c.source === 'string';
  const hasMinWords = typeof c.minWords === 'number';
  return (
    <Flex vertical gap={8} data-testid="key-editor">
      {isTranslation ? (
        <KeyText
          path="source"
          label={t('keyEditor.source')}
          value={c.source}
          onChange={(source) => onChange({ ...c, source })}
          rows={3}
        />
      ) : null}
      <KeyText
        path="referenceAnswer"
        label={t('keyEditor.reference')}
        value={c.referenceAnswer}
        onChange={(text) =>
          onChange(isTranslation ? { ...c, referenceAnswer: text } : withOptionalText(c, 'referenceAnswer', text))
        }
        rows={4}
        testId="key-reference-input"
      />
      {hasMinWords ? (
        <KeyField path="minWords">
          {(field) => (
            <Flex vertical gap={2}>
              <Typography.Text type="secondary">{t('keyEditor.minWords')}</Typography.Text>
              <InputNumber
                {...field}
                min={0}
                max={5000}
                precision={0}
                value={c.minWords as number}
                onChange={(v) => onChange({ ...c, minWords: typeof v === 'number' ? v : 0 })}
                aria-label={t('keyEditor.minWords')}
              />
            </Flex>
          )}
        </KeyField>
      ) : null}
    </Flex>
  );
}
