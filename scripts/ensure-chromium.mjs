// Browser tests drive Debian's Chromium; install it when missing (never download a browser build).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  try {
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(
      'Could not install chromium with apt-get. Install the Debian package "chromium" and run the tests again.',
    );
    process.exit(1);
  }
}
