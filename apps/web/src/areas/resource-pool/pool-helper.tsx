/**
 * The pool's helper widget (part 2 §2.7): one small round button at the bottom right that opens a
 * short, honest note on what the pool holds and how to use it. Nothing more: no chat, no tour.
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Drawer, FloatButton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const POINTS = ['find', 'filter', 'preview', 'upload', 'mine'] as const;

export function PoolHelper() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <FloatButton
        icon={<QuestionCircleOutlined />}
        tooltip={t('pool.helper.title')}
        aria-label={t('pool.helper.title')}
        data-testid="pool-helper"
        onClick={() => setOpen(true)}
      />
      <Drawer title={t('pool.helper.title')} open={open} onClose={() => setOpen(false)} width={360}>
        <Typography.Paragraph>{t('pool.helper.intro')}</Typography.Paragraph>
        <ul className="pool-helper-list">
          {POINTS.map((p) => (
            <li key={p}>
              <Typography.Text>{t(`pool.helper.${p}`)}</Typography.Text>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
