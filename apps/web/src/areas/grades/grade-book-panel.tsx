/**
 * The course grade book of a class (lessonScoreManage): every student's four parts and grade by
 * the class's weights and score rule, what each part counts, the weights to set (customization),
 * and the xlsx with the export dialog's score choice.
 */
import type { TGradeRow } from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Modal, Radio, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { gradeBookApi } from '../../api/grade-book';
import { queryKeys } from '../../api/query-keys';
import { saveBase64File } from '../../features/download/save-base64-file';
import { partLabel, ruleLabel, weightsText } from './grade-labels';
import { GradeSettingsModal } from './grade-settings-modal';

const percent = (v: number | null) => (v === null ? '-' : v);

export function GradeBookPanel({ classId, settingsFirst = false }: { classId: number; settingsFirst?: boolean }) {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(settingsFirst);
  const [exporting, setExporting] = useState(false);
  const [scoreType, setScoreType] = useState<0 | 1 | 2>(0);
  const book = useQuery({
    queryKey: [...queryKeys.gradeBook, 'book', classId],
    queryFn: () => gradeBookApi.book(classId),
  });
  const settings = useQuery({
    queryKey: [...queryKeys.gradeBook, 'settings', classId],
    queryFn: () => gradeBookApi.settings(classId),
  });
  const exportFile = useMutation({
    mutationFn: () => gradeBookApi.exportBook(classId, scoreType),
    onSuccess: (file) => {
      saveBase64File(file.fileName, file.base64);
      setExporting(false);
    },
  });
  const part = (key: 'trainings' | 'tasks' | 'lessons' | 'exams') => ({
    title: `${partLabel(t, key)} (%)`,
    dataIndex: key,
    key,
    width: 110,
    sorter: (a: TGradeRow, b: TGradeRow) => (a[key] ?? -1) - (b[key] ?? -1),
    render: percent,
  });
  const columns: ColumnsType<TGradeRow> = [
    { title: t('grade.student'), dataIndex: 'name', key: 'name', fixed: 'left', width: 110 },
    // The grade beside the name: on a phone it is the column seen without scrolling.
    {
      title: t('grade.grade'),
      dataIndex: 'grade',
      key: 'grade',
      width: 100,
      defaultSortOrder: 'descend',
      sorter: (a, b) => (a.grade ?? -1) - (b.grade ?? -1),
      render: (v: number | null) => <Typography.Text strong>{percent(v)}</Typography.Text>,
    },
    part('trainings'),
    part('tasks'),
    part('lessons'),
    part('exams'),
    { title: t('grade.mobile'), dataIndex: 'mobile', key: 'mobile', width: 130 },
  ];
  const data = book.data;
  if (book.isError)
    return <Alert type="error" showIcon message={isApiError(book.error) ? book.error.message : t('error.unknown')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        {data ? (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'weights', label: t('grade.weights'), children: weightsText(t, data.weights) },
              { key: 'rule', label: t('grade.scoreRule'), children: ruleLabel(t, data.rule) },
              {
                key: 'counts',
                label: t('grade.counted'),
                children: t('grade.counts', data.counts),
              },
            ]}
          />
        ) : null}
        <Space wrap>
          <Button onClick={() => setSettingsOpen(true)} disabled={!settings.data} data-testid="grade-settings">
            {t('grade.setWeights')}
          </Button>
          <Button type="primary" onClick={() => setExporting(true)} disabled={!data || data.rows.length === 0}>
            {t('grade.export')}
          </Button>
        </Space>
      </Space>
      <Typography.Text type="secondary">{t('grade.hint')}</Typography.Text>
      <Table<TGradeRow>
        rowKey="studentId"
        loading={book.isLoading}
        dataSource={data?.rows ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('grade.noStudents')} /> }}
      />
      <GradeSettingsModal settings={settings.data} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <Modal
        open={exporting}
        title={t('grade.exportChoice')}
        okText={t('grade.export')}
        okButtonProps={{ loading: exportFile.isPending }}
        onOk={() => exportFile.mutate()}
        onCancel={() => setExporting(false)}
      >
        <Radio.Group value={scoreType} onChange={(e) => setScoreType(e.target.value)}>
          <Radio value={1}>{t('grade.rules.first')}</Radio>
          <Radio value={0}>{t('grade.rules.highest')}</Radio>
          <Radio value={2}>{t('grade.rules.average')}</Radio>
        </Radio.Group>
      </Modal>
    </Space>
  );
}
