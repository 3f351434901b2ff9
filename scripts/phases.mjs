#!/usr/bin/env node
// Where the time of a run goes. Each phase prints its line when it ends and appends it to
// $CI_PHASES_FILE, which `.ci/run` prints again as the last lines of its log.
//   node scripts/phases.mjs record "<name>" <seconds>   one phase
//   node scripts/phases.mjs print                        every recorded line
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

/** `kind` 'phase' is wall time of the run; 'part' is a line inside one (side by side, or a slow file). */
export function recordPhase(name, seconds, kind = 'phase') {
  const line = kind === 'phase' ? `phase ${formatSeconds(seconds).padStart(10)}  ${name}` : `      ${formatSeconds(seconds).padStart(10)}    ${name}`;
  console.log(line);
  if (process.env.CI_PHASES_FILE) appendFileSync(process.env.CI_PHASES_FILE, `${line}\n`);
}

/** A suite's slowest files (or tests), as 'part' lines under its phase. */
export function recordSlowest(title, items, count = 15) {
  if (!items.length) return;
  const slowest = [...items].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (process.env.CI_PHASES_FILE) appendFileSync(process.env.CI_PHASES_FILE, `      ${title}, slowest ${slowest.length}:\n`);
  console.log(`${title}, slowest ${slowest.length}:`);
  for (const item of slowest) recordPhase(item.name, item.seconds, 'part');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, name, seconds] = process.argv.slice(2);
  if (command === 'record') recordPhase(name, Number(seconds));
  else if (command === 'print') {
    const file = process.env.CI_PHASES_FILE;
    if (file && existsSync(file)) console.log(`\n== where the time went\n${readFileSync(file, 'utf8').trimEnd()}`);
  } else {
    console.error('usage: phases.mjs record <name> <seconds> | print');
    process.exit(2);
  }
}
