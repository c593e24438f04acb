/** Drag and drop (24): items dragged (or picked and placed by click) onto targets. */
import type { TPlacedItem } from '@lingua/contracts';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { type Item, list, obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';
import { useTileFocus } from '../../use-tile-focus';

export function DragDropInput({ stem, content, answer, disabled, onChange }: TQuestionInputProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const [picked, setPicked] = useState<string | null>(null);
  const targets = list<Item>(c.targets);
  const items = list<Item>(c.items);
  const placed = answer.resource_subject_content_list ?? [];
  const free = items.filter((i) => !placed.some((p) => p.id === i.id));
  const focus = useTileFocus();
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
      <Flex wrap gap={8} ref={focus.from}>
        {free.map((i) => (
          <Button
            key={i.id}
            size="small"
            disabled={disabled}
            type={picked === i.id ? 'primary' : 'dashed'}
            aria-pressed={picked === i.id}
            draggable={!disabled}
            onDragStart={(e) => e.dataTransfer.setData('text/plain', i.id)}
            onClick={() => setPicked(picked === i.id ? null : i.id)}
          >
            {i.content}
          </Button>
        ))}
      </Flex>
      <Space direction="vertical" style={{ width: '100%' }} ref={focus.to}>
        {targets.map((target, targetIndex) => {
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
                  onClick={() => {
                    focus.leaving('to', targetIndex);
                    onChange({ resource_subject_content_list: placed.filter((p) => p.targetId !== target.id) });
                  }}
                >
                  {here.content} ×
                </Button>
              ) : (
                <Button
                  size="small"
                  type="text"
                  disabled={disabled || !picked}
                  // Every target has one: the name says which.
                  aria-label={`${t('training.placeHere')} ${target.label ?? ''}`}
                  onClick={() => {
                    if (!picked) return;
                    focus.leaving(
                      'from',
                      free.findIndex((i) => i.id === picked),
                    );
                    place(target.id, picked);
                  }}
                >
                  {t('training.placeHere')}
                </Button>
              )}
            </Flex>
          );
        })}
      </Space>
    </Space>
  );
}
