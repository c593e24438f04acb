/**
 * The English text of the first page (sign-in pages, the shared words and the accessible names):
 * a chunk of its own, loaded only when the interface is or turns English, so the Chinese first
 * page (the default) does not carry it (issue 22 item 3).
 */
import { enA11y } from './en-a11y';
import { enCommon } from './en-common';
import { enLogin } from './en-login';
import { enSchoolSignIn } from './en-school-sign-in';

export const enFirstPage = { ...enLogin, ...enSchoolSignIn, ...enA11y, ...enCommon };
