/** /student/teaching/testIndex (and /student/test): the chosen class's exams with my status. */
import type { TStudentExamItem } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Space, Table } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { examApi } from '../../api/exams';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { schoolTime } from '../../shared/school-time';
import { ExamStatusTag } from './exam-status-tag';
import { StartWaitNotice } from './start-wait-notice';
import { useExamStart } from './use-exam-start';

const fmt = (iso: string) => schoolTime(iso).format('YYYY-MM-DD HH:mm');

/** An exam the student can go into right now: running, or its entry window open. */
function isOpenNow(e: TStudentExamItem, now: number): boolean {
  if (e.status === 'inProgress' || e.status === 'paused') return true;
  const startable = e.status === 'notStarted' && e.attemptsUsed < e.attemptsAllowed;
  return startable && Date.parse(e.opensAt) <= now && now <= Date.parse(e.closesAt);
}

export function StudentExamListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = useClassChoice();
  const classId = choice.classId;
  useDocumentTitle(t('exam.title'));
  const list = useQuery({
    queryKey: ['myExams', classId],
    queryFn: () => examApi.myExams(classId ?? 0),
    enabled: classId !== null,
    refetchInterval: 30_000,
  });
  const elsewhere = useQuery({
    queryKey: ['myExamsElsewhere', classId],
    queryFn: () => examApi.elsewhere(classId ?? 0),
    enabled: classId !== null,
    refetchInterval: 60_000,
  });
  // The page opens on the class with an exam open now when the chosen class has none, once, and
  // not after the student picked a class here (the hint below still lists the others).
  const { message } = App.useApp();
  const picked = useRef(false);
  const pick = {
    ...choice,
    chooseClass: (id: number) => {
      picked.current = true;
      choice.chooseClass(id);
    },
  };
  useEffect(() => {
    if (picked.current || !list.data || !elsewhere.data) return;
    const now = Date.now();
    if (list.data.some((e) => isOpenNow(e, now))) return;
    const target = elsewhere.data.find((e) => isOpenNow(e, now));
    if (!target) return;
    picked.current = true;
    choice.chooseClass(target.classId);
    message.info(t('exam.switchedToOpen', { className: target.className }));
  }, [list.data, elsewhere.data, choice, message, t]);
  const { start, waiting } = useExamStart((sheet) =>
    navigate(`/student/teaching/onlineTestAnswer?examId=${sheet.exam.examId}`),
  );
  const open = (r: TStudentExamItem) => {
    if (r.status === 'inProgress' || r.status === 'paused')
      return navigate(`/student/teaching/onlineTestAnswer?examId=${r.examId}`);
    if (r.faceCheck) return navigate(`/student/teaching/testFaceCheck3V2?examId=${r.examId}`);
    start.mutate(r.examId);
  };
  return (
    <div className="page-container">
      <ClassBreadcrumb choice={pick} crumbs={[{ title: t('exam.title') }]} />
      {elsewhere.data?.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="exams-elsewhere"
          message={t('exam.elsewhereTitle')}
          description={
            <Flex vertical gap={4}>
              {elsewhere.data.map((e) => (
                <Flex key={e.examId} align="center" gap={8} wrap>
                  <span>
                    {e.className} · {e.title} · {fmt(e.opensAt)} ~ {fmt(e.closesAt)}
                  </span>
                  <ExamStatusTag status={e.status} />
                  <Button size="small" type="link" onClick={() => pick.chooseClass(e.classId)}>
                    {t('exam.elsewhereSwitch')}
                  </Button>
                </Flex>
              ))}
            </Flex>
          }
        />
      ) : null}
      <StartWaitNotice waiting={waiting} />
      <Card>
        <Table<TStudentExamItem>
          rowKey="examId"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          locale={{ emptyText: t('exam.noExams') }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('exam.examTitle'), dataIndex: 'title', key: 'title' },
            { title: t('exam.window'), key: 'window', render: (_, r) => `${fmt(r.opensAt)} ~ ${fmt(r.closesAt)}` },
            { title: t('exam.timeLimit'), dataIndex: 'timeLimitMinutes', key: 'limit' },
            { title: t('exam.statusLabel'), key: 'status', render: (_, r) => <ExamStatusTag status={r.status} /> },
            {
              title: t('exam.attempts'),
              key: 'attempts',
              render: (_, r) => t('exam.attemptsLeft', { used: r.attemptsUsed, allowed: r.attemptsAllowed }),
            },
            {
              title: t('exam.score'),
              key: 'score',
              render: (_, r) => (r.score === null ? '-' : `${r.score} / ${r.fullMark}`),
            },
            {
              title: t('common.actions'),
              key: 'go',
              render: (_, r) => {
                const running = r.status === 'inProgress' || r.status === 'paused';
                const canStart = r.status !== 'closed' && r.status !== 'expired' && r.attemptsUsed < r.attemptsAllowed;
                return (
                  <Space>
                    {running || canStart ? (
                      <Button type="primary" size="small" loading={start.isPending} onClick={() => open(r)}>
                        {running ? t('exam.continue') : t('exam.start')}
                      </Button>
                    ) : null}
                    {r.lastAttemptId && !running ? (
                      <Button
                        size="small"
                        onClick={() =>
                          navigate(`/student/teaching/onlineTestAnswerReport?attemptId=${r.lastAttemptId}`)
                        }
                      >
                        {t('exam.viewReport')}
                      </Button>
                    ) : null}
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>
    </div>
  );
}
