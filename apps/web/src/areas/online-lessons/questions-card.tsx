/** Quick questions: the teacher pushes one to the class and watches the answers come in live. */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { TOnlineLessonDetail, TQuestionStats } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Empty, Flex, Form, Input, List, Progress, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';

export const optionLabel = (i: number) => String.fromCharCode(65 + i);

interface QuestionForm {
  title: string;
  options: string[];
  isMultiple: boolean;
  correct: number[];
}

function QuestionStats({ q, total }: { q: TQuestionStats; total: number }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} style={{ width: '100%' }} data-testid={`question-${q.questionId}`}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{q.title}</Typography.Text>
        <Space>
          {q.isOpen ? <Tag color="processing">{t('classroom.open')}</Tag> : <Tag>{t('classroom.closed')}</Tag>}
          <Typography.Text data-testid="answered-count">
            {t('classroom.answered', { answered: q.answered, total })}
          </Typography.Text>
          {q.correctNumber !== null ? (
            <Tag color="green">{t('classroom.correctCount', { count: q.correctNumber })}</Tag>
          ) : null}
        </Space>
      </Flex>
      {q.options.map((option, i) => (
        <Flex key={option} align="center" gap={8}>
          <Typography.Text style={{ width: 180 }} ellipsis>
            {optionLabel(i)}. {option} {q.correct.includes(i) ? '✓' : ''}
          </Typography.Text>
          <Progress
            aria-label={`${optionLabel(i)}. ${option}`}
            percent={q.answered ? Math.round(((q.counts[i] ?? 0) / q.answered) * 100) : 0}
            format={() => q.counts[i] ?? 0}
            status={q.correct.includes(i) ? 'success' : 'normal'}
            style={{ flex: 1 }}
          />
        </Flex>
      ))}
    </Flex>
  );
}

export function QuestionsCard({ lesson }: { lesson: TOnlineLessonDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QuestionForm>();
  const options = Form.useWatch('options', form) ?? [];
  const isMultiple = Form.useWatch('isMultiple', form) ?? false;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...queryKeys.onlineLesson, lesson.lessonId] });
  const push = useMutation({
    mutationFn: (v: QuestionForm) =>
      onlineLessonApi.pushQuestion({
        lessonId: lesson.lessonId,
        title: v.title,
        options: v.options,
        isMultiple: v.isMultiple,
        correct: v.correct ?? [],
      }),
    onSuccess: () => {
      form.resetFields();
      void refresh();
    },
  });
  const close = useMutation({
    mutationFn: (questionId: number) => onlineLessonApi.closeQuestion(lesson.lessonId, questionId),
    onSuccess: refresh,
  });
  const questions = [...lesson.questions].reverse();
  return (
    <Card title={t('classroom.question')}>
      {lesson.isLive ? (
        <Form<QuestionForm>
          form={form}
          layout="vertical"
          initialValues={{ options: ['', ''], isMultiple: false, correct: [] }}
          onFinish={(v) => push.mutate(v)}
        >
          <Form.Item
            name="title"
            label={t('classroom.questionTitle')}
            rules={[{ required: true, whitespace: true, max: 300 }]}
          >
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={300} />
          </Form.Item>
          <Form.List name="options">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Form.Item
                    key={field.key}
                    required
                    label={i === 0 ? undefined : undefined}
                    style={{ marginBottom: 8 }}
                  >
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name={field.name} noStyle rules={[{ required: true, whitespace: true, max: 100 }]}>
                        <Input
                          prefix={`${optionLabel(i)}.`}
                          placeholder={t('classroom.option', { label: optionLabel(i) })}
                          maxLength={100}
                        />
                      </Form.Item>
                      {fields.length > 2 ? (
                        <Button icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
                      ) : null}
                    </Space.Compact>
                  </Form.Item>
                ))}
                {fields.length < 6 ? (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ marginBottom: 12 }}>
                    {t('classroom.addOption')}
                  </Button>
                ) : null}
              </>
            )}
          </Form.List>
          <Space wrap align="start">
            <Form.Item name="isMultiple" valuePropName="checked">
              <Checkbox onChange={() => form.setFieldValue('correct', [])}>{t('classroom.multiple')}</Checkbox>
            </Form.Item>
            <Form.Item name="correct" label={t('classroom.correctAnswer')}>
              <Select<number[]>
                mode="multiple"
                maxCount={isMultiple ? undefined : 1}
                placeholder={t('classroom.noCorrect')}
                style={{ minWidth: 220 }}
                options={options.map((_, i) => ({ value: i, label: optionLabel(i) }))}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={push.isPending}>
              {t('classroom.push')}
            </Button>
          </Space>
        </Form>
      ) : null}
      {questions.length === 0 ? (
        <Empty description={t('classroom.noQuestions')} />
      ) : (
        <List
          dataSource={questions}
          renderItem={(q) => (
            <List.Item
              key={q.questionId}
              extra={
                q.isOpen && lesson.isLive ? (
                  <Button size="small" onClick={() => close.mutate(q.questionId)}>
                    {t('classroom.close')}
                  </Button>
                ) : null
              }
            >
              <QuestionStats q={q} total={lesson.studentNumber} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
