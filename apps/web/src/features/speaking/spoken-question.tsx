/** A spoken question on the answer page: its stem, then the reading or the dialogue input. */
import { QuestionTypeCodes as C, type TQuestionAnswer } from '@lingua/contracts';
import { Space } from 'antd';
import { MarkupText } from '../../shared/markup-text';
import { DialogueInput } from './dialogue-input';
import { DubInput } from './dub-input';
import { OralInput } from './oral-input';

export function SpokenQuestion(props: {
  questionId: number;
  subjectType: number;
  stem: string;
  content: unknown;
  answer: TQuestionAnswer;
  disabled?: boolean;
  onChange: (a: TQuestionAnswer) => void;
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <MarkupText text={props.stem} />
      {props.subjectType === C.dialogue ? (
        <DialogueInput {...props} />
      ) : props.subjectType === C.dub ? (
        <DubInput {...props} />
      ) : (
        <OralInput {...props} />
      )}
    </Space>
  );
}
