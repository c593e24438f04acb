/**
 * The client shows toasts outside React. The antd App component registers its context-aware
 * message instance here (so toasts follow the theme and locale); until then the static one serves.
 */
import { type App, message as staticMessage } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

let instance: MessageInstance | null = null;

export function registerMessageInstance(next: MessageInstance | null): void {
  instance = next;
}

function current(): MessageInstance {
  return instance ?? staticMessage;
}

/** Part 2 §9: error toasts stay 5 s. */
export function toastError(text: string): void {
  void current().error({ content: text, duration: 5 });
}

export function toastSuccess(text: string): void {
  void current().success({ content: text, duration: 2 });
}
