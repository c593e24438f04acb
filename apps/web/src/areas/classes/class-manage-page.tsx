/**
 * Class management (/teacher/practicals/classManage and its /teacher/teaching twin): the teacher's
 * classes with course, code and students; create, rename, set the course (of a class the manager
 * made without one), new code, close, and manage students.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TManagedClass } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { classApi } from '../../api/classes';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { dataReportLink } from '../analytics/report-paths';
import { ClassCourseModal } from './class-course-modal';
import { ClassFormModal } from './class-form-modal';

export function ClassManagePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<{ open: boolean; renaming: { classId: number; className: string } | null }>({
    open: false,
    renaming: null,
  });
  const [courseOf, setCourseOf] = useState<TManagedClass | null>(null);
  const classes = useQuery({ queryKey: queryKeys.managedClasses, queryFn: classApi.managedClasses });
  const refresh = () => invalidateClassViews(queryClient);
  const regenerate = useMutation({ mutationFn: classApi.regenerateClassCode, onSuccess: refresh });
  const close = useMutation({ mutationFn: classApi.closeClass, onSuccess: refresh });
  useDocumentTitle(t('classManage.title'));
  // The student page sits beside this one, under /teacher/practicals or /teacher/teaching.
  const studentPage = pathname.replace(/classManage$/, 'studentManage');
  // The grade book opens on the class the teacher works on (getNowClassId): this one becomes it first.
  const openGrades = useMutation({
    mutationFn: (classId: number) => classApi.updateDefaultSelect(0, classId),
    onSuccess: (now) => {
      queryClient.setQueryData([...queryKeys.nowClass, 0], now);
      navigate(pathname.replace(/classManage$/, 'lessonScoreManage'));
    },
  });

  const confirm = (title: string, onOk: () => void) =>
    modal.confirm({ title, okText: t('common.ok'), cancelText: t('common.cancel'), onOk });

  const columns = [
    { title: t('classManage.name'), dataIndex: 'className', key: 'className' },
    {
      title: t('classManage.course'),
      key: 'course',
      render: (_: unknown, c: TManagedClass) =>
        c.courseName ?? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setCourseOf(c)}>
            {t('admin.classCourse.set')}
          </Button>
        ),
    },
    {
      title: t('classManage.code'),
      key: 'code',
      render: (_: unknown, c: TManagedClass) => (
        <Typography.Text copyable code data-testid="class-code">
          {c.classCode}
        </Typography.Text>
      ),
    },
    { title: t('classManage.students'), dataIndex: 'studentNumber', key: 'studentNumber' },
    {
      title: t('classManage.status'),
      key: 'status',
      render: (_: unknown, c: TManagedClass) =>
        c.status === 'open' ? <Tag color="green">{t('classManage.open')}</Tag> : <Tag>{t('classManage.closed')}</Tag>,
    },
    {
      title: t('classManage.createdAt'),
      key: 'createdAt',
      render: (_: unknown, c: TManagedClass) => schoolTime(c.createTime).format('YYYY-MM-DD'),
    },
    {
      title: t('classManage.actions'),
      key: 'actions',
      render: (_: unknown, c: TManagedClass) => (
        <Space wrap size={4}>
          <Button type="link" size="small" onClick={() => navigate(`${studentPage}?classId=${c.classId}`)}>
            {t('classManage.manageStudents')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(dataReportLink(c.classId))}
            data-testid="class-data-report"
          >
            {t('dataReport.open')}
          </Button>
          <Button
            type="link"
            size="small"
            loading={openGrades.isPending && openGrades.variables === c.classId}
            onClick={() => openGrades.mutate(c.classId)}
            data-testid="class-grades"
          >
            {t('grade.tabGrades')}
          </Button>
          <Button type="link" size="small" onClick={() => setForm({ open: true, renaming: c })}>
            {t('classManage.rename')}
          </Button>
          <Button type="link" size="small" onClick={() => setCourseOf(c)}>
            {t('admin.classCourse.set')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => confirm(t('classManage.regenerateConfirm'), () => regenerate.mutate(c.classId))}
          >
            {t('classManage.regenerate')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            disabled={c.status === 'closed'}
            onClick={() => confirm(t('classManage.closeConfirm', { name: c.className }), () => close.mutate(c.classId))}
          >
            {t('classManage.close')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('classManage.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, renaming: null })}>
          {t('classManage.create')}
        </Button>
      </Flex>
      <Card>
        <Table<TManagedClass>
          rowKey="classId"
          loading={classes.isLoading}
          dataSource={classes.data ?? []}
          columns={columns}
          pagination={{ pageSize: 10 }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <ClassFormModal
        open={form.open}
        renaming={form.renaming}
        onClose={() => setForm({ open: false, renaming: null })}
      />
      <ClassCourseModal target={courseOf} onClose={() => setCourseOf(null)} />
    </div>
  );
}
