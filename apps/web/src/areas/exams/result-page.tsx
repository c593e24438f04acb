/**
 * testResult?examId= : every student's attempts and scores, links to each attempt for grading,
 * publish scores, answer details on/off, and the xlsx export with the score choice first.
 */
import type { TExamAction, TExamResultRow } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Modal, Radio, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { examApi } from '../../api/exams';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { examBase } from './exam-paths';
import { ExamStatusTag } from './exam-status-tag';

export function ExamResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const examId = Number(params.get('examId') ?? 0);
  const queryClient = useQueryClient();
  useDocumentTitle(t('exam.results'));
  const board = useQuery({
    queryKey: ['examBoard', examId],
    queryFn: () => examApi.board(examId),
    enabled: examId > 0,
  });
  const results = useQuery({
    queryKey: ['examResults', examId],
    queryFn: () => examApi.results(examId),
    enabled: examId > 0,
  });
  const [exporting, setExporting] = useState(false);
  const [scoreType, setScoreType] = useState<0 | 1 | 2>(1);
  const act = useMutation({
    mutationFn: (action: TExamAction) => examApi.action(examId, action),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['examBoard', examId] }),
  });
  const exportFile = useMutation({
    mutationFn: () => examApi.exportScores(examId, scoreType),
    onSuccess: (file) => {
      saveBase64File(file.fileName, file.base64);
      setExporting(false);
    },
  });
  const exam = board.data?.exam;
  const reportPath = `${examBase(pathname)}/teOnlineTestAnswer`;
  return (
    <div className="page-container">
      <Card
        title={`${t('exam.results')} · ${exam?.title ?? ''}`}
        extra={
          exam ? (
            <Space wrap>
              <Switch
                checked={exam.published}
                loading={act.isPending}
                checkedChildren={t('exam.published')}
                unCheckedChildren={t('exam.publish')}
                onChange={(on) => act.mutate(on ? 'publish' : 'unpublish')}
                data-testid="publish-switch"
              />
              <Switch
                checked={exam.showDetails}
                checkedChildren={t('exam.detailsOn')}
                unCheckedChildren={t('exam.detailsOff')}
                onChange={(on) => act.mutate(on ? 'showDetails' : 'hideDetails')}
              />
              <Button onClick={() => setExporting(true)}>{t('exam.export')}</Button>
            </Space>
          ) : null
        }
      >
        <Table<TExamResultRow>
          rowKey="studentId"
          loading={results.isLoading}
          dataSource={results.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('exam.student'), key: 'name', render: (_, r) => `${r.name} ${r.mobile}` },
            {
              title: t('exam.attempts'),
              key: 'attempts',
              render: (_, r) =>
                r.attempts.length === 0 ? (
                  <ExamStatusTag status="notStarted" />
                ) : (
                  <Space direction="vertical" size={4}>
                    {r.attempts.map((a) => (
                      <Space key={a.attemptId}>
                        <span>{t('exam.attemptN', { n: a.attemptNo })}</span>
                        <ExamStatusTag status={a.status} />
                        <span data-testid="result-score">{a.score === null ? '-' : a.score}</span>
                        {a.status !== 'absent' && a.status !== 'inProgress' ? (
                          <Button
                            size="small"
                            type="link"
                            onClick={() => navigate(`${reportPath}?attemptId=${a.attemptId}`)}
                          >
                            {t('exam.view')}
                          </Button>
                        ) : null}
                      </Space>
                    ))}
                  </Space>
                ),
            },
            {
              title: t('exam.pendingGrading'),
              key: 'pending',
              render: (_, r) => (r.pendingGrading > 0 ? <Tag color="warning">{r.pendingGrading}</Tag> : '-'),
            },
          ]}
        />
      </Card>
      <Modal
        open={exporting}
        title={t('exam.exportChoice')}
        okButtonProps={{ loading: exportFile.isPending }}
        onOk={() => exportFile.mutate()}
        onCancel={() => setExporting(false)}
      >
        <Radio.Group value={scoreType} onChange={(e) => setScoreType(e.target.value)}>
          <Radio value={1}>{t('exam.scoreFirst')}</Radio>
          <Radio value={0}>{t('exam.scoreHighest')}</Radio>
          <Radio value={2}>{t('exam.scoreAverage')}</Radio>
        </Radio.Group>
      </Modal>
    </div>
  );
}
