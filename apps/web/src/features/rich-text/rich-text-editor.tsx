/**
 * Writing rich text (school news): headings, bold, italic, underline, lists and quotes, with undo.
 * Placed in a Form.Item, which hands it value (HTML) and onChange. The server sanitises what is
 * stored; the view (RichTextView) cleans it again when shown.
 */
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, Tooltip } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The editable area's accessible name (the field's label). */
  label: string;
  id?: string;
}

/** An empty editor's HTML: stored as '' so "required" rules see nothing was written. */
const EMPTY = '<p></p>';

export function RichTextEditor({ value = '', onChange, label, id }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, code: false, codeBlock: false, horizontalRule: false })],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'rich-text rich-text-editor',
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });
  // A value set from outside (the saved item loaded) replaces the text; typing never comes back here.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML() === EMPTY ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
  const tool = (key: string, title: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip key={key} title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor?.chain().focus();
  return (
    <div className="rich-text-editor-frame">
      <Flex
        wrap
        gap={2}
        align="center"
        className="rich-text-toolbar"
        role="toolbar"
        aria-label={`${label} · ${t('richText.toolbar')}`}
      >
        {tool('h2', t('richText.heading'), <span className="rich-text-tool-text">H2</span>, state?.h2 ?? false, () =>
          chain()?.toggleHeading({ level: 2 }).run(),
        )}
        {tool('h3', t('richText.subheading'), <span className="rich-text-tool-text">H3</span>, state?.h3 ?? false, () =>
          chain()?.toggleHeading({ level: 3 }).run(),
        )}
        <Divider type="vertical" />
        {tool('bold', t('richText.bold'), <BoldOutlined />, state?.bold ?? false, () => chain()?.toggleBold().run())}
        {tool('italic', t('richText.italic'), <ItalicOutlined />, state?.italic ?? false, () =>
          chain()?.toggleItalic().run(),
        )}
        {tool('underline', t('richText.underline'), <UnderlineOutlined />, state?.underline ?? false, () =>
          chain()?.toggleUnderline().run(),
        )}
        <Divider type="vertical" />
        {tool('bullet', t('richText.bulletList'), <UnorderedListOutlined />, state?.bullet ?? false, () =>
          chain()?.toggleBulletList().run(),
        )}
        {tool('ordered', t('richText.orderedList'), <OrderedListOutlined />, state?.ordered ?? false, () =>
          chain()?.toggleOrderedList().run(),
        )}
        {tool(
          'quote',
          t('richText.quote'),
          <span className="rich-text-tool-text">“”</span>,
          state?.quote ?? false,
          () => chain()?.toggleBlockquote().run(),
        )}
        <Divider type="vertical" />
        {tool('undo', t('richText.undo'), <UndoOutlined />, false, () => chain()?.undo().run(), !state?.canUndo)}
        {tool('redo', t('richText.redo'), <RedoOutlined />, false, () => chain()?.redo().run(), !state?.canRedo)}
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
