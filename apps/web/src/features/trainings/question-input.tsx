/**
 * One question's input, by subject_type: a lookup in the question-type table
 * (features/questions/types/, docs/question-types.md). The input edits the question sheet item
 * (stu_answer, resource_subject_content_list, result) and hands every change up for autosave.
 */
import type { TQuestionInputProps } from '../questions/question-view';
import { SpokenInput } from '../questions/spoken-input';
import { questionViewOf } from '../questions/types';

export function QuestionInput(props: TQuestionInputProps) {
  // An unknown code is read as spoken, as the answered rule reads it.
  const Input = questionViewOf(props.subjectType)?.Input ?? SpokenInput;
  return <Input {...props} />;
}
