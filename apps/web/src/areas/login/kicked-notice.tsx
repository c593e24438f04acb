/**
 * Part 1 §8: after a 521 the reason is kept in localStorage and shown at the top left of every
 * login page until the next successful sign-in clears it. Closing only hides it for now.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../features/plain-ui/plain-alert';
import { StorageKey } from '../../session/keys';
import { readItem } from '../../session/storage';

export function KickedNotice() {
  const { t } = useTranslation();
  const [text] = useState(() => readItem('local', StorageKey.kickedMessage));
  const [visible, setVisible] = useState(true);
  if (!text || !visible) return null;
  return (
    <PlainAlert
      data-testid="kicked-notice"
      type="warning"
      closeLabel={t('a11y.close')}
      onClose={() => setVisible(false)}
      style={{
        position: 'fixed',
        top: 16,
        left: 16,
        right: 16,
        zIndex: 1000,
        maxWidth: 420,
        boxShadow: '0 6px 20px rgb(0 0 0 / 12%)',
      }}
    >
      {text}
    </PlainAlert>
  );
}
