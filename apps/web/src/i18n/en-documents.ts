/** Office documents shown page by page (features/documents): English. */

import type { Dictionary } from './zh';
import type { zhDocuments } from './zh-documents';

export const enDocuments: Dictionary<typeof zhDocuments> = {
  documents: {
    preview: 'Preview',
    previewTitle: 'Preview: {{name}}',
    preparing: 'Preparing the preview…',
    queued: 'Waiting for conversion…',
    converting: 'Converting the document; a long one takes a moment…',
    waited: 'Waiting for {{seconds}} s',
    failed: 'This document cannot be previewed',
    failedHint: 'You can download the original file instead.',
    pageCounter: 'Page {{current}} of {{total}}',
    pageAlt: 'Page {{page}}',
    firstPagesOnly: 'Showing the first {{shown}} of {{total}} pages; download the PDF for the rest.',
    noPages: 'This document has no pages to show',
    downloadPdf: 'Download PDF',
    downloadOriginal: 'Download original',
    retry: 'Try again',
  },
};
