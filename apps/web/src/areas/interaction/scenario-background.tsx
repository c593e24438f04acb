/** A scenario's background: each part in English with its Chinese beneath (student pages and the preview). */
import type { TScenario } from '@lingua/contracts';
import { Card, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../shared/markup-text';

export function ScenarioBackground({ items, style }: { items: TScenario['background']; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('interaction.background')} style={style}>
      {items.map((b) => (
        <div key={b.text}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            <MarkupText text={b.text} />
          </Typography.Paragraph>
          {b.translation ? (
            <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
              {b.translation}
            </Typography.Paragraph>
          ) : null}
        </div>
      ))}
    </Card>
  );
}
