/** Tab 5, knowledge maintenance: the school's knowledge points, 10 a page; saved in the order category, title, content, then a confirm. */
import { KNOWLEDGE_PAGE_SIZE, type TKnowledgePoint } from '@lingua/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, List, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantApi } from './assistant-api';
import { QuizDialog } from './quiz-dialog';

interface FormValues {
  category: string;
  title: string;
  content: string;
}

export function KnowledgeTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TKnowledgePoint | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const [quizOpen, setQuizOpen] = useState(false);
  const key = ['assistant', 'knowledge', page, search];
  const list = useQuery({
    queryKey: key,
    queryFn: () => assistantApi.knowledgePage({ pageNum: page, pageSize: KNOWLEDGE_PAGE_SIZE, title: search }),
  });

  function open(point: TKnowledgePoint | 'new') {
    setEditing(point);
    form.setFieldsValue(
      point === 'new'
        ? { category: '', title: '', content: '' }
        : { category: point.category, title: point.title, content: point.content[0]?.content ?? '' },
    );
  }

  function save() {
    const v = form.getFieldsValue();
    if (!v.category?.trim()) return message.warning(t('assistant.knowledge.categoryRequired'));
    if (!v.title?.trim()) return message.warning(t('assistant.knowledge.titleRequired'));
    if (!v.content?.trim()) return message.warning(t('assistant.knowledge.contentRequired'));
    modal.confirm({
      title: t('assistant.knowledge.confirmSave'),
      onOk: async () => {
        try {
          await assistantApi.saveKnowledge({
            ...(editing && editing !== 'new' ? { id: editing.id } : {}),
            category: v.category,
            title: v.title,
            content: [{ content: v.content }],
          });
          message.success(t('assistant.knowledge.saved'));
        } catch {
          // Part 1 §8: knowledge save errors are swallowed (the server's message was already shown); the dialog closes.
        }
        setEditing(null);
        await client.invalidateQueries({ queryKey: ['assistant', 'knowledge'] });
      },
    });
  }

  return (
    <div className="assistant-tab" data-testid="assistant-knowledge">
      <Space wrap>
        <Input.Search
          placeholder={t('assistant.knowledge.search')}
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
          allowClear
        />
        <Button type="primary" onClick={() => open('new')}>
          {t('assistant.knowledge.add')}
        </Button>
        <Button onClick={() => setQuizOpen(true)}>{t('assistant.quiz.open')}</Button>
      </Space>
      <QuizDialog open={quizOpen} onClose={() => setQuizOpen(false)} />
      <List
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('assistant.knowledge.empty') }}
        pagination={{
          current: page,
          pageSize: KNOWLEDGE_PAGE_SIZE,
          total: list.data?.page.total ?? 0,
          onChange: setPage,
          size: 'small',
        }}
        renderItem={(k) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" onClick={() => open(k)}>
                {t('assistant.knowledge.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('assistant.knowledge.confirmDelete')}
                onConfirm={async () => {
                  await assistantApi.deleteKnowledge(k.id);
                  await client.invalidateQueries({ queryKey: ['assistant', 'knowledge'] });
                }}
              >
                <Button type="link" danger>
                  {t('assistant.knowledge.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={`[${k.category}] ${k.title}`} description={k.content[0]?.content} />
          </List.Item>
        )}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('assistant.knowledge.add') : t('assistant.knowledge.edit')}
        onCancel={() => setEditing(null)}
        onOk={save}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="category" label={t('assistant.knowledge.category')} required>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="title" label={t('assistant.knowledge.title')} required>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="content" label={t('assistant.knowledge.content')} required>
            <Input.TextArea rows={6} maxLength={5000} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
