// A Vitest reporter that names every test that failed and then passed on retry (CI runs with `retry: 1`),
// so a flaky test is seen in the log (and in `npm test`'s summary, which keeps lines with 'FLAKY') instead of
// hiding behind the retry.
export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    // The failed attempt's error stays on the result: print it, so the cause can be fixed from the CI log alone.
    const error = testCase.result().errors?.[0];
    const cause = error
      ? `\n    first attempt: ${(error.stack ?? error.message ?? '').split('\n').slice(0, 6).join('\n    ')}`
      : '';
    this.flaky.push(`${testCase.module.moduleId} > ${testCase.fullName}${cause}`);
  }

  onTestRunEnd() {
    for (const name of this.flaky) console.log(`FLAKY (passed on retry) ${name}`);
  }
}
