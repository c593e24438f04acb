/** Choosing the training an activity opens: the platform's and the school bank's, searched by title. */
import type { TTrainingOption } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, List, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseBuilderApi } from '../../api/course-builder';

export function TrainingPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (training: TTrainingOption) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'cn';
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: ['courseBuilder', 'trainings', keyword],
    queryFn: () => courseBuilderApi.trainingOptions(keyword),
    enabled: open,
  });
  return (
    <Modal open={open} title={t('builder.pickTraining')} onCancel={onClose} footer={null} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t('builder.searchTraining')}
        aria-label={t('builder.searchTraining')}
        maxLength={50}
        onSearch={(v) => setKeyword(v.trim())}
        style={{ marginBottom: 12 }}
      />
      <List
        loading={options.isLoading}
        dataSource={options.data ?? []}
        style={{ maxHeight: 420, overflowY: 'auto' }}
        locale={{ emptyText: options.isError ? t('builder.loadFailed') : undefined }}
        renderItem={(training) => (
          <List.Item
            actions={[
              <Button key="pick" size="small" type="primary" onClick={() => onPick(training)}>
                {t('builder.pickTraining')}
              </Button>,
            ]}
          >
            <Space wrap size={4}>
              <Tag color="blue">{t(`course.kind.${training.kind}`)}</Tag>
              <span>{training.title[language]}</span>
              <Tag>{t('builder.level', { level: training.level })}</Tag>
              {training.fromSchoolBank && <Tag color="gold">{t('builder.schoolBank')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
