/**
 * /manage/manage/audit: the school's audit log for its manager, newest first: who changed what,
 * on which object, before → after; filtered by kind of object, by who and by days; exported.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import type { TAuditListRequest, TSchoolAuditEntry } from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manageApi } from '../../api/manage';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { schoolTime } from '../../shared/school-time';
import { serverPages, TableEmpty } from './list-states';

const PAGE_SIZE = 20;
const OBJECT_TYPES = ['teacher', 'student', 'class', 'exam', 'teachingPlan', 'school'] as const;
type Filter = Omit<TAuditListRequest, 'pageNum' | 'pageSize'>;
type Value = TSchoolAuditEntry['before'];

/** A stored value in the reader's words: known fields and yes/no translated, the rest as stored. */
function valueText(t: TFunction, value: Value): string {
  if (!value) return '';
  const fields = t('admin.audit.fields', { returnObjects: true }) as Record<string, string>;
  return Object.entries(value)
    .map(([key, v]) => {
      const shown =
        typeof v === 'boolean'
          ? t(v ? 'admin.audit.yes' : 'admin.audit.no')
          : key === 'status' && (v === 'active' || v === 'disabled')
            ? t(`admin.common.${v}`)
            : String(v ?? '—');
      return `${fields[key] ?? key}: ${shown}`;
    })
    .join('; ');
}

function Change({ entry }: { entry: TSchoolAuditEntry }) {
  const { t } = useTranslation();
  const before = valueText(t, entry.before);
  const after = valueText(t, entry.after);
  if (!before && !after) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span>
      {before ? <Typography.Text delete>{before}</Typography.Text> : null}
      {before && after ? ' → ' : null}
      {after}
    </span>
  );
}

export function ManageAuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({});
  const [pageNum, setPageNum] = useState(1);
  useDocumentTitle(t('admin.audit.title'));
  const teachers = useQuery({
    queryKey: [...queryKeys.adminTeachers, ''],
    queryFn: () => manageApi.teacherList(),
  });
  const list = useQuery({
    queryKey: [...queryKeys.adminAudit, filter, pageNum],
    queryFn: () => manageApi.auditList({ ...filter, pageNum, pageSize: PAGE_SIZE }),
  });
  const exporter = useMutation({
    mutationFn: () => manageApi.auditExport(filter),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const change = (next: Filter) => {
    setPageNum(1);
    setFilter(next);
  };
  const actions = t('admin.audit.actions', { returnObjects: true }) as Record<string, string>;
  const types = t('admin.audit.types', { returnObjects: true }) as Record<string, string>;

  const columns = [
    {
      title: t('admin.audit.time'),
      key: 'at',
      render: (_: unknown, e: TSchoolAuditEntry) => schoolTime(e.at).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('admin.audit.actor'), dataIndex: 'actorName', key: 'actor' },
    {
      title: t('admin.audit.action'),
      key: 'action',
      // Exam rows carry the invigilation's own action names (pause, lock, …), worded as its log words them.
      render: (_: unknown, e: TSchoolAuditEntry) =>
        actions[e.action] ??
        (e.objectType === 'exam'
          ? t(`exam.auditAction.${e.action}` as 'exam.auditAction.create', { defaultValue: e.action })
          : e.action),
    },
    {
      title: t('admin.audit.object'),
      key: 'object',
      render: (_: unknown, e: TSchoolAuditEntry) => (
        <span>
          <Typography.Text type="secondary">{types[e.objectType] ?? e.objectType} · </Typography.Text>
          {e.objectName}
        </span>
      ),
    },
    {
      title: t('admin.audit.change'),
      key: 'change',
      render: (_: unknown, e: TSchoolAuditEntry) => <Change entry={e} />,
    },
  ];

  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('admin.audit.title')}
      </Typography.Title>
      <Card>
        <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Space wrap>
            <Select<string>
              allowClear
              placeholder={t('admin.audit.allTypes')}
              aria-label={t('admin.audit.objectType')}
              value={filter.objectType}
              onChange={(v) => change({ ...filter, objectType: v as Filter['objectType'] })}
              options={OBJECT_TYPES.map((k) => ({ value: k, label: types[k] }))}
              style={{ width: 150 }}
            />
            <Select<number>
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('admin.audit.allActors')}
              aria-label={t('admin.audit.actor')}
              value={filter.actorId}
              onChange={(v) => change({ ...filter, actorId: v })}
              options={(teachers.data ?? []).map((p) => ({ value: p.userId, label: p.name }))}
              style={{ width: 180 }}
            />
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
                change({
                  ...filter,
                  from: range?.[0]?.format('YYYY-MM-DD'),
                  to: range?.[1]?.format('YYYY-MM-DD'),
                })
              }
            />
          </Space>
          <Button icon={<FileExcelOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
            {t('admin.common.export')}
          </Button>
        </Flex>
        <Table<TSchoolAuditEntry>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={serverPages(pageNum, PAGE_SIZE, list.data?.total ?? 0, setPageNum)}
          locale={{
            emptyText: (
              <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} text={t('admin.audit.empty')} />
            ),
          }}
        />
      </Card>
    </div>
  );
}
