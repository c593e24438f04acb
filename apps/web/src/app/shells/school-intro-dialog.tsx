/**
 * The school introduction (part 1 §1): 600 px wide in the teacher shell, 1000 px elsewhere with the
 * rich text in a 650 px scroll area.
 */
import type { TSchoolInfo } from '@lingua/contracts';
import { Avatar, Empty, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../features/rich-text/rich-text-view';

interface SchoolIntroDialogProps {
  open: boolean;
  onClose: () => void;
  school: TSchoolInfo | undefined;
  variant: 'teacher' | 'wide';
}

export function SchoolIntroDialog({ open, onClose, school, variant }: SchoolIntroDialogProps) {
  const { t } = useTranslation();
  const wide = variant === 'wide';
  const title = school ? (
    <Flex align="center" gap={12}>
      {school.schoolLogUrl ? <Avatar shape="square" size={40} src={school.schoolLogUrl} /> : null}
      <span>{school.schoolName}</span>
    </Flex>
  ) : (
    t('school.introTitle')
  );
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={wide ? 1000 : 600}
      title={title}
      aria-label={t('school.introTitle')}
      destroyOnHidden
    >
      <div data-testid="school-intro">
        {school?.schoolIntroduce ? (
          <RichTextView
            html={school.schoolIntroduce}
            style={
              wide
                ? { maxHeight: 650, overflowY: 'auto', paddingRight: 8, lineHeight: 1.8 }
                : { maxHeight: '60vh', overflowY: 'auto', lineHeight: 1.8 }
            }
          />
        ) : (
          <Empty description={t('school.noIntro')} />
        )}
      </div>
    </Modal>
  );
}
