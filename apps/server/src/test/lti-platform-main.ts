/**
 * The simulated LTI platform as a process of its own, for the end-to-end journey
 * (e2e/tests/lti.spec.ts), which drives it over HTTP (/_sim/prepare, /_sim/state).
 * Environment: SIM_PORT, SIM_TOOL_ORIGIN (Lingua's origin), SIM_CLIENT_ID, SIM_DEPLOYMENT_ID.
 */
import { startSimulatedPlatform } from './lti-platform';

const sim = await startSimulatedPlatform({
  port: Number(process.env.SIM_PORT ?? 3263),
  hostname: 'localhost',
  toolOrigin: process.env.SIM_TOOL_ORIGIN ?? 'http://localhost:3261',
  clientId: process.env.SIM_CLIENT_ID ?? 'lingua-e2e',
  deploymentId: process.env.SIM_DEPLOYMENT_ID ?? 'e2e-deployment',
  control: true,
});
process.stdout.write(`simulated platform ready at ${sim.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void sim.close().then(() => process.exit(0)));
