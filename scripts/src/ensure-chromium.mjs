#!/usr/bin/env node
/**
 * Finds Chromium for the browser journeys: CHROME_PATH, else /usr/bin/chromium.
 * When missing and we are root with apt-get, installs Debian's `chromium`;
 * otherwise stops with the one command that installs it. Prints the path.
 * Never downloads a browser build of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(candidate)) {
  console.log(`Chromium: ${candidate}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian chromium with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  'Chromium is needed for the browser tests. Install it with:\n\n  sudo apt-get install -y chromium\n\nor set CHROME_PATH to a Chromium binary.',
);
process.exit(1);
