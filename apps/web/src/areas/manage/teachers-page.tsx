/**
 * /manage/manage/teachers: the school's teachers for its manager: search, add one (first password
 * given or generated, shown once), import a list from xlsx (template, all rows or none), export;
 * per teacher their classes and courses, reset password, disable or enable.
 */
import { DownloadOutlined, FileExcelOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import type { TSchoolTeacher } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Space, Table, Tag, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { manageApi } from '../../api/manage';
import { queryKeys } from '../../api/query-keys';
import { useImportErrors } from '../../features/accounts/import-errors';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { AccountActions, StatusTag } from './account-actions';
import { AddTeacherModal } from './add-teacher-modal';
import { TableEmpty } from './list-states';
import { displayMobile, SchoolNumberCell, SchoolNumberImport } from './school-number';

const PAGE_SIZE = 20;

export function ManageTeachersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);
  // A teacher just added is shown: the list turns to their page and marks their row.
  const [added, setAdded] = useState<string>();
  const [page, setPage] = useState(1);
  useDocumentTitle(t('admin.teachers.title'));
  const list = useQuery({
    queryKey: [...queryKeys.adminTeachers, keyword],
    queryFn: () => manageApi.teacherList(keyword || undefined),
  });
  // Once per teacher added: a later refetch must not pull the manager back from the page they turned to.
  const jumpedTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!added || jumpedTo.current === added) return;
    const at = (list.data ?? []).findIndex((p) => p.mobile === added);
    if (at < 0) return;
    jumpedTo.current = added;
    setPage(Math.floor(at / PAGE_SIZE) + 1);
  }, [list.data, added]);
  const download = { onSuccess: (f: { fileName: string; base64: string }) => saveBase64File(f.fileName, f.base64) };
  const template = useMutation({ mutationFn: manageApi.teacherImportTemplate, ...download });
  const exporter = useMutation({ mutationFn: () => manageApi.exportTeachers(keyword || undefined), ...download });
  const showImportErrors = useImportErrors(t('admin.common.importFailed'));
  const importer = useMutation({
    mutationFn: manageApi.importTeachers,
    onSuccess: (r) => {
      void message.success(t('admin.teachers.imported', { count: r.created }));
      invalidateClassViews(queryClient);
    },
    onError: showImportErrors,
  });

  const columns = [
    {
      title: t('admin.common.name'),
      key: 'name',
      render: (_: unknown, p: TSchoolTeacher) => (
        <Space size={4}>
          {p.name}
          {p.isManager ? <Tag color="blue">{t('admin.teachers.manager')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('admin.common.mobile'),
      key: 'mobile',
      render: (_: unknown, p: TSchoolTeacher) => displayMobile(p.mobile),
    },
    {
      title: t('admin.schoolNumber.column'),
      key: 'schoolNumber',
      render: (_: unknown, p: TSchoolTeacher) => <SchoolNumberCell person={p} editable />,
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, p: TSchoolTeacher) => <StatusTag status={p.status} />,
    },
    {
      title: t('admin.teachers.courses'),
      key: 'classes',
      render: (_: unknown, p: TSchoolTeacher) =>
        p.classes.length === 0 ? (
          t('admin.common.none')
        ) : (
          <Flex vertical gap={2}>
            {p.classes.map((c) => (
              <Typography.Text key={c.classId}>
                {c.className}
                <Typography.Text type="secondary">
                  {' · '}
                  {c.courseName ?? t('admin.classes.noCourse')}
                </Typography.Text>
              </Typography.Text>
            ))}
          </Flex>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, p: TSchoolTeacher) => (p.isManager ? null : <AccountActions person={p} />),
    },
  ];

  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('admin.teachers.title')}
        </Typography.Title>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
          {t('admin.teachers.add')}
        </Button>
      </Flex>
      <Card>
        <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('admin.common.search')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            style={{ maxWidth: 280 }}
          />
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
              {t('admin.common.template')}
            </Button>
            <Upload
              accept=".xlsx"
              showUploadList={false}
              beforeUpload={(file) => {
                importer.mutate(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={importer.isPending}>
                {t('admin.teachers.import')}
              </Button>
            </Upload>
            <Button icon={<FileExcelOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
              {t('admin.common.export')}
            </Button>
            <SchoolNumberImport />
          </Space>
        </Flex>
        <Table<TSchoolTeacher>
          rowKey="userId"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          columns={columns}
          rowClassName={(p) => (p.mobile === added ? 'row-just-added' : '')}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, current: page, onChange: setPage }}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <TableEmpty
                failed={list.isError}
                onRetry={() => void list.refetch()}
                text={keyword ? t('admin.students.empty') : t('admin.teachers.empty')}
              />
            ),
          }}
        />
      </Card>
      <AddTeacherModal open={adding} onClose={() => setAdding(false)} onAdded={setAdded} />
    </div>
  );
}
