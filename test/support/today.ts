// The date the tests' Quarry counts "last quarter", "this year", "yesterday" from (QUARRY_TODAY),
// given to the shared service and to every test app: tests never depend on the real date.
export const TEST_TODAY = '2026-11-30';
