/** Office documents shown page by page (features/documents): Chinese. */

export const zhDocuments = {
  documents: {
    preview: '预览',
    previewTitle: '预览：{{name}}',
    preparing: '正在准备预览…',
    queued: '排队等待转换…',
    converting: '正在转换文档，页数多时需要稍等片刻…',
    waited: '已等待 {{seconds}} 秒',
    failed: '无法预览此文档',
    failedHint: '可以下载原文件查看。',
    pageCounter: '第 {{current}} / {{total}} 页',
    pageAlt: '第 {{page}} 页',
    firstPagesOnly: '只预览前 {{shown}} 页（共 {{total}} 页），完整内容请下载 PDF。',
    noPages: '这个文档没有可显示的页面',
    downloadPdf: '下载 PDF',
    downloadOriginal: '下载原文件',
    retry: '重试',
  },
};
