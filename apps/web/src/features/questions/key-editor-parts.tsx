/**
 * What the key editors share (the pool's 编辑题目 of a teacher's own training): a labelled text, a
 * list of texts with add and remove (accepted answers, tiles, a word bank), a numbered block, and
 * the lines of a script or a dub. Each reads the untyped content and hands the whole changed
 * content up; the server checks it against the type. Each input names the content's path it edits
 * (`KeyField`), so a refusal marks that input alone.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { list, obj } from './input-parts';
import { replaceAt, type TContent, type TListOp } from './key-edits';
import { KeyField } from './key-field';

/** A labelled text of the content at `path` (a reference answer, a transcript, a text to read). */
export function KeyText({
  path,
  label,
  value,
  onChange,
  rows = 2,
  testId,
}: {
  path: string;
  label: string;
  value: unknown;
  onChange: (text: string) => void;
  rows?: number;
  testId?: string;
}) {
  return (
    <KeyField path={path}>
      {(field) => (
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <Input.TextArea
            {...field}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
            autoSize={{ minRows: rows, maxRows: 12 }}
            maxLength={20_000}
            aria-label={label}
            data-testid={testId}
          />
        </Flex>
      )}
    </KeyField>
  );
}

/** The list of texts at `path`, each with its remove button (never below `min`), and an add button. */
export function TextListEditor({
  path,
  label,
  values,
  onChange,
  min = 1,
  itemLabel,
  testId,
}: {
  path: string;
  label: string;
  values: readonly string[];
  onChange: (op: TListOp) => void;
  min?: number;
  /** The name of one entry, for screen readers ("Accepted answer 2"). */
  itemLabel: (n: number) => string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <KeyField path={path}>
      {() => (
        <Flex vertical gap={4} data-testid={testId}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          {values.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place by position.
            <Flex key={i} gap={6} align="start">
              <KeyField path={`${path}.${i}`}>
                {(field) => (
                  <Input
                    {...field}
                    value={v}
                    onChange={(e) => onChange({ op: 'set', index: i, text: e.target.value })}
                    maxLength={20_000}
                    aria-label={itemLabel(i + 1)}
                  />
                )}
              </KeyField>
              <Button
                icon={<DeleteOutlined />}
                disabled={values.length <= min}
                onClick={() => onChange({ op: 'remove', index: i })}
                aria-label={t('keyEditor.remove', { name: itemLabel(i + 1) })}
              />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => onChange({ op: 'add' })} style={{ alignSelf: 'flex-start' }}>
            {t('keyEditor.add')}
          </Button>
        </Flex>
      )}
    </KeyField>
  );
}

/** A numbered block of the editor (a blank, a field, a line). */
export function KeyBlock({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card size="small" title={title} data-testid={testId} styles={{ body: { padding: 10 } }}>
      <Flex vertical gap={8}>
        {children}
      </Flex>
    </Card>
  );
}

type Line = { text?: string; translation?: string };

/** The text and translation of each line (a dialogue's script, a dub's subtitles); who speaks and when are kept. */
export function LinesKeyEditor({
  content,
  onChange,
  titleOf,
}: {
  content: unknown;
  onChange: (content: TContent) => void;
  titleOf: (line: TContent, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const c = obj(content);
  const lines = list<Line & TContent>(c.lines);
  const setLine = (i: number, patch: Line) => {
    const line = { ...lines[i], ...patch };
    if (patch.translation === '') delete line.translation;
    onChange({ ...c, lines: replaceAt(lines, i, line) });
  };
  return (
    <Flex vertical gap={8} data-testid="key-editor">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited in place by position.
        <KeyBlock key={i} title={titleOf(line, i)}>
          <KeyText
            path={`lines.${i}.text`}
            label={t('keyEditor.lineText')}
            value={line.text}
            onChange={(text) => setLine(i, { text })}
            rows={1}
          />
          <KeyText
            path={`lines.${i}.translation`}
            label={t('keyEditor.translation')}
            value={line.translation}
            onChange={(translation) => setLine(i, { translation })}
            rows={1}
          />
        </KeyBlock>
      ))}
    </Flex>
  );
}
