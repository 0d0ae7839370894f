// Preloaded by the README test: `new Date()` and `Date.now()` answer $TAFEL_TEST_NOW, so sheet ids
// and times are those the README shows (2026-11-29), whatever day the test runs.
const fixed = Date.parse(process.env.TAFEL_TEST_NOW ?? '');
if (!Number.isNaN(fixed)) {
  const Real = Date;
  class FixedDate extends Real {
    constructor(...args) {
      if (args.length === 0) super(fixed);
      else super(...args);
    }
    static now() {
      return fixed;
    }
  }
  globalThis.Date = FixedDate;
}
