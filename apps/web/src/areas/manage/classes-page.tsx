/**
 * /manage/manage/classes: the school's classes for its manager: working, archived or all; make a
 * class for a teacher (the course may be left to the teacher), change its teacher, archive it at a
 * term's end or restore it, open its students, export the list.
 */
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import type { TSchoolClass } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { manageApi } from '../../api/manage';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { schoolTime } from '../../shared/school-time';
import { TableEmpty } from './list-states';
import { ChangeTeacherModal, CreateSchoolClassModal } from './school-class-modals';

type Scope = 'working' | 'archived' | 'all';

function ClassState({ c }: { c: TSchoolClass }) {
  const { t } = useTranslation();
  if (c.archived) return <Tag>{t('admin.classes.archived')}</Tag>;
  return c.status === 'open' ? (
    <Tag color="green">{t('admin.classes.open')}</Tag>
  ) : (
    <Tag color="orange">{t('admin.classes.closed')}</Tag>
  );
}

export function ManageClassesPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<Scope>('working');
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<TSchoolClass | null>(null);
  useDocumentTitle(t('admin.classes.title'));
  const list = useQuery({ queryKey: [...queryKeys.adminClasses, scope], queryFn: () => manageApi.classList(scope) });
  const exporter = useMutation({
    mutationFn: () => manageApi.exportClasses(scope),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const archive = useMutation({
    mutationFn: (c: TSchoolClass) =>
      c.archived ? manageApi.restoreClass(c.classId) : manageApi.archiveClass(c.classId),
    onSuccess: (c) => {
      void message.success(c.archived ? t('admin.classes.archivedDone') : t('admin.classes.restoredDone'));
      invalidateClassViews(queryClient);
    },
  });

  const columns = [
    { title: t('admin.classes.className'), dataIndex: 'className', key: 'className' },
    { title: t('admin.classes.teacher'), dataIndex: 'teacherName', key: 'teacherName' },
    {
      title: t('admin.classes.course'),
      key: 'course',
      render: (_: unknown, c: TSchoolClass) =>
        c.courseName ?? <Typography.Text type="secondary">{t('admin.classes.noCourse')}</Typography.Text>,
    },
    { title: t('admin.classes.students'), dataIndex: 'studentNumber', key: 'studentNumber' },
    { title: t('admin.common.status'), key: 'status', render: (_: unknown, c: TSchoolClass) => <ClassState c={c} /> },
    {
      title: t('admin.classes.code'),
      key: 'code',
      render: (_: unknown, c: TSchoolClass) => <Typography.Text code>{c.classCode}</Typography.Text>,
    },
    {
      title: t('admin.classes.createdAt'),
      key: 'createdAt',
      render: (_: unknown, c: TSchoolClass) => schoolTime(c.createTime).format('YYYY-MM-DD'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, c: TSchoolClass) => (
        <Space wrap size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/manage/manage/students?classId=${c.classId}`)}>
            {t('admin.classes.viewStudents')}
          </Button>
          {c.archived ? null : (
            <Button type="link" size="small" onClick={() => setChanging(c)}>
              {t('admin.classes.changeTeacher')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            danger={!c.archived}
            onClick={() =>
              c.archived
                ? archive.mutate(c)
                : modal.confirm({
                    title: t('admin.classes.archiveConfirm', { name: c.className }),
                    okText: t('admin.classes.archive'),
                    cancelText: t('common.cancel'),
                    onOk: () => archive.mutate(c),
                  })
            }
          >
            {c.archived ? t('admin.classes.restore') : t('admin.classes.archive')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('admin.classes.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('admin.classes.create')}
        </Button>
      </Flex>
      <Card>
        <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Segmented<Scope>
            value={scope}
            onChange={setScope}
            options={(['working', 'archived', 'all'] as const).map((s) => ({
              value: s,
              label: t(`admin.classes.scope.${s}`),
            }))}
          />
          <Button icon={<FileExcelOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
            {t('admin.common.export')}
          </Button>
        </Flex>
        <Table<TSchoolClass>
          rowKey="classId"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{
            emptyText: (
              <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} text={t('admin.classes.empty')} />
            ),
          }}
        />
      </Card>
      <CreateSchoolClassModal open={creating} onClose={() => setCreating(false)} />
      <ChangeTeacherModal target={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
