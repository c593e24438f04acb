/**
 * The pieces every tab of the data report shares: the load states (skeleton, the failure in the
 * user's language with a retry, an empty state that says what to do), the training picker, the
 * Excel export of what the tab shows, a column heading that explains itself in a tooltip, and the
 * name and account columns of every table of students.
 */
import { DownloadOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { analyticsCalls, BodyOf, TAchievementReport } from '@lingua/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Select, Skeleton, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsApi } from '../../api/analytics';
import { isApiError } from '../../api/errors';
import { saveBase64File } from '../../features/download/save-base64-file';

/** The tab's body once its report has come; a skeleton before, the failure in place of it. */
export function ReportState<T>({
  query,
  children,
  failedText,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** What failed to load, when it is not the data report (a student's own figures). */
  failedText?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={failedText ?? t('dataReport.loadFailed')}
        description={isApiError(query.error) ? query.error.message : t('error.unknown')}
        action={<Button onClick={() => void query.refetch()}>{t('dataReport.retry')}</Button>}
        data-testid="report-error"
      />
    );
  return <>{children(query.data)}</>;
}

/** A report with nothing to show yet, saying what would fill it. */
export function ReportEmpty({ text, extra }: { text: string; extra?: ReactNode }) {
  return (
    <Card>
      <Empty description={text} data-testid="report-empty">
        {extra}
      </Empty>
    </Card>
  );
}

type ExportRequest = BodyOf<typeof analyticsCalls.exportReport>;

export function ExportButton({ request, disabled }: { request: ExportRequest; disabled?: boolean }) {
  const { t } = useTranslation();
  const exporting = useMutation({
    mutationFn: () => analyticsApi.exportReport(request),
    onSuccess: (file) => saveBase64File(file.fileName, file.base64),
  });
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={exporting.isPending}
      disabled={disabled}
      onClick={() => exporting.mutate()}
      data-testid="report-export"
    >
      {t('dataReport.export')}
    </Button>
  );
}

/** All trainings or one of those the class has submitted attempts of. */
export function TrainingPicker({
  trainings,
  value,
  onChange,
  allLabel,
}: {
  trainings: TAchievementReport['trainings'];
  value: number | null;
  onChange: (trainingId: number | null) => void;
  allLabel?: string;
}) {
  const { t } = useTranslation();
  const all = 0;
  return (
    <Select<number>
      aria-label={t('dataReport.chooseTraining')}
      style={{ width: 280, maxWidth: '100%' }}
      showSearch
      optionFilterProp="label"
      value={value ?? all}
      onChange={(id) => onChange(id === all ? null : id)}
      options={[
        { value: all, label: allLabel ?? t('dataReport.allTrainings') },
        ...trainings.map((tr) => ({ value: tr.trainingId, label: `${tr.title} · ${t(`training.kind.${tr.kind}`)}` })),
      ]}
      data-testid="report-training"
    />
  );
}

/** The toolbar over a tab: its choices on the left, the export on the right, wrapping on a phone. */
export function ReportToolbar({ children, exportRequest }: { children?: ReactNode; exportRequest: ExportRequest }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Space wrap>{children}</Space>
      <ExportButton request={exportRequest} />
    </Flex>
  );
}

/**
 * How a report table takes its width. On a desktop it sizes to the card (`x: true` is an auto
 * width), so long headings (English) wrap before anything scrolls; on a phone every column keeps
 * its one-line width and the table scrolls inside its card, so a Chinese name never breaks.
 */
/** A question type's name in the user's language (from each type's entry in contracts). */
export function useTypeName(): (subjectType: number) => string {
  const { t } = useTranslation();
  return (subjectType) =>
    t(`training.type.${subjectType}` as 'training.type.10', { defaultValue: String(subjectType) });
}

/** Right, partly right and wrong answers as three coloured counts, each named on hover. */
export function AnswerCounts({ counts }: { counts: { right: number; partly: number; wrong: number } }) {
  const { t } = useTranslation();
  const parts = [
    { key: 'right', value: counts.right, type: 'success', name: t('dataReport.righTratio.right') },
    { key: 'partly', value: counts.partly, type: 'warning', name: t('dataReport.righTratio.partly') },
    { key: 'wrong', value: counts.wrong, type: 'danger', name: t('dataReport.righTratio.wrong') },
  ] as const;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {parts.map((p, i) => (
        <span key={p.key}>
          {i > 0 ? ' / ' : null}
          <Tooltip title={p.name}>
            <Typography.Text type={p.type}>{p.value}</Typography.Text>
          </Tooltip>
        </span>
      ))}
    </span>
  );
}

/**
 * Text kept to one line of at most `width` pixels, the whole of it on hover. A table column's own
 * ellipsis needs a fixed table layout; these tables size to their content and scroll on a phone.
 */
export function OneLine({ text, width }: { text: string; width: number }) {
  return (
    <Tooltip title={text} placement="topLeft">
      <span
        style={{
          display: 'inline-block',
          maxWidth: width,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {text}
      </span>
    </Tooltip>
  );
}

/** A column heading with its meaning one hover (or tap) away. */
export function HintTitle({ title, hint }: { title: string; hint: string }) {
  return (
    <Tooltip title={hint}>
      {/* The heading may wrap between its words; the sign stays with the last one. */}
      <span style={{ cursor: 'help' }}>
        {title}
        {'\u00a0'}
        <QuestionCircleOutlined style={{ color: '#94a3b8' }} />
      </span>
    </Tooltip>
  );
}

/** The first two columns of every table of students: the name (sorted as Chinese names sort) and the account. */
export function studentColumns<T extends { name: string; mobile: string }>(t: TFunction): ColumnsType<T> {
  return [
    { title: t('dataReport.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, 'zh-Hans-CN') },
    // The account waits for a wider screen: on a phone the name and the figures share the row.
    { title: t('dataReport.mobile'), dataIndex: 'mobile', responsive: ['sm'] },
  ];
}
