/**
 * The course-details dialog (part 1 §2): name, people studying, audience, introduction, version and
 * a carousel of pictures every 3,000 ms; the thumbnails scroll once there are more than five.
 */
import { useQuery } from '@tanstack/react-query';
import { Carousel, Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { courseApi } from '../../api/courses';
import { RichTextView } from '../rich-text/rich-text-view';

const THUMBNAILS_BEFORE_SCROLL = 5;

export function CourseDetailsDialog({ lessonId, onClose }: { lessonId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['lessonInfo', lessonId],
    queryFn: () => courseApi.lessonInfo(lessonId ?? 0),
    enabled: lessonId !== null,
  });
  const pictures = info.data?.pictures ?? [];
  return (
    <Modal
      open={lessonId !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      title={info.data?.lessonName}
      destroyOnHidden
    >
      {info.isLoading || !info.data ? (
        <Skeleton active />
      ) : (
        <>
          <Carousel autoplay autoplaySpeed={3000} dots={pictures.length > 1}>
            {pictures.map((p) => (
              <div key={p.picUrl}>
                <img
                  src={p.picUrl}
                  alt={info.data.lessonName}
                  style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
                />
              </div>
            ))}
          </Carousel>
          {pictures.length > 1 ? (
            <div
              className="course-thumbnails"
              style={{ overflowX: pictures.length > THUMBNAILS_BEFORE_SCROLL ? 'auto' : 'visible' }}
            >
              {pictures.map((p) => (
                <img key={p.picUrl} src={p.picUrl} alt="" />
              ))}
            </div>
          ) : null}
          <Descriptions column={2} style={{ marginTop: 16 }} size="small">
            <Descriptions.Item label={t('course.studying')}>
              {t('course.people', { count: info.data.studyPeopleNum })}
            </Descriptions.Item>
            <Descriptions.Item label={t('course.version')}>{info.data.version}</Descriptions.Item>
            <Descriptions.Item label={t('course.audience')} span={2}>
              {info.data.lessonOtherInfo}
            </Descriptions.Item>
          </Descriptions>
          <RichTextView html={info.data.lessonContent} />
        </>
      )}
    </Modal>
  );
}
