import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from './contract';
import { describeCall, describeSchema } from './describe';

describe('describing a call', () => {
  it('writes bodies as a caller sends them and answers as they are sent', () => {
    const schema = z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      tags: z.array(z.enum(['a', 'b'])).default([]),
      inner: z.object({ deep: z.object({ deeper: z.string() }) }),
    });
    expect(describeSchema(schema, 'input')).toBe(
      "{ id: number; name: string | null; tags?: ('a' | 'b')[]; inner: { deep: {…} } }",
    );
  });

  it('says a call without body or answer plainly, and marks uploads', () => {
    const none = defineContract({ path: '/openApi/x', access: 'user' });
    expect(describeCall(none)).toEqual({ path: '/openApi/x', access: 'user', body: '{}', response: 'null' });
    const upload = defineContract({
      path: '/openApi/y',
      access: 'student',
      multipart: true,
      body: z.object({ k: z.string() }),
    });
    expect(describeCall(upload).body).toBe('multipart: { k: string } + file');
  });
});
