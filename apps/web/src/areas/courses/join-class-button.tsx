/** "Join a class" for students (part 1 §5): the button; its dialog (join-class-dialog.tsx) loads on the first click. */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenOpened } from '../../shared/when-opened';

const JoinClassDialog = lazy(() => import('./join-class-dialog').then((m) => ({ default: m.JoinClassDialog })));

export function JoinClassButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('joinClass.button')}
      </Button>
      <WhenOpened open={open}>
        <JoinClassDialog open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
