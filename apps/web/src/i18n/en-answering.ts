/** The save state of every answering page (practice, exams, tasks): English. */

import type { Dictionary } from './zh';
import type { zhAnswering } from './zh-answering';

export const enAnswering: Dictionary<typeof zhAnswering> = {
  answering: {
    saving: 'Saving…',
    saved: 'Saved {{time}}',
    offline: 'Offline: your answers are kept on this device and sent when the connection returns ({{count}} waiting)',
    pending: '{{count}} waiting to upload',
    refused: 'Not saved: {{message}}',
    notSaved:
      '{{count}} answers have not reached the server yet, so they cannot be submitted; they are kept on this device and sent as soon as possible. Please try again shortly.',
  },
};
