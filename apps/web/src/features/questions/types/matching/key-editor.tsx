/** Matching (16): each pair's two texts, pairs added and removed, and the distractors (right items no left item takes). */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addDistractor,
  addMatchingPair,
  matchingRows,
  removeDistractor,
  removeMatchingPair,
  setMatchingText,
} from '../../key-edits';
import type { TKeyEditorProps } from '../../question-view';

export function MatchingKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const { rows, distractors } = matchingRows(content);
  return (
    <Flex vertical gap={6} data-testid="key-editor">
      <Typography.Text type="secondary">{t('keyEditor.pairs')}</Typography.Text>
      {rows.map((row, i) => (
        <Flex key={row.left.id} gap={6} align="center" wrap={false} data-testid="key-pair-row">
          <Input
            value={row.left.text}
            onChange={(e) => onChange(setMatchingText(content, 'left', row.left.id, e.target.value))}
            aria-label={t('keyEditor.pairLeft', { n: i + 1 })}
            maxLength={20_000}
          />
          <span aria-hidden>→</span>
          <Input
            value={row.right.text}
            onChange={(e) => onChange(setMatchingText(content, 'right', row.right.id, e.target.value))}
            aria-label={t('keyEditor.pairRight', { n: i + 1 })}
            maxLength={20_000}
          />
          <Button
            icon={<DeleteOutlined />}
            disabled={rows.length <= 2}
            onClick={() => onChange(removeMatchingPair(content, row.left.id))}
            aria-label={t('keyEditor.remove', { name: t('keyEditor.pair', { n: i + 1 }) })}
          />
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange(addMatchingPair(content))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('keyEditor.addPair')}
      </Button>
      <Typography.Text type="secondary">{t('keyEditor.distractors')}</Typography.Text>
      {distractors.map((d, i) => (
        <Flex key={d.id} gap={6} align="center">
          <Input
            value={d.text}
            onChange={(e) => onChange(setMatchingText(content, 'right', d.id, e.target.value))}
            aria-label={t('keyEditor.distractor', { n: i + 1 })}
            maxLength={20_000}
          />
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
