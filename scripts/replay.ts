// `npm run replay -- <log.json>`: replays a machine log recorded in the sandbox app, printing each event and state.
import { readFile } from 'node:fs/promises';
import { isMachineLog, replayLog } from '../src/application/machines/machine-log.ts';
import { MACHINES } from '../src/application/machines/machine-catalog.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run replay -- <log.json>');
  process.exit(2);
}
const log: unknown = JSON.parse(await readFile(file, 'utf8'));
if (!isMachineLog(log)) {
  console.error(`${file} is not a machine log (version 1).`);
  process.exit(2);
}
let machineId = '';
for (const step of replayLog(log, MACHINES)) {
  if (step.machineId !== machineId) {
    machineId = step.machineId;
    console.log(`\n${machineId}`);
  }
  const time = new Date(step.at).toISOString().slice(11, 23);
  console.log(`  ${time}  ${step.event.type.padEnd(40)} → ${JSON.stringify(step.state)}${step.status === 'done' ? ' (done)' : ''}`);
}
