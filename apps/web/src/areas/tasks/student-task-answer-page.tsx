/**
 * /student/teaching/taskAnswer?taskId=&classId= (also taskAnswerReport): the task's background and
 * attachments, the answer (text and files under the task's upload rules), submit and recall, and
 * the teacher's rating once given.
 */
import { UploadOutlined } from '@ant-design/icons';
import type { TTaskFile } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Descriptions, Input, Skeleton, Space, Tag, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { taskApi } from '../../api/tasks';
import { SaveStatus } from '../../features/answering/save-status';
import { useAnswerJournal } from '../../features/answering/use-answer-journal';
import { useSaveBeforeSubmit } from '../../features/answering/use-save-before-submit';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { ACCEPT, TaskStatusTag } from './task-labels';
import { TaskMaterial } from './task-material';
import { TaskRating } from './task-rating';

/** The answer so far: the journal's one entry. */
type Draft = { text: string; files: TTaskFile[] };
const DRAFT = 'draft';
/** A change waits this long for the next keystroke before it is sent. */
const DRAFT_DELAY_MS = 1000;

export function StudentTaskAnswerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = Number(params.get('taskId')) || 0;
  const classId = Number(params.get('classId')) || 0;
  const queryClient = useQueryClient();
  const key = [...queryKeys.tasks, 'detail', taskId, classId];
  const task = useQuery({ queryKey: key, queryFn: () => taskApi.detail(taskId, classId), enabled: taskId > 0 });
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<TTaskFile[]>([]);
  const data = task.data;
  const active = data?.status === 'inProgress';
  // One entry, the whole answer so far; numbers from the clock, above any an earlier visit used.
  const [initialSeq] = useState(() => Date.now());
  const journal = useAnswerJournal<Draft, unknown>({
    storageKey: `lingua.answers.task.${taskId}.${classId}`,
    initialSeq,
    delayMs: DRAFT_DELAY_MS,
    send: (_key, draft, seq) => taskApi.saveDraft({ taskId, classId, ...draft, seq }),
  });
  const saveBeforeSubmit = useSaveBeforeSubmit(journal.flush);
  // The form takes the server's answer when the task loads or its status changes (start, submit,
  // recall), never on a mere refetch: what the student typed or uploaded is not overwritten.
  const loadedState = useRef<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const state = `${taskId}:${data.status}`;
    if (loadedState.current === state) return;
    loadedState.current = state;
    // An answer the server never got (offline, tab closed) comes back from this browser; the
    // journal sends it again on its own.
    const unsaved = data.status === 'inProgress' ? journal.pendingValues().get(DRAFT) : undefined;
    // Handed in meanwhile (another device): a draft left here is older than the answer, not wanted.
    if (data.status !== 'inProgress' && journal.pendingCount > 0) journal.clear();
    setText(unsaved?.text ?? data.text);
    setFiles(unsaved?.files ?? data.files);
  }, [data, taskId, journal]);
  const edit = (next: { text?: string; files?: TTaskFile[] }) => {
    const merged = { text: next.text ?? text, files: next.files ?? files };
    setText(merged.text);
    setFiles(merged.files);
    if (active) journal.record(DRAFT, merged);
  };
  const refresh = (next: unknown) => queryClient.setQueryData(key, next);
  const start = useMutation({ mutationFn: () => taskApi.start(taskId, classId), onSuccess: refresh });
  const submit = useMutation({
    mutationFn: async () => {
      // The draft first: an answer the server does not have yet is never submitted around.
      await saveBeforeSubmit();
      return taskApi.submit({ taskId, classId, text, files });
    },
    onSuccess: (next) => {
      journal.clear();
      refresh(next);
    },
  });
  const recall = useMutation({ mutationFn: () => taskApi.recall(taskId, classId), onSuccess: refresh });
  const upload = useMutation({
    mutationFn: (file: File) => taskApi.upload(taskId, classId, file),
    onSuccess: (file) => edit({ files: [...files, file] }),
  });
  useDocumentTitle(data?.title ?? t('task.myTasks'));

  if (task.isLoading || !data) {
    return (
      <div className="page-container">
        <Card>
          <Skeleton active />
        </Card>
      </div>
    );
  }
  const editable = data.status === 'inProgress' || data.status === 'notStarted';
  const accept = data.fileGroups.map((g) => ACCEPT[g]).join(',');
  return (
    <div className="page-container">
      <Breadcrumb
        className="page-title"
        items={[{ title: <Link to="/student/teaching/task">{t('task.myTasks')}</Link> }, { title: data.title }]}
      />
      <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 900 }}>
        <Card
          title={data.title}
          extra={
            <Space>
              <TaskStatusTag status={data.status} />
              {editable ? null : (
                <>
                  <Button size="small" onClick={() => navigate(`/student/teaching/taskLlAnswerReport?${params}`)}>
                    {t('task.sideBySide')}
                  </Button>
                  <Button size="small" onClick={() => navigate(`/student/teaching/taskFinishedReport?${params}`)}>
                    {t('task.finishedReport')}
                  </Button>
                </>
              )}
            </Space>
          }
        >
          <Descriptions column={{ xs: 1, sm: 3 }} size="small">
            <Descriptions.Item label={t('task.type')}>{t(`task.types.${data.taskType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('task.deadline')}>
              {schoolTime(data.deadline).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
            <Descriptions.Item label={t('task.fullMark')}>{data.fullMark}</Descriptions.Item>
          </Descriptions>
          <TaskMaterial task={data} />
        </Card>
        <TaskRating task={data} />
        <Card title={t('task.answer')}>
          {data.status === 'notStarted' ? (
            <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
              {t('task.start')}
            </Button>
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                value={text}
                disabled={!editable}
                onChange={(e) => edit({ text: e.target.value })}
                autoSize={{ minRows: 6, maxRows: 20 }}
                maxLength={20000}
                placeholder={t('task.textPlaceholder')}
                aria-label={t('task.answer')}
              />
              {data.uploadRule !== 'none' ? (
                <Space orientation="vertical">
                  <Space>
                    {editable ? (
                      <Upload
                        accept={accept}
                        showUploadList={false}
                        beforeUpload={(file) => {
                          upload.mutate(file);
                          return false;
                        }}
                      >
                        <Button icon={<UploadOutlined />} loading={upload.isPending}>
                          {t('task.upload')}
                        </Button>
                      </Upload>
                    ) : null}
                    {data.uploadRule === 'required' ? <Tag color="red">{t('task.uploadRules.required')}</Tag> : null}
                  </Space>
                  <Typography.Text type="secondary">
                    {t('task.uploadHint', {
                      groups: data.fileGroups.map((g) => t(`task.groups.${g}`)).join('；'),
                      mb: data.maxFileMb,
                    })}
                  </Typography.Text>
                  {files.map((f) => (
                    <Space key={f.url}>
                      <a href={f.url} target="_blank" rel="noreferrer">
                        {f.name}
                      </a>
                      {editable ? (
                        <Button
                          size="small"
                          type="link"
                          danger
                          onClick={() => edit({ files: files.filter((x) => x.url !== f.url) })}
                        >
                          ×
                        </Button>
                      ) : null}
                    </Space>
                  ))}
                </Space>
              ) : null}
              <Space>
                {editable ? (
                  <Button type="primary" loading={submit.isPending} onClick={() => submit.mutate()}>
                    {t('task.submit')}
                  </Button>
                ) : null}
                {data.canRecall ? (
                  <Button loading={recall.isPending} onClick={() => recall.mutate()}>
                    {t('task.recall')}
                  </Button>
                ) : null}
                {active ? <SaveStatus state={journal.state} pendingCount={journal.pendingCount} /> : null}
              </Space>
            </Space>
          )}
        </Card>
      </Space>
    </div>
  );
}
