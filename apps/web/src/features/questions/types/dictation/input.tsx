/** Listening dictation (21): the audio above the text box. */
import { obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';
import { WrittenInput } from '../../written-input';

export function DictationInput(props: TQuestionInputProps) {
  const c = obj(props.content);
  return (
    <WrittenInput
      {...props}
      above={
        typeof c.audioUrl === 'string' ? (
          // biome-ignore lint/a11y/useMediaCaption: dictation audio is the question: a caption would give the answer away.
          <audio src={c.audioUrl} controls preload="metadata" style={{ width: '100%' }} />
        ) : null
      }
    />
  );
}
