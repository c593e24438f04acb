/** /operator/schools: every school on the platform, and the form that creates one. */
import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TSchoolListItem } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { schoolApi } from '../../api/schools';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { CreateSchoolModal } from './create-school-modal';
import { SchoolSignInModal } from './school-sign-in-modal';

export function SchoolsPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [signInOf, setSignInOf] = useState<TSchoolListItem | null>(null);
  const { data, isLoading } = useQuery({ queryKey: queryKeys.schools, queryFn: schoolApi.schoolList });
  useDocumentTitle(t('operator.title'));
  const columns: TableProps<TSchoolListItem>['columns'] = [
    { key: 'id', title: 'ID', dataIndex: 'schoolId', width: 80 },
    { key: 'name', title: t('operator.schoolName'), dataIndex: 'schoolName' },
    { key: 'teachers', title: t('operator.teachers'), dataIndex: 'teacherCount', width: 120, align: 'right' },
    { key: 'students', title: t('operator.students'), dataIndex: 'studentCount', width: 120, align: 'right' },
    {
      key: 'created',
      title: t('operator.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => schoolTime(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'signIn',
      title: t('schoolSignIn.operator.action'),
      width: 150,
      render: (_: unknown, row: TSchoolListItem) => (
        <Button type="link" size="small" icon={<SafetyCertificateOutlined />} onClick={() => setSignInOf(row)}>
          {t('schoolSignIn.operator.action')}
        </Button>
      ),
    },
  ];
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('operator.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('operator.create')}
        </Button>
      </Flex>
      <Card>
        <Table<TSchoolListItem>
          rowKey="schoolId"
          loading={isLoading}
          columns={columns}
          dataSource={data ?? []}
          locale={{ emptyText: <Empty /> }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 760 }}
        />
      </Card>
      <CreateSchoolModal open={creating} onClose={() => setCreating(false)} />
      <SchoolSignInModal school={signInOf} onClose={() => setSignInOf(null)} />
    </div>
  );
}
