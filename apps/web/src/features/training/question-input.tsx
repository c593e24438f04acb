/**
 * One question's input, by subject_type (docs/question-types.md). It edits the question sheet
 * item (stu_answer, resource_subject_content_list, result) and hands every change up for autosave.
 */
import { QuestionTypeCodes as C, countWords, type TPlacedItem, type TQuestionAnswer } from '@lingua/contracts';
import { Alert, Button, Checkbox, Flex, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../shared/markup-text';
import { AttachmentInput } from './attachment-input';

type Props = {
  subjectType: number;
  stem: string;
  content: unknown;
  answer: TQuestionAnswer;
  disabled: boolean;
  onChange: (answer: TQuestionAnswer) => void;
};

type Item = { id: string; text?: string; content?: string; label?: string };
const obj = (c: unknown) => (c && typeof c === 'object' ? (c as Record<string, unknown>) : {});
const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const entries = (a: TQuestionAnswer) => (Array.isArray(a.stu_answer) ? a.stu_answer : []);
const letter = (i: number) => String.fromCharCode(65 + i);

function setEntry(a: TQuestionAnswer, i: number, value: string, size: number): TQuestionAnswer {
  const next = Array.from({ length: size }, (_x, k) => entries(a)[k] ?? { stu_answer: '' });
  next[i] = { stu_answer: value };
  return { stu_answer: next };
}

function Blanks({ stem, count, render }: { stem: string; count: number; render: (i: number) => React.ReactNode }) {
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

export function QuestionInput({ subjectType, stem, content, answer, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const c = obj(content);
  const text = typeof answer.stu_answer === 'string' ? answer.stu_answer : '';
  const [picked, setPicked] = useState<string | null>(null);

  switch (subjectType) {
    case C.choice: {
      const options = list<{ key: string; text: string }>(c.options);
      const stemView = <MarkupText text={stem} />;
      if (c.multiple) {
        const value = text ? text.split(',') : [];
        return (
          <Space direction="vertical">
            {stemView}
            <Checkbox.Group
              disabled={disabled}
              value={value}
              onChange={(v) => onChange({ stu_answer: [...(v as string[])].sort().join(',') })}
            >
              <Space direction="vertical">
                {options.map((o) => (
                  <Checkbox key={o.key} value={o.key}>
                    {o.key}. <MarkupText text={o.text} />
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Space>
        );
      }
      return (
        <Space direction="vertical">
          {stemView}
          <Radio.Group
            disabled={disabled}
            value={text || undefined}
            onChange={(e) => onChange({ stu_answer: e.target.value })}
          >
            <Space direction="vertical">
              {options.map((o) => (
                <Radio key={o.key} value={o.key}>
                  {o.key}. <MarkupText text={o.text} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Space>
      );
    }
    case C.trueFalse:
      return (
        <Space direction="vertical">
          <MarkupText text={stem} />
          <Radio.Group
            disabled={disabled}
            value={text || undefined}
            onChange={(e) => onChange({ stu_answer: e.target.value })}
          >
            <Radio value="T">{t('training.true')}</Radio>
            <Radio value="F">{t('training.false')}</Radio>
          </Radio.Group>
        </Space>
      );
    case C.fillBlank: {
      const count = typeof c.blanks === 'number' ? c.blanks : 0;
      const bank = list<string>(c.wordBank);
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          {bank.length > 0 ? (
            <Flex wrap gap={6}>
              {bank.map((w) => (
                <Tag key={w}>{w}</Tag>
              ))}
            </Flex>
          ) : null}
          <Blanks
            stem={stem}
            count={count}
            render={(i) =>
              bank.length > 0 ? (
                <Select
                  size="small"
                  disabled={disabled}
                  style={{ minWidth: 120 }}
                  aria-label={t('training.questionNo', { n: i + 1 })}
                  placeholder={`(${i + 1})`}
                  value={entries(answer)[i]?.stu_answer || undefined}
                  onChange={(v: string) => onChange(setEntry(answer, i, v, count))}
                  options={bank.map((w) => ({ value: w, label: w }))}
                />
              ) : (
                <Input
                  size="small"
                  disabled={disabled}
                  style={{ width: 160 }}
                  aria-label={`(${i + 1})`}
                  placeholder={`(${i + 1})`}
                  value={entries(answer)[i]?.stu_answer ?? ''}
                  onChange={(e) => onChange(setEntry(answer, i, e.target.value, count))}
                />
              )
            }
          />
        </Space>
      );
    }
    case C.cloze: {
      const blanks = list<{ options: string[] }>(c.blanks);
      return (
        <Blanks
          stem={stem}
          count={blanks.length}
          render={(i) => (
            <Select
              size="small"
              disabled={disabled}
              style={{ minWidth: 120 }}
              aria-label={`(${i + 1})`}
              placeholder={`(${i + 1})`}
              value={entries(answer)[i]?.stu_answer || undefined}
              onChange={(v: string) => onChange(setEntry(answer, i, v, blanks.length))}
              options={(blanks[i]?.options ?? []).map((o, k) => ({ value: letter(k), label: `${letter(k)}. ${o}` }))}
            />
          )}
        />
      );
    }
    case C.matching: {
      const left = list<Item>(c.left);
      const right = list<Item>(c.right);
      const linkOf = (id: string) => entries(answer).find((e) => e.stu_answer === id)?.linkItem;
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <MarkupText text={stem} />
          {left.map((l) => (
            <Flex key={l.id} gap={12} align="center" wrap>
              <span style={{ minWidth: 160 }}>
                <MarkupText text={l.text ?? ''} />
              </span>
              <Select
                disabled={disabled}
                allowClear
                style={{ minWidth: 260, flex: 1 }}
                aria-label={l.text}
                placeholder={t('training.chooseOption')}
                value={linkOf(l.id)}
                onChange={(v: string | undefined) => {
                  const rest = entries(answer).filter((e) => e.stu_answer !== l.id);
                  onChange({ stu_answer: v ? [...rest, { stu_answer: l.id, linkItem: v }] : rest });
                }}
                options={right.map((r) => ({ value: r.id, label: r.text }))}
              />
            </Flex>
          ))}
        </Space>
      );
    }
    case C.dragDrop: {
      const targets = list<Item>(c.targets);
      const items = list<Item>(c.items);
      const placed = answer.resource_subject_content_list ?? [];
      const free = items.filter((i) => !placed.some((p) => p.id === i.id));
      const place = (targetId: string, itemId: string) => {
        const item = items.find((i) => i.id === itemId);
        if (!item) return;
        const rest = placed.filter((p) => p.targetId !== targetId && p.id !== itemId);
        const next: TPlacedItem[] = [...rest, { id: itemId, content: item.content ?? '', canDelete: true, targetId }];
        onChange({ resource_subject_content_list: next });
        setPicked(null);
      };
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <MarkupText text={stem} />
          <Typography.Text type="secondary">{t('training.clickToPlace')}</Typography.Text>
          <Flex wrap gap={8}>
            {free.map((i) => (
              <Button
                key={i.id}
                size="small"
                disabled={disabled}
                type={picked === i.id ? 'primary' : 'dashed'}
                draggable={!disabled}
                onDragStart={(e) => e.dataTransfer.setData('text/plain', i.id)}
                onClick={() => setPicked(picked === i.id ? null : i.id)}
              >
                {i.content}
              </Button>
            ))}
          </Flex>
          {targets.map((target) => {
            const here = placed.find((p) => p.targetId === target.id);
            return (
              <Flex
                key={target.id}
                gap={12}
                align="center"
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (!disabled) place(target.id, e.dataTransfer.getData('text/plain'));
                }}
                style={{ border: '1px dashed #d9d9d9', borderRadius: 4, padding: 8 }}
              >
                <strong style={{ minWidth: 120 }}>{target.label}</strong>
                {here ? (
                  <Button
                    size="small"
                    disabled={disabled}
                    onClick={() =>
                      onChange({ resource_subject_content_list: placed.filter((p) => p.targetId !== target.id) })
                    }
                  >
                    {here.content} ×
                  </Button>
                ) : (
                  <Button
                    size="small"
                    type="text"
                    disabled={disabled || !picked}
                    onClick={() => picked && place(target.id, picked)}
                  >
                    {t('training.placeHere')}
                  </Button>
                )}
              </Flex>
            );
          })}
        </Space>
      );
    }
    case C.sequencing: {
      const items = list<Item>(c.items);
      const order = entries(answer)
        .map((e) => e.stu_answer)
        .filter((x) => x !== '');
      const textOf = (id: string) => items.find((i) => i.id === id)?.text ?? id;
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <MarkupText text={stem} />
          <Typography.Text type="secondary">{t('training.orderHint')}</Typography.Text>
          <ol style={{ paddingLeft: 24, margin: 0 }}>
            {order.map((id) => (
              <li key={id}>
                <Button
                  size="small"
                  type="link"
                  disabled={disabled}
                  onClick={() =>
                    onChange({ stu_answer: order.filter((x) => x !== id).map((x) => ({ stu_answer: x })) })
                  }
                >
                  <MarkupText text={textOf(id)} /> ×
                </Button>
              </li>
            ))}
          </ol>
          <Flex wrap gap={8}>
            {items
              .filter((i) => !order.includes(i.id))
              .map((i) => (
                <Button
                  key={i.id}
                  size="small"
                  disabled={disabled}
                  onClick={() => onChange({ stu_answer: [...order, i.id].map((x) => ({ stu_answer: x })) })}
                >
                  <MarkupText text={i.text ?? ''} />
                </Button>
              ))}
          </Flex>
        </Space>
      );
    }
    case C.documents: {
      const fields = list<Item>(c.fields);
      const fieldValue = (id: string) => entries(answer).find((e) => e.linkItem === id)?.stu_answer ?? '';
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <MarkupText text={stem} />
          <div style={{ border: '2px solid #434343', padding: 16, borderRadius: 4 }}>
            <Typography.Title level={5} style={{ textAlign: 'center' }}>
              {String(c.documentTitle ?? '')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              <MarkupText text={String(c.instructions ?? '')} />
            </Typography.Paragraph>
            <Flex vertical gap={8}>
              {fields.map((f) => (
                <Flex key={f.id} gap={12} align="center" wrap>
                  <label htmlFor={`field-${f.id}`} style={{ minWidth: 200 }}>
                    {f.label}
                  </label>
                  <Input
                    id={`field-${f.id}`}
                    disabled={disabled}
                    style={{ flex: 1, minWidth: 200 }}
                    value={fieldValue(f.id)}
                    onChange={(e) => {
                      const rest = entries(answer).filter((x) => x.linkItem !== f.id);
                      onChange({ stu_answer: [...rest, { linkItem: f.id, stu_answer: e.target.value }] });
                    }}
                  />
                </Flex>
              ))}
            </Flex>
          </div>
        </Space>
      );
    }
    case C.jumbledSentence: {
      const tiles = list<string>(c.tiles);
      const placed = answer.resource_subject_content_list ?? [];
      const used = new Set(placed.map((p) => p.id));
      const update = (next: TPlacedItem[]) =>
        onChange({ resource_subject_content_list: next, result: next.map((p) => p.content).join(' ') });
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <MarkupText text={stem} />
          <Typography.Text type="secondary">{t('training.jumbledHint')}</Typography.Text>
          <Typography.Text strong>{t('training.yourSentence')}</Typography.Text>
          <div style={{ minHeight: 36, borderBottom: '1px solid #d9d9d9', padding: 4 }}>
            <Flex wrap gap={6}>
              {placed.map((p) => (
                <Button
                  key={p.id}
                  size="small"
                  disabled={disabled}
                  onClick={() => update(placed.filter((x) => x.id !== p.id))}
                >
                  {p.content}
                </Button>
              ))}
            </Flex>
          </div>
          <Flex wrap gap={6}>
            {tiles.map((w, i) =>
              used.has(`t${i}`) ? null : (
                <Button
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiles may repeat a word; their position is their identity.
                  key={i}
                  size="small"
                  type="dashed"
                  disabled={disabled}
                  onClick={() => update([...placed, { id: `t${i}`, content: w, canDelete: true }])}
                >
                  {w}
                </Button>
              ),
            )}
          </Flex>
        </Space>
      );
    }
    case C.qa:
    case C.writing:
    case C.translation:
    case C.dictation: {
      const minWords = typeof c.minWords === 'number' ? c.minWords : 0;
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <MarkupText text={stem} />
          {subjectType === C.translation ? (
            <div style={{ padding: 12, background: '#fafafa', borderLeft: '3px solid #1677ff' }}>
              <MarkupText text={String(c.source ?? '')} />
            </div>
          ) : null}
          {subjectType === C.dictation && typeof c.audioUrl === 'string' ? (
            // biome-ignore lint/a11y/useMediaCaption: dictation audio is the question: a caption would give the answer away.
            <audio src={c.audioUrl} controls preload="metadata" style={{ width: '100%' }} />
          ) : null}
          <Input.TextArea
            disabled={disabled}
            autoSize={{ minRows: subjectType === C.writing ? 8 : 3, maxRows: 20 }}
            value={text}
            aria-label={t('training.yourAnswer')}
            onChange={(e) => onChange({ ...answer, stu_answer: e.target.value })}
          />
          {c.attachment === 'required' || c.attachment === 'optional' ? (
            <AttachmentInput
              rule={c.attachment}
              value={answer.attachments ?? []}
              disabled={disabled}
              onChange={(attachments) => onChange({ ...answer, attachments })}
            />
          ) : null}
          {subjectType === C.writing ? (
            <Typography.Text type={countWords(text) < minWords ? 'warning' : 'secondary'}>
              {t('training.wordCount', { n: countWords(text) })} · {t('training.minWords', { n: minWords })}
            </Typography.Text>
          ) : null}
        </Space>
      );
    }
    default:
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <MarkupText text={stem} />
          {typeof c.text === 'string' ? <MarkupText text={c.text} /> : null}
          <Alert type="info" showIcon message={t('training.oralLater')} />
        </Space>
      );
  }
}
