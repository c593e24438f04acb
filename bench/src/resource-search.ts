/**
 * `npm run pool -w @lingua/bench`: the resource pool's search on 50,000 resources (issue 18; bar:
 * under 200 ms). Seeds 50,000 platform and school resources with bilingual business-English titles
 * and descriptions (built from the knowledge graphs' node names, so the corpus has real words in
 * both languages), then times the search function (rows, total and the six facets) for English and
 * Chinese keywords, filters and the unfiltered newest list. Runs on PGlite (in memory) and, when
 * DATABASE_URL is set, on a fresh PostgreSQL database beside it. Prints p50 and p99 per query.
 * POOL_BENCH_ROWS shrinks the corpus for a smoke run.
 */

import { PGlite } from '@electric-sql/pglite';
import { KNOWLEDGE_GRAPHS } from '@lingua/content';
import { ZPoolSearchRequest } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import { searchPool } from '../../apps/server/src/modules/resource-pool/search';
import { vectorParts } from '../../apps/server/src/modules/resource-pool/vector';
import { type Database, openDatabase, wrapPglite } from '../../apps/server/src/platform/database';
import type { SessionUser } from '../../apps/server/src/platform/request-context';
import { createFreshPostgresDatabase } from '../../apps/server/src/test/test-database';

const ROWS = Number(process.env.POOL_BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.POOL_BENCH_RUNS ?? 50);
const print = (line: string) => process.stdout.write(`${line}\n`);

const nodes = Object.entries(KNOWLEDGE_GRAPHS).flatMap(([key, g]) =>
  g.nodes.map((n) => ({ id: `${key}:${n.id}`, name: n.name })),
);
const courses = ['business-negotiation', 'international-trade-practice', 'foreign-trade-documents', 'workplace-skills'];
const forms = [
  { cn: '教学课件', en: 'teaching slides' },
  { cn: '练习', en: 'practice exercises' },
  { cn: '案例', en: 'case study' },
  { cn: '听力材料', en: 'listening material' },
  { cn: '模板', en: 'template' },
];

async function seed(database: Database): Promise<void> {
  const db = database.db;
  const started = performance.now();
  for (let start = 0; start < ROWS; start += 1000) {
    const values = [];
    for (let i = start; i < Math.min(ROWS, start + 1000); i++) {
      const a = nodes[i % nodes.length] as (typeof nodes)[number];
      const b = nodes[(i * 7 + 3) % nodes.length] as (typeof nodes)[number];
      const form = forms[i % forms.length] as (typeof forms)[number];
      const title = { cn: `${a.name.cn}${form.cn}`, en: `${a.name.en} ${form.en}` };
      const description = { cn: `结合${b.name.cn}讲解${a.name.cn}`, en: `${a.name.en} explained with ${b.name.en}` };
      const parts = vectorParts({ title, description, tags: [], bodyText: '' });
      values.push(
        sql`(${(i % 6) + 1}, ${JSON.stringify(title)}::jsonb, ${JSON.stringify(description)}::jsonb, ${i % 5 === 0 ? 'zh' : 'en'}, ${(i % 3) + 1}, ${courses[i % courses.length]}, array[${a.id}, ${b.id}]::text[], ${i % 17}, true, now() - (${i} || ' minutes')::interval,
          setweight(to_tsvector('simple', ${parts.a}), 'A') || setweight(to_tsvector('simple', ${parts.b}), 'B'))`,
      );
    }
    await db.execute(
      sql`insert into resources (kind, title, description, language, level, course_key, knowledge_points, usage_count, is_shared, created_at, search) values ${sql.join(values, sql`, `)}`,
    );
  }
  await db.execute(sql`analyze resources`);
  print(`  seeded ${ROWS} resources in ${Math.round(performance.now() - started)} ms`);
}

const user: SessionUser = {
  sessionId: 1,
  userId: 1,
  schoolId: 1,
  userType: 1,
  roles: [],
  name: 'bench',
  mobile: '',
  headImgUrl: '',
  language: 'cn',
  mustChangePassword: false,
};

const QUERIES: [string, object][] = [
  ['newest, no keyword', {}],
  ['English keyword "letter of credit"', { resourceName: 'letter of credit' }],
  ['English keyword "negotiation"', { resourceName: 'negotiation' }],
  ['Chinese keyword "信用证"', { resourceName: '信用证' }],
  ['Chinese keyword "谈判" + kind 1', { resourceName: '谈判', resourceTopLevelType: 1 }],
  ['knowledge point + level', { knowledgePointId: 'negotiation:6', level: 2 }],
  ['popular, page 20', { sort: 'popular', pageNum: 20 }],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function measure(name: string, database: Database): Promise<void> {
  print(`${name}:`);
  await seed(database);
  for (const [label, body] of QUERIES) {
    const req = ZPoolSearchRequest.parse(body);
    let total = 0;
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const r = await searchPool(database.db, user, req, 'cn');
      if (i >= 3) times.push(performance.now() - t0);
      total = r.page.total;
    }
    times.sort((x, y) => x - y);
    print(
      `  ${label.padEnd(40)} ${String(total).padStart(6)} hits  p50 ${percentile(times, 0.5).toFixed(1)} ms  p99 ${percentile(times, 0.99).toFixed(1)} ms`,
    );
  }
}

async function main(): Promise<void> {
  const lite = wrapPglite(await PGlite.create('memory://'));
  await lite.migrate();
  await measure('PGlite (in memory)', lite);
  await lite.close();
  const url = process.env.DATABASE_URL;
  if (url) {
    const fresh = await createFreshPostgresDatabase(url);
    const pgDb = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
    try {
      await pgDb.migrate();
      await measure('PostgreSQL', pgDb);
    } finally {
      await pgDb.close();
      await fresh.drop();
    }
  } else {
    print('PostgreSQL: set DATABASE_URL to measure it too');
  }
}

await main();
