import { describe, expect, it } from 'vitest';
import { allFieldLabels, fieldLabel } from './field-labels';
import { type MessageKey, translate } from './messages';

/** The platform's messages that name a field ({label}). */
const FIELD_MESSAGES: MessageKey[] = [
  'fieldRequired',
  'fieldTooShort',
  'fieldTooLong',
  'fieldTooSmall',
  'fieldTooBig',
  'fieldMustBeGreater',
  'fieldMustBeLess',
  'fieldTooFewItems',
  'fieldTooManyItems',
  'fieldNotAnOption',
  'fieldInvalid',
  'fieldWrongType',
  'fieldUnsafeCharacters',
  'fieldUrlNotAllowed',
  'fieldTooDeep',
];

describe('fieldLabel', () => {
  it('reads a name by its call first, then by its parent, then alone', () => {
    expect(fieldLabel('cn', 'code', '/openApi/overall/updateDefaultSelect')).toBe('班级类型');
    expect(fieldLabel('cn', 'code', '/openApi/student/onlineLesson/signIn')).toBe('签到码');
    expect(fieldLabel('en', 'attachments.0.name')).toBe('Attachment name');
    expect(fieldLabel('cn', 'name')).toBe('姓名');
    expect(fieldLabel('en', 'somethingNew')).toBe('somethingNew');
  });

  it('never doubles a word when a message names the field ("格式格式不正确")', () => {
    const doubled: string[] = [];
    for (const label of allFieldLabels()) {
      for (const key of FIELD_MESSAGES) {
        const cn = translate('cn', key, { label: label.cn, min: 2, max: 5 });
        const en = translate('en', key, { label: label.en, min: 2, max: 5 });
        if (/(\p{Script=Han}{2,})\1/u.test(cn)) doubled.push(cn);
        if (/\b(\w+) \1\b/i.test(en)) doubled.push(en);
      }
    }
    expect(doubled).toEqual([]);
  });
});
