/**
 * The client shows toasts outside React. The antd App component registers its context-aware
 * message instance here (so toasts follow the theme and locale); until then (the sign-in pages,
 * which carry no antd) antd's static message is loaded on the first toast.
 */
import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

let instance: MessageInstance | null = null;

export function registerMessageInstance(next: MessageInstance | null): void {
  instance = next;
}

function show(kind: 'error' | 'success', content: string, duration: number): void {
  if (instance) {
    void instance[kind]({ content, duration });
    return;
  }
  void import('antd').then(({ message }) => message[kind]({ content, duration }));
}

/** Part 2 §9: error toasts stay 5 s. */
export function toastError(text: string): void {
  show('error', text, 5);
}

export function toastSuccess(text: string): void {
  show('success', text, 2);
}
