/** A course of the catalogue: name, audience, a short summary; the click opens its details. */
import { ReadOutlined } from '@ant-design/icons';
import type { TLessonPreview } from '@lingua/contracts';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function LessonCard({ lesson, onOpen }: { lesson: TLessonPreview; onOpen: (lesson: TLessonPreview) => void }) {
  const { t } = useTranslation();
  return (
    <Card hoverable className="clickable-card" onClick={() => onOpen(lesson)} data-testid="lesson-card">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <ReadOutlined style={{ color: '#1d4ed8', marginRight: 8 }} />
        {lesson.name}
      </Typography.Title>
      <Tag color="blue">{t('lessons.units', { count: lesson.units })}</Tag>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }} ellipsis={{ rows: 3 }}>
        {lesson.summary}
      </Typography.Paragraph>
    </Card>
  );
}
