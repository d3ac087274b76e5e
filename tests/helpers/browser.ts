/**
 * Playwright on Debian's Chromium (a browser download is not possible on our machines), and a
 * server that serves the built client. Screenshots go to test-artifacts/e2e/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(__dirname, '../../test-artifacts/e2e');
const ROOT = path.resolve(__dirname, '../..');

/** Builds the client once if `dist/` is missing (the test script builds it first anyway). */
export function ensureClientBuilt(): string {
  const dist = path.join(ROOT, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
  return dist;
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** Fills the name prompt a link opens, when it opens. */
export async function answerNamePrompt(page: Page, name: string): Promise<void> {
  const input = page.getByTestId('name-prompt-input');
  await input.waitFor({ state: 'visible', timeout: 15000 });
  await input.fill(name);
  await page.getByTestId('name-prompt-submit').click();
}
