/**
 * Matching (16): each pair's two texts, pairs added and removed, and the distractors (right items no
 * left item takes). Texts wrap (a business clause is long): side by side where there is room, one
 * above the other on a phone (matching.css).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Item, list, obj } from '../../input-parts';
import {
  addDistractor,
  addMatchingPair,
  matchingRows,
  removeDistractor,
  removeMatchingPair,
  setMatchingText,
} from '../../key-edits';
import { KeyField } from '../../key-field';
import type { TKeyEditorProps } from '../../question-view';
import './matching.css';

const AUTO_SIZE = { minRows: 1, maxRows: 6 };

export function MatchingKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const { rows, distractors } = matchingRows(content);
  const c = obj(content);
  // Inputs name the content's path by the item's place in its column (the server's field paths).
  const pathOf = (side: 'left' | 'right', id: string) =>
    `${side}.${list<Item>(c[side]).findIndex((x) => x.id === id)}.text`;
  const text = (side: 'left' | 'right', item: { id: string; text: string }, label: string) => (
    <KeyField path={pathOf(side, item.id)}>
      {(field) => (
        <Input.TextArea
          {...field}
          value={item.text}
          onChange={(e) => onChange(setMatchingText(content, side, item.id, e.target.value))}
          aria-label={label}
          autoSize={AUTO_SIZE}
          maxLength={20_000}
        />
      )}
    </KeyField>
  );
  return (
    <Flex vertical gap={6} className="matching-key" data-testid="key-editor">
      <Typography.Text type="secondary">{t('keyEditor.pairs')}</Typography.Text>
      <KeyField path="pairs">
        {() => (
          <Flex vertical gap={6}>
            {rows.map((row, i) => (
              <div key={row.left.id} className="matching-key-pair" data-testid="key-pair-row">
                {text('left', row.left, t('keyEditor.pairLeft', { n: i + 1 }))}
                <span className="matching-key-arrow" aria-hidden>
                  →
                </span>
                {text('right', row.right, t('keyEditor.pairRight', { n: i + 1 }))}
                <Button
                  className="matching-key-remove"
                  icon={<DeleteOutlined />}
                  disabled={rows.length <= 2}
                  onClick={() => onChange(removeMatchingPair(content, row.left.id))}
                  aria-label={t('keyEditor.remove', { name: t('keyEditor.pair', { n: i + 1 }) })}
                />
              </div>
            ))}
          </Flex>
        )}
      </KeyField>
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange(addMatchingPair(content))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('keyEditor.addPair')}
      </Button>
      <Typography.Text type="secondary">{t('keyEditor.distractors')}</Typography.Text>
      {distractors.map((d, i) => (
        <Flex key={d.id} gap={6} align="start">
          {text('right', d, t('keyEditor.distractor', { n: i + 1 }))}
          <Button
            icon={<DeleteOutlined />}
            onClick={() => onChange(removeDistractor(content, d.id))}
            aria-label={t('keyEditor.remove', { name: t('keyEditor.distractor', { n: i + 1 }) })}
          />
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange(addDistractor(content))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('keyEditor.addDistractor')}
      </Button>
    </Flex>
  );
}
