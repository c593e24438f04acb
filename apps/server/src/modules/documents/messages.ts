/**
 * Why a document cannot be shown page by page, in both interface languages. A stored failure
 * keeps its key and params; the call words it in the caller's language when it answers.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const documentsMessages = {
  conversionUnavailable: {
    cn: '服务器未安装文档预览组件（{missing}），暂时无法预览，请联系管理员',
    en: 'Document preview is not available on this server ({missing} not installed). Please contact the administrator.',
  },
  conversionNotDocument: {
    cn: '这个文件不是可预览的文档（Word、Excel、PowerPoint、PDF 或文本文件），文件内容与类型不符',
    en: 'This file is not a document the preview can show (Word, Excel, PowerPoint, PDF or text): its content does not match',
  },
  conversionTooLarge: {
    cn: '文件超过 {max} MB，无法预览',
    en: 'The file is larger than {max} MB, too large to preview',
  },
  conversionUnpackedTooLarge: {
    cn: '文档解压后超过 {max} MB，无法预览',
    en: 'The document unpacks to more than {max} MB, too large to preview',
  },
  conversionPassword: {
    cn: '文档设置了打开密码，无法预览',
    en: 'The document is protected by a password, so it cannot be previewed',
  },
  conversionDamaged: {
    cn: '文档已损坏或无法读取',
    en: 'The document is damaged or cannot be read',
  },
  conversionTimeout: {
    cn: '文档转换超过 {seconds} 秒仍未完成，请稍后再试',
    en: 'Converting the document took longer than {seconds} seconds. Please try again later.',
  },
  conversionOddPages: {
    cn: '文档的页面尺寸异常，无法预览',
    en: 'The document’s pages have an unusual size that cannot be previewed',
  },
  conversionBroke: {
    cn: '文档转换失败，请稍后再试',
    en: 'The document could not be converted. Please try again later.',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
