/** Tab 4, AI chat: answers from the school's knowledge base. Not empty, at most 200 characters, Enter sends. */
import { CHAT_MAX_CHARS, type TChatReply } from '@lingua/contracts';
import { App, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantApi } from './assistant-api';

interface Message {
  id: number;
  /** 0 user, 1 reply (part 1 §3). */
  type: 0 | 1;
  content: Array<{ content: string }>;
  sources?: TChatReply['sources'];
}

export function ChatTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [messages, setMessages] = useState<Message[]>([
    { id: 0, type: 1, content: [{ content: t('assistant.chat.welcome') }] },
  ]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  async function send() {
    const question = text.trim();
    if (question === '') {
      message.warning(t('assistant.chat.empty'));
      return;
    }
    if ([...question].length > CHAT_MAX_CHARS) {
      message.warning(t('assistant.chat.tooLong'));
      return;
    }
    setMessages((m) => [...m, { id: m.length, type: 0, content: [{ content: question }] }]);
    setText('');
    setSending(true);
    try {
      const reply = await assistantApi.chat(question);
      setMessages((m) => [...m, { id: m.length, type: 1, content: reply.content, sources: reply.sources }]);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="assistant-tab" data-testid="assistant-chat">
      <div className="assistant-chat">
        {messages.map((m) => (
          <div key={m.id} className={m.type === 0 ? 'assistant-chat-user' : 'assistant-chat-reply'}>
            {m.content.map((c, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reply's paragraphs never reorder
              <p key={j}>{c.content}</p>
            ))}
            {m.sources && m.sources.length > 0 && (
              <Typography.Text type="secondary">
                {t('assistant.chat.sources')} {m.sources.map((s) => s.title).join('、')}
              </Typography.Text>
            )}
          </div>
        ))}
      </div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={text}
          placeholder={t('assistant.chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => void send()}
          disabled={sending}
        />
        <Button type="primary" loading={sending} onClick={() => void send()}>
          {t('assistant.chat.send')}
        </Button>
      </Space.Compact>
    </div>
  );
}
