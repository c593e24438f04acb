/** The exam's audit log: who did what, when and why (Canvas-style), newest first. */
import type { TAuditEntry } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { examApi } from '../../api/exams';
import { schoolTime } from '../../shared/school-time';

export function AuditLog({ examId }: { examId: number }) {
  const { t } = useTranslation();
  const audit = useQuery({
    queryKey: ['examAudit', examId],
    queryFn: () => examApi.audit(examId),
    enabled: examId > 0,
  });
  return (
    <Card title={t('exam.audit')} style={{ marginTop: 12 }}>
      <Table<TAuditEntry>
        rowKey={(r) => `${r.at}-${r.action}-${r.studentName ?? ''}`}
        size="small"
        dataSource={audit.data ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        columns={[
          { title: t('exam.time'), key: 'at', render: (_, r) => schoolTime(r.at).format('MM-DD HH:mm:ss'), width: 130 },
          { title: t('exam.auditActor'), dataIndex: 'actorName', key: 'actor', width: 120 },
          {
            title: t('exam.auditWhat'),
            key: 'action',
            render: (_, r) =>
              t(`exam.auditAction.${r.action}` as 'exam.auditAction.create', { defaultValue: r.action }),
          },
          { title: t('exam.student'), key: 'student', render: (_, r) => r.studentName ?? '-' },
          { title: t('exam.reason'), dataIndex: 'reason', key: 'reason' },
        ]}
      />
    </Card>
  );
}
