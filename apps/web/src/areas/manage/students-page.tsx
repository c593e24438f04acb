/**
 * /manage/manage/students: the school's students for its manager: search, filter by class (the
 * filter also chooses the class the roster import fills: the class page's one import), export;
 * per student their classes, move to another class, reset password, disable or enable.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import type { TSchoolStudent } from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { manageApi } from '../../api/manage';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { RosterActions } from '../classes/roster-actions';
import { AccountActions, StatusTag } from './account-actions';
import { TableEmpty } from './list-states';
import { MoveStudentModal } from './move-student-modal';
import { displayMobile, SchoolNumberCell, SchoolNumberImport } from './school-number';

const PAGE_SIZE = 20;

export function ManageStudentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const classId = Number(params.get('classId')) || undefined;
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [moving, setMoving] = useState<TSchoolStudent | null>(null);
  useDocumentTitle(t('admin.students.title'));
  const classes = useQuery({
    queryKey: [...queryKeys.adminClasses, 'working'],
    queryFn: () => manageApi.classList('working'),
  });
  const filter = { keyword: keyword || undefined, classId };
  const list = useQuery({
    queryKey: [...queryKeys.adminStudents, filter, pageNum],
    queryFn: () => manageApi.studentList({ ...filter, pageNum, pageSize: PAGE_SIZE }),
  });
  const exporter = useMutation({
    mutationFn: () => manageApi.exportStudents(filter),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const chooseClass = (id: number | undefined) => {
    setPageNum(1);
    setParams(id ? { classId: String(id) } : {}, { replace: true });
  };
  const classOptions = (classes.data ?? []).map((c) => ({
    value: c.classId,
    label: `${c.className} · ${c.teacherName}`,
  }));

  const columns = [
    { title: t('admin.common.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('admin.common.mobile'),
      key: 'mobile',
      render: (_: unknown, s: TSchoolStudent) => displayMobile(s.mobile),
    },
    {
      title: t('admin.schoolNumber.column'),
      key: 'schoolNumber',
      render: (_: unknown, s: TSchoolStudent) => <SchoolNumberCell person={s} editable />,
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, s: TSchoolStudent) => <StatusTag status={s.status} />,
    },
    {
      title: t('admin.common.classes'),
      key: 'classes',
      render: (_: unknown, s: TSchoolStudent) =>
        s.classes.length === 0 ? (
          <Typography.Text type="secondary">{t('admin.students.noClass')}</Typography.Text>
        ) : (
          <Space wrap size={4}>
            {s.classes.map((c) => (
              <Tag key={c.classId}>{c.className}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, s: TSchoolStudent) => (
        <Space wrap size={0}>
          <Button type="link" size="small" disabled={s.classes.length === 0} onClick={() => setMoving(s)}>
            {t('admin.students.move')}
          </Button>
          <AccountActions person={s} />
        </Space>
      ),
    },
  ];

  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('admin.students.title')}
      </Typography.Title>
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }} justify="space-between">
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('admin.common.search')}
              onSearch={(v) => {
                setPageNum(1);
                setKeyword(v.trim());
              }}
              style={{ width: 240 }}
            />
            <Select<number>
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('admin.students.classFilter')}
              loading={classes.isLoading}
              value={classId}
              onChange={chooseClass}
              options={classOptions}
              style={{ width: 240 }}
              aria-label={t('admin.students.classFilter')}
            />
          </Space>
          <Space wrap>
            <SchoolNumberImport />
            <Button icon={<FileExcelOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
              {t('admin.common.export')}
            </Button>
          </Space>
        </Flex>
        {classId ? (
          <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
            <Typography.Text strong>{t('admin.students.importInto')}</Typography.Text>
            <RosterActions classId={classId} />
          </Flex>
        ) : (
          <Alert type="info" showIcon message={t('admin.students.importHint')} style={{ marginBottom: 16 }} />
        )}
        <Table<TSchoolStudent>
          rowKey="userId"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPageNum,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (count) => t('admin.students.total', { count }),
          }}
          locale={{
            emptyText: (
              <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} text={t('admin.students.empty')} />
            ),
          }}
        />
      </Card>
      <MoveStudentModal student={moving} classes={classes.data ?? []} onClose={() => setMoving(null)} />
    </div>
  );
}
