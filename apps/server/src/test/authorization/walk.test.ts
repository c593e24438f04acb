/**
 * The authorization walk (issue 15, item 2): every call the app registered whose body names an
 * object (id-fields.ts, from the contract's schema) is made as the object's owner and as everyone
 * who must not reach it: a teacher and the manager of the same school, a teacher and a manager of
 * another school, a student of another class, a classmate, and nobody signed in. The owner must
 * get past access (200, or a 4xx that is not 401/403/404); the others 401, 403 or 404, never
 * the object and never a 5xx, unless cases.ts allows them with a reason. A call that names an
 * object and has neither a case nor an exemption fails, so a new route cannot be missed.
 */
import { type AnyContract, REALTIME_PATH } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { openSocket } from '../realtime-client';
import { type Body, CASES, EXEMPT, ROOM_CASES, type RoomCase, type WalkCase } from './cases';
import { idFieldsOf } from './id-fields';
import { buildWorld, CALLERS, type Caller, type Intruder, personOf, type World } from './world';

const DENIED = new Set([401, 403, 404]);

const t: TestApp = await buildTestApp({ jobs: { run: false } });
const registered = [...t.app.contracts.values()];
const idTaking = registered.filter((c) => idFieldsOf(c).length > 0);
const roomKinds = t.app.realtime.roomKinds;
let w: World;
let wsUrl: string;

interface Outcome {
  path: string;
  name: string;
  caller: Caller;
  status: number;
  expected: 'permitted' | 'denied';
  problem?: string;
}
const outcomes: Outcome[] = [];
const roomOutcomes: Outcome[] = [];

beforeAll(async () => {
  w = await buildWorld(t);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
}, 300_000);

afterAll(async () => {
  const failures = [...outcomes, ...roomOutcomes].filter((o) => o.problem);
  const walked = new Set(outcomes.map((o) => o.path));
  const cases = new Set(outcomes.map((o) => `${o.path}#${o.name}`));
  // The walk's figures, for the closing note.
  console.log(
    [
      `authorization walk: ${registered.length} calls registered, ${idTaking.length} name an object`,
      `  walked ${walked.size} routes, ${cases.size} cases, ${outcomes.length} calls, ${failures.length} failures`,
      `  rooms: ${roomKinds.length} kinds (${roomKinds.join(', ')}), ${roomOutcomes.length} joins, ${roomOutcomes.filter((o) => o.problem).length} failures`,
      `  exempt ${Object.keys(EXEMPT).length}: ${Object.keys(EXEMPT).join(', ')}`,
      ...failures.map((f) => `  ✘ ${f.path} [${f.name}] as ${f.caller}: ${f.problem}`),
    ].join('\n'),
  );
  await t.close();
});

/** One call as one caller: JSON, or multipart with the body's fields first, then the file. */
async function callAs(contract: AnyContract, c: WalkCase, caller: Caller, body: Body) {
  const who = personOf(w, c.owner, caller);
  const headers: Record<string, string> = who ? { token: who.token } : {};
  if (!contract.multipart) return t.call(contract.path, body, { headers });
  const file = c.file ? await c.file() : { name: 'empty.bin', bytes: Buffer.alloc(0) };
  const boundary = '----lingua-walk';
  const parts: Buffer[] = Object.entries(body).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const r = await t.app.inject({
    method: 'POST',
    url: contract.path,
    payload: Buffer.concat(parts),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: r.statusCode, body: r.json() as { code: number; message: string } };
}

function judge(status: number, expected: Outcome['expected']): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (expected === 'denied' && !DENIED.has(status)) return `answered ${status}, expected 401/403/404`;
  if (expected === 'permitted' && DENIED.has(status)) return `answered ${status}, expected past access`;
  return undefined;
}

/** Intruders first (an object they wrongly changed shows in the owner's answer), then the owner, then the allowed. */
async function walkCase(contract: AnyContract, c: WalkCase): Promise<Outcome[]> {
  const name = c.name ?? 'owner’s object';
  const ownerPerson = personOf(w, c.owner, 'owner');
  const others = CALLERS.filter((caller) => personOf(w, c.owner, caller) !== ownerPerson || caller === 'signedOut');
  const allowed = (caller: Intruder) => c.allow?.[caller] !== undefined;
  const order: Caller[] = [...others.filter((x) => !allowed(x)), 'owner', ...others.filter(allowed)];
  const result: Outcome[] = [];
  for (const caller of order) {
    if (caller === 'owner' && c.intact) {
      const changed = await c.intact(w);
      if (changed)
        result.push({
          path: contract.path,
          name,
          caller: 'owner',
          status: 0,
          expected: 'permitted',
          problem: `after the intruders: ${changed}`,
        });
    }
    const expected = caller === 'owner' ? (c.ownerExpect ?? 'permitted') : allowed(caller) ? 'permitted' : 'denied';
    const response = await callAs(contract, c, caller, await c.body(w, caller));
    const problem = judge(response.status, expected);
    result.push({
      path: contract.path,
      name,
      caller,
      status: response.status,
      expected,
      problem: problem && `${problem} (${response.body.code} ${response.body.message})`,
    });
  }
  return result;
}

describe('the route table', () => {
  it('has a case or a reasoned exemption for every call that names an object', () => {
    const missing = idTaking.filter((c) => !CASES[c.path] && !EXEMPT[c.path]);
    expect(
      missing.map(
        (c) =>
          `${c.path} (${idFieldsOf(c)
            .map((f) => f.path)
            .join(', ')})`,
      ),
    ).toEqual([]);
  });

  it('names only registered calls that name an object, each once', () => {
    const paths = new Set(idTaking.map((c) => c.path));
    const stale = [...Object.keys(CASES), ...Object.keys(EXEMPT)].filter((p) => !paths.has(p as AnyContract['path']));
    expect(stale).toEqual([]);
    expect(Object.keys(CASES).filter((p) => EXEMPT[p])).toEqual([]);
  });

  it('says why each stored-file field is not walked', () => {
    const unexplained = idTaking.filter(
      (c) =>
        idFieldsOf(c).some((f) => f.kind === 'file') && !EXEMPT[c.path] && CASES[c.path]?.some((k) => !k.fileFields),
    );
    expect(unexplained.map((c) => c.path)).toEqual([]);
  });
});

describe('every call that names an object', () => {
  for (const contract of idTaking.filter((c) => CASES[c.path])) {
    it(contract.path, async () => {
      const found: Outcome[] = [];
      for (const c of CASES[contract.path] ?? []) found.push(...(await walkCase(contract, c)));
      outcomes.push(...found);
      expect(found.filter((o) => o.problem).map((o) => `[${o.name}] as ${o.caller}: ${o.problem}`)).toEqual([]);
    });
  }
});

/** Enters `room` as the caller: 'subscribed', or whatever the hub answered instead. */
async function enterRoom(token: string | undefined, room: string): Promise<string> {
  const socket = await openSocket(wsUrl);
  try {
    if (token) {
      socket.send({ type: 'auth', token });
      await socket.next();
    }
    socket.send({ type: 'subscribe', room });
    const reply = await socket.next().catch(() => ({ type: 'closed' }));
    return reply.type;
  } finally {
    socket.socket.close();
  }
}

async function walkRoom(kind: string, c: RoomCase): Promise<Outcome[]> {
  const room = `${kind}:${await c.id(w)}`;
  const ownerPerson = personOf(w, c.owner, 'owner');
  const callers: Caller[] = [
    'owner',
    ...CALLERS.filter((caller) => caller === 'signedOut' || personOf(w, c.owner, caller) !== ownerPerson),
  ];
  const result: Outcome[] = [];
  for (const caller of callers) {
    const expected = caller === 'owner' || c.allow?.[caller as Intruder] ? 'permitted' : 'denied';
    const reply = await enterRoom(personOf(w, c.owner, caller)?.token, room);
    const entered = reply === 'subscribed';
    const problem =
      expected === 'permitted' && !entered
        ? `answered ${reply}, expected subscribed`
        : expected === 'denied' && entered
          ? 'entered the room'
          : undefined;
    result.push({ path: `room ${kind}`, name: room, caller, status: entered ? 200 : 403, expected, problem });
  }
  return result;
}

describe('every realtime room kind', () => {
  it('has a case for every kind the modules defined, and no other', () => {
    expect([...roomKinds].sort()).toEqual(Object.keys(ROOM_CASES).sort());
  });

  for (const [kind, c] of Object.entries(ROOM_CASES)) {
    it(`room ${kind}`, async () => {
      const found = await walkRoom(kind, c);
      roomOutcomes.push(...found);
      expect(found.filter((o) => o.problem).map((o) => `as ${o.caller}: ${o.problem}`)).toEqual([]);
    });
  }
});
