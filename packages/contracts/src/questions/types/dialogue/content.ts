/**
 * Role dialogue and role play content (subject_type 46): roles with the synthesised voice that
 * speaks them when the machine plays the role, and the script's lines in order.
 */
import { z } from 'zod';

const id = z.string().min(1).max(100);

export const ZDialogueContent = z
  .object({
    roles: z
      .array(z.object({ id, name: z.string().min(1).max(100), nameCn: z.string().max(100).optional(), voice: id }))
      .min(2)
      .max(6),
    lines: z
      .array(z.object({ role: id, text: z.string().min(1).max(600), translation: z.string().max(600).optional() }))
      .min(2)
      .max(40),
  })
  .refine((c) => c.lines.every((l) => c.roles.some((r) => r.id === l.role)), 'every line must name a role')
  .refine((c) => c.roles.every((r) => c.lines.some((l) => l.role === r.id)), 'every role must have a line');
export type TDialogueContent = z.infer<typeof ZDialogueContent>;
