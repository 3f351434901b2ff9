// Writes the totals and each file's time where scripts/test-all.mjs sums every suite into the final `tests:` line.
const { writeFileSync } = require('node:fs');
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (file)
      writeFileSync(
        file,
        JSON.stringify({
          passed: results.numPassedTests,
          failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
          skipped: results.numPendingTests,
          files: results.testResults.map((f) => ({
            name: f.testFilePath.slice(f.testFilePath.indexOf('/apps/')),
            seconds: (f.perfStats.end - f.perfStats.start) / 1000,
          })),
        }),
      );
  }
}
module.exports = SummaryReporter;
