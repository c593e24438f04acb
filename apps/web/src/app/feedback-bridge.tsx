/** Hands the antd App's message instance to the API client, so its toasts use the live theme and locale. */
import { App } from 'antd';
import { useEffect } from 'react';
import { registerMessageInstance } from '../api/notify';

export function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    registerMessageInstance(message);
    return () => registerMessageInstance(null);
  }, [message]);
  return null;
}
