/** Translation (20): the source text above the text box. */
import { MarkupText } from '../../../../shared/markup-text';
import { obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';
import { WrittenInput } from '../../written-input';

export function TranslationInput(props: TQuestionInputProps) {
  const c = obj(props.content);
  return (
    <WrittenInput
      {...props}
      above={
        <div style={{ padding: 12, background: '#fafafa', borderLeft: '3px solid #1677ff' }}>
          <MarkupText text={String(c.source ?? '')} />
        </div>
      }
    />
  );
}
