/**
 * /teacher/testInOnlineExamsdex/index (also testCreater, /teacher/teaching/testIndex and its
 * testCreater): the class's exams with their live state, and the teacher's papers with preview.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TExamSummary, TPaperSummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Space, Table, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { examApi } from '../../api/exam-endpoints';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { QuestionInput } from '../../features/training/question-input';
import { CreateExamModal } from './create-exam-modal';
import { CreatePaperModal } from './create-paper-modal';
import { examPage } from './exam-paths';

const fmt = (iso: string) => dayjs(iso).format('MM-DD HH:mm');

function PaperPreview({ paperId, onClose }: { paperId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['paperPreview', paperId],
    queryFn: () => examApi.previewPaper(paperId ?? 0),
    enabled: paperId !== null,
  });
  return (
    <Drawer open={paperId !== null} width={720} title={t('exam.previewTitle')} onClose={onClose}>
      {preview.data ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title
            level={5}
          >{`${preview.data.title} · ${preview.data.questionCount} · ${preview.data.fullMark}`}</Typography.Title>
          {preview.data.questions.map((q, i) => (
            <Card key={q.questionId} size="small" title={t('training.questionNo', { n: i + 1 })}>
              <QuestionInput
                subjectType={q.subject_type}
                stem={q.stem}
                content={q.content}
                answer={{}}
                disabled
                onChange={() => undefined}
              />
            </Card>
          ))}
        </Space>
      ) : null}
    </Drawer>
  );
}

export function TeacherExamIndexPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useClassChoice();
  const classId = choice.classId;
  const [creatingExam, setCreatingExam] = useState(pathname.endsWith('/testCreater'));
  const [creatingPaper, setCreatingPaper] = useState(false);
  const [previewId, setPreviewId] = useState<number | null>(null);
  useDocumentTitle(t('exam.title'));
  const exams = useQuery({
    queryKey: ['teacherExams', classId],
    queryFn: () => examApi.list(classId ?? 0),
    enabled: classId !== null,
  });
  const papers = useQuery({ queryKey: ['examPapers'], queryFn: examApi.papers });
  const createPaper = useMutation({
    mutationFn: examApi.createPaper,
    onSuccess: () => {
      setCreatingPaper(false);
      void queryClient.invalidateQueries({ queryKey: ['examPapers'] });
    },
  });
  const createExam = useMutation({
    mutationFn: examApi.create,
    onSuccess: () => {
      setCreatingExam(false);
      void queryClient.invalidateQueries({ queryKey: ['teacherExams'] });
    },
  });
  const go = (page: 'testInvigilate' | 'testResult' | 'statisticalReport', examId: number) =>
    navigate(`${examPage(pathname, page)}?examId=${examId}`);
  return (
    <div className="page-container">
      <ClassBreadcrumb
        choice={choice}
        crumbs={[{ title: t('exam.title') }]}
        extra={
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => setCreatingPaper(true)}>
              {t('exam.newPaper')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={classId === null}
              onClick={() => setCreatingExam(true)}
            >
              {t('exam.newExam')}
            </Button>
          </Space>
        }
      />
      <Card>
        <Alert type="info" showIcon message={t('exam.teacherHint')} style={{ marginBottom: 12 }} />
        <Tabs
          items={[
            {
              key: 'exams',
              label: t('exam.exams'),
              children: (
                <Table<TExamSummary>
                  rowKey="examId"
                  loading={exams.isLoading}
                  dataSource={exams.data ?? []}
                  locale={{ emptyText: t('exam.noExams') }}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  columns={[
                    { title: t('exam.examTitle'), dataIndex: 'title', key: 'title' },
                    {
                      title: t('exam.window'),
                      key: 'window',
                      render: (_, r) => `${fmt(r.opensAt)} ~ ${fmt(r.closesAt)}`,
                    },
                    { title: t('exam.timeLimit'), dataIndex: 'timeLimitMinutes', key: 'limit' },
                    {
                      title: t('exam.statusLabel'),
                      key: 'state',
                      render: (_, r) => (
                        <Space size={4} wrap>
                          {r.closed ? <Tag>{t('exam.status.closed')}</Tag> : null}
                          {r.paused ? <Tag color="warning">{t('exam.status.paused')}</Tag> : null}
                          {r.published ? <Tag color="success">{t('exam.published')}</Tag> : null}
                        </Space>
                      ),
                    },
                    {
                      title: t('exam.actions'),
                      key: 'go',
                      render: (_, r) => (
                        <Space>
                          <Button type="link" onClick={() => go('testInvigilate', r.examId)}>
                            {t('exam.invigilate')}
                          </Button>
                          <Button type="link" onClick={() => go('testResult', r.examId)}>
                            {t('exam.results')}
                          </Button>
                          <Button type="link" onClick={() => go('statisticalReport', r.examId)}>
                            {t('exam.statistics')}
                          </Button>
                        </Space>
                      ),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'papers',
              label: t('exam.papers'),
              children: (
                <Table<TPaperSummary>
                  rowKey="paperId"
                  loading={papers.isLoading}
                  dataSource={papers.data ?? []}
                  locale={{ emptyText: t('exam.noPapers') }}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  columns={[
                    { title: t('exam.paperTitle'), dataIndex: 'title', key: 'title' },
                    { title: t('exam.questionCount'), dataIndex: 'questionCount', key: 'count' },
                    { title: t('exam.fullMark'), dataIndex: 'fullMark', key: 'mark' },
                    { title: t('exam.paperTime'), dataIndex: 'timeMinutes', key: 'time' },
                    {
                      title: t('exam.source'),
                      key: 'source',
                      render: (_, p) =>
                        p.source === 'rule' ? `${t('exam.sourceRule')} × ${p.variants}` : t('exam.sourceManual'),
                    },
                    {
                      title: '',
                      key: 'preview',
                      render: (_, p) => (
                        <Button type="link" onClick={() => setPreviewId(p.paperId)}>
                          {t('exam.preview')}
                        </Button>
                      ),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <CreatePaperModal
        open={creatingPaper}
        busy={createPaper.isPending}
        onCancel={() => setCreatingPaper(false)}
        onCreate={(body) => createPaper.mutate(body)}
      />
      {classId !== null ? (
        <CreateExamModal
          open={creatingExam}
          busy={createExam.isPending}
          classId={classId}
          papers={papers.data ?? []}
          onCancel={() => setCreatingExam(false)}
          onCreate={(body) => createExam.mutate(body)}
        />
      ) : null}
      <PaperPreview paperId={previewId} onClose={() => setPreviewId(null)} />
    </div>
  );
}
