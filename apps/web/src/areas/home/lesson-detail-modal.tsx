/** The course-details dialog (part 2 §2.11): name, audience, units and what the course covers. */

import type { TLessonPreview } from '@lingua/contracts';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function LessonDetailModal({ lesson, onClose }: { lesson: TLessonPreview | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={lesson !== null} onCancel={onClose} footer={null} width={680} title={lesson?.name} destroyOnHidden>
      {lesson ? (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'audience', label: t('lessons.audience'), children: lesson.audience },
              { key: 'units', label: t('lessons.unitCount'), children: lesson.units },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('lessons.intro')}
          </Typography.Title>
          <Typography.Paragraph style={{ lineHeight: 1.8 }}>{lesson.summary}</Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
