/** The walk finds a call's id fields by itself: at any depth, in arrays and unions, and by alias. */
import { defineContract } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idFieldsOf } from './id-fields';

describe('idFieldsOf', () => {
  it('finds ids and stored files at any depth, and nothing that only ends in "id"', () => {
    const contract = defineContract({
      path: '/openApi/test/anything',
      access: 'user',
      body: z.object({
        lessonId: z.number(),
        paid: z.boolean(),
        valid: z.boolean(),
        rows: z.array(z.object({ studentId: z.number(), note: z.string() })).optional(),
        target: z.union([z.object({ id: z.number() }), z.object({ messageIds: z.array(z.number()) })]),
        cover: z.object({ fileUrl: z.string(), filePath: z.string().optional() }),
        answer: z.object({ user_oral_url: z.string(), subject_id: z.number() }),
      }),
    });
    expect(idFieldsOf(contract)).toEqual([
      { path: 'lessonId', kind: 'id' },
      { path: 'rows[].studentId', kind: 'id' },
      { path: 'target.id', kind: 'id' },
      { path: 'target.messageIds', kind: 'id' },
      { path: 'cover.fileUrl', kind: 'file' },
      { path: 'cover.filePath', kind: 'file' },
      { path: 'answer.user_oral_url', kind: 'file' },
      { path: 'answer.subject_id', kind: 'id' },
    ]);
  });

  it('adds the fields a call names an object by under another name', () => {
    const contract = defineContract({
      path: '/openApi/overall/updateDefaultSelect',
      access: 'user',
      body: z.object({ code: z.number(), value: z.number() }),
    });
    expect(idFieldsOf(contract).map((f) => f.path)).toEqual(['value']);
  });

  it('finds none in a call without a body', () => {
    expect(idFieldsOf(defineContract({ path: '/openApi/test/none', access: 'user' }))).toEqual([]);
  });
});
