/** The signed-in user's own calls (contracts: calls/users.ts): profile, password, language, upload, online time. */
import { userCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute, Notice } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { updateLanguage, updatePassword, updateUserInfo } from './account';
import { addOnlineTime } from './add-online-time';
import { loadLoginSubject, presentLoginInfo } from './present-login-info';
import { uploadFile } from './upload-file';

export function registerUserRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  defineRoute(app, db, userCalls.updateUserInfo, async ({ body, user }) => {
    await updateUserInfo(db, user, body);
    return presentLoginInfo(db, await loadLoginSubject(db, user.userId));
  });

  defineRoute(app, db, userCalls.updatePassword, async ({ body, user }) => {
    await updatePassword(db, user, body);
    return new Notice('passwordChanged', null);
  });

  defineRoute(app, db, userCalls.updateLanguage, async ({ body, user, ctx }) => {
    await updateLanguage(db, user, body.languageUse);
    // The client stores languageUse from every answer: this one must already carry the new one.
    ctx.languageUse = body.languageUse;
    ctx.language = body.languageUse;
    return null;
  });

  defineRoute(app, db, userCalls.upload, ({ req, user }) => uploadFile(req, storage, user));

  defineRoute(app, db, userCalls.addOnlineTime, async ({ body, user, ctx }) => {
    await addOnlineTime(db, user, ctx, body.duration);
    return null;
  });
}
