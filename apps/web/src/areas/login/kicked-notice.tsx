/**
 * Part 1 §8: after a 521 the reason is kept in localStorage and shown at the top left of every
 * login page until the next successful sign-in clears it. Closing only hides it for now.
 */
import { Alert } from 'antd';
import { useState } from 'react';
import { StorageKey } from '../../session/keys';
import { readItem } from '../../session/storage';

export function KickedNotice() {
  const [text] = useState(() => readItem('local', StorageKey.kickedMessage));
  const [visible, setVisible] = useState(true);
  if (!text || !visible) return null;
  return (
    <Alert
      data-testid="kicked-notice"
      type="warning"
      showIcon
      title={text}
      closable={{ onClose: () => setVisible(false) }}
      style={{
        position: 'fixed',
        top: 16,
        left: 16,
        zIndex: 1000,
        maxWidth: 420,
        boxShadow: '0 6px 20px rgb(0 0 0 / 12%)',
      }}
    />
  );
}
