/** /index: the signed-in home dashboard: greeting, platforms, latest news and a few courses. */
import type { TLessonPreview, TNewsItem } from '@lingua/contracts';
import { Button, Card, Col, Empty, List, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useSession } from '../../session/store';
import { schoolTime } from '../../shared/school-time';
import { isCurrentPlatform } from '../platform/choose-platform';
import { PlatformCard } from '../platform/platform-card';
import { usePlatformList } from '../platform/queries';
import { useChoosePlatform } from '../platform/use-choose-platform';
import { GreetingCard } from './greeting-card';
import { LessonCard } from './lesson-card';
import { LessonDetailModal } from './lesson-detail-modal';
import { NewsDetailModal } from './news-detail-modal';
import { useLessons, useNews } from './queries';

export function HomeIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platforms = usePlatformList();
  const news = useNews(1, 3);
  const lessons = useLessons();
  const choose = useChoosePlatform();
  const projectType = useSession((s) => s.projectType);
  const subType = useSession((s) => s.projectSubType);
  const [openNews, setOpenNews] = useState<TNewsItem | null>(null);
  const [openLesson, setOpenLesson] = useState<TLessonPreview | null>(null);
  useDocumentTitle(t('nav.home'));
  const viewAll = (path: string) => (
    <Button type="link" onClick={() => navigate(path)}>
      {t('common.viewAll')}
    </Button>
  );

  return (
    <div className="page-container">
      <GreetingCard />
      <Typography.Title level={4} style={{ margin: '28px 0 16px' }}>
        {t('home.platforms')}
      </Typography.Title>
      {platforms.isLoading ? (
        <Skeleton active />
      ) : (platforms.data ?? []).length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={[16, 16]}>
          {(platforms.data ?? []).map((p) => (
            <Col xs={24} md={12} xl={6} key={p.key}>
              <PlatformCard platform={p} current={isCurrentPlatform(p, projectType, subType)} onChoose={choose} />
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 28 }}>
        <Col xs={24} lg={10}>
          <Card title={t('home.latestNews')} extra={viewAll('/newsList')} style={{ height: '100%' }}>
            <List
              loading={news.isLoading}
              dataSource={news.data?.list ?? []}
              locale={{ emptyText: <Empty /> }}
              renderItem={(item) => (
                <List.Item key={item.newsId} onClick={() => setOpenNews(item)} style={{ cursor: 'pointer' }}>
                  <List.Item.Meta
                    title={<Typography.Text strong>{item.title}</Typography.Text>}
                    description={schoolTime(item.publishTime).format('YYYY-MM-DD')}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('home.courses')} extra={viewAll('/lessonList')} style={{ height: '100%' }}>
            {lessons.isLoading ? (
              <Skeleton active />
            ) : (lessons.data ?? []).length === 0 ? (
              <Empty />
            ) : (
              <Row gutter={[12, 12]}>
                {(lessons.data ?? []).slice(0, 4).map((lesson) => (
                  <Col xs={24} md={12} key={lesson.key}>
                    <LessonCard lesson={lesson} onOpen={setOpenLesson} />
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
      </Row>
      <NewsDetailModal news={openNews} onClose={() => setOpenNews(null)} />
      <LessonDetailModal lesson={openLesson} onClose={() => setOpenLesson(null)} />
    </div>
  );
}
