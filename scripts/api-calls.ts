// `npm run api:doc`: writes docs/api-calls.md from the contracts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callTables, renderCallReference } from '../packages/contracts/src/calls';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(root, 'docs/api-calls.md'), renderCallReference(callTables));
