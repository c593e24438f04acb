/** /lessonList: the course catalogue as cards, each with a details dialog. */

import type { TLessonPreview } from '@lingua/contracts';
import { Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { LessonCard } from './lesson-card';
import { LessonDetailModal } from './lesson-detail-modal';
import { useLessons } from './queries';

export function LessonListPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useLessons();
  const [open, setOpen] = useState<TLessonPreview | null>(null);
  useDocumentTitle(t('lessons.title'));
  const lessons = data ?? [];
  return (
    <div className="page-container">
      <div className="page-title">
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t('lessons.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('lessons.subtitle')}</Typography.Text>
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : lessons.length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={[16, 16]}>
          {lessons.map((lesson) => (
            <Col xs={24} md={12} xl={8} key={lesson.key}>
              <LessonCard lesson={lesson} onOpen={setOpen} />
            </Col>
          ))}
        </Row>
      )}
      <LessonDetailModal lesson={open} onClose={() => setOpen(null)} />
    </div>
  );
}
