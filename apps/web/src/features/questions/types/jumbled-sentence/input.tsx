/** Jumbled sentence (44): tiles clicked into a sentence; the result is the tiles joined by spaces. */
import type { TPlacedItem } from '@lingua/contracts';
import { Button, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { list, obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';
import { useTileFocus } from '../../use-tile-focus';

export function JumbledSentenceInput({ stem, content, answer, disabled, onChange }: TQuestionInputProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const tiles = list<string>(c.tiles);
  const placed = answer.resource_subject_content_list ?? [];
  const used = new Set(placed.map((p) => p.id));
  const focus = useTileFocus();
  const update = (next: TPlacedItem[]) =>
    onChange({ resource_subject_content_list: next, result: next.map((p) => p.content).join(' ') });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <MarkupText text={stem} />
      <Typography.Text type="secondary">{t('training.jumbledHint')}</Typography.Text>
      <Typography.Text strong>{t('training.yourSentence')}</Typography.Text>
      <div style={{ minHeight: 36, borderBottom: '1px solid #d9d9d9', padding: 4 }}>
        <Flex wrap gap={6} ref={focus.to}>
          {placed.map((p, index) => (
            <Button
              key={p.id}
              size="small"
              disabled={disabled}
              onClick={() => {
                focus.leaving('to', index);
                update(placed.filter((x) => x.id !== p.id));
              }}
            >
              {p.content}
            </Button>
          ))}
        </Flex>
      </div>
      <Flex wrap gap={6} ref={focus.from}>
        {tiles.map((w, i) =>
          used.has(`t${i}`) ? null : (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: tiles may repeat a word; their position is their identity.
              key={i}
              size="small"
              type="dashed"
              disabled={disabled}
              onClick={() => {
                focus.leaving('from', tiles.slice(0, i).filter((_, j) => !used.has(`t${j}`)).length);
                update([...placed, { id: `t${i}`, content: w, canDelete: true }]);
              }}
            >
              {w}
            </Button>
          ),
        )}
      </Flex>
    </Space>
  );
}
