import { launchBrowser, newPage } from '../e2e/support/chromium.ts';
import { FIRST_LOAD_BUDGET, bytesByType, firstLoadFiles } from '../e2e/support/first-load.ts';

/** The bytes on the wire of a first visit to `/` on a phone (the entry warning open), beside issue 15's goals. */
export async function firstLoadBench(baseUrl: string): Promise<boolean> {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, 'mobile');
    await page.goto(`${baseUrl}/`);
    const files = await firstLoadFiles(page);
    const bytes = bytesByType(files);
    const scriptsOk = bytes.script <= FIRST_LOAD_BUDGET.script;
    const stylesOk = bytes.stylesheet <= FIRST_LOAD_BUDGET.stylesheet;
    console.log(`\nFirst visit to / on a phone (${files.length} files)`);
    console.log(
      `${scriptsOk ? 'ok  ' : 'SHORT'} JS on the wire ${bytes.script.toLocaleString('en')} B (goal ≤ ${FIRST_LOAD_BUDGET.script.toLocaleString('en')})`,
    );
    console.log(
      `${stylesOk ? 'ok  ' : 'SHORT'} CSS on the wire ${bytes.stylesheet.toLocaleString('en')} B (goal ≤ ${FIRST_LOAD_BUDGET.stylesheet.toLocaleString('en')})`,
    );
    return scriptsOk && stylesOk;
  } finally {
    await browser.close();
  }
}
