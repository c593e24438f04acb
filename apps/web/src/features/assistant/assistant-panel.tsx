/**
 * The teacher assistant panel (part 1 §2): a floating button that opens the tools. Its menu offers
 * tabs 1, 2, 3, 7, 8; chat (4) and knowledge maintenance (5) open from the panel's header.
 */
import { RobotOutlined } from '@ant-design/icons';
import { Button, Drawer, FloatButton, Menu, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatTab } from './chat-tab';
import { CorrectionTab } from './correction-tab';
import { KnowledgeTab } from './knowledge-tab';
import { OcrTab } from './ocr-tab';
import { SynthesisTab } from './synthesis-tab';
import { TranslationTab } from './translation-tab';
import { VoiceTestTab } from './voice-test-tab';

type TabIndex = 1 | 2 | 3 | 4 | 5 | 7 | 8;
const MENU: readonly TabIndex[] = [1, 2, 3, 7, 8];
const LABELS = {
  1: 'synthesis',
  2: 'translation',
  3: 'correction',
  4: 'chat',
  5: 'knowledge',
  7: 'voiceTest',
  8: 'ocr',
} as const;

function tabContent(index: TabIndex): ReactNode {
  switch (index) {
    case 1:
      return <SynthesisTab />;
    case 2:
      return <TranslationTab />;
    case 3:
      return <CorrectionTab />;
    case 4:
      return <ChatTab />;
    case 5:
      return <KnowledgeTab />;
    case 7:
      return <VoiceTestTab />;
    case 8:
      return <OcrTab />;
  }
}

export default function AssistantPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabIndex>(1);
  return (
    <>
      <FloatButton
        icon={<RobotOutlined />}
        type="primary"
        tooltip={t('assistant.open')}
        aria-label={t('assistant.open')}
        data-testid="assistant-open"
        onClick={() => setOpen(true)}
        style={{ insetInlineEnd: 32, insetBlockEnd: 96 }}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('assistant.title')}
        width={760}
        destroyOnHidden={false}
        extra={
          <Space>
            {([4, 5] as const).map((i) => (
              <Button key={i} type={tab === i ? 'primary' : 'default'} size="small" onClick={() => setTab(i)}>
                {t(`assistant.tabs.${LABELS[i]}`)}
              </Button>
            ))}
          </Space>
        }
        className="assistant-drawer"
      >
        <div className="assistant-layout">
          <Menu
            mode="inline"
            className="assistant-menu"
            selectedKeys={[String(tab)]}
            onClick={(e) => setTab(Number(e.key) as TabIndex)}
            items={MENU.map((i) => ({ key: String(i), label: t(`assistant.tabs.${LABELS[i]}`) }))}
          />
          <div className="assistant-body">{tabContent(tab)}</div>
        </div>
      </Drawer>
    </>
  );
}
