/**
 * /teacher/testInOnlineExamsdex/index (also testCreater, /teacher/teaching/testIndex and its
 * testCreater): the class's exams with their live state, and the teacher's papers with preview;
 * both can be edited and deleted within the rules the server keeps (exam-editing, paper-editing).
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TPaperSummary, TTeacherExamItem } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { examApi } from '../../api/exams';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { QuestionInput } from '../../features/trainings/question-input';
import { FOCUSABLE_SCROLL } from '../../shared/focusable-scroll-regions';
import { schoolTime } from '../../shared/school-time';
import { ExamFormModal, type ExamFormResult } from './exam-form-modal';
import { examPage } from './exam-paths';
import { PaperFormModal } from './paper-form-modal';

const fmt = (iso: string) => schoolTime(iso).format('MM-DD HH:mm');

/** Where the exam stands in its window: closed by the teacher, not open yet, open, or over. */
function ScheduleTag({ exam }: { exam: TTeacherExamItem }) {
  const { t } = useTranslation();
  const now = Date.now();
  if (exam.closed) return <Tag>{t('exam.status.closed')}</Tag>;
  if (now < Date.parse(exam.opensAt)) return <Tag>{t('exam.status.notStarted')}</Tag>;
  if (now > Date.parse(exam.closesAt)) return <Tag>{t('exam.windowOver')}</Tag>;
  return <Tag color="green">{t('exam.windowOpen')}</Tag>;
}

function PaperPreview({ paperId, onClose }: { paperId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['paperPreview', paperId],
    queryFn: () => examApi.previewPaper(paperId ?? 0),
    enabled: paperId !== null,
  });
  return (
    // The questions are read-only: the body itself takes the focus, so the keyboard scrolls it.
    <Drawer
      open={paperId !== null}
      width={720}
      title={t('exam.previewTitle')}
      onClose={onClose}
      classNames={{ body: FOCUSABLE_SCROLL }}
    >
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
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useClassChoice();
  const classId = choice.classId;
  const [creatingExam, setCreatingExam] = useState(pathname.endsWith('/testCreater'));
  const [editingExam, setEditingExam] = useState<TTeacherExamItem | null>(null);
  const [creatingPaper, setCreatingPaper] = useState(false);
  const [editingPaperId, setEditingPaperId] = useState<number | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  useDocumentTitle(t('exam.title'));
  const exams = useQuery({
    queryKey: ['teacherExams', classId],
    queryFn: () => examApi.list(classId ?? 0),
    enabled: classId !== null,
  });
  const papers = useQuery({ queryKey: ['examPapers'], queryFn: examApi.papers });
  const editingPaper = useQuery({
    queryKey: ['examPaperDetail', editingPaperId],
    queryFn: () => examApi.paperDetail(editingPaperId ?? 0),
    enabled: editingPaperId !== null,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['teacherExams'] });
    void queryClient.invalidateQueries({ queryKey: ['examPapers'] });
  };
  const createPaper = useMutation({
    mutationFn: examApi.createPaper,
    onSuccess: () => {
      setCreatingPaper(false);
      refresh();
    },
  });
  const updatePaper = useMutation({
    mutationFn: examApi.updatePaper,
    onSuccess: () => {
      setEditingPaperId(null);
      void queryClient.invalidateQueries({ queryKey: ['examPaperDetail'] });
      void queryClient.invalidateQueries({ queryKey: ['paperPreview'] });
      refresh();
    },
  });
  const deletePaper = useMutation({ mutationFn: examApi.deletePaper, onSuccess: refresh });
  const createExam = useMutation({
    mutationFn: ({ classIds, ...terms }: ExamFormResult) => examApi.create({ ...terms, classIds }),
    onSuccess: () => {
      setCreatingExam(false);
      refresh();
    },
  });
  const updateExam = useMutation({
    mutationFn: ({ examId, result }: { examId: number; result: ExamFormResult }) => {
      const { classIds: _classes, ...terms } = result;
      return examApi.update({ ...terms, examId });
    },
    onSuccess: () => {
      setEditingExam(null);
      refresh();
    },
  });
  const removeExam = useMutation({ mutationFn: examApi.remove, onSuccess: refresh });
  const confirmDeleteExam = (exam: TTeacherExamItem) =>
    modal.confirm({
      title: t('exam.deleteExamConfirm', { title: exam.title }),
      content:
        exam.attemptCount > 0 ? t('exam.deleteExamAttempts', { count: exam.attemptCount }) : t('exam.deleteExamNone'),
      okText: t('exam.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => removeExam.mutateAsync(exam.examId),
    });
  const confirmDeletePaper = (paper: TPaperSummary) =>
    modal.confirm({
      title: t('exam.deletePaperConfirm', { title: paper.title }),
      content: t('exam.deletePaperHint'),
      okText: t('exam.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deletePaper.mutateAsync(paper.paperId),
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
                <Table<TTeacherExamItem>
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
                          <ScheduleTag exam={r} />
                          {r.runningCount > 0 ? (
                            <Tag color="processing">{t('exam.answeringNow', { count: r.runningCount })}</Tag>
                          ) : null}
                          {r.handedInCount > 0 ? (
                            <Tag>{t('exam.handedInCount', { count: r.handedInCount })}</Tag>
                          ) : null}
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
                          {r.closed ? null : (
                            <Button type="link" onClick={() => setEditingExam(r)}>
                              {t('exam.edit')}
                            </Button>
                          )}
                          <Tooltip title={r.runningCount > 0 ? t('exam.deleteRunning', { count: r.runningCount }) : ''}>
                            <Button
                              type="link"
                              danger
                              disabled={r.runningCount > 0}
                              onClick={() => confirmDeleteExam(r)}
                            >
                              {t('exam.delete')}
                            </Button>
                          </Tooltip>
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
                      title: t('exam.exams'),
                      key: 'used',
                      render: (_, p) => (p.examCount > 0 ? t('exam.usedBy', { count: p.examCount }) : '—'),
                    },
                    {
                      title: t('exam.actions'),
                      key: 'actions',
                      render: (_, p) => (
                        <Space size={0}>
                          <Button type="link" onClick={() => setPreviewId(p.paperId)}>
                            {t('exam.preview')}
                          </Button>
                          <Button type="link" onClick={() => setEditingPaperId(p.paperId)}>
                            {t('exam.edit')}
                          </Button>
                          <Tooltip title={p.examCount > 0 ? t('exam.paperInUse', { count: p.examCount }) : ''}>
                            <Button type="link" danger disabled={p.examCount > 0} onClick={() => confirmDeletePaper(p)}>
                              {t('exam.delete')}
                            </Button>
                          </Tooltip>
                        </Space>
                      ),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <PaperFormModal
        open={creatingPaper}
        busy={createPaper.isPending}
        onCancel={() => setCreatingPaper(false)}
        onSave={(body) => createPaper.mutate(body)}
      />
      {editingPaper.data && editingPaper.data.paperId === editingPaperId ? (
        <PaperFormModal
          open
          busy={updatePaper.isPending}
          editing={editingPaper.data}
          onCancel={() => setEditingPaperId(null)}
          onSave={(body) => updatePaper.mutate({ ...body, paperId: editingPaper.data.paperId })}
        />
      ) : null}
      {classId !== null ? (
        <ExamFormModal
          open={creatingExam}
          busy={createExam.isPending}
          classId={classId}
          classes={choice.classes}
          papers={papers.data ?? []}
          onCancel={() => setCreatingExam(false)}
          onSave={(result) => createExam.mutate(result)}
        />
      ) : null}
      {editingExam ? (
        <ExamFormModal
          open
          busy={updateExam.isPending}
          classId={editingExam.classId}
          classes={choice.classes}
          papers={papers.data ?? []}
          editing={editingExam}
          onCancel={() => setEditingExam(null)}
          onSave={(result) => updateExam.mutate({ examId: editingExam.examId, result })}
        />
      ) : null}
      <PaperPreview paperId={previewId} onClose={() => setPreviewId(null)} />
    </div>
  );
}
