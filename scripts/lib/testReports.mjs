// Reads the vitest and Playwright JSON reports: how many tests passed, failed and were skipped,
// and each failed test's name with its first error lines, so the run can name them again at its
// very end (a CI log is often read from its tail, where a failed step may have scrolled away
// under the next step's output).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const empty = () => ({ passed: 0, failed: 0, skipped: 0, failures: [] });

/** The first lines of an error, without terminal colours, indented under the test's name. */
export function firstLines(text, count = 6) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, count)
      .map((line) => `    ${line.slice(0, 300)}`)
      .join('\n')
  );
}

/** A vitest JSON report's counts and failed tests; the label names the pass (PGlite, PostgreSQL). */
export function readVitestReport(file, label) {
  const out = empty();
  if (!existsSync(file)) return out;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  out.passed = json.numPassedTests ?? 0;
  out.failed = json.numFailedTests ?? 0;
  out.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  for (const testFile of json.testResults ?? []) {
    const path = relative(process.cwd(), testFile.name);
    const failedTests = (testFile.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      out.failures.push(
        `${label}: ${path} › ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`,
      );
    }
    // A file that failed before any of its tests ran (an import error, a hook).
    if (testFile.status === 'failed' && failedTests.length === 0) {
      out.failures.push(`${label}: ${path}\n${firstLines(testFile.message)}`);
    }
  }
  return out;
}

/** A Playwright JSON report's counts and failed tests (a flaky test counts as failed). */
export function readPlaywrightReport(file) {
  const out = empty();
  if (!existsSync(file)) return out;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const stats = json.stats ?? {};
  // The config gives no second try; were one given, a spec that passed only then still failed.
  out.passed = stats.expected ?? 0;
  out.failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  out.skipped = stats.skipped ?? 0;
  const walk = (suite, titles) => {
    // A file's suite is titled with its path; describe blocks below it add their titles.
    const own = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const errors = (test.results ?? []).flatMap((r) => r.errors ?? (r.error ? [r.error] : []));
        out.failures.push(
          `e2e: ${spec.file} › ${[...own, spec.title].join(' › ')}\n${firstLines(errors.map((e) => e.message).join('\n'))}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, own);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return out;
}
