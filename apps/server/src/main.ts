/** Starts Lingua: open the database, migrate, seed the demo on first start, serve, stop cleanly. */
import path from 'node:path';
import { buildApp } from './app';
import { createAssistantEngines } from './modules/assistant/engines';
import { DocumentConverter, detectConverterPrograms } from './modules/documents/converter';
import { privatizeFacePhotos } from './modules/exams/face-privacy';
import { registerConfiguredPlatforms } from './modules/lti/configured-platforms';
import { sealClientSecrets } from './modules/school-sign-in/settings';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/database';
import { loadFileUrlSecret } from './platform/file-url-secret';
import { openStorage } from './platform/open-storage';
import { loadSecretBox } from './platform/secret-box';
import { seedCourses } from './seed/seed-courses';
import { DEMO_ACCOUNTS, seedDemo } from './seed/seed-demo';
import { seedResourcePool } from './seed/seed-resource-pool';
import { seedTrainings } from './seed/seed-trainings';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const storage = openStorage(config.storage, config.dataDir);
  await seedCourses(database.db, storage);
  await seedTrainings(database.db, storage);
  await seedResourcePool(database.db, storage);
  const facePhotos = await privatizeFacePhotos(database.db, storage);
  const seeded = config.seedDemo ? await seedDemo(database.db, storage) : false;
  await registerConfiguredPlatforms(database.db, config.ltiPlatforms);
  const settingsKeys = await loadSecretBox(config.settingsKeys, config.dataDir);
  // Secrets stored before they were sealed, or under a key a rotation replaced.
  const sealedSecrets = await sealClientSecrets(database.db, settingsKeys);
  const assistant = createAssistantEngines();
  const documentConverter = new DocumentConverter(detectConverterPrograms());
  const app = await buildApp({
    assistant,
    documentConverter,
    db: database.db,
    storage,
    webDistDir: config.webDistDir,
    trustProxy: config.trustProxy,
    examStartLimit: config.examStartLimit,
    examSaves: config.examSaves,
    sessionCache: config.sessionCache,
    poolQuotas: config.poolQuotas,
    checkResponses: config.checkResponses,
    metricsToken: config.metricsToken,
    externalPageHosts: config.externalPageHosts,
    fileUrls: {
      secret: await loadFileUrlSecret(config.fileUrlSecret, config.dataDir),
      ttlSeconds: config.fileUrlTtlSeconds,
    },
    knowledgeMapAccounts: config.knowledgeMapAccounts,
    settingsKeys,
    logger: { level: config.logLevel },
    bus: await database.openBus(),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Finish requests in flight, then release the database (PGlite flushes its data folder).
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (sealedSecrets.sealed > 0)
    app.log.info(
      { sealed: sealedSecrets.sealed },
      'school sign-in client secrets sealed with the current settings key',
    );
  if (sealedSecrets.unreadable.length > 0)
    app.log.error(
      { schoolIds: sealedSecrets.unreadable },
      'school sign-in client secrets under a settings key not configured (SETTINGS_KEYS): save them again',
    );
  if (facePhotos.moved + facePhotos.dropped > 0)
    app.log.warn(facePhotos, 'public face photos moved to private storage');
  app.log.info({ assistantEngines: assistant.environment.tools }, 'assistant engines detected');
  const conversion = documentConverter.describe();
  app.log.info({ documentConversion: conversion }, 'document conversion engines detected');
  // The grammar checker takes a few seconds to load: load it now, not on a teacher's first essay.
  assistant.correction.warm().catch((error: unknown) => app.log.warn({ err: error }, 'correction engine did not load'));
  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  const ms = Math.round(performance.now() - startedAt);
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  process.stdout.write(
    [
      '',
      `Lingua is running at ${address}  (ready in ${ms} ms, database: ${store}${seeded ? ', demo school seeded' : ''})`,
      '',
      `Demo accounts (password ${DEMO_ACCOUNTS.password}):`,
      `  school managers    ${DEMO_ACCOUNTS.managers.join(', ')}`,
      `  teachers           ${DEMO_ACCOUNTS.teachers.join(', ')}`,
      `  students           ${DEMO_ACCOUNTS.studentsFirst} … ${DEMO_ACCOUNTS.studentsLast} (01-40 in two classes of 20, 25-29 also in the speaking class; 41-46 and 49-64 in none yet, 47-48 in class 4)`,
      `                     ${DEMO_ACCOUNTS.historyStudentsFirst} … ${DEMO_ACCOUNTS.historyStudentsLast} (${DEMO_ACCOUNTS.historyClass}, with a learning history)`,
      `  other school       ${DEMO_ACCOUNTS.otherSchoolTeacher} (teacher), ${DEMO_ACCOUNTS.otherSchoolStudent} (student)`,
      `  platform operators ${DEMO_ACCOUNTS.operator}, ${DEMO_ACCOUNTS.secondOperator}`,
      '',
      'Assistant engines:',
      ...assistant.environment.tools.map((t) => `  ${t.available ? 'yes' : 'no '}  ${t.tool.padEnd(21)} ${t.detail}`),
      `  ${conversion.available ? 'yes' : 'no '}  ${'documentConversion'.padEnd(21)} ${conversion.detail}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Lingua failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
