/**
 * The commitment dialog (part 2 §2.11): the letter in its frame, and the sign button disabled for
 * 15 seconds with a progress fill, then enabled (commitment-countdown.ts). The frame is a bordered,
 * scrolling document box: the site's security policy admits no embedded pages (frame-src 'none').
 */
import { Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../features/rich-text/rich-text-view';
import { type CountdownState, countdownState, startCountdown } from './commitment-countdown';

export function CommitmentDialog({
  open,
  letter,
  busy,
  onSign,
  onCancel,
}: {
  open: boolean;
  letter: string;
  busy: boolean;
  onSign: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<CountdownState>(() => countdownState(0));
  // Each opening reads the letter for the whole 15 seconds again.
  useEffect(() => (open ? startCountdown(setState) : undefined), [open]);
  return (
    <Modal
      open={open}
      title={t('competition.commitmentFrame')}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
      footer={
        <Button
          type="primary"
          className="commitment-sign"
          disabled={!state.canSign}
          loading={busy}
          onClick={onSign}
          data-testid="commitment-sign"
          style={{ ['--fill' as string]: `${state.percent}%` }}
        >
          {state.canSign ? t('competition.sign') : t('competition.signIn', { seconds: state.remaining })}
        </Button>
      }
    >
      <section
        className="commitment-frame"
        aria-label={t('competition.commitmentFrame')}
        data-testid="commitment-frame"
      >
        {letter ? <RichTextView html={letter} /> : <Typography.Text>{t('competition.signFirst')}</Typography.Text>}
      </section>
    </Modal>
  );
}
